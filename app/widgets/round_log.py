"""The scrolling round log: one line per event, bounded so a long session stays light.

Lines are written as Rich `Text`, never markup, since they carry player names.
"""

from __future__ import annotations

from textual.widgets import RichLog

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
