"""Parlour in Russian through the real app at 80x24: every screen of every game speaks Russian.

A screen "speaks Russian" when no English word is left on it: every run of three or more
Latin letters must be a key's name, a name Parlour keeps as it is (Parlour, ASCII, Unicode,
a theme's name) or a player's name typed in Latin letters. The walk is the one the ASCII
style's test takes (tests/screen_walk.py), with every screen's keys panel (f2) too.
"""

from __future__ import annotations

import re

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.preferences import Preferences
from parlour.app.screens.table import TableScreen
from parlour.rules.games import REGISTERED, all_games
from tests.app_helpers import SMALL, screen_text
from tests.screen_walk import walk_every_screen

RUSSIAN = Preferences(language="ru")
KEEP = {
    "enter",
    "space",
    "escape",
    "esc",
    "tab",
    "ctrl",
    "shift",
    "backspace",
    "pageup",
    "pagedown",
    "home",
    "end",
    "left",
    "right",
    "down",
    "del",
    "delete",
    "pgup",
    "pgdn",
    "alt",
    "parlour",
    "ascii",
    "unicode",
    "textual",
    "dark",
    "light",
    "eur",
    "usd",
    "rub",
}
"""Latin words a Russian screen may show: keys, Parlour's name, the card styles' names, a theme, currencies."""
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def book_words() -> set[str]:
    """What a Russian rule book may quote in Latin letters: the games' and the variants' English names (each
    book says what a game or a variant is called in English); never a setting's key (issue 21)."""
    words = set()
    for game in all_games():
        words |= {part.lower() for part in LATIN_WORD.findall(game.title)}
        words |= {part.lower() for field in game.setting_fields() for part in LATIN_WORD.findall(field.label)}
    return words


def english_words(app, allowed: set[str] = frozenset()) -> set[str]:
    return {word for word in LATIN_WORD.findall(screen_text(app)) if word.lower() not in KEEP | allowed}


def assert_russian(app, where: str) -> None:
    left = english_words(app, book_words() if where.startswith("rules") else set())
    assert not left, f"{where}: English left on the screen: {sorted(left)}"


@pytest.mark.slow
@pytest.mark.parametrize("game", REGISTERED)
async def test_every_screen_of_a_game_speaks_russian(game):
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SMALL) as pilot:
        await walk_every_screen(pilot, game, assert_russian, presses=40, keys_panels=True)


@pytest.mark.slow
@pytest.mark.parametrize("game", REGISTERED)
async def test_a_game_of_two_people_at_one_keyboard_speaks_russian(game):
    """Hot-seat: the hand-overs, each person's turn, nobody called «Вы» (issue 21)."""
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SMALL) as pilot:
        await walk_every_screen(pilot, game, assert_russian_to_people, presses=40, people=2)


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
