"""A served table's files, kept through the server's one writer (app/writer.py), never on the event loop.

The record is the same JSON Lines file as a saved game's (app/game_files.py): the header, then a line
a move. Beside it, `<record>.seats.json` holds the people's seats: each one's name and its token's
SHA-256 (never the token), the host's seat and whether the game has started. Nothing is written as
it happens: the session's moves and the table's seats wait here until the table calls `keep`, which
writes everything waiting in one job (the moves appended and synced, then the seats replaced
atomically) and returns once it is on disk, or raises the OSError that stopped it. The table plays
on only once `keep` has returned (app/net/net_table.py): a move that could not be kept is never
followed by another, and is written again at the next `keep`. After a failed or torn write the file
is first cut back to what is known to be whole, so a move is never written twice nor half.

A server keeps no statistics: the rounds of strangers' games are not the person's (the data folder's
statistics are this machine's own games).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ...rules.engine import Action
from .. import game_files as files
from ..session import Change, Records
from ..storage import write_atomically
from ..writer import Writer

if TYPE_CHECKING:
    from ..session import TableSession

SEATS_SUFFIX = ".seats.json"


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
        """The record, kept open for appending while the table plays (one `write` a move, no `open` nor `close`)."""

    # -- what the session tells (app/session.py) -----------------------------------------------

    def started(self, session: TableSession) -> str | None:
        if self.path is None:
            started = files.now()
            self.path = files.new_path(session.setup.game, started, self.folder)
            self.header = files.RecordHeader(format=files.FORMAT, setup=session.setup, seed=session.seed,
                                             started=started, table=session.table_id).model_dump_json() + "\n"
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
        return bool(self.header or self.lines or self.seats_text is not None or (self.gone and self.path))

    async def keep(self) -> None:
        """Write what waits, on the writer; returns once it is on disk (OSError: nothing after the failure is
        kept, and all of it is tried again at the next call)."""
        if not self.waiting or self.path is None:
            return
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
        self.size, self.cut, self.header = size, False, None
        del self.lines[:len(lines)]  # moves played while this was written wait for the next call
        if self.seats_text is seats:
            self.seats_text = None

    def write(self, path: Path, size: int | None, cut: bool, header: str | None, lines: list[str], seats: str | None,
              gone: bool) -> int | None:
        """On the writer's thread: the record's header (when new), its waiting moves and its seats; or, once the
        game is gone, both files removed. The record's whole size afterwards."""
        if gone:
            self.close()
            for done in (path, seats_path(path)):
                done.unlink(missing_ok=True)
            return None
        if lines and size is not None and self.handle is None:
            self.handle = files.open_appending(path)
        size = files.write_waiting(path, size, cut, header, lines, self.handle)
        if seats is not None:
            write_atomically(seats_path(path), seats)
        return size

    def close(self) -> None:
        """Let the record's file go (on the writer's thread, or once the table's writes are done)."""
        if self.handle is not None:
            handle, self.handle = self.handle, None
            os.close(handle)


