"""A friend at a network table, through the app: the lobby names the game he joins and its settings; the table's
switches he set (the coach) are his again when he comes back to the table."""

from __future__ import annotations

from typing import cast

import pytest
from websockets.asyncio.client import connect

from parlour.app.net import seat_tokens
from parlour.app.net.client import SeatRequest
from parlour.app.net.remote_session import RemoteSession
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_seat import TableLook
from parlour.app.seating.table_setup import TableSetup, default_seats
from tests.app_helpers import QUICK, SIZE, SMALL, screen_text
from tests.net_helpers import message, send, serving, started_by_the_host, until

CODE = "0123456789abcdef"
TOKEN = "t" * 43


async def opened_by_ann(address: str, setup: TableSetup):
    """Ann opens a table of `setup` over a raw websocket: (her socket, the table's code)."""
    host = await connect(address, max_queue=None)
    await send(host, type="create", setup=setup.model_dump(mode="json"), name="Ann")
    return host, (await message(host, "welcome"))["table"]


def boris_joins(address: str, code: str, prefs: Preferences = QUICK) -> ParlourApp:
    """`parlour join ADDRESS CODE --name Boris`."""
    return ParlourApp(prefs=prefs, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))


@pytest.mark.parametrize(
    "game, settings, language, title, words",
    [
        (
            "put",
            {"target": 7, "put_any_turn": True},
            "en",
            "Network table: Put",
            "Table: Two players · Put at any turn · Target: 7",
        ),
        (
            "put",
            {"target": 7, "put_any_turn": True},
            "ru",
            "Сетевой стол: Я ставлю",
            "Стол: Двое · «Ставлю» в любой ход · Очков до победы: 7",
        ),
        (
            "red_dog",
            {"rebuy": True, "irregular_deals": 0.1},
            "en",
            "Network table: Red Dog",
            "Starting chips: 100 · Rounds: no limit · Rebuy · Clumsy dealer: 10%",
        ),
        (
            "red_dog",
            {"rebuy": True, "irregular_deals": 0.1},
            "ru",
            "Сетевой стол: Рыжая собака",
            "Фишек в начале: 100 · Партии: без ограничения · Докупка · Неловкая сдача: 10 %",
        ),
    ],
    ids=["put-en", "put-ru", "red_dog-en", "red_dog-ru"],
)
async def test_a_friend_waiting_in_the_lobby_reads_which_game_it_is_and_its_settings(
    parlour_home, game, settings, language, title, words
):
    """Seen: joining a friend's table, nothing before the table said which game it was, nor how it was set up (the
    host chose both). The lobby's title names the game, the line under it its settings, as the setup screen names
    them (a variant by its name when on, CH-5's rounds "no limit" at 0), in the language in force, at 80x24."""
    setup = TableSetup(game=game, seats=default_seats(2 if game == "put" else 3, 2), settings=settings)
    async with serving(pace=0.01) as (_server, address):
        host, code = await opened_by_ann(address, setup)
        app = boris_joins(address, code, Preferences(animation_seconds=0, language=language))
        async with app.run_test(size=SMALL) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            await until(pilot, lambda: title in screen_text(app))
            lines = screen_text(app).splitlines()
            assert lines[0] == title and lines[1] == words, lines[:3]
        await host.close()


def test_a_seats_switches_are_kept_with_its_token_and_go_with_it(parlour_home):
    """The table's switches (coach, money, log) are kept beside a friend's seat token: only while a seat is held,
    kept when the same seat is taken back (the same token), not for another seat, and gone with the token."""
    look = TableLook(coach=True, money=True, log=False)
    assert seat_tokens.keep_look("ws://a:1", CODE, look) is None
    assert seat_tokens.held_look("ws://a:1", CODE) is None, "no seat held: nothing kept"
    seat_tokens.keep_token("ws://a:1", CODE, TOKEN)
    assert seat_tokens.held_look("ws://a:1", CODE) is None, "a seat just taken: as the preferences say"
    assert seat_tokens.keep_look("ws://a:1", CODE, look) is None
    assert seat_tokens.held_look("ws://a:1", CODE) == look and seat_tokens.held_look("ws://b:1", CODE) is None
    seat_tokens.keep_token("ws://a:1", CODE, TOKEN)
    assert seat_tokens.held_look("ws://a:1", CODE) == look, "the same seat taken back keeps them"
    assert seat_tokens.held_token("ws://a:1", CODE) == (TOKEN, None)
    seat_tokens.keep_token("ws://a:1", CODE, "v" * 43)
    assert seat_tokens.held_look("ws://a:1", CODE) is None, "another seat at that table starts anew"
    seat_tokens.keep_look("ws://a:1", CODE, look)
    seat_tokens.forget_token("ws://a:1", CODE)
    assert seat_tokens.held_look("ws://a:1", CODE) is None


async def test_a_friends_coach_stays_on_when_he_comes_back_to_the_table(parlour_home):
    """Seen: Boris turned the coach on at a friend's table (c), closed his terminal, joined the same table again (his
    seat taken back by its token) and the coach was off again: the new table opened as the preferences say. The
    switches he set are kept with his seat and the table taken back opens with them (the coach on, the log off)."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={})
    async with serving(pace=0.05) as (_server, address):
        host, code = await opened_by_ann(address, setup)
        first = boris_joins(address, code)
        async with first.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, first, host)
            await pilot.press("c", "l")
            assert cast(TableScreen, first.screen).look() == TableLook(coach=True, money=False, log=False)
        again = boris_joins(address, code)  # the terminal closed without leaving: the seat waits for him
        async with again.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(again.screen, TableScreen))
            await pilot.pause()
            table = cast(TableScreen, again.screen)
            assert cast(RemoteSession, table.session).seat == 1, "his own seat, taken back"
            assert table.look() == TableLook(coach=True, money=False, log=False)
            assert "╭─ Coach" in screen_text(again) and not table.log_widget.display
        await host.close()
