"""One table on the server: the only real state, its people's seats and the clients sitting in them.

The table runs its game through a `TableSession` (app/seating/session.py), which alone holds the
full state; clients get `Update`s built from their own seat's view and nothing else. The
people's seats are the setup's persons: the host takes the first at `create`, friends the
others at `hello` (by the table code), each with a secret token that alone takes the seat
back after a drop. A seat's token is kept only as its SHA-256. The driver (`run`) moves the
game on at the table's pace: automatic steps and computer players by themselves, a person's
decision when it arrives; a person whose client is away is waited for `wait` seconds, then a
computer player plays for the seat until the client is back. A table nobody has started yet
is given up once nobody has been at it for a while (app/net/limits.py: soon when nobody but its
creator ever joined; nothing was played, its record goes and the server drops it); a started one
with no person connected for long is ended, ranked as it stands (CH-5).

Every change goes one way: made in memory, kept (`kept`: app/net/served_record.py; the disk is waited for by
the server's writer, off the event loop), and only then sent to the clients; one change at a time (`turn`).
The one exception is a change the record reproduces by itself, an automatic step or a computer player's move
(their generators are in the state and the record; a stand-in for an away person is a decision, kept first):
it is sent at once and written with the next decision, or as soon as the table waits for a person (KEEP_IDLE),
so a run of them costs one write, and a restart that lost them makes them again, the same. No client ever sees
a change a restart could take back or alter (a restart after the server's death; a machine that loses its
power may lose the moves of its last disk round trip: app/net/served_record.py). When keeping fails the table
waits: its players are told, nothing more is played or accepted, and the write is tried again until it
succeeds, when the table goes on and its players are told so.

Nothing here knows of sockets: a client is anything with `async send(text)` (see server.py),
so the tests drive whole games through it directly.
"""

from __future__ import annotations

import asyncio
import hashlib
import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Mapping, Protocol

from pydantic import TypeAdapter

from ...rules.engine import Action
from ...rules.errors import IllegalAction
from ...rules.events import Event
from ...rules.fast import build
from ...rules.rng import Rng
from ..seating.session import TableSession
from ..seating.table_seat import Change
from ..seating.table_setup import DEFAULT_STRENGTH, SeatSetup, TableSetup
from ..words.clean_names import NAME_LIMIT, look_alike_key, too_long, visible
from .limits import Limits
from .missed_rounds import MissedRounds
from .protocol import ChangeNote, Missed, Notice, Update, Welcome
from .served_record import ServedRecord
from .server_refusals import DECIDED_FOR, GOING_ON, NAME_TAKEN, PAUSED, SEAT_ELSEWHERE, SILENT, STOOD_IN, english

CLOSED = "closed"
"""The token hash of a seat that nothing takes (its holder's hash was lost with a damaged seats file)."""
RETRY_FIRST, RETRY_MOST = 0.5, 10.0
"""Seconds before a failed write is tried again: the first time, and at the most (doubling between)."""
KEEP_IDLE = 0.05
"""Seconds a table waiting for a person lets automatic moves wait unwritten (the person's decision usually
comes first and writes them with it; a person who thinks longer finds them on disk)."""


class Client(Protocol):
    """Where a seat's messages go."""

    async def send(self, text: str) -> None: ...

    async def close(self) -> None:
        """Hang up (a connection whose seat its token took back elsewhere)."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class PersonSeat:
    """A people's seat: who holds it (its token's hash), and the client in it now."""

    name: str
    token: str | None = None
    """The SHA-256 of the seat's token (None: nobody has taken the seat yet)."""
    client: Client | None = None
    away_since: float | None = field(default_factory=time.monotonic)
    """When its client went (or since the table opened, before anybody took it); None while connected."""
    summaries: bool = False
    """Its client shows each round's summary and says when it has been read (`NetTable.reading` waits for it)."""
    stood_in: int = 0
    """Decisions a computer player made for the seat while no client was in it, not yet told to the next one."""
    waited_out: int = 0
    """Times in a row the table waited this connected person's whole time (`limits.decide_within`) for nothing: a
    decision a computer player then made for the seat, or a round's summary never closed. From
    `limits.silent_after` on the table no longer waits for the seat (`NetTable.silent`) until its client says
    something (a decision, `seen`, the seat taken again)."""


class TableRefusal(Exception):
    """A message the table refuses: it goes back to the client as an Error with its code, its figures (`params`)
    and the rule. The server's own refusals are coded in app/net/server_refusals.py (their English is written
    there); an engine's refusal keeps its code and its English (`of`)."""

    def __init__(
        self,
        code: str | None,
        params: Mapping[str, Any] | None = None,
        *,
        rule: str | None = None,
        message: str | None = None,
    ) -> None:
        self.code = code
        """The refusal's code (None: an engine's refusal still given as a sentence, its English in `message`)."""
        self.params: dict[str, Any] = dict(params or {})
        """The refusal's figures, by name (the client words the code with them)."""
        self.rule = rule
        super().__init__(english(code, self.params) if message is None and code is not None else message)

    @classmethod
    def of(cls, error: IllegalAction) -> "TableRefusal":
        """An engine's refusal as the table sends it: the English, the rule, the code and its figures."""
        return cls(error.code, error.params, rule=error.rule, message=str(error))


class NetTable:
    """A table's game and its people's seats."""

    def __init__(
        self,
        setup: TableSetup,
        seed: int,
        *,
        pace: float = 0.5,
        wait: float = 60.0,
        record: ServedRecord | None = None,
        session: TableSession | None = None,
        on_seats: Callable[["NetTable"], None] | None = None,
        limits: Limits = Limits(),
        creator: str | None = None,
        tell: Callable[[str], None] = lambda text: None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.clock = clock
        """Seconds, only ever compared with each other: when a seat went away, the table emptied, and now. Tests
        give a fake one (and set `moved` after advancing it) so the waits run in no real time."""
        self.sleep = sleep
        """How a failed write's wait before it is tried again is waited (`kept`; a test's own takes no real time)."""
        self.session = session or TableSession(setup, seed, records=record)
        self.record = self.session.records if isinstance(self.session.records, ServedRecord) else None
        """Where the table is kept (None: nowhere)."""
        self.on_seats = on_seats
        """Told when a seat is taken or the game starts (the server keeps the seats beside the record)."""
        self.limits = limits
        self.creator = creator
        """The address that opened the table (it counts toward that address's tables)."""
        self.tell = tell
        """The server's own output (a write that failed, a table ended unattended)."""
        self.code = self.session.table_id
        """The table's code (what the join line gives friends; it seats nobody at a taken seat)."""
        self.pace = pace
        """Seconds between automatic steps and computer players' moves."""
        self.wait = wait
        """Seconds a person's turn waits for an away client before a computer player plays for the seat."""
        self.seats: dict[int, PersonSeat] = {
            seat: PersonSeat(self.session.setup.names[seat], away_since=clock()) for seat in self.session.setup.people
        }
        self.first_names = {seat: place.name for seat, place in self.seats.items()}
        """The people's seats' names before anybody took them (a seat given up before the start has its own again)."""
        self.started = self.session.resumed
        """Whether the host has started the game (a table restored from its record goes on)."""
        self.missed = MissedRounds()
        """The rounds ended while a people's seat's client was away, kept to tell it when it is back (`tell_missed`)."""
        self.stand_in_rng = Rng(secrets.randbits(64))
        """The generator of the computer players standing in for away people (their moves are recorded)."""
        self.moved = asyncio.Event()
        """Set whenever a client joins, leaves, starts the game or decides, or a record's sync fails: the driver
        looks again."""
        if self.record is not None:
            self.record.on_trouble = self.moved.set
        self.host_seat: int = self.session.setup.people[0]
        self.opener_seat: int | None = self.host_seat
        """The table's opener's seat, its first host: the host starts the game. Before the start a host who said
        `leave` hands the table on at once to the next person here (`leave`), one whose connection dropped after
        `limits.host_hands_on_after` seconds away (`hand_on_left`: a friend who started the game in the host's
        moment away hosted the whole game, with the power to end it for everybody); the opener back before the
        start is the host again (`take_seat`). None once the opener gave her seat up (said `leave`)."""
        self.empty_since: float | None = self.clock()
        """Since when no client is at the table (None while one is)."""
        self.next_game: tuple[str, dict[int, str]] | None = None
        """The next game's table, once the host asked for it at this finished one (`again`): its code, and the
        tokens of the seats given to the people here then (sent to them; sent again at another `again`)."""
        self.given_up = False
        """The table was never started and everybody went: it is closed, its record gone."""
        self.crowded_out = False
        """Nobody was at it and the server, full, needs its place (`make_room`): it ends, or is given up."""
        self.turn = asyncio.Lock()
        """One change at a time: made, kept, sent (an automatic one sent, kept with the next)."""
        self.paused = False
        """A write failed: nothing is played or accepted until it succeeds."""
        self.rounds_seen: dict[int, int] = {}
        """Per people's seat, the rounds its person has seen to the end (their summaries closed, `seen`): the
        next round waits for the people here who have not (`reading`)."""
        self.round_over_since: tuple[int, float] | None = None
        """(rounds played, when the last of them ended): the next round waits `limits.decide_within` seconds at the
        most for the people reading its summary."""
        self.decision_since: tuple[Any, float] | None = None
        """(the state, when it came) of the person's decision the table waits for: a connected person who keeps
        silent holds the table `limits.decide_within` seconds at the most (`stand_in_due`)."""

    def catch_up(self) -> None:
        """A started table restored from its record makes at once the automatic moves its clients may have seen and the
        record did not hold yet (they come out the same): nobody finds it a step behind. They are written with
        the next keep. Never past a round's end: every round's end is kept before it is told (`run`), so its
        clients saw no more than the round after the record's last (a game whose rounds are all automatic, Put
        and Take, played its whole remaining game here at once, with nobody at the table); a round the catch-up
        ends is kept for every seat taken (`table_keeper.seat_again` has them all away), told when each is back."""
        session = self.session
        rounds = session.rounds_played
        while not session.is_over() and session.person_to_act() is None and session.rounds_played == rounds:
            change = session.step()
            if change is not None:  # a round it ends was told to nobody (`run` keeps a round's end before telling it)
                self.missed.round_over(change, self.public_log)

    def public_log(self) -> tuple[Event, ...]:
        """The round log everybody at the table may read."""
        return self.session.log(None)

    # -- clients -------------------------------------------------------------------------------

    async def sit(
        self, client: Client, name: str, token: str | None, host: bool = False, summaries: bool = False
    ) -> int:
        """Seat a client (`take_seat`), keep the seats, then welcome it and tell everybody; the seat. `summaries`:
        the client shows each round's summary, and the next round waits for it (`reading`)."""
        self.refuse_if_paused()
        async with self.turn:
            taken_from = self.token_seat(token)
            held_by = None if taken_from is None else self.seats[taken_from].client
            seat, token = self.take_seat(client, name, token, host)
            self.seats[seat].summaries = summaries
            if held_by is not None and held_by is not client:
                await self.send_away(held_by)
            await self.kept()
            await send_quietly(client, self.welcome(seat, token).model_dump_json())
            await self.broadcast()
            await self.tell_stood_in(seat)
            await self.tell_missed(seat)
        return seat

    async def send_away(self, client: Client) -> None:
        """The connection a seat was taken back from (the same person at another window, or a connection he
        lost that has not closed yet) is told so and hung up: it has nothing more to show, and a client that
        took the seat back in turn would take it from the window the person uses now (the client does not)."""
        notice = Notice(message=english(SEAT_ELSEWHERE, {}), code=SEAT_ELSEWHERE)
        await send_quietly(client, notice.model_dump_json())
        await client.close()

    async def tell_stood_in(self, seat: int) -> None:
        """Tell a person who sits down how many decisions a computer player made for the seat while it was empty
        (its log says them as his own). After the first update: a client takes its seat on the welcome and that
        update, and reads what comes after."""
        place = self.seats[seat]
        if place.stood_in and place.client is not None:
            await self.notify(STOOD_IN, only=place.client, n=place.stood_in)
            place.stood_in = 0

    async def tell_missed(self, seat: int) -> None:
        """Tell a person whose seat is taken back the rounds that ended while its client was away (and whether the
        game ended meanwhile): his machine counts them in his statistics (app/net/missed_rounds.py). After the
        first update, as `tell_stood_in`."""
        missed = self.missed.back(seat)
        if missed is not None:
            self.seats_changed()  # back: no longer away on disk either (`KeptSeat.away_from`)
        client = self.seats[seat].client
        over = self.session.is_over()  # the seat went while the game went on (`leave`): it ended since
        if missed is not None and client is not None and (missed or over):
            await send_quietly(client, Missed(rounds=missed, game_over=over).model_dump_json())

    async def went(self, client: Client, said_leave: bool = False) -> None:
        """A client went: keep the seats (a host before the start hands on), tell the others. A client that said
        `leave` before the start gives its seat up (`leave`)."""
        async with self.turn:
            if self.seat_of(client) is None:
                return  # its seat was taken back by another connection (its token): nothing changed at the table
            self.leave(client, said_leave)
            await self.commit()

    def take_seat(self, client: Client, name: str, token: str | None, host: bool = False) -> tuple[int, str]:
        """Seat a client: with a token, the seat it holds; else the first free people's seat (the host's
        own when `host`). Returns (seat, token); TableRefusal when no seat can be had (none on a table given up
        while the client waited for it: its driver has stopped, and nothing would ever move at it)."""
        if self.given_up:
            raise TableRefusal("server.no_table")
        self.refuse_if_paused()
        if token is not None:
            seat = self.token_seat(token)
            if seat is None:
                raise TableRefusal("server.token_no_seat")
            place = self.seats[seat]
        else:
            if self.session.is_over():  # (seen: "every seat for people at this table is taken", to a friend back)
                raise TableRefusal("server.game_over")
            free = [seat for seat, place in self.seats.items() if place.token is None]
            if host:
                free = [seat for seat in free if seat == self.host_seat]
            elif self.host_seat in free:
                free.remove(self.host_seat)  # the host's seat waits for the host
            if not free:
                raise TableRefusal("server.seats_taken")
            seat, place = free[0], self.seats[free[0]]
            if too_long(name):  # (seen: cut to 16 unmarked, "Cara and friends2" then refused as "Cara and friends1")
                raise TableRefusal("server.name_too_long", {"n": NAME_LIMIT})
            if not visible(name):
                raise TableRefusal("server.name_unseen")
            # The name as the seat keeps it, sent to the others as they draw it (no control character: seen raw in
            # every update); no two seats share one, or one that looks the same (a stranger's name)
            name = SeatSetup(name=name).name
            key = look_alike_key(name)
            names = self.session.setup.names
            if any(look_alike_key(other) == key for index, other in enumerate(names) if index != seat):
                raise TableRefusal(NAME_TAKEN)
            token = secrets.token_urlsafe(32)
            place.token, place.name = token_hash(token), name
            self.rename(seat, name)
            self.seats_changed()
        place.client, place.away_since, place.waited_out = client, None, 0
        self.empty_since = None
        # Joining, or back after a drop: the rounds before are not waited for (a person who had not closed a
        # round's summary before a drop would otherwise hold the table when the client shows none again).
        self.rounds_seen[seat] = max(self.rounds_seen.get(seat, 0), self.session.rounds_played)
        if not self.started and seat == self.opener_seat != self.host_seat:
            self.host_seat = seat  # before the start, the opener back is the host again (a friend's is `run`'s)
            self.seats_changed()
        self.moved.set()
        return seat, token

    def token_seat(self, token: str | None) -> int | None:
        """The people's seat `token` holds, if any."""
        if token is None:
            return None
        return next((seat for seat, place in self.seats.items() if place.token == token_hash(token)), None)

    def seats_changed(self) -> None:
        if self.on_seats is not None:
            self.on_seats(self)

    def rename(self, seat: int, name: str) -> None:
        """A person's seat takes the name its client joined with (`take_seat` has refused a name another seat
        has; a table restored from before that rule keeps its names as they were: `STORED`)."""
        names = list(self.session.setup.names)
        names[seat] = name
        self.session.setup = self.session.setup.reseated(name=names)

    def leave(self, client: Client, said_leave: bool = False) -> None:
        """A client went (closed, dropped or said `leave`): its seat waits for it. A host leaving before the
        start hands the table on to the next person here, who can start it. A person who said `leave` before the
        start gives the seat up, for another person to take (seen: a friend who left the lobby kept his seat
        "away", and the next friend was told every seat was taken, the host unable to free it)."""
        for seat, place in self.seats.items():
            if place.client is client:
                place.client, place.away_since = None, self.clock()
                if said_leave and not self.started:
                    place.token = None
                    if seat == self.opener_seat:
                        self.opener_seat = None  # whoever takes the seat now is a friend, not the table's opener
                    self.rename(seat, self.first_names[seat])
                    self.seats_changed()
                elif not self.session.is_over():
                    self.missed.went(seat)
                    self.seats_changed()  # away from this round on, after a restart too (`KeptSeat.away_from`)
        if not any(place.client is not None for place in self.seats.values()):
            self.empty_since = self.clock()
        if said_leave:
            self.hand_host_on()
        self.moved.set()

    def hand_on_left(self) -> float | None:
        """Before the start, seconds until the host's role passes to a person here (0: now; None: it does not,
        the host being here, or nobody else, or the game started): at once from a host who gave the seat up
        (said `leave`), else `limits.host_hands_on_after` seconds after the host's connection went."""
        host = self.seats[self.host_seat]
        if self.started or host.client is not None or all(place.client is None for place in self.seats.values()):
            return None
        if host.token is None or host.away_since is None:
            return 0.0
        return max(0.0, self.limits.host_hands_on_after - (self.clock() - host.away_since))

    def hand_host_on(self) -> None:
        """The next person here hosts the table, when its host is to hand on now (`hand_on_left`)."""
        if self.hand_on_left() == 0.0:
            self.host_seat = next(seat for seat, place in self.seats.items() if place.client is not None)
            self.seats_changed()

    def hold_seats_for(self, finished: "NetTable") -> dict[int, str]:
        """This new table's people's seats held for the people of `finished`, the game before it (those away at its
        end too: told when they come back to it), each in the seat and under the name it had there (the host's too):
        the tokens that take them, by seat."""
        tokens = {}
        for seat, place in finished.seats.items():
            if place.token not in (None, CLOSED) and seat in self.seats:
                tokens[seat] = secrets.token_urlsafe(32)
                self.seats[seat].token, self.seats[seat].name = token_hash(tokens[seat]), place.name
        self.host_seat = self.opener_seat = finished.host_seat
        self.seats_changed()
        return tokens

    def seat_of(self, client: Client) -> int | None:
        return next((seat for seat, place in self.seats.items() if place.client is client), None)

    def welcome(self, seat: int, token: str) -> Welcome:
        return Welcome(table=self.code, seat=seat, token=token, host=seat == self.host_seat, setup=self.session.setup)

    # -- the game ------------------------------------------------------------------------------

    async def start(self, client: Client) -> None:
        if self.seat_of(client) != self.host_seat:
            raise TableRefusal("server.host_starts")
        self.refuse_if_paused()
        async with self.turn:
            if self.started:
                return  # again: nothing changes, so nothing is written or sent (each time, it had been both)
            self.started = True
            self.seats_changed()
            self.moved.set()
            await self.commit()

    async def end(self, client: Client) -> Change:
        """The host ends the game for everybody, ranked as it stands (CH-5): every client gets the result, the
        record goes, and the driver stops. TableRefusal for anyone else, before the start, or once over."""
        if self.seat_of(client) != self.host_seat:
            raise TableRefusal("server.host_ends")
        if not self.started:
            raise TableRefusal("server.not_started")
        self.refuse_if_paused()
        async with self.turn:
            try:
                change = self.session.end(by=self.host_seat)
            except IllegalAction as error:
                raise TableRefusal.of(error) from None
            self.moved.set()
            await self.commit(change)
        return change

    async def act(self, client: Client, action: Action) -> Change:
        """A client's decision for its own seat, then everybody's update; TableRefusal naming the rule when
        it is not legal now (nothing changes)."""
        seat = self.seat_of(client)
        if seat is None:
            raise TableRefusal("server.hello_first")
        if not self.started:
            raise TableRefusal("server.not_started")
        if action.seat != seat:
            # the seats as people count them (the first is seat 1), as the setup and the rule books number them
            raise TableRefusal("server.wrong_seat", {"seat": seat + 1, "other": action.seat + 1})
        self.refuse_if_paused()
        async with self.turn:
            try:
                change = self.session.act(seat, action)
            except IllegalAction as error:
                raise TableRefusal.of(error) from None
            self.heard_from(seat)
            self.moved.set()
            await self.commit(change)
        return change

    async def seen(self, client: Client, rounds: int) -> None:
        """A client's person has seen the game to the end of round `rounds` (closed its summary); the others are
        told whom the next round still waits for."""
        seat = self.seat_of(client)
        if seat is None:
            raise TableRefusal("server.hello_first")
        async with self.turn:
            before = self.reading(), self.away()
            self.rounds_seen[seat] = max(self.rounds_seen.get(seat, 0), rounds)
            self.heard_from(seat)  # (a client says `seen` when its person closes the summary, not when it gives way)
            if (self.reading(), self.away()) != before:
                await self.broadcast()
        self.moved.set()

    def reading(self) -> tuple[int, ...]:
        """Between two rounds, the people here who have not seen the last one to its end yet (its summary open):
        the next round waits for them, as a dealer waits for the players at a table (a round of Put and Take
        has no decision, and its table ran rounds ahead of everybody's screen)."""
        session = self.session
        played = session.rounds_played
        if not self.started or played == 0 or session.is_over() or not session.engine.needs_round(session.state):
            return ()  # (no round is due once the game is over, ended at the table mid-way included)
        return tuple(
            seat
            for seat, place in self.seats.items()
            if place.client is not None
            and place.summaries
            and self.rounds_seen.get(seat, 0) < played
            and not self.silent(place)
        )

    def reading_left(self) -> float:
        """Seconds the next round still waits for the people reading the last one's summary (0: none, or they
        have had `limits.decide_within` seconds)."""
        if not self.reading():
            return 0.0
        played = self.session.rounds_played
        if self.round_over_since is None or self.round_over_since[0] != played:
            self.round_over_since = (played, self.clock())
        return max(0.0, self.limits.decide_within - (self.clock() - self.round_over_since[1]))

    def waiting_left(self) -> float | None:
        """Seconds the table still waits for a person: the readers of the last round's summary before the next
        round, or the person whose decision is due before a computer player makes it (`stand_in_due`); None
        while it waits for nobody (seen: a player who kept silent held every round ~4 minutes, the others told
        only "Waiting for Dora to decide")."""
        if not self.started or self.session.is_over():
            return None
        seat = self.session.person_to_act()  # as `run` waits
        if seat is None:
            reading = self.reading_left()
            return round(reading, 1) if reading > 0 else None
        return round(self.stand_in_due(seat), 1)

    def refuse_if_paused(self) -> None:
        if self.paused:
            raise TableRefusal(PAUSED)

    async def commit(self, change: Change | None = None) -> None:
        """Keep what changed, then tell every client (call it holding `turn`)."""
        await self.kept()
        await self.broadcast(change)

    async def kept(self) -> None:
        """Everything that waits is on disk: returns once it is. A write that fails pauses the table (its
        clients told), and is tried again, RETRY_FIRST seconds later and then less and less often, until it
        succeeds (the clients told the table goes on)."""
        if self.record is None:
            return
        delay = RETRY_FIRST
        while True:
            try:
                await self.record.keep()
            except OSError as error:
                if not self.paused:
                    self.paused = True
                    self.tell(f"table {self.code}: saving failed ({error}); it waits and tries again")
                    await self.notify(PAUSED)
                await self.sleep(delay)
                delay = min(delay * 2, RETRY_MOST)
                continue
            if self.paused:
                self.paused = False
                self.tell(f"table {self.code}: saving works again")
                await self.notify(GOING_ON)
            return

    async def notify(self, code: str, only: Client | None = None, **params: Any) -> None:
        """Tell every client something (a Notice with its code and figures, app/net/server_refusals.py), or `only`
        one."""
        message = Notice(message=english(code, params), code=code, params=params or None).model_dump_json()
        for place in self.seats.values():
            if place.client is not None and (only is None or place.client is only):
                await send_quietly(place.client, message)

    def shared_json(self, change: Change | None) -> tuple[str, str]:
        """What every seat's update holds beside its view (the scores, who is away, the last change, the result),
        as the JSON before and after the view. Worked out once a broadcast; the `Update` model itself writes it
        (its view left empty, then cut out), so every message keeps to the protocol."""
        session = self.session
        # The table's own values (validated where they came in): built without validating them again.
        note = (
            None
            if change is None
            else build(
                ChangeNote,
                round_ended=change.round_ended,
                game_over=change.game_over,
                before=change.before,
                after=change.after,
            )
        )
        shell = build(
            Update,
            started=self.started,
            host=self.host_seat,
            names=session.setup.names,
            view={},
            scores=session.scores(),
            away=self.away(),
            reading=self.reading(),
            waits=self.waiting_left(),
            change=note,
            outcome=session.outcome() if session.is_over() else None,
        ).model_dump_json()
        before, mark, after = shell.partition(VIEW_MARK)
        # Only `names` (strings, whose quotes are escaped) comes before the view, so the first mark is the view's.
        assert mark, shell
        return before + VIEW_KEY, after

    def update_texts(self, seats: list[int], shared: tuple[str, str]) -> list[str]:
        """Each seat's update as sent: the shared JSON around its own view, the view model straight to JSON
        (its fields at their defaults left out). A view's log is most of its JSON and often the very same
        tuple in every seat's view (nothing hidden in it): that log is written once a broadcast."""
        views = self.session.views(seats)  # all kept until the end: their ids stay theirs
        logs: dict[int, str] = {}
        texts = []
        for view in views:
            log = logs.get(id(view.log))
            if log is None:
                log = logs[id(view.log)] = LOG_JSON.dump_json(view.log, exclude_defaults=True).decode()
            rest = view.model_dump_json(exclude_defaults=True, exclude=LOG_FIELD)
            texts.append(f'{shared[0]}{rest[:-1]}{"," if len(rest) > 2 else ""}"log":{log}}}{shared[1]}')
        return texts

    def away(self) -> tuple[int, ...]:
        """The people's seats not waited for: no client in them, or a client that keeps silent (`silent`)."""
        return tuple(seat for seat, place in self.seats.items() if place.client is None or self.silent(place))

    def silent(self, place: PersonSeat) -> bool:
        """Whether a connected person has let the table wait out his whole time `limits.silent_after` times in a
        row (`PersonSeat.waited_out`): the table no longer waits for him, a computer player deciding for his seat
        at once, until his client says something (0: always waited for)."""
        after = self.limits.silent_after
        return bool(after) and place.client is not None and place.waited_out >= after

    async def waited_out_again(self, place: PersonSeat) -> None:
        """The table waited a connected person's whole time for nothing once more: told when it no longer waits."""
        if self.silent(place):
            return
        place.waited_out += 1
        if self.silent(place) and place.client is not None:
            await self.notify(SILENT, only=place.client)

    def heard_from(self, seat: int) -> None:
        """The seat's client said something (a decision, a summary read): it is waited for again."""
        self.seats[seat].waited_out = 0

    async def broadcast(self, change: Change | None = None) -> None:
        """Every connected client gets its own seat's update (what all seats share is built once). Every update is
        written before the first is sent: a send may wait, and the game may move on meanwhile."""
        if change is not None:
            self.missed.round_over(change, self.public_log)
        here = [(seat, place.client) for seat, place in self.seats.items() if place.client is not None]
        if not here:
            return
        texts = self.update_texts([seat for seat, _ in here], self.shared_json(change))
        for (_, client), text in zip(here, texts):
            await send_quietly(client, text)

    def stand_in_due(self, seat: int) -> float:
        """Seconds until a computer player may decide for this person's seat (0: now): `limits.decide_within`
        after its decision came (a player who holds the table by keeping silent gets this one decision made for
        him, and keeps his seat), or `wait` after its client went if that comes sooner (seen: a client that hung up
        just before its decision's time was up held the table a whole `wait` more, the others' clock jumping back
        up)."""
        state = self.session.state
        if self.decision_since is None or self.decision_since[0] is not state:
            self.decision_since = (state, self.clock())
        place = self.seats[seat]
        if self.silent(place):
            return 0.0
        left = max(0.0, self.limits.decide_within - (self.clock() - self.decision_since[1]))
        since = place.away_since
        return left if since is None else min(left, max(0.0, self.wait - (self.clock() - since)))

    async def run(self) -> None:
        """Move the game on until it is over: steps and computer players at the pace, people when they decide,
        an away person's turn by a computer player once it has waited long enough; give up a table never
        started that everybody left, and end one nobody has been at for long (app/net/limits.py)."""
        session = self.session
        while not session.is_over():
            if not self.started:
                left = 0.0 if self.given_up or self.crowded_out else self.unstarted_left()
                if left is None or left > 0:
                    hand_on = self.hand_on_left()
                    if hand_on == 0.0:
                        async with self.turn:
                            self.hand_host_on()
                            await self.commit()
                        continue
                    await self.next_move(min((due for due in (left, hand_on) if due is not None), default=None))
                    continue
                await self.give_up()
                return
            unattended = self.unattended_left()
            if self.crowded_out or (unattended is not None and unattended <= 0):
                await self.end_unattended()
                return
            if self.round_bound_reached():
                await self.end_bounded()
                return
            seat = session.person_to_act()
            if seat is None and (reading := self.reading_left()) > 0:
                await self.wait_for_people(reading, unattended)
                continue
            if seat is not None:
                due = self.stand_in_due(seat)
                if due > 0:
                    await self.wait_for_people(due, unattended)
                    continue
            await asyncio.sleep(self.pace)
            async with self.turn:
                if session.is_over() or session.person_to_act() != seat or (seat is None and self.reading_left()):
                    continue
                if seat is not None:
                    if self.stand_in_due(seat) != 0:
                        continue
                    place = self.seats[seat]
                    here = place.client
                    change = session.act(seat, self.stand_in(seat))
                    if here is not None:  # connected, and silent for too long: told so
                        await self.notify(DECIDED_FOR, only=here)
                        await self.waited_out_again(place)
                    else:  # told when somebody sits down there (`tell_stood_in`)
                        place.stood_in += 1
                else:
                    for reader in self.reading():  # the next round dealt without them: they had their whole time
                        await self.waited_out_again(self.seats[reader])
                    change = session.step()
                # `step` gives None while the record is not kept (ServedRecord: see the report of this change).
                if seat is None and not change.round_ended:  # pyright: ignore[reportOptionalMemberAccess]
                    await self.broadcast(change)  # reproducible from the record: kept with what follows
                else:  # a decision, or a round's (or the game's) end: kept before it is told (`catch_up`)
                    await self.commit(change)
        if self.record is not None and self.record.waiting:  # a game a restored table's catch-up ended
            async with self.turn:
                await self.kept()

    async def wait_for_people(self, seconds: float, unattended: float | None) -> None:
        """Wait for a client to do something, `seconds` at the most (less when the table would be ended unattended
        first), keeping the automatic moves not written yet meanwhile."""
        timeout = seconds if unattended is None else min(seconds, unattended)
        if self.record is not None and self.record.waiting:
            await self.keep_when_idle(timeout)
        else:
            await self.next_move(timeout)

    async def keep_when_idle(self, timeout: float | None) -> None:
        """The table waits for a person with automatic moves not yet written: keep them unless a client moves
        within KEEP_IDLE seconds (its decision then writes them with its own)."""
        if await self.next_move(KEEP_IDLE if timeout is None else min(KEEP_IDLE, timeout)):
            return
        async with self.turn:
            await self.kept()

    def unstarted_left(self) -> float | None:
        """Seconds until a table nobody started is given up (None while somebody is at it): soon when only its
        creator ever sat down, later when friends had joined (they may come back)."""
        if self.empty_since is None:
            return None
        taken = sum(place.token not in (None, CLOSED) for place in self.seats.values())
        keep = self.limits.keep_empty if taken > 1 else self.limits.abandoned_after
        return keep - (self.clock() - self.empty_since)

    def empty_for(self) -> float | None:
        """Seconds since the last client left the table (None while one is at it)."""
        return None if self.empty_since is None else self.clock() - self.empty_since

    def make_room(self) -> None:
        """The server is full and nobody is at this table: it ends as it stands (never started: given up) as soon
        as its driver looks (`run`), and no longer counts as a table in play."""
        self.crowded_out = True
        self.moved.set()

    def unattended_left(self) -> float | None:
        """Seconds until a started table with no person at it is ended (None while somebody is at it)."""
        if self.empty_since is None:
            return None
        return self.limits.unattended - (self.clock() - self.empty_since)

    async def end_unattended(self) -> None:
        """Nobody has been at the started table for UNATTENDED seconds: the game ends as it stands (CH-5), as
        when the host ends it; its files go."""
        async with self.turn:
            if self.session.is_over():
                return
            change = self.session.end()
            if self.crowded_out:
                self.tell(f"table {self.code}: ended to make room, nobody was at it for {self.empty_for() or 0:.0f} s")
            else:
                self.tell(f"table {self.code}: ended, nobody was at it for {self.limits.unattended:g} s")
            await self.commit(change)

    def round_bound_reached(self) -> bool:
        """A game set to no limit of rounds (0) has played the server's `limits.max_rounds`, and the next step
        would deal another."""
        session = self.session
        if getattr(session.state.settings, "rounds", None) != 0 or session.is_over():
            return False
        return session.rounds_played >= self.limits.max_rounds and session.engine.needs_round(session.state)

    async def end_bounded(self) -> None:
        """The server's bound of rounds reached: the game ends as it stands (CH-5), as when the host ends it, and
        everybody is told why."""
        async with self.turn:
            if self.session.is_over():
                return
            change = self.session.end()
            self.tell(f"table {self.code}: ended after {self.limits.max_rounds} rounds, this server's bound")
            await self.notify("server.max_rounds", limit=self.limits.max_rounds)
            await self.commit(change)

    async def give_up(self) -> None:
        """A table never started that everybody left: nothing was played, so nothing is kept (its record goes;
        nobody's chips change)."""
        async with self.turn:
            self.given_up = True
            self.session.records.remove()
            await self.kept()

    async def next_move(self, timeout: float | None = None) -> bool:
        """Wait until a client does something (True) or `timeout` seconds pass (False).

        `asyncio.timeout`, not `wait_for`: on Python 3.11 `wait_for` returns the result instead of raising when
        the task is cancelled just as the move comes, and the table's loop then waited on past the server's
        stop (seen: a stopped server's table still waiting for moves)."""
        self.moved.clear()
        try:
            async with asyncio.timeout(timeout):
                await self.moved.wait()
        except TimeoutError:
            return False
        return True

    def stand_in(self, seat: int) -> Action:
        """The sharp computer player's decision for an away person's seat (a game without strengths: its one)."""
        players = self.session.game.computer_players()
        choose = players.get(DEFAULT_STRENGTH) or next(iter(players.values()))
        return choose(self.session.view(seat), self.stand_in_rng)


LOG_JSON: TypeAdapter[tuple[Event, ...]] = TypeAdapter(tuple[Event, ...])
LOG_FIELD = {"log"}
"""Every game's view has its round log as `log` (rules/view.py `SeatView`)."""
VIEW_KEY = '"view":'
VIEW_MARK = VIEW_KEY + "{}"
"""An empty view in an update's JSON: where each seat's own view goes."""


async def send_quietly(client: Client, text: str) -> None:
    """Send, and let a client that has gone go (its seat's `leave` follows from the connection's end)."""
    try:
        await client.send(text)
    except Exception:  # a closed or broken connection: nothing to tell it
        pass
