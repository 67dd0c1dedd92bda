"""After each round: who paid and received what, and where everyone stands."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Static

from parlour.app.screens.base import ParlourModal


class RoundSummary(ParlourModal):
    """A short summary; any of space, enter or escape continues."""

    BINDINGS = [Binding("space,enter,escape", "dismiss_summary", "Continue")]
    """Continue to the next round."""

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
        table.add_columns(*self.headers)
        for name, change, now in self.rows:
            style = "#5fd75f" if change.startswith("+") else "#ff5f5f" if change.startswith("-") else ""
            table.add_row(Text(name), f"[{style}]{change}[/]" if style else change, now)
        yield table
        yield Static("[dim]space / enter: continue[/]", classes="dialog-hint")

    def on_mount(self) -> None:
        if self.close_after is not None:
            self.set_timer(self.close_after, self.action_dismiss_summary)

    def action_dismiss_summary(self) -> None:
        if self.is_current:
            self.dismiss(None)
