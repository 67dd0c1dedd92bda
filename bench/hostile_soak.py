"""Hostile clients beside honest tables: `parlour serve` soaked in misbehaviour while ten real games go on.

    python bench/hostile_soak.py [--seconds 60] [--settle 30] [--descriptors 400] [--rounds 80] [--target 50]
                                 [--think 0.1] [--grace 90] [--linger 0] [--kinds abcdefghijn]

`parlour serve` runs in a process of its own on 127.0.0.1 (a free port, its own PARLOUR_HOME in a
temporary folder, pace 0.01, `--wait 2`, `--unattended 15`, every other limit at its default) with
its open files limited to DESCRIPTORS (`ulimit -n`, 400: the connection cap is then 400 - FD_RESERVE,
and running the server out of descriptors is really tried). Its resident memory, open descriptors
and CPU time are read from /proc before anything connects.

Then, at once, for SECONDS:

- ten honest tables (six Red Dog of ROUNDS rounds and two Put and Take of 2 x ROUNDS, 4 seats with 3
  people; two Put to TARGET with 2 people: each game ends within about a minute),
  every client from its own loopback address (127.0.10.1 on: `loopback`), each acting on its turn after THINK
  seconds (the lowest bet, else the first legal decision) and recording every update. Every few
  seconds each honest table's record in PARLOUR_HOME/server is read: it must hold every decision the
  server has acknowledged to that table's clients (an update after it), as it is sent only once kept;
- hostile clients from 127.0.50.1 to 127.0.212.1, every kind bounded in count, in waves through the run
  (`--kinds` sends only some of them, e.g. `--kinds c`):
  (a) names that are markup or escape codes joining the honest tables (every people's seat there is
      taken) and taking the people's seats of tables opened for them (then started and left);
  (b) connect, create, close: 25 in a row from each of three addresses every 15 s (hundreds);
  (c) idle websockets that never say hello, 20 from each of 30 addresses at once every 20 s (over the
      per-address cap and, under ulimit -n 400, the total cap), held until the server closes them (its
      hello deadline, 10 s);
  (d) every 30 s, from 10 addresses: tables asking for 10^9 or 501 rounds, a target of 10^12 or
      51 (refused), then 10 players with rebuy and "no limit" (the server's 500 rounds), started and
      left to play themselves (a stand-in plays for the seat after `--wait`, the table is ended after
      `--unattended`);
  (e) every 10 s, from 10 addresses: a binary frame, `"amount": true`, `"amount": "1"`, 1.0, no
      version, broken and deeply nested JSON (5 strikes close), messages over 4 KB (1009), floods of
      100 at once (rate limit); and a seated client sending bad decisions at its own table;
  (f) every 20 s, raw TCP connections that send nothing, 10 from each of 15 addresses and 100 from
      one, held until the server drops them (one still open after 35 s is looked up in /proc/net/tcp:
      held by the server, waiting in its kernel, or gone);
  (g) every 20 s (between the waves of (c) and (f), which hold the connection cap), four websockets from four
      addresses that stop reading after the handshake and stream pings for 20 s (each answered by a pong the
      server writes at once): cut once the pongs unread pass the server's bound (512 KB), or no longer read by a
      server whose writes to them are stuck, long before DEAF_MOST bytes of pings (before the bound a single
      such client grew the server by 1.3 GB in 30 s);
  (h) from one address, tables finished three at a time (create, start, end, close) all through the run: a
      table's driver ends after the address's later tables pushed it out of those kept (before session 53: a
      KeyError at every finished table after it, and every finished table kept);
  (i) a co-player taking his seat back with its token and closing, in a loop for SEAT_LOOP s, while his host
      counts the messages that reach her (before session 53: 190 take-backs and 381 updates to the host a second);
  (j) every 20 s, from four addresses: websockets that never say hello and stream empty pings as fast as they
      can, reading every pong (before session 56: one such client, never cut, held every other client's answer
      for half a minute), each reconnecting at once when cut, for 10 s: cut after a few hundred pings, its
      address then dropping its next connections as they come;
- a newcomer from a fresh address every 5 s, opening a table: whether strangers are locked out.

When SECONDS are up the hostile clients stop (whatever the server has not closed is aborted), the
honest games play to their end (GRACE seconds at the most), and the server is left to settle (SETTLE
seconds at the most: until its descriptors are back near the baseline and its CPU idle), then measured
again. Prints each honest table's end, the decisions sent and acknowledged, what the honest clients
were told besides updates, the hostile attempts of each kind and how each was answered, the
newcomers' tables, what the server wrote, and the server's figures before, at the peak and after,
next to the aims: every honest game finishes with every decision kept; descriptors back to the
baseline (+5); CPU after settling < 2% of a core; resident memory grown < 30 MB in all and < 5 MB
after the first 20 s (its course every 20 s is printed: a leak climbs wave after wave). `--linger`
then waits for every table to go (a table nobody started goes 60 s after its creator: no `parlour
serve` option shortens it). Stops by itself: ~80 s with the defaults.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from light_client import LightSocket  # noqa: E402
from server_load import cpu_seconds, memory_mb, percentile  # noqa: E402

from parlour.app.net import event_loop  # noqa: E402
from parlour.app.net.protocol import VERSION  # noqa: E402
from parlour.app.seating.table_setup import TableSetup, default_seats  # noqa: E402

PACE, WAIT, UNATTENDED = 0.01, 2.0, 15.0
"""The server's pace, the wait before a stand-in plays for an away person, and the seconds a started table
nobody is at is kept (`parlour serve --unattended`: the default 1800 would outlast the run)."""
HELLO_WITHIN, ABANDONED_AFTER, SEATINGS_PER_MINUTE = 10.0, 60.0, 30.0
"""The server's defaults (app/net/limits.py; no `parlour serve` option sets them)."""
SEAT_LOOP = 20.0
"""Seconds a co-player (i) takes his seat back over and over."""
AIM_FDS, AIM_CPU, AIM_RSS_MB, AIM_LEAK_MB = 5, 2.0, 30.0, 5.0
"""Aims after settling: descriptors at most this many over the baseline, CPU under this % of a core, resident
memory grown under this many MB in all, and under AIM_LEAK_MB from its reading TIMELINE s into the run (when the
first waves have been: the allocator keeps their high-water mark) to the end."""
SAMPLE = 0.5
"""Seconds between readings of the server's memory and descriptors."""
DEAF_MOST = 16 * 2**20
"""Bytes of pings a deaf client (g) sends at the most: the server must have cut it long before."""
TIMELINE = 20.0
"""Seconds between the readings of the server's memory printed as its course through the run."""
CHECK_RECORDS = 3.0
"""Seconds between readings of the honest tables' records."""
MARKUP = ["[x=", "[@click=app.quit]X", "[red]x[/red", "\x1b]0;owned\x07Y", "[b]" * 13]
"""Names that are Rich/Textual markup (or a terminal title escape): a client must show them as text."""


# -- the server ------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(folder: Path, port: int, descriptors: int) -> subprocess.Popen:
    """`parlour serve` on 127.0.0.1:PORT with PARLOUR_HOME in `folder` and at most `descriptors` open files."""
    command = [
        sys.executable,
        "-m",
        "parlour.app",
        "serve",
        "--port",
        str(port),
        "--pace",
        str(PACE),
        "--wait",
        str(WAIT),
        "--unattended",
        str(UNATTENDED),
    ]

    def limited() -> None:
        if descriptors:
            resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

    env = {**os.environ, "PARLOUR_HOME": str(folder / "home")}
    return subprocess.Popen(
        command,
        env=env,
        stdout=open(folder / "server.out", "wb"),
        stderr=open(folder / "server.err", "wb"),
        preexec_fn=limited,
    )


def wait_listening(process: subprocess.Popen, port: int, folder: Path) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            break
        if "serving" in (folder / "server.out").read_text(errors="replace"):
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    return  # (this probe is closed before its request: the server drops it)
            except OSError:
                pass
        time.sleep(0.1)
    process.kill()
    raise SystemExit(f"the server did not start: {(folder / 'server.err').read_text()[-2000:]}")


def descriptors_open(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


@dataclass
class Reading:
    rss: float
    fds: int
    cpu: float
    at: float


def read_server(pid: int) -> Reading:
    return Reading(memory_mb(pid), descriptors_open(pid), cpu_seconds(pid), time.monotonic())


def cpu_share(pid: int, seconds: float) -> float:
    """The server's CPU over the next `seconds`, as % of one core."""
    before, started = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    return 100 * (cpu_seconds(pid) - before) / (time.monotonic() - started)


# -- sockets ---------------------------------------------------------------------------------------


async def open_socket(port: int, local: str) -> LightSocket:
    """A websocket from address `local` (InvalidStatus for a refused handshake: 503)."""
    uri = f"ws://127.0.0.1:{port}"
    _, light = await asyncio.get_running_loop().create_connection(
        lambda: LightSocket(uri), "127.0.0.1", port, local_addr=(local, 0)
    )
    try:
        await light.opened
    except BaseException:
        assert light.transport is not None
        light.transport.abort()
        raise
    return light


def refusal(error: BaseException) -> str:
    """How a connection attempt was answered, in a few words."""
    response = getattr(error, "response", None)
    if response is not None:
        body = bytes(response.body or b"").decode(errors="replace").strip()
        return f"refused {response.status_code}: {body}"
    return f"failed: {type(error).__name__}"


def close_of(light: LightSocket) -> str:
    """How the server ended a connection: its close frame's code and reason, or a dropped connection."""
    close = light.protocol.close_rcvd
    return f"closed {close.code} {close.reason}".strip() if close is not None else "dropped (no close frame)"


async def answer(light: LightSocket, seconds: float = 5.0) -> dict | None:
    """The next message (None: none in time, or the connection went)."""
    reading = asyncio.ensure_future(light.recv())
    done, _ = await asyncio.wait([reading, light.closed], timeout=seconds, return_when=asyncio.FIRST_COMPLETED)
    if reading in done:
        return json.loads(reading.result())
    reading.cancel()
    if not light.queue.empty():
        return json.loads(light.queue.get_nowait())
    return None


async def reply(light: LightSocket, seconds: float = 5.0) -> dict | None:
    """The answer to a `create` or `hello`: the next message that is not a notice (a table that waits because saving
    failed tells its new client so before its welcome), marked `paused` when a notice came first."""
    data = await answer(light, seconds)
    notices = 0
    while data is not None and data["type"] == "notice" and notices < 10:
        notices += 1
        data = await answer(light, 15)
    return {**data, "paused": True} if data is not None and notices else data


async def ended(light: LightSocket, seconds: float) -> bool:
    """Whether the server closed the connection within `seconds` (the messages before its end are kept)."""
    try:
        await asyncio.wait_for(asyncio.shield(light.closed), seconds)
        return True
    except asyncio.TimeoutError:
        return False


def text(kind: str, **fields) -> str:
    return json.dumps({"version": VERSION, "type": kind, **fields})


def setup(game: str, players: int, people: int, **settings) -> dict:
    return TableSetup(game=game, seats=default_seats(players, people), settings=settings).model_dump(mode="json")


def unchecked(game: str, players: int, **settings) -> dict:
    """A setup with one person's seat and these settings as sent, whatever the rules allow (a hostile client
    checks nothing)."""
    asked = setup(game, players, 1)
    return {**asked, "settings": {**asked["settings"], **settings}}


def decision(legal: list[dict]) -> dict:
    """The lowest bet, else the first legal decision."""
    bet = next((choice for choice in legal if choice["do"] == "bet"), None)
    if bet is not None:
        return {"seat": bet["seat"], "do": "bet", "amount": bet["low"]}
    choice = legal[0]
    return {"seat": choice["seat"], "do": choice["do"], **({"card": choice["card"]} if choice.get("card") else {})}


# -- the honest tables -----------------------------------------------------------------------------


class Honest:
    """One honest client: acts on its turn after `think` seconds and records every update."""

    def __init__(self, light: LightSocket, seat: int, think: float) -> None:
        self.light, self.seat, self.think = light, seat, think
        self.changes = 0
        """Updates with a change (one a move: the same on every client of the table)."""
        self.history: list[tuple] = []
        """The scores after each change."""
        self.updates = 0
        self.sent = self.acked = 0
        self.pending: tuple[int, float] | None = None
        """(changes when the act went, when): until the next change acknowledges it."""
        self.decided_at = -1
        self.legal: list[dict] = []
        self.ack_times: list[float] = []
        self.errors: list[str] = []
        self.notices: list[str] = []
        self.outcome: dict | None = None
        self.lost = False
        self.finished_at: float | None = None
        self.done = asyncio.get_running_loop().create_future()

    def play(self) -> None:
        while not self.light.queue.empty():
            self.receive(self.light.queue.get_nowait())
        self.light.on_text = self.receive
        self.light.closed.add_done_callback(self.gone)

    def gone(self, _: asyncio.Future) -> None:
        if not self.done.done():
            self.lost = True
            self.done.set_result(None)

    def receive(self, raw: str) -> None:
        data = json.loads(raw)
        kind = data["type"]
        if kind == "error":
            self.errors.append(data["message"])
            self.pending = None
            if self.legal:
                self.decided_at = -1
                self.consider()
            return
        if kind == "notice":
            self.notices.append(data["message"])
            return
        if kind != "update" or self.done.done():
            return
        self.updates += 1
        if data.get("change") is not None:
            self.changes += 1
            self.history.append(tuple(data["scores"]))
            if self.pending is not None and self.changes > self.pending[0]:
                self.acked += 1
                self.ack_times.append(time.monotonic() - self.pending[1])
                self.pending = None
        if data.get("outcome") is not None:
            self.outcome = data["outcome"]
            self.finished_at = time.monotonic()
            self.done.set_result(None)
            return
        self.legal = (data["view"].get("legal") or []) if data["started"] else []
        self.consider()

    def consider(self) -> None:
        if self.legal and self.pending is None and self.decided_at != self.changes:
            self.decided_at = self.changes
            asyncio.get_running_loop().call_later(self.think, self.act, self.changes)

    def act(self, at: int) -> None:
        if self.done.done() or self.changes != at or not self.legal or self.pending is not None:
            return
        self.pending = (self.changes, time.monotonic())
        self.sent += 1
        self.light.send(text("act", action=decision(self.legal)))


@dataclass
class HonestTable:
    game: str
    code: str
    clients: list[Honest]
    record_checks: int = 0
    record_misses: list[str] = field(default_factory=list)


HONEST_GAMES = ["red_dog"] * 6 + ["put_and_take"] * 2 + ["put"] * 2


def loopback(number: int) -> str:
    """The loopback address numbered `number` (0-255), each in a network of its own (127.0.NUMBER.1): the server
    bounds a network's tables and connections as well as an address's (app/net/limits.py `network_key`), and the
    hostile kinds here are many strangers, each at an address of his own network."""
    return f"127.0.{number}.1"


async def seat_honest(port: int, number: int, game: str, first_address: int, args) -> HonestTable:
    """One honest table: its host creates it, the other people join with its code; each from its own address."""
    shapes = {"put": (2, 2, {"target": args.target}), "put_and_take": (3, 4, {"rounds": 2 * args.rounds})}
    people, players, settings = shapes.get(game, (3, 4, {"rounds": args.rounds}))
    host = await open_socket(port, loopback(first_address))
    host.send(text("create", setup=setup(game, players, people, **settings), name=f"Honest {number}"))
    welcome = await answer(host, 10)
    if welcome is None or welcome["type"] != "welcome":
        raise SystemExit(f"an honest table was refused: {welcome}")
    clients = [Honest(host, welcome["seat"], args.think)]
    for friend in range(1, people):
        light = await open_socket(port, loopback(first_address + friend))
        light.send(text("hello", table=welcome["table"], name=f"Friend {number}.{friend}"))
        joined = await answer(light, 10)
        if joined is None or joined["type"] != "welcome":
            raise SystemExit(f"an honest friend was refused: {joined}")
        clients.append(Honest(light, joined["seat"], args.think))
    return HonestTable(game, welcome["table"], clients)


def person_acts(path: Path) -> tuple[str | None, Counter]:
    """A record's table code and its people's decisions by seat (a computer player's carry its generator's
    state; a line being written may be cut short)."""
    code, acts = None, Counter()
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle):
            try:
                data = json.loads(line)
            except ValueError:
                continue
            if number == 0:
                code = data.get("table")
            elif "act" in data and "rng" not in data:
                acts[data["act"]["seat"]] += 1
    return code, acts


async def check_records(tables: list[HonestTable], folder: Path, stop: asyncio.Event) -> None:
    """Every CHECK_RECORDS s: each honest table's record holds every decision its clients had acknowledged
    before it was read (a game over has no record: its files go)."""
    while not stop.is_set():
        acknowledged = {
            table.code: {client.seat: client.acked for client in table.clients}
            for table in tables
            if not any(client.done.done() for client in table.clients)
        }
        found: dict[str, Counter] = {}
        for path in folder.glob("*.jsonl"):
            try:
                code, acts = await asyncio.to_thread(person_acts, path)
            except OSError:
                continue
            if code in acknowledged:
                found[code] = acts
        for table in tables:
            if table.code not in acknowledged or any(client.done.done() for client in table.clients):
                continue
            table.record_checks += 1
            acts = found.get(table.code)
            if acts is None:
                table.record_misses.append("no record on disk")
                continue
            for seat, acked in acknowledged[table.code].items():
                if acts[seat] < acked:
                    table.record_misses.append(f"seat {seat}: {acked} acknowledged, {acts[seat]} on disk")
        try:
            await asyncio.wait_for(stop.wait(), CHECK_RECORDS)
        except asyncio.TimeoutError:
            pass


# -- the hostile clients ---------------------------------------------------------------------------


@dataclass
class Kind:
    """One kind of hostile client: its attempts and how each was answered."""

    title: str
    aim: str
    attempts: int = 0
    answers: Counter = field(default_factory=Counter)
    notes: list[str] = field(default_factory=list)


class Attack:
    """Every hostile kind, in waves, until `until` (monotonic)."""

    def __init__(
        self, pid: int, port: int, honest: list[HonestTable], until: float, kinds: str = "abcdefghijn"
    ) -> None:
        self.pid, self.port, self.honest, self.until, self.wanted = pid, port, honest, until, kinds
        self.open: set[LightSocket] = set()
        self.raw: set[asyncio.StreamWriter] = set()
        self.kinds = {
            "a": Kind("(a) markup names", "refused at the honest tables (every seat taken); seated at their own"),
            "b": Kind("(b) create/close bursts", "3 tables an address at the most, the rest refused"),
            "c": Kind(
                "(c) idle websockets, no hello",
                f"503 over 16 an address or near the total cap, cut over 32 "
                f"or past it; the rest closed 1008 at the hello deadline "
                f"({HELLO_WITHIN:g} s)",
            ),
            "d": Kind(
                "(d) endless tables, started and left",
                '10^9 or 501 rounds, target 10^12 or 51 refused; "no '
                f'limit" = 500 rounds; ended {UNATTENDED:g} s after',
            ),
            "e": Kind(
                "(e) malformed and floods",
                "an error each, closed 1008 at 5 strikes; > 4 KB closed 1009; flood closed 1008 after the burst (40)",
            ),
            "f": Kind(
                "(f) raw TCP, nothing sent",
                f"dropped at the handshake deadline ({HELLO_WITHIN:g} s); cut "
                "at once over 32 from one address or past the total cap",
            ),
            "g": Kind(
                "(g) deaf websockets streaming pings",
                f"cut by the server, or no longer read by it, before {DEAF_MOST // 2**20} MB of pings each: either "
                "way its unread pongs bounded (512 KB past the system's buffers), the server's memory flat",
            ),
            "h": Kind(
                "(h) finished tables, three at a time from one address",
                "each game over at its end; no traceback in the server's stderr (below)",
            ),
            "i": Kind(
                "(i) a seat taken back over and over",
                f"{SEATINGS_PER_MINUTE:g} seatings a minute an address at the most, the rest refused; a few messages "
                "a second to the host",
            ),
            "j": Kind(
                "(j) websockets streaming pings and reading the pongs, reconnecting when cut",
                "cut after a few hundred pings; the address's next connections dropped as they come",
            ),
            "n": Kind("newcomer at a fresh address", "gets a table at once"),
        }

    def left(self) -> float:
        return self.until - time.monotonic()

    async def at(self, offset: float, begun: float) -> bool:
        """Sleep until `offset` s into the run; False when the run is over by then."""
        if begun + offset >= self.until:
            return False
        delay = begun + offset - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        return self.left() > 0

    async def connect(self, kind: Kind, local: str) -> LightSocket | None:
        kind.attempts += 1
        try:
            light = await asyncio.wait_for(open_socket(self.port, local), 10)
        except Exception as error:  # a refused handshake (503), a reset, a timeout: counted
            kind.answers[refusal(error)] += 1
            return None
        self.open.add(light)
        light.closed.add_done_callback(lambda _: self.open.discard(light))
        return light

    async def run(self) -> None:
        begun = time.monotonic()
        span = math.ceil(self.until - begun)
        waves: list[tuple[str, Callable[..., Any], int]] = [("a", self.markup, 0), ("n", self.newcomers, 0)]
        waves += [("b", self.bursts, number) for number in (50, 51, 52)]
        waves += [("c", self.idle, offset) for offset in range(2, span, 20)]
        waves += [("d", self.endless, offset) for offset in range(1, span, 30)]
        waves += [("e", self.malformed, offset) for offset in range(3, span, 10)]
        waves += [("e", self.seated_bad_acts, number) for number in range(130, 136)]
        waves += [("f", self.raw_tcp, offset) for offset in range(5, span, 20)]
        waves += [
            ("g", self.deaf_pings, offset) for offset in range(15, span, 20)
        ]  # between the waves that fill the cap
        waves += [("h", self.finished_in_threes, 0), ("i", self.seat_taken_back, 0)]
        waves += [("j", self.reading_pings, offset) for offset in range(25, span, 20)]
        tasks = [
            asyncio.create_task(wave(begun, extra) if extra else wave(begun))
            for letter, wave, extra in waves
            if letter in self.wanted
        ]
        await asyncio.wait(tasks, timeout=max(0.0, self.left()) + 20)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.stop()

    def stop(self) -> None:
        """Whatever the server has not closed is dropped."""
        for light in list(self.open):
            assert light.transport is not None
            light.transport.abort()
        for writer in list(self.raw):
            writer.transport.abort()

    # (a) -------------------------------------------------------------------------------------

    async def markup(self, begun: float) -> None:
        kind = self.kinds["a"]
        if not await self.at(0.5, begun):
            return
        address = 150
        for table in self.honest:
            for name in MARKUP[:3]:
                address += 1
                light = await self.connect(kind, loopback(address))
                if light is None:
                    continue
                light.send(text("hello", table=table.code, name=name))
                kind.answers[f"honest table: {describe(await reply(light))}"] += 1
                light.close()
        # Tables of their own: a markup host and markup friends in every people's seat, started, played a moment
        # and left (ended UNATTENDED s later).
        for number in range(3):
            host = await self.connect(kind, loopback(55 + number))
            if host is None:
                continue
            host.send(text("create", setup=setup("red_dog", 5, 5, rounds=100), name=MARKUP[number]))
            welcome = await reply(host)
            kind.answers[f"own table (create): {describe(welcome)}"] += 1
            if welcome is None or welcome["type"] != "welcome":
                continue
            friends = []
            for seat, name in enumerate(MARKUP[1:5]):
                light = await self.connect(kind, loopback(address + 1 + 4 * number + seat))
                if light is None:
                    continue
                light.send(text("hello", table=welcome["table"], name=name))
                kind.answers[f"own table (hello): {describe(await reply(light))}"] += 1
                friends.append(light)
            host.send(text("start"))
            update = await first_update(host)
            if update is not None:
                kind.notes.append(
                    "names at its table as the server sends them: " + ", ".join(repr(name) for name in update["names"])
                )
            await asyncio.sleep(2)
            for light in (host, *friends):
                light.close()

    # (b) -------------------------------------------------------------------------------------

    async def bursts(self, begun: float, number: int) -> None:
        kind = self.kinds["b"]
        for offset in range(0, math.ceil(self.until - begun), 15):
            if not await self.at(offset, begun):
                return
            for _ in range(25):
                light = await self.connect(kind, loopback(number))
                if light is None:
                    continue
                light.send(text("create", setup=setup("red_dog", 3, 2), name="Burst"))
                kind.answers[describe(await reply(light))] += 1
                light.close()
                await ended(light, 3)

    # (c) -------------------------------------------------------------------------------------

    async def idle(self, begun: float, offset: float) -> None:
        kind = self.kinds["c"]
        if not await self.at(offset, begun):
            return

        async def one(address: int) -> None:
            light = await self.connect(kind, loopback(address))
            if light is None:
                return
            opened = time.monotonic()
            if await ended(light, HELLO_WITHIN + 8):
                said = [json.loads(light.queue.get_nowait())["message"] for _ in range(light.queue.qsize())]
                after = time.monotonic() - opened
                kind.answers[f"{close_of(light)} ({'; '.join(said) or 'nothing said'})"] += 1
                kind.notes.append(f"{after:.1f}")
            else:
                kind.answers["still open after the deadline (aborted)"] += 1
                assert light.transport is not None
                light.transport.abort()

        await asyncio.gather(*(one(address) for address in range(60, 90) for _ in range(20)))

    # (d) -------------------------------------------------------------------------------------

    async def endless(self, begun: float, offset: float) -> None:
        kind = self.kinds["d"]
        if not await self.at(offset, begun):
            return

        async def one(address: int) -> None:
            light = await self.connect(kind, loopback(address))
            if light is None:
                return
            tries = [
                ("a billion rounds", unchecked("red_dog", 4, rebuy=True, rounds=10**9)),
                ("501 rounds", unchecked("red_dog", 4, rounds=501)),
                ("Put to 10^12", unchecked("put", 2, target=10**12)),
                ("Put to 51", unchecked("put", 2, target=51)),
                ("10 players, rebuy, no limit", setup("red_dog", 10, 1, rebuy=True, rounds=0)),
            ]
            for title, asked in tries:
                light.send(text("create", setup=asked, name="Endless"))
                answered = await reply(light)
                if answered is not None and answered["type"] == "welcome":
                    rounds = answered["setup"]["settings"].get("rounds")
                    kind.answers[f"{title}: {describe(answered)}, rounds {rounds}"] += 1
                    light.send(text("start"))
                    started = await first_update(light)
                    kind.answers[f"{title}: started" if started else f"{title}: no update after start"] += 1
                else:
                    kind.answers[f"{title}: {describe(answered)}"] += 1
            light.close()  # left: the stand-in plays for the seat after WAIT, the table is ended after UNATTENDED

        await asyncio.gather(*(one(address) for address in range(100, 110)))

    # (e) -------------------------------------------------------------------------------------

    async def malformed(self, begun: float, offset: float) -> None:
        kind = self.kinds["e"]
        if not await self.at(offset, begun):
            return

        async def strikes(address: int) -> None:
            light = await self.connect(kind, loopback(address))
            if light is None:
                return
            bad = [
                lambda: light.protocol.send_binary(text("start").encode()),
                lambda: light.protocol.send_text(bet(0, True).encode()),
                lambda: light.protocol.send_text(bet(0, "1").encode()),
                lambda: light.protocol.send_text(json.dumps({"type": "start"}).encode()),
                lambda: light.protocol.send_text(f'{{"version": {VERSION}, "type": '.encode()),
                lambda: light.protocol.send_text(b"[" * 2000 + b"]" * 2000),
            ]
            for send in bad:
                if light.closed.done():
                    break
                send()
                light.flush()
                await asyncio.sleep(0.05)
            await ended(light, 5)
            errors = sum(json.loads(light.queue.get_nowait())["type"] == "error" for _ in range(light.queue.qsize()))
            kind.answers[f"6 malformed: {errors} errors, {close_of(light)}"] += 1
            assert light.transport is not None
            light.transport.abort()

        async def oversized(address: int, size: int, binary: bool) -> None:
            light = await self.connect(kind, loopback(address))
            if light is None:
                return
            if binary:
                light.protocol.send_binary(b"\0" * size)
            else:
                hello = f'{{"version": {VERSION}, "type": "hello", "name": "'.encode()
                light.protocol.send_text(hello + b"x" * size + b'"}')
            light.flush()
            await ended(light, 5)
            kind.answers[f"{size:,} bytes {'binary' if binary else 'text'}: {close_of(light)}"] += 1
            assert light.transport is not None
            light.transport.abort()

        async def flood(address: int) -> None:
            light = await self.connect(kind, loopback(address))
            if light is None:
                return
            for _ in range(100):
                if light.closed.done():
                    break
                light.send(text("start"))
            await ended(light, 5)
            said = Counter(json.loads(light.queue.get_nowait())["message"] for _ in range(light.queue.qsize()))
            kind.answers[f"flood of 100: {close_of(light)}; {sum(said.values())} errors"] += 1
            assert light.transport is not None
            light.transport.abort()

        jobs = [strikes(address) for address in range(120, 130)]
        jobs += [oversized(address, 5_000, False) for address in range(120, 123)]
        jobs += [oversized(123, 1_000_000, True)]
        jobs += [flood(address) for address in range(124, 130)]
        await asyncio.gather(*jobs)

    async def seated_bad_acts(self, begun: float, address: int) -> None:
        """A host at its own table sends decisions written wrong on its turn: an error each, 5 close it."""
        kind = self.kinds["e"]
        if not await self.at(8, begun):
            return
        light = await self.connect(kind, loopback(address))
        if light is None:
            return
        light.send(text("create", setup=setup("red_dog", 3, 1, rounds=5), name="Crooked"))
        welcome = await reply(light)
        if welcome is None or welcome["type"] != "welcome":
            kind.answers[f"seated: {describe(welcome)}"] += 1
            return
        seat = welcome["seat"]
        light.send(text("start"))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            update = await answer(light, 2)
            if update is not None and update["type"] == "update" and update["view"].get("legal"):
                break
        bad = [
            bet(seat, True),
            bet(seat, "1"),
            bet(seat, 1.0),
            json.dumps({"type": "act", "action": {"seat": seat, "do": "bet", "amount": 1}}),
            bet(seat + 1, 1),
            bet(seat, 10**30),
        ]
        for message in bad:
            if light.closed.done():
                break
            light.send(message)
            await asyncio.sleep(0.1)
        closed = await ended(light, 5)
        said = [json.loads(light.queue.get_nowait()) for _ in range(light.queue.qsize())]
        errors = [data["message"][:40] for data in said if data["type"] == "error"]
        kind.answers[
            f"seated, 4 malformed + 2 illegal decisions: {len(errors)} errors, "
            f"{close_of(light) if closed else 'left open'}"
        ] += 1
        kind.notes.append("a seated client's errors: " + "; ".join(errors))
        assert light.transport is not None
        light.transport.abort()

    # (f) -------------------------------------------------------------------------------------

    async def raw_tcp(self, begun: float, offset: float) -> None:
        kind = self.kinds["f"]
        if not await self.at(offset, begun):
            return

        async def one(address: int) -> None:
            kind.attempts += 1
            who = "from one address (100)" if address == 155 else "10 an address"
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection("127.0.0.1", self.port, local_addr=(loopback(address), 0)), 10
                )
            except Exception as error:
                kind.answers[f"{who}: {refusal(error)}"] += 1
                return
            self.raw.add(writer)
            opened = time.monotonic()
            try:
                data = await asyncio.wait_for(reader.read(1024), HELLO_WITHIN + 25)
                after = time.monotonic() - opened
                when = (
                    "at once (< 1 s)"
                    if after < 1
                    else "after 1 s"
                    if after < HELLO_WITHIN - 1
                    else "at the deadline"
                    if after < HELLO_WITHIN + 2
                    else "late (> 12 s)"
                )
                kind.answers[f"{who}: dropped by the server {when}" if not data else "the server sent something"] += 1
                kind.notes.append(f"{after:.1f}")
            except asyncio.TimeoutError:
                where = server_side(self.pid, self.port, writer.get_extra_info("sockname"))
                kind.answers[f"{who}: still open {HELLO_WITHIN + 25:g} s after, on the server's side {where}"] += 1
            except OSError as error:
                kind.answers[f"{who}: reset ({type(error).__name__})"] += 1
                kind.notes.append(f"{time.monotonic() - opened:.1f}")
            finally:
                writer.transport.abort()
                self.raw.discard(writer)

        addresses = [address for address in range(140, 155) for _ in range(10)] + [155] * 100
        await asyncio.gather(*(one(address) for address in addresses))

    # (g) -------------------------------------------------------------------------------------

    async def deaf_pings(self, begun: float, offset: float) -> None:
        kind = self.kinds["g"]
        if not await self.at(offset, begun):
            return

        async def one(address: int) -> None:
            light = await self.connect(kind, loopback(address))
            if light is None:
                return
            assert light.transport is not None
            light.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            light.transport.pause_reading()  # nothing more is read: the server's pongs pile up
            sent, started = 0, time.monotonic()
            while not light.closed.done() and sent < DEAF_MOST and time.monotonic() - started < 20:
                if light.transport.get_write_buffer_size() > 2**20:  # our own side backed up: the server reads slowly
                    await asyncio.sleep(0.01)
                    continue
                for _ in range(256):
                    light.protocol.send_ping(b"p" * 125)
                light.flush()
                sent += 256 * 131
                await asyncio.sleep(0)
            await asyncio.sleep(0.2)
            kind.answers[
                "cut by the server"
                if light.closed.done()
                else "no longer read by the server (held until its keepalive gives up)"
                if sent < DEAF_MOST
                else f"still read after {DEAF_MOST // 2**20} MB"
            ] += 1
            kind.notes.append(f"{sent / 2**20:.1f} MB of pings in {time.monotonic() - started:.1f} s")
            light.transport.abort()

        await asyncio.gather(*(one(address) for address in range(160, 164)))

    # (j) -------------------------------------------------------------------------------------

    async def reading_pings(self, begun: float, offset: float) -> None:
        kind = self.kinds["j"]
        if not await self.at(offset, begun):
            return

        async def one(address: int) -> None:
            stop = time.monotonic() + 10
            while time.monotonic() < stop and self.left() > 0:
                light = await self.connect(kind, loopback(address))
                if light is None:
                    await asyncio.sleep(0.05)
                    continue
                assert light.transport is not None
                sent = 0
                while not light.closed.done() and time.monotonic() < stop:
                    if light.transport.get_write_buffer_size() > 2**16:
                        await asyncio.sleep(0.001)
                        continue
                    for _ in range(256):
                        light.protocol.send_ping(b"")
                    light.flush()
                    sent += 256
                    await asyncio.sleep(0)
                kind.answers["cut by the server" if light.closed.done() else "still served after 10 s"] += 1
                kind.notes.append(f"{sent} pings")
                light.transport.abort()

        await asyncio.gather(*(one(address) for address in range(165, 169)))

    # (h) -------------------------------------------------------------------------------------

    async def finished_in_threes(self, begun: float) -> None:
        """One address finishes tables three at a time (create, start, end, close), so that a table's driver ends
        after the address's later tables have pushed it out of those kept (session 53: a KeyError at every finished
        table after it, any address's, and the finished tables kept without bound)."""
        kind = self.kinds["h"]
        if not await self.at(4, begun):
            return

        async def one(number: int) -> None:
            light = await self.connect(kind, "127.0.0.170")
            if light is None:  # the server full (the waves of (c) and (f)): tried again a little later
                await asyncio.sleep(2)
                return
            light.send(text("create", setup=setup("red_dog", 3, 1, rounds=3), name=f"Finisher {number}"))
            welcome = await reply(light)
            if welcome is None or welcome["type"] != "welcome":
                kind.answers[f"create: {describe(welcome)}"] += 1
                light.close()
                await asyncio.sleep(2)  # tries again a little later, as a script would (a flood is (b)'s and (e)'s)
                return
            light.send(text("start"))
            await first_update(light, 3)
            light.send(text("end"))
            over = False
            deadline = time.monotonic() + 3
            while not over and time.monotonic() < deadline:
                data = await answer(light, max(0.1, deadline - time.monotonic()))
                if data is None:
                    break
                over = data["type"] == "update" and data.get("outcome") is not None
            kind.answers["create, start, end: " + ("game over" if over else "NOT OVER")] += 1
            light.close()
            await ended(light, 3)

        number = 0
        while self.left() > 3:
            await asyncio.gather(*(one(number + k) for k in range(3)))
            number += 3

    # (i) -------------------------------------------------------------------------------------

    async def seat_taken_back(self, begun: float) -> None:
        """A co-player takes his seat back with its token and closes, over and over, for SEAT_LOOP s, while his host
        counts what reaches her (session 53: 190 take-backs a second, the host sent 381 updates a second)."""
        kind = self.kinds["i"]
        if not await self.at(6, begun):
            return
        opened = None
        while opened is None and self.left() > SEAT_LOOP:
            opened = await self.seat_twice(kind)  # None while the server is full (the waves of (c) and (f))
            if opened is None:
                await asyncio.sleep(2)
        if opened is None:
            return
        host, table, token = opened
        while not host.queue.empty():
            host.queue.get_nowait()
        received = 0

        def counted(raw: str) -> None:
            nonlocal received
            received += 1

        host.on_text = counted
        started = time.monotonic()
        while time.monotonic() - started < SEAT_LOOP and self.left() > 0:
            again = await self.connect(kind, "127.0.0.181")
            if again is None:
                await asyncio.sleep(0.2)
                continue
            again.send(text("hello", table=table, name="Restless", token=token))
            kind.answers[f"take back: {describe(await reply(again, 2))}"] += 1
            again.close()
        seconds = time.monotonic() - started
        bound = SEATINGS_PER_MINUTE + seconds * SEATINGS_PER_MINUTE / 60
        kind.notes.append(
            f"over {seconds:.0f} s: {kind.answers['take back: welcome']} seats taken back (the bound: "
            f"{SEATINGS_PER_MINUTE:g} at once, then {SEATINGS_PER_MINUTE:g} a minute: {bound:.0f}), {received} "
            f"messages to the host ({received / seconds:.1f} a second)"
        )
        host.close()

    async def seat_twice(self, kind: Kind) -> tuple[LightSocket, str, str] | None:
        """A table of two people opened from one address and its second seat taken from another, that connection
        closed: (the host's connection, the table's code, the second seat's token), or None when either failed."""
        host = await self.connect(kind, "127.0.0.180")
        if host is None:
            return None
        host.send(text("create", setup=setup("red_dog", 3, 2, rounds=100), name="Patient host"))
        welcome = await reply(host)
        opened = welcome is not None and welcome["type"] == "welcome"
        friend = await self.connect(kind, "127.0.0.181") if opened else None
        seated = None
        if friend is not None and welcome is not None:
            friend.send(text("hello", table=welcome["table"], name="Restless"))
            seated = await reply(friend)
            friend.close()
        if welcome is None or seated is None or seated["type"] != "welcome":
            kind.answers[f"the table: {describe(welcome)}; the friend's seat: {describe(seated)}"] += 1
            host.close()
            return None
        return host, welcome["table"], seated["token"]

    # newcomers ---------------------------------------------------------------------------------

    async def newcomers(self, begun: float) -> None:
        kind = self.kinds["n"]
        for number in range(math.ceil((self.until - begun) / 5)):
            if not await self.at(1 + 5 * number, begun):
                return
            asked = time.monotonic()
            light = await self.connect(kind, loopback(201 + number % 12))
            if light is None:
                continue
            light.send(text("create", setup=setup("red_dog", 3, 1), name="Newcomer"))
            answered = await reply(light)
            kind.answers[describe(answered)] += 1
            if answered is not None and answered["type"] == "welcome":
                kind.notes.append(f"{1000 * (time.monotonic() - asked):.0f}")
            light.close()


TCP_STATES = {
    "01": "established",
    "02": "syn-sent",
    "03": "syn-recv",
    "04": "fin-wait1",
    "05": "fin-wait2",
    "06": "time-wait",
    "07": "close",
    "08": "close-wait",
    "09": "last-ack",
    "0A": "listen",
    "0B": "closing",
}


def server_side(pid: int, port: int, client: tuple[str, int]) -> str:
    """Where the server's end of a connection from `client` is (/proc/net/tcp): held by the server process, waiting in
    its kernel (not accepted), or gone."""
    local = f"{int.from_bytes(socket.inet_aton('127.0.0.1'), 'little'):08X}:{port:04X}"
    remote = f"{int.from_bytes(socket.inet_aton(client[0]), 'little'):08X}:{client[1]:04X}"
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[1] == local and fields[2] == remote:
            state, inode = TCP_STATES.get(fields[3], fields[3]), fields[9]
            if inode == "0":
                return f"{state}, not accepted (no descriptor)"
            held = f"socket:[{inode}]" in socket_links(pid)
            return f"{state}, {'held by the server' if held else 'not accepted (in the accept queue)'}"
    return "gone"


def socket_links(pid: int) -> set[str]:
    links = set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            links.add(os.readlink(f"/proc/{pid}/fd/{fd}"))
        except OSError:  # closed meanwhile
            pass
    return links


def bet(seat, amount) -> str:
    return text("act", action={"seat": seat, "do": "bet", "amount": amount})


def describe(message: dict | None) -> str:
    if message is None:
        return "no answer"
    if message["type"] == "error":
        return f"error: {message['message']}"
    return message["type"] + (" (after a notice: the table waited, saving failed)" if message.get("paused") else "")


async def first_update(light: LightSocket, seconds: float = 5.0) -> dict | None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        data = await answer(light, max(0.1, deadline - time.monotonic()))
        if data is None:
            return None
        if data["type"] == "update" and data["started"]:
            return data
    return None


# -- the run ---------------------------------------------------------------------------------------


async def watch(pid: int, peak: dict, stop: asyncio.Event) -> None:
    """The peaks of the server's memory and descriptors, and its memory every TIMELINE s."""
    begun, timeline = time.monotonic(), peak.setdefault("timeline", [])
    while not stop.is_set():
        try:
            reading = read_server(pid)
        except OSError:
            return
        peak["rss"] = max(peak.get("rss", 0.0), reading.rss)
        peak["fds"] = max(peak.get("fds", 0), reading.fds)
        if reading.at - begun >= TIMELINE * len(timeline):
            timeline.append(reading.rss)
        try:
            await asyncio.wait_for(stop.wait(), SAMPLE)
        except asyncio.TimeoutError:
            pass


async def soak(args, pid: int, port: int, home: Path) -> dict:
    result: dict = {}
    started = time.monotonic()
    tables, address = [], 10
    for number, game in enumerate(HONEST_GAMES, 1):
        tables.append(await seat_honest(port, number, game, address, args))
        address += 3
    result["seating"] = time.monotonic() - started
    result["seated"] = read_server(pid)

    peak, stop = {}, asyncio.Event()
    watcher = asyncio.create_task(watch(pid, peak, stop))
    checker = asyncio.create_task(check_records(tables, home / "server", stop))
    begun = time.monotonic()
    attack = Attack(pid, port, tables, begun + args.seconds, args.kinds)
    attacking = asyncio.create_task(attack.run())
    for table in tables:
        for client in table.clients:
            client.play()
        table.clients[0].light.send(text("start"))
    clients = [client for table in tables for client in table.clients]
    await attacking
    result["attack_over"] = time.monotonic() - begun
    await asyncio.wait(
        [client.done for client in clients], timeout=max(1.0, begun + args.seconds + args.grace - time.monotonic())
    )
    result["honest_over"] = time.monotonic() - begun
    stop.set()
    await asyncio.gather(watcher, checker)
    result["end_of_play"] = read_server(pid)
    for client in clients:
        client.light.close()
    await asyncio.wait([client.light.closed for client in clients], timeout=10)
    for client in clients:
        client.light.transport.abort()
    result.update(tables=tables, kinds=attack.kinds, peak=peak, begun=begun)
    return result


def settle(pid: int, baseline: Reading, seconds: float) -> tuple[float, Reading, float]:
    """Wait (at most `seconds`) until the descriptors are back within AIM_FDS of the baseline and the CPU over the
    last 3 s is under AIM_CPU; (seconds waited, the reading, CPU % over the last 5 s)."""
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if descriptors_open(pid) <= baseline.fds + AIM_FDS and cpu_share(pid, 3) < AIM_CPU:
            break
        time.sleep(0.5)
    waited = time.monotonic() - started
    return waited, read_server(pid), cpu_share(pid, 5)


def linger(pid: int, records: Path, seconds: float) -> tuple[float, int, Reading, float]:
    """Wait (at most `seconds`) until the server keeps no table on disk: (seconds waited, records left, the reading,
    CPU % over the last 5 s)."""
    started = time.monotonic()
    while time.monotonic() - started < seconds and any(records.glob("*.jsonl")):
        time.sleep(1)
    return time.monotonic() - started, len(list(records.glob("*.jsonl"))), read_server(pid), cpu_share(pid, 5)


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="seconds of hostile clients")
    parser.add_argument("--settle", type=float, default=30.0, help="the most seconds left to the server to settle")
    parser.add_argument("--grace", type=float, default=90.0, help="seconds after SECONDS the honest games may take")
    parser.add_argument("--descriptors", type=int, default=400, help="the server's open-file limit (0: as it is)")
    parser.add_argument(
        "--rounds",
        type=int,
        default=80,
        help="rounds of each honest Red Dog game (Put and Take, with no decisions: 2 x ROUNDS)",
    )
    parser.add_argument("--target", type=int, default=50, help="points of each honest Put game (50: the server's most)")
    parser.add_argument(
        "--linger",
        type=float,
        default=0.0,
        help=f"then wait up to this many seconds for every table to go (a table left unstarted goes "
        f"{ABANDONED_AFTER:g} s after its creator; 0: don't wait)",
    )
    parser.add_argument("--kinds", default="abcdefghijn", help="the hostile kinds sent (letters a-j, n: newcomers)")
    parser.add_argument("--think", type=float, default=0.1, help="seconds an honest client takes to decide")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192) if hard != resource.RLIM_INFINITY else 8192, hard))

    with tempfile.TemporaryDirectory(prefix="parlour-hostile-soak-") as name:
        folder = Path(name)
        port = free_port()
        process = start_server(folder, port, args.descriptors)
        try:
            wait_listening(process, port, folder)
            time.sleep(1.0)
            baseline = read_server(process.pid)
            result = event_loop.run(soak(args, process.pid, port, folder / "home"))
            crashed = process.poll()
            waited, after, cpu_after = (
                (0.0, result["end_of_play"], float("nan"))
                if crashed is not None
                else settle(process.pid, baseline, args.settle)
            )
            records = folder / "home" / "server"
            left = sorted(path.name for path in records.glob("*.jsonl"))
            lingered = linger(process.pid, records, args.linger) if args.linger and crashed is None else None
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        output = (folder / "server.out").read_text(errors="replace").splitlines()
        errors = (folder / "server.err").read_text(errors="replace").splitlines()
    report(args, baseline, result, crashed, waited, after, cpu_after, left, output, errors, lingered)


def met(good: bool) -> str:
    return "met" if good else "MISSED"


def report(
    args,
    baseline: Reading,
    result: dict,
    crashed,
    waited: float,
    after: Reading,
    cpu_after: float,
    left: list[str],
    output: list[str],
    errors: list[str],
    lingered,
) -> None:
    tables: list[HonestTable] = result["tables"]
    clients = [client for table in tables for client in table.clients]
    print(
        f"Hostile soak: `parlour serve` on 127.0.0.1 (pace {PACE}, --wait {WAIT:g}, --unattended {UNATTENDED:g}, "
        f"ulimit -n {args.descriptors or 'unchanged'}), {args.seconds:g} s of hostile clients beside "
        f"{len(tables)} honest tables; {os.cpu_count()} cores, {event_loop.loop_name()}, load average "
        f"{os.getloadavg()[0]:.2f} at the end"
    )
    print(
        f"honest tables seated in {result['seating']:.1f} s; hostile clients stopped at "
        f"{result['attack_over']:.1f} s; honest games over at {result['honest_over']:.1f} s"
    )
    print()
    finished = sum(all(client.outcome is not None for client in table.clients) for table in tables)
    sent, acked = sum(client.sent for client in clients), sum(client.acked for client in clients)
    print(f"honest tables finished: {finished}/{len(tables)}  (aim: all)  {met(finished == len(tables))}")
    for table in tables:
        first = table.clients[0]
        histories = {tuple(client.history) for client in table.clients}
        outcome = first.outcome or {}
        over = f"over at {first.finished_at - result['begun']:.0f} s" if first.finished_at else "NOT OVER"
        print(
            f"  {table.game:<13} {table.code}: {over}"
            f" ({outcome.get('termination', '?')}), {first.changes} changes, "
            f"{'every client saw the same' if len(histories) == 1 else 'CLIENTS DIFFER'}; decisions "
            f"{sum(c.sent for c in table.clients)} sent / {sum(c.acked for c in table.clients)} acknowledged; "
            f"record read {table.record_checks} times, {len(table.record_misses)} short"
            + (f" ({table.record_misses[0]})" if table.record_misses else "")
            + ("; A CLIENT WAS DISCONNECTED" if any(client.lost for client in table.clients) else "")
        )
    misses = sum(len(table.record_misses) for table in tables)
    checks = sum(table.record_checks for table in tables)
    print(
        f"decisions kept: {acked} acknowledged of {sent} sent; the records held every acknowledged decision "
        f"at {checks - misses} of {checks} readings  (aim: all)  {met(acked == sent and not misses)}"
    )
    times = sorted(1000 * seconds for client in clients for seconds in client.ack_times)
    if times:
        print(
            f"honest decision -> its update: median {percentile(times, 0.5):.1f} ms, p95 "
            f"{percentile(times, 0.95):.1f} ms, p99 {percentile(times, 0.99):.1f} ms, slowest {times[-1]:.1f} ms"
        )
    told = Counter(message for client in clients for message in client.errors)
    notices = Counter(message for client in clients for message in client.notices)
    print(
        f"errors to honest clients: {sum(told.values())} {dict(told) if told else ''}; notices: "
        f"{sum(notices.values())} {dict(notices) if notices else ''}  (aim: none)  {met(not told and not notices)}"
    )
    print()
    print("hostile clients (attempts: answers):")
    for kind in result["kinds"].values():
        print(f"  {kind.title}: {kind.attempts} attempts  [expected: {kind.aim}]")
        for answer_text, count in kind.answers.most_common():
            print(f"      {count:>5} x {answer_text[:150]!s}")
        if kind.notes and kind.title.startswith(("(c)", "(f)")):
            seconds = sorted(float(note) for note in kind.notes)
            print(
                f"      closed after: median {percentile(seconds, 0.5):.1f} s, min {seconds[0]:.1f}, "
                f"max {seconds[-1]:.1f} s"
            )
        elif kind.notes and kind.title.startswith("newcomer"):
            print(f"      a table within (ms): {', '.join(kind.notes)}")
        elif kind.notes:
            for note in kind.notes[:3]:
                print(f"      {note}")
    print()
    failed = [line for line in output if "saving failed" in line]
    ended = [line for line in output if "ended, nobody" in line]
    print(
        f"the server said: {len(output)} lines; {len(ended)} tables ended unattended, {len(failed)} writes failed "
        f"(the table paused){': ' + failed[0][:160] if failed else ''}"
    )
    tracebacks = sum("Traceback" in line for line in errors)
    print(
        f"the server's stderr: {len(errors)} lines, {tracebacks} tracebacks"
        + (f"; the last: {errors[-1][:200]}" if errors else "")
    )
    if crashed is not None:
        print(f"THE SERVER EXITED during the run (code {crashed})")
    print()
    peak = result["peak"]
    seated, end = result["seated"], result["end_of_play"]
    print(
        f"server: baseline RSS {baseline.rss:.1f} MB, {baseline.fds} descriptors; honest tables seated "
        f"{seated.rss:.1f} MB, {seated.fds}; peak {peak.get('rss', 0):.1f} MB, {peak.get('fds', 0)} descriptors "
        f"(limit {args.descriptors or '-'}); at the end of play {end.rss:.1f} MB, {end.fds}"
    )
    print(
        f"server RSS every {TIMELINE:g} s from the start: "
        + ", ".join(f"{rss:.1f}" for rss in peak.get("timeline", []))
        + " MB"
    )
    print(
        f"server CPU during the run: {end.cpu - seated.cpu:.1f} s in {end.at - seated.at:.1f} s "
        f"({100 * (end.cpu - seated.cpu) / (end.at - seated.at):.0f}% of a core)"
    )
    print(
        f"after settling {waited:.1f} s: descriptors {after.fds} (baseline {baseline.fds} + {AIM_FDS})  "
        f"{met(after.fds <= baseline.fds + AIM_FDS)}"
    )
    print(f"  CPU over the last 5 s: {cpu_after:.2f}% of a core (aim < {AIM_CPU:g}%)  {met(cpu_after < AIM_CPU)}")
    print(
        f"  RSS {after.rss:.1f} MB: {after.rss - baseline.rss:+.1f} MB over the baseline (aim < {AIM_RSS_MB:g} MB)"
        f"  {met(after.rss - baseline.rss < AIM_RSS_MB)}"
    )
    timeline = peak.get("timeline", [])
    if len(timeline) >= 3:
        later = after.rss - timeline[1]
        print(
            f"  RSS from {TIMELINE:g} s into the run to the end: {later:+.1f} MB "
            f"(aim < {AIM_LEAK_MB:g} MB: no leak)  "
            f"{met(later < AIM_LEAK_MB)}"
        )
    print(
        f"  tables still kept on disk: {len(left)} (a table nobody started is given up {ABANDONED_AFTER:g} s "
        f"after its creator went, a started one nobody is at ended after {UNATTENDED:g} s)"
    )
    if lingered is not None:
        seconds, count, reading, cpu = lingered
        print(
            f"after lingering {seconds:.0f} s more: {count} tables on disk; descriptors {reading.fds}, RSS "
            f"{reading.rss:.1f} MB ({reading.rss - baseline.rss:+.1f} MB), CPU (last 5 s) {cpu:.2f}% of a core"
        )


if __name__ == "__main__":
    main()
