"""Each game's presentation at the table, one folder a game named like its rules package:
`app/games/<game>/` holds its presenter (what the seats and the middle show, its words)
and its decision keys, and the words of its setup refusals (`setup_words.py`). Nothing else in
app/ names a game: the table asks `presenter_for`
with the key from the registry (rules/games.py), and the folder is imported on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .presenter import Presenter


def setup_refusals_for(game_id: str) -> tuple[tuple, dict]:
    """A game's readers of its engine's setup refusals: ((pattern, message), ...) and the fields naming things
    the catalog translates (its `setup_words` module; none when the game has nothing of its own to say)."""
    try:
        words = importlib.import_module(f"{__name__}.{game_id}.setup_words")
    except ModuleNotFoundError:
        return (), {}
    return words.SETUP_REFUSALS, words.NAMES


def presenter_for(game_id: str) -> type["Presenter"]:
    """The presenter class of a registered game."""
    return importlib.import_module(f"{__name__}.{game_id}").PRESENTER
