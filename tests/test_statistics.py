"""Statistics worked by hand (app/saving/statistics.py): rounds, net, best/worst round, games, wins, the chart;
the database set aside when it is not one, a newer one left alone, Parlour 0.1's file carried over."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from typing import cast

import pytest

import parlour.app.saving.statistics as statistics
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.table_records import SavedTable
from parlour.app.seating.session import Records, TableSession
from parlour.app.seating.table_seat import Change
from parlour.app.seating.table_setup import SeatSetup, TableSetup

NAMES = ("You", "Bob")


def two_rounds(stats: Statistics | None = None, table: str = "t1") -> Statistics:
    """You: 100 -> 110 -> 105; Bob: 100 -> 90 -> 95."""
    stats = stats or Statistics()
    assert stats.record_round("red_dog", table, NAMES, (100, 100), (110, 90)) is None
    assert stats.record_round("red_dog", table, NAMES, (110, 90), (105, 95)) is None
    return stats


def figures(stats: Statistics, game: str, name: str) -> tuple:
    record = stats.players(game)[name]
    return record.rounds, record.net, record.best_round, record.worst_round


def test_first_round_of_a_name():
    stats = Statistics()
    stats.record_round("red_dog", "t1", NAMES, (100, 100), (110, 90))
    assert figures(stats, "red_dog", "You") == (1, 10, 10, 10)
    assert figures(stats, "red_dog", "Bob") == (1, -10, -10, -10)
    assert stats.chart("red_dog", "You").series == (100, 110)
    assert stats.chart("red_dog", "Bob").series == (100, 90)


def test_two_rounds_add_up():
    stats = two_rounds()
    assert figures(stats, "red_dog", "You") == (2, 5, 10, -5)
    assert figures(stats, "red_dog", "Bob") == (2, -5, 5, -10)
    assert stats.chart("red_dog", "You").series == (100, 110, 105)
    you = stats.players("red_dog")["You"]
    assert (you.games, you.wins) == (1, 0), "a game still going (or left unfinished) is a game played, not won"


def test_games_played_count_each_table_once_finished_or_not_and_wins_only_at_a_game_end():
    stats = two_rounds()
    stats.record_game_end("red_dog", "t1", NAMES, winner=1)
    two_rounds(stats, table="t2")  # left unfinished
    stats.record_round("red_dog", "t3", ("Bob", "Cleo"), (100, 100), (101, 99))
    you, bob, cleo = (stats.players("red_dog")[name] for name in ("You", "Bob", "Cleo"))
    assert (you.games, you.wins, you.rounds) == (2, 0, 4)
    assert (bob.games, bob.wins, bob.rounds) == (3, 1, 5)
    assert (cleo.games, cleo.wins) == (1, 0)
    assert stats.players("put") == {}, "another game's tables are not counted"


def test_game_end_counts_a_game_for_all_and_a_win_for_the_winner():
    stats = two_rounds()
    stats.record_game_end("red_dog", "t1", NAMES, winner=0)
    you, bob = (stats.players("red_dog")[name] for name in NAMES)
    assert (you.games, you.wins, bob.games, bob.wins) == (1, 1, 1, 0)
    assert stats.chart("red_dog", "You").series == (100, 110, 105)


def test_game_end_without_a_winner_gives_no_win():
    stats = two_rounds()
    stats.record_game_end("red_dog", "t1", NAMES, winner=None)
    assert [(stats.players("red_dog")[n].games, stats.players("red_dog")[n].wins) for n in NAMES] == [(1, 0), (1, 0)]


def test_the_next_table_starts_a_new_chart_but_keeps_the_totals():
    stats = two_rounds()
    stats.record_game_end("red_dog", "t1", NAMES, winner=0)
    stats.record_round("red_dog", "t2", NAMES, (50, 50), (30, 70))
    assert stats.chart("red_dog", "You").series == (50, 30)
    assert figures(stats, "red_dog", "You") == (3, -15, 10, -20)


def test_seats_sharing_a_name_count_as_one_player():
    stats = Statistics()
    stats.record_round("put_and_take", "t", ("Ann", "Ann", "Bob"), (10, 20, 30), (15, 10, 35))
    assert figures(stats, "put_and_take", "Ann") == (1, -5, -5, -5)
    assert stats.chart("put_and_take", "Ann").series == (30, 25)
    stats.record_game_end("put_and_take", "t", ("Ann", "Ann", "Bob"), winner=1)
    ann = stats.players("put_and_take")["Ann"]
    assert (ann.wins, ann.games) == (1, 1)


def test_games_are_kept_apart_and_put_counts_points():
    stats = two_rounds()
    stats.record_round("put", "p", NAMES, (0, 0), (1, 0))
    assert stats.players("put")["You"].net == 1 and stats.players("red_dog")["You"].net == 5
    assert stats.players("put_and_take") == {}
    assert stats.any_games() == {"put", "red_dog"}


def test_mismatched_lengths_and_bad_winner_are_refused():
    with pytest.raises(ValueError):
        Statistics().record_round("red_dog", "t", NAMES, (1, 2, 3), (1, 2))
    with pytest.raises(ValueError):
        Statistics().record_game_end("red_dog", "t", NAMES, winner=2)


def test_very_long_tables_keep_the_latest_chart_points(monkeypatch):
    monkeypatch.setattr(statistics, "MAX_CHART_POINTS", 5)
    stats = Statistics()
    for stack in range(7):
        stats.record_round("put", "t", ("Al", "Bo"), (stack, 0), (stack + 1, 0))
    chart = stats.chart("put", "Al")
    assert chart.series == (3, 4, 5, 6, 7) and chart.dropped == 3
    assert figures(stats, "put", "Al")[:2] == (7, 7)


@pytest.mark.parametrize("game", ["put_and_take", "red_dog"])
def test_ch4_a_seat_out_of_chips_as_a_round_began_is_not_counted_in_it(game):
    """Seen: Eva out after round 3 of 6 (no rebuy) counted 6 rounds, her best round 0 from the rounds she sat out. A
    seat at 0 that rebought played on (its rebuy is in the stack the next round begins with); in Put 0 is a score."""
    stats = Statistics()
    stats.record_round(game, "t", ("Eva", "Bob"), (5, 5), (0, 10))  # Eva busts
    stats.record_round(game, "t", ("Eva", "Bob"), (0, 10), (0, 12))
    stats.record_round(game, "t", ("Eva", "Bob", "Eva"), (0, 12, 4), (0, 11, 5))  # a second seat of hers plays
    eva = stats.players(game)["Eva"]
    assert (eva.rounds, eva.net, eva.best_round, eva.worst_round) == (2, -4, 1, -5)
    stats.record_round("put", "p", ("Eva", "Bob"), (0, 0), (0, 1))
    assert stats.players("put")["Eva"].rounds == 1


def test_statistics_survive_a_restart():
    two_rounds().record_game_end("red_dog", "t1", NAMES, winner=1)
    again = Statistics()
    assert figures(again, "red_dog", "Bob") == (2, -5, 5, -10) and again.players("red_dog")["Bob"].wins == 1


def test_nothing_recorded_reads_as_nothing(parlour_home):
    stats = Statistics()
    assert stats.players("red_dog") == {} and stats.chart("red_dog", "You").series == () and not stats.any_games()
    assert not (parlour_home / statistics.DATABASE).exists(), "reading creates no file"


def test_a_file_that_is_not_a_database_is_set_aside_and_a_new_one_begun(parlour_home):
    parlour_home.mkdir(parents=True)
    (parlour_home / statistics.DATABASE).write_bytes(b"this is not sqlite" * 100)
    stats = Statistics()
    assert stats.players("red_dog") == {}
    assert stats.notice and "\n" not in stats.notice
    assert stats.notice.startswith("statistics.sqlite3 could not be used (the file is not a database);"), stats.notice
    assert len(list(parlour_home.glob(f"{statistics.DATABASE}.corrupt-*"))) == 1
    two_rounds()
    assert figures(Statistics(), "red_dog", "You") == (2, 5, 10, -5)


def test_a_newer_database_is_read_but_not_written(parlour_home):
    two_rounds()
    with sqlite3.connect(parlour_home / statistics.DATABASE) as db:
        db.execute("UPDATE meta SET value = '99' WHERE key = 'format'")
    stats = Statistics()
    assert stats.record_round("red_dog", "t9", NAMES, (1, 1), (2, 0)) and "newer Parlour" in cast(str, stats.notice)
    assert figures(Statistics(), "red_dog", "You") == (2, 5, 10, -5)


def test_the_statistics_of_parlour_0_1_are_carried_over_once(parlour_home):
    parlour_home.mkdir(parents=True)
    old = {
        "format_version": 1,
        "games": {
            "red_dog": {
                "Vera": {
                    "games": 3,
                    "rounds": 20,
                    "wins": 2,
                    "net": 40,
                    "best_round": 15,
                    "worst_round": -9,
                    "last_game": [50, 60, 55],
                    "chart_dropped": 0,
                    "in_game": False,
                }
            }
        },
    }
    (parlour_home / "statistics.json").write_text(json.dumps(old))
    stats = Statistics()
    stats.record_round("red_dog", "t", ("Vera", "Bob"), (100, 100), (80, 120))
    vera = Statistics().players("red_dog")["Vera"]
    # the 3 games carried over and the one going at "t"
    assert (vera.games, vera.rounds, vera.wins, vera.net, vera.best_round, vera.worst_round) == (4, 21, 2, 20, 15, -20)
    assert Statistics().chart("red_dog", "Vera").series == (100, 80), "the chart follows the newest table"
    assert not (parlour_home / "statistics.json").exists()
    assert (parlour_home / "statistics.json.carried-over").exists()
    assert Statistics().players("red_dog")["Vera"].rounds == 21, "carried over once only"


def test_saving_off_is_a_notice(tmp_path, monkeypatch):
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    monkeypatch.setenv("PARLOUR_HOME", str(blocker / "sub"))
    notice = Statistics().record_round("red_dog", "t", NAMES, (1, 1), (2, 0))
    assert notice is not None
    assert notice.startswith("saving is off: cannot create the data folder")


def test_rounds_that_cannot_be_written_wait_and_are_written_once_they_can_be(parlour_home):
    """Seen on a full disk: the rounds played were never counted, even after space came back, and nothing said so.
    A round the database refuses is said and kept (a table's list, one `Statistics` a round as a table counts),
    and written before the next round that can be."""
    waiting: list = []
    stats = Statistics(unwritten=waiting)
    stats.record_round("red_dog", "t1", NAMES, (100, 100), (110, 90))
    with closing(sqlite3.connect(stats.path)) as db, db:  # the disk full, as SQLite says it
        db.execute(
            "CREATE TRIGGER full BEFORE INSERT ON rounds BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END"
        )
    notice = Statistics(unwritten=waiting).record_round("red_dog", "t1", NAMES, (110, 90), (105, 95))
    assert notice is not None and "could not be written (database or disk is full)" in notice
    assert len(waiting) == 1 and figures(Statistics(), "red_dog", "You") == (1, 10, 10, 10)
    assert Statistics(unwritten=waiting).record_game_end("red_dog", "t1", NAMES, 0) is not None
    assert len(waiting) == 2, "the game's end waits behind the round"
    with closing(sqlite3.connect(stats.path)) as db, db:
        db.execute("DROP TRIGGER full")
    assert Statistics(unwritten=waiting).record_round("red_dog", "t1", NAMES, (105, 95), (107, 93)) is None
    assert waiting == [] and figures(Statistics(), "red_dog", "You") == (3, 7, 10, -5)
    assert Statistics().players("red_dog")["You"].games == 1


def test_ch4_a_rebuy_is_counted_apart_not_as_chips_won():
    stats = Statistics()
    stats.record_round("red_dog", "t1", NAMES, (3, 3), (6, 3), rebought=(0, 3))  # Bob lost 3, then rebought 3
    stats.record_round("red_dog", "t1", NAMES, (6, 3), (4, 5))
    bob = stats.players("red_dog")["Bob"]
    assert (bob.net, bob.best_round, bob.worst_round, bob.rebuys, bob.rebought) == (-1, 2, -3, 1, 3)
    assert stats.chart("red_dog", "Bob").series == (3, 3, 5), "the chart is the stack, the rebuy in it"
    assert stats.players("red_dog")["You"].rebuys == 0


def test_a_database_made_before_rebuys_were_counted_gains_their_columns(parlour_home):
    path = parlour_home / statistics.DATABASE
    parlour_home.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE rounds (id INTEGER PRIMARY KEY, game TEXT NOT NULL, table_id TEXT NOT NULL, "
            "name TEXT NOT NULL, before INTEGER NOT NULL, after INTEGER NOT NULL);"
            "INSERT INTO rounds (game, table_id, name, before, after) "
            "VALUES ('red_dog', 't0', 'You', 5, 7);"
        )
    stats = Statistics()
    assert stats.record_round("red_dog", "t1", NAMES, (3, 3), (3, 3), rebought=(3, 0)) is None  # You lost 3
    you = stats.players("red_dog")["You"]
    assert (you.rounds, you.net, you.rebuys, you.rebought) == (2, -1, 1, 3)


def legacy_file(parlour_home, record: dict) -> None:
    """Parlour 0.1's statistics.json with one Red Dog name, Vera."""
    parlour_home.mkdir(parents=True, exist_ok=True)
    (parlour_home / "statistics.json").write_text(
        json.dumps({"format_version": 1, "games": {"red_dog": {"Vera": record}}})
    )


def test_a_database_of_this_format_is_written_to_and_one_a_format_newer_is_only_read(parlour_home):
    two_rounds()
    for written_by, writable in ((statistics.FORMAT, True), (statistics.FORMAT + 1, False)):
        with sqlite3.connect(parlour_home / statistics.DATABASE) as db:
            db.execute("UPDATE meta SET value = ? WHERE key = 'format'", (str(written_by),))
        stats = Statistics()
        notice = stats.record_round("red_dog", "t9", NAMES, (1, 1), (2, 0))
        assert (notice is None) == writable and stats.read_only != writable, written_by


def test_judged_choices_give_the_share_agreed_and_what_each_gave_away_and_none_before_any():
    record = statistics.PlayerStats(judged=4, agreed=3, given_away=1.0)
    assert record.agreement == 0.75 and record.given_per_decision == 0.25
    none = statistics.PlayerStats()
    assert none.agreement is None and none.given_per_decision is None
    assert (none.games, none.rounds, none.net, none.rebuys, none.rebought, none.judged, none.agreed) == (0,) * 7


def test_choices_all_unlike_the_sharp_players_count_as_judged_with_none_agreed(parlour_home):
    from parlour.rules.review import PlayerReview

    tally = PlayerReview(seat=0, decisions=3, judged=2, agreed=0, cost=0.0)
    assert Statistics().record_choices("red_dog", "t", NAMES, {0: tally}) is None
    you = Statistics().players("red_dog")["You"]
    assert (you.judged, you.agreed, you.given_away, you.games, you.rounds) == (2, 0, 0.0, 0, 0)
    assert Statistics().choices_chart("red_dog", "You") == (
        statistics.ChoicesPoint(judged=2, agreed=0, given_away=0.0),
    )
    assert Statistics().record_choices("red_dog", "t", NAMES, {}) is None, "a round with nothing judged writes nothing"


def test_a_game_ended_with_no_round_counts_a_game_and_nothing_else_and_no_seat_below_0_wins(parlour_home):
    assert Statistics().choices_chart("red_dog", "You") == (), "no database yet: no choices"
    assert Statistics().record_game_end("red_dog", "t", NAMES, winner=None) is None
    you = Statistics().players("red_dog")["You"]
    assert (you.games, you.wins, you.rounds, you.net, you.best_round) == (1, 0, 0, 0, None)
    assert Statistics().chart("red_dog", "Nobody") == statistics.Chart(series=(), dropped=0)
    with pytest.raises(ValueError):
        Statistics().record_game_end("red_dog", "t", NAMES, winner=-1)


def test_a_carried_over_name_keeps_its_last_chart_until_it_plays_again(parlour_home):
    legacy_file(parlour_home, {"games": 1, "last_game": [50, 60, 55], "chart_dropped": 4})
    assert Statistics().chart("red_dog", "Vera") == statistics.Chart(series=(50, 60, 55), dropped=4)
    vera = Statistics().players("red_dog")["Vera"]
    assert (vera.games, vera.rounds, vera.wins, vera.net, vera.rebuys, vera.judged) == (1, 0, 0, 0, 0, 0)


def test_a_carried_over_chart_without_its_dropped_count_dropped_none(parlour_home):
    legacy_file(parlour_home, {"games": 2, "wins": 0, "last_game": [5, 6]})
    assert Statistics().chart("red_dog", "Vera") == statistics.Chart(series=(5, 6), dropped=0)
    assert Statistics().players("red_dog")["Vera"].wins == 0


@pytest.mark.parametrize(
    "record",
    [{"wins": True}, {"net": 1.5}, {"games": -1}, "{not json"],
    ids=["a flag for a count", "a fraction", "a count below 0", "not JSON"],
)
def test_earlier_statistics_that_cannot_be_true_are_set_aside_never_carried(parlour_home, record):
    if isinstance(record, str):
        parlour_home.mkdir(parents=True)
        (parlour_home / "statistics.json").write_text(record)
    else:
        legacy_file(parlour_home, record)
    stats = Statistics()
    assert stats.players("red_dog") == {}
    assert stats.notice and "could not be read" in stats.notice
    assert len(list(parlour_home.glob("statistics.json.corrupt-*"))) == 1


def test_a_statistics_file_that_cannot_be_opened_turns_the_statistics_off_with_a_notice(parlour_home, monkeypatch):
    def refuse(path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(statistics, "own_file", refuse)
    notice = Statistics().record_round("red_dog", "t", NAMES, (100, 100), (110, 90))
    assert notice is not None and notice.startswith("statistics are off:") and notice.endswith("(permission denied)")


@pytest.mark.parametrize("game", ["red_dog", "put_and_take"])
def test_ch5_a_game_ended_mid_round_counts_what_its_unfinished_round_moved(game, parlour_home):
    """Seen: a Red Dog game ended from the pause menu in its third round (every ante paid) closed with You at 97 in
    the final standings, and the statistics said -2: the unfinished round's ante was left out. The statistics' net
    of a game ended at the table is its final stack less its starting one, as the standings show (CH-1, CH-5)."""
    counter = SavedTable(writer=object())  # pyright: ignore[reportArgumentType]  (only its counting job is used)

    class Counted(Records):
        def changed(self, session: TableSession, change: Change) -> str | None:
            if change.round_ended or change.game_over:
                counter.counting(session, change)()
            return None

    names = ("Ann", "Bob", "Cleo")
    settings = {"ante": True} if game == "put_and_take" else {}
    setup = TableSetup(game=game, seats=tuple(SeatSetup(name=name) for name in names), settings=settings)
    session = TableSession(setup, seed=3, records=Counted())
    start = session.engine.starting_scores(session.state)
    while session.rounds_played < 2 or session.round_start in (None, session.scores()):
        session.step()  # into the third round, until its antes or first payments move chips
    session.end()
    final = session.scores()
    assert final != start
    players = Statistics().players(game)
    for seat, name in enumerate(names):
        assert players[name].net == final[seat] - start[seat], name


def test_figures_past_what_sqlite_adds_up_still_read():
    """Seen: a hostile server's figures (2**63 - 1 chips after a round, twice) in the statistics file had the
    statistics screen fail at every start after (SQLite's SUM: "integer overflow"). They read, as the largest
    figures the file can hold."""
    stats = Statistics()
    for _ in range(2):
        stats.record_round("red_dog", "t1", ["Ann", "Bob"], [1, 5], [2**63 - 1, 5])
    stats.record_round("red_dog", "t1", ["Ann", "Bob"], [2**63 - 1, 5], [-(2**63), 5])
    ann = stats.players("red_dog")["Ann"]
    assert ann.rounds == 3 and ann.best_round == 2**63 - 2 and isinstance(ann.net, int)
    assert stats.players("red_dog")["Bob"].net == 0


def test_the_people_of_this_computer_come_first_in_the_table_whatever_their_names():
    """A play-test: Борис, who joined a friend's table by his own name, found his row after the host's and the
    computer players' (only the name "You" came first), and the chart shown as the screen opened the host's. The
    people who played here (their decisions judged: only a person's are) come first, then by rounds, then by name."""
    from parlour.app.saving.statistics import PlayerStats
    from parlour.app.screens.statistics import table_rows

    records = {
        "Ann": PlayerStats(games=1, rounds=9),  # the host: her decisions were judged on her own computer
        "Cleo": PlayerStats(games=1, rounds=9),  # a computer player
        "Борис": PlayerStats(games=1, rounds=6, judged=4, agreed=2),
        "You": PlayerStats(games=2, rounds=3),  # the one person at the keyboard, earlier
        "Bob": PlayerStats(games=1, rounds=12),
    }
    assert [name for name, _record in table_rows(records)] == ["Борис", "You", "Bob", "Ann", "Cleo"]
    # Put and Take has no decisions to judge: a name people sat down with here comes first all the same (seen: a
    # friend's own row after the host's and a computer player's)
    no_decisions = {name: PlayerStats(games=1, rounds=record.rounds) for name, record in records.items()}
    assert [name for name, _record in table_rows(no_decisions)] == ["You", "Bob", "Ann", "Cleo", "Борис"]
    assert [name for name, _record in table_rows(no_decisions, frozenset({"Борис"}))][:2] == ["Борис", "You"]


def test_the_names_people_sat_down_with_are_those_of_the_last_setups_and_the_last_join(parlour_home):
    from parlour.app.saving.saved import remember_join, remember_setup
    from parlour.app.screens.statistics import people_here
    from parlour.app.seating.table_setup import SeatSetup, TableSetup

    assert people_here() == frozenset()
    seats = (SeatSetup(name="Vera", human=True), SeatSetup(name="Bob"), SeatSetup(name="Gleb", human=True))
    assert remember_setup(TableSetup(game="put_and_take", seats=seats)) is None
    assert remember_join("ws://127.0.0.1:8765", "0123456789abcdef", "Борис") is None
    assert people_here() == {"Vera", "Gleb", "Борис"}, "a computer player is no person"
    # A play-test joined as "Ann" beside the host Ann and was seated as "Ann 2" (--number-if-taken): the host's row
    # came first in his statistics. He is known by the name he was seated with.
    assert remember_join("ws://127.0.0.1:8765", "0123456789abcdef", "Ann", seated_as="Ann 2") is None
    assert people_here() == {"Vera", "Gleb", "Ann 2"}


@pytest.mark.parametrize("rows", range(1, 41))
def test_a_charts_figures_stand_evenly_up_its_side_each_on_a_row_of_its_own(rows):
    """Seen at 80x24: "100 91 82" on four rows, one row apart then two. Whatever the chart's height, its figures are
    whole numbers the same step apart, on rows the same number apart (the chart's range ends where that holds), at
    most six, and the range holds every value."""
    from parlour.app.screens.statistics import row_ticks

    for low, high in ((82, 100), (0, 10), (99, 101), (-40, 250), (5, 6)):
        ticks, top = row_ticks(low, high, rows)
        places = [(tick - low) / (top - low) * (max(rows, 2) - 1) for tick in ticks]
        assert 2 <= len(ticks) <= 6 and ticks[0] == low and top >= high, (ticks, top)
        assert all(abs(place - round(place)) < 1e-9 for place in places), places
        assert len({b - a for a, b in zip(ticks, ticks[1:])}) == 1
        assert len({round(b - a) for a, b in zip(places, places[1:])}) == 1


def test_a_charts_rounds_are_named_to_the_last_where_an_even_step_reaches_it():
    """Seen: a game of nine rounds charted with "0 2 4 6 8" under it, round 9 unnamed."""
    from parlour.app.screens.statistics import integer_ticks

    assert integer_ticks(0, 9) == [0, 3, 6, 9]
    assert integer_ticks(1, 10) == [1, 4, 7, 10]
    for high in range(1, 200):
        ticks = integer_ticks(0, high)
        assert len(ticks) <= 8 and len({b - a for a, b in zip(ticks, ticks[1:])}) <= 1, ticks
        assert ticks[-1] == high or high % (ticks[1] - ticks[0]), (high, ticks)
