"""The setup of one table: which game, who sits where, and the rule settings.

`TableSetup` is what the setup screen edits and returns, what `parlour play`
builds from the command line, and (later) what the last-setup file stores.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..rules.games import by_id
from ..rules.rng import SEED_LIMIT
from .chip_value import ChipValue

Strength = Literal["casual", "sharp"]
NAME_LIMIT = 16
COMPUTER_NAMES = ("Ann", "Bob", "Cleo", "Dmitri", "Eva", "Fyodor", "Gala", "Igor", "Katya", "Lev")


TERMINAL_CODES = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])")
"""Terminal escape sequences (colours, cursor moves, titles): removed whole, not only their ESC."""
NAME_INPUT_LIMIT = 1000
"""Characters of a raw name looked at (a longer one is cut first: names are short)."""


def clean_name(raw: str, fallback: str) -> str:
    """A printable player name: escape sequences and control characters dropped, spaces squeezed,
    at most NAME_LIMIT characters; `fallback` when nothing printable is left."""
    text = TERMINAL_CODES.sub("", raw[:NAME_INPUT_LIMIT])
    printable = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    name = " ".join(printable.split())[:NAME_LIMIT].strip()
    return name or fallback


class SeatSetup(BaseModel):
    """One seat: a person at the keyboard or a computer player."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    """Shown at the table and in statistics; cleaned wherever it comes from (`clean_name`)."""
    human: bool = False
    """True for a person at this keyboard."""
    strength: Strength = "sharp"
    """How a computer player plays (ignored for people)."""

    @field_validator("name")
    @classmethod
    def _cleaned(cls, value: str) -> str:
        return clean_name(value, "Player")


class TableSetup(BaseModel):
    """A whole table: the game, its seats and its rule settings (validated by the engine)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str
    """The game's key in the registry (rules/games.py)."""
    seats: tuple[SeatSetup, ...]
    """One entry per seat, seat 0 first."""
    settings: dict[str, Any] = Field(default_factory=dict)
    """The game's settings as plain data (see `rules_settings`)."""
    chip_value: ChipValue = Field(default_factory=ChipValue)
    """What a chip is worth, for showing stacks in money (CH-6; chip games only)."""

    @field_validator("game")
    @classmethod
    def _known_game(cls, value: str) -> str:
        by_id(value)
        return value

    @model_validator(mode="after")
    def _playable(self) -> "TableSetup":
        by_id(self.game).engine().check_setup(self.rules_settings(), self.players)
        return self

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.seats)

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.human)

    @property
    def names(self) -> tuple[str, ...]:
        """Player names by seat."""
        return tuple(seat.name for seat in self.seats)

    def rules_settings(self) -> Any:
        """The game's frozen settings model."""
        return by_id(self.game).settings_model().model_validate(self.settings)


def parse_seed(text: str) -> int | None:
    """A seed as typed: blank is None (a new deal), else a whole number 0 .. 2^64 - 1 (ValueError otherwise)."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or len(text) > len(str(SEED_LIMIT)) or int(text) >= SEED_LIMIT:
        raise ValueError(f"Seed: a whole number from 0 to {SEED_LIMIT - 1}, or blank for a new deal")
    return int(text)


def next_seed(seed: int) -> int:
    """The seed of the next game ("play again"): one more, back to 0 after the last."""
    return (seed + 1) % SEED_LIMIT


def default_seats(players: int, humans: int = 1) -> tuple[SeatSetup, ...]:
    """Seat 0 is "You" (a person), the rest computer players with distinct names."""
    seats = []
    for seat in range(players):
        if seat < humans:
            seats.append(SeatSetup(name="You" if humans == 1 else f"Player {seat + 1}", human=True))
        else:
            seats.append(SeatSetup(name=COMPUTER_NAMES[seat % len(COMPUTER_NAMES)]))
    return tuple(seats)


FIELD_NAMES = {"chip_value.amount": "Chip value", "chip_value.currency": "Currency"}
"""How a refusal names a setup field that is not a rule setting."""


def refusal(error: Exception) -> str:
    """One line saying why a setting or a table was refused."""
    from pydantic import ValidationError

    if isinstance(error, ValidationError):
        first = error.errors()[0]
        if first["type"] == "extra_forbidden":
            return f"unknown setting {first['loc'][-1]!r}"
        message = str(first["msg"]).removeprefix("Value error, ").replace("Input should be", "should be")
        where = ".".join(str(part) for part in first["loc"])
        where = FIELD_NAMES.get(where, where)
        return f"{where}: {message}" if where else message
    return str(error)


def default_players(game: str, settings: dict[str, Any] | None = None) -> int:
    """The table size offered first: 4 where the game and its settings allow it, else the nearest."""
    info = by_id(game)
    engine = info.engine()
    try:
        rules_settings = info.settings_model().model_validate(settings or {})
    except ValueError:
        rules_settings = info.settings_model()()
    sizes = sorted(range(engine.min_players, engine.max_players + 1), key=lambda n: (abs(n - 4), n))
    for count in sizes:
        try:
            engine.check_setup(rules_settings, count)
        except ValueError:
            continue
        return count
    raise ValueError(f"no table size suits {game} with these settings")


def default_setup(game: str, players: int | None = None) -> TableSetup:
    """A sensible first table for a game: one person, computer players in the other seats."""
    count = players if players is not None else default_players(game)
    return TableSetup(game=game, seats=default_seats(count), settings={})
