"""What a table keeps on disk as it plays: the autosave after every change and the statistics.

A `SavedTable` is the session's records (see app/session.py); each method returns None
or a one-line notice (saving off, a file set aside) for the table to show. Demo tables
use the session's default records, which keep nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .saved import clear_autosave, join_notices, write_autosave
from .session import Change, Records
from .statistics import record_game_end, record_game_start, record_round, update_stats

if TYPE_CHECKING:
    from .session import TableSession


class SavedTable(Records):
    """Autosave after every change; count every round and game in the statistics."""

    def started(self, session: TableSession) -> str | None:
        """A resumed table is saved again; a new one is saved and starts each player's chart."""
        if session.resumed:
            return self.save(session)
        setup = session.setup
        return join_notices(self.save(session),
                            update_stats(lambda stats: record_game_start(stats, setup.game, setup.names)))

    def changed(self, session: TableSession, change: Change) -> str | None:
        notice = self.count(session, change) if change.round_ended else None
        return join_notices(notice, self.save(session))

    def save(self, session: TableSession) -> str | None:
        """Write the autosave of the game in progress (or clear it once the game is over)."""
        if session.is_over():
            return clear_autosave()
        return write_autosave(session.setup, session.seed, session.bot_rng.state, session.state, session.round_start)

    def count(self, session: TableSession, change: Change) -> str | None:
        """A round is over: count it, and the game if it ended."""
        game, names = session.setup.game, session.setup.names
        notice = update_stats(lambda stats: record_round(stats, game, names, change.before, change.after))
        if change.game_over:
            winner = session.outcome().winner
            notice = join_notices(notice, update_stats(lambda stats: record_game_end(stats, game, names, winner)))
        return notice
