"""The table server over real websockets on 127.0.0.1: seats and tokens, the host's start, and every
kind of bad client (malformed, oversized, out of turn, flooding, a stranger with the code) refused or
disconnected while the other games go on."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from parlour.app.net.limits import Limits
from parlour.app.net.protocol import MAX_MESSAGE, VERSION
from parlour.app.net.rate_limits import ADDRESSES_KEPT, AddressRates, RateLimit
from parlour.app.net.server import BURST, MAX_STRIKES, RATE, TableServer
from parlour.app.seating.table_setup import TableSetup, default_seats
from tests.net_helpers import FakeClock, host_and_friend, send, serving, settled, until


def setup_json(game: str = "red_dog", players: int = 3, people: int = 2) -> dict:
    return TableSetup(game=game, seats=default_seats(players, people), settings={}).model_dump(mode="json")


@pytest.fixture
async def server(parlour_home):
    tables = TableServer(pace=0.01, wait=0.3)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(tables.serve(port=0, ready=ready))
    port = await ready
    yield tables, f"ws://127.0.0.1:{port}"
    task.cancel()
    for running in list(tables.tasks):
        running.cancel()


async def receive(socket, kind: str, timeout: float = 5.0, where=lambda data: True) -> dict:
    """The next message of this type that fits `where` (others may come first)."""

    async def wanted():
        while True:
            data = json.loads(await socket.recv())
            if data["type"] == kind and where(data):
                return data

    return await asyncio.wait_for(wanted(), timeout)


async def started(socket) -> dict:
    """The first update once the game has started."""
    return await receive(socket, "update", where=lambda data: data["started"])


async def test_the_host_and_a_friend_take_seats_and_the_host_starts(server):
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    assert welcome["host"] and not joined["host"] and welcome["seat"] != joined["seat"]
    assert welcome["token"] != joined["token"]
    assert "seed" not in json.dumps(welcome) and "seed" not in json.dumps(joined)
    update = await receive(friend, "update")
    assert "Boris" in update["names"] and not update["started"]
    await send(friend, type="start")
    assert "only the host" in (await receive(friend, "error"))["message"]
    await send(host, type="start")
    assert await started(friend)
    await host.close()
    await friend.close()


async def test_a_decision_out_of_turn_is_refused_naming_the_rule(server):
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    await send(host, type="start")
    table = tables.tables[welcome["table"]]
    # a person decides: the table waits for them (they are connected), so nothing moves
    await until(None, lambda: table.session.person_to_act() is not None)
    seat = table.session.person_to_act()
    idle = friend if seat == welcome["seat"] else host
    idle_seat = joined["seat"] if idle is friend else welcome["seat"]
    before = table.session.state
    await send(idle, type="act", action={"seat": idle_seat, "do": "forfeit"})
    error = await receive(idle, "error")
    assert error["rule"] == "RD-6" and table.session.state is before
    assert error["code"] == "turn.not_yours" and error["params"] == {"seat": seat, "other": idle_seat}
    await send(idle, type="act", action={"seat": seat, "do": "forfeit"})
    assert "not seat" in (await receive(idle, "error"))["message"], "nobody acts for another seat"


async def test_malformed_messages_get_errors_then_a_disconnection(server):
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    for garbage in [
        "not json",
        "{}",
        json.dumps({"version": VERSION + 1, "type": "start"}),
        json.dumps({"version": VERSION, "type": "act", "action": {"seat": 0, "do": "steal"}}),
    ]:
        await friend.send(garbage)
        error = await receive(friend, "error")
        assert error["message"].startswith("not a Parlour message") and garbage[:20] not in error["message"][30:]
    await friend.send("x")
    with pytest.raises(ConnectionClosed):
        for _ in range(MAX_STRIKES + 5):
            await receive(friend, "error", timeout=2)
    await send(host, type="start")
    assert await started(host), "the host's table goes on"


async def test_an_oversized_message_closes_that_connection_only(server):
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    await friend.send("x" * (MAX_MESSAGE + 1))
    with pytest.raises(ConnectionClosed) as closed:
        await receive(friend, "error", timeout=2)
    assert closed.value.rcvd is None or closed.value.rcvd.code == 1009
    await send(host, type="start")
    assert await started(host)


async def test_a_flooding_client_is_disconnected_and_the_others_play_on(server):
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    other = await connect(address)
    await send(other, type="create", setup=setup_json("put", 2, 1), name="Vera")
    await receive(other, "welcome")
    with pytest.raises(ConnectionClosed) as closed:
        for _ in range(BURST * 4):
            await send(friend, type="start")
        for _ in range(BURST * 4):
            await friend.recv()
    assert closed.value.rcvd is not None and (closed.value.rcvd.code, closed.value.rcvd.reason) == (1008, "flooding")
    await send(other, type="start")
    assert await started(other), "another table goes on"
    await send(host, type="start")
    assert await started(host), "and so does the flooder's own table"


def test_a_client_may_send_a_burst_of_BURST_then_RATE_a_second_and_never_save_up_more():
    """The rate limit a flood meets, at its edges: BURST messages at once, not one more; then one a 1/RATE
    seconds; a client silent for a long time may send BURST at once again, not more."""
    clock = FakeClock()
    limit = RateLimit(RATE, BURST, clock)
    assert all(limit.take() for _ in range(BURST)) and not limit.take(), "a burst of BURST, not one more"
    clock.advance(0.9 / RATE)
    assert not limit.take(), "nine tenths of a token are not one"
    clock.advance(0.2 / RATE)
    assert limit.take() and not limit.take(), "one message a 1/RATE seconds"
    clock.advance(3600)
    assert all(limit.take() for _ in range(BURST)) and not limit.take(), "an hour's silence saves up BURST at most"


def test_the_seatings_of_every_address_are_kept_only_while_they_matter():
    """Each address's seatings are limited by a bucket of its own (its first `per_minute` at once, then one a
    60 / per_minute seconds), and the buckets are bounded: past ADDRESSES_KEPT addresses, those that have filled
    up again (nothing taken for a minute) are let go, and a busy address's bucket stays with it."""
    clock = FakeClock()
    rates = AddressRates(6, clock)
    assert all(rates.take("10.0.0.1") for _ in range(6)) and not rates.take("10.0.0.1")
    assert rates.take("10.0.0.2"), "another address has its own"
    clock.advance(10)
    assert rates.take("10.0.0.1") and not rates.take("10.0.0.1"), "one a ten seconds"
    for number in range(ADDRESSES_KEPT):
        rates.take(f"10.1.{number // 256}.{number % 256}")
    clock.advance(59)  # every bucket full again but 10.0.0.1's (it took its last token 59 s ago)
    rates.take("10.2.0.1")
    assert set(rates.buckets) == {"10.0.0.1", "10.2.0.1"}
    assert sum(rates.take("10.0.0.1") for _ in range(6)) == 5, "its bucket kept: 5.9 tokens, not a fresh 6"
    assert AddressRates(0, clock).take("10.0.0.1"), "0: no limit"


async def test_the_host_sits_at_the_setups_first_persons_seat_and_friends_at_the_others_in_turn(server):
    """The setup names the host's seat (its first person's, "You" at home): the creator sits there, a friend who
    joins at the next person's seat, however the seats are laid out."""
    tables, address = server
    seats = list(default_seats(4, 0))
    seats[1] = seats[1].model_copy(update={"human": True})
    seats[3] = seats[3].model_copy(update={"human": True})
    setup = TableSetup(game="red_dog", seats=tuple(seats), settings={})
    host = await connect(address)
    await send(host, type="create", setup=setup.model_dump(mode="json"), name="Vera")
    welcome = await receive(host, "welcome")
    friend = await connect(address)
    await send(friend, type="hello", table=welcome["table"], name="Yuri")
    joined = await receive(friend, "welcome")
    assert (welcome["seat"], welcome["host"], joined["seat"], joined["host"]) == (1, True, 3, False)
    for socket in (host, friend):
        await socket.close()


async def test_a_client_that_says_leave_is_let_go_and_its_seat_waits_for_its_token(server):
    """`leave` (a client that goes on purpose) during the game: the server closes the connection normally, the
    others see the seat away, and the seat's token takes it back. (Before the start: the seat is given up.)"""
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    await send(host, type="start")
    await started(friend)
    await send(friend, type="leave")
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            await friend.recv()
    assert closed.value.rcvd is not None and (closed.value.rcvd.code, closed.value.rcvd.reason) == (1000, "left")
    assert (await receive(host, "update", where=lambda data: data["away"] == [joined["seat"]]))["away"]
    back = await connect(address)
    await send(back, type="hello", table=welcome["table"], name="Boris", token=joined["token"])
    assert (await receive(back, "welcome"))["seat"] == joined["seat"]
    for socket in (host, back):
        await socket.close()


async def test_the_code_alone_seats_nobody_at_a_taken_seat_and_a_token_takes_it_back(server):
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    stranger = await connect(address)
    await send(stranger, type="hello", table=welcome["table"], name="Eve")
    assert "taken" in (await receive(stranger, "error"))["message"]
    await send(stranger, type="hello", table=welcome["table"], name="Eve", token="A" * 43)
    assert "holds no seat" in (await receive(stranger, "error"))["message"]
    await friend.close()
    back = await connect(address)
    await send(back, type="hello", table=welcome["table"], name="Boris", token=joined["token"])
    again = await receive(back, "welcome")
    assert again["seat"] == joined["seat"]


async def test_an_away_persons_turn_is_played_by_a_computer_after_the_wait(server):
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    table, clock = tables.tables[welcome["table"]], FakeClock()
    table.clock = clock
    await send(host, type="start")
    await friend.close()
    await host.close()

    def gone_on() -> bool:
        clock.advance(table.wait + 0.1, table)  # each away person's turn waits out `wait`, in the table's time
        return table.session.state.rounds_played >= 1

    await until(None, gone_on)  # the game went on without its people


def test_the_protocol_schema_in_the_repository_is_the_models_own():
    from parlour.app.net.schema import SCHEMA_FILE, schema_text

    assert SCHEMA_FILE.read_text(encoding="utf-8") == schema_text(), "stale: run python -m parlour.app.net.schema"


async def test_a_host_gone_before_the_start_hands_the_table_on_once_the_wait_is_over(server):
    """Seen: in the second the opener's connection dropped, a friend became the host, started the game and hosted
    it, ending it for everybody at will. A host gone before the start is waited for `host_hands_on_after` seconds
    (in the table's time here); meanwhile the friend's start is refused; then the friend hosts and starts."""
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    table, clock = tables.tables[welcome["table"]], FakeClock()
    table.clock = clock
    await host.close()
    update = await receive(friend, "update", where=lambda data: welcome["seat"] in data["away"])
    assert update["host"] == welcome["seat"], "the host is waited for"
    await send(friend, type="start")
    assert (await receive(friend, "error"))["code"] == "server.host_starts"
    clock.advance(tables.limits.host_hands_on_after - 1, table)
    await send(friend, type="start")
    assert (await receive(friend, "error"))["code"] == "server.host_starts", "still waited for"
    clock.advance(1.5, table)
    assert await receive(friend, "update", where=lambda data: data["host"] == joined["seat"])
    await send(friend, type="start")
    assert await started(friend), "the friend, now the host, started the game"


async def test_the_opener_back_before_the_start_is_the_host_again(server):
    """Seen: the opener's connection dropped for a moment before the start; the friend who became the host kept it
    when she came back with her seat's token, and could end everyone's game. Back before the start, the opener
    is the host again: her start is taken, the friend's refused."""
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    table, clock = tables.tables[welcome["table"]], FakeClock()
    table.clock = clock
    await host.close()
    await receive(friend, "update", where=lambda data: welcome["seat"] in data["away"])
    clock.advance(tables.limits.host_hands_on_after + 1, table)  # long enough away: the friend hosts
    await receive(friend, "update", where=lambda data: data["host"] == joined["seat"])
    back = await connect(address)
    await send(back, type="hello", table=welcome["table"], name="Ann", token=welcome["token"])
    again = await receive(back, "welcome")
    assert again["seat"] == welcome["seat"] and again["host"]
    assert await receive(friend, "update", where=lambda data: data["host"] == welcome["seat"])
    await send(friend, type="start")
    assert (await receive(friend, "error"))["code"] == "server.host_starts"
    await send(back, type="start")
    assert await started(back), "the opener, host again, started the game"


async def test_a_person_who_says_leave_before_the_start_gives_the_seat_up(server):
    """Seen: a friend who left the lobby (escape) kept his seat, "away (the seat waits)", and the next friend was
    told every person's seat was taken; the host could not free it. Said `leave` before the start, the seat is
    given up: another person takes it, the old token takes it no more, and the opener who gave hers up is not
    the host again when somebody else sits in her seat. (A dropped connection keeps its seat: the tests above.)"""
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    await send(friend, type="leave")
    update = await receive(host, "update", where=lambda data: data["names"][joined["seat"]] != "Boris")
    assert joined["seat"] in update["away"]
    vera = await connect(address)
    await send(vera, type="hello", table=welcome["table"], name="Vera")
    assert (await receive(vera, "welcome"))["seat"] == joined["seat"], "the seat given up, taken by another"
    boris = await connect(address)
    await send(boris, type="hello", table=welcome["table"], name="Boris", token=joined["token"])
    assert (await receive(boris, "error"))["code"] == "server.token_no_seat"
    await send(host, type="leave")
    await receive(vera, "update", where=lambda data: data["host"] == joined["seat"])
    newcomer = await connect(address)
    await send(newcomer, type="hello", table=welcome["table"], name="Gleb")
    seated = await receive(newcomer, "welcome")
    assert seated["seat"] == welcome["seat"] and not seated["host"], "Ann's seat, not the host's power"
    await send(vera, type="start")
    assert await started(vera), "Vera, the host since Ann left, starts the game"
    for socket in (boris, newcomer):
        await socket.close()


async def test_a_table_with_no_persons_seat_is_refused(server):
    tables, address = server
    socket = await connect(address)
    await send(socket, type="create", setup=setup_json("put", 2, 0), name="Ann")
    assert "person's seat" in (await receive(socket, "error"))["message"]
    assert not tables.tables


async def test_only_live_tables_count_and_a_finished_one_goes_with_its_last_client(server):
    """A long-running server drops each finished table once its clients have gone (its record and seats
    file went when the game ended), so its table limit counts the games going on, not every table ever opened."""
    tables, address = server
    tables.limits = Limits(max_tables=2, reserve=0)
    short = TableSetup(game="put_and_take", seats=default_seats(2, 1), settings={"rounds": 1}).model_dump(mode="json")
    waiting = await connect(address)
    await send(waiting, type="create", setup=setup_json(), name="Ann")
    await receive(waiting, "welcome")
    quick = await connect(address)
    await send(quick, type="create", setup=short, name="Boris")
    code = (await receive(quick, "welcome"))["table"]
    third = await connect(address)
    await send(third, type="create", setup=short, name="Clara")
    assert "runs 2 tables already" in (await receive(third, "error"))["message"]

    await send(quick, type="start")
    assert (await receive(quick, "update", where=lambda data: data["outcome"] is not None))["outcome"]
    assert code in tables.tables, "a finished table stays while its client is in (it holds the result)"
    await send(third, type="create", setup=short, name="Clara")
    assert (await receive(third, "welcome"))["table"] != code, "the finished table no longer counts"

    await quick.close()
    await until(None, lambda: code in tables.finished)  # kept a while after its last client, for one away at its end
    assert len(list(tables.folder.glob("*.seats.json"))) == 2, "the two games going on keep their seats"
    for socket in (waiting, third):
        await socket.close()


async def test_a_table_never_started_that_everybody_left_is_given_up_and_its_files_go(parlour_home):
    """Given up KEEP_EMPTY after the last client went (not the shorter ABANDONED_AFTER: a friend had joined), not
    while a friend is at it nor after its host came back in time; the table's clock is a fake one, moved past each
    wait at once."""
    clock = FakeClock()
    tables = TableServer(pace=0.01, wait=0.3, limits=Limits(keep_empty=0.5, abandoned_after=0.2))
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(tables.serve(port=0, ready=ready))
    address = f"ws://127.0.0.1:{await ready}"
    try:
        host, welcome, friend, joined = await host_and_friend(address)
        code = welcome["table"]
        table = tables.tables[code]
        table.clock = clock
        assert len(list(tables.folder.glob("*"))) == 2, "its record and seats file"
        await host.close()
        await until(None, lambda: table.away() == (welcome["seat"],))
        clock.advance(0.8, table)
        await settled()
        assert code in tables.tables, "kept while a friend is still at it"
        await friend.close()
        back = await connect(address)
        await send(back, type="hello", table=code, name="Ann", token=welcome["token"])
        assert (await receive(back, "welcome"))["host"], "the host came back in time and holds the table"
        clock.advance(0.8, table)
        await settled()
        assert code in tables.tables and tables.live() == 1
        await back.close()
        await until(None, lambda: table.empty_since is not None)
        clock.advance(0.3, table)
        await settled()
        assert code in tables.tables, "a friend had joined: not given up ABANDONED_AFTER after (he may come back)"
        clock.advance(0.3, table)
        await until(None, lambda: code not in tables.tables)  # given up KEEP_EMPTY seconds after the last went
        assert tables.live() == 0 and not list(tables.folder.glob("*")), "its record and seats file went with it"
        late = await connect(address)
        await send(late, type="hello", table=code, name="Boris", token=joined["token"])
        assert "no table" in (await receive(late, "error"))["message"]
        await late.close()
    finally:
        task.cancel()
        for running in list(tables.tasks):
            running.cancel()


async def test_the_host_ends_the_game_for_everybody_ranked_as_it_stands(server):
    """CH-5: the host ends a game under way; every client gets the result (chips as they stand, nothing
    invented or lost), the record goes, later decisions are refused; only the host may end it."""
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    await send(friend, type="end")
    assert "only the host" in (await receive(friend, "error"))["message"]
    await send(host, type="end")
    assert "not started" in (await receive(host, "error"))["message"]
    await send(host, type="start")
    await started(friend)
    table = tables.tables[welcome["table"]]
    await until(None, lambda: table.session.person_to_act() is not None)  # under way, waiting for a person
    scores = table.session.scores()
    assert len(list(tables.folder.glob("*.json*"))) == 2, "its record and seats file, until the end"
    await send(host, type="end")
    for socket in (host, friend):
        result = await receive(socket, "update", where=lambda data: data["outcome"] is not None)
        outcome = result["outcome"]
        assert outcome["finished"] and outcome["termination"] == "ended"
        assert outcome["ended_by"] == welcome["seat"], "the host ended it, and everybody is told who"
        assert sorted(outcome["standings"]) == [0, 1, 2]
        assert tuple(result["scores"]) == scores, "the chips as they stood"
    assert not list(tables.folder.glob("*.json*")), "the record and seats file went"
    await send(friend, type="act", action={"seat": 1, "do": "forfeit"})
    assert (await receive(friend, "error"))["rule"] == "CH-5"
    assert tables.live() == 0
    await host.close()
    await friend.close()
    await until(None, lambda: welcome["table"] in tables.finished)


async def test_the_host_deals_the_next_game_at_a_finished_table_the_same_seats_for_everybody_there(server):
    """Seen: at a network table's end only "escape: main menu", so a rematch took a new table and a new code told
    to every friend. Once the game is over the host asks for the next (`again`): a new table of the same setup, and
    each person there is sent it with the token of the same seat (`next`), the host's the host's; asked twice, the
    same table. Only the host may ask, and only once the game is over."""
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    await send(host, type="start")
    await started(friend)
    await send(host, type="again")
    assert (await receive(host, "error"))["code"] == "server.not_over"
    await send(host, type="end")
    for socket in (host, friend):
        await receive(socket, "update", where=lambda data: data["outcome"] is not None)
    await send(friend, type="again")
    assert (await receive(friend, "error"))["code"] == "server.host_again"
    await send(host, type="again")
    hers, his = await receive(host, "next"), await receive(friend, "next")
    assert hers["table"] == his["table"] != welcome["table"] and hers["token"] != his["token"]
    await send(host, type="again")
    assert (await receive(host, "next")) == hers, "asked twice: the same next game"
    following = tables.tables[hers["table"]]
    assert following.session.setup == tables.tables[welcome["table"]].session.setup
    seated = {}
    for name, told in (("Ann", hers), ("Boris", his)):
        socket = await connect(address)
        await send(socket, type="hello", table=told["table"], name=name, token=told["token"])
        seated[name] = (socket, await receive(socket, "welcome"))
    assert seated["Ann"][1]["seat"] == welcome["seat"] and seated["Ann"][1]["host"]
    assert seated["Boris"][1]["seat"] == joined["seat"] and not seated["Boris"][1]["host"]
    await send(seated["Ann"][0], type="start")
    assert await started(seated["Boris"][0]), "the host starts the next game"
    for socket, _welcome in seated.values():
        await socket.close()


async def test_a_person_away_when_the_host_deals_the_next_game_is_told_it_on_coming_back(server):
    """Seen: a friend who had left before the end found "the game at this table is over" at his old code, and only
    the host could tell him the new one. His seat in the next game is held too; coming back to the finished table
    with his token, he is sent it."""
    tables, address = server
    host, welcome, friend, joined = await host_and_friend(address)
    await send(host, type="start")
    await started(friend)
    await friend.close()
    await send(host, type="end")
    await receive(host, "update", where=lambda data: data["outcome"] is not None)
    await send(host, type="again")
    hers = await receive(host, "next")
    back = await connect(address)
    await send(back, type="hello", table=welcome["table"], name="Boris", token=joined["token"])
    his = await receive(back, "next")
    assert his["table"] == hers["table"] and his["token"] != hers["token"]
    seated = await connect(address)
    await send(seated, type="hello", table=his["table"], name="Boris", token=his["token"])
    assert (await receive(seated, "welcome"))["seat"] == joined["seat"], "his own seat, held for him"
    for socket in (host, back, seated):
        await socket.close()


async def test_a_person_away_when_the_host_ends_the_game_comes_back_to_its_result_for_a_while(parlour_home):
    """Boris's window closed; the host ended the game and left: his code said "no such table" (the table went
    with its last client). A finished table is kept `keep_finished` seconds for him: his token seats him again
    and the result comes; then it goes. An address keeps `tables_per_address` finished tables at most."""
    limits = Limits(keep_finished=0.5, tables_per_address=2)
    async with serving(pace=0.01, wait=30, limits=limits) as (tables, address):
        host, welcome, friend, joined = await host_and_friend(address)
        code = welcome["table"]
        await send(host, type="start")
        await started(friend)
        await friend.close()
        await send(host, type="end")
        scores = (await receive(host, "update", where=lambda data: data["outcome"] is not None))["scores"]
        await host.close()
        await until(None, lambda: code in tables.finished)
        back = await connect(address)
        await send(back, type="hello", table=code, name="Boris", token=joined["token"])
        assert (await receive(back, "welcome"))["seat"] == joined["seat"]
        result = await receive(back, "update", where=lambda data: data["outcome"] is not None)
        assert result["outcome"]["termination"] == "ended" and result["scores"] == scores
        await back.close()
        assert tables.live() == 0, "a finished table counts toward no limit"
        await until(None, lambda: code not in tables.tables)  # keep_finished after the first time nobody was in
        late = await connect(address)
        await send(late, type="hello", table=code, name="Boris", token=joined["token"])
        assert "no table" in (await receive(late, "error"))["message"]
        await late.close()
        ended = []
        for _ in range(3):  # one address's finished tables: the two newest kept
            host, welcome, friend, _joined = await host_and_friend(address)
            await send(host, type="start")
            await started(friend)
            await send(host, type="end")
            await receive(host, "update", where=lambda data: data["outcome"] is not None)
            for socket in (host, friend):
                await socket.close()
            ended.append(welcome["table"])
            await until(None, lambda: welcome["table"] in tables.finished)
        assert list(tables.finished) == ended[1:] and ended[0] not in tables.tables


async def test_a_stopped_server_stops_its_tables_and_writes_what_they_queued(parlour_home):
    """Seen: a host's app stopped, its tables played on in the process, and the next app serving the same folder
    there restored a record they then appended to ("cannot be restored: seat 1 must decide first"). A server's stop
    stops its tables' drivers and waits for their writes."""
    tables = TableServer(pace=0.01)
    ready = asyncio.get_running_loop().create_future()
    serving_task = asyncio.create_task(tables.serve(port=0, ready=ready))
    address = f"ws://127.0.0.1:{await ready}"
    host, welcome, friend, joined = await host_and_friend(address)
    await send(host, type="start")
    await started(friend)
    drivers = set(tables.tasks)
    assert drivers, "a table plays"
    serving_task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await serving_task
    assert all(driver.done() for driver in drivers), "its tables stopped with it"
    for socket in (host, friend):
        await socket.close()
