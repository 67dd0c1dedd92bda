"""Each game's presentation at the table, one folder a game named like its rules package:
`app/games/<game>/` holds its presenter (what the seats and the middle show, its words)
and its decision keys, and the words of its engine's refusals of a table (`setup_words.py`). Nothing else in
app/ names a game: the table asks `presenter_for`
with the key from the registry (rules/games.py), and the folder is imported on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from ...rules.games import all_games

if TYPE_CHECKING:
    from typing import Mapping

    from .presenter import Presenter
    from .refusal_words import Words


def setup_words_for(game_id: str) -> "Mapping[str, Words]":
    """A game's refusals of a table, each code worded once (its `setup_words` module: every game has one,
    as every engine refuses a player count)."""
    return importlib.import_module(f"{__name__}.{game_id}.setup_words").SETUP_WORDS


def every_setup_words() -> "dict[str, Words]":
    """Every registered game's setup words (codes are the game's own, so they never clash)."""
    words: dict = {}
    for game in all_games():
        words.update(setup_words_for(game.id))
    return words


def presenter_for(game_id: str) -> type["Presenter"]:
    """The presenter class of a registered game."""
    return importlib.import_module(f"{__name__}.{game_id}").PRESENTER
