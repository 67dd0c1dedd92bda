"""What a table keeps on disk as it plays: the autosave after every action and the statistics.

The table screen calls these; each returns None or a one-line notice (saving off,
a file set aside) that the table shows once. Demo tables keep nothing.
"""

from __future__ import annotations

from typing import Any

from parlour.app.saved import clear_autosave, join_notices, write_autosave
from parlour.app.statistics import record_game_end, record_game_start, record_round, update_stats


def game_started(table: Any) -> str | None:
    """A new (not resumed) table: save it at once and start the stack chart of each player."""
    setup = table.setup
    return join_notices(save_now(table),
                        update_stats(lambda stats: record_game_start(stats, setup.game, setup.names)))


def save_now(table: Any) -> str | None:
    """Write the autosave of the game in progress (or clear it when the game is over)."""
    if table.engine.is_over(table.state):
        return clear_autosave()
    return write_autosave(table.setup, table.seed, table.bot_rng.state, table.state, table.round_start_stacks)


def round_ended(table: Any, old: Any, new: Any) -> str | None:
    """A round is over: count it (and the game, if it ended) in the statistics."""
    setup, game = table.setup, table.setup.game
    before = table.round_start_stacks or table.stacks_of(old)
    after = table.stacks_of(new)
    notice = update_stats(lambda stats: record_round(stats, game, setup.names, before, after))
    if table.engine.is_over(new):
        winner = table.engine.outcome(new).winner
        notice = join_notices(notice, update_stats(lambda stats: record_game_end(stats, game, setup.names, winner)))
    return notice
