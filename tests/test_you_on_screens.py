"""The walk through every screen of every game in English (tests/screen_walk.py): "you" is never capitalised
mid-sentence ("the deal passes to You", issue 21), with one person at the keyboard (that walk is the ASCII
style's, test_ascii_style) and with two (hot-seat), where nobody is called "You" and each person's own seat
comes to the bottom with their cards face up."""

from __future__ import annotations

from typing import cast

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.hand_over import HandOver
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.pause import PauseMenu
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats
from parlour.app.widgets.seat import SeatInfo
from parlour.rules.games import REGISTERED
from tests.app_helpers import QUICK, SMALL
from tests.net_helpers import until
from tests.screen_checks import assert_you_starts_sentences
from tests.screen_walk import TABLE_BOUND, walk_every_screen


def table_of(app) -> TableScreen | None:
    return next((screen for screen in app.screen_stack if isinstance(screen, TableScreen)), None)


def assert_hot_seat(app, where: str) -> None:
    """As above; and at a table of two people, nobody is "You", and the person whose cards are shown sits
    at the bottom."""
    assert_you_starts_sentences(app, where)
    table = table_of(app)
    if table is None:
        return
    assert "You" not in table.setup.names, where
    if table.viewer is not None:
        assert table.bottom_seat == table.viewer, where


@pytest.mark.slow
@pytest.mark.parametrize("game", REGISTERED)
async def test_two_people_at_one_keyboard_each_see_their_own_seat_at_the_bottom(game):
    """And the screens around the table that show something of it (the rules and the preferences: the ASCII
    style's walk, which checks "You" too, and the menu and the setup as they are before the second person is
    ticked: the same words in either card style)."""
    app = ParlourApp(autoplay=False, prefs=Preferences())
    async with app.run_test(size=SMALL) as pilot:
        await walk_every_screen(
            pilot, game, assert_hot_seat, presses=40, people=2, around=TABLE_BOUND, menu_and_setup=False
        )


async def test_after_the_hand_over_the_big_hand_is_the_next_persons():
    """Put for two, both people: after each hand-over the bottom seat is the person to act, cards face up,
    the other's face down; the prompt speaks to them ("you"), never "You put" to the other person."""
    seats = (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob", human=True))
    app = ParlourApp(start=TableSetup(game="put", seats=seats), seed=4, autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        seen = set()
        for _ in range(60):
            if isinstance(app.screen, HandOver):
                await pilot.press("enter")
                await pilot.pause()
                table = cast(TableScreen, app.screen)
                assert isinstance(table, TableScreen)
                me = table.viewer
                assert me is not None
                other = 1 - me
                assert table.bottom_seat == me
                panels = table.seat_panels()
                assert panels[me].has_class("me") and all(cast(SeatInfo, panels[me].info).cards)
                assert not any(cast(SeatInfo, panels[other].info).cards)
                seen.add(me)
                if len(seen) == 2:
                    break
            await pilot.press("space" if cast(TableScreen, app.screen).session.person_to_act() is None else "d")
            await pilot.pause()
        assert seen == {0, 1}


def test_several_people_get_real_default_names():
    from parlour.app.seating.table_setup import people_named

    assert [seat.name for seat in default_seats(3, people=2)][:2] == ["Player 1", "Player 2"]
    seats = (SeatSetup(name="You", human=True), SeatSetup(name="Bob", human=True), SeatSetup(name="Cleo"))
    assert [seat.name for seat in people_named(seats)] == ["Player 1", "Bob", "Cleo"]
    alone = (SeatSetup(name="You", human=True), SeatSetup(name="Bob"))
    assert people_named(alone) == alone


def faces_up(table: TableScreen) -> list[str]:
    """The cards face up in the seats' hands (the trick and the rows in the middle are not a seat's)."""
    return [card for panel in table.seat_panels().values() for card in cast(SeatInfo, panel.info).cards if card]


@pytest.mark.parametrize("settings", [{}, {"put_any_turn": True}], ids=["put", "put at any turn"])
async def test_pu_the_round_summary_at_one_keyboard_hides_every_hand_until_the_keyboard_is_handed_over(settings):
    """Seen at two people's keyboard: the hand of whoever decided last stayed face up under the round summary both
    read (a folded hand, PU-V1: "Ann folded · 10♥ 3♥" under "You fold: Boris scores 1"; a card left unplayed after a
    2-0 round), it said "You fold" to both, and the next round's hand of the same person came face up with no
    hand-over. Now the summary hides every hand and names everyone, and no hand shows until the keyboard is passed."""
    seats = (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob", human=True))
    app = ParlourApp(start=TableSetup(game="put", seats=seats, settings=settings), seed=4, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        summaries, hidden_until_hand_over = 0, False
        for _ in range(200):
            screen = app.screen
            table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
            if isinstance(screen, RoundSummary):
                summaries += 1
                assert table.viewer is None and not faces_up(table), faces_up(table)
                assert "You" not in table.presenter.names, "the summary speaks to nobody"
                hidden_until_hand_over = True
                await pilot.press("space")
            elif isinstance(screen, HandOver):
                hidden_until_hand_over = False
                await pilot.press("enter")
            else:
                if hidden_until_hand_over:
                    assert not faces_up(table), "a hand shown before the keyboard was handed over"
                await pilot.press("space" if table.session.person_to_act() is None else "enter")
            await pilot.pause()
            if summaries >= 3:
                break
        assert summaries >= 3


async def test_escape_at_the_hand_over_pauses_the_table_with_every_hand_hidden():
    """Seen: escape did nothing at "Pass the keyboard", though escape pauses at any table (README): to leave the
    table a person first had to show their cards. Now the pause menu opens over the hidden hands; resumed, the
    hand-over is asked again; Leave the table leaves it."""
    seats = (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob", human=True))
    app = ParlourApp(start=TableSetup(game="put", seats=seats), seed=4, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        for _ in range(30):  # the deal, a step at a time, up to the first person's turn
            if isinstance(app.screen, HandOver):
                break
            await pilot.press("space")
            await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, PauseMenu))
        assert table.viewer is None and not faces_up(table)
        await pilot.press("escape")  # resume
        await until(pilot, lambda: isinstance(app.screen, HandOver))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, PauseMenu))
        await pilot.press("down", "down", "enter")  # Leave the table
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
