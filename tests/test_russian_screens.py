"""Parlour in Russian through the real app at 80x24: every screen of every game speaks Russian.

A screen "speaks Russian" when no English word is left on it: every run of three or more
Latin letters must be a key's name, a name Parlour keeps as it is (Parlour, ASCII, Unicode,
a theme's name) or a player's name typed in Latin letters. The walk is the one the ASCII
style's test takes (tests/test_ascii_style.py): menu, setup, the table played on with keys
(round summaries, dialogs, game over), pause, rules, statistics, preferences, saved games.
"""

from __future__ import annotations

import re

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.preferences import Preferences
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.table import TableScreen
from parlour.rules.games import REGISTERED, all_games
from tests.app_helpers import screen_text

SIZE = (80, 24)
RUSSIAN = Preferences(language="ru")
KEEP = {"enter", "space", "escape", "esc", "tab", "ctrl", "shift", "backspace", "pageup", "pagedown", "home",
        "end", "left", "right", "down", "del", "delete", "pgup", "pgdn", "alt", "parlour", "ascii", "unicode", "textual", "dark",
        "light", "eur", "usd", "rub"}
"""Latin words a Russian screen may show: keys, Parlour's name, the card styles' names, a theme, currencies."""
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
TABLE_KEYS = ("space", "right", "1", "enter", "d", "f", "space", "enter")
"""Keys pressed in turn at a table: they move every game on (a key that does not fit is refused)."""


def book_words() -> set[str]:
    """What a Russian rule book may quote in Latin letters: the settings' keys (`starting_chips`: what the
    command line takes) and the games' English names (each book says what the game is called in English)."""
    words = set()
    for game in all_games():
        words |= {part.lower() for field in game.setting_fields() for part in LATIN_WORD.findall(field.key)}
        words |= {part.lower() for part in LATIN_WORD.findall(game.title)}
    return words


def english_words(app, allowed: set[str] = frozenset()) -> set[str]:
    return {word for word in LATIN_WORD.findall(screen_text(app)) if word.lower() not in KEEP | allowed}


def assert_russian(app, where: str) -> None:
    left = english_words(app, book_words() if where.startswith("rules") else set())
    assert not left, f"{where}: English left on the screen: {sorted(left)}"


async def walk_table(pilot, presses: int, where: str) -> None:
    for index in range(presses):
        if isinstance(pilot.app.screen, GameOverScreen):
            break
        await pilot.press(TABLE_KEYS[index % len(TABLE_KEYS)])
        await pilot.pause()
        assert_russian(pilot.app, f"{where}, {type(pilot.app.screen).__name__} after {index + 1} keys")


async def open_and_check(pilot, open_screen, where: str) -> None:
    screen = pilot.app.screen
    open_screen()
    await pilot.pause()
    await pilot.pause()
    assert pilot.app.screen is not screen, where
    assert_russian(pilot.app, where)
    await pilot.press("f2")  # the keys panel of that screen
    await pilot.pause()
    assert_russian(pilot.app, f"{where}: keys panel")
    await pilot.press("f2")
    await pilot.press("escape")
    await pilot.pause()


@pytest.mark.parametrize("game", REGISTERED)
async def test_every_screen_of_a_game_speaks_russian(game):
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert_russian(app, "menu")
        app.screen.new_game(game)
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert_russian(app, "setup")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert_russian(app, "table")
        await walk_table(pilot, 40, game)
        for key in ("space", "f", "escape"):
            if isinstance(app.screen, (TableScreen, MenuScreen)):
                break
            await pilot.press(key)
            await pilot.pause()
        if isinstance(app.screen, TableScreen):
            await open_and_check(pilot, app.screen.action_pause, "pause")
        await open_and_check(pilot, app.action_rules, "rules")
        await open_and_check(pilot, app.action_statistics, "statistics")
        await open_and_check(pilot, app.action_preferences, "preferences")
        await open_and_check(pilot, app.resume_game, "saved games")


async def test_the_command_palette_speaks_russian():
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.pause()
        assert_russian(app, "command palette")
