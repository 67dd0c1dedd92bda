"""The coach's panel at the table: a few lines of figures for the seat shown (off until asked for).

What the lines say is the game presenter's business (`Presenter.coach_lines`); the figures
come from the table session's `advice`, which sees that seat's view and nothing else.
"""

from __future__ import annotations

from ..words.i18n import N_, _
from .literal import SafeStatic

TITLE = N_("Coach")


class CoachPanel(SafeStatic):
    """A bordered box of markup lines; it redraws only when they change."""

    DEFAULT_CSS = """
    CoachPanel { height: auto; max-height: 10; padding: 0 1; border: round $accent 60%;
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
            self.update("\n".join(lines))

    @property
    def lines(self) -> tuple[str, ...]:
        """What the panel shows now (markup)."""
        return self._shown
