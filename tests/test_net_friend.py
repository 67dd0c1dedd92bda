"""A friend at a network table, through the app: the lobby names the game he joins and its settings."""

from __future__ import annotations

import pytest
from websockets.asyncio.client import connect

from parlour.app.net.client import SeatRequest
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.seating.table_setup import TableSetup, default_seats
from tests.app_helpers import QUICK, SMALL, screen_text
from tests.net_helpers import message, send, serving, until


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
