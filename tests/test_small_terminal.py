"""Tiny terminals: below 80x24 the body gives way to a notice; enlarged, the table is back."""

from __future__ import annotations

from typing import cast

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from parlour.app.widgets.screen_base import TooSmallNotice
from tests.app_helpers import QUICK, held, until_my_turn


async def test_resizing_during_play_down_to_20x8_and_back():
    setup = default_setup("red_dog", 5)
    app = ParlourApp(start=setup, seed=8, prefs=QUICK)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause(0.2)
        table = cast(TableScreen, app.screen)
        for width, height in ((79, 24), (60, 20), (20, 8), (40, 12)):
            await pilot.resize_terminal(width, height)
            await pilot.pause(0.1)
            assert app.has_class("-too-small")
            notice = table.query_one(TooSmallNotice)
            assert notice.display and notice.styles.display == "block"
            assert "Terminal too small" in str(notice.render())
            assert not table.query_one(".body").region.area  # the table itself is hidden
        await pilot.resize_terminal(120, 40)
        await pilot.pause(0.2)
        assert not app.has_class("-too-small")
        assert table.query_one(".body").region.area and not table.query_one(TooSmallNotice).region.area
        assert table.query_one("#center").region.height >= 5
        cards = held(table).engine.all_cards(held(table).state)
        assert len(set(cards)) == len(cards) == 52  # play went on through all of it


async def test_keys_do_not_reach_a_table_hidden_by_the_notice():
    """At 40x10 the notice covers the table: enter does not place the bet typed, space moves nothing on."""
    app = ParlourApp(start=default_setup("red_dog", 3), seed=4, autoplay=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await until_my_turn(pilot, table)
        before = held(table).state
        await pilot.resize_terminal(40, 10)
        await pilot.pause()
        await pilot.press("2", "enter", "space", "m", "enter", "f", "escape", "c", "a")
        await pilot.pause()
        assert held(table).state is before and app.screen is table
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        await pilot.press("1", "enter")
        assert held(table).state is not before, "enlarged, the keys work again"


async def test_the_notice_says_how_to_quit_and_q_quits():
    """Below 80x24 the notice says that q quits (the table's dialog asking first could not be seen there: the notice
    asks it itself), and q does."""
    app = ParlourApp(start=default_setup("red_dog", 3), seed=4, autoplay=False)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert "press q to quit" in str(app.screen.query_one(TooSmallNotice).render())
        await pilot.press("q")
        await pilot.pause()
        assert "Quit Parlour?" in str(app.screen.query_one(TooSmallNotice).render()) and app.return_code is None
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code is not None, "q quit the app"
