"""A game at this machine's own table is written off the screen's event loop, by the app's one writer
(app/saving/writer.py, app/saving/table_records.py): a slow disk holds up no move being drawn, a write that fails
pauses the table (it plays on no move it could not keep) and is tried again, the player told, and a failure no
retry mends turns saving off at once, the game going on."""

from __future__ import annotations

import errno
import threading
from pathlib import Path
from typing import cast

from parlour.app.saving import game_files as files
from parlour.app.saving import table_records
from parlour.app.saving.table_records import SavedTable
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import default_setup
from parlour.app.widgets.confirm import QUIT_DETAILS
from tests.session_helpers import play_on


def new_table() -> TableSession:
    session = TableSession(default_setup("red_dog", 3), 7, records=SavedTable())
    session.start()
    return session


def writes(monkeypatch, failures: list[int], disk: threading.Event | None = None) -> list[int]:
    """Make the record's writes fail with each errno of `failures` in turn (then work), each held until `disk`
    is set when given (a disk busy until the test says); the list of calls done."""
    real, calls = files.write_waiting, []

    def write(*args):
        if disk is not None:
            assert disk.wait(10), "the test never let the disk go on"
        calls.append(len(calls))
        if failures:
            raise OSError(failures.pop(0), "the disk says no")
        return real(*args)

    monkeypatch.setattr(files, "write_waiting", write)
    return calls


def test_a_slow_disk_holds_up_no_move_being_played(monkeypatch):
    session = new_table()
    cast(SavedTable, session.records).settle()
    disk = threading.Event()
    calls = writes(monkeypatch, [], disk)
    played = len(session.moves)
    session.step()
    assert len(session.moves) == played + 1 and not calls, "the move is played while its write waits on the disk"
    disk.set()
    cast(SavedTable, session.records).settle()
    assert calls
    assert list(files.read(cast(Path, cast(SavedTable, session.records).path)).moves) == list(session.moves)


def test_a_failed_write_pauses_the_table_and_it_goes_on_once_the_write_succeeds(monkeypatch):
    monkeypatch.setattr(table_records, "RETRY_DELAYS", (0.3, 0.3, 0.3, 0.3))
    monkeypatch.setattr(table_records, "READY_WAIT", 0.05)
    session = new_table()
    cast(SavedTable, session.records).settle()
    calls = writes(monkeypatch, [errno.ENOSPC, errno.EMFILE])
    session.step()
    played = list(session.moves)
    assert session.step() is None, "the table waits while its last move is not kept"
    assert session.moves == played and cast(SavedTable, session.records).paused
    assert any("the table waits and tries again" in notice for notice in session.notices)
    cast(SavedTable, session.records).settle()
    assert len(calls) == 3 and not cast(SavedTable, session.records).paused and session.records.saving
    assert session.notices[-1] == "saving works again: the table goes on"
    play_on(session, 30)
    cast(SavedTable, session.records).settle()
    assert list(files.read(cast(Path, cast(SavedTable, session.records).path)).moves) == list(session.moves), (
        "every move kept, none twice"
    )


def test_a_write_no_retry_can_mend_turns_saving_off_and_the_game_goes_on(monkeypatch):
    session = new_table()
    cast(SavedTable, session.records).settle()
    writes(monkeypatch, [errno.EROFS])
    session.step()
    cast(SavedTable, session.records).settle()
    assert not session.records.saving and session.notices[-1].startswith("saving is off:")
    # What quitting says: the record as it stood when saving stopped is there for Continue (seen: "This game is
    # not being saved: quitting ends it", and Continue then offered it)
    assert session.saving_stopped and "Continue picks it up where it stopped" in QUIT_DETAILS["stopped"]
    played = len(session.moves)
    assert len(play_on(session, 10).moves) > played, "the game goes on, unsaved"


def test_a_record_taken_away_mid_game_is_not_promised_to_continue():
    """A play-test: the record was moved out of the games folder mid-game; saving went off, and quitting said
    "Continue picks it up where it stopped", but Continue had nothing to take up: the game was gone."""
    session = new_table()
    records = cast(SavedTable, session.records)
    records.settle()
    cast(Path, records.path).unlink()
    assert not session.saving and not session.saving_stopped, "quitting now: nothing to take up either"
    play_on(session, 3)
    records.settle()
    assert not session.records.saving and session.notices[-1].startswith("saving is off:"), session.notices
    assert not session.saving_stopped, "nothing on disk to take up: quitting ends it"


def test_a_failing_write_is_tried_once_after_each_delay_and_then_saving_is_off(monkeypatch):
    """RETRY_DELAYS: a write that fails is tried again after each, once; the last try's failure turns saving off."""
    monkeypatch.setattr(table_records, "RETRY_DELAYS", (0.01, 0.01))
    for failures, mended in ((2, True), (3, False)):
        session = new_table()
        cast(SavedTable, session.records).settle()
        calls = writes(monkeypatch, [errno.ENOSPC] * failures)
        session.step()
        cast(SavedTable, session.records).settle()
        assert len(calls) == 3 and session.records.saving == mended, (failures, len(calls), session.notices)


def test_a_data_folder_that_cannot_be_made_turns_saving_off_and_the_game_plays_on(tmp_path, monkeypatch):
    """A file where the data folder should be: the player is told saving is off, once, the table never waits on a
    write, and nothing is written anywhere."""
    blocker = tmp_path / "home"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("PARLOUR_HOME", str(blocker))
    session = new_table()
    records = cast(SavedTable, session.records)
    assert len(session.notices) == 1 and session.notices[0].startswith("saving is off: cannot create the data folder")
    assert not session.saving and not session.saving_stopped, "nothing on disk to take up"
    assert not session.saving and records.ready()
    play_on(session, 60)
    played = sum(move if isinstance(move, int) else 1 for move in session.moves)  # (steps in a row are one entry)
    assert played == 60 or session.is_over(), "every move played: the table waits on no write"
    records.settle(5)
    assert len(session.notices) == 1 and list(tmp_path.iterdir()) == [blocker]
    assert blocker.read_text() == "a file where the data folder should be"


async def test_a_data_folder_that_cannot_be_written_is_said_as_the_app_starts(tmp_path, monkeypatch):
    """Seen: a read-only PARLOUR_HOME said nothing at the menu nor as a table opened, then at the first bet "saving is
    off". The app says so once its menu is up, and why; a folder it can write says nothing."""
    from tests.app_helpers import NoticedApp

    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setenv("PARLOUR_HOME", str(blocked / "parlour"))  # no folder can be made inside a file
    app = NoticedApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        [notice] = [notice for notice in app.notices if "cannot be written" in notice]
        assert str(blocked / "parlour") in notice and "games are not saved" in notice
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path / "home"))
    fine = NoticedApp(autoplay=False)
    async with fine.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert not any("cannot be written" in notice for notice in fine.notices)
