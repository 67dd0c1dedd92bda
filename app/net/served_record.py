"""A served table's files, kept through the server's one writer (app/saving/writer.py): the disk is never waited for on
the event loop.

The record is the same JSON Lines file as a saved game's (app/saving/game_files.py): the header, then a line
a move. Beside it, `<record>.seats.json` holds the people's seats: each one's name and its token's
SHA-256 (never the token), the host's seat and whether the game has started. Nothing is written as
it happens: the session's moves and the table's seats wait here until the table calls `keep`, and the
table plays on only once `keep` has returned (app/net/net_table.py), so a move that could not be kept is
never followed by another: it is written again at the next `keep`.

Moves alone (the table's every decision, once its record is open) take the quick way: `keep` appends
them through the OS's cache on the spot (a copy of about a microsecond that never waits for the disk),
so from then on they survive the server's death (a crash, `kill -9`), and the writer then syncs the file
to the disk, one sync for whatever was written meanwhile (group commit). Until a sync has returned, its
moves stay here: a sync that fails has them written again, cut back to what is known to be on the disk,
at the next `keep` (which pauses the table if that fails too), and at most UNSYNCED_MOST moves of a table
wait for the disk at once (then `keep` waits for the sync: a slow disk slows its tables, never loses
more). So a machine that loses its power can lose at most the moves of the last disk round trip. The
rest (a new record's header, the seats, a game's end) is one job on the writer, returned from once it
is on the disk: the header written atomically, the moves appended and synced, the seats replaced
atomically. After a failed or torn write the file is first cut back to what is known to be
whole, so a move is never written twice nor half.

A server keeps no statistics: the rounds of strangers' games are not the person's (each player's machine counts
the games played from it, app/net/seat_statistics.py).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from ...rules.engine import Action
from ..saving import game_files as files
from ..saving.storage import write_atomically
from ..saving.writer import Writer
from ..seating.session import Records
from ..seating.table_seat import Change

if TYPE_CHECKING:
    from ..seating.session import TableSession

SEATS_SUFFIX = ".seats.json"
UNSYNCED_MOST = 64
"""Moves of one table written through the OS's cache and not yet synced to the disk, at the most."""


def seats_path(record: Path) -> Path:
    return record.with_name(record.name + SEATS_SUFFIX)


class ServedRecord(Records):
    """One served table's record and seats, waiting to be kept."""

    def __init__(self, writer: Writer, folder: Path, path: Path | None = None, size: int | None = None) -> None:
        self.writer = writer
        self.folder = folder
        self.path = path
        """The record file (None until the table's session starts)."""
        self.size = size
        """Bytes of the record known to be whole on disk (None: its header is not written yet)."""
        self.cut = path is not None
        """The file may end with more than `size` bytes (torn by a crash, or a failed write): cut it first."""
        self.header: str | None = None
        """A new record's header line, until it is written."""
        self.lines: list[str] = []
        """Move lines played and not yet kept."""
        self.seats_text: str | None = None
        """The seats as they now are, until written."""
        self.gone = False
        """The game is over or given up: the files go."""
        self.handle: int | None = None
        """The record, kept open for appending while the table plays (no `open` nor `close` a move)."""
        self.unsynced: list[tuple[int, str]] = []
        """Moves written the quick way and not yet on the disk: each with the record's size after it."""
        self.synced = size
        """Bytes of the record known to be on the disk."""
        self.syncing: asyncio.Task[None] | None = None
        """The writer's sync of the record, while one runs."""
        self.sync_failed: OSError | None = None
        """A sync failed: what waited for it is written again at the next `keep`."""
        self.on_trouble: Callable[[], None] | None = None
        """Called when a sync fails between two `keep`s (the table then keeps at once, and pauses if it fails)."""

    # -- what the session tells (app/seating/session.py) -----------------------------------------------

    def started(self, session: TableSession) -> str | None:
        if self.path is None:
            started = files.now()
            self.path = files.new_path(session.setup.game, started, self.folder)
            self.header = (
                files.RecordHeader(
                    format=files.FORMAT, setup=session.setup, seed=session.seed, started=started, table=session.table_id
                ).model_dump_json()
                + "\n"
            )
        return None

    def changed(self, session: TableSession, change: Change) -> str | None:
        if change.game_over:
            self.gone = True
            return None
        move = change.move
        rng = session.bot_rng.state if isinstance(move, Action) and not session.is_person(move.seat) else None
        self.lines.append(files.move_text(move, rng))
        return None

    @property
    def saving(self) -> bool:
        return True

    def remove(self) -> str | None:
        self.gone = True
        return None

    def seats(self, text: str) -> None:
        """The seats changed (kept at the next `keep`)."""
        self.seats_text = text

    # -- keeping ---------------------------------------------------------------------------------

    @property
    def waiting(self) -> bool:
        return bool(
            self.header or self.lines or self.seats_text is not None or (self.gone and self.path) or self.sync_failed
        )

    async def keep(self) -> None:
        """Write what waits; returns once it is kept: through the OS's cache (moves alone, the disk's sync to
        follow) or on the disk (OSError: nothing after the failure is kept, and all of it is tried again at the
        next call)."""
        if not self.waiting or self.path is None:
            return
        if self.quick:
            await self.keep_quickly()
            return
        while self.syncing is not None:  # the writer's job must find every sync done
            await asyncio.shield(self.syncing)
        if self.sync_failed is not None:  # write again, on the disk this time, all that the failed sync held
            self.lines[:0] = [line for _end, line in self.unsynced]
            self.unsynced, self.size, self.cut, self.sync_failed = [], self.synced, True, None
        header, lines, seats, gone = self.header, list(self.lines), self.seats_text, self.gone
        path, size, cut = self.path, self.size, self.cut
        try:
            size = await self.writer.run(lambda: self.write(path, size, cut, header, lines, seats, gone), key=path.name)
        except BaseException:  # failed, or cancelled while the job may still be running: cut back next time
            self.cut = True
            raise
        if gone:
            self.path, self.header, self.lines, self.seats_text = None, None, [], None
            return
        self.size, self.synced, self.cut, self.header, self.unsynced = size, size, False, None, []
        del self.lines[: len(lines)]  # moves played while this was written wait for the next call
        if self.seats_text is seats:
            self.seats_text = None

    @property
    def quick(self) -> bool:
        """Only moves wait, and the record is open and whole: they may take the quick way."""
        return bool(
            self.lines
            and self.handle is not None
            and self.size is not None
            and self.header is None
            and self.seats_text is None
            and not self.gone
            and not self.cut
            and self.sync_failed is None
        )

    async def keep_quickly(self) -> None:
        """Append the waiting moves through the OS's cache, then have the writer sync them (see the module)."""
        assert self.handle is not None and self.size is not None
        text = "".join(self.lines)
        data = text.encode()
        try:
            files.append_buffered(self.handle, data)
        except OSError:  # part of it may be written: cut back before it is written again
            self.cut = True
            raise
        self.size += len(data)
        self.unsynced.append((self.size, text))
        self.lines.clear()
        if self.syncing is None:
            self.syncing = asyncio.get_running_loop().create_task(self.sync())
        if len(self.unsynced) > UNSYNCED_MOST:
            await asyncio.shield(self.syncing)

    async def sync(self) -> None:
        """On the writer, sync the record for everything written so far, again while more came meanwhile."""
        assert self.path is not None and self.handle is not None
        handle, key = self.handle, self.path.name
        try:
            while self.unsynced and self.sync_failed is None:
                size = self.size
                try:
                    await self.writer.run(lambda: files.sync_record(handle), key=key)
                except OSError as error:
                    self.sync_failed = error
                    if self.on_trouble is not None:
                        self.on_trouble()
                    return
                self.synced = size
                synced = cast(int, size)  # an open record has its size
                self.unsynced = [(end, line) for end, line in self.unsynced if end > synced]
        finally:
            self.syncing = None

    def write(
        self,
        path: Path,
        size: int | None,
        cut: bool,
        header: str | None,
        lines: list[str],
        seats: str | None,
        gone: bool,
    ) -> int | None:
        """On the writer's thread: the record's header (when new), its waiting moves and its seats; or, once the
        game is gone, both files removed. The record's whole size afterwards."""
        if gone:
            self.close()
            for done in (path, seats_path(path)):
                done.unlink(missing_ok=True)
            return None
        if size is not None and self.handle is None:
            self.handle = files.open_buffered(path)
        size = files.write_waiting(path, size, cut, header, lines, self.handle)
        if self.handle is None:  # the record exists now: the next moves may take the quick way
            self.handle = files.open_buffered(path)
        if seats is not None:
            write_atomically(seats_path(path), seats)
        return size

    def close(self) -> None:
        """Let the record's file go (on the writer's thread, or once the table's writes are done)."""
        if self.handle is not None:
            handle, self.handle = self.handle, None
            os.close(handle)
