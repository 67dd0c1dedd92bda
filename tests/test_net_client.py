"""The client's side of a seat without a server (app/net/client.py): what it asks for, and how it tries to take a
dropped seat back (its waits through the `sleep` it is given: no real time, and asyncio itself left alone). What
mutants of the module showed unchecked."""

from __future__ import annotations

import json
from types import SimpleNamespace

from parlour.app.net import client
from parlour.app.net.client import JoinRefused, SeatRequest, rejoin
from parlour.app.seating.table_setup import TableSetup, default_seats


def test_a_seat_asked_for_says_parlour_shows_every_rounds_summary():
    """The table screen shows each round's summary and says when it was read (`seen`): a table waits for it."""
    setup = TableSetup(game="put", seats=default_seats(2, 1), settings={})
    create = json.loads(SeatRequest(address="ws://x", name="Ann", setup=setup).message())
    hello = json.loads(SeatRequest(address="ws://x", name="Bob", table="0123456789abcdef").message())
    assert (create["type"], create["summaries"]) == ("create", True)
    assert (hello["type"], hello["summaries"], hello["table"]) == ("hello", True, "0123456789abcdef")


async def test_a_seat_that_cannot_be_taken_back_is_tried_a_second_more_apart_each_time_up_to_five(monkeypatch):
    waits: list[float] = []
    told: list[str] = []

    async def wait(seconds: float) -> None:
        waits.append(seconds)

    async def refused(request: SeatRequest):
        assert request.table == "0123456789abcdef" and request.token == "secret"
        raise JoinRefused("nobody there")

    monkeypatch.setattr(client, "take_seat", refused)
    monkeypatch.setattr(client, "REJOIN_TRIES", 7)
    session = SimpleNamespace(table_id="0123456789abcdef", token="secret", gone=False)
    request = SeatRequest(address="ws://x", name="Ann")
    assert await rejoin(session, request, told.append, sleep=wait) is None  # type: ignore[arg-type]
    assert waits == [1.0, 2.0, 3.0, 4.0, 5.0, 5.0, 5.0] and told == ["the table could not be reached again"]


async def test_a_person_who_leaves_while_the_seat_is_being_taken_back_is_not_connected_again(monkeypatch):
    async def wait(seconds: float) -> None:
        session.gone = True  # the person left the table meanwhile

    async def never(request: SeatRequest):
        raise AssertionError("no connection for a person who left")

    monkeypatch.setattr(client, "take_seat", never)
    session = SimpleNamespace(table_id="0123456789abcdef", token="secret", gone=False)
    assert await rejoin(session, SeatRequest(address="ws://x", name="Ann"), print, sleep=wait) is None  # type: ignore[arg-type]
