"""Decisions: an `Action` one seat takes, and a `Choice`, one kind of legal decision as a view lists it.

An action is concrete ("bet 5", "play 3H"). A choice may stand for many actions at once:
a Red Dog bet is one choice with its range ("bet 1..37"), so a view never has to list
millions of bets when the pot is large.

The kinds of decision are each game's (its registration, rules/games.py `ActionKindInfo`): an action's
`do` must be one some registered game declares, and what the kind names besides the seat (an amount, a
card) is the kind's `takes`.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic_core import PydanticCustomError

from .declarations import action_kinds, choices_text
from .fast import build


def registered_kind(kind: str) -> str:
    """`kind` when a registered game declares it; else the error a closed list of kinds (a `Literal`) gives."""
    if kind not in action_kinds():
        raise PydanticCustomError("literal_error", "Input should be {expected}", {"expected": expected_kinds()})
    return kind


@cache
def expected_kinds() -> str:
    """The registered kinds as Pydantic lists a `Literal`'s choices: "'bet', 'forfeit' or 'play'"."""
    return choices_text(action_kinds())


def _kinds_schema(schema: dict[str, Any]) -> None:
    schema["enum"] = list(action_kinds())


ActionKind = Annotated[str, AfterValidator(registered_kind), Field(json_schema_extra=_kinds_schema)]
"""A kind of decision some registered game declares ("bet", "play", "fold")."""


@cache
def takes(kind: str) -> str | None:
    """What a kind of decision names besides the seat: "amount", "card", or None."""
    return action_kinds()[kind].takes


class Action(BaseModel):
    """A decision by one seat, the same shape as a scenario action."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    """The seat deciding."""
    do: ActionKind
    """What it does."""
    amount: int | None = None
    """Chips, for a kind that takes an amount (`bet`)."""
    card: str | None = None
    """The card, for a kind that takes a card (`play`)."""

    @property
    def code(self) -> str:
        """The scenario runner's string for it: "bet 5", "play 3H", "fold"."""
        payload = takes(self.do)
        if payload == "amount":
            return f"{self.do} {self.amount}"
        if payload == "card":
            return f"{self.do} {self.card}"
        return self.do


class Choice(BaseModel):
    """One legal decision: a concrete action, or a bet of any amount from `low` to `high`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    """The seat that may take it."""
    do: ActionKind
    """What it does."""
    card: str | None = None
    """The card, for a kind that takes a card (`play`)."""
    low: int | None = None
    """For a kind that takes an amount (`bet`): the smallest allowed."""
    high: int | None = None
    """For a kind that takes an amount (`bet`): the largest allowed."""

    @property
    def code(self) -> str:
        """The scenario runner's string: "bet 1..37", "play 3H", "fold"."""
        payload = takes(self.do)
        if payload == "amount":
            return f"{self.do} {self.low}..{self.high}"
        if payload == "card":
            return f"{self.do} {self.card}"
        return self.do

    def allows(self, action: Action) -> bool:
        """Whether `action` is one of the actions this choice stands for."""
        if action.seat != self.seat or action.do != self.do:
            return False
        if takes(self.do) == "amount":
            assert self.low is not None and self.high is not None  # an amount's choice has its range
            return action.amount is not None and self.low <= action.amount <= self.high
        return action.card == self.card

    def action(self, amount: int | None = None) -> Action:
        """The concrete action: for a bet, `amount` kept inside the range (the smallest when None)."""
        if takes(self.do) == "amount":
            assert self.low is not None and self.high is not None  # an amount's choice has its range
            wanted = self.low if amount is None else amount
            return _make(seat=self.seat, do=self.do, amount=max(self.low, min(self.high, wanted)))
        return _make(seat=self.seat, do=self.do, card=self.card)

    def actions(self) -> list[Action]:
        """Every concrete action of this choice (all the bets of a range: keep ranges small)."""
        if takes(self.do) == "amount":
            assert self.low is not None and self.high is not None  # an amount's choice has its range
            return [_make(seat=self.seat, do=self.do, amount=amount) for amount in range(self.low, self.high + 1)]
        return [self.action()]


def _make(**fields: object) -> Action:
    """An Action from fields a Choice already holds valid (no second validation: the bots make many)."""
    return build(Action, **fields)
