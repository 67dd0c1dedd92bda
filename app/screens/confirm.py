"""Asking before quitting a running game."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from ..screen_base import ParlourModal


class ConfirmQuit(ParlourModal[bool]):
    """y quits, n or escape stays."""

    BINDINGS = [
        Binding("y,enter", "answer(True)", "Quit"),
        Binding("n,escape", "answer(False)", "Stay"),
    ]
    """The two answers."""

    def compose_body(self) -> ComposeResult:
        yield Static("[b]Quit Parlour?[/b]", classes="dialog-title")
        yield Static("A game is in progress.")
        yield Static("[dim]y / enter: quit · n / escape: stay[/]", classes="dialog-hint")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
