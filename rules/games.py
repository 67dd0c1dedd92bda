"""The registry of games: name -> engine and settings model, imported on first use."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from .errors import InvalidSetup

if TYPE_CHECKING:  # the registry stays light: the menu lists games before any engine loads
    from .engine import Engine


@dataclass(frozen=True)
class GameInfo:
    """What the rest of the program needs to know to offer a game."""

    name: str
    title: str
    module: str
    engine_class: str
    settings_class: str
    chip_game: bool


GAMES: dict[str, GameInfo] = {
    "put_and_take": GameInfo("put_and_take", "Put and Take", ".put_and_take",
                             "PutAndTakeEngine", "PutAndTakeSettings", True),
    "put": GameInfo("put", "Put", ".put", "PutEngine", "PutSettings", False),
    "red_dog": GameInfo("red_dog", "Red Dog", ".red_dog", "RedDogEngine", "RedDogSettings", True),
}


def game_info(name: object) -> GameInfo:
    """The game called `name`; InvalidSetup for an unknown one."""
    if not isinstance(name, str) or name not in GAMES:
        raise InvalidSetup(f"unknown game {name!r}: choose one of {', '.join(GAMES)}")
    return GAMES[name]


@cache
def engine_for(name: str) -> "Engine":
    """The (stateless) engine of a game."""
    info = game_info(name)
    return getattr(importlib.import_module(info.module, __package__), info.engine_class)()


@cache
def settings_model(name: str) -> type:
    """The settings model class of a game."""
    info = game_info(name)
    return getattr(importlib.import_module(info.module, __package__), info.settings_class)
