"""The rule books, one tab per game, searched all at once, with the current game's variants marked.

A book is built only when its tab is first shown: a Markdown book is a few hundred
widgets, and building all three made the screen take most of a second to open. A
search reads the books' text (`rule_books.find`), never their widgets; it is applied
once typing pauses (SEARCH_PAUSE), switches to the book of the first match, marks the
matching passages of the book on screen and scrolls to the current one. The app keeps
one rules screen (`ParlourApp.action_rules`) and reopens it, so only the first `?` of a
session builds a book. The books are those of the language in force: after a switch of
language the screen loads and builds them anew as it next comes on top (`retranslate`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

from textual import events, on
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Input, Markdown, Static, TabbedContent, TabPane
from textual.widgets.markdown import MarkdownBlock

from ...rules.games import all_games, by_id, game_ids
from ..widgets.footer import ParlourFooter
from ..widgets.glyphs import up_down
from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourScreen
from ..words.i18n import N_, _, language
from ..words.rule_books import Hit, active_variants, find, mark_variants, rule_book

SEARCH_PAUSE = 0.15
"""Seconds without a typed key before the search is applied."""
HINT = N_("[b]←/→[/b] switch book · [b]/[/b] search all books · [b]{updown} pgup pgdn[/b] scroll · [b]esc[/b] back")
"""The line under the search box while nothing is searched."""
HIT_CLASSES = ("-search-hit", "-current-hit")
SEARCH_LIMIT = 80
"""Characters a search takes (a play-test pasted 2,000 into the box: the app took 16 s to read them, each a longer
line to draw and a search to wait for; no rule's words run that long)."""
"""A passage that matches the search; the one the search is at."""


class BookScroll(VerticalScroll):
    """A rule book's scroll. A change of its focus restyles the scroll alone: Textual restyles every widget
    inside a widget whose focus changed (a book's few hundred blocks: ~70 ms, at every / to the search box and
    every escape back), and no rule styles a book's contents by the scroll's focus (tests/test_rules_screen.py
    checks that a full restyle then changes nothing)."""

    def watch_has_focus(self, _has_focus: bool) -> None:
        self.app.stylesheet.update_nodes([self])


class RulesScreen(ParlourScreen):
    """The three rule books; opens on the current game's. `/` searches them all, escape goes back."""

    AUTO_FOCUS = None
    BINDINGS = [
        Binding("escape", "close", N_("Back")),
        Binding("slash,ctrl+f", "find", N_("Search"), priority=True),
        Binding("enter", "next_hit", N_("Next match")),
        Binding("shift+enter", "previous_hit", N_("Previous match"), show=False),
        Binding("down", "hit_from_box(1)", show=False),
        Binding("up", "hit_from_box(-1)", show=False),
        Binding("left", "switch_book(-1)", N_("Previous book"), show=False, priority=True),
        Binding("right", "switch_book(1)", N_("Next book"), show=False, priority=True),
        Binding("g", "strategy", N_("Strategy"), tooltip=N_("how the game is best played at this score")),
    ]
    """Leave (in the search box: clear the search first); search; go through the matches (also ↓/↑ in the
    search box, which takes them first and hands them on); change books with one press wherever the focus
    is, but the search box."""

    def __init__(self, game: str | None = None, settings: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.load_books()
        self.game = game_ids()[0]
        """The tab shown first (the game being played, if any)."""
        self.settings: dict[str, Any] | None = None
        """The settings of the game played, whose variants in force its book marks."""
        self.query_text = ""
        """The search as typed."""
        self.hits: list[Hit] = []
        """The passages the search found, in every book: the book shown first, a named rule's own text first."""
        self.hit_index = 0
        """The match the search is at (enter moves on)."""
        self.shown: dict[str, bool] = {}
        """Book name -> whether its widget shows its current text (absent: not built yet)."""
        self.book_widgets: dict[str, Markdown] = {}
        self.marks: dict[str, dict[MarkdownBlock, tuple[str, ...]]] = {}
        """Book name -> its blocks marked as matches (HIT_CLASSES), and how."""
        self.search_timer: Timer | None = None
        self.set_context(game, settings)

    def load_books(self) -> None:
        """Read the books of the language in force."""
        self.book_language = language()
        """The language of the books loaded."""
        self.plain_books = {name: rule_book(name) for name in game_ids()}
        self.books = dict(self.plain_books)
        """The books as shown: the current game's with its variants in force marked."""

    def set_context(self, game: str | None, settings: dict[str, Any] | None) -> None:
        """Open on `game`'s book with the variants of `settings` marked (and no other book marked)."""
        self.game = game if game in game_ids() else game_ids()[0]
        self.settings = settings
        for name in game_ids():
            book = self.plain_books[name]
            if name == game and settings:
                book = mark_variants(book, active_variants(name, settings))
            if book != self.books[name]:
                self.books[name] = book
                if name in self.shown:
                    self.shown[name] = False

    def reopen(self, game: str | None, settings: dict[str, Any] | None) -> None:
        """Shown again (the app keeps one rules screen): the new game's book, the search cleared."""
        self.set_context(game, settings)
        if self.book_language != language():
            return  # the books of the new language are built as the screen comes on top (retranslate)
        self.clear_search()
        tabs = self.query_one(TabbedContent)
        if tabs.active == f"rules-{self.game}":
            self.call_later(self.show_book, self.game)
        else:
            tabs.active = f"rules-{self.game}"  # TabActivated shows the book
        self.query_one(f"#scroll-{self.game}").focus()

    def retranslate(self) -> None:
        """The books of the language now in force, built anew, and the screen drawn again in it."""
        self._drawn_in = language()
        self.stop_timer()
        self.load_books()
        self.set_context(self.game, self.settings)
        self.query_text, self.hits, self.hit_index = "", [], 0
        self.shown, self.book_widgets, self.marks = {}, {}, {}
        self.call_next(self.redraw)

    async def redraw(self) -> None:
        await self.recompose()
        await self.show_book(self.game)
        self.query_one(f"#scroll-{self.game}").focus()
        self.refresh_bindings()

    # -- layout -------------------------------------------------------------------------

    def compose_body(self) -> ComposeResult:
        yield SearchBox(
            placeholder=_("/ or ctrl+f: search all the rule books (e.g. banker, RD-7, burn)"),
            id="rules-search",
            compact=True,
            max_length=SEARCH_LIMIT,
        )
        yield SafeStatic(self.hint(), id="rules-status")
        with TabbedContent(initial=f"rules-{self.game}"):
            for info in all_games():
                with TabPane(_(info.title), id=f"rules-{info.id}"):
                    yield BookScroll(id=f"scroll-{info.id}")
        yield ParlourFooter()

    @property
    def search_box(self) -> Input:
        return self.query_one("#rules-search", Input)

    async def on_mount(self) -> None:
        await self.show_book(self.game)
        # Arrows and page keys scroll the book; / goes to the search box.
        self.query_one(f"#scroll-{self.game}").focus()

    def active_book(self) -> str:
        return self.query_one(TabbedContent).active.removeprefix("rules-") or self.game

    async def show_book(self, name: str) -> None:
        """Build the book's widget, or bring it up to date; then mark the search's matches in it."""
        if name not in self.shown:
            self.shown[name] = True  # before any await: a second call must not mount it twice
            self.book_widgets[name] = Markdown(self.books[name], id=f"book-{name}")
            await self.query_one(f"#scroll-{name}", VerticalScroll).mount(self.book_widgets[name])
            self.refresh_bindings()  # the footer's keys come alive once every widget is mounted
        elif not self.shown[name]:
            self.shown[name] = True
            self.marks.pop(name, None)  # the blocks marked go with the old text
            await self.book_widgets[name].update(self.books[name])
        self.mark_hits(name)

    @on(TabbedContent.TabActivated)
    async def on_tab_shown(self, message: TabbedContent.TabActivated) -> None:
        if self.is_mounted and message.pane.id:
            await self.show_book(message.pane.id.removeprefix("rules-"))

    # -- search ---------------------------------------------------------------------------

    @on(Input.Changed, "#rules-search")
    def on_search(self, message: Input.Changed) -> None:
        if message.value == self.query_text:
            return
        self.query_text = message.value
        self.stop_timer()
        self.search_timer = self.set_timer(SEARCH_PAUSE, self.apply_search)

    @on(Input.Submitted, "#rules-search")
    async def on_search_submitted(self) -> None:
        """Enter in the search box: the search at once if it is still waiting, else the next match."""
        if self.search_timer is not None:
            await self.apply_search()
        else:
            await self.go_through_hits(1)

    def stop_timer(self) -> None:
        if self.search_timer is not None:
            self.search_timer.stop()
            self.search_timer = None

    async def apply_search(self) -> None:
        """Search every book, starting with the one shown, and go to the first match."""
        self.stop_timer()
        first = self.active_book()
        order = [first, *(name for name in game_ids() if name != first)]
        self.hits = find({name: self.books[name] for name in order}, self.query_text)
        self.hit_index = 0
        self.refresh_bindings()
        await self.show_hit()

    def clear_search(self) -> None:
        """No search: the box emptied, the marks gone, the hint back."""
        self.stop_timer()
        self.query_text = ""  # first: the box's Changed message then finds nothing to do
        self.search_box.value = ""
        self.hits, self.hit_index = [], 0
        self.refresh_bindings()
        for name in self.shown:
            self.mark_hits(name)
        self.show_status()

    async def show_hit(self) -> None:
        """Show the current match: its book's tab, the passage marked and scrolled to; and the status line."""
        self.show_status()
        for name in self.shown:
            self.mark_hits(name)
        if self.hits:
            book = self.hits[self.hit_index].book
            if self.active_book() != book:
                self.turn_to(book)
            await self.show_book(book)

    def turn_to(self, name: str) -> None:
        """Show `name`'s book, keeping the focus on the book (the arrows scroll it) if it was on one."""
        on_book = self.focused is None or isinstance(self.focused, VerticalScroll)
        self.query_one(TabbedContent).active = f"rules-{name}"
        if on_book:
            self.query_one(f"#scroll-{name}").focus()

    def mark_hits(self, name: str) -> None:
        """Mark the matches in a built book (only the blocks whose marks change: a book has a few
        hundred) and scroll to the current one if it is there."""
        markdown = self.book_widgets.get(name)
        if markdown is None or not markdown.is_mounted:
            return  # not built yet: the build marks it when done
        hits = [(index, hit) for index, hit in enumerate(self.hits) if hit.book == name]
        blocks = list(markdown.query(MarkdownBlock)) if hits else []
        wanted: dict[MarkdownBlock, tuple[str, ...]] = {}
        for index, hit in hits:
            block = block_at(blocks, hit.passage.start)
            if block is not None and wanted.get(block) != HIT_CLASSES:
                wanted[block] = HIT_CLASSES if index == self.hit_index else HIT_CLASSES[:1]
        remark(self.marks.get(name, {}), wanted)
        self.marks[name] = wanted
        current = next((block for block, classes in wanted.items() if classes == HIT_CLASSES), None)
        if current is not None:
            scroll = self.query_one(f"#scroll-{name}", VerticalScroll)
            self.call_after_refresh(scroll.scroll_to_center, current, animate=False, immediate=True)

    def hint(self) -> str:
        """The keys of the books, the arrows as the card style names them."""
        return _(HINT).format(updown=up_down(self.app.prefs))

    def show_status(self) -> None:
        """The hint, or where the search is: the match shown, how many in each book, the keys."""
        query = self.query_text.strip()
        if not query:
            text = self.hint()
        elif not self.hits:
            text = _("[b $error]No match[/] for “{query}” in any rule book · [b]esc[/b] clear").format(
                query=literal(query)
            )
        else:
            counts = Counter(hit.book for hit in self.hits)
            books = " · ".join(_(by_id(name).title) + f" {counts[name]}" for name in game_ids() if counts[name])
            text = _(
                "“{query}” [b]{index}/{count}[/b] ({books}) · [b]enter ↓[/b] next · [b]↑[/b] previous "
                "· [b]esc[/b] clear"
            ).format(query=literal(query), index=self.hit_index + 1, count=len(self.hits), books=books)
        self.query_one("#rules-status", Static).update(text)

    # -- keys -----------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is not True:
            return allowed
        typing = self.focused is self.search_box
        if action == "switch_book":
            return not typing  # in the search box the arrows move the cursor
        if action in ("next_hit", "previous_hit"):
            return bool(self.hits)
        if action == "hit_from_box":
            return typing and bool(self.hits)
        if action == "strategy":
            beneath = self.screen_with_strategy()
            return not typing and beneath is not None and beneath.offers_strategy_page()
        return True

    def screen_with_strategy(self) -> Any:
        """The nearest screen beneath that can show a strategy page (one that defines `offers_strategy_page` and
        `strategy_page`: the table, the review), if any."""
        stack = self.app.screen_stack
        below = stack[: stack.index(self)] if self in stack else []
        for screen in reversed(below):
            if callable(getattr(screen, "offers_strategy_page", None)) and not isinstance(screen, RulesScreen):
                return screen
        return None

    def strategy_page(self) -> Screen | None:
        """The strategy page of the game at the table beneath, if it has one."""
        beneath = self.screen_with_strategy()
        return None if beneath is None else cast("Screen | None", beneath.strategy_page())

    def action_strategy(self) -> None:
        page = self.strategy_page()
        if page is not None:
            self.app.push_screen(page)

    def action_find(self) -> None:
        """The search box, focused at once: "/" is the screen's first (a priority key), and the screen's own
        set_focus does not wait for the loop, so the letters typed right after it go to the box (seen: "/" and "pot"
        in one burst searched for "ot"). In the box "/" is a character ("1/2")."""
        if self.focused is self.search_box:
            raise SkipAction()
        self.set_focus(self.search_box)

    async def action_next_hit(self) -> None:
        await self.go_through_hits(1)

    async def action_previous_hit(self) -> None:
        await self.go_through_hits(-1)

    async def action_hit_from_box(self, step: int) -> None:
        """↓/↑ in the search box (it takes them first and hands them on)."""
        await self.go_through_hits(step)

    async def go_through_hits(self, step: int) -> None:
        """The next (or previous) match, round every book."""
        if self.hits:
            self.hit_index = (self.hit_index + step) % len(self.hits)
            await self.show_hit()

    def more_keys(self) -> list[tuple[list[str], str]]:
        """For the keys panel: in the search box, enter and the arrows go through the matches."""
        if self.focused is self.search_box and self.hits:
            return [(["enter", "down"], N_("Next match")), (["up"], N_("Previous match"))]
        return []

    def action_switch_book(self, step: int) -> None:
        """The next or previous book (round the three), keeping the focus on the book if it was there."""
        names = game_ids()
        self.turn_to(names[(names.index(self.active_book()) + step) % len(names)])

    def action_close(self) -> None:
        """Leave the rules; in the search box with a search typed, clear the search first and read on where it
        was (seen: the focus left in the box, the page keys and arrows the hint names did nothing)."""
        if self.focused is self.search_box and self.search_box.value:
            self.clear_search()
            self.query_one(f"#scroll-{self.active_book()}").focus()
        else:
            self.app.pop_screen()


class SearchBox(Input):
    """The search box, which keeps the focus once escape has cleared a search (a new one is typed at once): "/",
    the key that brings a person here, typed into the empty box starts a new search, as from a book, and is not
    searched for (seen: escape, then "/" and "pot" searched for "/pot")."""

    async def _on_key(self, event: events.Key) -> None:
        if event.character == "/" and not self.value:
            event.stop()
            event.prevent_default()
            return
        await super()._on_key(event)


def block_at(blocks: list[MarkdownBlock], line: int) -> MarkdownBlock | None:
    """The smallest block whose source holds `line` (a list item rather than the paragraph in it)."""
    holding = [block for block in blocks if block.source_range[0] <= line < block.source_range[1]]
    return min(holding, key=lambda block: block.source_range[1] - block.source_range[0], default=None)


def remark(marked: dict[MarkdownBlock, tuple[str, ...]], wanted: dict[MarkdownBlock, tuple[str, ...]]) -> None:
    """Change the classes of the blocks whose marks differ (each change restyles a block)."""
    for block in {**marked, **wanted}:
        before, after = set(marked.get(block, ())), set(wanted.get(block, ()))
        if before - after:
            block.remove_class(*(before - after))
        if after - before:
            block.add_class(*(after - before))
