"""The rule books, one tab per game, searchable, with the current game's variants marked.

A book is built only when its tab is first shown, and a search is applied once typing
pauses (SEARCH_PAUSE) and only to the book on screen; another book catches up when its
tab is shown. A Markdown book is a few hundred widgets: building all three on every
key made the screen take most of a second to open and to answer each typed letter.
The app keeps one rules screen (`ParlourApp.action_rules`) and reopens it, so only the
first `?` of a session builds a book.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.timer import Timer
from textual.widgets import Input, Markdown, TabbedContent, TabPane

from ...rules.games import all_games, game_ids
from ..rule_books import active_variants, mark_variants, rule_book, search
from ..screen_base import ParlourScreen
from ..widgets.footer import ParlourFooter

SEARCH_PAUSE = 0.15
"""Seconds without a typed key before the search is applied."""


class RulesScreen(ParlourScreen):
    """The three rule books; opens on the current game's. Type to search, escape to go back."""

    AUTO_FOCUS = None
    BINDINGS = [Binding("escape", "close", "Back"), Binding("ctrl+f", "find", "Search")]
    """Leave the rules; jump to the search box."""

    def __init__(self, game: str | None = None, settings: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.plain_books = {name: rule_book(name) for name in game_ids()}
        self.books = dict(self.plain_books)
        """The books as shown: the current game's with its variants in force marked."""
        self.game = game_ids()[0]
        """The tab shown first (the game being played, if any)."""
        self.query_text = ""
        """The search as typed."""
        self.shown: dict[str, str | None] = {}
        """Book name -> the search its widget shows (None: out of date; absent: not built yet)."""
        self.search_timer: Timer | None = None
        self.set_context(game, settings)

    def set_context(self, game: str | None, settings: dict[str, Any] | None) -> None:
        """Open on `game`'s book with the variants of `settings` marked (and no other book marked)."""
        self.game = game if game in game_ids() else game_ids()[0]
        for name in game_ids():
            book = self.plain_books[name]
            if name == game and settings:
                book = mark_variants(book, active_variants(name, settings))
            if book != self.books[name]:
                self.books[name] = book
                if name in self.shown:
                    self.shown[name] = None

    def reopen(self, game: str | None, settings: dict[str, Any] | None) -> None:
        """Shown again (the app keeps one rules screen): the new game's book, the search cleared."""
        self.set_context(game, settings)
        self.query_text = ""
        self.query_one("#rules-search", Input).value = ""
        tabs = self.query_one(TabbedContent)
        if tabs.active == f"rules-{self.game}":
            self.call_later(self.show_book, self.game)
        else:
            tabs.active = f"rules-{self.game}"  # TabActivated shows the book
        self.query_one(f"#scroll-{self.game}").focus()

    def compose_body(self) -> ComposeResult:
        yield Input(placeholder="ctrl+f: search the rules (e.g. banker, RD-7, tie)", id="rules-search",
                    compact=True)
        with TabbedContent(initial=f"rules-{self.game}"):
            for info in all_games():
                with TabPane(info.title, id=f"rules-{info.id}"):
                    yield VerticalScroll(id=f"scroll-{info.id}")
        yield ParlourFooter()

    async def on_mount(self) -> None:
        await self.show_book(self.game)
        # Arrows and page keys scroll the book; ctrl+f goes to the search box.
        self.query_one(f"#scroll-{self.game}").focus()

    def active_book(self) -> str:
        return self.query_one(TabbedContent).active.removeprefix("rules-") or self.game

    async def show_book(self, name: str) -> None:
        """Build the book's widget, or bring it up to the current search."""
        if self.shown.get(name) == self.query_text:
            return
        text = search(self.books[name], self.query_text)
        built = name in self.shown
        self.shown[name] = self.query_text  # before any await: a second call must not mount it twice
        if built:
            self.query_one(f"#book-{name}", Markdown).update(text)
        else:
            await self.query_one(f"#scroll-{name}", VerticalScroll).mount(Markdown(text, id=f"book-{name}"))
            self.refresh_bindings()  # the footer's keys come alive once every widget is mounted

    @on(TabbedContent.TabActivated)
    async def on_tab_shown(self, message: TabbedContent.TabActivated) -> None:
        if self.is_mounted and message.pane.id:
            await self.show_book(message.pane.id.removeprefix("rules-"))

    @on(Input.Changed, "#rules-search")
    def on_search(self, message: Input.Changed) -> None:
        self.query_text = message.value
        if self.search_timer is not None:
            self.search_timer.stop()
        self.search_timer = self.set_timer(SEARCH_PAUSE, self.apply_search)

    async def apply_search(self) -> None:
        self.search_timer = None
        await self.show_book(self.active_book())

    def action_find(self) -> None:
        self.query_one("#rules-search", Input).focus()

    def action_close(self) -> None:
        self.app.pop_screen()
