"""The coach's panel at the table: a few lines of figures for the seat shown (off until asked for).

What the lines say is the game presenter's business (`Presenter.coach_lines`); the figures
come from the table session's `advice`, which sees that seat's view and nothing else.
"""

from __future__ import annotations

from textual.containers import Vertical
from textual.content import Content
from textual.css.scalar import Unit
from textual.widget import Widget

from ..words.i18n import N_, _
from ..words.numbers import figures_bound
from .literal import SafeStatic, content

TITLE = N_("Coach")
FRAME = 2
"""Lines and columns of the border on each axis (the padding adds two columns)."""
NEW_LINE = Content("\n")
LOG_KEPT = 2
"""Rows the panel leaves the log under it in a short column where its figures still fit (its notes may not):
the log's rule and its newest line."""


def bound(line: str) -> Content:
    """A line of markup as drawn, its figures never parted from their words by a wrap (`figures_bound`), its styles
    kept. It stays drawn text from here on: Textual's markup of it (`Content.markup`) leaves an outside "[/" as it
    is (a currency's label "[red]$[/"), and read again the whole panel fell back to showing its tags as text."""
    shown = content(line)
    return Content(figures_bound(shown.plain), list(shown.spans))


class CoachPanel(SafeStatic):
    """A bordered box of markup lines; it redraws only when they change."""

    DEFAULT_CSS = """
    CoachPanel { height: auto; max-height: 12; padding: 0 1; border: round $accent 60%;
                 border-title-color: $text-accent; background: $surface; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__("", **kwargs)
        self.border_title = _(TITLE)
        self._shown: tuple[str, ...] = ()

    def show_lines(self, lines: list[str]) -> None:
        """Show these lines (markup), if they differ from what is shown."""
        if tuple(lines) != self._shown:
            self._shown = tuple(lines)
            self.fit()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """The lines that fit the room the column gives the panel: its notes in grey go first, then the last lines,
        the one cut short ending with "…" (at 80x24 a message line under the felt took the panel's last line, and
        it stopped mid-sentence without a sign)."""
        lines = list(self._shown)
        drawn = {line: bound(line) for line in lines}
        column = self.parent.size if isinstance(self.parent, Widget) else None
        if column is None or not column.height or self.size.width <= FRAME + 2:
            self.update(NEW_LINE.join(drawn[line] for line in lines))
            return
        most = self.styles.max_height  # the table's 12 lines, the review's 16, or all the column at 80x24
        tallest = int(most.value) if most is not None and most.unit == Unit.CELLS else column.height
        room, width = min(tallest, column.height) - FRAME, self.size.width - FRAME - 2

        heights = {line: len(drawn[line].wrap(width)) for line in lines}  # each line's wrapped once
        total = sum(heights[line] for line in lines)
        # its heading and figures first, then the log's newest line, then its other notes
        figures = sum(heights[line] for index, line in enumerate(lines) if index == 0 or not line.startswith("[dim]"))
        below = self.kept_below()
        if figures <= room - below:
            room -= below
        while total > room and any(line.startswith("[dim]") for line in lines):
            note = next(line for line in reversed(lines) if line.startswith("[dim]"))
            lines.remove(note)
            total -= heights[note]
        shown = [drawn[line] for line in lines]
        if total > room:
            shown = []
            left = room
            for line in lines:
                if left <= 0:
                    break
                if heights[line] <= left:
                    shown.append(drawn[line])
                    left -= heights[line]
                    continue
                wrapped = drawn[line].wrap(width)[:left]
                wrapped[-1] = wrapped[-1].truncate(width - 1) + "…"
                shown.append(NEW_LINE.join(wrapped))
                break
        self.update(NEW_LINE.join(shown))

    def kept_below(self) -> int:
        """The rows the column keeps under the panel: the log's rule and newest line, where it is shown (seen at
        80x24: Put's coach of eight lines left the log no row at all, so what the others had just done was
        nowhere)."""
        if not isinstance(self.parent, Widget):
            return 0
        return LOG_KEPT if any(other is not self and other.display for other in self.parent.children) else 0

    @property
    def lines(self) -> tuple[str, ...]:
        """What the panel shows now (markup)."""
        return self._shown


class CoachColumn(Vertical):
    """The side column of the coach's panel and the log: the panel fits itself to the column again whenever the
    column's height changes, its own size unchanged (seen: a message line under the felt left the log its rule
    alone, the panel still fitted to the taller column)."""

    def on_resize(self) -> None:
        for panel in self.query_children(CoachPanel):
            panel.fit()
