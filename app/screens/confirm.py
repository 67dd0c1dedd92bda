"""Asking before something that cannot be undone: quitting a running game, deleting a saved game."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from ..screen_base import ParlourModal


class Confirm(ParlourModal[bool]):
    """y or enter says yes, n or escape says no."""

    BINDINGS = [
        Binding("y,enter", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]
    """The two answers."""

    def __init__(self, question: str, detail: str, yes: str = "yes", no: str = "no") -> None:
        super().__init__()
        self.question = question
        """The question, plain text."""
        self.detail = detail
        """One line on what is at stake, plain text."""
        self.yes, self.no = yes, no

    def compose_body(self) -> ComposeResult:
        yield Static(f"[b]{escape(self.question)}[/b]", classes="dialog-title")
        yield Static(escape(self.detail))
        yield Static(f"[dim]y / enter: {escape(self.yes)} · n / escape: {escape(self.no)}[/]", classes="dialog-hint")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ConfirmQuit(Confirm):
    """Quit while a game is in progress? Says whether the game is saved (Continue picks it up)."""

    def __init__(self, saved: bool = True) -> None:
        detail = ("The game is saved: Continue, in the main menu, picks it up where you left it." if saved
                  else "This game is not being saved: quitting ends it.")
        super().__init__("Quit Parlour?", detail, yes="quit", no="stay")
