"""The scrolling round log: one line per event, bounded so a long session stays light.

Lines are written as Rich `Text`, never markup, since they carry player names.
"""

from __future__ import annotations

from typing import Callable, Sequence

from rich.text import Text
from textual.widgets import RichLog

from ...rules.events import Event

LOG_LINES = 400
"""Lines kept on screen; older ones scroll away for good."""


class RoundLog(RichLog):
    """A RichLog that keeps at most LOG_LINES lines."""

    DEFAULT_CSS = """
    RoundLog { background: $surface; border: round $primary 50%; border-title-color: $text-muted; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(max_lines=LOG_LINES, wrap=True, markup=False, auto_scroll=True, min_width=20, **kwargs)
        self.border_title = "Log"
        self.can_focus = False  # the table's arrows and page keys are for betting and cards
        self._written: tuple[int, int] = (-1, 0)
        """(round, events) written so far."""

    def follow(self, round_number: int, events: Sequence[Event], describe: Callable[[Event], str]) -> None:
        """Write the events of the round not written yet; a dotted line between two rounds."""
        written_round, done = self._written
        if round_number != written_round:
            if done:
                self.write(Text("·" * 12, style="dim"))
            done = 0
        for event in events[done:]:
            self.write(Text(describe(event), style="bold" if event.type == "turn" else ""))
        self._written = (round_number, len(events))
