"""`parlour --demo` (issue 21): it says it is a demo and how to leave, offers none of the table's keys, and
any key (a table key like `c` too) leaves it where it came from, the shell."""

from __future__ import annotations

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import SeatSetup, TableSetup
from parlour.app.widgets.footer import ParlourFooter
from tests.app_helpers import QUICK, SMALL, screen_text


def demo_app(game: str = "put_and_take") -> ParlourApp:
    seats = tuple(SeatSetup(name=name) for name in ("Ann", "Bob", "Cleo"))
    return ParlourApp(start=TableSetup(game=game, seats=seats, settings={}), seed=3, demo=True, prefs=QUICK)


async def test_the_demo_says_so_and_offers_no_table_keys():
    app = demo_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        assert not table.query(ParlourFooter), "no footer of table keys"
        text = screen_text(app)
        assert "Demo — press any key to leave" in text
        assert "demo" in str(table.query_one("#table-status").render())
        assert "Coach" not in text and "a stops it" not in text


async def test_the_demos_round_summary_says_how_to_leave():
    app = demo_app("red_dog")
    async with app.run_test(size=SMALL) as pilot:
        for _ in range(400):
            if isinstance(app.screen, RoundSummary):
                break
            await pilot.pause(0.02)
        assert isinstance(app.screen, RoundSummary)
        await pilot.pause()
        text = screen_text(app)
        assert "Demo — press any key to leave" in text and "continue" not in text


@pytest.mark.parametrize("key", ["c", "space", "escape"])
async def test_any_key_leaves_the_demo_for_the_shell(key):
    app = demo_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        assert app.return_code == 0


async def test_the_demo_shows_no_coach_even_where_the_preference_has_it_on():
    """Seen: with the coach preference on, the demo's panel said "the coach speaks when you decide" all along: a
    demo has nobody deciding, nobody to coach."""
    from parlour.app.saving.preferences import Preferences
    from parlour.app.widgets.coach_panel import CoachPanel

    seats = tuple(SeatSetup(name=name) for name in ("Ann", "Bob", "Cleo"))
    prefs = Preferences(animation_seconds=0, coach=True)
    app = ParlourApp(start=TableSetup(game="red_dog", seats=seats, settings={}), seed=3, demo=True, prefs=prefs)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        assert not table.coach and not table.query_one(CoachPanel).display
