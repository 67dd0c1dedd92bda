"""The table server under load: many tables of scripted clients playing as fast as they can.

    python bench/server_load.py [--tables 100] [--clients 4] [--seconds 30] [--rounds 10000] [--profile FILE]
                                [--standard-loop]

A `TableServer` (app/net/server.py) runs in a process of its own, listening on 127.0.0.1
only, at pace 0 (it answers and steps as fast as it can), keeping every table's record and seats
as `parlour serve` does (through its writer thread, off the event loop; `--no-records` keeps
none), with limits wide enough for one address to hold every table (app/net/limits.py). This
process opens TABLES Red Dog tables on it over real websockets, each with CLIENTS people's
seats and a client in every seat: the host sends `create`, the others `hello` with the
table's code, and once every table is seated all the hosts send `start`. From then on
every client, on an update that gives its seat a decision, sends an `act` at once (the
lowest bet, or a forfeit when it cannot bet), keeping within the server's rate limit.

An action's time is from its `act` sent until every client of the table has received
the update that follows it. After the start every update of a table goes to all of its
clients in the same order, one per change (automatic steps included), so the update that
follows an act is the next numbered change on every client (nothing moves at the table
while a person's decision is due). The run stops by itself after SECONDS of play or when
every game is over; then the connections are closed and the server process killed.

The clients' process stands for 400 terminals on other machines, yet shares this machine
with the server, and a client slow to read an update adds to the time measured: each client
is a `LightSocket` (bench/light_client.py, websockets' own Sans-I/O protocol without the
asyncio connection's reader task and queues), which still parses every message it gets.
Both processes run on the loop `parlour serve` runs on (app/net/event_loop.py: uvloop where
it is installed); `--standard-loop` runs both on asyncio's own.

Prints actions handled per second, the median/p95/p99 action time, the server's CPU time
(from /proc: also as a share of one core) and resident memory (before any table, once
seated, the peak while playing, at the end), and this process's own CPU time (the clients
share the machine with the server). Aim: p95 < 50 ms with 100 tables on this 2-core machine.
`--profile FILE` runs the server under cProfile and writes its statistics to FILE (read them
with `python -m pstats FILE`); the profiler slows the server, so its figures are not the bench's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from light_client import LightSocket  # noqa: E402

from parlour.app.net import event_loop  # noqa: E402
from parlour.app.net.limits import Limits  # noqa: E402
from parlour.app.net.protocol import VERSION  # noqa: E402
from parlour.app.net.server import BURST, RATE, TableServer  # noqa: E402
from parlour.app.seating.table_setup import TableSetup, default_seats  # noqa: E402

AIM_MS = 50.0
SETUP_SECONDS = 60.0
"""The most the tables may take to be seated (the run gives up after it)."""
CLOSE_SECONDS = 10.0
"""The most closing the connections may take."""
SAMPLE_SECONDS = 0.25
"""How often the server's resident memory is read while playing."""
TICK = os.sysconf("SC_CLK_TCK")


# -- the server, in its own process -----------------------------------------------------------


def serve_only(port_file: Path, profile: str | None = None, standard_loop: bool = False, records: bool = True) -> None:
    """Run the table server at pace 0 on 127.0.0.1 until SIGTERM; its port goes to `port_file` (and, with
    `profile`, its cProfile statistics to that file)."""

    async def run() -> None:
        loop = asyncio.get_running_loop()
        stop = loop.create_future()
        loop.add_signal_handler(signal.SIGTERM, stop.cancel)
        wide = Limits(
            max_tables=10_000,
            tables_per_address=10_000,
            reserve=0,
            connections=100_000,
            connections_per_address=100_000,
            hello_within=SETUP_SECONDS,
            seatings_per_minute=0,
            messages_per_minute=0,
            max_rounds=10**9,
        )
        server = TableServer(
            pace=0, wait=3600.0, folder=Path(os.environ["PARLOUR_HOME"]) / "server", keep_records=records, limits=wide
        )
        ready = loop.create_future()
        task = loop.create_task(server.serve(host="127.0.0.1", port=0, ready=ready))
        port = await ready
        port_file.with_suffix(".part").write_text(str(port))
        port_file.with_suffix(".part").rename(port_file)
        try:
            await stop
        except asyncio.CancelledError:
            pass
        task.cancel()
        for running in list(server.tasks):
            running.cancel()

    run_loop = asyncio.run if standard_loop else event_loop.run
    if profile is None:
        run_loop(run())
        return
    import cProfile

    profiler = cProfile.Profile()
    profiler.runcall(run_loop, run())
    profiler.dump_stats(profile)


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process so far (/proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def memory_mb(pid: int, key: str = "VmRSS") -> float:
    """A memory figure of a process in MB (/proc/PID/status: VmRSS now, VmHWM the peak)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) / 1024
    return math.nan


def start_server(
    folder: Path, profile: str | None = None, standard_loop: bool = False, records: bool = True
) -> tuple[subprocess.Popen, int]:
    """The server process and its port."""
    port_file = folder / "port"
    env = {**os.environ, "PARLOUR_HOME": str(folder / "home")}
    command = [sys.executable, str(Path(__file__).resolve()), "--serve-only", str(port_file)]
    if profile:
        command += ["--profile", str(Path(profile).resolve())]
    if standard_loop:
        command.append("--standard-loop")
    if not records:
        command.append("--no-records")
    process = subprocess.Popen(command, env=env, stderr=open(folder / "server.err", "wb"))
    deadline = time.monotonic() + 30
    while not port_file.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise SystemExit(f"the server did not start: {(folder / 'server.err').read_text()[-2000:]}")
        time.sleep(0.05)
    return process, int(port_file.read_text())


def stop_server(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(30)  # a profiled server writes its statistics first
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


# -- the clients -------------------------------------------------------------------------------


@dataclass
class Figures:
    """What every client adds to."""

    times: list[float] = field(default_factory=list)
    """Seconds from each act sent to the last of its table's clients holding the update after it."""
    acts: int = 0
    """Acts sent."""
    held: int = 0
    """Acts that waited for the client's own rate limit (the server's RATE and BURST)."""
    errors: list[str] = field(default_factory=list)
    messages: int = 0
    """Messages received once the games started."""
    stopping: bool = False
    """Set when time is up: no more acts."""


@dataclass
class Table:
    clients: int
    code: str = ""
    pending: dict[int, list] = field(default_factory=dict)
    """Change number -> [time its act was sent, clients yet to receive it]."""
    over: int = 0
    """Clients that have seen the game's end."""


class Bucket:
    """The server's token bucket (RATE a second, BURST at most), kept by the client so that it is never
    disconnected for flooding."""

    def __init__(self) -> None:
        self.tokens, self.last = float(BURST) - 2, time.monotonic()  # create/hello and start took theirs

    def wait(self) -> float:
        """Take a token now (0) or say how many seconds until one can be taken."""
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens >= 1.5:  # a margin: the server reads its clock a little later
            self.tokens -= 1
            return 0.0
        return (1.5 - self.tokens) / RATE


class Player:
    """One client: its socket, its table and how many changes it has seen. Every message is handled as it
    arrives (`receive`), an act sent at once when the update gives the seat a decision."""

    def __init__(self, socket: LightSocket, table: Table, figures: Figures) -> None:
        self.socket, self.table, self.figures = socket, table, figures
        self.changes = 0
        """Updates with a change received since the start (the same numbering on every client of the table)."""
        self.acted_at = -1
        self.bucket = Bucket()
        self.done = asyncio.get_running_loop().create_future()
        """Set when the game is over for this client or its connection has gone."""

    def play(self) -> None:
        """Handle what came during the seating, then every message as it arrives."""
        while not self.socket.queue.empty():
            self.receive(self.socket.queue.get_nowait())
        self.socket.on_text = self.receive
        self.socket.closed.add_done_callback(self.gone)

    def gone(self, _: asyncio.Future) -> None:
        if not self.done.done():
            if not self.figures.stopping:
                self.figures.errors.append("a connection closed during play")
            self.done.set_result(None)

    def receive(self, raw: str) -> None:
        now = time.perf_counter()
        figures, table = self.figures, self.table
        figures.messages += 1
        data = json.loads(raw)
        if data["type"] == "error":
            figures.errors.append(data["message"])
            table.pending.pop(self.acted_at + 1, None)
            return
        if data["type"] != "update" or self.done.done():
            return
        if data["change"] is not None:
            self.changes += 1
            slot = table.pending.get(self.changes)
            if slot is not None:
                slot[1] -= 1
                if slot[1] == 0:
                    figures.times.append(now - slot[0])
                    del table.pending[self.changes]
        if data["outcome"] is not None:
            table.over += 1
            self.done.set_result(None)
            return
        legal = data["view"]["legal"]
        if legal and data["started"] and not figures.stopping and self.acted_at != self.changes:
            self.act(legal)

    def act(self, legal: list[dict]) -> None:
        """Send the decision (the lowest bet, or a forfeit) now, or once the rate limit allows."""
        figures = self.figures
        if figures.stopping or self.done.done():
            return
        wait = self.bucket.wait()
        if wait:
            figures.held += 1
            asyncio.get_running_loop().call_later(wait, self.act, legal)
            return
        bet = next((choice for choice in legal if choice["do"] == "bet"), None)
        action = (
            {"seat": bet["seat"], "do": "bet", "amount": bet["low"]}
            if bet is not None
            else {"seat": legal[0]["seat"], "do": legal[0]["do"]}
        )
        self.acted_at = self.changes
        self.table.pending[self.changes + 1] = [time.perf_counter(), self.table.clients]
        figures.acts += 1
        self.socket.send(json.dumps({"version": VERSION, "type": "act", "action": action}))


async def welcome(socket: LightSocket) -> dict:
    """The welcome (anything before it is an error: the run stops)."""
    while True:
        data = json.loads(await socket.recv())
        if data["type"] == "welcome":
            return data
        if data["type"] == "error":
            raise SystemExit(f"refused at the table: {data['message']}")


async def seat_table(address: str, setup: dict, clients: int, figures: Figures) -> tuple[Table, list[Player]]:
    """One table opened by its host and every other seat taken."""
    table = Table(clients)
    host = await LightSocket.connect(address)
    host.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Host"}))
    table.code = (await welcome(host))["table"]

    async def friend(number: int) -> LightSocket:
        socket = await LightSocket.connect(address)
        socket.send(json.dumps({"version": VERSION, "type": "hello", "table": table.code, "name": f"Guest {number}"}))
        await welcome(socket)
        return socket

    others = await asyncio.gather(*(friend(number) for number in range(1, clients)))
    return table, [Player(socket, table, figures) for socket in (host, *others)]


async def watch_memory(pid: int, peak: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        peak[0] = max(peak[0], memory_mb(pid))
        try:
            await asyncio.wait_for(stop.wait(), SAMPLE_SECONDS)
        except asyncio.TimeoutError:
            pass


async def load(args: argparse.Namespace, pid: int, port: int) -> dict:
    """Seat the tables, play until time is up or every game is over, close; the figures."""
    address = f"ws://127.0.0.1:{port}"
    setup = TableSetup(
        game="red_dog", seats=default_seats(args.clients, args.clients), settings={"rounds": args.rounds}
    ).model_dump(mode="json")
    figures = Figures()
    result: dict = {"rss_idle": memory_mb(pid)}
    started = time.perf_counter()
    gate = asyncio.Semaphore(10)

    async def seated() -> tuple[Table, list[Player]]:
        async with gate:
            return await seat_table(address, setup, args.clients, figures)

    seated_tables = await asyncio.wait_for(asyncio.gather(*(seated() for _ in range(args.tables))), SETUP_SECONDS)
    players = [player for _, group in seated_tables for player in group]
    result["seating"] = time.perf_counter() - started
    result["rss_seated"] = memory_mb(pid)

    peak, stop = [result["rss_seated"]], asyncio.Event()
    watcher = asyncio.create_task(watch_memory(pid, peak, stop))
    cpu_before, own_before = cpu_seconds(pid), resource.getrusage(resource.RUSAGE_SELF)
    begun = time.perf_counter()
    for player in players:
        player.play()
    for table, group in seated_tables:
        group[0].socket.send(json.dumps({"version": VERSION, "type": "start"}))
    await asyncio.wait([player.done for player in players], timeout=args.seconds)
    ended = time.perf_counter()
    figures.stopping = True
    cpu_after, own_after = cpu_seconds(pid), resource.getrusage(resource.RUSAGE_SELF)
    result["rss_end"] = memory_mb(pid)
    stop.set()
    await watcher
    result["rss_peak"] = max(peak[0], result["rss_end"])
    result["rss_hwm"] = memory_mb(pid, "VmHWM")

    for player in players:
        player.socket.close()
    await asyncio.wait([player.socket.closed for player in players], timeout=CLOSE_SECONDS)

    wall = ended - begun
    result.update(
        wall=wall,
        figures=figures,
        games_over=sum(table.over == args.clients for table, _ in seated_tables),
        cpu=cpu_after - cpu_before,
        own_cpu=(own_after.ru_utime + own_after.ru_stime) - (own_before.ru_utime + own_before.ru_stime),
        unanswered=sum(len(table.pending) for table, _ in seated_tables),
    )
    return result


def percentile(ordered: list[float], share: float) -> float:
    """Nearest-rank percentile of a sorted list."""
    if not ordered:
        return math.nan
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100, help="tables played at once (the server runs 200 at most)")
    parser.add_argument("--clients", type=int, default=4, help="clients (people's seats) at each table, 2 to 10")
    parser.add_argument("--seconds", type=float, default=30.0, help="the most seconds of play")
    parser.add_argument("--rounds", type=int, default=10_000, help="rounds in each game (CH-5)")
    parser.add_argument("--profile", metavar="FILE", help="run the server under cProfile, its statistics to FILE")
    parser.add_argument("--standard-loop", action="store_true", help="run server and clients on asyncio's own loop")
    parser.add_argument("--no-records", action="store_true", help="the server keeps no records (as before 2026-12-02)")
    parser.add_argument("--serve-only", metavar="PORT_FILE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_only:
        serve_only(Path(args.serve_only), args.profile, args.standard_loop, not args.no_records)
        return

    with tempfile.TemporaryDirectory(prefix="parlour-server-load-") as folder:
        process, port = start_server(Path(folder), args.profile, args.standard_loop, not args.no_records)
        run_loop = asyncio.run if args.standard_loop else event_loop.run
        try:
            result = run_loop(load(args, process.pid, port))
        finally:
            stop_server(process)
        server_errors = (Path(folder) / "server.err").read_text(errors="replace").strip()

    figures: Figures = result["figures"]
    times = sorted(seconds * 1000 for seconds in figures.times)
    wall = result["wall"]
    p50, p95, p99 = (percentile(times, share) for share in (0.50, 0.95, 0.99))
    print(
        f"Table server under load: {args.tables} Red Dog tables x {args.clients} clients on 127.0.0.1, "
        f"server at pace 0 in its own process, {os.cpu_count()} cores, "
        f"{'asyncio' if args.standard_loop else event_loop.loop_name()} loops, "
        f"{'no records' if args.no_records else 'every move kept (writer threads)'}, load average "
        f"{os.getloadavg()[0]:.2f} at the end"
    )
    print(
        f"seated in {result['seating']:.1f} s; played {wall:.1f} s "
        f"({result['games_over']} of {args.tables} games over by then)"
    )
    print(
        f"actions handled: {len(times):,} ({len(times) / wall:,.0f} a second); {figures.acts:,} sent, "
        f"{result['unanswered']} unanswered at the stop, {figures.held:,} held back by the rate limit; "
        f"{figures.messages / wall:,.0f} messages a second received"
    )
    verdict = "met" if p95 < AIM_MS else "MISSED"
    print(
        f"action sent -> every client of the table holds the new view: median {p50:.1f} ms, p95 {p95:.1f} ms, "
        f"p99 {p99:.1f} ms, slowest {times[-1] if times else math.nan:.1f} ms  "
        f"(aim p95 < {AIM_MS:.0f} ms: {verdict})"
    )
    print(
        f"server CPU: {result['cpu']:.1f} s in {wall:.1f} s ({100 * result['cpu'] / wall:.0f}% of one core); "
        f"clients' process CPU: {result['own_cpu']:.1f} s ({100 * result['own_cpu'] / wall:.0f}%)"
    )
    print(
        f"server memory (RSS): {result['rss_idle']:.1f} MB before any table, {result['rss_seated']:.1f} MB seated, "
        f"peak {result['rss_peak']:.1f} MB playing (high-water mark {result['rss_hwm']:.1f} MB), "
        f"{result['rss_end']:.1f} MB at the stop"
    )
    if figures.errors:
        print(f"errors: {len(figures.errors)}, the first: {figures.errors[0]}")
    if server_errors:
        print(f"the server wrote to stderr: {server_errors.splitlines()[-1][:200]}")


if __name__ == "__main__":
    main()
