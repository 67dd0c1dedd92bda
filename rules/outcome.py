"""How a game ends: a `Termination` naming the rule that ended it, the `Ending` (it and its figure, as data), and
the `Outcome` (winner, standings).

The endings are the registry's (rules/games.py): the shared ones (CH-5) and each game's own, declared in
its registration with their rule and English; a termination is one of their codes.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import PydanticCustomError, core_schema

from .declarations import TerminationInfo, choices_text, terminations

_MADE: dict[str, Termination] = {}
"""Each termination made so far, by code: one object per code, so `is` compares them as it did an Enum's."""


class Termination(str):
    """Why a game is over: the code of a registered ending ("rounds_played"); `rule` names the rule that says so.
    `Termination(code)` is the one object for that code (ValueError for a code nobody registered)."""

    __slots__ = ()

    ROUNDS_PLAYED: ClassVar[Termination]
    """CH-5: the configured number of rounds is played."""
    ONE_HOLDER: ClassVar[Termination]
    """CH-5: one player holds chips alone."""
    ALL_OUT: ClassVar[Termination]
    """CH-5: every player is out."""
    PEOPLE_OUT: ClassVar[Termination]
    """CH-5: the players who are people are all out."""
    ENDED: ClassVar[Termination]
    """CH-5: the game was ended at the table (a network table's host ended it), ranked as it stood."""

    def __new__(cls, code: str) -> Termination:
        if code not in terminations():  # asked each time: one made while a game was registered stays refused after
            raise ValueError(f"{code!r} is not a registered termination (rules/games.py)")
        made = _MADE.get(code)
        if made is None:
            made = _MADE[code] = super().__new__(cls, code)
        return made

    def __repr__(self) -> str:
        return f"Termination({str.__repr__(self)})"

    @property
    def value(self) -> str:
        """The code, as plain text."""
        return str.__str__(self)

    @property
    def info(self) -> TerminationInfo:
        """Its registration: rule, English, figure."""
        return terminations()[self]

    @property
    def rule(self) -> str:
        """The RULES.md ID of this ending."""
        return self.info.rule

    def ending(self, settings: Any) -> Ending:
        """This ending with its figure: the value of the setting it names (the rounds played, CH-5; the target
        reached, PU-7), or None."""
        figure = self.info.figure
        return Ending(termination=self, figure=getattr(settings, figure) if figure else None)

    def describe(self, settings: Any) -> str:
        """The ending as one phrase in English, as the round log's note writes it ("3 rounds played")."""
        return self.ending(settings).english()

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_after_validator_function(
            _validated, core_schema.str_schema(), serialization=core_schema.to_string_ser_schema(), ref="Termination"
        )

    @classmethod
    def __get_pydantic_json_schema__(
        cls, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {
            "description": "Why a game is over; `rule` names the rule that says so.",
            "enum": list(terminations()),
            "title": "Termination",
            "type": "string",
        }


def _validated(code: str) -> Termination:
    if code not in terminations():
        raise PydanticCustomError("enum", "Input should be {expected}", {"expected": choices_text(terminations())})
    return Termination(code)


Termination.ROUNDS_PLAYED = Termination("rounds_played")
Termination.ONE_HOLDER = Termination("one_holder")
Termination.ALL_OUT = Termination("all_out")
Termination.PEOPLE_OUT = Termination("people_out")
Termination.ENDED = Termination("ended")


class Ending(BaseModel):
    """How a game ended, as data (a `game_over` event carries it; the app words it): the termination and
    its figure, the rounds played or the points of the target (None for the endings that name no number)."""

    model_config = ConfigDict(frozen=True)

    termination: Termination
    figure: int | None = None

    def english(self) -> str:
        """The ending in English, from its one template ("3 rounds played")."""
        return self.termination.info.english.format(figure=self.figure)


class Outcome(BaseModel):
    """How a game stands: finished or not, the winner, the ranking, and why it ended."""

    model_config = ConfigDict(frozen=True)

    finished: bool
    """Whether the game is over."""
    winner: int | None
    """The winning seat (partners: the lower seat of the team); None while playing or when nobody won."""
    standings: tuple[int, ...]
    """Every seat, best first."""
    termination: Termination | None = None
    """Why it ended (None while it goes on)."""
    reason: str | None = None
    """The ending in English ("3 rounds played"), as the round log's note says it."""
    ending: Ending | None = None
    """Why it ended with its figure, as data: what the app words (None while it goes on)."""
    ended_by: int | None = None
    """The seat whose person ended the game for everybody before its rules did (CH-5: a network table's host), or
    None: the rules ended it, or the table did (a game at one keyboard, a server's limit)."""
