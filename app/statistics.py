"""Statistics per game and per player name (PRODUCT.md screen 5), kept in statistics.json.

After every round the table calls `record_round` with each seat's stack (chip
games) or score (Put) before and after the round; at the game's end it calls
`record_game_end`. Both are pure: they return a new frozen `StatsFile`. Seats that
share a name count as one player (their amounts are added).

The chart series holds the stack (or score) of each name over its LAST game: the
value before the first round, then after each round. A new game starts a new
series (`record_game_start`, or the first round after a recorded game end).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Callable, Sequence

from pydantic import BaseModel, ConfigDict, Field

from .saved import STATISTICS_FILE, SavedFile, join_notices, saved_path
from .storage import load_model, save_model

MAX_CHART_POINTS = 2000
"""Longest series kept for the chart; older points of a very long game are dropped."""


class PlayerStats(BaseModel):
    """One player name's record in one game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    games: int = Field(0, ge=0)
    """Games finished."""
    rounds: int = Field(0, ge=0)
    """Rounds played."""
    wins: int = Field(0, ge=0)
    """Games won."""
    net: int = 0
    """Chips (or Put points) won minus lost, over all rounds."""
    best_round: int | None = None
    """The most won in one round (None before the first round)."""
    worst_round: int | None = None
    """The least won (most lost) in one round."""
    last_game: tuple[int, ...] = ()
    """Stack or score over the last game: before its first round, then after each round."""
    chart_dropped: int = Field(0, ge=0)
    """Rounds dropped from the front of `last_game` (only in games longer than MAX_CHART_POINTS)."""
    in_game: bool = False
    """Whether `last_game` belongs to a game still going (False once the game end is recorded)."""


class StatsFile(SavedFile):
    """statistics.json."""

    games: dict[str, dict[str, PlayerStats]] = Field(default_factory=dict)
    """Game name -> player name -> record."""

    def players(self, game: str) -> dict[str, PlayerStats]:
        """The records of one game (empty when nobody played it)."""
        return self.games.get(game, {})


def _seats_by_name(names: Sequence[str]) -> dict[str, list[int]]:
    """Each distinct name with its seats, in seat order."""
    seats: dict[str, list[int]] = defaultdict(list)
    for seat, name in enumerate(names):
        seats[name].append(seat)
    return dict(seats)


def _with_game(stats: StatsFile, game: str, records: dict[str, PlayerStats]) -> StatsFile:
    """`stats` with `records` replacing (or adding) those names in `game`."""
    return stats.model_copy(update={"games": {**stats.games, game: {**stats.players(game), **records}}})


def record_game_start(stats: StatsFile, game: str, names: Sequence[str]) -> StatsFile:
    """A fresh game for these names: their chart series start over at its first round."""
    old = stats.players(game)
    records = {name: old.get(name, PlayerStats()).model_copy(update={"in_game": False})
               for name in _seats_by_name(names)}
    return _with_game(stats, game, records)


def record_round(stats: StatsFile, game: str, names: Sequence[str],
                 before: Sequence[int], after: Sequence[int]) -> StatsFile:
    """Add one finished round: per-seat stacks (or scores) before and after it."""
    if not len(names) == len(before) == len(after):
        raise ValueError(f"{len(names)} names, {len(before)} values before and {len(after)} after")
    old = stats.players(game)
    records = {}
    for name, seats in _seats_by_name(names).items():
        start = sum(before[seat] for seat in seats)
        end = sum(after[seat] for seat in seats)
        records[name] = _add_round(old.get(name, PlayerStats()), start, end)
    return _with_game(stats, game, records)


def _add_round(record: PlayerStats, start: int, end: int) -> PlayerStats:
    """One player's record after a round that took them from `start` to `end`."""
    change = end - start
    series, dropped = (record.last_game, record.chart_dropped) if record.in_game else ((start,), 0)
    series += (end,)
    if len(series) > MAX_CHART_POINTS:
        dropped += len(series) - MAX_CHART_POINTS
        series = series[-MAX_CHART_POINTS:]
    return record.model_copy(update={
        "rounds": record.rounds + 1,
        "net": record.net + change,
        "best_round": change if record.best_round is None else max(record.best_round, change),
        "worst_round": change if record.worst_round is None else min(record.worst_round, change),
        "last_game": series,
        "chart_dropped": dropped,
        "in_game": True,
    })


def record_game_end(stats: StatsFile, game: str, names: Sequence[str], winner: int | None) -> StatsFile:
    """Count a finished game for every name at the table, and a win for the winner's name."""
    if winner is not None and not 0 <= winner < len(names):
        raise ValueError(f"no seat {winner} among {len(names)}")
    old = stats.players(game)
    records = {}
    for name in _seats_by_name(names):
        record = old.get(name, PlayerStats())
        won = winner is not None and names[winner] == name
        records[name] = record.model_copy(update={
            "games": record.games + 1, "wins": record.wins + int(won), "in_game": False})
    return _with_game(stats, game, records)


def load_stats() -> tuple[StatsFile, str | None]:
    """The saved statistics (empty ones when there are none or the file was bad)."""
    saved, notice = load_model(saved_path(STATISTICS_FILE), StatsFile)
    return saved or StatsFile(), notice


def save_stats(stats: StatsFile) -> str | None:
    """Save the statistics; None, or a notice when saving is off."""
    return save_model(saved_path(STATISTICS_FILE), stats)


def update_stats(change: Callable[[StatsFile], StatsFile]) -> str | None:
    """Load the statistics, apply `change` (e.g. a `record_round`) and save; None, or a notice."""
    stats, notice = load_stats()
    return join_notices(notice, save_stats(change(stats)))
