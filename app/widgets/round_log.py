"""The scrolling round log: one line per event, bounded so a long session stays light.

Lines are written as Rich `Text`, never markup, since they carry player names. The lines
are kept, so that after the terminal is resized they are wrapped again at the new width.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Sequence

from rich.text import Text
from textual import events
from textual.widgets import RichLog

from ...rules.events import Event
from ..i18n import N_, _

TITLE = N_("Log")
LOG_LINES = 400
"""Lines kept on screen; older ones scroll away for good."""


class RoundLog(RichLog):
    """A RichLog that keeps at most LOG_LINES lines and wraps them again when its width changes."""

    DEFAULT_CSS = """
    RoundLog { background: $surface; border: round $primary 50%; border-title-color: $text-muted; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(max_lines=LOG_LINES, wrap=True, markup=False, auto_scroll=True, min_width=20, **kwargs)
        self.border_title = _(TITLE)
        self.can_focus = False  # the table's arrows and page keys are for betting and cards
        self._written: tuple[int, int] = (-1, 0)
        """(round, events) written so far."""
        self._texts: deque[Text] = deque(maxlen=LOG_LINES)
        """The lines as written, unwrapped."""
        self._wrapped_at = 0
        """The width the lines on screen were wrapped at."""

    def follow(self, round_number: int, events: Sequence[Event], describe: Callable[[Event], str]) -> None:
        """Write the events of the round not written yet; a dotted line between two rounds."""
        written_round, done = self._written
        if round_number != written_round:
            if done:
                self.add(Text("·" * 12, style="dim"))
            done = 0
        for event in events[done:]:
            self.add(Text(describe(event), style="bold" if event.type == "turn" else ""))
        self._written = (round_number, len(events))

    def show(self, round_number: int, events: Sequence[Event], describe: Callable[[Event], str]) -> None:
        """Show only these events (a review moving back and forth through a game)."""
        self.clear()
        self._texts.clear()
        self._written = (-1, 0)
        self.follow(round_number, events, describe)

    def add(self, text: Text) -> None:
        """Write one line and keep it."""
        self._texts.append(text)
        self.write(text)

    def on_resize(self, event: events.Resize) -> None:
        # RichLog's own on_resize runs after this one (Textual calls each class's handler).
        width = event.size.width
        if width and self._wrapped_at and width != self._wrapped_at and self._texts:
            self.clear()
            for text in self._texts:
                self.write(text)
        self._wrapped_at = width or self._wrapped_at
