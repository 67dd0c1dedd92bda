"""Between two people's turns on one keyboard: hide the hands until the next player is ready."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from ..screen_base import ParlourModal


class HandOver(ParlourModal[bool]):
    """"Pass the keyboard to <name>": any of space or enter shows that player's cards."""

    BINDINGS = [Binding("space,enter", "ready", "I'm ready")]
    """The next player confirms they are at the keyboard."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose_body(self) -> ComposeResult:
        yield Static("[b]Pass the keyboard[/b]", classes="dialog-title")
        yield Static(f"to [b]{escape(self.player)}[/b].\nEveryone else: look away now.")
        yield Static("[dim]space / enter: show my cards[/]", classes="dialog-hint")

    def action_ready(self) -> None:
        self.dismiss(True)
