"""Every file Parlour makes in its data folder is readable by this user alone (0600), every folder it makes 0700,
whatever the umask; SQLite's journal takes the database's mode; an older Parlour's files (made at the umask's
0644) are tightened when written again. POSIX file modes only."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import cast

import pytest

from parlour.app.net.protocol import VERSION
from parlour.app.net.seat_tokens import keep_token
from parlour.app.saving.crash_log import write_log
from parlour.app.saving.game_files import games_folder
from parlour.app.saving.paths import data_dir
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.saved import remember_join, remember_setup, save_preferences
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.table_records import SavedTable
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import default_setup
from tests.net_helpers import hosted_red_dog, until
from tests.session_helpers import play_on

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")

TOKEN = "t" * 40


@pytest.fixture(autouse=True)
def usual_umask():
    """The usual umask (022: files 0644, folders 0755 unless made otherwise), whatever this machine's."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def not_private(home: Path) -> dict[str, str]:
    """Every folder (the data folder included) not 0700 and every file not 0600 under `home`, with its mode."""
    found = {}
    for path in (home, *home.rglob("*")):
        mode = path.stat().st_mode & 0o777
        if mode != (0o700 if path.is_dir() else 0o600):
            found[str(path.relative_to(home))] = oct(mode)
    return found


def test_a_saved_game_preferences_statistics_a_seat_token_and_a_crash_log_are_this_users_alone(parlour_home):
    assert not parlour_home.exists(), "Parlour makes the data folder itself"
    save_preferences(Preferences())
    remember_setup(default_setup("red_dog", 3))
    finished = TableSession(
        default_setup("put_and_take", 3).model_copy(update={"settings": {"rounds": 2}}), 5, records=SavedTable()
    )
    finished.start()
    assert play_on(finished, 500).is_over()
    playing = TableSession(default_setup("red_dog", 3), 7, records=SavedTable())
    playing.start()
    assert not play_on(playing, 20).is_over()
    cast(SavedTable, playing.records).settle()
    cast(SavedTable, finished.records).settle()
    assert cast(Path, cast(SavedTable, playing.records).path).stat().st_size > 200
    keep_token("ws://127.0.0.1:8765", "0123456789abcdef", TOKEN)
    assert remember_join("ws://127.0.0.1:8765", "0123456789abcdef", "Ann") is None
    assert write_log(RuntimeError("boom"))

    names = {str(path.relative_to(parlour_home)) for path in parlour_home.rglob("*")}
    assert {
        "preferences.json",
        "last_setups.json",
        "last_join.json",
        "statistics.sqlite3",
        "seat-tokens.json",
        "crash.log",
        "games",
        str(cast(Path, cast(SavedTable, playing.records).path).relative_to(parlour_home)),
    } <= names
    assert not_private(parlour_home) == {}


async def test_a_servers_records_and_seats_are_this_users_alone(parlour_home):
    async with hosted_red_dog(pace=0.01) as (address, code, host):
        await host.send(json.dumps({"version": VERSION, "type": "start"}))
        await until(None, lambda: any(path.stat().st_size > 300 for path in (data_dir() / "server").glob("*.jsonl")))
        assert {path.suffix for path in (data_dir() / "server").iterdir()} == {".jsonl", ".json"}
        assert not_private(parlour_home) == {}


def test_sqlites_journal_takes_the_databases_mode(parlour_home):
    stats = Statistics()
    with stats.connection(write=True) as db:
        assert db is not None
        db.execute("PRAGMA journal_mode=PERSIST")  # the journal stays after the transaction, to be looked at
        with db:
            assert db is not None
            db.execute("INSERT INTO meta (key, value) VALUES ('probe', 'x')")
    assert (parlour_home / "statistics.sqlite3-journal").exists()
    assert not_private(parlour_home) == {}


def test_an_older_parlours_files_are_tightened_when_written_again(parlour_home):
    os.mkdir(parlour_home, 0o700)
    playing = TableSession(default_setup("red_dog", 3), 7, records=SavedTable())
    playing.start()
    play_on(playing, 5)
    save_preferences(Preferences())
    sqlite3.connect(parlour_home / "statistics.sqlite3").close()
    for path in parlour_home.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    games_folder().chmod(0o700)  # a folder already there is left as it is: only files are tightened
    assert len(not_private(parlour_home)) == 3

    play_on(playing, 5)
    save_preferences(Preferences())
    Statistics().record_round("red_dog", "0123456789abcdef", ("Ann", "Bob"), (10, 10), (12, 8))
    assert not_private(parlour_home) == {}
