"""The scrolling round log: one line per event, bounded so a long session stays light.

Lines are written as Rich `Text`, never markup, since they carry player names. The lines
are kept unwrapped and wrapped at the log's width as it is now: a line that comes while the
log is hidden (the coach in its place, `l`) waits, and after a resize or being shown again
every line is wrapped anew. Each line keeps the event it says, so that all can be said again when the table's
amounts change from chips to money or back (`redescribe`). The log follows its end unless the player scrolled back
(`scroll_by`, the table's `[` and `]`; `{` and `}` go to its first and newest line); scrolling to the end
follows it again. Scrolled back, its title says so and how many lines wait below, so that new lines are
never missed unawares.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, NamedTuple, Sequence

from rich.text import Text
from textual import events
from textual.widgets import RichLog

from ...rules.events import Event
from ..words.i18n import N_, _, ngettext

TITLE = N_("Log")
LOG_LINES = 400
"""Lines kept; older ones scroll away for good."""


class Line(NamedTuple):
    """A line of the log as written (unwrapped), and the event it says (None: a separator or a note)."""

    text: Text
    event: Event | None = None
    round_begun: int | None = None
    """The round a separator names (`round_rule`): said again in another language as the events are."""


def round_rule(round_number: int) -> Line:
    """The line between two rounds of the log, naming the one that begins (seen: a line of dots and no word; in the
    ASCII style it read as a row of bars): "┄┄┄┄┄ round 3 ┄┄┄┄┄", dashes in ASCII."""
    # TRANSLATORS: the log's line between two rounds; {n} is the round that begins
    return Line(Text(f"┄┄┄┄┄ {_('round {n}').format(n=round_number)} ┄┄┄┄┄", style="dim"), None, round_number)


def event_line(event: Event, describe: Callable[[Event], str]) -> Line:
    """An event's line: a turned card in bold, as the round's landmark."""
    return Line(Text(describe(event), style="bold" if event.type == "turn" else ""), event)


class RoundLog(RichLog):
    """A RichLog that keeps at most LOG_LINES lines, wraps them at its width and follows its end."""

    DEFAULT_CSS = """
    RoundLog { background: $surface; border: round $primary 50%; border-title-color: $text-muted; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(max_lines=LOG_LINES, wrap=True, markup=False, auto_scroll=False, min_width=1, **kwargs)
        self.border_title = _(TITLE)
        self.can_focus = False  # the table's arrows and page keys are for betting and cards
        self._written: tuple[int, int] = (-1, 0)
        """(round, events) written so far."""
        self._lines: deque[Line] = deque(maxlen=LOG_LINES)
        """The lines as written, unwrapped."""
        self._wrapped_at = 0
        """The width the lines on screen were wrapped at (0: not wrapped yet, or lines are waiting)."""
        self._rewrap_due = False
        """A rewrap is asked for after the next refresh (`add`)."""
        self.following = True
        """Whether the log shows its end as lines come (False while the player has scrolled back)."""

    def follow(self, round_number: int, events: Sequence[Event], describe: Callable[[Event], str]) -> None:
        """Write the events of the round not written yet; a dotted line naming the round between two rounds."""
        written_round, done = self._written
        if round_number != written_round:
            if done:
                self.add_line(round_rule(round_number))
            done = 0
        for event in events[done:]:
            self.add_line(event_line(event, describe))
        self._written = (round_number, len(events))

    def show(self, round_number: int, events: Sequence[Event], describe: Callable[[Event], str]) -> None:
        """Show only these events (a review moving back and forth through a game)."""
        self.clear()
        self._lines.clear()
        self._written = (-1, 0)
        self.following = True
        self.show_title()
        self.follow(round_number, events, describe)

    def add(self, text: Text) -> None:
        """Keep one line that says no event (a note); write it now if the log is shown at its lines' width."""
        self.add_line(Line(text))

    def add_line(self, line: Line) -> None:
        """Keep one line; write it now if the log is shown at the width its lines are wrapped at."""
        self._lines.append(line)
        text = line.text
        width = self.text_width
        if width and width == self._wrapped_at:
            self.write(text, width=width, scroll_end=self.following)
            if not self.following:
                self.show_title()
        else:
            self._wrapped_at = 0  # wrapped with the others when the log has its width again
            if width and not self._rewrap_due:
                # Its room changed without a resize of its own (a scroll bar came): no Resize will wrap it, so
                # rewrap now (seen after Continue: a blank log until `l` twice).
                self._rewrap_due = True
                self.call_after_refresh(self.rewrap)

    @property
    def written(self) -> tuple[str, ...]:
        """The lines kept, as written (plain, unwrapped), oldest first."""
        return tuple(line.text.plain for line in self._lines)

    @property
    def text_width(self) -> int:
        """The cells a line has: the log's width inside its border, padding and scroll bar (0 while hidden)."""
        return self.scrollable_content_region.width if self.display else 0

    def rewrap(self) -> None:
        """Write every kept line again at the log's width, keeping the end in view when following."""
        self._rewrap_due = False
        width = self.text_width
        if not width:
            return
        kept = self.scroll_y
        self.clear()
        for line in self._lines:
            self.write(line.text, width=width, scroll_end=False)
        self._wrapped_at = width
        if self.following:
            self.scroll_end(animate=False, immediate=False, x_axis=False)
        else:
            self.scroll_to(y=min(kept, self.max_scroll_y), animate=False, immediate=False)
            self.call_after_refresh(self.show_title)

    @staticmethod
    def said_again(line: Line, describe: Callable[[Event], str]) -> Line:
        """A kept line said anew: its event with `describe`, its round's separator in the language now in force."""
        if line.event is not None:
            return event_line(line.event, describe)
        return line if line.round_begun is None else round_rule(line.round_begun)

    def redescribe(self, describe: Callable[[Event], str]) -> None:
        """Say every kept event again with `describe` (the table's amounts now in money, or in chips again: a log
        that went on counting chips beside a table showing money did not add up), then wrap them anew."""
        self._lines = deque((self.said_again(line, describe) for line in self._lines), maxlen=LOG_LINES)
        self._wrapped_at = 0
        if self.text_width:
            self.rewrap()

    def scroll_by(self, lines: int) -> None:
        """Scroll back (negative) or on by `lines`; back at the end, the log follows its end again."""
        target = max(0, min(self.scroll_y + lines, self.max_scroll_y))
        self.following = target >= self.max_scroll_y
        self.scroll_to(y=target, animate=False)
        self.show_title()

    def scroll_to_first(self) -> None:
        """The log's first line kept (`{`)."""
        self.scroll_by(-self.max_scroll_y)

    def scroll_to_newest(self) -> None:
        """The newest line, following the log again (`}`)."""
        self.scroll_by(self.max_scroll_y)

    def show_title(self) -> None:
        """ "Log", or while scrolled back "Log · 12 lines below · } newest" (in the language in force)."""
        below = 0 if self.following else max(0, round(self.max_scroll_y - self.scroll_y))
        if self.following:
            self.border_title = _(TITLE)
        elif below:
            self.border_title = ngettext(
                "Log · {n} line below · }} newest", "Log · {n} lines below · }} newest", below
            ).format(n=below)
        else:
            self.border_title = _("Log · scrolled back · } newest")

    @property
    def page(self) -> int:
        """Lines in one scroll of `[` or `]`: the log's height but one, so a line stays in view."""
        return max(1, self.scrollable_content_region.height - 1)

    def on_resize(self, event: events.Resize) -> None:
        # one row left (the coach above took the rest at 80x24): its newest line there, not its rule alone
        self.set_class(self.outer_size.height == 1, "-one-row")
        if self.text_width and self.text_width != self._wrapped_at:
            self.call_after_refresh(self.rewrap)  # once the layout is done: the width is final
        elif self.following:
            self.call_after_refresh(self.scroll_end, animate=False, immediate=False, x_axis=False)

    def on_show(self) -> None:
        if self.text_width != self._wrapped_at:
            self.call_after_refresh(self.rewrap)

    def on_mouse_scroll_up(self) -> None:
        self.following = False
        self.call_after_refresh(self.show_title)

    def on_mouse_scroll_down(self) -> None:
        self.call_after_refresh(self._follow_if_at_end)

    def _follow_if_at_end(self) -> None:
        self.following = self.scroll_y >= self.max_scroll_y
        self.show_title()
