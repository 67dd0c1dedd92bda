"""The saved games as their files' names tell: which games are saved, without reading a file.

Light on purpose: the main menu asks before its first paint whether to offer Continue, so
nothing here loads a Pydantic model or an engine (app/saving/saved_games.py reads and replays the
records themselves). A saved game's file is `<time>-<game>-<table>.jsonl` in `games/`.
"""

from __future__ import annotations

import os
from pathlib import Path

from ...rules.games import game_ids
from .paths import data_dir
from .writer import settle_app_writes

FOLDER = "games"
SUFFIX = ".jsonl"


def games_folder() -> Path:
    """Where saved games live (read at each call: PARLOUR_HOME may change)."""
    return data_dir() / FOLDER


def has_saved_games() -> bool:
    """Whether any game is saved (the menu offers Continue)."""
    return bool(saved_game_kinds())


def saved_game_kinds() -> list[str]:
    """The game of each saved game, as its file name says, most recently started first (the menu
    names them). A name that names no game counts as "?"."""
    settle_app_writes()  # a game just left may still be on its way to disk
    try:
        # scandir: whether an entry is a file comes with the listing, no stat a file before the menu's first paint
        with os.scandir(games_folder()) as entries:
            names = sorted(
                (entry.name for entry in entries if os.path.splitext(entry.name)[1] == SUFFIX and entry.is_file()),
                reverse=True,
            )
    except OSError:
        return []
    known = game_ids()
    kinds = []
    for name in names:
        parts = name.removesuffix(SUFFIX).split("-")
        kinds.append(parts[1] if len(parts) == 3 and parts[1] in known else "?")
    return kinds
