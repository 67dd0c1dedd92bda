"""Resizing the terminal: while tables play themselves, over dialogs, down to 20x8 and back.

Below 80x24 the app has the class -too-small: on the screen on top the "terminal too
small" notice shows (with the size it needs and the size it has) and the body is
hidden; enlarged again, the body is back at full size and the table's layout classes
(-wide at 120 columns, -tall at 36 rows) follow. The tables keep playing (auto-play
on, animation 0, computer players in every seat) through every resize, and their
games keep the engine invariants.
"""

from __future__ import annotations

from typing import cast

import pytest
from textual import events
from textual.geometry import Size
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Static

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import TableSetup, default_players, default_seats
from parlour.app.widgets.screen_base import MIN_HEIGHT, MIN_WIDTH
from tests.app_helpers import QUICK, held
from tests.net_helpers import until
from tests.table_invariants import assert_table_sound

SIZES = [
    (120, 40),
    (80, 24),
    (79, 24),
    (80, 23),
    (100, 32),
    (60, 20),
    (20, 8),
    (121, 41),
    (20, 8),
    (90, 30),
    (40, 12),
    (120, 36),
    (81, 25),
]
"""A walk through sizes: around the minimum, down to 20x8 (twice), up to wide and tall."""


async def resize(pilot: Pilot, width: int, height: int) -> None:
    """Resize as a terminal does: a Resize event for the app, which applies it after 1/120 s.

    (`pilot.resize_terminal` then waits for the CPU to go idle, up to 1 s, which a table
    playing itself every 0.03 s never lets it do.)
    """
    size = Size(width, height)
    pilot.app.post_message(events.Resize(size, size))
    await pilot.pause(0.05)  # the app's resize timer, and a few ticks of play at this size
    await pilot.pause(0)
    for _ in range(50):  # a summary the table just opened: let it be built before looking at it
        if all(cast(Widget, node).is_mounted for node in pilot.app.screen.walk_children(with_self=True)):
            break
        await pilot.pause(0)


async def key_while_playing(pilot: Pilot, key: str) -> None:
    """A key as a terminal delivers it, handled before the next resize (what it does, if anything, done too: a
    summary too small to show takes no keys): without `pilot.press`'s waits for the CPU to go idle (up to 1 s,
    twice, once the table plays on again after it)."""
    screen = pilot.app.screen
    pilot.app.post_message(events.Key(key, None))
    for _ in range(10):
        await pilot.pause(0)
        if pilot.app.screen is not screen:
            return


def computer_table(game: str) -> TableSetup:
    """A table with computer players in every seat: it plays itself."""
    return TableSetup(game=game, seats=default_seats(default_players(game), people=0), settings={})


def check_layout(app: ParlourApp, width: int, height: int) -> None:
    """The size guard on the screen on top, and the table's layout classes."""
    small = width < MIN_WIDTH or height < MIN_HEIGHT
    screen = app.screen
    notice = screen.query_one(".too-small", Static)
    body = screen.query_one(".body")
    assert app.size == (width, height)
    assert app.has_class("-too-small") is small
    assert notice.display is small and body.display is not small
    if small:
        text = str(notice.render())
        assert f"{MIN_WIDTH}×{MIN_HEIGHT}" in text and f"{width}×{height}" in text
    elif not screen.is_modal:
        assert body.region.size == (width, height), "the body fills the terminal again"
    table = next((s for s in reversed(app.screen_stack) if isinstance(s, TableScreen)), None)
    if table is not None and not small and table is screen:
        assert table.has_class("-wide") is (width >= 120) and table.has_class("-tall") is (height >= 36)


@pytest.mark.every_frame  # every size drawn while the table plays
@pytest.mark.parametrize("game", ["put_and_take", "red_dog", "put"])
async def test_resizing_while_the_table_plays_itself(game):
    app = ParlourApp(start=computer_table(game), seed=8, autoplay=True, prefs=QUICK)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause(0)
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        assert table.auto
        first = held(table).state
        summaries = 0
        for width, height in SIZES:
            await resize(pilot, width, height)
            check_layout(app, width, height)
            if isinstance(app.screen, RoundSummary):
                summaries += 1
                await key_while_playing(pilot, "enter")  # the summary waits for a key; the table plays on
            assert_table_sound(held(table).engine, held(table).state)
        assert held(table).state != first, "the table kept playing"
        assert summaries, "a round ended (and its summary was resized too)"


async def test_menu_and_setup_survive_20x8_and_keys_work_again_when_enlarged():
    """Hiding the body dropped the focus: after enlarging, enter did nothing until tab (fixed in
    SteadyScreen: the widget focused last is focused again once the enlarged screen is drawn, which on a busy
    machine may come a little after the resize: waited for, as CI once did not)."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        menu = app.focused
        assert isinstance(app.screen, MenuScreen) and menu is not None
        await pilot.resize_terminal(20, 8)
        check_layout(app, 20, 8)
        await pilot.resize_terminal(100, 32)
        check_layout(app, 100, 32)
        await until(pilot, lambda: app.focused is menu, seconds=2)  # once the enlarged screen is drawn
        await pilot.press("enter")  # New game: Put and Take
        await pilot.pause()
        setup = cast(SetupScreen, app.screen)
        assert type(setup).__name__ == "SetupScreen"
        await pilot.press("tab", "tab")
        field = app.focused
        for width, height in ((79, 30), (20, 8), (80, 23), (120, 40)):
            await pilot.resize_terminal(width, height)
            check_layout(app, width, height)
        await until(pilot, lambda: app.focused is field, seconds=2)
        assert setup.query_one("#start").region.width > 0, "the setup form is laid out again"
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


async def test_a_table_covered_while_the_terminal_shrank_and_grew_again_comes_back_whole():
    """A play-test: the rules over a table at 160x50, the terminal shrunk to 60x20 and back to 80x24, escape: the
    table showed "Terminal too small … this one is 80x24" until the window was made 160x50 again (it was styled
    while covered, small, and not again as it came back: the app's classes were the same as when it left)."""
    from parlour.app.screens.rules import RulesScreen
    from parlour.app.seating.table_setup import default_setup

    app = ParlourApp(start=default_setup("red_dog"), seed=7, autoplay=False, prefs=QUICK)
    async with app.run_test(size=(160, 50)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted)
        table = app.screen
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen))
        for width, height in ((60, 20), (80, 24)):
            await resize(pilot, width, height)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        await pilot.pause()
        check_layout(app, 80, 24)


async def test_q_on_the_too_small_notice_asks_first_where_the_table_would_and_quits_as_the_table_quits(parlour_home):
    """Seen: a game going on, "confirm before quitting" on, the terminal shrunk to 70x20: q on "Terminal too small"
    quit at once (the table's question could not be seen there). The notice asks it itself; any other key, or a
    resize, takes the question back; q again quits as the table's own quit does (the game kept for Continue)."""
    from parlour.app.widgets.screen_base import TooSmallNotice

    app = ParlourApp(start=TableSetup(game="put", seats=default_seats(2, 1)), seed=5, autoplay=False, prefs=QUICK)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(70, 20)
        notice = app.screen.query_one(TooSmallNotice)

        def says() -> str:
            return str(notice.render())

        await pilot.press("q")
        assert app.is_running and "Quit Parlour?" in says() and "The game is saved" in says()
        await pilot.press("x")
        assert "Terminal too small" in says()
        await pilot.press("q")
        await pilot.resize_terminal(72, 20)
        assert "Terminal too small" in says(), "a resize takes the question back"
        await pilot.press("q", "q")
        await until(pilot, lambda: not app.is_running, seconds=5)
    assert list((parlour_home / "games").glob("*.jsonl")), "kept for Continue"
