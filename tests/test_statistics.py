"""Statistics arithmetic, worked by hand: rounds, net, best/worst round, games, wins, the chart series."""

from __future__ import annotations

import pytest

import parlour.app.statistics as statistics
from parlour.app.statistics import (
    PlayerStats,
    StatsFile,
    load_stats,
    record_game_end,
    record_game_start,
    record_round,
    save_stats,
    update_stats,
)

NAMES = ("You", "Bob")


def two_rounds() -> StatsFile:
    """You: 100 -> 110 -> 105; Bob: 100 -> 90 -> 95."""
    stats = record_round(StatsFile(), "red_dog", NAMES, (100, 100), (110, 90))
    return record_round(stats, "red_dog", NAMES, (110, 90), (105, 95))


def test_first_round_of_a_name():
    stats = record_round(StatsFile(), "red_dog", NAMES, (100, 100), (110, 90))
    you = stats.players("red_dog")["You"]
    assert (you.rounds, you.net, you.best_round, you.worst_round) == (1, 10, 10, 10)
    assert you.last_game == (100, 110)
    bob = stats.players("red_dog")["Bob"]
    assert (bob.rounds, bob.net, bob.best_round, bob.worst_round, bob.last_game) == (1, -10, -10, -10, (100, 90))


def test_two_rounds_add_up():
    you = two_rounds().players("red_dog")["You"]
    assert (you.rounds, you.net, you.best_round, you.worst_round) == (2, 5, 10, -5)
    assert you.last_game == (100, 110, 105)
    bob = two_rounds().players("red_dog")["Bob"]
    assert (bob.net, bob.best_round, bob.worst_round, bob.last_game) == (-5, 5, -10, (100, 90, 95))
    assert (you.games, you.wins) == (0, 0)


def test_game_end_counts_a_game_for_all_and_a_win_for_the_winner():
    stats = record_game_end(two_rounds(), "red_dog", NAMES, winner=0)
    you, bob = (stats.players("red_dog")[name] for name in NAMES)
    assert (you.games, you.wins, bob.games, bob.wins) == (1, 1, 1, 0)
    assert you.last_game == (100, 110, 105)


def test_game_end_without_a_winner_gives_no_win():
    stats = record_game_end(two_rounds(), "red_dog", NAMES, winner=None)
    assert [stats.players("red_dog")[n].wins for n in NAMES] == [0, 0]
    assert [stats.players("red_dog")[n].games for n in NAMES] == [1, 1]


def test_next_game_starts_a_new_chart_but_keeps_the_totals():
    stats = record_game_end(two_rounds(), "red_dog", NAMES, winner=0)
    stats = record_round(stats, "red_dog", NAMES, (50, 50), (30, 70))
    you = stats.players("red_dog")["You"]
    assert you.last_game == (50, 30)
    assert (you.rounds, you.net, you.best_round, you.worst_round) == (3, -15, 10, -20)


def test_game_start_restarts_the_chart_of_an_abandoned_game():
    stats = record_game_start(two_rounds(), "red_dog", NAMES)
    stats = record_round(stats, "red_dog", NAMES, (100, 100), (101, 99))
    assert stats.players("red_dog")["You"].last_game == (100, 101)
    assert stats.players("red_dog")["You"].games == 0


def test_seats_sharing_a_name_count_as_one_player():
    stats = record_round(StatsFile(), "put_and_take", ("Ann", "Ann", "Bob"), (10, 20, 30), (15, 10, 35))
    ann = stats.players("put_and_take")["Ann"]
    assert (ann.rounds, ann.net, ann.last_game) == (1, -5, (30, 25))
    stats = record_game_end(stats, "put_and_take", ("Ann", "Ann", "Bob"), winner=1)
    assert stats.players("put_and_take")["Ann"].wins == 1 and stats.players("put_and_take")["Ann"].games == 1


def test_games_are_kept_apart_and_put_counts_points():
    stats = record_round(two_rounds(), "put", NAMES, (0, 0), (1, 0))
    assert stats.players("put")["You"].net == 1
    assert stats.players("red_dog")["You"].net == 5
    assert stats.players("put_and_take") == {}


def test_records_are_pure():
    before = two_rounds()
    record_round(before, "red_dog", NAMES, (105, 95), (0, 200))
    record_game_end(before, "red_dog", NAMES, 1)
    assert before == two_rounds()


def test_mismatched_lengths_and_bad_winner_are_refused():
    with pytest.raises(ValueError):
        record_round(StatsFile(), "red_dog", NAMES, (1, 2, 3), (1, 2))
    with pytest.raises(ValueError):
        record_game_end(StatsFile(), "red_dog", NAMES, winner=2)


def test_very_long_games_keep_the_latest_chart_points(monkeypatch):
    monkeypatch.setattr(statistics, "MAX_CHART_POINTS", 5)
    stats = StatsFile()
    for stack in range(7):
        stats = record_round(stats, "put_and_take", ("Al", "Bo"), (stack, 0), (stack + 1, 0))
    al = stats.players("put_and_take")["Al"]
    assert al.last_game == (3, 4, 5, 6, 7)
    assert al.chart_dropped == 3
    assert al.rounds == 7 and al.net == 7


def test_statistics_survive_a_restart():
    stats = record_game_end(two_rounds(), "red_dog", NAMES, winner=1)
    assert save_stats(stats) is None
    assert load_stats() == (stats, None)


def test_update_stats_loads_changes_and_saves():
    assert load_stats() == (StatsFile(), None)
    assert update_stats(lambda s: record_round(s, "put", NAMES, (0, 0), (0, 1))) is None
    assert update_stats(lambda s: record_round(s, "put", NAMES, (0, 1), (2, 1))) is None
    assert load_stats()[0].players("put")["You"] == PlayerStats(rounds=2, net=2, best_round=2, worst_round=0,
                                                                 last_game=(0, 0, 2), in_game=True)
