"""Each game's presentation at the table, registered here, one line a game (`REGISTERED`): its package
under `app/games/<game>/` defines a `Presentation` (app/games/presentation.py): its presenter (what the
seats and the middle show, its words, its decision keys), the words of its engine's refusals of a table and
of its own endings. Nothing else in app/ names a game: the table asks `presenter_for` with the key from the
registry of games (rules/games.py), and the package is imported on first use (the main menu paints before
any presenter loads). A game without a presentation, or one that does not load, is an error at once
(`check_registered` at the app's start, and the start-up tests), never a silent gap.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from typing import TYPE_CHECKING, Mapping

from ...rules import games as rule_games
from .presentation import Presentation

if TYPE_CHECKING:
    from .presentation import EndingWords
    from .presenter import Presenter
    from .refusal_words import Words

REGISTERED: Mapping[str, str] = {
    "put_and_take": f"{__name__}.put_and_take",
    "red_dog": f"{__name__}.red_dog",
    "put": f"{__name__}.put",
}
"""Each game's key and the module that defines its `PRESENTATION`."""


class MissingPresentation(LookupError):
    """A registered game has no presentation, or its presentation is not the game's."""


def check_registered() -> None:
    """MissingPresentation unless every registered game has a presentation registered here, and nothing else
    is: cheap (no presenter imported), for the app's start."""
    missing = [game for game in rule_games.game_ids() if game not in REGISTERED]
    unknown = [game for game in REGISTERED if game not in rule_games.game_ids()]
    absent = [module for module in REGISTERED.values() if importlib.util.find_spec(module) is None]
    if missing or unknown or absent:
        raise MissingPresentation(
            f"app/games/__init__.py: no presentation for {missing}, presentations of no game {unknown}, "
            f"modules not found {absent}"
        )


@cache
def presentation_of(game_id: str) -> "Presentation":
    """A registered game's presentation (its package imported now); MissingPresentation when there is none."""
    if game_id not in REGISTERED:
        raise MissingPresentation(f"no presentation is registered for the game {game_id!r} (app/games/__init__.py)")
    found = getattr(importlib.import_module(REGISTERED[game_id]), "PRESENTATION", None)
    if not isinstance(found, Presentation) or found.game != game_id:
        raise MissingPresentation(f"{REGISTERED[game_id]} defines no PRESENTATION of the game {game_id!r}")
    return found


def presenter_for(game_id: str) -> type["Presenter"]:
    """The presenter class of a registered game."""
    return presentation_of(game_id).load_presenter()


def setup_words_for(game_id: str) -> "Mapping[str, Words]":
    """A game's refusals of a table, each code worded once."""
    return presentation_of(game_id).setup_words


def every_setup_words() -> "dict[str, Words]":
    """Every registered game's setup words (codes are the game's own, so they never clash)."""
    words: dict[str, Words] = {}
    for game_id in REGISTERED:
        words.update(setup_words_for(game_id))
    return words


def game_ending_words(code: str) -> "EndingWords | None":
    """The words of an ending a game declares itself (its presentation's `endings`), or None for a code no
    registered game declares."""
    for game in rule_games.all_games():
        if any(info.code == code for info in game.terminations):
            return presentation_of(game.id).endings.get(code)
    return None
