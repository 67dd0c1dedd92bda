"""What a table keeps on disk as it plays: its record, a move at a time, and the statistics.

A `SavedTable` is the session's records (see app/seating/session.py). A new game gets a record
file at once (app/saving/game_files.py); every step and decision is appended to it; a finished
game's record is removed (its rounds and result are in the statistics). Nothing is written
on the screen's event loop: every write is a job for the app's one writer (app/saving/writer.py),
in order, and the table plays on only once the last move is kept (`ready`, asked before
every move; it waits a moment for the write under way). A write that fails pauses the
table and is tried again, the player told both times; once it has failed RETRIES times, or
at once when it never could succeed (no permission, a read-only disk), saving goes off for
that table, the player is told, and the game goes on unsaved, the file left as it was.
Demo tables use the session's default records, which keep nothing.
"""

from __future__ import annotations

import errno
import os
import threading
import time
from concurrent.futures import Future
from concurrent.futures import TimeoutError as Pending
from pathlib import Path
from typing import TYPE_CHECKING, Callable, cast

from ...rules.chips import rebought
from ...rules.engine import Action
from ...rules.review import tally
from ..seating.session import Records
from ..seating.table_seat import Change
from ..words.i18n import _
from ..words.system_errors import system_problem
from . import game_files as files
from . import in_use
from .paths import data_dir
from .statistics import Statistics
from .storage import make_folder, one_line, set_aside
from .writer import Writer, app_writer

if TYPE_CHECKING:
    from ..seating.session import TableSession

RETRY_DELAYS = (0.25, 0.5, 1.0, 2.0)
"""Seconds before each new try of a write that failed; after the last, saving goes off."""
READY_WAIT = 1.0
"""The most seconds a move waits for the write of the one before it (a disk that takes longer: the table
waits, the screen stays live)."""
HOPELESS = {errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOTDIR, errno.EISDIR, errno.ENOENT}
"""Failures no retry mends: saving goes off at once."""


class SavedTable(Records):
    """The record of one table's game, and its rounds in the statistics."""

    def __init__(self, path: Path | None = None, folder: Path | None = None, writer: Writer | None = None) -> None:
        self.path = path
        """The record file (None until a new game has one)."""
        self.folder = folder
        """Where a new game's record goes (None: the saved games' folder)."""
        self.continued = path is not None
        """A saved game continued (a crash at its table sets its record aside: `crashed`)."""
        self.failed = False
        """Saving stopped after a write failed for good (the game goes on)."""
        self.paused = False
        """A write failed and is being tried again: the table waits."""
        self.writer = writer or app_writer()
        self.notices: list[str] = []
        """Where the writer's news goes (the session's notices, once started)."""
        self.stats_unwritten: list[tuple[str, list[tuple]]] = []
        """The statistics' rows a write failed to add (a full disk): written before the next round's."""
        self._lock = threading.Lock()
        self._header: str | None = None
        """A new record's header line, until written."""
        self._lines: list[str] = []
        """Move lines played and not yet kept."""
        self._size: int | None = None
        """Bytes of the record known to be whole (None: not written yet, or a continued one not yet measured)."""
        self._cut = self.continued
        """The file may end past `_size` (a crash, a failed write): cut back before appending."""
        self._last: Future | None = None
        """The latest job: when it is done, so is every earlier one."""
        self.elsewhere = False
        """The record is held by another window's table (app/saving/in_use.py): this one keeps and counts nothing."""
        self._held: in_use.Held | None = None
        """This table's hold on its record, once it has one (let go as the table is left, or as this goes)."""

    def crashed(self) -> str | None:
        if self.continued and self.path is not None and self.path.exists():
            return set_aside(self.path, _("Parlour stopped while this game was being played"))
        return None

    def started(self, session: TableSession) -> str | None:
        """A continued game is already on disk (held while it plays, unless another window plays it: then nothing is
        kept nor counted here); a new one gets its record at once."""
        self.notices = session.notices
        if self.path is not None:
            self._held = in_use.hold(self.path)
            if self._held is not None:
                return None
            self.elsewhere = self.failed = True
            return _("this game is being played in another window: nothing played here is kept or counted")
        setup = session.setup
        started = files.now()
        self.path = files.new_path(setup.game, started, self.folder)
        self._header = (
            files.RecordHeader(
                format=files.FORMAT, setup=setup, seed=session.seed, started=started, table=session.table_id
            ).model_dump_json()
            + "\n"
        )
        notice = make_folder(data_dir()) or make_folder(self.path.parent)
        if notice:
            self.failed = True
            return notice
        self._submit(self._flush)
        return None

    def changed(self, session: TableSession, change: Change) -> str | None:
        if self.elsewhere:
            return None
        if change.round_ended or change.game_over:  # a game ended at the table mid-round (CH-5) is counted too
            self._submit(self.counting(session, change))
        if change.game_over:
            return self.remove()
        if not self.failed and self.path is not None:
            move = change.move
            rng = session.bot_rng.state if isinstance(move, Action) and not session.is_person(move.seat) else None
            with self._lock:
                self._lines.append(files.move_text(move, rng))
            self._submit(self._flush)
        return None

    @property
    def saving(self) -> bool:
        """Keeping the game: its record on disk, or about to be written (seen: quitting promised Continue the game
        whose record had been taken away, the loss noticed at the next move's write only)."""
        if self.path is None or self.failed:
            return False
        with self._lock:
            header = self._header
        return header is not None or self.path.exists()

    @property
    def saving_stopped(self) -> bool:
        """Saving stopped for good after the record was on disk, and it still is: Continue takes the game up where it
        stopped (seen: said of a record taken away mid-game, which Continue then did not list)."""
        return (
            self.failed
            and not self.elsewhere
            and self.path is not None
            and self._size is not None
            and self.path.exists()
        )

    @property
    def unsaved(self) -> bool:
        return self.failed

    def ready(self) -> bool:
        """Whether the table may play on: every move so far kept, saving off, or nothing kept at all (waits
        READY_WAIT seconds at most for the write under way)."""
        last = self._last
        if last is None or self.failed:
            return True
        if self.paused:  # a write failed and is being tried again: no waiting on the screen's loop
            return False
        try:
            last.result(READY_WAIT)
        except Pending:
            return False
        return not self.paused or self.failed

    def settle(self, seconds: float | None = None) -> None:
        """Wait until everything played so far is written (or given up)."""
        last = self._last
        if last is not None:
            last.result(seconds)

    def remove(self) -> str | None:
        """The game is over (or given up before anything was played): its record is no longer needed."""
        if self.path is not None and not self.failed:
            self._submit(self._unlink)
        return None

    def close(self) -> None:
        """The table is left: its record is no longer held (another window may continue it)."""
        held, self._held = self._held, None
        if held is not None:
            held.release()

    # -- on the writer's thread ------------------------------------------------------------

    def _submit(self, job: Callable[[], None]) -> None:
        self._last = self.writer.submit(job, key=self)

    def _tell(self, notice: str) -> None:
        self.notices.append(notice)  # list.append is atomic: the screen reads the notices between moves

    def _flush(self) -> None:
        """Write every move waiting; when a write fails, try again (the table waits), then give up."""
        for attempt in range(len(RETRY_DELAYS) + 1):
            if self.failed:
                return
            with self._lock:
                header, lines, size, cut = self._header, list(self._lines), self._size, self._cut
            if not lines and header is None and not cut:
                return
            try:
                path = cast(Path, self.path)  # a record with moves waiting has its file
                if size is None and header is None:  # a continued record: its whole part, before appending
                    size, cut = files.whole_size(path), True
                size = files.write_waiting(path, size, cut, header, lines)
            except OSError as error:
                with self._lock:
                    self._size, self._cut = size, size is not None or self._cut
                problem = one_line(system_problem(error))
                if error.errno in HOPELESS or attempt == len(RETRY_DELAYS):
                    self.failed, self.paused = True, False
                    self._tell(
                        _("saving is off: {path} cannot be written ({problem})").format(path=self.path, problem=problem)
                    )
                    return
                if not self.paused:
                    self.paused = True
                    self._tell(_("saving failed ({problem}): the table waits and tries again").format(problem=problem))
                time.sleep(RETRY_DELAYS[attempt])
                continue
            if header is not None:  # the new record is on disk, to be appended to from now on: held while it plays
                self._held = in_use.hold(path)
            with self._lock:
                del self._lines[: len(lines)]
                self._size, self._cut, self._header = size, False, None
            if self.paused:
                self.paused = False
                self._tell(_("saving works again: the table goes on"))
            return

    def _unlink(self) -> None:
        if self.failed:
            return
        try:
            os.unlink(cast(Path, self.path))  # only a record with a file is removed
        except FileNotFoundError:
            pass
        except OSError as error:
            self._tell(
                _("the finished game's record {path} could not be removed ({problem})").format(
                    path=self.path, problem=one_line(system_problem(error))
                )
            )

    def counting(self, session: TableSession, change: Change) -> Callable[[], None]:
        """A round is over, or the game: the job that counts the round, and the game if it ended (the figures taken
        now, from the session as it stands; the round's decisions judged and everything written on the writer's
        thread: a Put round of four or more judges each decision by play-outs, ~40 ms each, which the screen's
        loop would wait for). A game ended at the table mid-round counts as a game, and its unfinished round as a
        round when it moved chips (antes, bets, payments: in the final standings, so in the net too)."""
        game, names, table = session.setup.game, session.setup.names, session.table_id
        info = session.game
        decisions = tuple(session.round_decisions) if info.decisions and change.round_ended else ()  # frozen states
        counted = change.counts_round
        winners = session.winners() if change.game_over else ()
        before, after = change.before, change.after
        again = rebought(session.log(None), len(names))  # the round's rebuys (CH-4): in `after`, not won

        def count() -> None:
            stats = Statistics(unwritten=self.stats_unwritten)
            tallied = tally(info, decisions) if decisions else None
            for notice in (
                stats.record_round(game, table, names, before, after, again) if counted else None,
                stats.record_choices(game, table, names, tallied) if tallied is not None else None,
                stats.record_game_end(game, table, names, winners) if change.game_over else None,
            ):
                # Told once: a data folder that cannot be made would say so at every round.
                if notice and notice not in self.notices:
                    self._tell(notice)

        return count
