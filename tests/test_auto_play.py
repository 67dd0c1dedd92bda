"""Auto-play (issue 21): a newcomer sees the first round of Put and Take happen, `a` says what it did and
is remembered for the game, and with auto-play off a computer player's turn says which key lets it play."""

from __future__ import annotations

from typing import cast

from parlour.app.parlour_app import ParlourApp
from parlour.app.saved import load_preferences
from parlour.app.screens.table import TableScreen
from parlour.app.table_setup import TableSetup, default_seats, default_setup
from tests.app_helpers import QUICK, SMALL, NoticedApp


def prompt_text(table: TableScreen) -> str:
    return str(table.prompt.render())


async def test_a_newcomer_turns_the_cards_of_put_and_take_with_space():
    """Put and Take has no decisions (PRODUCT.md: space turns the next card): a first table waits for space
    and says so, instead of playing its first round before the newcomer has looked."""
    app = ParlourApp(start=default_setup("put_and_take", 4), seed=3, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen) and table.auto is False
        assert "auto-play off" in str(table.query_one("#table-status").render())
        assert "space moves on" in prompt_text(table)
        before = table.session.state
        await pilot.pause(0.1)
        assert table.session.state == before, "nothing moves by itself"
        await pilot.press("space")
        assert table.session.state != before, "space moves the table on"


async def test_a_toggles_auto_play_says_so_and_is_kept_for_the_game(parlour_home):
    app = NoticedApp(start=default_setup("put_and_take", 4), seed=3, prefs=QUICK)
    async with app.run_test(size=SMALL, notifications=True) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("a")
        assert table.auto is True
        assert any("Auto-play on" in notice for notice in app.notices)
        assert "a stops it" in prompt_text(table)
    prefs, _ = load_preferences()
    assert prefs.auto_play == {"put_and_take": True}
    again = ParlourApp(start=default_setup("put_and_take", 4), seed=4, prefs=prefs)
    async with again.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = next(screen for screen in again.screen_stack if isinstance(screen, TableScreen))
        assert table.auto is True, "the next Put and Take table starts as the player left it"


async def test_games_with_decisions_start_with_computer_players_moving_by_themselves():
    app = ParlourApp(start=default_setup("red_dog", 4), seed=3, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert cast(TableScreen, app.screen).auto is True


async def test_a_computer_players_turn_with_auto_play_off_says_space_lets_it_play():
    """Put with auto-play off: the prompt no longer says "Bob is thinking…" for ever, it names the key."""
    setup = TableSetup(game="put", seats=default_seats(2, 1), settings={})
    app = ParlourApp(start=setup, seed=5, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        session = table.session
        for _ in range(30):
            to_act = session.engine.to_act(session.state)
            if to_act is not None and not session.is_person(to_act):
                break
            if table.viewer_decides():
                await pilot.press("1", "enter")
            else:
                await pilot.press("space")
            await pilot.pause()
        bob = session.engine.to_act(session.state)
        assert bob is not None
        name = setup.names[bob]
        assert app.screen is table and bob is not None and not session.is_person(bob)
        text = prompt_text(table)
        assert f"{name}'s turn — space to let {name} play" in text and "thinking" not in text
        await pilot.press("space")
        assert session.engine.to_act(session.state) != bob or session.state.events[-1].seat == bob
