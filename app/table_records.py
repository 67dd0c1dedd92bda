"""What a table keeps on disk as it plays: its record, a move at a time, and the statistics.

A `SavedTable` is the session's records (see app/session.py). A new game gets a record
file at once (app/game_files.py); every step and decision is appended to it as it is
made; a finished game's record is removed (its rounds and result are in the statistics).
Each method returns None or a one-line notice (saving off, a file set aside) for the
table to show; once a write fails, saving stays off for that table and the file is
left as it was. Demo tables use the session's default records, which keep nothing.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ..rules.engine import Action
from . import game_files as files
from .i18n import _
from .paths import data_dir
from .saved import join_notices
from .session import Change, Records
from .statistics import Statistics
from .storage import make_folder, one_line

if TYPE_CHECKING:
    from .session import TableSession


class SavedTable(Records):
    """The record of one table's game, and its rounds in the statistics."""

    def __init__(self, path: Path | None = None, folder: Path | None = None) -> None:
        self.path = path
        """The record file (None until a new game has one)."""
        self.folder = folder
        """Where a new game's record goes (None: the saved games' folder; a server keeps its own)."""
        self.continued = path is not None
        """A saved game continued (a crash at its table sets its record aside, see app/crash.py)."""
        self.failed = False
        """Saving stopped after a write failed (the game goes on)."""

    def started(self, session: TableSession) -> str | None:
        """A continued game is already on disk; a new one gets its record and starts each player's chart."""
        if self.path is not None:
            return None
        setup = session.setup
        started = files.now()
        self.path = files.new_path(setup.game, started, self.folder)
        header = files.RecordHeader(format=files.FORMAT, setup=setup, seed=session.seed, started=started,
                                    table=session.table_id)
        notice = make_folder(data_dir()) or make_folder(self.path.parent)
        if notice:
            self.failed = True
        return notice or self.write(lambda: files.create(self.path, header))

    def changed(self, session: TableSession, change: Change) -> str | None:
        notice = self.count(session, change) if change.round_ended else None
        if change.game_over:
            return join_notices(notice, self.remove())
        move = change.move
        rng = session.bot_rng.state if isinstance(move, Action) and not session.is_person(move.seat) else None
        return join_notices(notice, self.write(lambda: files.append(self.path, files.move_line(move, rng))))

    @property
    def saving(self) -> bool:
        return self.path is not None and not self.failed

    def write(self, action) -> str | None:
        """Run a write; after a failure, saving is off for this table and the player is told once."""
        if self.failed or self.path is None:
            return None
        try:
            action()
        except OSError as error:
            self.failed = True
            return _("saving is off: {path} cannot be written ({problem})").format(
                path=self.path, problem=one_line(error.strerror or error))
        return None

    def remove(self) -> str | None:
        """The game is over (or given up before anything was played): its record is no longer needed."""
        if self.path is None or self.failed:
            return None
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as error:
            return _("the finished game's record {path} could not be removed ({problem})").format(
                path=self.path, problem=one_line(error.strerror or error))
        return None

    def count(self, session: TableSession, change: Change) -> str | None:
        """A round is over: count it, and the game if it ended."""
        game, names, table = session.setup.game, session.setup.names, session.table_id
        stats = Statistics()
        notice = stats.record_round(game, table, names, change.before, change.after)
        if session.game.decisions and session.round_decisions:
            from ..rules.review import tally

            notice = join_notices(notice, stats.record_choices(game, table, names,
                                                               tally(session.game, session.round_decisions)))
        if change.game_over:
            notice = join_notices(notice, stats.record_game_end(game, table, names, session.outcome().winner))
        return notice
