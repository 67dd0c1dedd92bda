"""What the network tests that drive the app share: waiting on the pilot (`until`, the one polling helper of
every test), an app hosting a table (`ann_hosts`), a server in this process with a table opened by a host over a
raw websocket, a fake clock for a table's timing and a fake sleep for a client's."""

from __future__ import annotations

import asyncio
import json
import time
from contextlib import asynccontextmanager

from websockets.asyncio.client import connect

from parlour.app.net.client import SeatRequest
from parlour.app.net.protocol import VERSION
from parlour.app.net.server import TableServer
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import TableSetup, default_seats
from tests.app_helpers import QUICK


def ann_hosts(setup: TableSetup, app_type: type[ParlourApp] = ParlourApp, prefs: Preferences = QUICK) -> ParlourApp:
    """`parlour host` of `setup` in an app, auto-play on: it serves the table on a free port and Ann sits at its
    first seat (a table a server's seat is played at: its updates come at the server's pace)."""
    request = SeatRequest(address="", name="Ann", setup=setup)
    return app_type(prefs=prefs, autoplay=True, remote=RemoteTable(request, serve_port=0))


async def started_by_the_host(pilot, app: ParlourApp, host) -> None:
    """A friend's app in the lobby of the table the host (a raw websocket) opened: the host starts the game, and
    the friend's table comes."""
    await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
    await send(host, type="start")
    await until(pilot, lambda: isinstance(app.screen, TableScreen))
    await pilot.pause()  # the table mounted before a test that ends here stops the app (seen: its mount after its log)


async def until(pilot, check, seconds: float = 10.0):
    """Wait until `check()` holds (AssertionError after `seconds`); with no pilot (a server alone), on the loop."""
    for _ in range(int(seconds / 0.05)):
        if check():
            return
        await (pilot.pause(0.05) if pilot is not None else asyncio.sleep(0.05))
    raise AssertionError("it never happened")


async def waiting_for_a_person(table) -> None:
    """Until a served table waits for a person's decision and, for a person who is here, has noted when it came
    (`decision_since`: a fake clock moved on before that would start the wait again from the new time)."""

    def waiting() -> bool:
        seat = table.session.person_to_act()
        if seat is None:
            return False
        since = table.decision_since
        return table.seats[seat].client is None or (since is not None and since[0] is table.session.state)

    await until(None, waiting)


class FakeClock:
    """A NetTable's clock that moves only when a test says (`advance`): its waits (a seat away, a table empty)
    pass in no real time (move it past a limit, not onto it: float sums). It starts at `time.monotonic()`, so
    times a table took before it got the clock compare."""

    def __init__(self) -> None:
        self.now = time.monotonic()

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float, *tables) -> None:
        """Move on `seconds` and wake each table's driver (it then looks at the time again)."""
        self.now += seconds
        for table in tables:
            table.moved.set()


class FakeSleep:
    """The client's way of waiting (app/net/client.py `rejoin`, `listen`; app/screens/lobby.py `RemoteTable.sleep`)
    in no real time: it notes each wait asked for (`waits`) and returns once `go` is set, at once unless the test
    holds it (a server to be started again first)."""

    def __init__(self, go: bool = True) -> None:
        self.waits: list[float] = []
        self.go = asyncio.Event()
        if go:
            self.go.set()

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)
        await self.go.wait()


async def settled() -> None:
    """Let every task that is ready run (a table's driver woken by `FakeClock.advance`, the server behind it)."""
    await asyncio.sleep(0.05)


@asynccontextmanager
async def hosted_red_dog(pace: float):
    """A server on 127.0.0.1 with a Red Dog table of 3 (2 people's seats) that Ann opened: (address, code, host
    socket); the socket closed and the server stopped afterwards."""
    async with serving(pace=pace) as (server, address):
        host, code = await ann_opens(address)
        try:
            yield address, code, host
        finally:
            await host.close()


async def ann_opens(address: str, players: int = 3, people: int = 2):
    """Ann opens a Red Dog table over a raw websocket: (her socket, the table's code)."""
    host = await connect(address)
    await send(host, type="create", setup=red_dog_setup(players, people), name="Ann")
    return host, json.loads(await host.recv())["table"]


@asynccontextmanager
async def serving(**options):
    """A TableServer (options: its own) on 127.0.0.1 and a free port: (server, address); stopped afterwards."""
    server = TableServer(**options)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.serve(port=0, ready=ready))
    try:
        yield server, f"ws://127.0.0.1:{await ready}"
    finally:
        task.cancel()
        for running in list(server.tasks):
            running.cancel()
        stopped, stuck = await asyncio.wait({task, *server.tasks}, timeout=STOPS_WITHIN)
        for each in stopped:
            if not each.cancelled():
                each.exception()  # retrieved, as gathering them did: a server task's failure is not the test's
        waiting = asyncio.all_tasks() - {asyncio.current_task()}  # its connections' handlers among them
        assert not stuck, "the server did not stop:\n" + "\n".join(where_stuck(running) for running in waiting)
        server.writer.drain(5)  # the last writes are on disk before the test looks


STOPS_WITHIN = 30.0
"""Seconds a cancelled server has to stop (its connections' closing handshakes take 2 s at the most): a server
that does not is a failure naming where every task waits, not a test run that never ends (a run hung once,
2026-12-03, in two tests that stop a server here, where it was left unexplained)."""


def where_stuck(task: asyncio.Task) -> str:
    """A task and the chain of awaits it waits in, outermost first."""
    lines, awaiting = [], task.get_coro()
    while (frame := getattr(awaiting, "cr_frame", None) or getattr(awaiting, "gi_frame", None)) is not None:
        lines.append(f"{frame.f_code.co_filename}:{frame.f_lineno} {frame.f_code.co_name}")
        awaiting = getattr(awaiting, "cr_await", None) or getattr(awaiting, "gi_yieldfrom", None)
    return f"{task.get_name()}: " + " -> ".join(lines) + f" -> {awaiting!r}"


def loopback(number: int, host: int = 1) -> str:
    """The loopback address 127.0.NUMBER.HOST (all of 127/8 is this machine): each number a network of its own, as
    the server counts them (app/net/limits.py `network_key`: an IPv4 /24), so that a test plays several strangers."""
    return f"127.0.{number}.{host}"


def from_address(number: int, host: int = 1) -> dict:
    """connect() options that open the connection from `loopback(number, host)`."""
    return {"local_addr": (loopback(number, host), 0)}


async def message(socket, kind: str, seconds: float = 5.0) -> dict:
    """The next message of this type (others may come first)."""

    async def wanted():
        while True:
            data = json.loads(await socket.recv())
            if data["type"] == kind:
                return data

    return await asyncio.wait_for(wanted(), seconds)


def red_dog_setup(players: int = 3, people: int = 2, **settings) -> dict:
    return TableSetup(game="red_dog", seats=default_seats(players, people), settings=settings).model_dump(mode="json")


async def final_update(socket, seconds: float = 5.0) -> dict:
    """The update that carries the game's result (the ones before it read and passed over)."""

    async def result() -> dict:
        while True:
            data = json.loads(await socket.recv())
            if data["type"] == "update" and data["outcome"] is not None:
                return data

    return await asyncio.wait_for(result(), seconds)


async def send(socket, **fields) -> None:
    """A protocol message of this version."""
    await socket.send(json.dumps({"version": VERSION, **fields}))


async def host_and_friend(address: str):
    """Ann opens a Red Dog table of three (two people's seats), Boris joins: (host, welcome, friend, joined)."""
    host = await connect(address)
    await send(host, type="create", setup=red_dog_setup(), name="Ann")
    welcome = await message(host, "welcome")
    friend = await connect(address)
    await send(friend, type="hello", table=welcome["table"], name="Boris")
    joined = await message(friend, "welcome")
    return host, welcome, friend, joined


async def ann_silent_at_her_first_bet(server: TableServer, address: str, **settings):
    """Ann alone at a served Red Dog table of two (a computer player beside her), seated through the client as the
    app seats her, the game started; she keeps silent at her first bet past `decide_within` (the table's clock a
    fake one, moved past it at once), so a computer player decides it for her: (socket, session, listener, welcome)
    (the listener reads the connection into the session; cancel it, then close the socket)."""
    from parlour.app.net.client import listen, take_seat
    from parlour.app.net.remote_session import RemoteSession

    setup = TableSetup(game="red_dog", seats=default_seats(2, 1), settings=settings)
    request = SeatRequest(address=address, name="Ann", setup=setup)
    socket, welcome, first = await take_seat(request)
    session = RemoteSession(socket.send, welcome, first)
    listener = asyncio.create_task(listen(socket, session, request, lambda _text: None))
    table, clock = server.tables[welcome.table], FakeClock()
    table.clock = clock
    session.start_game()
    await until(None, lambda: table.decision_since is not None and table.decision_since[0] is table.session.state)
    clock.advance(table.limits.decide_within + 1, table)
    return socket, session, listener, welcome
