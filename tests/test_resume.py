"""Nothing is lost: every game's record written as it is played, Continue, kill -9, last setups, the demo."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import cast

import pytest
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.game_files import RecordFile, games_folder
from parlour.app.saving.saved_games import replayed, saved_games
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.writer import settle_app_writes
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.saved_games import SavedGamesScreen
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_setup
from tests.app_helpers import QUICK, SIZE, held, replace_text

ROOT = Path(__file__).resolve().parent.parent


async def test_quit_mid_game_then_continue_from_the_menu(parlour_home):
    setup = default_setup("red_dog", 4).model_copy(update={"settings": {"rounds": 5}})
    app = ParlourApp(start=setup, seed=21, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        for _ in range(12):
            await pilot.press("1", "enter") if table.viewer_decides() else await pilot.press("space")
            if isinstance(app.screen, RoundSummary):
                await pilot.press("enter")
        saved_state, saved_rng = held(table).state, held(table).bot_rng.state
        await pilot.press("q", "y")
    assert len(list(games_folder().iterdir())) == 1
    again = ParlourApp(autoplay=False)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, MenuScreen)
        await pilot.press("enter")  # Continue comes first
        await pilot.pause()
        assert isinstance(again.screen, SavedGamesScreen) and len(again.screen.games) == 1
        await pilot.press("enter")
        await pilot.pause()
        table = again.screen
        assert isinstance(table, TableScreen)
        session = held(table)
        assert session.state == saved_state and session.seed == 21 and session.bot_rng.state == saved_rng
        assert table.setup == setup


async def test_finishing_a_game_removes_its_record(parlour_home):
    setup = default_setup("put_and_take", 3).model_copy(update={"settings": {"rounds": 1}})
    app = ParlourApp(start=setup, seed=2, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("space", "space")
        settle_app_writes()
        assert len(list(games_folder().iterdir())) == 1
        for _ in range(20):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.press("enter" if isinstance(app.screen, RoundSummary) else "space")
        assert isinstance(app.screen, GameOverScreen)
        settle_app_writes()  # the record is removed on the writer's thread, as the game-over screen comes up
        assert not list(games_folder().iterdir())
        assert Statistics().players("put_and_take")["You"].games == 1


async def test_the_last_setup_is_offered_next_time():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await replace_text(pilot, "set-rounds", "7")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("down", "down", "enter")  # Pause menu: Leave the table
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        # The table left was saved: the cursor is on Continue, new now (not on the entry left from: enter there set
        # up a new game where the player meant to go on)
        assert cast(Option, app.screen.query_one("#menu", OptionList).highlighted_option).id == "continue"
        await pilot.press("down", "enter")  # New game: Put and Take
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.query_one("#set-rounds", Input).value == "7"


async def test_demo_plays_by_itself_until_a_key_is_pressed():
    seats = tuple(SeatSetup(name=name) for name in ("Ann", "Bob", "Cleo"))
    setup = TableSetup(game="red_dog", seats=seats, settings={})
    app = ParlourApp(start=setup, seed=3, demo=True, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        table = cast(TableScreen, app.screen)
        for _ in range(200):
            await pilot.pause(0.05)
            if held(table).state.rounds_played >= 2:
                break
        assert held(table).state.rounds_played >= 2  # round summaries closed by themselves
        await pilot.press("x")
        await pilot.pause()
        assert app.return_code == 0, "leaving the demo ends Parlour: it came from the shell"


GAME_IN_A_SUBPROCESS = """
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.seating.table_setup import default_setup
setup = default_setup("put_and_take", 4).model_copy(update={"settings": {"rebuy": True}})
ParlourApp(start=setup, seed=5, autoplay=True, prefs=Preferences(animation_seconds=0)).run(headless=True,
                                                                                        size=(100, 32))
"""


@pytest.mark.slow
def test_kill_9_at_any_moment_loses_no_game(parlour_home):
    """Games killed at random moments, one after another: every one is still there and replays."""
    env = {**os.environ, "PARLOUR_HOME": str(parlour_home)}
    for number, wait in enumerate((0.4, 0.9, 1.7, 0.05, 1.2), start=1):
        process = subprocess.Popen(
            [sys.executable, "-c", GAME_IN_A_SUBPROCESS],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 30
        while len(list(games_folder().glob("*.jsonl"))) < number and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(wait)
        process.send_signal(signal.SIGKILL)
        process.wait()
        games, notices = saved_games()
        assert not notices and len(games) == number, notices
        for game in games:
            state = replayed(game).state
            assert len(set(state.all_cards())) == 52
        assert not list(parlour_home.rglob("*.corrupt-*"))
        assert not [path for path in parlour_home.rglob("*") if path.name.startswith(".") or path.suffix == ".tmp"]


async def test_command_palette_starts_a_new_game_and_toggles_the_log():
    app = ParlourApp(start=default_setup("put_and_take", 3), seed=1, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("ctrl+p", *"toggle the log", "enter")
        await pilot.pause()
        assert table.log_widget.display is False
        await pilot.press("ctrl+p", *"new game of red dog", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and app.screen.game == "red_dog"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.session.setup.game == "red_dog"
    games, notices = saved_games()
    assert not notices and sorted(cast(RecordFile, game.record).header.setup.game for game in games) == [
        "put_and_take",
        "red_dog",
    ]


async def test_a_new_game_from_the_menu_keeps_the_game_left(parlour_home):
    """Leave a Put and Take game, choose New game: Red Dog, start it: both games are saved."""
    app = ParlourApp(start=default_setup("put_and_take", 3), seed=1, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("space", "space", "space")
        app.pop_screen()  # left for the main menu (the pause menu's "menu")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        app.new_game("red_dog")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
    games, _ = saved_games()
    assert sorted(cast(RecordFile, game.record).header.setup.game for game in games) == ["put_and_take", "red_dog"]


TABLE_WRITING_AS_FAST_AS_IT_CAN = """
import sys
from parlour.app.seating.session import TableSession
from parlour.app.saving.table_records import SavedTable
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.rules.games import by_id
game, seed = sys.argv[1], int(sys.argv[2])
info = by_id(game)
settings = {"rebuy": True, "starting_chips": 1000} if info.chip_game else {"target": 10**6}
seats = default_seats(2 if game == "put" else 4, people=0)
session = TableSession(TableSetup(game=game, seats=seats, settings=settings), seed=seed, records=SavedTable())
session.start()
bots = info.computer_players()
choose = bots.get("highest_no_put") or bots.get("sharp")  # Put: a seen put would end the game at once
while not session.is_over():
    seat = session.to_act()
    if seat is None:
        session.step()
    else:
        session.act(seat, choose(session.view(seat), session.bot_rng))
"""


@pytest.mark.slow
def test_kill_9_while_games_of_every_kind_are_written_loses_none(parlour_home):
    """Tables of all three games appending moves as fast as they can, killed one after another at random
    moments: every game killed so far is listed, replays, and the earlier ones are untouched."""
    env = {**os.environ, "PARLOUR_HOME": str(parlour_home)}
    kept: dict[Path, bytes] = {}
    for number, (game, wait) in enumerate(
        zip(("red_dog", "put", "put_and_take") * 3, (0.3, 0.8, 0.05, 1.1, 0.5, 0.2, 0.9, 0.4, 0.7)), start=1
    ):
        process = subprocess.Popen(
            [sys.executable, "-c", TABLE_WRITING_AS_FAST_AS_IT_CAN, game, str(number)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 30
        while len(list(games_folder().glob("*.jsonl"))) < number and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(wait)
        process.send_signal(signal.SIGKILL)
        _, errors = process.communicate()
        assert process.returncode == -signal.SIGKILL, errors.decode()
        games, notices = saved_games()
        assert not notices and len(games) == number, notices
        for game_file in games:
            session = replayed(game_file)
            engine = session.engine
            for seat in range(session.setup.players):
                engine.view(session.state, seat)
        assert all(path.read_bytes() == data for path, data in kept.items()), "an earlier game changed"
        kept = {game_file.path: game_file.path.read_bytes() for game_file in games}
    assert not list(parlour_home.rglob("*.corrupt-*"))
    assert not [path for path in parlour_home.rglob("*") if path.name.startswith(".") or path.suffix == ".tmp"]
    assert {cast(RecordFile, game.record).header.setup.game for game in saved_games()[0]} == {
        "red_dog",
        "put",
        "put_and_take",
    }
    statistics = Statistics()
    assert statistics.any_games() == {"red_dog", "put", "put_and_take"} and statistics.notice is None
