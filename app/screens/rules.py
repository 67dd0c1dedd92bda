"""The rule books, one tab per game, searchable, with the current game's variants marked."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Input, Markdown, TabbedContent, TabPane

from app.rule_books import active_variants, mark_variants, rule_book, search
from app.screens.base import ParlourScreen
from rules.games import GAMES


class RulesScreen(ParlourScreen):
    """The three rule books; opens on the current game's. Type to search, escape to go back."""

    AUTO_FOCUS = None
    BINDINGS = [Binding("escape", "close", "Back"), Binding("ctrl+f", "find", "Search")]
    """Leave the rules; jump to the search box."""

    def __init__(self, game: str | None = None, settings: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.game = game if game in GAMES else "put_and_take"
        """The tab shown first (the game being played, if any)."""
        self.books = {name: rule_book(name) for name in GAMES}
        if game in GAMES and settings:
            self.books[game] = mark_variants(self.books[game], active_variants(game, settings))

    def compose_body(self) -> ComposeResult:
        yield Input(placeholder="ctrl+f: search the rules (e.g. banker, RD-7, tie)", id="rules-search",
                    compact=True)
        with TabbedContent(initial=f"rules-{self.game}"):
            for name, info in GAMES.items():
                with TabPane(info.title, id=f"rules-{name}"):
                    with VerticalScroll():
                        yield Markdown(self.books[name], id=f"book-{name}")
        yield Footer()

    def on_mount(self) -> None:
        # Arrows and page keys scroll the book; ctrl+f goes to the search box.
        self.query_one(f"#rules-{self.game} VerticalScroll").focus()

    @on(Input.Changed, "#rules-search")
    def on_search(self, message: Input.Changed) -> None:
        for name in GAMES:
            self.query_one(f"#book-{name}", Markdown).update(search(self.books[name], message.value))

    def action_find(self) -> None:
        self.query_one("#rules-search", Input).focus()

    def action_close(self) -> None:
        self.app.pop_screen()
