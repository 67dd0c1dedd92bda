"""What the registered games add to the shared vocabulary, and which games are registered.

A game's registration (its package's `GAME`, rules/games.py `GameInfo`) declares its kinds of decision
(`ActionKindInfo`: "bet" with an amount, "play" with a card), its endings (`TerminationInfo`: code, rule,
English) and its events' own fields (`EventField`). The shared models (`Action`, `Event`, `Termination`),
the scenario parser and the protocol's schema read them from here, so a new game adds words without
editing a shared list. Plain data, below the engines and the models: nothing here imports them, so the
registry (rules/games.py), which names the engine, sits above the models that read its words.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Literal, Protocol, TypeVar

T = TypeVar("T")

REGISTERED = (
    "put_and_take",
    "red_dog",
    "put",
)
"""The games, in menu order: a package of this name under rules/ defines each one's GAME."""


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


class Declares(Protocol):
    """What a registration declares (rules/games.py `GameInfo` has it)."""

    @property
    def action_kinds(self) -> tuple[ActionKindInfo, ...]: ...
    @property
    def terminations(self) -> tuple[TerminationInfo, ...]: ...
    @property
    def event_fields(self) -> tuple[EventField, ...]: ...


@cache
def registrations() -> tuple[Declares, ...]:
    """Every registered game's `GAME`, in menu order (its package imported now: plain data)."""
    return tuple(importlib.import_module(f"{__package__}.{name}").GAME for name in REGISTERED)


@cache
def action_kinds() -> dict[str, ActionKindInfo]:
    """Every kind of decision a registered game declares, by name, in registry order; ValueError when two
    games declare one name differently."""
    return _merged((info.name, info) for game in registrations() for info in game.action_kinds)


@cache
def terminations() -> dict[str, TerminationInfo]:
    """Every ending: the shared ones, then each registered game's, by code; ValueError when one code is
    declared twice differently."""
    declared = [*SHARED_TERMINATIONS, *(info for game in registrations() for info in game.terminations)]
    return _merged((info.code, info) for info in declared)


@cache
def event_fields() -> dict[str, EventField]:
    """Every field the registered games add to events, by name; ValueError when two declare one differently."""
    return _merged((info.name, info) for game in registrations() for info in game.event_fields)


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
