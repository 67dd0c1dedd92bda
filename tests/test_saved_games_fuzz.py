"""Saved games under random tampering: real records of all three games, taken at several moments,
mutated thousands of times and loaded the way Continue loads them; a sample also through the
running app. Never a crash, never an impossible game at the table: each mutated record either
still loads (the mutation was harmless: a legal history) or is set aside with a one-line notice.

A record that loads is held to what the rules promise whatever the file said: the setup within
its bounds and the names clean, every card of the deck at most once (CH-3's cards), chips
conserved and never below 0 (CH-2, CH-3, CH-4), the dealer a seat at the table, every seat's view
built, and the game playing on from there.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, cast

import pytest
from textual.widgets import DataTable

from parlour.app.games.table_refusals import replay_refusal
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving import game_files as files
from parlour.app.saving.saved_games import open_saved, saved_games
from parlour.app.saving.table_records import SavedTable
from parlour.app.screens.saved_games import SavedGamesScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import NAME_LIMIT, STORED, TableSetup, default_seats
from parlour.rules.engine import ChipEngine
from parlour.rules.games import REGISTERED, by_id
from parlour.rules.rng import SEED_LIMIT
from tests.app_helpers import QUICK, held
from tests.session_helpers import play_on

MOMENTS = (0, 4, 30, 150)
"""Moves into the game at which its record is taken."""
MUTATIONS_PER_GAME = 1000
PLAYERS = {"put_and_take": 5, "red_dog": 4, "put": 4}


def played_record(game: str, moves: int) -> str:
    """The record of a table with a person in seat 0 (choosing at random) after `moves` moves (the first
    seed whose game lasts that long)."""
    if game == "put":
        settings = {"target": 12, "mode": "partners" if moves % 2 else "free_for_all"}
    else:
        settings = {"rebuy": moves % 2 == 0}
    # casual computer players: the records are the same kind, made in a fraction of the time (no deep play-outs)
    seats = tuple(
        seat if seat.human else seat.model_copy(update={"strength": "casual"}) for seat in default_seats(PLAYERS[game])
    )
    setup = TableSetup(game=game, seats=seats, settings=settings)

    def played(seed: int, records: SavedTable | None) -> TableSession:
        session = TableSession(setup, seed=seed, records=records)
        session.start()
        return play_on(session, moves, pick=random.Random(seed).choice)

    # The seed is found at a table that keeps nothing (a kept Put round is judged for the statistics: ~40
    # seeds end early at a seen put, PU-4); the same seed and choices then play the same game, kept.
    for seed in range(moves + 11, moves + 100):
        if not played(seed, None).is_over():
            kept = SavedTable()
            assert not played(seed, kept).is_over()
            kept.settle()
            return cast(Path, kept.path).read_text(encoding="utf-8")
    raise AssertionError(f"no {game} game lasts {moves} moves")


@pytest.fixture(scope="module")
def records(tmp_path_factory) -> dict[str, list[str]]:
    """game -> its records at each moment (made in a folder of their own)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PARLOUR_HOME", str(tmp_path_factory.mktemp("records")))
        return {game: [played_record(game, moves) for moves in MOMENTS] for game in REGISTERED}


# -- mutations -----------------------------------------------------------------------------

NUMBERS = (-1, 0, 1, 2, 3, 7, 51, 99, 2**63, 2**64, -(2**64), 10**30, 10**400, 1.5, True, None, "4")
STRINGS = (
    "",
    "x" * 5000,
    "\x1b[31mred\x1b[0m",
    "\x00",
    "Ann",
    "put",
    "red_dog",
    "put_and_take",
    "AS",
    "10H",
    "bet",
    "play",
    "fold",
    "see",
    "2026-13-45T99:00:00Z",
    "f" * 33,
    "ä" * 20,
)
EXTRA_KEYS = ("cheat", "format", "steps", "act", "rng", "seed", "stacks", "state")


def nodes(value, path=()):
    """Every (path, value) inside a JSON value, itself included."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from nodes(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from nodes(item, (*path, index))


def replace_at(root, path, new):
    if not path:
        return new
    parent = root
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = new
    return root


def mutate_value(value, rng: random.Random):
    """One node of a JSON value changed: a number, a string, a list or an object."""
    path, node = rng.choice(list(nodes(value)))
    if isinstance(node, bool) or node is None:
        new = rng.choice((not node, 0, 1, "true", None, []))
    elif isinstance(node, int):
        new = rng.choice((*NUMBERS, node + 1, node - 1, node * 2, -node, rng.randrange(-3, 60)))
    elif isinstance(node, float):
        new = rng.choice(NUMBERS)
    elif isinstance(node, str):
        new = rng.choice((*STRINGS, node.upper(), node[:-1], node * 2))
    elif isinstance(node, list):
        new = list(node)
        kind = rng.randrange(5)
        if kind == 0 and new:
            new.insert(rng.randrange(len(new) + 1), rng.choice(new))  # an item twice
        elif kind == 1 and new:
            del new[rng.randrange(len(new))]
        elif kind == 2 and len(new) > 1:
            i, j = rng.sample(range(len(new)), 2)
            new[i], new[j] = new[j], new[i]
        elif kind == 3:
            new = []
        else:
            new = new * 3
    else:
        new = dict(node)
        kind = rng.randrange(3)
        if kind == 0 and new:
            del new[rng.choice(list(new))]
        elif kind == 1:
            new[rng.choice(EXTRA_KEYS)] = rng.choice((*NUMBERS, *STRINGS[:3], {}, []))
        elif new:
            old = rng.choice(list(new))
            new[rng.choice(EXTRA_KEYS)] = new.pop(old)
    return replace_at(value, path, new)


def mutate(text: str, rng: random.Random, others: list[str]) -> str:
    """A record with one to three random changes to its lines or to the values in them."""
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        if not lines:
            break
        kind = rng.randrange(10)
        index = rng.randrange(len(lines))
        if kind == 0:
            del lines[index]
        elif kind == 1:
            lines.insert(rng.randrange(len(lines) + 1), lines[index])
        elif kind == 2 and len(lines) > 1:
            other = rng.randrange(len(lines))
            lines[index], lines[other] = lines[other], lines[index]
        elif kind == 3:
            lines[index] = lines[index][: rng.randrange(len(lines[index]) + 1)]
        elif kind == 4:
            lines.insert(index, rng.choice(rng.choice(others).splitlines()))  # a line of another game
        else:  # most often: a value inside a line (the header a third of the time)
            index = 0 if rng.random() < 0.33 else index
            try:
                data = json.loads(lines[index])
            except ValueError:
                continue
            lines[index] = json.dumps(mutate_value(data, rng), separators=(",", ":"))
    return "".join(line + "\n" for line in lines)


# -- what a loaded game must be ---------------------------------------------------------------


def assert_possible(session: TableSession) -> None:
    """Whatever the file said, the game at the table is one the rules allow, and it plays on."""
    setup, state, engine = session.setup, session.state, session.engine
    assert TableSetup.model_validate(setup.model_dump(), context=STORED) == setup  # as set up (two seats may
    # share a name in a game set up before names had to differ: app/seating/table_setup.py STORED)
    assert 0 <= session.seed < SEED_LIMIT
    for name in setup.names:
        assert 0 < len(name) <= NAME_LIMIT and name.isprintable() and "\x1b" not in name
    cards = state.all_cards()
    assert len(set(cards)) == len(cards) and len(cards) in (0, 52), "a card twice or missing"
    assert 0 <= engine.dealer(state) < setup.players
    assert state.rounds_played >= 0
    if by_id(setup.game).chip_game:
        starting = state.settings.starting_chips
        assert min(state.stacks) >= 0, "a stack below 0 (CH-2)"
        assert sum(state.stacks) + cast(ChipEngine[Any, Any, Any], engine).pot_of(state) == starting * (
            setup.players + sum(state.rebuys)
        ), "CH-3"
    else:
        assert min(state.scores) >= 0
    for seat in range(setup.players):
        engine.view(state, seat)
    play_on(session, 40)  # and it plays on


def test_the_records_before_tampering_load_and_pass_the_checks(records) -> None:
    folder = files.games_folder()
    folder.mkdir(parents=True)
    for game, texts in records.items():
        for moment, text in zip(MOMENTS, texts):
            path = folder / f"{game}-{moment}.jsonl"
            path.write_text(text, encoding="utf-8")
            (saved,), notices = saved_games()
            session, notice = open_saved(saved, replay_refusal)
            assert not notices and notice is None and session is not None
            assert_possible(session)
            path.unlink()


@pytest.mark.parametrize("game", REGISTERED)
def test_thousands_of_random_mutations_load_or_are_set_aside(game: str, records) -> None:
    rng = random.Random(f"fuzz {game}")
    others = [text for texts in records.values() for text in texts]
    folder = files.games_folder()
    folder.mkdir(parents=True)
    outcomes = {"loaded": 0, "set aside": 0, "newer": 0}
    for number in range(MUTATIONS_PER_GAME):
        text = mutate(rng.choice(records[game]), rng, others)
        path = folder / f"mutant-{number}.jsonl"
        path.write_text(text, encoding="utf-8")
        games, notices = saved_games()
        if games:
            (saved,) = games
            session, notice = open_saved(saved, replay_refusal)
            notices.append(notice)  # pyright: ignore[reportArgumentType]  (None too: the notices are filtered below)
            if session is not None:
                outcomes["loaded"] += 1
                assert path.read_text(encoding="utf-8") == text, "a game that loads is left as it was"
                assert_possible(session)
                path.unlink()
                continue
            if saved.problem:
                outcomes["newer"] += 1
                assert path.read_text(encoding="utf-8") == text, "a newer record is kept untouched"
                path.unlink()
                continue
        outcomes["set aside"] += 1
        notice = next(notice for notice in notices if notice)
        assert "\n" not in notice and len(notice) < 600, notice
        assert not path.exists()
        (aside,) = folder.glob(f"{path.name}.corrupt-*")
        assert aside.read_text(encoding="utf-8") == text, "set aside as it was, never changed"
        aside.unlink()
    assert min(outcomes.values()) > 0, outcomes  # the mutations reach every outcome


async def test_mutated_records_through_the_running_app(records) -> None:
    """A folder of mutated records of every game, opened from the menu's Continue: the app lists
    those that load, says which were set aside, and each listed one opens at the table."""
    rng = random.Random("through the app")
    others = [text for texts in records.values() for text in texts]
    folder = files.games_folder()
    folder.mkdir(parents=True)
    written = {}
    for number in range(24):
        game = REGISTERED[number % len(REGISTERED)]
        text = mutate(rng.choice(records[game]), rng, others) if number % 4 else rng.choice(records[game])
        written[folder / f"{number:02}-{game}.jsonl"] = text
    for path, text in written.items():
        path.write_text(text, encoding="utf-8")
    app = ParlourApp(prefs=QUICK, autoplay=False)
    async with app.run_test(size=(120, 40)) as pilot:
        app.resume_game()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SavedGamesScreen)
        listed = {game.path: session for game, session in screen.games}
        kept = {path for path in written if path.exists()}
        assert set(listed) == kept
        assert len(kept) < len(written), "some mutations are set aside"
        for path in sorted(path for path, session in listed.items() if session is not None):
            rows = [game.path for game, _ in screen.games]  # most recently played first: the order changes
            screen.query_one("#saved-table", DataTable).move_cursor(row=rows.index(path))
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, TableScreen) and cast(SavedTable, held(app.screen).records).path == path
            assert_possible(held(app.screen))
            app.pop_screen()
            app.resume_game()
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, SavedGamesScreen)
        assert app.return_code is None
    assert len(list(folder.glob("*.corrupt-*"))) == len(written) - len(kept)
