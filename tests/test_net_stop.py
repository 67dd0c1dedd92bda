"""A network table stops when its server stops, even when a move comes at that very moment.

On Python 3.11 `asyncio.wait_for` returns the awaited result instead of raising when its task is
cancelled in the same turn of the loop as the result comes: a table waiting for a move went on waiting
past the server's stop (a test's server once did not stop in 30 s, its table still in `next_move`).
The app waits with `asyncio.timeout`, which never swallows a cancellation.
"""

from __future__ import annotations

import asyncio

import pytest

from parlour.app.net.net_table import NetTable
from parlour.app.seating.table_setup import TableSetup, default_seats


def a_table() -> NetTable:
    return NetTable(TableSetup(game="red_dog", seats=default_seats(2, 1), settings={}), 1, pace=0)


async def test_a_table_waiting_for_a_move_stops_when_cancelled_as_the_move_comes():
    table = a_table()
    for timeout in (None, 30.0):
        waiting = asyncio.create_task(table.next_move(timeout))
        await asyncio.sleep(0)  # it waits for a move
        table.moved.set()  # the move comes...
        waiting.cancel()  # ...as the server stops
        with pytest.raises(asyncio.CancelledError):
            await waiting


async def test_a_move_or_the_time_ends_the_wait():
    table = a_table()
    waiting = asyncio.create_task(table.next_move(30.0))
    await asyncio.sleep(0)
    table.moved.set()
    assert await waiting is True
    assert await table.next_move(0.01) is False
