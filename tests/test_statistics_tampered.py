"""A statistics database holding what no Parlour writes (edited by hand, or by another program) is treated as a
damaged one (PRODUCT.md "Saved data"): set aside, the player told in one line, the statistics begun afresh; never a
crash. And with the statistics off, their screen says so, and why, instead of promising to count every round."""

from __future__ import annotations

import sqlite3
from contextlib import closing

import pytest

import parlour.app.saving.statistics as statistics
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.statistics import Statistics
from parlour.app.screens.statistics import StatisticsScreen
from tests.app_helpers import SIZE, NoticedApp

NAMES = ("You", "Bob")

TAMPERINGS = {
    "text where a stack belongs": "INSERT INTO rounds (game, table_id, name, before, after) "
    "VALUES ('put_and_take', 'x', 'You', 'abc', 5)",
    "a stack that is not whole": "INSERT INTO rounds (game, table_id, name, before, after) "
    "VALUES ('red_dog', 't1', 'You', 110, 5.5)",
    "rebuys below 0": "UPDATE rounds SET rebuys = -1",
    "a name that is bytes": "UPDATE rounds SET name = x'426f62' WHERE name = 'Bob'",
    "a win that is 2": "INSERT INTO games (game, table_id, name, won) VALUES ('red_dog', 't1', 'You', 2)",
    "a win that is text": "INSERT INTO games (game, table_id, name, won) VALUES ('red_dog', 't1', 'You', 'yes')",
    "more agreed than judged": "INSERT INTO choices (game, table_id, name, decisions, judged, agreed, cost) "
    "VALUES ('red_dog', 't1', 'You', 3, 2, 5, 0.0)",
    "judged decisions past SQLite's sum": "INSERT INTO choices (game, table_id, name, decisions, judged, agreed, "
    f"cost) VALUES ('red_dog', 't1', 'You', {2**62}, {2**62}, 0, 0.0), ('red_dog', 't2', 'You', {2**62}, "
    f"{2**62}, 0, 0.0)",
    "a cost that is text": "INSERT INTO choices (game, table_id, name, decisions, judged, agreed, cost) "
    "VALUES ('red_dog', 't1', 'You', 1, 1, 0, 'lots')",
    "an endless cost": "INSERT INTO choices (game, table_id, name, decisions, judged, agreed, cost) "
    "VALUES ('red_dog', 't1', 'You', 1, 1, 0, 9e999)",
    "a carried chart that is not JSON": "INSERT INTO carried VALUES ('red_dog', 'Old', 1, 1, 0, 0, 1, 1, '[1,', 0)",
    "a carried chart of text": "INSERT INTO carried VALUES ('red_dog', 'Old', 1, 1, 0, 0, 1, 1, '[1, \"2\"]', 0)",
    "carried games below 0": "INSERT INTO carried VALUES ('red_dog', 'Old', -1, 1, 0, 0, 1, 1, '[1, 2]', 0)",
    "a carried best round of text": "INSERT INTO carried VALUES ('red_dog', 'Old', 1, 1, 0, 0, 'x', 1, '[1]', 0)",
}


def tampered(parlour_home, *statements: str) -> None:
    """Two rounds of Red Dog recorded, then the file changed with the app closed."""
    stats = Statistics()
    assert stats.record_round("red_dog", "t1", NAMES, (100, 100), (110, 90)) is None
    assert stats.record_round("red_dog", "t1", NAMES, (110, 90), (105, 95)) is None
    with closing(sqlite3.connect(parlour_home / statistics.DATABASE)) as db, db:
        for statement in statements:
            db.execute(statement)


def assert_set_aside(parlour_home, stats: Statistics) -> None:
    notice = stats.notice or ""
    assert notice.startswith("statistics.sqlite3 could not be used (it holds figures no Parlour writes); it was moved")
    assert "\n" not in notice
    assert len(list(parlour_home.glob(f"{statistics.DATABASE}.corrupt-*"))) == 1


@pytest.mark.parametrize("statement", TAMPERINGS.values(), ids=TAMPERINGS.keys())
def test_a_database_holding_what_no_parlour_writes_is_set_aside_and_begun_afresh(parlour_home, statement):
    tampered(parlour_home, statement)
    stats = Statistics()
    assert stats.any_games() == set()
    assert_set_aside(parlour_home, stats)
    assert stats.players("red_dog") == {} and stats.chart("red_dog", "You").series == () and stats.off is None
    assert Statistics().record_round("red_dog", "t2", NAMES, (100, 100), (120, 80)) is None
    assert Statistics().players("red_dog")["You"].net == 20


@pytest.mark.parametrize(
    "statement",
    [
        "ALTER TABLE rounds DROP COLUMN after",
        "DROP TABLE choices; CREATE TABLE choices (id INTEGER PRIMARY KEY, game TEXT, table_id TEXT, name TEXT)",
        "UPDATE meta SET value = x'00' WHERE key = 'format'",
    ],
    ids=["a column dropped", "a table of other columns", "a format that is no text"],
)
def test_a_database_of_another_shape_is_set_aside(parlour_home, statement):
    tampered(parlour_home)
    with closing(sqlite3.connect(parlour_home / statistics.DATABASE)) as db, db:
        db.executescript(statement)
    stats = Statistics()
    assert stats.any_games() == set() and stats.players("red_dog") == {}
    assert stats.notice and stats.notice.startswith("statistics.sqlite3 could not be used (")
    assert len(list(parlour_home.glob(f"{statistics.DATABASE}.corrupt-*"))) == 1


def test_a_database_changed_while_it_is_shown_is_checked_again(parlour_home):
    """The check reads every row once for the file as it is; the file changed, it reads them again."""
    tampered(parlour_home)
    stats = Statistics()
    assert stats.players("red_dog")["You"].net == 5 and stats.notice is None
    with closing(sqlite3.connect(parlour_home / statistics.DATABASE)) as db, db:
        db.execute(TAMPERINGS["text where a stack belongs"].replace("put_and_take", "red_dog").replace("'x'", "'t1'"))
    assert stats.chart("red_dog", "You").series == ()
    assert_set_aside(parlour_home, stats)


def test_a_game_this_parlour_does_not_know_is_not_one_played(parlour_home):
    """A newer Parlour's game (the same format, one more game) is no harm: kept, shown nowhere."""
    tampered(parlour_home, "UPDATE rounds SET game = 'whist'")
    stats = Statistics()
    assert stats.any_games() == set() and stats.notice is None
    assert (parlour_home / statistics.DATABASE).exists()


def test_a_newer_parlours_database_this_one_cannot_read_turns_the_statistics_off_and_is_left_alone(parlour_home):
    tampered(parlour_home, "UPDATE meta SET value = '99' WHERE key = 'format'", "UPDATE rounds SET before = 'x'")
    stats = Statistics()
    assert stats.players("red_dog") == {}
    assert stats.off and stats.off == stats.notice
    assert stats.off.startswith("statistics are off: statistics.sqlite3 was written by a newer Parlour and this one")
    assert not list(parlour_home.glob(f"{statistics.DATABASE}.corrupt-*"))


def test_a_tampered_database_that_cannot_be_moved_aside_is_never_written(parlour_home, monkeypatch):
    tampered(parlour_home, TAMPERINGS["rebuys below 0"])
    monkeypatch.setattr(statistics.os, "rename", lambda *_args: (_ for _ in ()).throw(PermissionError(13, "no")))
    stats = Statistics()
    assert stats.players("red_dog") == {}
    assert stats.off and stats.off.startswith("statistics are off: statistics.sqlite3 could not be used (it holds")
    before = (parlour_home / statistics.DATABASE).read_bytes()
    assert Statistics().record_round("red_dog", "t2", NAMES, (1, 1), (2, 0)) == stats.off
    assert (parlour_home / statistics.DATABASE).read_bytes() == before


def test_parlour_0_1_figures_sqlite_cannot_hold_are_not_carried(parlour_home):
    parlour_home.mkdir(parents=True)
    record = {"games": {"red_dog": {"You": {"games": 1, "rounds": 2, "last_game": [1, 2**70]}}}}
    (parlour_home / "statistics.json").write_text(__import__("json").dumps(record))
    stats = Statistics()
    assert stats.players("red_dog") == {}
    assert stats.notice and "could not be read" in stats.notice


async def test_the_statistics_screen_of_a_tampered_database_opens_and_tells(parlour_home):
    """The play-tester's: text where a stack belongs, written with the app closed, crashed the screen (the chart:
    "Input should be a valid integer") at every visit."""
    tampered(parlour_home, TAMPERINGS["text where a stack belongs"])
    app = NoticedApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = StatisticsScreen()
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.has_class("-empty")
        assert str(screen.query_one("#stats-empty").render()).startswith("No statistics yet.")
        assert [notice for notice in app.notices if "could not be used" in notice] == [screen.stats.notice]
        await pilot.press("escape")
        await pilot.pause()
        screen = StatisticsScreen()  # again: nothing left to crash on, nothing more to tell
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.stats.notice is None


async def test_statistics_off_say_so_and_why_not_that_every_round_is_counted(parlour_home, monkeypatch):
    tampered(parlour_home)

    def refuse(path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(statistics, "own_file", refuse)
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = StatisticsScreen()
        await app.push_screen(screen)
        await pilot.pause()
        said = str(screen.query_one("#stats-empty").render())
        assert said.startswith("Statistics are off: ") and said.endswith("cannot be used (permission denied)"), said
        assert "\n" not in said.replace(str(parlour_home), "") and "counted" not in said
