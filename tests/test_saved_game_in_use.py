"""One saved game, one window (app/saving/in_use.py): a record another Parlour plays is neither continued nor deleted
here, and a table that finds its record held elsewhere keeps and counts nothing; the record is let go when the window
playing it leaves the table, or its process ends, however it ends."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import cast

from parlour.app.games.table_refusals import replay_refusal
from parlour.app.saving import in_use
from parlour.app.saving.saved_games import open_saved
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.table_records import SavedTable
from parlour.app.screens.saved_games import SavedGamesScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.widgets.confirm import Confirm
from tests.app_helpers import QUICK, NoticedApp
from tests.net_helpers import until
from tests.session_helpers import play_on
from tests.test_saved_games import play, the_only_game, the_record

HOLDER = (
    "import sys; from pathlib import Path; from parlour.app.saving import in_use; "
    "print('held' if (held := in_use.hold(Path(sys.argv[1]))) else 'refused', flush=True); sys.stdin.read()"
)
"""Another Parlour's table holding a record: its process holds it until it is killed."""


@contextmanager
def played_in_another_window(path: Path) -> Iterator[None]:
    """`path` held by a process of its own for the block, then that process killed (kill -9)."""
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        yield
    finally:
        child.kill()
        child.wait()


def a_saved_game_left() -> Path:
    """A Red Dog game of a few moves, saved, its table left (the record no longer held by this process)."""
    session = play("red_dog", 9)
    cast(SavedTable, session.records).close()
    return the_record(session)


def test_a_game_another_window_plays_is_neither_kept_nor_counted_here_and_is_free_once_that_window_is_gone():
    """Seen: one game continued in a second window while the first played it; both played it to the end and the
    statistics counted it twice (two wins of one game, nine rounds of six)."""
    path = a_saved_game_left()
    assert not in_use.held_elsewhere(path), "a table left lets its record go"
    with played_in_another_window(path):
        assert in_use.held_elsewhere(path)
        saved, _notices = the_only_game()
        loaded, _notice = open_saved(saved, replay_refusal)
        assert loaded is not None
        loaded.records = records = SavedTable(saved.path)
        record, counted = path.read_bytes(), Statistics().players("red_dog")
        loaded.start()
        assert any("another window" in notice for notice in loaded.notices), loaded.notices
        play_on(loaded, 80, pick=lambda legal: legal[-1])
        records.settle()
        assert loaded.state.rounds_played >= 2
        assert path.read_bytes() == record, "nothing of this window's play is kept"
        assert Statistics().players("red_dog") == counted, "nor counted"
    assert not in_use.held_elsewhere(path), "a process killed lets its record go"
    held = in_use.hold(path)
    assert held is not None and held.handle is not None, "held here now"
    held.release()


async def test_the_saved_games_neither_continue_nor_delete_a_game_another_window_plays():
    path = a_saved_game_left()
    app = NoticedApp(prefs=QUICK)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        with played_in_another_window(path):
            app.resume_game()  # Continue
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, SavedGamesScreen)
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is screen, "not continued"
            assert any("another window" in notice for notice in app.notices), app.notices
            await pilot.press("d")
            await pilot.pause()
            assert app.screen is screen and not isinstance(app.screen, Confirm), "nor offered to delete"
        await pilot.press("enter")  # that window gone: the game is this one's to continue
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted)
        await pilot.pause()
        assert path.exists()


async def test_a_game_listed_here_and_played_on_or_deleted_in_another_window_is_continued_as_it_stands():
    """Seen: a game deleted in one window was continued from another window's list, and played on unsaved ("no such
    file"). The list is the files as they were: a game another window played on since continues where that
    window left it (its record read again), and one deleted since is said gone and taken off the list."""
    path = a_saved_game_left()
    app = NoticedApp(prefs=QUICK, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.resume_game()  # Continue: the list made now
        await until(pilot, lambda: isinstance(app.screen, SavedGamesScreen) and app.screen.is_mounted)
        listed = cast(SavedGamesScreen, app.screen)
        listed_rounds = cast(TableSession, listed.games[0][1]).state.rounds_played
        saved, _notices = the_only_game()  # another window continues it, plays on and leaves it
        elsewhere, _notice = open_saved(saved, replay_refusal)
        assert elsewhere is not None
        elsewhere.records = records = SavedTable(saved.path)
        elsewhere.start()
        play_on(elsewhere, 12, pick=lambda legal: legal[-1])
        records.settle()  # its moves on disk, as that window's table has them when it is left
        records.close()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted)
        table = cast(TableScreen, app.screen)
        here, there = cast(TableSession, table.session).state, elsewhere.state
        assert (here.rounds_played, here.stacks) == (there.rounds_played, there.stacks), "where the other left it"
        assert here.rounds_played > listed_rounds, "not where the list saw it"
        app.pop_screen()
        await until(pilot, lambda: app.screen is not table)
    app = NoticedApp(prefs=QUICK, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.resume_game()
        await until(pilot, lambda: isinstance(app.screen, SavedGamesScreen) and app.screen.is_mounted)
        listed = cast(SavedGamesScreen, app.screen)
        path.unlink()  # deleted in another window
        await pilot.press("enter")
        await until(pilot, lambda: any("no longer saved" in notice for notice in app.notices))
        assert app.screen is listed and not listed.games, "not continued, and off the list"
        assert not path.exists()


def test_a_file_system_without_locks_holds_nothing_and_refuses_nothing(monkeypatch, tmp_path):
    """flock fails with ENOLCK on a file system without locks (some network folders): that is no other window."""
    import errno
    import fcntl

    def no_locks(handle, operation):
        raise OSError(errno.ENOLCK, "No locks available")

    path = tmp_path / "record.jsonl"
    path.write_text("{}\n")
    monkeypatch.setattr(fcntl, "flock", no_locks)
    held = in_use.hold(path)
    assert held is not None and held.handle is None, "the table plays on, unheld"
    assert not in_use.held_elsewhere(path)


async def test_a_new_game_from_the_palette_at_a_table_leaves_the_table_first_and_lets_its_record_go(parlour_home):
    """Seen: ctrl+p "new game of Red Dog" at a Put table opened the setup at once over it, the Put game out of sight
    yet held ("being played in another window" to a second window) until the Red Dog table was left. The table is
    left as its pause menu's Leave leaves it (a saved game: nothing asked), its record free for another window."""
    from parlour.app.screens.setup import SetupScreen
    from tests.app_helpers import SMALL, app_at_table

    app = app_at_table("put", 2)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        [path] = (parlour_home / "games").glob("*.jsonl")
        assert in_use.hold(path) is not None  # this process's table holds it
        await pilot.press("ctrl+p", *"new game of Red Dog", "enter")
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert not any(isinstance(screen, TableScreen) for screen in app.screen_stack)
        with played_in_another_window(path):
            pass  # another process holds it: this one let it go
