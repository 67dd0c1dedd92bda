"""The shape of the project: one game one room, the table drawn from views, one installed package.

Which package may import which (app's floors, rules/ apart from the app, each game in its own rooms, the
app reaching a game's rules only from app/games/) is not checked here: `lint-imports` checks it, from the
contracts in pyproject.toml's `[tool.importlinter]`.

- Outside app/games/, no file in app/ names a game: everything else goes through the
  registry (rules/games.py), so a fourth game is new rooms plus one registration line.
- The table screen and the games' presenters never read the session's full state or its
  engine: they draw from seat views and public events only.
- Every registered game has its room on each floor: rules/<game>/, app/games/<game>/,
  seeds/<game>.md, and a presenter the table finds by the game's key.
- A wheel built from the project holds one top-level package, `parlour`.
- The registry is light: listing the games loads no engine and no Pydantic model.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from parlour.app.games import presenter_for
from parlour.app.games.presenter import Presenter
from parlour.rules.games import REGISTERED, all_games

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app"
GAME_NAMES = re.compile(r"\b(?:put_and_take|red_dog)\b|[\"']put[\"']")
"""A game's id (Put's as a quoted string: "put" is also an English word)."""


def app_files_outside_games() -> list[Path]:
    return [path for path in APP.rglob("*.py") if "games" not in path.relative_to(APP).parts]


def test_no_app_file_outside_the_games_names_a_game() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in app_files_outside_games()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if GAME_NAMES.search(line)
    ]
    assert not offenders, "\n".join(offenders)


def test_the_table_draws_from_views_only() -> None:
    table_code = [APP / "screens" / "table.py", APP / "screens" / "table_flow.py", *(APP / "games").rglob("*.py")]
    reads = re.compile(r"session\.(?:state|engine)\b|\bself\.state\b")
    offenders = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in table_code
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if reads.search(line)
    ]
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("game", REGISTERED)
def test_every_game_has_its_rooms(game: str) -> None:
    assert (ROOT / "rules" / game / "__init__.py").is_file()
    assert (APP / "games" / game / "__init__.py").is_file()
    assert (ROOT / "seeds" / f"{game}.md").is_file()
    assert issubclass(presenter_for(game), Presenter)
    info = next(info for info in all_games() if info.id == game)
    assert info.engine().game == game
    assert info.setting_fields(), "the setup offers the game's settings from its model"


def test_a_wheel_holds_one_package(tmp_path: Path) -> None:
    """Built offline from a copy of the project (setuptools and wheel come with the test extra)."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for folder in ("app", "rules", "assets", "seeds"):
        shutil.copytree(ROOT / folder, source / folder, ignore=shutil.ignore_patterns("__pycache__"))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path / "dist"),
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    wheel = next((tmp_path / "dist").glob("parlour-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
    assert tops == {"parlour"}
    for part in (
        "parlour/app/cli.py",
        "parlour/rules/engine.py",
        "parlour/assets/parlour.tcss",
        "parlour/seeds/put.md",
        "parlour/app/games/put/table.tcss",
        "parlour/assets/put_win_chances.json",
    ):
        assert part in names


def fresh_interpreter(probe: str) -> list[str]:
    """What `probe` prints, run in a fresh interpreter (nothing imported before it), split into words."""
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


def test_the_registry_is_light() -> None:
    """The main menu lists the games before any engine or Pydantic model loads (startup speed)."""
    probe = (
        "import sys\n"
        "import parlour.app.parlour_app, parlour.app.screens.menu\n"
        "from parlour.rules.games import all_games\n"
        "print(len(all_games()), 'pydantic' in sys.modules,"
        " any(name.endswith('.engine') for name in sys.modules if name.startswith('parlour')))\n"
    )
    assert fresh_interpreter(probe) == [str(len(REGISTERED)), "False", "False"]


def test_preload_imports_everything_a_table_runs_on() -> None:
    """`parlour serve` preloads the games before it listens: a game then played to its end by every computer
    strength, seat views taken for every seat, imports no further module of `rules` (none would stall the
    server's event loop at a table's first move)."""
    probe = (
        "import sys\n"
        "from parlour.rules.games import all_games, preload_all\n"
        "from parlour.rules.rng import Rng\n"
        "preload_all()\n"
        "loaded = set(sys.modules)\n"
        "for game in all_games():\n"
        "    engine, players = game.engine(), game.computer_players()\n"
        "    for strength in players:\n"
        "        state, rng = engine.new_game(game.settings_model()(), 2, 7), Rng(7)\n"
        "        for _step in range(400):\n"
        "            if engine.is_over(state):\n"
        "                break\n"
        "            if engine.needs_round(state):\n"
        "                state = engine.start_round(state)\n"
        "                continue\n"
        "            engine.views(state, [None, 0, 1])\n"
        "            seat = engine.to_act(state)\n"
        "            state = (engine.advance(state) if seat is None\n"
        "                     else engine.apply(state, players[strength](engine.view(state, seat), rng)))\n"
        "print(sorted(name for name in set(sys.modules) - loaded if name.startswith('parlour.rules')))\n"
    )
    assert fresh_interpreter(probe) == ["[]"]
