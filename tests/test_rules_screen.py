"""The rules screen: the books from seeds/, variants in force marked, one search across all books, the keys."""

from __future__ import annotations

import re
from typing import Any, cast

import pytest
from textual.widgets import Input, Markdown, TabbedContent

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.rules import RulesScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from parlour.app.widgets.footer import ParlourFooter
from parlour.app.words.i18n import _ as translated
from parlour.app.words.rule_books import active_variants, find, mark_variants, passages, rule_book
from parlour.rules.games import game_ids
from tests.app_helpers import screen_text
from tests.net_helpers import until


def test_every_game_has_a_rule_book_with_its_rule_ids():
    for game, prefix in (("put_and_take", "PT-"), ("red_dog", "RD-"), ("put", "PU-")):
        book = rule_book(game)
        assert book.startswith("#") and f"{prefix}1" in book and f"{prefix}V1" in book


def test_active_variants_follow_the_settings():
    assert active_variants("put_and_take", {"ante": True, "red_and_black": False}) == [("PT-V1", "Ante")]
    assert active_variants("red_dog", {"irregular_deals": 0.2}) == [("RD-V3", "Clumsy dealer")]
    assert active_variants("put", {"mode": "partners", "put_any_turn": True}) == [
        ("PU-V3", "Two against two"),
        ("PU-V1", "Put at any turn"),
    ]
    assert active_variants("put", {"mode": "two_player"}) == []


def test_marked_book_names_the_variants_on_top_and_at_their_rule():
    marked = mark_variants(rule_book("put_and_take"), [("PT-V3", "Red and black")])
    assert marked.startswith("> **In this game:** PT-V3 Red and black.")
    assert marked.count("on in this game") == 1
    line = next(line for line in marked.splitlines() if "on in this game" in line)
    assert "PT-V3" in line


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_variant_in_a_list_is_marked_after_its_rule_id_not_mid_sentence(language):
    """Issue 21: "Now and then the ✔ on in this game dealer misdeals": the mark went at the end of the item's
    first line, which ends mid-sentence; it goes after the rule ID."""
    from parlour.app.words.i18n import set_language

    set_language(language)
    marked = mark_variants(rule_book("red_dog"), [("RD-V3", "x")])
    line = next(line for line in marked.splitlines() if "✔" in line)
    assert line.startswith("- **RD-V3** ✔ **" + translated("on in this game") + "** — ")


def all_books() -> dict[str, str]:
    return {name: rule_book(name) for name in game_ids()}


def test_passages_are_the_books_blocks_with_their_first_line():
    book = rule_book("red_dog")
    found = passages(book)
    lines = book.splitlines()
    assert found[0].start == 0 and found[0].text == lines[0]  # the title
    rd7 = next(passage for passage in found if passage.text.startswith("- **RD-7**"))
    assert lines[rd7.start].startswith("- **RD-7**") and "You win if you hold a card of the" in rd7.text  # lines joined
    assert not any(passage.text.startswith("- **RD-8**") and "RD-7" in passage.text for passage in found)


def test_search_covers_every_book_and_a_rule_id_finds_its_rule_first():
    hits = find(all_books(), "RD-7")
    assert hits and all(hit.book == "red_dog" for hit in hits)
    assert hits[0].defines and hits[0].passage.text.startswith("- **RD-7**")
    # then on down the page from there, the matches above it last (seen: the rule, back to the top, down again)
    starts = [hit.passage.start for hit in hits]
    assert starts == sorted(starts, key=lambda start: (start < starts[0], start)) and starts != sorted(starts)
    assert not find(all_books(), "RD-70")
    assert [hit.book for hit in find(all_books(), "pt-1")] == ["put_and_take"]  # not PT-10, PT-11
    burn = find(all_books(), "burn")
    assert [hit.book for hit in burn] == ["red_dog"] and "RD-V1" in burn[0].passage.text
    assert find(all_books(), "You win if you hold")  # a search across a line break
    ante = find(all_books(), "ante")  # from the start of a word: "antes", not "guarantees"
    assert ante and all(re.search(r"\bante", hit.passage.text, re.IGNORECASE) for hit in ante)
    assert find(all_books(), "zebra crossing") == [] and find(all_books(), "  ") == []
    banker = find(all_books(), "BANKER")
    assert {hit.book for hit in banker} >= {"put_and_take"} and len(banker) > 5


def test_rules_snapshot(snap_compare):
    setup = default_setup("red_dog", 4).model_copy(update={"settings": {"burn": True}})
    app = ParlourApp(start=setup, seed=1, autoplay=False)
    assert snap_compare(app, press=["f1"], terminal_size=(80, 24))  # the registered games' books


async def test_books_are_built_when_shown_and_a_search_goes_to_the_book_of_its_match():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = RulesScreen("put_and_take")
        await app.push_screen(screen)
        await pilot.pause()
        assert set(screen.shown) == {"put_and_take"}  # only the book on screen is built
        await pilot.press("slash", *"RD-7")
        await pilot.pause(0.3)  # the search waits for typing to pause
        await until(pilot, lambda: screen.query("#book-red_dog .-current-hit"))  # and builds the book it opens
        assert screen.active_book() == "red_dog" and set(screen.shown) == {"put_and_take", "red_dog"}
        assert "1/3" in status(screen) and "Red Dog 3" in status(screen)  # RD-7, and RD-5 and the last part naming it
        current: Any = screen.query_one("#book-red_dog .-current-hit")  # a block of the Markdown
        assert current.source.startswith("- **RD-7**") or "RD-7" in current.source
        assert len(screen.query("#book-red_dog .-search-hit")) == 3
        scroll = screen.query_one("#scroll-red_dog")
        # Scrolled to it (after the new book's first layout): on screen, though far down the book.
        await until(pilot, lambda: scroll.region.y <= current.region.y < scroll.region.bottom)
        assert scroll.scroll_y > 0
        assert book_text(screen, "red_dog") == rule_book("red_dog")  # the whole book, marked, not cut
        await pilot.press("enter")  # the next match
        await pilot.pause()
        assert screen.hit_index == 1 and screen.query_one("#book-red_dog .-current-hit") is not current
        await pilot.press("down", "down")  # ↓/↑ from the search box: next (round to the first), previous
        await pilot.pause()
        assert screen.hit_index == 0 and "1/3" in status(screen)
        await pilot.press("up")
        await pilot.pause()
        assert screen.hit_index == 2 and "3/3" in status(screen)


async def rules_from_the_menu(pilot) -> RulesScreen:
    """f1 at the main menu: the rules screen."""
    await pilot.pause()
    await pilot.press("f1")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, RulesScreen)
    return screen


async def test_a_search_with_no_match_says_so_and_escape_clears_it_before_closing():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await rules_from_the_menu(pilot)
        await pilot.press("ctrl+f", *"zebra", "enter")  # enter applies the search at once
        await pilot.pause()
        assert screen.hits == [] and "No match" in status(screen) and "any rule book" in status(screen)
        assert not screen.query(".-search-hit")
        await pilot.press("escape")  # in the search box: clears the search, the screen stays
        await pilot.pause()
        assert app.screen is screen and screen.search_box.value == "" and "switch book" in status(screen)
        await pilot.press("slash")  # as from a book: a new search (seen: "/" then "pot" searched for "/pot")
        assert screen.search_box.value == "" and app.focused is screen.search_box
        await pilot.press(*"burn", "enter")
        await pilot.pause()
        assert screen.query(".-current-hit")
        await pilot.press("escape")
        await pilot.pause()
        assert not screen.query(".-search-hit") and screen.hits == []  # the marks go with the search
        await pilot.press("escape")  # a second escape closes the screen
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)


async def test_each_book_is_read_to_its_last_line_and_escape_from_a_search_goes_back_to_reading():
    """Seen at 80x24: End showed every book but its last line (the books ran under the footer); and escape in the
    search box cleared the search but kept the focus there, the page keys and the arrows dead under a hint naming
    them."""
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await rules_from_the_menu(pilot)
        footer_top = screen.query_one(ParlourFooter).region.y
        for name in game_ids():
            await until(pilot, lambda: screen.active_book() == name)
            scroll = screen.query_one(f"#scroll-{name}")
            await pilot.press("end")
            await until(pilot, lambda: scroll.scroll_y == scroll.max_scroll_y > 0)
            assert scroll.region.bottom <= footer_top, (name, scroll.region, footer_top)
            last_word = rule_book(name).split()[-1].replace("*", "").replace("_", "")
            above_the_footer = screen_text(app).split("\n")[footer_top - 3 : footer_top]
            assert any(last_word in line for line in above_the_footer), (name, last_word, above_the_footer)
            await pilot.press("right")
        await pilot.press("home", "slash", *"ante", "enter")
        await until(pilot, lambda: bool(screen.hits))
        await pilot.press("escape")  # the search cleared: reading again where the match was
        await until(pilot, lambda: app.focused is screen.query_one(f"#scroll-{screen.active_book()}"))
        assert screen.search_box.value == "" and not screen.hits
        book = screen.query_one(f"#scroll-{screen.active_book()}")
        top = book.scroll_y
        await pilot.press("pagedown")
        await until(pilot, lambda: book.scroll_y > top)
        await pilot.press("escape")  # and a second escape leaves
        await until(pilot, lambda: not isinstance(app.screen, RulesScreen))


async def test_left_and_right_change_books_in_one_press_but_in_the_search_box():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await rules_from_the_menu(pilot)
        names = list(game_ids())
        assert screen.active_book() == names[0] and "←/→" in status(screen) and "switch book" in status(screen)
        await pilot.press("right")  # the focus is on the book: one press
        await pilot.pause()
        assert screen.active_book() == names[1] and app.focused is not None and app.focused.id == f"scroll-{names[1]}"
        await pilot.press("down")  # the arrows still scroll the book now shown
        await pilot.press("left", "left")
        await pilot.pause()
        assert screen.active_book() == names[-1]  # round the books
        assert_styled_as_restyled_whole(screen)  # the book focused, then left
        await pilot.press("shift+tab")  # the tabs
        await pilot.pause()
        assert app.focused is not None and app.focused.id != f"scroll-{names[-1]}"
        assert_styled_as_restyled_whole(screen)
        await pilot.press("right")
        await pilot.pause()
        assert screen.active_book() == names[0]
        await pilot.press("slash", *"ab", "left")  # in the search box the arrows move the cursor
        await pilot.pause()
        assert screen.active_book() == names[0] and screen.search_box.cursor_position == 1


def assert_styled_as_restyled_whole(screen: RulesScreen) -> None:
    """The shown book's scroll restyles itself alone when its focus changes (`BookScroll`): every widget in it is
    styled as Textual's restyle of the whole scroll would style it."""
    scroll = screen.query_one(f"#scroll-{screen.active_book()}")
    styled = [(node, node.styles.css) for node in scroll.walk_children(with_self=True)]
    screen.app.update_styles(scroll)
    assert [(node, node.styles.css) for node in scroll.walk_children(with_self=True)] == styled


def status(screen: RulesScreen) -> str:
    return str(screen.query_one("#rules-status").render())


def book_text(screen: RulesScreen, name: str) -> str:
    return screen.query_one(f"#book-{name}", Markdown).source


async def test_question_mark_at_a_table_opens_its_rules_marked_and_the_screen_is_kept_and_reopens_on_the_current_game():
    """`?` (and f1) at a table opens its game's rules with the variants in force marked; escape clears the search,
    then closes. One rules screen per session: reopened, it shows the current game's book with only its variants
    marked."""
    setup = default_setup("red_dog", 4).model_copy(update={"settings": {"burn": True}})
    app = ParlourApp(start=setup, seed=1, autoplay=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("f1")
        await pilot.pause()
        rules = app.screen
        assert isinstance(rules, RulesScreen) and rules.game == "red_dog"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table
        await pilot.press("question_mark")
        await pilot.pause()
        assert app.screen is rules and rules.game == "red_dog"
        assert "on in this game" in book_text(rules, "red_dog")
        await pilot.press("ctrl+f", *"burn")
        await pilot.pause(0.3)
        assert rules.query_one("#rules-search", Input).value == "burn"
        await pilot.press("escape")  # clears the search
        await pilot.pause()
        assert app.screen is rules and rules.query_one("#rules-search", Input).value == ""
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table
        await pilot.press("escape", "down", "down", "enter")  # pause menu: leave the table
        await pilot.pause()
        await pilot.press("f1")  # at the main menu: the same screen, on Put and Take, nothing marked
        await pilot.pause()
        assert app.screen is rules and rules.game == "put_and_take"
        assert rules.query_one("#rules-search", Input).value == ""
        assert cast(TabbedContent, rules.query_one("TabbedContent")).active == "rules-put_and_take"
        assert book_text(rules, "put_and_take") == rule_book("put_and_take")
        cast(TabbedContent, rules.query_one("TabbedContent")).active = "rules-red_dog"
        await pilot.pause()
        assert book_text(rules, "red_dog") == rule_book("red_dog")  # the burn mark is gone


async def test_slash_and_a_word_typed_in_one_burst_search_for_the_whole_word():
    """A play-test typed "/" and "pot" in one burst from a book: the box read "ot" (from the setup, nothing), the
    letters typed before the box had the focus going to the book. "/" gives the box the focus at once."""
    from textual import events

    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await rules_from_the_menu(pilot)
        for key, character in (("slash", "/"), ("p", "p"), ("o", "o"), ("t", "t")):
            app.post_message(events.Key(key, character))  # as the terminal's driver posts them, not waiting
        await pilot.pause()
        await pilot.pause()
        assert screen.search_box.value == "pot"
