"""A put was made against you: fold or see, with what each answer means at this score."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from app.screens.base import ParlourModal


class PutAnswer(ParlourModal):
    """f folds, s sees; the dialog spells out both outcomes."""

    BINDINGS = [
        Binding("f", "answer('fold')", "Fold"),
        Binding("s", "answer('see')", "See"),
    ]
    """The two answers to a put (PU-4)."""

    def __init__(self, putter: str, if_fold: str, if_see: str) -> None:
        super().__init__()
        self.putter = putter
        self.if_fold = if_fold
        self.if_see = if_see

    def compose_body(self) -> ComposeResult:
        yield Static(f"[b]{escape(self.putter)} says \"I put!\"[/b]", classes="dialog-title")
        yield Static(f"[b]f  Fold[/b]  {self.if_fold}")
        yield Static(f"[b]s  See[/b]   {self.if_see}")
        yield Static("[dim]f: fold · s: see[/]", classes="dialog-hint")

    def action_answer(self, answer: str) -> None:
        self.dismiss(answer)
