"""A network table's refusals: the server sends them in English (it has no language), and a client that
speaks Russian shows them in Russian."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect

from parlour.app.i18n import set_language
from parlour.app.net.client import JoinRefused, SeatRequest, take_seat
from parlour.app.net.protocol import VERSION
from parlour.app.net.server import TableServer


@pytest.fixture
async def address(parlour_home):
    tables = TableServer(pace=0.01, wait=0.3, keep_records=False)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(tables.serve(port=0, ready=ready))
    port = await ready
    yield f"ws://127.0.0.1:{port}"
    task.cancel()
    for running in list(tables.tasks):
        running.cancel()
    set_language("en")


async def test_the_server_refuses_in_english_and_a_russian_client_says_it_in_russian(address):
    set_language("ru")
    async with connect(address) as socket:
        await socket.send(
            json.dumps({"version": VERSION, "type": "hello", "table": "0123456789abcdef", "name": "Анна"})
        )
        refusal = json.loads(await asyncio.wait_for(socket.recv(), 5))
    assert refusal == {"version": VERSION, "type": "error", "message": "no table with that code here", "rule": None}
    with pytest.raises(JoinRefused) as refused:
        await take_seat(SeatRequest(address=address, name="Анна", table="0123456789abcdef"))
    assert str(refused.value) == "стола с таким кодом здесь нет"
    set_language("en")
    with pytest.raises(JoinRefused) as refused:
        await take_seat(SeatRequest(address=address, name="Ann", table="0123456789abcdef"))
    assert str(refused.value) == "no table with that code here"


@pytest.mark.parametrize(
    "said, russian",
    [
        ("this server runs 200 tables already", "на сервере уже предельное число столов: 200"),
        ("you sit at seat 1, not seat 2", "ваше место — 1, а не 2"),
        ("not a Parlour message: type: Field required", "это не сообщение Parlour: type: Field required"),
        ("no table with that code here", "стола с таким кодом здесь нет"),
        ("", ""),
    ],
)
def test_a_refusal_with_a_number_in_it_is_read_back_into_russian(said, russian):
    """(`said`, not `english`: a parameter of that name would stand in for conftest's `english` fixture.)"""
    from parlour.app.net.server_words import shown

    assert shown(said) == said
    set_language("ru")
    assert shown(said) == russian


@pytest.mark.parametrize(
    "said",
    [
        "one address may open 3 tables at once",
        "a network table plays 500 rounds at the most",
        "a network table's target is 50 at the most",
        "no hello in time: disconnected",
        "the table waits: its last move could not be saved yet",
        "saving works again: the table goes on",
    ],
)
def test_the_servers_limits_and_pauses_are_shown_in_russian(said):
    from parlour.app.net.server_words import shown

    set_language("ru")
    words = shown(said)
    assert words != said and not any(letter in words for letter in "aeiou")
    assert all(number in words for number in ("3", "500", "50") if number in said.split())
