"""The registry of games. Each game registers once, in its own package's `__init__.py`
(`GAME = GameInfo(...)`), and is listed once here; everything else iterates the registry.

A game's registration declares what it adds to the shared vocabulary: its kinds of decision
(`ActionKindInfo`: "bet" with an amount, "play" with a card), its endings (`TerminationInfo`: code, rule,
English) and its events' own fields (`EventField`). The shared code (the scenario parser, `Action`,
`Event`, `Termination`, the protocol's schema) reads them from here, so a new game adds words without
editing a shared list.

The registry is light on purpose: a `GameInfo` is plain data, so the main menu lists
the games before any engine or Pydantic model loads. The engine, the settings, state
and view models and the computer players are imported on first use.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Callable, Iterable, Literal, TypeVar

from .errors import InvalidSetup, quoted

if TYPE_CHECKING:
    from .engine import Engine
    from .settings import SettingField

T = TypeVar("T")

REGISTERED = (
    "put_and_take",
    "red_dog",
    "put",
)
"""The games, in menu order: a package of this name under rules/ defines each one's GAME."""


@dataclass(frozen=True)
class Strength:
    """A computer player a seat can be given in the setup."""

    name: str
    """Its key (saved in setups): "sharp", "casual"."""
    description: str
    """How it plays, in one line."""


@dataclass(frozen=True)
class ActionKindInfo:
    """A kind of decision a game's players take ("bet", "play", "fold")."""

    name: str
    """Its key: an action's `do`, in scenarios, records and the protocol."""
    takes: Literal["amount", "card"] | None = None
    """What it names besides the seat: chips ("amount", offered as a range "bet 1..37"), a card ("card"), or
    nothing."""


@dataclass(frozen=True)
class TerminationInfo:
    """A way a game ends: its code, the rule that ends it, and its English."""

    code: str
    """Its key ("rounds_played"): a state's and an outcome's `termination`."""
    rule: str
    """The RULES.md ID of this ending."""
    english: str
    """The ending as the round log's note says it; `{figure}` is the figure, when it has one."""
    figure: str | None = None
    """The setting whose value is the ending's figure ("rounds": the rounds played), or None."""


@dataclass(frozen=True)
class EventField:
    """A field a game's events carry besides the shared ones (rules/events.py)."""

    name: str
    type: type[int] | type[str] | type[bool]
    """What it holds (JSON: a number, a string, true or false)."""
    doc: str
    """What it says (the protocol's schema shows it)."""


SHARED_TERMINATIONS = (
    TerminationInfo("rounds_played", "CH-5", "{figure} rounds played", figure="rounds"),
    TerminationInfo("one_holder", "CH-5", "one player holds all the chips"),
    TerminationInfo("all_out", "CH-5", "every player is out"),
    TerminationInfo("people_out", "CH-5", "the human players are all out"),
    TerminationInfo("ended", "CH-5", "the game was ended at the table"),
)
"""The endings every game may have: a chip game's (CH-5), and a game ended at the table (any game)."""


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
    """The computer players offered, strongest first; empty when the game has no decisions."""
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


@cache
def all_games() -> tuple[GameInfo, ...]:
    """Every registered game, in menu order."""
    return tuple(importlib.import_module(f"{__package__}.{name}").GAME for name in REGISTERED)


def preload_all() -> None:
    """`GameInfo.preload` for every registered game."""
    for game in all_games():
        game.preload()


@cache
def action_kinds() -> dict[str, ActionKindInfo]:
    """Every kind of decision a registered game declares, by name, in registry order; ValueError when two
    games declare one name differently."""
    return _merged((info.name, info) for game in all_games() for info in game.action_kinds)


@cache
def terminations() -> dict[str, TerminationInfo]:
    """Every ending: the shared ones, then each registered game's, by code; ValueError when one code is
    declared twice differently."""
    declared = [*SHARED_TERMINATIONS, *(info for game in all_games() for info in game.terminations)]
    return _merged((info.code, info) for info in declared)


@cache
def event_fields() -> dict[str, EventField]:
    """Every field the registered games add to events, by name; ValueError when two declare one differently."""
    return _merged((info.name, info) for game in all_games() for info in game.event_fields)


def choices_text(names: Iterable[str]) -> str:
    """Names as Pydantic lists a closed choice's options in its errors: "'bet', 'forfeit' or 'play'"."""
    quoted_names = [repr(name) for name in names]
    return " or ".join(part for part in (", ".join(quoted_names[:-1]), *quoted_names[-1:]) if part)


def _merged(pairs: Iterable[tuple[str, T]]) -> dict[str, T]:
    merged: dict[str, T] = {}
    for name, info in pairs:
        if merged.setdefault(name, info) != info:
            raise ValueError(f"{name!r} is registered twice, differently: {merged[name]} and {info}")
    return merged


def game_ids() -> tuple[str, ...]:
    """The registered games' keys, in menu order."""
    return REGISTERED


def by_id(name: object) -> GameInfo:
    """The game called `name`; InvalidSetup naming the choices for an unknown one."""
    for info in all_games():
        if info.id == name:
            return info
    raise InvalidSetup(f"unknown game {quoted(name)}: choose one of {', '.join(REGISTERED)}")
