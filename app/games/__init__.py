"""Each game's presentation at the table, one folder a game named like its rules package:
`app/games/<game>/` holds its presenter (what the seats and the middle show, its words)
and its decision keys. Nothing else in app/ names a game: the table asks `presenter_for`
with the key from the registry (rules/games.py), and the folder is imported on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .presenter import Presenter


def presenter_for(game_id: str) -> type["Presenter"]:
    """The presenter class of a registered game."""
    return importlib.import_module(f"{__name__}.{game_id}").PRESENTER
