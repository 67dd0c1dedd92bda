"""Parlour in Russian through the real app at 80x24: every screen of every game speaks Russian.

A screen "speaks Russian" when no English word is left on it: every run of three or more
Latin letters must be a key's name, a name Parlour keeps as it is (Parlour, ASCII, Unicode,
a theme's name) or a player's name typed in Latin letters (tests/russian_checks.py). The walk is the one the
ASCII style's test takes (tests/screen_walk.py), with every screen's keys panel (f2) too; with one person at
the table the coach's panel is open and every screen also writes its numbers the Russian way («0,5»).
"""

from __future__ import annotations

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.table import TableScreen
from parlour.rules.games import REGISTERED
from tests.app_helpers import SMALL, screen_text
from tests.russian_checks import assert_no_pointed_number, assert_russian
from tests.screen_walk import TABLE_BOUND, walk_every_screen

RUSSIAN = Preferences(language="ru")
RUSSIAN_COACHED = Preferences(language="ru", coach=True, animation_seconds=0)
"""The one-person walk has the coach's panel open: its odds and expected chips are the app's decimals (the
log keeps six rows or more beside it at 80x24, test_round_log; every line it writes is checked in Russian
without a screen, test_wording)."""


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
        await walk_every_screen(pilot, game, assert_russian_with_russian_numbers, presses=40, keys_panels=True)


@pytest.mark.slow
@pytest.mark.parametrize("game", REGISTERED)
async def test_a_game_of_two_people_at_one_keyboard_speaks_russian(game):
    """Hot-seat: the hand-overs, each person's turn, nobody called «Вы» (issue 21); the screens around the
    table that show something of it (the rules and the preferences: the walk above)."""
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SMALL) as pilot:
        await walk_every_screen(pilot, game, assert_russian_to_people, presses=40, people=2, around=TABLE_BOUND)


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
