"""The table server: websockets connections in, each client's messages validated, tables run.

`TableServer` holds the tables (app/net/net_table.py) by code and serves them over
websockets (the `websockets` package), on 127.0.0.1 unless told otherwise, with TLS when
given a certificate. Every incoming message is checked before anything acts on it:

- larger than MAX_MESSAGE bytes: the websockets library closes the connection (1009);
- not a valid protocol message: an `error` naming the problem (never echoing the input);
  after MAX_STRIKES of them the connection is closed (1008);
- more than RATE messages a second on average (a burst of BURST allowed), or its address over its messages
  (all its connections together, app/net/limits.py), a message costing more the larger it is (`message_cost`):
  closed (1008);
- a message no honest client sends (a seat asked for again, a move before a seat): refused, and a strike as a
  malformed one is (`MISTAKES`);
- more than PINGS_RATE pings and pongs a second (a burst of PINGS_BURST): cut at once, and counted against its
  address as FLOODING connections opened;
- a decision out of turn or against the rules: an `error` naming the rule, nothing changes;
- one address (or all of them together) over its connections or tables, or taking seats too
  often, a connection silent past its deadline, a game longer than the server plays: refused or
  closed (app/net/limits.py).

Whatever one client does, the other tables and clients go on: each connection has its
own handler, and a table only changes through its session's legal moves. Every file the
server keeps goes through its one writer (app/saving/writer.py), off the event loop.
"""

from __future__ import annotations

import asyncio
import secrets
import ssl
import time
from collections import Counter
from collections.abc import Callable
from http import HTTPStatus
from pathlib import Path

from pydantic import ValidationError
from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import Opcode

from ...rules.rng import SEED_LIMIT
from ..saving.paths import data_dir
from ..saving.writer import Writer
from ..seating.session import TableSession
from ..seating.table_setup import TableSetup
from . import DEFAULT_PORT
from .limits import LimitReached, Limits, address_key, network_key, refuse_unserved
from .net_table import Client, NetTable, TableRefusal, send_quietly
from .protocol import MAX_MESSAGE, Act, Again, Create, End, Error, Hello, Leave, Next, Seen, Start, read_client_message
from .rate_limits import AddressRates, RateLimit
from .served_record import ServedRecord
from .server_refusals import MALFORMED, malformed_english, malformed_params
from .table_keeper import restore, seats_json

RATE = 20.0
"""Messages a second a client may send on average."""
BURST = 40
"""Messages a client may send at once."""
PINGS_RATE = RATE
"""Pings and pongs a second a client may send on average (a client keeping its connection alive sends one every
20 s or so). websockets answers each ping at once, and only messages were counted: a client streaming pings and
reading the pongs, no hello said, kept the server from everyone else for half a minute at a time. Messages need
no such count: websockets stops reading a client whose messages wait unread, and RATE closes it."""
PINGS_BURST = BURST
"""Pings and pongs a client may send at once."""
READ_AT_ONCE = MAX_MESSAGE
"""Bytes of what a client sent that are read (parsed into frames) at a time, its pings counted after each slice: a
flood is cut after a few hundred pings, not after all that came in one read (~40,000 in 256 KB)."""
FLOODING = 10
"""Connections of its address's CONNECTIONS_PER_MINUTE that a connection cut for flooding counts as."""
STOP_DRAIN = 5.0
"""Seconds a stopping server waits at most for its tables to stop, and for their queued writes (a disk that hangs
does not hold the stop)."""
MAX_STRIKES = 5
"""Malformed messages (and `MISTAKES`) before a client is disconnected."""
MISTAKES = frozenset({"server.seated_already", "server.hello_first"})
"""Refusals of messages no client that follows the protocol sends: each is a strike (a seated connection sending
full-size `create`s, refused after being read and checked in full, kept half a core busy for as long as it liked)."""
COST_BYTES = 1024
"""A message costs one token of its connection's and its address's rates, and one more for every COST_BYTES it
holds: reading and checking a 4 KB `create` of ten seats takes ~0.5 ms, a decision ~30 us."""
FOLDER = "server"
"""The server's records, in the data folder (apart from this machine's own saved games)."""


WRITER_LANES = 2
"""Threads the server's writer syncs tables' files on at once (app/saving/writer.py). A table's moves reach the
OS at once and wait for no sync (app/net/served_record.py): fewer lanes sync each file a little later, for more
moves at once. At 100 busy tables (bench/server_load.py) 2 lanes synced ~7 moves a sync against 1.4 with 8,
took 15% less CPU an action and answered sooner."""
BACKLOG = 512 * 1024
"""Bytes written to a client and not yet read by it that the server holds at most: past them the connection
is cut (an update is 1-2 KB, so this is hundreds of updates unread; a client that keeps up holds next to none).
Nothing the server sends ever waits for a client to read: a table sends while it holds its turn, and a client
that stopped reading would stop the table (and fill the server's memory, were its backlog not bounded)."""


def cut_if_behind(transport: asyncio.Transport, adding: int = 0) -> bool:
    """Whether nothing more goes to this client: its connection is closing, or cut now because its unread backlog
    with `adding` bytes more would pass BACKLOG."""
    if transport.is_closing():
        return True
    if transport.get_write_buffer_size() + adding > BACKLOG:
        transport.abort()
        return True
    return False


class Connection:
    """One client's websocket, as a table's `Client`."""

    def __init__(self, socket: ServerConnection) -> None:
        self.socket = socket
        self.address = address_key(socket.remote_address)

    async def send(self, text: str) -> None:
        """Write the message at once, without waiting (websockets' `broadcast`, which also costs a fraction of
        `send`); a client whose backlog would pass BACKLOG is cut instead (its seat waits for it to come back)."""
        if not cut_if_behind(self.socket.transport, len(text)):
            broadcast((self.socket,), text)

    async def close(self) -> None:
        """Start the closing handshake without waiting for it (a client that never answers it would hold the
        table that closes it: websockets gives up on it after its close timeout)."""
        self.closing = asyncio.get_running_loop().create_task(self.socket.close(1000, "seat taken elsewhere"))


class TableServer:
    """Tables by code, and the connections to them."""

    def __init__(
        self,
        *,
        pace: float = 0.5,
        wait: float = 60.0,
        folder: Path | None = None,
        keep_records: bool = True,
        limits: Limits = Limits(),
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """`clock`: the seconds the addresses' budgets refill by (a test's own holds still, so that a slow machine
        refills none between a test's messages)."""
        self.pace, self.wait, self.limits = pace, wait, limits
        self.folder = folder or data_dir() / FOLDER
        """Where the tables' records are kept (each table's record after every move)."""
        self.keep_records = keep_records
        self.writer = Writer("parlour-server-writer", lanes=WRITER_LANES)
        """Every file the server keeps is written by this one writer, each table's in order."""
        self.tables: dict[str, NetTable] = {}
        self.finished: dict[str, asyncio.TimerHandle] = {}
        """The finished tables kept for a person away at their end (`drop_if_done`), oldest first, each with the
        timer that lets it go."""
        self.seatings = AddressRates(limits.seatings_per_minute, clock)
        """Each address's seats taken lately (`create`, `hello`)."""
        self.messages = AddressRates(
            limits.messages_per_minute, clock, burst=max(1, int(limits.messages_per_minute / 30))
        )
        """Each address's messages lately, all its connections together (two seconds' worth at once)."""
        self.openings = AddressRates(limits.connections_per_minute, clock)
        """Each address's connections opened lately (a flooding one counts as FLOODING)."""
        self.tasks: set[asyncio.Task] = set()
        self.connections: Counter[str] = Counter()
        """Open TCP connections by address (app/net/limits.py `address_key`)."""
        self.networks: Counter[str] = Counter()
        """Open TCP connections by network (app/net/limits.py `network_key`)."""
        self.connection_cap = limits.connection_cap()
        """Connections at once (worked out again when serving starts)."""

    def open_table(self, setup: TableSetup, address: str | None = None) -> NetTable:
        """A new table with a fresh secret seed (no client ever chooses or learns it), opened by `address`."""
        if not setup.people:
            raise TableRefusal("server.needs_host_seat")
        limits = self.limits
        try:
            refuse_unserved(setup, limits)
        except LimitReached as refusal:
            raise TableRefusal(refusal.code, refusal.params) from None
        network = network_key(address) if address is not None else None
        if address is not None:  # an address's, then its network's, own table nobody is at makes room first
            mine, ours = (lambda table: table.creator == address), (lambda table: opened_from(table, network))
            self.room_among(mine, limits.tables_per_address, "server.address_tables")
            self.room_among(ours, limits.tables_per_network, "server.network_tables")
        # the last `reserve` tables are kept for a network that has none
        reserve = limits.reserve if network is not None and self.live(network=network) else 0
        full = self.live() >= limits.max_tables
        code, params = ("server.tables_full", {"n": limits.max_tables}) if full else ("server.tables_reserved", {})
        self.room_among(lambda table: True, limits.max_tables - reserve, code, params)
        record = ServedRecord(self.writer, self.folder) if self.keep_records else None
        table = NetTable(
            setup,
            secrets.randbelow(SEED_LIMIT),
            pace=self.pace,
            wait=self.wait,
            record=record,
            on_seats=self.seats_changed,
            limits=limits,
            creator=address,
            tell=self.tell,
        )
        table.session.start()
        self.add(table)
        return table

    def room_among(
        self, counted: Callable[[NetTable], bool], limit: int, code: str, params: dict[str, int] | None = None
    ) -> None:
        """Room for one more of the tables in play `counted` picks, `limit` at the most: at the limit, one of them
        nobody is at makes room (`make_room`); else TableRefusal `code` (`params`: the limit as `n`). (Seen: four
        addresses of a /24 opened tables, started them and hung up; the tables, counted against their network for
        half an hour, kept an honest host of that network from opening one: the one nobody has been at the longest
        now makes room for him.)"""
        count = sum(counted(table) for table in self.tables.values() if not done(table))
        if count < limit or (count == limit and self.make_room(counted)):
            return
        raise TableRefusal(code, {"n": limit} if params is None else params)

    def make_room(self, among: Callable[[NetTable], bool] = lambda table: True) -> bool:
        """Whether a table in play (of those `among` picks) made room for a new one: the one nobody has been at the
        longest, for `limits.crowded_after` seconds at least (tables started and left to play themselves held every
        place for half an hour: app/net/limits.py)."""
        empty = [(table.empty_for(), table) for table in self.tables.values() if not done(table) and among(table)]
        waiting = [(seconds, table) for seconds, table in empty if seconds is not None]
        if not waiting:
            return False
        seconds, table = max(waiting, key=lambda pair: pair[0])
        if seconds < self.limits.crowded_after:
            return False
        table.make_room()
        return True

    @staticmethod
    def seats_changed(table: NetTable) -> None:
        if table.record is not None:
            table.record.seats(seats_json(table))

    def restore(self) -> int:
        """Seat again every table kept on disk (a server killed and started again loses nothing)."""
        tables = restore(
            self.folder, self.restored, self.tell, lambda path, size: ServedRecord(self.writer, self.folder, path, size)
        )
        for table in tables:
            self.add(table)
        return len(tables)

    def restored(self, session: TableSession) -> NetTable:
        return NetTable(
            session.setup,
            session.seed,
            pace=self.pace,
            wait=self.wait,
            session=session,
            on_seats=self.seats_changed,
            limits=self.limits,
            tell=self.tell,
        )

    def tell(self, text: str) -> None:
        print(f"parlour: {text}", flush=True)

    def add(self, table: NetTable) -> None:
        self.tables[table.code] = table
        task = asyncio.get_running_loop().create_task(self.play(table))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def live(self, address: str | None = None, network: str | None = None) -> int:
        """The tables whose game goes on (started or not): all of them, or those `address` opened, or those opened
        from `network` (app/net/limits.py `network_key`)."""
        return sum(
            not done(table)
            and (address is None or table.creator == address)
            and (network is None or opened_from(table, network))
            for table in self.tables.values()
        )

    async def play(self, table: NetTable) -> None:
        """Run a table to its end (or until it is given up; its record and seats file went with it: its clients
        keep their last update)."""
        await table.run()
        self.drop_if_done(table)

    def drop_if_done(self, table: NetTable) -> None:
        """A table given up goes at once (nobody is in it); a finished one, once no client is in it (those still in
        hold its last update, the result), is kept `limits.keep_finished` seconds more for a person who was away
        at its end to take his seat back and read the result (its code otherwise "no such table"), at most
        `limits.tables_per_address` of its creator's at once (the oldest go first). Its record and seats file are
        gone already (app/net/served_record.py)."""
        if self.tables.get(table.code) is not table:
            return  # gone already (its driver, or a connection its seat was taken back from, ends after it went)
        if not done(table) or any(place.client is not None for place in table.seats.values()):
            return
        if table.given_up or self.limits.keep_finished <= 0:
            self.forget(table)
            return
        if table.code in self.finished:
            return  # kept already: its time counts from its first going
        loop = asyncio.get_running_loop()
        self.finished[table.code] = loop.call_later(self.limits.keep_finished, self.forget, table)
        kept = [code for code in self.finished if self.tables[code].creator == table.creator]
        for code in kept[: max(0, len(kept) - self.limits.tables_per_address)]:  # oldest first (insertion order)
            self.forget(self.tables[code])

    def forget(self, table: NetTable) -> None:
        """The table goes from the server (its code no longer found)."""
        timer = self.finished.pop(table.code, None)
        if timer is not None:
            timer.cancel()
        if self.tables.get(table.code) is table:
            del self.tables[table.code]

    # -- connections ---------------------------------------------------------------------------

    def counted(self, connection: ServerConnection, transport) -> None:
        """A TCP connection has come (before any HTTP): counted against its address and its network until it
        closes, and marked when it came over its address's limit, its network's or the server's (`admit` refuses it
        then: the first ones in keep their places); one far over them (2 x its address's or its network's, or past
        the descriptors the server can spare) is cut at once."""
        address = address_key(transport.get_extra_info("peername"))
        if not self.openings.take(address):
            transport.abort()  # before anything is read, held or counted
            return
        connection.address = address  # pyright: ignore[reportAttributeAccessIssue]
        network = network_key(address)
        self.connections[address] += 1
        self.networks[network] += 1
        connection.connection_lost_waiter.add_done_callback(lambda _done: self.closed(address, network))
        # Each table in play keeps its record open (a finished one kept has closed it): connections get the rest.
        open_records = len(self.tables) - len(self.finished)
        mine, total, cap = self.connections[address], self.connections.total(), self.connection_cap - open_records
        ours, limits = self.networks[network], self.limits
        per_address, per_network = limits.connections_per_address, limits.connections_per_network
        if mine > 2 * per_address or ours > 2 * per_network or total > cap:
            transport.abort()
        # `refusal` is this server's own attribute on the connection (read by `admit`).
        elif mine > per_address:
            connection.refusal = "Too many connections from this address.\n"  # pyright: ignore[reportAttributeAccessIssue]
        elif ours > per_network:
            connection.refusal = "Too many connections from this network.\n"  # pyright: ignore[reportAttributeAccessIssue]
        elif total > cap - min(per_address, cap // 8):  # short of the hard cap: a full server still says so
            connection.refusal = "The server is full: try again later.\n"  # pyright: ignore[reportAttributeAccessIssue]

    def flooded(self, address: str) -> None:
        """A connection of `address` was cut for sending pings or pongs faster than PINGS_RATE: it counts as FLOODING
        connections opened (its next ones are dropped as they come while the address is over its rate)."""
        self.openings.take(address, FLOODING)

    def admit(self, connection: ServerConnection, request):
        """Before a websocket opens: refused (HTTP 503) when it came over the connections of its address or of
        the server (`counted`)."""
        refusal = connection.refusal  # pyright: ignore[reportAttributeAccessIssue]
        return None if refusal is None else connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, refusal)

    def in_play(self) -> bool:
        """Whether a table here has a game going on or still to start (`done`: not over, not given up)."""
        return any(not done(table) for table in self.tables.values())

    def closed(self, address: str, network: str) -> None:
        for counter, key in ((self.connections, address), (self.networks, network)):
            counter[key] -= 1
            if counter[key] <= 0:
                del counter[key]

    async def handle(self, socket: ServerConnection) -> None:
        """One client, from its first message to its last; one that has taken no seat within the deadline is
        closed (the deadline counts from the connection's opening: messages refused meanwhile do not move it)."""
        client, table, strikes, limit = Connection(socket), None, 0, RateLimit(RATE, BURST)
        said_leave = False
        messages = aiter(socket)
        seated_by = asyncio.get_running_loop().time() + self.limits.hello_within
        try:
            while True:
                try:
                    if table is None:
                        async with asyncio.timeout_at(seated_by):  # not wait_for: see NetTable.next_move
                            raw = await anext(messages)
                    else:
                        raw = await anext(messages)
                except StopAsyncIteration:
                    break
                except TimeoutError:
                    await send_quietly(client, refusal_json(TableRefusal("server.no_hello")))
                    await socket.close(1008, "no hello")
                    break
                cost = message_cost(raw)
                if not limit.take(cost) or not self.messages.take(client.address, cost):
                    await send_quietly(client, refusal_json(TableRefusal("server.flooding")))
                    await socket.close(1008, "flooding")
                    break
                try:
                    message = read_client_message(raw)
                except ValidationError as error:
                    strikes += 1
                    await client.send(refusal_json(malformed(error)))
                    if strikes >= MAX_STRIKES:
                        await socket.close(1008, "malformed messages")
                        break
                    continue
                try:
                    table = await self.dispatch(client, table, message)
                except TableRefusal as refusal:
                    await client.send(refusal_json(refusal))
                    strikes += refusal.code in MISTAKES
                    if strikes >= MAX_STRIKES:
                        await socket.close(1008, "malformed messages")
                        break
                if isinstance(message, Leave):
                    said_leave = True
                    await socket.close(1000, "left")
                    break
        except ConnectionClosed:
            pass
        finally:
            if table is not None:
                await table.went(client, said_leave)
                self.drop_if_done(table)

    async def dispatch(self, client: Connection, table: NetTable | None, message) -> NetTable | None:
        """Act on one valid message; the client's table afterwards."""
        if isinstance(message, (Create, Hello)):
            if table is not None:
                raise TableRefusal("server.seated_already")
            if not self.seatings.take(client.address):
                raise TableRefusal("server.seating_too_often", {"n": max(1, int(self.limits.seatings_per_minute))})
            if isinstance(message, Create):
                table = self.open_table(message.setup, client.address)
                try:
                    await table.sit(client, message.name, None, host=True, summaries=message.summaries)
                except BaseException:
                    table.given_up = True  # the host never sat down: nothing was played, the driver lets it go
                    table.moved.set()
                    raise
            else:
                table = self.tables.get(message.table)
                if table is None:
                    raise TableRefusal("server.no_table")
                await table.sit(client, message.name, message.token, summaries=message.summaries)
                await self.tell_next_game(client, table)
            return table
        if table is None:
            raise TableRefusal("server.hello_first")
        if isinstance(message, Start):
            await table.start(client)
        elif isinstance(message, Act):
            await table.act(client, message.action)
        elif isinstance(message, Seen):
            await table.seen(client, message.rounds)
        elif isinstance(message, End):
            await table.end(client)
        elif isinstance(message, Again):
            await self.again(client, table)
        return table

    async def again(self, client: Connection, table: NetTable) -> None:
        """The host's next game at a finished table: a new table of the same setup (the same seats, names and
        settings; a fresh secret seed), each person here given the same seat there (`next`: the table and the seat's
        token). Asked again, the same next game is sent again."""
        if table.seat_of(client) != table.host_seat:
            raise TableRefusal("server.host_again")
        if not table.session.is_over():
            raise TableRefusal("server.not_over")
        if table.next_game is None:
            following = self.open_table(table.session.setup, client.address)
            table.next_game = (following.code, following.hold_seats_for(table))
        for place in table.seats.values():
            if place.client is not None:
                await self.tell_next_game(place.client, table)

    @staticmethod
    async def tell_next_game(client: Client, table: NetTable) -> None:
        """The next game dealt at this finished table, and the token of the client's seat there, if both are."""
        seat = table.seat_of(client)
        if table.next_game is not None and seat is not None and seat in table.next_game[1]:
            code, tokens = table.next_game
            await send_quietly(client, Next(table=code, token=tokens[seat]).model_dump_json())

    async def serve(
        self,
        host: str = "127.0.0.1",
        port: int = DEFAULT_PORT,
        certfile: str | None = None,
        keyfile: str | None = None,
        ready: asyncio.Future | None = None,
    ) -> None:
        """Serve until cancelled (`ready` gets the port once listening: 0 picks a free one)."""
        context = None
        if certfile:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(certfile, keyfile)
        if self.keep_records:
            self.restore()
        # No per-message deflate: an update is 1-2 KB, and compressing every one for every client cost the
        # server more than anything but building the updates (bench/README.md, "The table server under load").
        self.connection_cap = self.limits.connection_cap()
        try:
            async with serve(
                self.handle,
                host,
                port,
                max_size=MAX_MESSAGE,
                ssl=context,
                close_timeout=2,
                compression=None,
                process_request=self.admit,
                open_timeout=self.limits.hello_within,
                create_connection=counting_connection(self),
            ) as server:
                if ready is not None:
                    ready.set_result(server.sockets[0].getsockname()[1])
                await asyncio.Future()
        finally:
            await self.stop_tables()

    async def stop_tables(self) -> None:
        """A stopping server's tables stop too, and what they queued is written before it returns (seen: a host's
        app stopped, its tables played on in the process, and the next app serving the same folder there restored a
        record they then appended to: "cannot be restored: seat 1 must decide first")."""
        running = set(self.tasks)
        for task in running:
            task.cancel()
        if running:
            await asyncio.wait(running, timeout=STOP_DRAIN)
        self.writer.drain(STOP_DRAIN)


def counting_connection(server: TableServer) -> type[ServerConnection]:
    """websockets' connection, counted by `server` from the moment its TCP connection is made."""

    class CountedConnection(ServerConnection):
        refusal: str | None = None
        """Why `admit` refuses it (it came over a limit: `TableServer.counted`), or None."""
        address: str | None = None
        """Whom it counts against (`TableServer.counted`)."""

        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            self.pings = RateLimit(PINGS_RATE, PINGS_BURST)
            server.counted(self, transport)

        def data_received(self, data: bytes) -> None:
            # websockets answers each ping with a pong written at once, whether or not the client reads them: a
            # client streaming pings and reading nothing grew the server's memory without end (seen: 1.3 GB in
            # 30 s). Its backlog is bounded here, where what it sends is answered; and what it sends is read a
            # slice at a time, its pings and pongs counted as they come (`process_event`), so a flood is cut early.
            for start in range(0, len(data), READ_AT_ONCE):
                if self.transport.is_closing():
                    return
                super().data_received(data[start : start + READ_AT_ONCE])
                cut_if_behind(self.transport)

        def process_event(self, event) -> None:
            if self.transport.is_closing():
                return
            if getattr(event, "opcode", None) not in (Opcode.PING, Opcode.PONG) or self.pings.take():
                super().process_event(event)
                return
            self.transport.abort()  # flooding: gone at once (no close handshake to wait for)
            if self.address is not None:
                server.flooded(self.address)

    return CountedConnection


def message_cost(raw: str | bytes) -> int:
    """The tokens a message takes of its connection's and its address's rates: one, and one for every COST_BYTES."""
    return 1 + len(raw) // COST_BYTES


def opened_from(table: NetTable, network: str | None) -> bool:
    """Whether `table` was opened from an address of `network` (app/net/limits.py `network_key`)."""
    return table.creator is not None and network_key(table.creator) == network


def done(table: NetTable) -> bool:
    """Whether a table's game is over or was given up (it no longer counts toward the limits)."""
    return table.given_up or table.crowded_out or table.session.is_over()


def malformed(error: ValidationError) -> TableRefusal:
    """The refusal of a message that is not the protocol's, by the first thing wrong with it: Pydantic's error
    type, where and its figures (never the input itself); its English for clients that do not word the code."""
    problem = error.errors(include_input=False, include_url=False)[0]
    return TableRefusal(MALFORMED, malformed_params(problem), message=malformed_english(problem))


def refusal_json(refusal: TableRefusal) -> str:
    """A refusal as the Error sent: its English, rule, code and figures."""
    params = refusal.params if refusal.code is not None else None  # an engine's sentence: no code, no figures
    return Error(message=str(refusal), rule=refusal.rule, code=refusal.code, params=params).model_dump_json()
