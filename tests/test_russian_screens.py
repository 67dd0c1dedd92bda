"""Parlour in Russian through the real app at 80x24: every screen of every game speaks Russian.

A screen "speaks Russian" when no English word is left on it: every run of three or more
Latin letters must be a key's name, a name Parlour keeps as it is (Parlour, ASCII, Unicode,
a theme's name) or a player's name typed in Latin letters (tests/russian_checks.py). The walk is the one the
ASCII style's test takes (tests/screen_walk.py), with every screen's keys panel (f2) too; with one person at
the table the coach's panel is open and every screen also writes its numbers the Russian way («0,5»).

The rules and the preferences screens are walked from one game's table (Put's: its rules screen has the one
game-bound key, the strategy page's), not from each: the preferences show nothing of the game, and the
rules screen differs from game to game only by the book it opens on, which is checked whole, with every
variant of the game marked, without a screen (`test_every_rule_book_in_russian_...`): the walk saw its
first screenful. They cost a walk about two fifths of its time (a book is a few hundred widgets).
"""

from __future__ import annotations

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.keys_panel import KeysPanel
from parlour.app.screens.table import TableScreen
from parlour.app.words.i18n import _, set_language
from parlour.rules.games import REGISTERED
from tests.app_helpers import SMALL, screen_text, setup_focused_on
from tests.book_variants import every_variant, marked_book
from tests.net_helpers import until
from tests.russian_checks import POINTED_NUMBER, assert_no_pointed_number, assert_russian, book_words, english_words
from tests.screen_walk import AROUND, TABLE_BOUND, walk_every_screen

RUSSIAN = Preferences(language="ru")
RUSSIAN_COACHED = Preferences(language="ru", coach=True, animation_seconds=0)
"""The one-person walk has the coach's panel open: its odds and expected chips are the app's decimals (the
log keeps six rows or more beside it at 80x24, test_round_log; every line it writes is checked in Russian
without a screen, test_wording)."""
ALL_AROUND = "put"
"""The game whose one-person walk opens every screen around its table (AROUND); the others open the screens
that show something of their table or game (TABLE_BOUND). Put's rules screen has a key the other games' lack
(g, the strategy page), so its keys panel is the fullest."""


def assert_russian_with_russian_numbers(app, where: str) -> None:
    text = screen_text(app)  # one screenshot for both checks
    assert_russian(app, where, text)
    assert_no_pointed_number(app, where, text)


@pytest.mark.slow
@pytest.mark.parametrize("game", REGISTERED)
async def test_every_screen_of_a_game_speaks_russian_and_writes_numbers_the_russian_way(game):
    """No English word and no number with a decimal point («0,5», never "0.5") on any screen, keys panels too."""
    app = ParlourApp(autoplay=False, prefs=RUSSIAN_COACHED)
    async with app.run_test(size=SMALL) as pilot:
        around = AROUND if game == ALL_AROUND else TABLE_BOUND
        await walk_every_screen(
            pilot, game, assert_russian_with_russian_numbers, presses=40, keys_panels=True, around=around
        )


@pytest.mark.parametrize("game", REGISTERED)
def test_every_rule_book_in_russian_has_no_english_word_and_no_pointed_number_with_all_its_variants_marked(game):
    """What the rules screen shows of each game's book (the walk above opens it on Put's, at its top): the whole
    book, with the note and the marks of every variant the game has (a table's settings mark some of them)."""
    set_language("ru")  # conftest's `english` sets English back after the test
    book = marked_book(game)
    assert book.count(_("on in this game")) == len(every_variant(game)), "every variant marked"
    left = english_words(book, book_words())
    assert not left, sorted(left)
    assert not POINTED_NUMBER.findall(book)


@pytest.mark.slow
@pytest.mark.parametrize("game", REGISTERED)
async def test_a_game_of_two_people_at_one_keyboard_speaks_russian(game):
    """Hot-seat: the hand-overs, each person's turn, nobody called «Вы» (issue 21); the screens around the
    table that show something of it (the rules and the preferences: the walk above, which also checks the menu
    and the setup as they are before the second person is ticked)."""
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SMALL) as pilot:
        await walk_every_screen(
            pilot, game, assert_russian_to_people, presses=40, people=2, around=TABLE_BOUND, menu_and_setup=False
        )


def assert_russian_to_people(app, where: str) -> None:
    """Russian, and with two people at the keyboard nobody is named «Вы»: the first seat is «Игрок 1»."""
    assert_russian(app, where)
    table = next((screen for screen in app.screen_stack if isinstance(screen, TableScreen)), None)
    if table is not None:
        assert table.setup.names[0] == "Игрок 1" and "You" not in table.setup.names, where


async def test_the_command_palette_speaks_russian():
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.pause()
        assert_russian(app, "command palette")
        await pilot.press(*"ъъъ")  # a search nothing matches: Textual's own line, seen in English
        await until(pilot, lambda: "Ничего не найдено" in screen_text(app), seconds=5)
        assert_russian(app, "command palette, nothing found")


async def test_the_keys_panel_over_a_text_field_speaks_russian():
    """A play-test read "type" in the Russian keys panel over the setup's name field (the keys column's word for
    whatever is typed into a field); then «ввод», which a Russian keyboard names its enter key: «буквы, цифры»."""
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SMALL) as pilot:
        await setup_focused_on(pilot, "red_dog", "name-1")
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, KeysPanel) and app.screen.is_mounted)
        await pilot.pause()
        assert_russian(app, "the keys panel over a name's field")
        assert "буквы, цифры" in screen_text(app) and "ввод" not in screen_text(app)
