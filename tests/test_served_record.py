"""A served table's record (app/net/served_record.py): a decision takes the quick way, appended through the OS's
cache at once and synced by the writer after (one sync for all that came meanwhile); a failed sync has its moves
written again, synced, never twice nor lost; a slow disk holds a table's unsynced moves to UNSYNCED_MOST."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import threading
import time

from parlour.app.net import served_record
from parlour.app.net.served_record import ServedRecord
from parlour.app.saving import game_files as files
from parlour.app.saving.writer import Writer
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats
from parlour.rules.engine import Action
from parlour.rules.rng import Rng
from tests.net_helpers import until


def served_session(folder, seats: tuple[SeatSetup, ...] = default_seats(3, 2)) -> tuple[TableSession, ServedRecord]:
    """A Red Dog table of three (two people, unless `seats` say) kept as a server keeps it, started; its record's
    header written."""
    record = ServedRecord(Writer(lanes=2), folder)
    session = TableSession(TableSetup(game="red_dog", seats=seats), 7, records=record)
    session.start()
    return session, record


async def decide(session: TableSession, record: ServedRecord) -> None:
    """Play up to the next person's decision, make it (as the computer would), and keep it."""
    while session.person_to_act() is None:
        session.step()
    seat = session.person_to_act()
    players = session.game.computer_players()
    choose = players.get("sharp") or next(iter(players.values()))
    assert seat is not None
    session.act(seat, choose(session.view(seat), Rng(seat)))
    await record.keep()


def kept_moves(record: ServedRecord) -> list:
    assert record.path is not None
    return list(files.read(record.path).moves)


async def test_a_decision_is_in_the_file_when_keep_returns_and_on_the_disk_soon_after(tmp_path, monkeypatch):
    syncs = []
    real_sync = files.sync_record

    def slow_sync(handle):
        time.sleep(0.05)  # a slow disk: several decisions come while one sync runs
        syncs.append(handle)
        real_sync(handle)

    monkeypatch.setattr(files, "sync_record", slow_sync)
    session, record = served_session(tmp_path)
    await record.keep()  # the header, through the writer (on the disk when it returns)
    for _ in range(8):
        await decide(session, record)
        assert kept_moves(record) == list(session.moves), "in the file (a kill -9 now loses nothing)"
    assert record.unsynced, "the disk is still being waited for"
    await until(None, lambda: not record.unsynced)
    assert record.path is not None
    assert record.synced == record.size == record.path.stat().st_size
    assert 1 <= len(syncs) < 8, "one sync covers every decision written while the one before it ran"


async def test_a_failed_sync_has_its_moves_written_again_once_each(tmp_path, monkeypatch):
    failures = {"left": 1}
    real_sync = files.sync_record

    def failing_sync(handle):
        if failures["left"]:
            failures["left"] -= 1
            raise OSError(errno.EIO, "Input/output error")
        real_sync(handle)

    monkeypatch.setattr(files, "sync_record", failing_sync)
    session, record = served_session(tmp_path)
    troubles = []
    record.on_trouble = lambda: troubles.append(1)
    await record.keep()
    synced = record.synced
    await decide(session, record)
    await until(None, lambda: record.sync_failed is not None)
    assert troubles == [1], "the table is told at once (it keeps again, and pauses if that fails)"
    assert record.waiting and record.synced == synced
    handle = record.handle
    await record.keep()  # cut back to what is on the disk, then every move written again, synced
    assert record.handle == handle, "through the same descriptor (a second one would be one a table too many)"
    assert record.sync_failed is None and not record.unsynced
    assert kept_moves(record) == list(session.moves), "each move once: none lost, none twice"
    await decide(session, record)
    await until(None, lambda: not record.unsynced)
    assert record.path is not None
    assert kept_moves(record) == list(session.moves) and record.synced == record.path.stat().st_size


async def test_a_disk_that_does_not_answer_holds_a_table_at_unsynced_most_moves(tmp_path, monkeypatch):
    monkeypatch.setattr(served_record, "UNSYNCED_MOST", 2)
    disk = threading.Event()
    real_sync = files.sync_record

    def stuck_sync(handle):
        disk.wait(10)
        real_sync(handle)

    monkeypatch.setattr(files, "sync_record", stuck_sync)
    session, record = served_session(tmp_path)
    await record.keep()
    for _ in range(2):
        await decide(session, record)
    third = asyncio.create_task(decide(session, record))
    await asyncio.sleep(0.2)
    assert not third.done(), "a third move waits for the disk"
    assert len(record.unsynced) == 3 and kept_moves(record) == list(session.moves)
    disk.set()
    await asyncio.wait_for(third, 5)
    await until(None, lambda: not record.unsynced)
    assert kept_moves(record) == list(session.moves)


async def test_a_restored_tables_computer_players_go_on_from_their_generator_as_it_was(tmp_path):
    """Each computer player's decision is kept with its generator's state after it: the table restored from its
    record has the very generator it had, so its computer players decide as they would have (the same seed and
    moves, the same game)."""
    from parlour.app.saving.saved_games import read_saved, replayed

    seats = default_seats(3, 2)
    casual = (*seats[:2], seats[2].model_copy(update={"strength": "casual"}))  # a player who draws from it
    session, record = served_session(tmp_path, casual)
    await record.keep()
    for _ in range(6):
        await decide(session, record)

    def a_computers(move) -> bool:
        return isinstance(move, Action) and not session.is_person(move.seat)

    while not a_computers(session.moves[-1]):  # the record ends on a computer player's decision
        if session.person_to_act() is None:
            session.step()
        else:
            await decide(session, record)
    await record.keep()
    assert record.path is not None
    saved, notice = read_saved(record.path)
    assert saved is not None and notice is None
    again = replayed(saved)
    assert again.bot_rng.state == session.bot_rng.state and again.state == session.state


async def test_a_move_half_written_when_the_disk_failed_is_cut_back_before_it_is_written_again(tmp_path, monkeypatch):
    """The quick append fails after part of a move reached the file (a full disk): the next keep cuts those bytes
    off before writing the move again, so the record holds it once, whole."""
    session, record = served_session(tmp_path)
    await record.keep()
    await decide(session, record)
    real = files.append_buffered

    def half_then_full(handle: int, data: bytes) -> None:
        real(handle, data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "append_buffered", half_then_full)
    with contextlib.suppress(OSError):
        await decide(session, record)
    monkeypatch.setattr(files, "append_buffered", real)
    await record.keep()
    assert kept_moves(record) == list(session.moves), "every move once, nothing half written between them"
