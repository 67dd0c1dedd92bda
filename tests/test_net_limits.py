"""One hostile address, or network, cannot crowd the others out or keep the server busy for ever
(app/net/limits.py), tried over real websockets from several loopback addresses (127.0.N.1, each a network of its
own; 127.0.N.M, one network): tables and connections per address and per network, the reserve of the last tables,
the deadline for `hello`, tables given up or ended when nobody is at them, and served games of bounded length."""

from __future__ import annotations

import asyncio
import json
from typing import Any, cast

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from parlour.app.net.client import SeatRequest
from parlour.app.net.limits import Limits, address_key
from parlour.app.net.protocol import VERSION
from parlour.app.net.server import TableServer
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.rules.outcome import Termination
from tests.net_helpers import (
    FakeClock,
    ann_silent_at_her_first_bet,
    final_update,
    from_address,
    host_and_friend,
    loopback,
    message,
    red_dog_setup,
    send,
    serving,
    settled,
    until,
    waiting_for_a_person,
)


async def create(address: str, number: int, setup: dict | None = None, name: str = "Ann", host: int = 1):
    """Open a table from `loopback(NUMBER, HOST)`: (socket, the first answer: a welcome or an error)."""
    socket = await connect(address, **from_address(number, host))
    await socket.send(
        json.dumps({"version": VERSION, "type": "create", "setup": setup or red_dog_setup(), "name": name})
    )
    return socket, json.loads(await asyncio.wait_for(socket.recv(), 5))


async def test_a_burst_of_creates_from_one_address_takes_its_share_and_no_more():
    """210 rounds of connect, create, close from one address: it holds its TABLES_PER_ADDRESS tables at the
    most, and a person at another address opens a table at once."""
    limits = Limits(abandoned_after=30, connections_per_minute=0)  # connections opened are not what is tried here
    async with serving(pace=0.01, limits=limits) as (server, address):
        opened = 0
        for _ in range(210):
            socket, answer = await create(address, 2)
            opened += answer["type"] == "welcome"
            await socket.close()
        assert opened == 3 and server.live() == 3
        honest, answer = await create(address, 3, name="Boris")
        assert answer["type"] == "welcome", answer
        await honest.close()


async def test_many_addresses_of_one_network_hold_its_share_of_tables_and_connections_and_no_more():
    """Seen: 70 addresses of one /24 opened 3 tables each, never started them and stayed connected: every table was
    taken and each newcomer refused for as long as they stayed. One network's addresses open TABLES_PER_NETWORK
    tables and hold CONNECTIONS_PER_NETWORK connections at the most (an IPv4 /24); another network's stranger
    still opens a table, and connects."""
    limits = Limits(tables_per_network=4, connections_per_network=6, reserve=0)
    async with serving(pace=0.01, limits=limits) as (server, address):
        answers = []
        for host in range(2, 5):  # three addresses of one network, three tables each wanted
            for _ in range(3):
                socket = await connect(address, **from_address(9, host))
                create_message = {"version": VERSION, "type": "create", "setup": red_dog_setup(), "name": "Ann"}
                await socket.send(json.dumps(create_message))
                answers.append(json.loads(await asyncio.wait_for(socket.recv(), 5)))
                await socket.close()
        codes = [answer.get("code") for answer in answers]
        assert codes.count(None) == 4 and set(codes) == {None, "server.network_tables"}, codes
        assert answers[-1]["params"] == {"n": 4}
        assert server.live() == 4
        stranger, answer = await create(address, 10, name="Vera")
        assert answer["type"] == "welcome", "another network's stranger opens a table"
        idle = [await connect(address, **from_address(11, 2 + n % 3)) for n in range(6)]
        with pytest.raises(InvalidStatus) as refused:
            await connect(address, **from_address(11, 7))
        assert refused.value.response.status_code == 503
        assert b"network" in refused.value.response.body
        other = await connect(address, **from_address(12))
        for socket in (stranger, *idle, other):
            await socket.close()


async def test_the_last_tables_are_kept_for_addresses_that_have_none():
    async with serving(pace=0.01, limits=Limits(max_tables=4, reserve=2)) as (server, address):
        first, answer = await create(address, 2)
        second, answer = await create(address, 2)
        assert answer["type"] == "welcome"
        third, answer = await create(address, 2)
        assert answer["type"] == "error" and "kept for people who have none" in answer["message"]
        fourth, answer = await create(address, 4, name="Vera")
        assert answer["type"] == "welcome", "an address with no table still gets one of the last"
        fifth, answer = await create(address, 5, name="Gleb")
        assert answer["type"] == "welcome"
        sixth, answer = await create(address, 6, name="Dana")
        assert answer["type"] == "error" and "runs 4 tables already" in answer["message"]
        for socket in (first, second, third, fourth, fifth, sixth):
            await socket.close()


async def test_a_full_server_makes_room_with_the_table_nobody_has_been_at_the_longest():
    """Seen: 75 addresses opened 3 tables each, started them and hung up: every place was taken for half an hour
    (UNATTENDED) and nothing had to stay connected. Full, the server ends the table nobody has been at the longest
    (as it stands, CH-5; never started: given up) for a newcomer, once nobody has been at it CROWDED_AFTER seconds;
    a table with somebody at it, or left lately, keeps its place."""
    limits = Limits(max_tables=3, reserve=0, crowded_after=100, abandoned_after=1000, max_rounds=10**9)
    async with serving(pace=0.01, wait=0.01, limits=limits) as (server, address):
        started, answer = await create(address, 2, red_dog_setup(3, 1, rebuy=True))
        await started.send(json.dumps({"version": VERSION, "type": "start"}))
        await message(started, "update")
        never_started, unstarted = await create(address, 3)
        attended, _ = await create(address, 4)
        tables = [server.tables[welcome["table"]] for welcome in (answer, unstarted)]
        clocks = [FakeClock(), FakeClock()]
        for table, clock in zip(tables, clocks):
            table.clock = clock
        await started.close()
        await never_started.close()
        await until(None, lambda: all(table.empty_since is not None for table in tables))
        clocks[0].advance(150, tables[0])
        clocks[1].advance(50, tables[1])
        newcomer, welcome = await create(address, 5, name="Vera")
        assert welcome["type"] == "welcome", welcome
        await until(None, lambda: tables[0].session.is_over())
        assert cast(Termination, tables[0].session.outcome().termination).value == "ended", "ended as it stands"
        late, refused = await create(address, 6, name="Gleb")
        assert refused["type"] == "error" and refused["code"] == "server.tables_full", "50 s is not long enough"
        clocks[1].advance(60, tables[1])
        latest, welcome = await create(address, 7, name="Dana")
        assert welcome["type"] == "welcome", welcome
        await until(None, lambda: tables[1].code not in server.tables)  # never started: given up, its files gone
        assert server.live() == 3 and attended.state.name == "OPEN"
        for socket in (attended, newcomer, late, latest):
            await socket.close()


async def test_an_address_s_or_its_network_s_own_table_nobody_has_been_at_makes_room_for_its_next():
    """A play-test's attacker: four addresses of a /24 opened tables, started them and hung up; the tables counted
    against the network for half an hour (UNATTENDED), and an honest host of that network was refused all that
    while (a stranger who joined a host's lobby and dropped pinned her address's tables so for ten minutes). At an
    address's, or a network's, limit, its own table nobody has been at the longest, for CROWDED_AFTER seconds at
    least, makes room (ended as it stands, CH-5); a table somebody is at, or left lately, keeps its place."""
    limits = Limits(tables_per_address=2, tables_per_network=3, reserve=0, crowded_after=100, max_rounds=10**9)
    async with serving(pace=0.01, wait=0.01, limits=limits) as (server, address):
        left = []
        for _ in range(2):  # one address's two tables, started and left to play themselves
            socket, welcome = await create(address, 9, red_dog_setup(3, 1, rebuy=True), host=2)
            await socket.send(json.dumps({"version": VERSION, "type": "start"}))
            await message(socket, "update")
            left.append(server.tables[welcome["table"]])
            await socket.close()
        attended, _ = await create(address, 9, host=3)  # another address of the network, here
        clocks = [FakeClock(), FakeClock()]
        for table, clock in zip(left, clocks):
            table.clock = clock
        await until(None, lambda: all(table.empty_since is not None for table in left))
        clocks[0].advance(150, left[0])
        clocks[1].advance(50, left[1])
        again, welcome = await create(address, 9, host=2)  # the address at its limit: its oldest left makes room
        assert welcome["type"] == "welcome", welcome
        await until(None, lambda: left[0].session.is_over())
        assert cast(Termination, left[0].session.outcome().termination).value == "ended", "ended as it stands"
        neighbour, refused = await create(address, 9, name="Dora", host=4)  # the network at its limit
        assert refused["code"] == "server.network_tables" and refused["params"] == {"n": 3}, "50 s is not enough"
        clocks[1].advance(60, left[1])
        latest, welcome = await create(address, 9, name="Dora", host=4)
        assert welcome["type"] == "welcome", welcome
        await until(None, lambda: left[1].session.is_over())
        assert server.live() == 3 and attended.state.name == "OPEN"
        for socket in (attended, again, neighbour, latest):
            await socket.close()


async def test_connections_are_capped_per_address_and_a_silent_one_is_closed():
    limits = Limits(connections_per_address=4, hello_within=0.5)
    async with serving(pace=0.01, limits=limits) as (server, address):
        idle = [await connect(address, **from_address(2)) for _ in range(4)]
        with pytest.raises(InvalidStatus) as refused:
            await connect(address, **from_address(2))
        assert refused.value.response.status_code == 503
        other, answer = await create(address, 3)
        assert answer["type"] == "welcome", "another address connects and plays"
        for socket in idle:  # none said hello: each is told so and closed
            assert json.loads(await asyncio.wait_for(socket.recv(), 3))["message"] == "no hello in time: disconnected"
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(socket.recv(), 3)
        await until(None, lambda: server.connections[address_key((loopback(2), 1))] == 0)
        again = await connect(address, **from_address(2))  # room again at that address; silent, as it came after
        assert json.loads(await asyncio.wait_for(again.recv(), 3))["message"] == "no hello in time: disconnected"
        assert other.state.name == "OPEN", "a connection at a table has no deadline (its own passed before again's)"
        await other.close()


async def test_a_table_only_its_creator_sat_at_is_given_up_soon_after_it_went():
    async with serving(pace=0.01, limits=Limits(abandoned_after=0.3, keep_empty=30)) as (server, address):
        socket, welcome = await create(address, 2)
        table, clock = server.tables[welcome["table"]], FakeClock()
        table.clock = clock
        await socket.close()
        await until(None, lambda: table.empty_since is not None)
        clock.advance(0.4, table)
        await until(None, lambda: welcome["table"] not in server.tables)  # given up ABANDONED_AFTER after
        assert not list(server.folder.glob("*")), "and its files went with it"


async def test_a_started_table_nobody_is_at_is_ended_as_it_stands():
    """A table with rebuy (it could go on for ever) and only computer players and stand-ins after its people
    left: ended (CH-5) once nobody has been at it for UNATTENDED seconds; its files go, it no longer counts."""
    limits = Limits(unattended=0.6, max_rounds=10**9)  # the server's bound of rounds never ends it first
    async with serving(pace=0.001, wait=0.01, limits=limits) as (server, address):
        socket, welcome = await create(address, 2, red_dog_setup(4, 1, rebuy=True))
        await socket.send(json.dumps({"version": VERSION, "type": "start"}))
        await message(socket, "update")
        table, clock = server.tables[welcome["table"]], FakeClock()
        table.clock = clock
        await socket.close()
        await until(None, lambda: table.empty_since is not None)
        clock.advance(0.7, table)
        await until(None, lambda: welcome["table"] in server.finished)  # ended, kept for its result a while
        assert table.session.is_over() and cast(Termination, table.session.outcome().termination).value == "ended"
        assert table.session.outcome().ended_by is None, "nobody at the table ended it"
        assert server.live() == 0 and not list(server.folder.glob("*"))
        assert table.record is not None and table.record.handle is None, "its record's descriptor let go"


async def test_a_connected_person_who_keeps_silent_holds_the_table_decide_within_at_the_most():
    """Seen before: a friend who stayed connected and never decided held a Red Dog table for ever (a computer
    player stood in only for a client that had gone). Now, DECIDE_WITHIN after the decision came, a computer
    player makes that one decision for the seat; the person keeps the seat and alone is told why."""
    async with serving(pace=0.01, limits=Limits(decide_within=30)) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table, clock = server.tables[welcome["table"]], FakeClock()
        table.clock = clock
        await host.send(json.dumps({"version": VERSION, "type": "start"}))
        await until(None, lambda: table.session.person_to_act() is not None)
        silent, waiting = table.session.person_to_act(), table.session.state
        sockets = {welcome["seat"]: host, joined["seat"]: friend}
        other = next(seat for seat in sockets if seat != silent)
        # every update says how long the table will wait for him (the others count it down)
        update = await message(sockets[other], "update")
        while update["view"].get("to_act") != silent:
            update = await message(sockets[other], "update")
        assert 29 <= update["waits"] <= 30, update["waits"]
        await settled()
        clock.advance(29.5, table)
        await settled()
        assert table.session.state is waiting, "not before its time, half a second short of it either"
        clock.advance(1, table)
        await until(None, lambda: table.session.state is not waiting)
        notice = await message(sockets[silent], "notice")
        assert notice["code"] == "server.decided_for" and "made this decision for you" in notice["message"]
        assert silent not in table.away(), "the person keeps the seat"
        with pytest.raises(TimeoutError):  # the others see the move, not the notice
            await message(sockets[other], "notice", 0.3)
        for socket in (host, friend):
            await socket.close()


async def test_a_person_who_let_the_table_wait_out_his_time_twice_in_a_row_is_not_waited_for_until_he_answers():
    """A play-test's attacker: a seat connected and silent held every round of a Red Dog table ~4 minutes (its
    decision waited out, then its summary), round after round with no end; three such seats held it 4 x the wait a
    round. After SILENT_AFTER whole waits in a row for nothing (decisions a computer player then made, summaries
    never closed) the table no longer waits for him: he is counted away (the others told), a computer player
    deciding for his seat at once, until his client says something, when he is waited for again."""
    async with serving(pace=0.01, limits=Limits(decide_within=30, silent_after=2)) as (server, address):
        host = await connect(address, max_queue=None)  # updates left unread: nobody is cut for falling behind
        await send(host, type="create", setup=red_dog_setup(3, 2, rebuy=True), name="Ann", summaries=True)
        welcome = await message(host, "welcome")
        friend = await connect(address, max_queue=None)
        await send(friend, type="hello", table=welcome["table"], name="Boris")
        ann, boris = welcome["seat"], (await message(friend, "welcome"))["seat"]
        table, clock = server.tables[welcome["table"]], FakeClock()
        table.clock = clock
        await send(host, type="start")
        waits = 0
        while table.away() != tuple(sorted((ann, boris))):  # both silent: each decision (and Ann's summary) waited out
            assert waits < 8, (table.away(), {seat: place.waited_out for seat, place in table.seats.items()})
            await until(None, lambda: (table.waiting_left() or 0) > 0 or len(table.away()) == 2)
            if len(table.away()) < 2:
                clock.advance(31, table)
                waits += 1
                await settled()
        assert table.seats[ann].client is not None and table.seats[boris].client is not None, "both still here"
        played = table.session.rounds_played
        await until(None, lambda: table.session.rounds_played >= played + 3)  # no wait now: the clock holds still
        assert table.waiting_left() is None or table.waiting_left() == 0
        told = await message(friend, "update")
        while told["away"] != sorted((ann, boris)):
            told = await message(friend, "update")
        await send(friend, type="seen", rounds=table.session.rounds_played)  # Boris answers: waited for again
        await until(None, lambda: table.away() == (ann,))
        await until(None, lambda: table.session.person_to_act() == boris)
        await settled()
        state = table.session.state
        await settled()
        assert table.session.state is state and (table.waiting_left() or 0) > 29, "his decision waits for him"
        for socket in (host, friend):
            await socket.close()


async def test_a_person_who_hangs_up_just_before_his_decisions_time_is_up_holds_the_table_no_longer():
    """A play-test's attacker: his client hung up 1.5 s before `decide_within` was up, and the table waited a whole
    `wait` more for him as for any person away (the others' clock jumping from 0:02 back to 0:59), every decision.
    A computer player decides once the sooner of the two is up."""
    async with serving(pace=0.01, wait=60, limits=Limits(decide_within=30)) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table, clock = server.tables[welcome["table"]], FakeClock()
        table.clock = clock
        await host.send(json.dumps({"version": VERSION, "type": "start"}))
        await waiting_for_a_person(table)
        silent, waiting = cast(int, table.session.person_to_act()), table.session.state
        sockets = {welcome["seat"]: host, joined["seat"]: friend}
        clock.advance(28.5, table)
        await sockets.pop(silent).close()
        await until(None, lambda: silent in table.away())
        assert table.session.state is waiting and table.stand_in_due(silent) <= 1.5, table.stand_in_due(silent)
        assert (table.waiting_left() or 0) <= 1.5 and table.waiting_left() is not None
        clock.advance(2, table)
        await until(None, lambda: table.session.state is not waiting)  # decided for him, not 60 s later
        for socket in sockets.values():
            await socket.close()


async def test_a_served_game_is_bounded():
    async with serving(pace=0.01, limits=Limits(max_rounds=50, max_target=20)) as (server, address):
        socket, welcome = await create(address, 2, red_dog_setup(rounds=0, rebuy=True))
        assert welcome["setup"]["settings"]["rounds"] == 0, "no limit, as the host chose (never read as 50 rounds)"
        await socket.close()
        socket, refused = await create(address, 3, red_dog_setup(rounds=51))
        assert refused["type"] == "error" and refused["message"] == "a network table plays 50 rounds at the most"
        await socket.close()
        endless = TableSetup(game="put", seats=default_seats(2, 1), settings={"target": 10**12}).model_dump(mode="json")
        socket, refused = await create(address, 4, endless)
        assert refused["type"] == "error" and "target is 20 at the most" in refused["message"]
        await socket.close()


async def test_an_address_s_messages_are_counted_together_and_a_large_one_costs_more():
    """Seen: 16 connections from one address, each at its own rate of 20 messages a second, sent 320 full-size
    `create`s a second, each read and checked in full before it was refused: half a core, the honest tables' moves
    answered in 150-600 ms. An address's messages are now counted together (here 10 a second, 20 at once), a
    message of 3 KB as four: past them the connection that sent it is closed as flooding, another address served.
    The budgets' clock holds still (it once refilled a token on a slow machine between the messages here)."""
    limits = Limits(messages_per_minute=600, connections_per_minute=0, seatings_per_minute=0)
    async with serving(pace=0.01, limits=limits, clock=lambda: 0.0) as (server, address):
        host, _answer = await create(address, 2)
        friend = await connect(address, **from_address(2))
        await send(friend, type="hello", table=_answer["table"], name="Boris")
        await message(friend, "welcome")
        for _ in range(9):  # 1 + 1 + 9 + 9 = 20: the address's whole burst, no connection over its own
            await send(host, type="seen", rounds=0)
            await send(friend, type="seen", rounds=0)
        await send(friend, type="seen", rounds=0)
        with pytest.raises(ConnectionClosed) as closed:
            await message(friend, "never")
        assert closed.value.rcvd is not None
        assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (1008, "flooding")
        padded = json.dumps({"version": VERSION, "type": "seen", "rounds": 0}) + " " * 3950  # ~4 KB: four tokens
        large, _answer = await create(address, 4)  # one token of 20 (a `create` under 1 KB)
        for _ in range(5):  # 4 x 4 = 16 more: 3 left, the fifth over
            await large.send(padded)
        with pytest.raises(ConnectionClosed) as closed:
            await message(large, "never")
        assert closed.value.rcvd is not None and closed.value.rcvd.reason == "flooding", "a 4 KB message costs four"
        other, answer = await create(address, 3, name="Vera")
        assert answer["type"] == "welcome", "another address is served"
        await other.close()


async def test_a_seat_asked_for_again_or_a_move_before_a_seat_is_a_strike():
    """Seen: a seated connection sent full-size `create`s for 30 s, each refused as "seated already" after being
    read in full, and was never closed. Such a message (no client that follows the protocol sends one) is now a
    strike, as a malformed one is; the fifth closes the connection."""
    from parlour.app.net.server import MAX_STRIKES

    async with serving(pace=0.01) as (server, address):
        host, answer = await create(address, 2)
        for _ in range(MAX_STRIKES):
            await send(host, type="create", setup=red_dog_setup(), name="Ann")
        for _ in range(MAX_STRIKES - 1):
            assert (await message(host, "error"))["code"] == "server.seated_already"
        with pytest.raises(ConnectionClosed) as closed:
            await message(host, "never")
        assert closed.value.rcvd is not None and closed.value.rcvd.reason == "malformed messages"
        async with connect(address, **from_address(3)) as stranger:
            for _ in range(MAX_STRIKES):
                await send(stranger, type="seen", rounds=0)
            with pytest.raises(ConnectionClosed):
                for _ in range(MAX_STRIKES + 1):
                    assert (await message(stranger, "error"))["code"] == "server.hello_first"


def test_an_address_counts_as_its_host_and_ipv6_as_its_56_one_home_s_range():
    assert address_key(("203.0.113.5", 4000)) == "203.0.113.5"
    assert address_key(("2001:db8:1:2:aaaa::1", 4000, 0, 0)) == address_key(("2001:db8:1:2:bbbb::9", 1, 0, 0))
    one_home = address_key(("2001:db8:1:3::1", 4000, 0, 0))
    assert one_home == address_key(("2001:db8:1:2::1", 4000, 0, 0)), "one home's /56"
    assert address_key(("2001:db8:1:100::1", 4000, 0, 0)) != address_key(("2001:db8:1:2::1", 4000, 0, 0))
    assert address_key(("::ffff:203.0.113.5", 1, 0, 0)) == "203.0.113.5"


async def test_bare_tcp_connections_that_never_speak_http_are_capped_per_address_too():
    limits = Limits(connections_per_address=3, hello_within=0.5)
    async with serving(pace=0.01, limits=limits) as (server, address):
        port = int(address.rsplit(":", 1)[1])
        key = address_key((loopback(2), 1))
        sockets = [await asyncio.open_connection("127.0.0.1", port, local_addr=(loopback(2), 0)) for _ in range(12)]
        await asyncio.sleep(0.1)
        assert server.connections[key] <= 2 * limits.connections_per_address, "the rest were cut at once"
        other, answer = await create(address, 3)
        assert answer["type"] == "welcome"
        await until(None, lambda: server.connections[key] == 0, seconds=5)  # the silent ones closed at the deadline
        for _reader, writer in sockets:
            writer.close()
        await other.close()


class FakeTransport:
    """What `TableServer.counted` reads of a TCP connection: its peer, and whether it was cut."""

    def __init__(self, host: str) -> None:
        self.host, self.aborted = host, False

    def get_extra_info(self, name: str):
        return (self.host, 40000) if name == "peername" else None

    def abort(self) -> None:
        self.aborted = True


class FakeConnection:
    """A websocket connection as `counted` marks it: its refusal, and the future its closing sets."""

    refusal: str | None = None

    def __init__(self) -> None:
        self.connection_lost_waiter = asyncio.get_running_loop().create_future()


async def test_each_connection_counts_once_until_it_closes_and_an_address_gone_leaves_nothing_held(parlour_home):
    """The connections' accounting at its edges, without sockets: an address's own limit, then twice that cut at
    once; the server's, less a descriptor for each table's record (the last ones short of it told the server is
    full, past it cut); a closed connection frees exactly its place, and an address with none left holds nothing
    in the server (a stranger passing through from many addresses leaves no trace behind)."""
    server = TableServer(limits=Limits(connections_per_address=3))
    server.connection_cap = 18

    def come(host: str) -> tuple[FakeConnection, FakeTransport]:
        connection, transport = FakeConnection(), FakeTransport(host)
        server.counted(cast(Any, connection), transport)
        return connection, transport

    async def go(*connections: FakeConnection) -> None:
        for connection in connections:
            connection.connection_lost_waiter.set_result(None)
        await asyncio.sleep(0)

    stranger, too_many = "203.0.113.5", "Too many connections from this address.\n"
    tried = [come(stranger) for _ in range(7)]
    marks = [(connection.refusal, transport.aborted) for connection, transport in tried]
    assert marks == [(None, False)] * 3 + [(too_many, False)] * 3 + [(None, True)], "cut past twice its limit"
    await go(*(connection for connection, _ in tried[3:]))
    assert server.connections[stranger] == 3
    await go(tried[0][0])
    assert server.connections[stranger] == 2, "a closed connection frees its place, one"
    again, over_again = come(stranger), come(stranger)
    assert again[0].refusal is None and over_again[0].refusal == too_many, "room for one again, not two"
    await go(tried[1][0], tried[2][0], again[0], over_again[0])
    assert stranger not in server.connections, "gone from that address: nothing held for it"

    server.tables["0" * 16] = cast(Any, None)  # a table keeps its record open: a descriptor fewer for connections
    hosts = [come(f"198.51.100.{n}") for n in range(1, 20)]
    marks = [(connection.refusal, transport.aborted) for connection, transport in hosts]
    # 17 for connections (18, less the table's); the last min(3 an address, 17 // 8) of them told the server is full
    assert marks[:15] == [(None, False)] * 15
    assert marks[15:17] == [("The server is full: try again later.\n", False)] * 2, "short of the cap: told so"
    assert marks[17:] == [(None, True)] * 2, "past the cap: cut at once"
    await go(*(connection for connection, _ in hosts))
    assert not server.connections, "every address gone: nothing held for any"


async def test_connections_opened_all_at_once_from_one_address_let_its_limit_through():
    """Eight at once from one address with a limit of four: the first four in open, the others are refused."""
    async with serving(pace=0.01, limits=Limits(connections_per_address=4)) as (server, address):
        tries = await asyncio.gather(*(connect(address, **from_address(2)) for _ in range(8)), return_exceptions=True)
        opened = [socket for socket in tries if not isinstance(socket, BaseException)]
        refused = [answer for answer in tries if answer not in opened]
        assert len(opened) == 4 and all(isinstance(answer, InvalidStatus) for answer in refused)
        for socket in opened:
            await socket.close()


def test_parlour_serve_sets_every_limit_and_refuses_a_limit_it_does_not_know(capsys):
    from parlour.app.cli import build_parser, limits_from_args

    parser = build_parser()
    args = parser.parse_args(
        [
            "serve",
            "--tables-per-address",
            "5",
            "--limit",
            "hello_within=2.5",
            "--limit",
            "reserve=4",
            "--limit",
            "abandoned_after=30",
        ]
    )
    limits = limits_from_args(parser, args)
    assert (limits.tables_per_address, limits.hello_within, limits.reserve, limits.abandoned_after) == (5, 2.5, 4, 30)
    for wrong in ("bogus=3", "reserve=1.5", "hello_within=x", "max_tables=9", "reserve=-1"):
        with pytest.raises(SystemExit):
            limits_from_args(parser, parser.parse_args(["serve", "--limit", wrong]))
    assert "--limit" in capsys.readouterr().err


async def update_reading(socket, reading: list[int]) -> dict:
    """The next update that says the next round waits for `reading` (others may come first)."""
    while (data := await message(socket, "update"))["reading"] != reading:
        pass
    return data


async def test_the_next_round_waits_for_the_people_reading_the_last_ones_summary_decide_within_at_the_most():
    """Seen before: a network table of Put and Take (no decision in a round) dealt round after round at its own
    pace while its people read their summaries, and their screens fell rounds behind (the host ended a game at
    round 5 that a friend had seen to round 3). A client that shows summaries (Parlour's own) says so; the next
    round waits until each such person here says `seen`, `decide_within` seconds at the most; a client that does
    not show them is not waited for."""
    setup = TableSetup(game="put_and_take", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    async with serving(pace=0.001, limits=Limits(decide_within=30)) as (server, address):
        host = await connect(address, max_queue=None)  # the updates read or not, a close does not wait on them
        await send(host, type="create", setup=setup, name="Ann", summaries=True)
        welcome = await message(host, "welcome")
        friend = await connect(address, max_queue=None)
        await send(friend, type="hello", table=welcome["table"], name="Boris")  # no summaries: not waited for
        await message(friend, "welcome")
        table, clock = server.tables[welcome["table"]], FakeClock()
        table.clock = clock
        await send(host, type="start")
        await until(None, lambda: table.session.view(None).rounds_played == 1)
        await settled()
        assert table.reading() == (welcome["seat"],) and table.session.view(None).rounds_played == 1
        clock.advance(29, table)
        await settled()
        assert table.session.view(None).rounds_played == 1, "round 2 waits for Ann"
        await asyncio.wait_for(update_reading(host, [welcome["seat"]]), 5)  # told whom the next round waits for
        await send(host, type="seen", rounds=1)
        await asyncio.wait_for(update_reading(host, []), 5)
        await until(None, lambda: table.session.view(None).rounds_played == 2)  # read: the next round comes
        await settled()
        assert table.reading() == (welcome["seat"],), "and waits for her again"
        clock.advance(31, table)  # she never says so: the round comes anyway after decide_within
        while (update := await asyncio.wait_for(message(host, "update"), 5))["view"].get("rounds_played") != 3:
            if update["view"]["phase"] in ("put", "take"):  # while the round is played, nobody is waited for
                assert update["reading"] == [], update["view"]["phase"]
        assert update["reading"] == [welcome["seat"]], "round 3 played to its end; round 4 waits for her"
        for socket in (host, friend):
            await socket.close()


async def both_reading_the_first_summary(server, address: str):
    """Ann opens Put and Take of three, two people's seats, both showing summaries; Boris joins; the first round
    played, the next waits for both to read its summary: (host, friend, his welcome, the table)."""
    setup = TableSetup(game="put_and_take", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    host = await connect(address, max_queue=None)
    await send(host, type="create", setup=setup, name="Ann", summaries=True)
    welcome = await message(host, "welcome")
    friend = await connect(address, max_queue=None)
    await send(friend, type="hello", table=welcome["table"], name="Boris", summaries=True)
    joined = await message(friend, "welcome")
    table = server.tables[welcome["table"]]
    table.clock = FakeClock()
    await send(host, type="start")
    await until(None, lambda: table.reading() == tuple(sorted((welcome["seat"], joined["seat"]))))
    return host, friend, joined, table


async def test_a_person_who_has_read_the_summary_tells_the_table_whom_the_next_round_still_waits_for():
    """Two people who show summaries: once one has read the last round's, both are told at once that the next
    round waits only for the other (it is not dealt yet)."""
    async with serving(pace=0.001, limits=Limits(decide_within=30)) as (server, address):
        host, friend, joined, table = await both_reading_the_first_summary(server, address)
        await send(host, type="seen", rounds=1)
        for socket in (host, friend):
            told = await asyncio.wait_for(update_reading(socket, [joined["seat"]]), 5)
            assert told["view"]["rounds_played"] == 1, "told before the next round, which waits for Boris"
        for socket in (host, friend):
            await socket.close()


async def test_nobody_is_waited_for_once_the_game_is_over():
    """A person who shows summaries and has not closed the last round's: the game over, no round is to come, and
    the last update waits for nobody."""
    setup = TableSetup(game="put_and_take", seats=default_seats(3, 1), settings={"rounds": 1}).model_dump(mode="json")
    async with serving(pace=0.001) as (server, address):
        host = await connect(address, max_queue=None)
        await send(host, type="create", setup=setup, name="Ann", summaries=True)
        welcome = await message(host, "welcome")
        table = server.tables[welcome["table"]]
        await send(host, type="start")
        while not (update := await asyncio.wait_for(message(host, "update"), 5))["change"] or not update["outcome"]:
            pass
        assert update["change"]["game_over"] and update["reading"] == [] and table.reading() == ()
        await host.close()


async def test_nobody_is_waited_for_once_the_host_has_ended_the_game_between_rounds():
    """Seen: the host ended the game while Boris still read the round's summary; over the final standings his table
    said "Waiting for Boris to read the round's summary": no round is to come (CH-5)."""
    async with serving(pace=0.001, limits=Limits(decide_within=30)) as (server, address):
        host, friend, joined, table = await both_reading_the_first_summary(server, address)
        await send(host, type="end")
        for socket in (host, friend):
            result = await asyncio.wait_for(final_update(socket), 5)
            assert result["outcome"]["termination"] == "ended" and result["reading"] == []
        assert table.reading() == ()
        for socket in (host, friend):
            await socket.close()


async def test_a_game_with_no_limit_of_rounds_is_ended_at_the_servers_bound_and_everybody_is_told():
    """Seen: a network table set to no limit said "round 1 of 500" (the server's bound written into the settings,
    as if the host had chosen it). The setting stays "no limit"; the table ends the game after the bound, ranked
    as it stands (CH-5), and says why."""
    setup = TableSetup(game="put_and_take", seats=default_seats(3, 1), settings={"rounds": 0}).model_dump(mode="json")
    async with serving(pace=0.001, limits=Limits(max_rounds=2)) as (server, address):
        host = await connect(address, max_queue=None)
        await send(host, type="create", setup=setup, name="Ann")
        welcome = await message(host, "welcome")
        table = server.tables[welcome["table"]]
        await send(host, type="start")
        notice = await message(host, "notice")
        assert notice["code"] == "server.max_rounds" and notice["params"] == {"limit": 2}
        assert notice["message"] == "a network table plays 2 rounds at the most"
        await until(None, table.session.is_over)
        outcome = table.session.outcome()
        assert table.session.view(None).rounds_played == 2
        assert outcome.termination is not None and outcome.termination.value == "ended"
        assert outcome.ended_by is None, "the server ended it, not the host"
        await host.close()


async def test_a_decision_made_for_a_silent_person_is_said_in_their_log_after_it():
    """Seen: after the wait, a computer player bet 6 for Boris, and his log read "You bet 6" as if he had; a
    passing notice alone said otherwise. The line after the decision in the log says who made it."""
    async with serving(pace=0.01) as (server, address):
        # her bet has come and the table counts her silence from then: past decide_within, in no real time
        socket, session, listener, welcome = await ann_silent_at_her_first_bet(server, address)
        notes: list[str] = []
        decided = None
        for _ in range(200):
            change = session.step()
            notes += session.notes()
            if notes:
                decided = session.view(welcome.seat).log[-1]
                break
            if change is None:
                await asyncio.sleep(0.05)
        assert notes == ["(a computer player made this decision for you)"]
        assert decided is not None and decided.seat == welcome.seat, "said after the seat's own decision"
        listener.cancel()
        await socket.close()


async def test_a_decision_made_for_a_person_is_said_after_that_decision_however_far_behind_the_table_shows():
    """Seen under load (CI): the note came after Bob's earlier lost bet, not after Ann's bet made for her. The
    server's notice comes just before the decision's update and was said after the next update shown, an earlier
    one still waiting there (a table shows updates at its pace). It goes with the update that came after it."""
    from parlour.app.net.client import take_seat
    from parlour.app.net.protocol import ChangeNote, Notice
    from parlour.app.net.remote_session import RemoteSession
    from parlour.app.net.server_refusals import DECIDED_FOR

    async with serving() as (_server, address):
        setup = TableSetup(game="red_dog", seats=default_seats(2, 1))
        socket, welcome, first = await take_seat(SeatRequest(address=address, name="Ann", setup=setup))
        await socket.close()
    session = RemoteSession(socket.send, welcome, first)
    note = ChangeNote(round_ended=False, game_over=False, before=first.scores, after=first.scores)
    moved = first.model_copy(update={"change": note})
    session.receive(moved.model_dump_json())  # an earlier update, not shown yet
    session.receive(Notice(message="", code=DECIDED_FOR).model_dump_json())
    session.receive(moved.model_dump_json())  # the decision made for Ann
    assert session.step() is not None and session.notes() == []
    assert session.step() is not None and session.notes() == ["(a computer player made this decision for you)"]


async def test_a_decision_made_for_an_away_persons_seat_is_said_in_the_others_logs_after_it():
    """Seen: Boris's window closed; after the wait a computer player said "I put!" for him, and Ann's log read
    "Boris says "I put!"" as if he had (only a status line before had said one might). The line after it in the
    others' logs says who made it; a computer player's own seat is not marked."""
    from parlour.app.net.client import listen, take_seat
    from parlour.app.net.remote_session import RemoteSession

    async with serving(pace=0.01, wait=0) as (server, address):
        request = SeatRequest(address=address, name="Ann", setup=TableSetup.model_validate(red_dog_setup()))
        socket, welcome, first = await take_seat(request)  # nobody sits down at Player 2's seat
        session = RemoteSession(socket.send, welcome, first)
        listener = asyncio.create_task(listen(socket, session, request, lambda _text: None))
        session.start_game()
        noted: list[tuple[str, Any]] = []
        for _ in range(400):
            while session.step() is not None:
                noted += [(note, session.view(welcome.seat).log[-1]) for note in session.notes()]
            if noted or session.is_over():
                break
            if session.person_to_act() == welcome.seat:
                session.act(welcome.seat, session.view(welcome.seat).legal[0].action())
            await asyncio.sleep(0.01)
        assert noted, "no note"
        note, decided = noted[0]
        assert note == "(Player 2 is away: a computer player made this decision)"
        assert decided.seat == 1, "said after the away seat's own decision (RD-6), not Cleo's"
        assert all(note == noted[0][0] for note, _ in noted), "nobody else's decisions marked"
        listener.cancel()
        await socket.close()


async def test_finished_tables_from_one_address_stay_bounded_however_late_their_drivers_end():
    """Seen (a stranger finishing tables three at a time): a table's driver notices its game's end only after its
    pace; by then the address's later finished tables had pushed it out of those kept, and the driver put it back,
    gone from the server's tables: a KeyError at every finished table after it, any address's, and no finished
    table let go early any more (12 of 12 kept, limit 3; 5,700 in 40 s held 160 MB). Four tables are finished here
    while their drivers sleep out the pace; the first, let go for the fourth, stays gone when its driver ends."""
    limits = Limits()
    async with serving(pace=30, limits=limits) as (server, address):
        tables = []
        for _ in range(4):
            socket, welcome = await create(address, 2, red_dog_setup(players=2, people=1, rounds=1))
            tables.append(server.tables[welcome["table"]])
            await send(socket, type="start")
            await send(socket, type="end")
            await final_update(socket)
            await socket.close()
        await until(None, lambda: tables[-1].code in server.finished)
        assert tables[0].code not in server.tables, "the oldest let go for the fourth"
        for table in tables:
            server.drop_if_done(table)  # what each driver does as its pace ends (the first's table long gone)
        assert sorted(server.finished) == sorted(table.code for table in tables[1:])
        assert tables[0].code not in server.tables


async def test_a_friend_whose_hello_meets_the_table_being_given_up_is_told_there_is_no_table():
    """Seen: a friend's hello that came as a table nobody had started was given up waited for the table while it was
    let go (its driver stopped, its record removed), then sat him down anyway: a table that said it had started and
    never dealt. A table given up seats nobody more (here given up as the hello reaches it)."""
    async with serving(pace=0.01, limits=Limits(abandoned_after=30)) as (server, address):
        host, welcome = await create(address, 2)
        await host.close()
        server.tables[welcome["table"]].given_up = True  # as `give_up` sets it, holding the table, while he waited
        friend = await connect(address, **from_address(3))
        await send(friend, type="hello", table=welcome["table"], name="Boris")
        refused = await message(friend, "error")
        assert refused["code"] == "server.no_table"
        await friend.close()


async def test_one_address_takes_seats_so_often_and_no_more_another_address_sits_at_once():
    """Seen: a friend taking his seat back with his token and closing, 190 times a second; each time every other
    player at the table was sent an update (381 a second: a slow line was cut for its backlog, its seat given to a
    computer player), and the table's seats file written again. An address takes a seat `seatings_per_minute`
    times at once at most (then one a 60 / that many seconds); another address is not held up by it."""
    async with serving(pace=0.01, limits=Limits(seatings_per_minute=4)) as (_server, address):
        host, welcome = await create(address, 2)  # Ann, from 127.0.0.2
        friend = await connect(address, **from_address(3))
        await send(friend, type="hello", table=welcome["table"], name="Boris")
        token = (await message(friend, "welcome"))["token"]
        answers = []
        for _ in range(6):  # Boris takes his seat back over and over from 127.0.0.3
            again = await connect(address, **from_address(3))
            await send(again, type="hello", table=welcome["table"], name="Boris", token=token)
            answers.append(json.loads(await asyncio.wait_for(again.recv(), 5)))
            await again.close()
        assert [answer.get("code", answer["type"]) for answer in answers] == ["welcome"] * 3 + [
            "server.seating_too_often"
        ] * 3, "four seats at once in all, his first among them"
        assert answers[-1]["params"] == {"n": 4}
        dora, answer = await create(address, 4, name="Dora")
        assert answer["type"] == "welcome", answer
        await dora.close()
        await host.close()
        await friend.close()


async def test_a_connection_whose_seat_was_taken_back_is_told_closed_and_goes_without_a_word_to_the_table():
    """A connection whose seat its token took back for another is told so and closed (seen: it stayed open for good,
    its window showing the table as it was); the table tells nobody (it sent every other player an update, Boris
    still there, each time such a connection closed); the seat's own going is told."""
    async with serving(pace=0.01) as (_server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        again = await connect(address, **from_address(3))
        await send(again, type="hello", table=welcome["table"], name="Boris", token=joined["token"])
        await message(again, "welcome")
        notice = await message(friend, "notice")  # the connection the seat was taken back from
        assert notice["code"] == "server.seat_elsewhere" and "another connection" in notice["message"]
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(friend.recv(), 5)
        assert friend.close_code == 1000
        await told_so_far(host)
        await again.close()  # Boris goes
        update = await message(host, "update")
        assert joined["seat"] in update["away"], "the first word Ann has is of Boris gone"
        await host.close()


async def test_a_host_starting_a_started_game_again_changes_nothing_and_tells_nobody():
    """Seen: each `start` of a started table wrote its seats file again (a sync each) and sent every player an
    update: twenty a second from one host, within his messages' rate. A start once started changes nothing."""
    async with serving(pace=0.01) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table = server.tables[welcome["table"]]
        await send(host, type="start")
        await until(None, lambda: table.started)
        kept = table.on_seats
        writes = []

        def written(seats) -> None:
            writes.append(seats)
            if kept is not None:
                kept(seats)

        table.on_seats = written
        await told_so_far(host)
        for _ in range(10):
            await send(host, type="start")
        await friend.close()  # Boris goes: the table's next word
        update = await message(host, "update")
        assert joined["seat"] in update["away"], "the first word Ann has after her starts is of Boris gone"
        assert len(writes) == 1, "the seats written once, as Boris went"
        await host.close()


async def told_so_far(socket) -> None:
    """Read what the server has sent this client so far (until a third of a second passes with nothing more)."""
    await settled()
    while True:
        try:
            await asyncio.wait_for(socket.recv(), 0.3)
        except TimeoutError:
            return


EMPTY_PING = b"\x89\x80\x00\x00\x00\x00"
"""A client's ping frame: final, no data, masked with a key of zeros (a server's pong to it is b"\\x8a\\x00")."""


async def websocket_by_hand(port: int, number: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A websocket from `loopback(NUMBER)` opened with the bytes of its handshake, to send frames no library would."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(loopback(number), 0))
    writer.write(
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    answer = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
    assert answer.startswith(b"HTTP/1.1 101"), answer
    return reader, writer


async def read_until_closed(reader: asyncio.StreamReader) -> bytes:
    """Everything the server sends until it closes the connection (a reset ends it too)."""
    data = b""
    try:
        while chunk := await asyncio.wait_for(reader.read(1 << 16), 5):
            data += chunk
    except ConnectionError:
        pass
    return data


async def test_a_stream_of_pings_is_cut_after_a_few_hundred_and_the_address_pays_for_it():
    """Seen: a websocket that never said hello, streaming pings and reading the pongs, kept the server from every
    other client for half a minute (a refused decision answered after 27 s): websockets answers each ping at once,
    and only messages were counted. Pings are counted as they are read (`PINGS_RATE`, a slice at a time): the
    stream is cut after a few hundred pings, not the 50,000 sent, and the cut counts as FLOODING connections of its
    address's CONNECTIONS_PER_MINUTE (a flood that reconnects is soon dropped as it comes); other addresses are
    served as before."""
    from parlour.app.net.server import FLOODING, PINGS_BURST, READ_AT_ONCE

    limits = Limits(connections_per_minute=FLOODING + 2)
    async with serving(pace=0.01, limits=limits, clock=lambda: 0.0) as (server, address):  # none refilled meanwhile
        port = int(address.rsplit(":", 1)[1])
        reader, writer = await websocket_by_hand(port, 2)
        writer.write(EMPTY_PING * 50_000)
        answered = (await read_until_closed(reader)).count(b"\x8a\x00")
        writer.close()
        assert 0 < answered <= PINGS_BURST + READ_AT_ONCE // len(EMPTY_PING), answered
        await until(None, lambda: not server.connections)
        _, again = await websocket_by_hand(port, 2)  # its 12th connection of the minute: the last it has
        with pytest.raises((ConnectionError, asyncio.IncompleteReadError)):
            await websocket_by_hand(port, 2)  # dropped as it comes, nothing read
        other, answer = await create(address, 3)
        assert answer["type"] == "welcome", "another address is served as before"
        await other.close()
        again.close()


async def test_an_honest_client_pinging_all_the_while_it_acts_is_never_cut():
    """A seat that acts as often as RATE allows and pings at every message (far more than a client keeping its
    connection alive: one every 20 s) stays connected and answered."""
    from parlour.app.net.server import PINGS_RATE, RATE

    assert PINGS_RATE >= RATE
    async with serving(pace=0.01) as (_server, address):
        socket, answer = await create(address, 2)
        assert answer["type"] == "welcome"
        for _ in range(60):
            await socket.ping()
            await socket.send(json.dumps({"version": VERSION, "type": "start"}))
            await asyncio.sleep(1 / RATE)
        assert await asyncio.wait_for(await socket.ping(), 5) >= 0, "still answered"
        await socket.close()
