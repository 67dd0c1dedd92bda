"""A served table never plays on a move it could not keep (app/net/net_table.py `kept`, app/net/served_record.py):
a write that fails pauses the table and tells its players, is tried again, and the table goes on when it
succeeds, with every move in its record; a slow disk holds up no connection (the writes are off the event
loop); a restart restores the people's names, and a damaged or missing seats file never costs the game nor
seats a stranger; a served table keeps no statistics. (The record's own ways: tests/test_served_record.py.)"""

from __future__ import annotations

import asyncio
import errno
import threading
from pathlib import Path
from typing import cast

from websockets.asyncio.client import connect

from parlour.app.net import net_table, server_refusals
from parlour.app.net.limits import Limits
from parlour.app.net.net_table import NetTable
from parlour.app.net.served_record import ServedRecord
from parlour.app.net.server import TableServer
from parlour.app.net.server_refusals import GOING_ON, PAUSED
from parlour.app.net.table_keeper import SEATS_LIMIT
from parlour.app.saving import game_files as files
from parlour.rules.engine import Action
from tests.net_helpers import FakeClock, FakeSleep, host_and_friend, message, red_dog_setup, send, serving, until


async def started(socket) -> dict:
    while not (update := await message(socket, "update"))["started"]:
        pass
    return update


def failing_writes(monkeypatch, state: dict, disk: threading.Event | None = None):
    """Make the record's writes fail with a full disk while state["fail"] is true (each held until `disk` is set
    when given: a disk busy until the test says)."""
    real = files.write_waiting

    def write(*args):
        if disk is not None:
            state["waiting"] = state.get("waiting", 0) + 1
            assert disk.wait(10), "the test never let the disk go on"
        if state["fail"]:
            state["failed"] = state.get("failed", 0) + 1
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(*args)

    monkeypatch.setattr(files, "write_waiting", write)


def record_of(table: NetTable) -> ServedRecord:
    """The served table's record (every table a server holds has one)."""
    assert table.record is not None
    return table.record


def said(message: dict, code: str) -> bool:
    """Whether a notice or an error says `code`, with its English beside it for clients that do not word it."""
    return message["code"] == code and message["message"] == server_refusals.english(code, {})


async def test_a_failed_write_pauses_the_table_its_players_are_told_and_it_goes_on_when_writing_works(monkeypatch):
    state = {"fail": False}
    failing_writes(monkeypatch, state)
    async with serving(pace=0.01, wait=1000) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table = server.tables[welcome["table"]]
        table.sleep = sleep = FakeSleep(go=False)  # the table's waits between tries, in no real time
        state["fail"] = True
        await send(host, type="start")
        assert said(await message(host, "notice"), PAUSED)
        assert said(await message(friend, "notice"), PAUSED)
        assert table.paused and not any(place.client is None for place in table.seats.values())
        moves = list(table.session.moves)
        await until(None, lambda: sleep.waits == [net_table.RETRY_FIRST])  # to be tried again, RETRY_FIRST later
        await send(friend, type="act", action={"seat": joined["seat"], "do": "forfeit"})
        assert said(await message(friend, "error"), PAUSED)
        sleep.go.set()  # the time passes
        await until(None, lambda: state["failed"] >= 4)
        assert table.session.moves == moves, "nothing is played while the start could not be kept"
        assert sleep.waits[:3] == [net_table.RETRY_FIRST, 2 * net_table.RETRY_FIRST, 4 * net_table.RETRY_FIRST], (
            "tried again, less and less often"
        )
        state["fail"] = False
        assert said(await message(host, "notice", seconds=15), GOING_ON)
        assert max(sleep.waits) <= net_table.RETRY_MOST
        assert not table.paused, "its people's decisions are taken again"
        update = await message(host, "update")
        assert update["started"], "the start, kept at last, reaches the players"
        # the deal goes on up to the first person's bet (they are here: it waits for them)
        await until(None, lambda: table.session.person_to_act() is not None, seconds=2)
        assert played(table.session.moves) > played(moves), "and it goes on"
        # the deal's steps are written once the table waits for the person (KEEP_IDLE)
        await until(None, lambda: not record_of(table).waiting, seconds=2)
        async with table.turn:
            kept = files.read(cast(Path, record_of(table).path))
            assert list(kept.moves) == list(table.session.moves), "every move played is in the record"
        await host.close()
        await friend.close()


async def test_a_decision_is_in_its_record_before_its_update_and_a_disk_that_cannot_keep_it_pauses_the_table(
    monkeypatch,
):
    """The decision is written through the OS's cache before anybody is told (a kill -9 then loses nothing); when
    the disk's sync of it fails, the table writes it again, and when that fails too it pauses, its players told."""
    state = {"fail": False}
    failing_writes(monkeypatch, state)
    real_sync = files.sync_record

    def sync(handle):
        if state["fail"]:
            raise OSError(errno.EIO, "Input/output error")
        real_sync(handle)

    monkeypatch.setattr(files, "sync_record", sync)
    async with serving(pace=0.01, wait=1000) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table = server.tables[welcome["table"]]
        table.sleep = FakeSleep()  # a failed write is tried again in no real time
        await send(host, type="start")
        await until(None, lambda: table.session.person_to_act() is not None and not record_of(table).waiting)
        seat = table.session.person_to_act()
        socket, other = (host, friend) if seat == welcome["seat"] else (friend, host)
        state["fail"] = True
        moves = len(table.session.moves)
        await send(socket, type="act", action={"seat": seat, "do": "bet", "amount": 1})
        await message(other, "update")
        decision = table.session.moves[moves]
        assert (
            isinstance(decision, Action)
            and decision.seat == seat
            and list(files.read(cast(Path, record_of(table).path)).moves)[moves] == decision
        )
        assert said(await message(other, "notice", seconds=5), PAUSED)
        assert table.paused
        state["fail"] = False
        assert said(await message(other, "notice", seconds=15), GOING_ON)
        await until(None, lambda: not record_of(table).waiting and not record_of(table).unsynced, seconds=5)
        async with table.turn:
            assert list(files.read(cast(Path, record_of(table).path)).moves) == list(table.session.moves)
        await host.close()
        await friend.close()


def played(moves) -> int:
    return sum(move if isinstance(move, int) else 1 for move in moves)


async def test_a_slow_disk_holds_up_no_connection(monkeypatch):
    """A write that does not come back: the table waits for its own moves, but the server answers everybody else
    meanwhile (the writes are on the writer's thread, not the event loop)."""
    async with serving(pace=0.01, wait=1000) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        disk, state = threading.Event(), {"fail": False}
        failing_writes(monkeypatch, state, disk)
        await send(host, type="start")
        await until(None, lambda: state.get("waiting"))  # the start's write is on the disk, not back
        stranger = await connect(address)
        await stranger.send("not json")
        assert (await message(stranger, "error"))["message"].startswith("not a Parlour message")
        assert state["waiting"] == 1 and not disk.is_set(), "answered while the disk was busy"
        disk.set()
        await stranger.close()
        await host.close()
        await friend.close()


async def a_started_game_left() -> tuple[Path, dict, dict]:
    """Ann and Boris start a Red Dog table and go (the server stops): its folder, Ann's welcome and Boris's."""
    async with serving(pace=0.01, wait=1000) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        await send(host, type="start")
        await started(host)
        await host.close()
        await friend.close()
    return server.folder, welcome, joined


def restarted_hearing(folder: Path) -> tuple[TableServer, list[str]]:
    """A new server restoring the one table kept in `folder`, and what it says meanwhile."""
    said: list[str] = []
    server = TableServer(pace=0.01, wait=1000, folder=folder)
    server.tell = said.append  # pyright: ignore[reportAttributeAccessIssue]  (the server's words, caught)
    assert server.restore() == 1, "the game itself is kept"
    return server, said


def cleared(server: TableServer) -> None:
    """The restored server's tables stopped and its folder emptied (for the next case)."""
    for task in list(server.tasks):
        task.cancel()
    for left in server.folder.iterdir():
        left.unlink()


async def restarted(folder) -> TableServer:
    """A new server on the same folder, its tables restored (in this process)."""
    server = TableServer(pace=0.01, wait=1000, folder=folder)
    assert server.restore() == 1
    return server


async def test_a_restart_restores_the_peoples_names_and_seats(parlour_home):
    folder, welcome, joined = await a_started_game_left()
    again = await restarted(folder)
    table = next(iter(again.tables.values()))
    assert table.session.setup.names[welcome["seat"]] == "Ann"
    assert table.session.setup.names[joined["seat"]] == "Boris"
    assert table.started and table.host_seat == welcome["seat"]
    for task in list(again.tasks):
        task.cancel()


async def test_automatic_moves_are_sent_at_once_and_a_restart_that_lost_them_makes_them_again(
    parlour_home, monkeypatch
):
    """Steps and the computer player's moves are reproducible from the record (their generators are in it): they
    go out at once and are written with the next decision; a table killed before writing them comes back, its
    clients find it exactly as they saw it (the decision that began them was kept before anything was sent)."""
    monkeypatch.setattr(net_table, "KEEP_IDLE", 1000.0)  # the table waiting for a person writes nothing yet
    async with serving(pace=0.001, wait=1000) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table = server.tables[welcome["table"]]
        await send(host, type="start")
        seen = await started(host)
        while seen["view"]["to_act"] is None or table.session.person_to_act() is None:
            seen = await message(host, "update")
        assert played(table.session.moves) > 0
        assert record_of(table).waiting, "the steps were sent before they were written"
        state = table.session.state
        folder = server.folder
        server.writer.drain(5)
        assert played(files.read(cast(Path, record_of(table).path)).moves) < played(table.session.moves)
        for task in list(server.tasks):  # killed: nothing more is written
            task.cancel()
        await asyncio.gather(*server.tasks, return_exceptions=True)
        record_of(table).lines.clear()
        await host.close()
        await friend.close()
    again = await restarted(folder)
    back = again.tables[welcome["table"]]
    assert back.session.state == state, "the lost moves are made again, the same"
    assert back.session.view(welcome["seat"]) == table.session.view(welcome["seat"]), "as its clients saw it"
    for task in list(again.tasks):
        task.cancel()


async def test_a_damaged_or_missing_seats_file_keeps_the_game_and_seats_nobody(parlour_home):
    for damage in ("garbage", "missing"):
        folder, welcome, joined = await a_started_game_left()
        (seats,) = folder.glob("*.seats.json")
        if damage == "garbage":
            seats.write_bytes(b"\x00garbage{")
        else:
            seats.unlink()
        server, said = restarted_hearing(folder)
        assert len(list(folder.glob(f"*{files.SUFFIX}"))) == 1
        assert len(list(folder.glob("*.corrupt-*"))) == (damage == "garbage"), (said, list(folder.iterdir()))
        assert said, "the server says so"
        table = server.tables[welcome["table"]]
        for token in (None, welcome["token"], joined["token"]):
            try:
                table.take_seat(object(), "Eve", token)  # pyright: ignore[reportArgumentType]  (no client needed)
            except Exception as refusal:
                assert "taken" in str(refusal) or "holds no seat" in str(refusal)
            else:
                raise AssertionError(f"a seat was taken with {token!r}")
        cleared(server)


async def test_a_served_table_keeps_no_statistics(parlour_home):
    async with serving(pace=0.001, wait=0.01) as (server, address):
        socket = await connect(address)
        await send(socket, type="create", setup=red_dog_setup(3, 1, rounds=2), name="Ann")
        await message(socket, "welcome")
        await send(socket, type="start")
        await socket.close()  # a stand-in plays Ann's seat: two rounds, then the result
        table = next(iter(server.tables.values()))
        for _ in range(500):
            if table.session.is_over():
                break
            await asyncio.sleep(0.01)
        assert table.session.is_over()
    assert not (parlour_home / "statistics.sqlite3").exists(), "the person's statistics are the person's own"


async def test_a_stand_ins_decision_is_in_the_record_before_anybody_is_told(monkeypatch):
    """A computer player standing in for an away person decides from the server's own generator, which no record
    can replay: unlike a step, its decision is written before its update goes out (a kill -9 then cannot show the
    others a decision the restored table would make again differently)."""
    monkeypatch.setattr(net_table, "KEEP_IDLE", 1000.0)  # nothing is written but what must be, when it must be
    async with serving(pace=0.001, wait=0.05) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table, away = server.tables[welcome["table"]], joined["seat"]
        await friend.close()
        await send(host, type="start")
        while True:
            update = await message(host, "update")
            if any(
                item.get("seat") == away and item["type"] in ("bet", "forfeit", "pass")
                for item in update["view"]["log"]
            ):
                break
            if update["view"].get("legal"):  # the host's own decision: the first choice, the lowest bet
                choice = update["view"]["legal"][0]
                amount = {"amount": choice["low"]} if choice["do"] == "bet" else {}
                await send(host, type="act", action={"seat": welcome["seat"], "do": choice["do"], **amount})
        kept = list(files.read(cast(Path, record_of(table).path)).moves)
        assert any(isinstance(move, Action) and move.seat == away for move in kept), "told before it was kept"
        await host.close()


async def test_a_seats_file_is_read_up_to_its_limit_and_one_byte_more_is_set_aside(parlour_home):
    """The seats file's bound (`SEATS_LIMIT`) at its edge: padded to the limit it is read (the people's seats back),
    one byte more and it is set aside unread, the game kept."""
    for size, trusted in ((SEATS_LIMIT, True), (SEATS_LIMIT + 1, False)):
        folder, welcome, joined = await a_started_game_left()
        (seats,) = folder.glob("*.seats.json")
        seats.write_bytes(seats.read_bytes().ljust(size))  # JSON still: spaces after it
        again, said = restarted_hearing(folder)
        table = again.tables[welcome["table"]]
        assert (table.session.setup.names[joined["seat"]] == "Boris") == trusted, said
        assert (not list(folder.glob("*.corrupt-*"))) == trusted and bool(said) != trusted
        cleared(again)


async def test_a_table_handed_on_before_its_start_is_restored_with_its_new_host(parlour_home):
    """The host left before the start: the friend still there holds the table; a restart keeps it so."""
    async with serving(pace=0.01, wait=1000) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table, clock = server.tables[welcome["table"]], FakeClock()
        table.clock = clock
        await host.close()
        await until(None, lambda: table.seats[welcome["seat"]].client is None)
        clock.advance(server.limits.host_hands_on_after + 1, table)  # the host waited for, then the friend hosts
        await until(None, lambda: table.host_seat == joined["seat"])
        await until(None, lambda: not record_of(table).waiting)
        folder = server.folder
        await friend.close()
    again = await restarted(folder)
    restored = next(iter(again.tables.values()))
    assert not restored.started and restored.host_seat == joined["seat"] != welcome["seat"]
    for task in list(again.tasks):
        task.cancel()


async def test_a_record_torn_by_a_crash_is_cut_back_before_the_restored_table_writes_on(parlour_home):
    """A kill -9 in the middle of a line leaves its first bytes at the record's end: the restored table cuts them off
    before its next moves, so the record stays one whole game (a torn line in its middle would spoil it)."""
    folder, _welcome, _joined = await a_started_game_left()
    (path,) = folder.glob(f"*{files.SUFFIX}")
    with open(path, "ab") as handle:
        handle.write(b'{"act":{"seat":0,"do":"be')  # torn by the crash
    again = await restarted(folder)
    table = next(iter(again.tables.values()))
    for task in list(again.tasks):
        task.cancel()
    async with table.turn:
        seat = table.session.person_to_act()
        assert seat is not None, "a restored table catches up to the next person's decision"
        table.session.act(seat, table.stand_in(seat))
        await table.kept()
    assert list(files.read(path).moves) == list(table.session.moves), "every move, and nothing torn between them"


async def test_a_game_under_way_whose_seats_file_is_lost_goes_on_and_is_never_given_up(parlour_home):
    """Seen: a restart that found a game's seats file missing took the game (its record held decisions) for a
    table nobody had started, and gave it up at once, its record deleted. It goes on: its people's seats closed,
    computer players standing in, ended unattended later, ranked as it stands (CH-5)."""
    async with serving(pace=0.01, wait=1000) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table = server.tables[welcome["table"]]
        await send(host, type="start")
        await until(None, lambda: table.session.person_to_act() is not None)
        seat = table.session.person_to_act()
        await send(host if seat == welcome["seat"] else friend, type="act", action={"seat": seat, "do": "forfeit"})
        await until(None, lambda: any(isinstance(move, Action) for move in table.session.moves))
        await until(None, lambda: not record_of(table).waiting)
        folder = server.folder
        await host.close()
        await friend.close()
    (seats,) = folder.glob("*.seats.json")
    seats.unlink()
    again = TableServer(pace=0.01, wait=0.01, folder=folder, limits=Limits(abandoned_after=0.2, keep_empty=0.2))
    again.tell = lambda text: None  # pyright: ignore[reportAttributeAccessIssue]  (the server's words, not here)
    assert again.restore() == 1
    restored = next(iter(again.tables.values()))
    assert restored.started, "its record shows it under way"
    clock = FakeClock()
    restored.clock = clock
    task = asyncio.create_task(again.play(restored))
    try:
        clock.advance(0.05, restored)  # past the seats' wait: computer players stand in
        await until(None, lambda: restored.session.rounds_played >= 1)
        clock.advance(1, restored)  # past ABANDONED_AFTER and KEEP_EMPTY: a started table is not given up
        await until(None, lambda: restored.session.rounds_played >= 2)
        assert not restored.given_up and list(folder.glob(f"*{files.SUFFIX}")), "its record kept"
    finally:
        task.cancel()
