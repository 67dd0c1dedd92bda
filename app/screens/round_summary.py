"""After each round: who paid and received what, and where everyone stands."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Static

from ..screen_base import ParlourModal


class RoundSummary(ParlourModal[None]):
    """A short summary; any of space, enter or escape continues."""

    BINDINGS = [Binding("space,enter,escape", "dismiss_summary", "Continue")]
    """Continue to the next round."""

    COMPONENT_CLASSES = {"summary--gain", "summary--loss"}
    """Chips won, chips lost."""

    def __init__(self, title: str, rows: list[tuple[str, str, str]], headers: tuple[str, str, str] =
                 ("Player", "This round", "Now"), close_after: float | None = None) -> None:
        super().__init__()
        self.close_after = close_after
        """Seconds after which the summary closes by itself (the demo), or None to wait for a key."""
        self.title_text = title
        self.rows = rows
        self.headers = headers

    def compose_body(self) -> ComposeResult:
        yield Static(f"[b]{self.title_text}[/b]", classes="dialog-title")
        table = DataTable(show_cursor=False, id="summary-table")
        table.can_focus = False
        yield table
        yield Static("[dim]space / enter: continue[/]", classes="dialog-hint")

    def on_mount(self) -> None:
        table = self.query_one("#summary-table", DataTable)
        table.add_columns(*self.headers)
        for name, change, now in self.rows:
            part = "summary--gain" if change.startswith("+") else "summary--loss" if change.startswith("-") else None
            table.add_row(Text(name), Text(change, style=self.get_component_rich_style(part, partial=True))
                          if part else change, now)
        if self.close_after is not None:
            self.set_timer(self.close_after, self.action_dismiss_summary)

    def action_dismiss_summary(self) -> None:
        if self.is_current:
            self.dismiss(None)
