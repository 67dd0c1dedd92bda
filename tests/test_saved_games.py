"""Saved games as records (app/saving/game_files.py, app/saving/saved_games.py): written as played, replayed to load,
several at once, and set aside, never lost, when they cannot be trusted."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import cast

import pytest
from textual.widgets import DataTable

from parlour.app.crash import crash_message
from parlour.app.games.presenter import Side, standing_line
from parlour.app.games.table_refusals import replay_refusal
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving import game_files as files
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.saved_games import SavedGame, delete, open_saved, saved_games
from parlour.app.saving.table_records import SavedTable
from parlour.app.screens.saved_games import OTHER_COLUMNS, STANDING_LIMIT, SavedGamesScreen
from parlour.app.seating.session import Records, TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats, default_setup
from parlour.app.words.seat_words import shown_name
from parlour.rules.engine import Action
from parlour.rules.games import REGISTERED
from tests.app_helpers import QUICK, NoticedApp, screen_text
from tests.session_helpers import play_on


def play(game: str, steps: int, seed: int = 7, players: int | None = None) -> TableSession:
    """A table with a person in seat 0 played `steps` moves (the person takes the first legal choice), saved."""
    setup = default_setup(game, players)
    if game == "put":
        setup = setup.model_copy(update={"settings": {"target": 50}})  # long enough never to end here
    session = TableSession(setup, seed, records=SavedTable())
    session.start()
    play_on(session, steps, pick=lambda legal: legal[-1])
    cast(SavedTable, session.records).settle()  # on disk, for the tests that read the file itself
    return session


def the_record(session: TableSession) -> Path:
    return cast(Path, cast(SavedTable, session.records).path)  # a saved table has its file


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def write_lines(path: Path, data: list[dict]) -> None:
    path.write_text("".join(json.dumps(line) + "\n" for line in data))


def the_only_game():
    games, notices = saved_games()
    assert len(games) == 1, notices
    return games[0], notices


@pytest.mark.parametrize("game", REGISTERED)
@pytest.mark.parametrize("steps", [0, 9, 60])
def test_a_record_replays_to_the_same_game(game: str, steps: int) -> None:
    session = play(game, steps)
    if session.is_over():  # a short game (a fourth one) may end within the steps
        assert saved_games()[0] == [], "a finished game is not offered to continue"
        return
    saved, notices = the_only_game()
    assert not notices
    loaded, notice = open_saved(saved, replay_refusal)
    assert loaded is not None
    assert notice is None
    assert loaded.state == session.state and loaded.moves == session.moves
    assert loaded.bot_rng.state == session.bot_rng.state and loaded.round_start == session.round_start


def test_a_continued_game_goes_on_exactly_as_it_would_have() -> None:
    session = play("red_dog", 25)
    saved, _ = the_only_game()
    loaded, _ = open_saved(saved, replay_refusal)
    assert loaded is not None
    loaded.records = SavedTable(saved.path)
    session.records = Records()  # from here on only the continued table writes the record
    for _ in range(40):
        for table in (session, loaded):
            person = table.person_to_act()
            table.act(person, table.view(person).legal[0].action()) if person is not None else table.step()
    assert loaded.state == session.state
    again, _ = open_saved(the_only_game()[0], replay_refusal)
    assert again is not None
    assert again.state == loaded.state, "the continued game's moves were appended to its record"


def test_starting_a_game_never_replaces_another() -> None:
    first, second, third = play("put", 5), play("red_dog", 5), play("put", 3, seed=1)
    games, notices = saved_games()
    assert not notices and {game.path for game in games} == {the_record(t) for t in (first, second, third)}


def test_a_finished_game_removes_its_record() -> None:
    setup = default_setup("put_and_take", 3).model_copy(update={"settings": {"rounds": 1}})
    session = TableSession(setup, 3, records=SavedTable())
    session.start()
    while not session.is_over():
        session.step()
    assert saved_games() == ([], [])


def test_deleting_a_saved_game() -> None:
    play("put", 4)
    kept = play("put", 4, seed=2)
    saved = next(game for game in saved_games()[0] if game.path != the_record(kept))
    assert delete(saved) is None and delete(saved) is None
    assert [game.path for game in saved_games()[0]] == [the_record(kept)]


def tamper(change) -> tuple[str | None, bytes, Path]:
    """Play a Red Dog game, damage its record with `change(lines)`, try to load it: (notice, bytes, path)."""
    session = play("red_dog", 40, players=4)
    path = the_record(session)
    data = lines(path)
    change(data)
    write_lines(path, data)
    damaged = path.read_bytes()
    games, listed = saved_games()
    notices: list[str | None] = list(listed)
    if games:
        _, notice = open_saved(games[0], replay_refusal)
        notices.append(notice)
    return next((notice for notice in notices if notice), None), damaged, path


def first_act(data: list[dict]) -> dict:
    return next(line for line in data if "act" in line)["act"]


TAMPERING = {
    "a bet far above the pot": lambda d: first_act(d).update(amount=10**9),
    "a bet of nothing": lambda d: first_act(d).update(amount=0),
    "another seat's decision": lambda d: first_act(d).update(seat=(first_act(d)["seat"] + 1) % 4),
    "a seat that does not exist": lambda d: first_act(d).update(seat=99),
    "a move that is not a move": lambda d: first_act(d).update(do="play", card="AS"),
    "steps past a decision": lambda d: d.__setitem__(slice(2, 2), [{"steps": 1}] * 5),
    "several steps on one line": lambda d: d.__setitem__(1, {"steps": 2}),
    "steps of nothing": lambda d: d.append({"steps": 0}),
    "a decision dropped": lambda d: d.remove(next(line for line in d if "act" in line)),
    "a decision twice": lambda d: d.insert(
        d.index(next(line for line in d if "act" in line)), next(line for line in d if "act" in line)
    ),
    "an unknown key": lambda d: d[1].update(cheat=True),
    "a seed out of range": lambda d: d[0].update(seed=2**64),
    "a negative seed": lambda d: d[0].update(seed=-1),
    "an unplayable table": lambda d: (
        d[0]["setup"]["settings"].update(burn=True, four_card_hands=False)
        or d[0]["setup"]["seats"].extend([{"name": f"X{i}", "human": False, "strength": "sharp"} for i in range(6)])
    ),
    "a huge stack": lambda d: d[0]["setup"]["settings"].update(starting_chips=10**100),
    "an unknown game": lambda d: d[0]["setup"].update(game="poker"),
    "no header": lambda d: d.pop(0),
    "an older format": lambda d: d[0].update(format=1),
    "a string for a number": lambda d: first_act(d).update(amount="5"),
}


@pytest.mark.parametrize("name", TAMPERING)
def test_a_tampered_record_is_set_aside_never_lost_and_the_player_told(name: str, parlour_home) -> None:
    notice, damaged, path = tamper(TAMPERING[name])
    assert notice and "\n" not in notice and len(notice) < 400, notice
    assert not path.exists()
    (aside,) = list(path.parent.glob(f"{path.name}.corrupt-*"))
    assert aside.read_bytes() == damaged
    assert saved_games() == ([], [])


@pytest.mark.parametrize("content", [b"", b"\xff\xfe garbage", b"not json\n", b"[1, 2]\n", b'{"format": 2}\n'])
def test_a_file_that_is_no_record_is_set_aside(content: bytes) -> None:
    folder = files.games_folder()
    folder.mkdir(parents=True)
    (folder / "broken.jsonl").write_bytes(content)
    games, notices = saved_games()
    assert games == [] and len(notices) == 1 and "broken.jsonl" in notices[0]
    assert [path.name.split(".corrupt-")[0] for path in folder.iterdir()] == ["broken.jsonl"]


def test_a_record_ending_in_a_line_cut_short_goes_on_from_the_move_before_and_says_so() -> None:
    """Seen: a record cut off in its last move's line (as a machine that loses power may leave it) went on from the
    move before without a word, and the file was rewritten. The game still goes on from the move before (the move
    being written is the only one a stop can lose), but the player is told once, and the file as it was is kept."""
    session = play("red_dog", 12)
    path = the_record(session)
    whole = path.read_bytes()
    before = TableSession(session.setup, session.seed)
    before.replay(files.read(path).moves[:-1])
    torn = whole[: whole.rstrip(b"\n").rfind(b"\n") + 1] + b'{"act":{"seat"'  # the last line cut short
    path.write_bytes(torn)
    game, notices = the_only_game()
    assert game.record is not None and game.record.torn and not notices
    loaded, notice = open_saved(game, replay_refusal)
    assert loaded is not None and loaded.state == before.state, "the game goes on from the move before"
    assert notice is not None and "\n" not in notice, notice
    assert "was cut short as Parlour stopped: the game goes on from the move before; the file as it" in notice, notice
    (aside,) = list(path.parent.glob(f"{path.name}.corrupt-*"))
    assert aside.read_bytes() == torn, "the file as it was is kept"
    assert path.read_bytes() == torn[: torn.rfind(b"\n") + 1], "cut back to its whole lines"
    game, notices = the_only_game()
    assert open_saved(game, replay_refusal)[1] is None and not notices, "told once"


@pytest.mark.parametrize("game", REGISTERED)
def test_the_list_names_the_round_a_continued_game_plays(game: str) -> None:
    """Seen: "Round 1" listed for a Red Dog game saved once its first round was over; continuing it dealt round 2.
    Saved between rounds, the list names the next; in the middle of one, that one."""
    session, listed = play(game, 0), SavedGame(Path("x.jsonl"), datetime.now(timezone.utc), None)
    while session.view(None).rounds_played < 1:
        play_on(session, 1, pick=lambda legal: legal[-1])
    assert SavedGamesScreen.row(listed, session)[2].plain == "2"
    while session.view(None).round < 2:
        play_on(session, 1, pick=lambda legal: legal[-1])
    assert SavedGamesScreen.row(listed, session)[2].plain == "2", "in round 2 itself"


def test_a_folder_named_as_a_saved_game_is_set_aside_and_the_menu_counts_only_files() -> None:
    """Seen: a folder named as a Put record was said at every look at Continue ("cannot be read: there is a folder
    where a file should be") and counted by the menu ("one of 3 saved games (Put, ...)") with no Put to continue.
    It is moved aside as a folder at preferences.json is; the menu counts files alone."""
    from parlour.app.saving.saved_game_names import saved_game_kinds

    session = play("red_dog", 5)
    folder = files.games_folder()
    (folder / "20261207T120000-put-cccccc.jsonl").mkdir()
    assert saved_game_kinds() == ["red_dog"]
    games, notices = saved_games()
    assert [game.path for game in games] == [the_record(session)] and len(notices) == 1
    assert "folder where a file should be" in notices[0] and "moved to" in notices[0], notices
    assert saved_games() == (games, []), "said once"


def test_a_record_cut_in_its_first_line_is_said_to_be_cut_not_empty() -> None:
    """Seen: a record cut 100 bytes in, inside its header, was set aside as "empty"."""
    folder = files.games_folder()
    folder.mkdir(parents=True)
    (folder / "cut.jsonl").write_bytes(b'{"format": 3, "setup": {"game": "red_dog"')
    games, notices = saved_games()
    assert games == [] and len(notices) == 1 and "cut short in its first line" in notices[0], notices


def test_a_record_larger_than_any_game_is_set_aside_unread(monkeypatch) -> None:
    path = the_record(play("put_and_take", 30))
    monkeypatch.setattr(files, "RECORD_LIMIT", path.stat().st_size)
    assert files.read(path).moves, "a record of the limit's very size is read"
    monkeypatch.setattr(files, "RECORD_LIMIT", path.stat().st_size - 1)
    games, notices = saved_games()
    assert games == [] and len(notices) == 1 and "larger than" in notices[0]
    assert not path.exists() and len(list(path.parent.glob(f"{path.name}.corrupt-*"))) == 1


def test_a_record_of_an_older_format_is_upgraded_as_it_is_read_and_never_rewritten() -> None:
    """Format 2 had no table name: it loads, under the same name at every reading, and the file stays
    as it was until the game goes on (new moves are appended to it)."""
    session = play("red_dog", 25)
    path = the_record(session)
    data = lines(path)
    data[0]["format"] = 2
    del data[0]["table"]
    write_lines(path, data)
    before = path.read_bytes()
    names = set()
    for _ in range(2):
        game, notices = the_only_game()
        loaded, notice = open_saved(game, replay_refusal)
        assert loaded is not None
        assert not notices and notice is None and loaded.state == session.state
        names.add(loaded.table_id)
    assert len(names) == 1 and path.read_bytes() == before


def test_a_record_from_a_newer_parlour_is_kept_untouched_and_named() -> None:
    session = play("put", 6)
    path = the_record(session)
    data = lines(path)
    data[0]["format"] = files.FORMAT + 1
    write_lines(path, data)
    before = path.read_bytes()
    games, notices = saved_games()
    assert not notices and len(games) == 1 and "newer Parlour" in str(games[0].problem)
    loaded, notice = open_saved(games[0], replay_refusal)
    assert loaded is None and "newer Parlour" in str(notice)
    assert path.read_bytes() == before


def test_an_autosave_of_parlour_0_1_is_moved_aside_once_with_a_notice(parlour_home) -> None:
    parlour_home.mkdir(parents=True, exist_ok=True)
    (parlour_home / "autosave.json").write_text('{"format_version": 1}')
    games, notices = saved_games()
    assert games == [] and len(notices) == 1 and "autosave.json" in notices[0]
    assert saved_games() == ([], [])
    assert len(list(parlour_home.glob("autosave.json.corrupt-*"))) == 1


def test_a_crash_at_a_continued_game_sets_its_record_aside(parlour_home) -> None:
    continued = play("red_dog", 12)
    continued.records = SavedTable(the_record(continued))
    fresh = play("put", 5)
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        message = crash_message(error, [continued, fresh])
    assert "boom" in message and "Traceback" not in message
    assert "crash.log" in message and "Traceback" in (parlour_home / "crash.log").read_text()
    assert not the_record(continued).exists() and the_record(fresh).exists()


def test_saving_off_is_said_once_and_the_game_goes_on(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    monkeypatch.setenv("PARLOUR_HOME", str(blocker / "sub"))
    session = play("red_dog", 10)
    assert session.notices and session.notices[0].startswith("saving is off:")
    assert session.state.rounds_played >= 0


async def test_a_replay_that_fails_unexpectedly_sets_the_record_aside_and_the_app_goes_on(
    monkeypatch, parlour_home
) -> None:
    """Not a rule refusing a move but any failure at all while a record is replayed for Continue: it is set
    aside (the details in crash.log), the player told, the other games listed, and the app runs on."""
    from parlour.app.screens.saved_games import SavedGamesScreen

    broken, fine = the_record(play("red_dog", 20)), the_record(play("put", 6, seed=3))
    replay = TableSession.replay

    def fails_for_red_dog(self, moves):
        if self.setup.game == "red_dog":
            raise KeyError("a bug in a replay")
        return replay(self, moves)

    monkeypatch.setattr(TableSession, "replay", fails_for_red_dog)
    app = NoticedApp(prefs=QUICK, autoplay=False)
    async with app.run_test(size=(100, 32)) as pilot:
        app.resume_game()
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        assert [game.path for game, _ in app.screen.games] == [fine]
        (notice,) = app.notices
        assert "Red Dog" in notice and "KeyError" in notice
    assert app.return_code is None
    assert not broken.exists() and len(list(broken.parent.glob(f"{broken.name}.corrupt-*"))) == 1
    assert "a bug in a replay" in (parlour_home / "crash.log").read_text()


@pytest.mark.parametrize("name, clean", [("\x1b[31mRed\x1b[0m", "Red"), ("x" * 10_000, "x" * 16)])
def test_names_in_a_record_are_cleaned_as_it_loads(name: str, clean: str) -> None:
    path = the_record(play("red_dog", 12))
    data = lines(path)
    data[0]["setup"]["seats"][1]["name"] = name
    write_lines(path, data)
    game, _ = the_only_game()
    loaded, notice = open_saved(game, replay_refusal)
    assert loaded is not None
    assert notice is None and loaded.setup.names[1] == clean


def test_a_saved_game_is_named_by_its_game_quoted_and_a_local_date_in_words() -> None:
    """Issue 21: the delete dialog said «Удалить сохранённую игру «Рыжая собака, начата 2026-12-01 14:03»?»."""
    import re

    from parlour.app.saving.saved_games import game_name
    from parlour.app.words.i18n import _, set_language
    from parlour.app.words.numbers import date_and_time

    play("red_dog", 4)
    saved = saved_games()[0][0]
    assert saved.record is not None
    when = date_and_time(saved.record.header.started)
    assert game_name(saved) == f"Red Dog, started {when}"
    assert re.fullmatch(r"[A-Z][a-z]{2} \d{1,2}, \d{4},? \d{1,2}:\d\d[\s\xa0][AP]M", when), when
    set_language("ru")
    try:
        named = game_name(saved)
        question = _("Delete the saved game of {game}?").format(game=named)
    finally:
        set_language("en")
    date = r"\d{1,2} [а-я]{3,4}\.? \d{4}[\s\xa0]г\. \d\d:\d\d"
    assert re.fullmatch(rf"Удалить сохранённую игру «Рыжая собака» \(начата {date}\)\?", question), question


async def test_once_the_last_saved_game_is_deleted_the_list_says_so_and_offers_only_back():
    play("red_dog", 3)
    app = ParlourApp(prefs=Preferences(animation_seconds=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(SavedGamesScreen())
        await pilot.pause()
        screen = app.screen
        assert screen.check_action("delete_game", ()) is True
        await pilot.press("d", "y")
        await pilot.pause()
        assert app.screen is screen and "No saved games." in str(screen.query_one("#saved-empty").render())
        for action in ("continue_game", "review_game", "delete_game"):
            assert not screen.check_action(action, ()), action
        assert screen.check_action("back", ()) is True
        footer = screen_text(app).splitlines()[-1]  # as drawn (seen: "⏎ Continue  r Review  d Delete  esc Back")
        assert "Back" in footer and not any(word in footer for word in ("Continue", "Review", "Delete")), footer


async def test_a_deleted_games_row_is_taken_by_the_next_one_under_the_cursor():
    """A play-test: the 4th row deleted, the cursor went back to the top, and the next d aimed at the newest game.
    Home and end go to the first game and the last."""
    from textual.widgets import DataTable

    for game in ("red_dog", "put", "put_and_take"):
        play(game, 3)
    app = ParlourApp(prefs=Preferences(animation_seconds=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(SavedGamesScreen())
        await pilot.pause()
        screen = cast(SavedGamesScreen, app.screen)
        table = screen.query_one("#saved-table", DataTable)
        table.move_cursor(row=1)
        following = screen.games[2]
        await pilot.press("d", "y")
        await pilot.pause()
        assert len(screen.games) == 2 and table.cursor_row == 1 and screen.chosen() == following
        await pilot.press("home")  # to the first game and the last, as in the main menu (they did nothing)
        assert table.cursor_row == 0
        await pilot.press("end")
        assert table.cursor_row == 1 and screen.chosen() == screen.games[-1]


def test_a_continued_games_computer_players_go_on_from_their_generator_as_it_was() -> None:
    """Each computer player's decision is kept with its generator's state after it: the game continued from its
    record has the very generator it had, so its computer players decide as they would have. (Casual players: they
    draw from it; the sharp Red Dog player draws nothing.)"""
    setup = default_setup("red_dog", 4)
    setup = setup.model_copy(
        update={"seats": (setup.seats[0], *(s.model_copy(update={"strength": "casual"}) for s in setup.seats[1:]))}
    )
    session = TableSession(setup, 7, records=SavedTable())
    session.start()
    play_on(session, 40, pick=lambda legal: legal[-1])
    while not isinstance(session.moves[-1], Action) or session.is_person(session.moves[-1].seat):
        play_on(session, 1, pick=lambda legal: legal[-1])  # ending on a computer player's decision
    cast(SavedTable, session.records).settle()
    games, notices = saved_games()
    (continued, notice) = open_saved(games[0], replay_refusal)
    assert continued is not None and notice is None
    assert continued.bot_rng.state == session.bot_rng.state and continued.state == session.state


def test_a_record_of_format_2_is_read_with_a_table_name_made_from_it_the_same_at_every_reading() -> None:
    """Format 2 had no table name: reading one upgrades its header (UPGRADES) with a name of 16 hex digits made
    from what it holds, the same at every reading, and leaves the file itself as it was; the game goes on."""
    session = play("red_dog", 30)
    path = the_record(session)
    data = lines(path)
    data[0] = {key: value for key, value in data[0].items() if key != "table"} | {"format": 2}
    write_lines(path, data)
    written = path.read_bytes()
    names = {files.read(path).header.table for _ in range(2)}
    (name,) = names
    assert len(name) == 16 and set(name) <= set("0123456789abcdef") and name != session.table_id
    (game, notices) = the_only_game()
    continued, notice = open_saved(game, replay_refusal)
    assert continued is not None and notice is None and continued.state == session.state
    assert path.read_bytes() == written, "the file itself is never rewritten"


def test_a_spoilt_move_is_named_by_its_line_in_the_file() -> None:
    """The notice of a record set aside names the line that spoilt it, counting the header as line 1."""
    path = the_record(play("red_dog", 30))
    data = lines(path)
    data[2] = {"act": {"seat": "nobody"}}
    write_lines(path, data)
    games, notices = saved_games()
    assert games == [] and len(notices) == 1 and "line 3: " in notices[0], notices


def test_a_move_line_is_read_up_to_LINE_LIMIT_characters_and_one_more_spoils_the_record(monkeypatch) -> None:
    path = the_record(play("red_dog", 30))
    longest = max(len(line) for line in path.read_text().splitlines()[1:])
    monkeypatch.setattr(files, "LINE_LIMIT", longest)
    assert files.read(path).moves, "a line of the limit's very length is read"
    monkeypatch.setattr(files, "LINE_LIMIT", longest - 1)
    with pytest.raises(files.UnreadableRecord, match="is too long"):
        files.read(path)


def test_a_games_folder_that_cannot_be_listed_lists_none_and_says_why(monkeypatch) -> None:
    class Unlistable:
        def glob(self, pattern: str):
            raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files, "games_folder", Unlistable)
    assert saved_games() == ([], ["saved games cannot be listed (permission denied)"]), "the reason alone, in our words"


@pytest.mark.parametrize("width,whole", [(80, False), (160, True)])
def test_the_continue_list_ranks_the_players_leader_first_in_the_room_the_screen_gives(width: int, whole: bool) -> None:
    """Ten at Red Dog: the standing column names the leader first (in seat order he may be cut off), as far as
    the width allows (at 160 columns every player); where not every player fits, the person's own figure ends the
    line after "…" (a play-test found it cut off at 80 columns)."""
    session = play("red_dog", 40, players=10)
    game, _notices = the_only_game()
    reopened, problem = open_saved(game, replay_refusal)
    assert reopened is not None and problem is None
    room = max(STANDING_LIMIT, width - OTHER_COLUMNS)  # as the screen works it out (`SavedGamesScreen.fill`)
    standing = str(SavedGamesScreen.row(game, reopened, room)[3])
    scores = session.scores()
    ranked = sorted(range(10), key=lambda seat: -scores[seat])
    assert standing.startswith(f"{session.setup.names[ranked[0]]} {max(scores)} · ")
    assert len(standing) <= room and ("…" in standing) != whole
    leaders = standing.split(" · …")[0].split(" · ")
    figures = [int(part.rsplit(" ", 1)[1]) for part in leaders]
    assert figures == sorted(figures, reverse=True) and len(figures) >= (10 if whole else 2)
    mine = f"{shown_name(session.setup.names[0])} {scores[0]}"
    assert mine in leaders or standing.endswith(f"… · {mine}"), standing


def test_the_continue_list_shows_partners_as_their_teams() -> None:
    """PU-V3: partners score as a team, so the list names the two teams with their points, as the round summary
    does, not four players with two figures each."""
    setup = TableSetup(game="put", seats=default_seats(4), settings={"target": 50, "mode": "partners"})
    session = TableSession(setup, 7, records=SavedTable())
    session.start()
    play_on(session, 60, pick=lambda legal: legal[0])  # never a put: no seen put ends the game (PU-4)
    cast(SavedTable, session.records).settle()
    assert not session.is_over()
    game, _notices = the_only_game()
    reopened, problem = open_saved(game, replay_refusal)
    assert reopened is not None and problem is None
    names, scores = [shown_name(name) for name in setup.names], session.scores()
    teams = sorted(
        [(f"{names[0]} & {names[2]}", scores[0]), (f"{names[1]} & {names[3]}", scores[1])], key=lambda t: -t[1]
    )
    assert max(scores) > 0, "a round or more scored"
    assert str(SavedGamesScreen.row(game, reopened)[3]) == " · ".join(f"{team} {points}" for team, points in teams)


@pytest.mark.parametrize("room", [30, 40, 60])
def test_a_standing_cut_to_its_room_keeps_the_leaders_that_fit_and_the_person_s_own(room: int) -> None:
    sides = [
        Side((seat,), name, figure)
        for seat, (name, figure) in enumerate(
            [("Alexandra", 90), ("Bartholomew", 240), ("You", 12), ("Cleopatra", 180), ("Dmitri", 150)]
        )
    ]
    line = standing_line(sides, (2,), room)
    assert len(line) <= room and line.startswith("Bartholomew 240 · ") and line.endswith("… · You 12"), line
    assert standing_line(sides, (), room).endswith("…")
    assert standing_line(sides, (1,), room) == standing_line(sides, (), room), "the person's own among the leaders"


def test_a_standing_whose_every_side_has_a_person_here_is_cut_at_its_end():
    """A play-test: two against two with people in both teams read "… · Игрок 1 & Клео 1 · Борис &" at 80 columns:
    nobody was left out, yet the line opened with "…" and was cut mid-name. It is cut at its end, with "…"."""
    sides = [Side((0, 2), "Игрок 1 & Клео", 1), Side((1, 3), "Борис & Дмитрий", 0)]
    line = standing_line(sides, (0, 1, 3), 30)
    assert line == "Игрок 1 & Клео 1 · Борис & Дм…", line


def test_a_game_that_cannot_be_continued_keeps_to_the_lists_columns():
    """Seen at 80x24: a file a newer Parlour wrote put its whole name and its reason in the list, which pushed
    Standing and Last played off the screen for every game. Both are cut to the columns' room (enter says all)."""
    from datetime import datetime
    from pathlib import Path

    from parlour.app.saving.saved_games import SavedGame
    from parlour.app.screens.saved_games import NAME_ROOM, SavedGamesScreen

    problem = "written by a newer Parlour (format 99, this one reads up to 3)"
    game = SavedGame(Path("20261207T190300-red_dog-dddddd.jsonl"), datetime(2026, 12, 7), None, problem)
    name, players, playing, standing, _played = SavedGamesScreen.row(game, None, room=30)
    assert name.cell_len == NAME_ROOM and name.plain.endswith("…") and standing.cell_len == 30
    assert standing.plain.startswith("written by a newer Parlour") and (players.plain, playing.plain) == ("—", "—")


def test_a_refused_replay_is_said_whole_after_the_games_name(parlour_home) -> None:
    """Seen: "…started Dec 7, 2026 7:23 PM cannot be continued: 50 is too much: a bet may not exceed the 3 …": the
    game's name and date took the room, the refusal's point was cut off. Its reason is said to its rule."""
    notice, _damaged, _path = tamper(lambda d: first_act(d).update(amount=50))
    assert notice is not None and "cannot be continued: 50 is too much: a bet may not exceed" in notice, notice
    assert "(RD-6)" in notice and "…" not in notice.split("cannot be continued")[1], notice


async def test_the_continue_lists_standings_take_the_room_a_wider_terminal_gives_the_same_game_chosen(parlour_home):
    """Seen: the list opened at 80x24 and the terminal made 200x60: "You 101 · Bob 101 · …" as short as before, two
    thirds of the row empty. The standings are cut to the room the terminal has now, the same row chosen."""
    play("red_dog", 9, players=10)
    play("put", 6, seed=3)
    app = ParlourApp(prefs=QUICK, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.resume_game()
        await pilot.pause()
        screen = cast(SavedGamesScreen, app.screen)
        table = screen.query_one("#saved-table", DataTable)
        red_dog = next(index for index, (game, _session) in enumerate(screen.games) if "red_dog" in game.path.name)
        table.move_cursor(row=red_dog)

        def standing() -> str:
            return str(table.get_row_at(red_dog)[3])

        narrow = standing()
        assert narrow.endswith("…") or "· …" in narrow
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        assert len(standing()) > len(narrow) + 40 and "…" not in standing()
        assert table.cursor_row == red_dog
