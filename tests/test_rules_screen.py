"""The rules screen: the books from seeds/, variants in force marked, search."""

from __future__ import annotations

from parlour.app.parlour_app import ParlourApp
from parlour.app.rule_books import active_variants, mark_variants, rule_book, search
from parlour.app.screens.rules import RulesScreen
from parlour.app.table_setup import default_setup
from parlour.rules.games import game_ids


def test_every_game_has_a_rule_book_with_its_rule_ids():
    for game, prefix in (("put_and_take", "PT-"), ("red_dog", "RD-"), ("put", "PU-")):
        book = rule_book(game)
        assert book.startswith("#") and f"{prefix}1" in book and f"{prefix}V1" in book


def test_active_variants_follow_the_settings():
    assert active_variants("put_and_take", {"ante": True, "red_and_black": False}) == [("PT-V1", "Ante")]
    assert active_variants("red_dog", {"irregular_deals": 0.2}) == [("RD-V3", "Clumsy dealer")]
    assert active_variants("put", {"mode": "partners", "put_any_turn": True}) == [
        ("PU-V3", "Two against two"), ("PU-V1", "Put at any turn")]
    assert active_variants("put", {"mode": "two_player"}) == []


def test_marked_book_names_the_variants_on_top_and_at_their_rule():
    marked = mark_variants(rule_book("put_and_take"), [("PT-V3", "Red and black")])
    assert marked.startswith("> **In this game:** PT-V3 Red and black.")
    assert marked.count("on in this game") == 1
    line = next(line for line in marked.splitlines() if "on in this game" in line)
    assert "PT-V3" in line


def test_search_keeps_only_matching_passages():
    book = rule_book("red_dog")
    found = search(book, "burn")
    assert "1 passage mentions “burn”" in found and "RD-V1" in found
    assert len(found) < len(book)
    assert "Nothing in this rule book" in search(book, "zebra crossing")
    assert search(book, "High-Card Pool").startswith("*1 passage mentions “High-Card Pool”.*")
    assert search(book, "  ") == book


async def test_question_mark_at_a_table_opens_its_rules_with_variants_marked():
    setup = default_setup("put_and_take", 3).model_copy(update={"settings": {"ante": True}})
    app = ParlourApp(start=setup, seed=1, autoplay=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RulesScreen) and screen.game == "put_and_take"
        assert "on in this game" in screen.books["put_and_take"]
        await pilot.press("ctrl+f", *"banker")
        await pilot.pause()
        assert screen.query_one("#rules-search").value == "banker"
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)


def test_rules_snapshot(snap_compare):
    setup = default_setup("red_dog", 4).model_copy(update={"settings": {"burn": True}})
    app = ParlourApp(start=setup, seed=1, autoplay=False)
    assert snap_compare(app, press=["f1"], terminal_size=(100, 32))
    assert set(game_ids()) == {"put_and_take", "put", "red_dog"}


async def test_books_are_built_when_shown_and_search_follows_the_tab():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = RulesScreen("red_dog")
        await app.push_screen(screen)
        await pilot.pause()
        assert set(screen.shown) == {"red_dog"}  # only the book on screen is built
        await pilot.press("ctrl+f", *"burn")
        await pilot.pause(0.3)  # the search waits for typing to pause
        assert "mentions “burn”" in book_text(screen, "red_dog")
        assert set(screen.shown) == {"red_dog"}
        screen.query_one("TabbedContent").active = "rules-put"
        await pilot.pause()
        assert screen.shown["put"] == "burn" and "Nothing in this rule book" in book_text(screen, "put")
        await pilot.press("ctrl+f", *["backspace"] * 4)
        await pilot.pause(0.3)
        assert screen.shown == {"red_dog": "burn", "put": ""}
        assert book_text(screen, "put") == rule_book("put")


def book_text(screen: RulesScreen, name: str) -> str:
    return screen.query_one(f"#book-{name}").source


async def test_the_rules_screen_is_kept_and_reopens_on_the_current_game():
    """One rules screen per session: reopened, it shows the current game's book with only its variants marked."""
    setup = default_setup("red_dog", 4).model_copy(update={"settings": {"burn": True}})
    app = ParlourApp(start=setup, seed=1, autoplay=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = app.screen
        await pilot.press("f1")
        await pilot.pause()
        rules = app.screen
        assert isinstance(rules, RulesScreen) and rules.game == "red_dog"
        assert "on in this game" in book_text(rules, "red_dog")
        await pilot.press("ctrl+f", *"burn")
        await pilot.pause(0.3)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table
        await pilot.press("escape", "down", "down", "enter")  # pause menu: leave the table
        await pilot.pause()
        await pilot.press("f1")  # at the main menu: the same screen, on Put and Take, nothing marked
        await pilot.pause()
        assert app.screen is rules and rules.game == "put_and_take"
        assert rules.query_one("#rules-search").value == ""
        assert rules.query_one("TabbedContent").active == "rules-put_and_take"
        assert book_text(rules, "put_and_take") == rule_book("put_and_take")
        rules.query_one("TabbedContent").active = "rules-red_dog"
        await pilot.pause()
        assert book_text(rules, "red_dog") == rule_book("red_dog")  # the burn mark is gone
