"""The registry of games. Each game registers once, in its own package's `__init__.py`
(`GAME = GameInfo(...)`), and is listed once here; everything else iterates the registry.

A game's registration also declares what it adds to the shared vocabulary (its kinds of decision, its
endings, its events' own fields): rules/declarations.py holds those kinds of declaration and reads them, and
the list of registered games, for the shared models beneath the engines.

The registry is light on purpose: a `GameInfo` is plain data, so the main menu lists
the games before any engine or Pydantic model loads. The engine, the settings, state
and view models and the computer players are imported on first use.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, cast

from .declarations import REGISTERED, ActionKindInfo, EventField, TerminationInfo, registrations
from .errors import InvalidSetup, quoted

if TYPE_CHECKING:
    from .engine import Engine
    from .settings import SettingField


@dataclass(frozen=True)
class Strength:
    """A computer player a seat can be given in the setup."""

    name: str
    """Its key (saved in setups): "sharp", "casual"."""
    description: str
    """How it plays, in one line."""


@dataclass(frozen=True)
class GameInfo:
    """Everything the rest of the program needs to know to offer and play a game."""

    id: str
    """The game's key: scenario files, saved setups, `parlour play ID`."""
    title: str
    """Its name for people."""
    blurb: str
    """One line on how it plays (the main menu)."""
    rule_prefix: str
    """The prefix of its rule IDs in RULES.md ("PT", "RD", "PU")."""
    min_players: int
    max_players: int
    chip_game: bool
    """Played for chips (CH-1..CH-6); otherwise for points."""
    strengths: tuple[Strength, ...] = ()
    """The computer players offered, from the easiest to the strongest (the setup steps through them in this order,
    ← easier, → stronger); empty when the game has no decisions."""
    action_kinds: tuple[ActionKindInfo, ...] = ()
    """The kinds of decision its players take (another game may take the same kind, alike)."""
    terminations: tuple[TerminationInfo, ...] = ()
    """Its own endings, besides the shared ones (`SHARED_TERMINATIONS`)."""
    event_fields: tuple[EventField, ...] = ()
    """The fields its events carry besides the shared ones (rules/events.py)."""
    engine_class: str = ""
    """"module:Class" of the engine, inside the game's package."""
    settings_class: str = ""
    state_class: str = ""
    view_class: str = ""
    bots: str = ""
    """"module:NAME" of the dict of computer players by strength (baselines included)."""
    coach: str = ""
    """"module:function" giving the coach's figures for a seat from its view alone (None: nothing to say)."""
    reviewer_ref: str = ""
    """"module:NAME" of the game's `Reviewer` (rules/review.py): how a review judges its decisions."""
    _cache: dict[str, Any] = field(default_factory=dict[str, Any], init=False, compare=False, repr=False)
    """What has been imported of the game already (engine, models, players)."""

    @property
    def decisions(self) -> bool:
        """Whether players decide anything (Put and Take has no decisions)."""
        return bool(self.strengths)

    def _load(self, ref: str) -> Any:
        if ref not in self._cache:
            module, _, name = ref.partition(":")
            self._cache[ref] = getattr(importlib.import_module(f"{__package__}.{self.id}.{module}"), name)
        return self._cache[ref]

    def engine(self) -> "Engine[Any, Any, Any]":
        """The game's (stateless) engine."""
        if "engine" not in self._cache:
            self._cache["engine"] = self._load(self.engine_class)()
        return self._cache["engine"]

    def settings_model(self) -> type[Any]:
        """The frozen settings model."""
        return self._load(self.settings_class)

    def state_model(self) -> type[Any]:
        """The frozen state model."""
        return self._load(self.state_class)

    def view_model(self) -> type[Any]:
        """The seat view model."""
        return self._load(self.view_class)

    def computer_players(self) -> dict[str, Callable[..., Any]]:
        """Every computer player by strength name: `choose(view, rng) -> Action`."""
        return self._load(self.bots) if self.bots else {}

    def advise(self, view: Any) -> Any:
        """The coach's figures for the view's seat, or None (no decision now, or no coach for the game)."""
        return self._load(self.coach)(view) if self.coach else None

    def reviewer(self) -> Any:
        """How a review judges this game's decisions (None: it has none to judge)."""
        return self._load(self.reviewer_ref) if self.reviewer_ref else None

    def preload(self) -> None:
        """Import what a table of this game runs on (engine, models, computer players) now rather than at its
        first table: `parlour serve` does so before it listens, as importing a game's code takes a few hundred
        ms of the event loop every other connection waits on."""
        self.engine()
        self.settings_model()
        self.state_model()
        self.view_model()
        self.computer_players()

    def setting_fields(self) -> tuple["SettingField", ...]:
        """The settings the setup screen offers, from the settings model's own field metadata."""
        from .settings import setting_fields

        return setting_fields(self.settings_model())


def all_games() -> tuple[GameInfo, ...]:
    """Every registered game, in menu order."""
    return cast("tuple[GameInfo, ...]", registrations())


def preload_all() -> None:
    """`GameInfo.preload` for every registered game."""
    for game in all_games():
        game.preload()


def game_ids() -> tuple[str, ...]:
    """The registered games' keys, in menu order."""
    return REGISTERED


def by_id(name: object) -> GameInfo:
    """The game called `name`; InvalidSetup naming the choices for an unknown one."""
    for info in all_games():
        if info.id == name:
            return info
    raise InvalidSetup(f"unknown game {quoted(name)}: choose one of {', '.join(REGISTERED)}")
