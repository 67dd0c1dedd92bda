"""Decisions: an `Action` one seat takes, and a `Choice`, one kind of legal decision as a view lists it.

An action is concrete ("bet 5", "play 3H"). A choice may stand for many actions at once:
a Red Dog bet is one choice with its range ("bet 1..37"), so a view never has to list
millions of bets when the pot is large.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from .fast import build

ActionKind = Literal["bet", "forfeit", "pass", "put", "decline", "fold", "see", "play"]


class Action(BaseModel):
    """A decision by one seat, the same shape as a scenario action."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    """The seat deciding."""
    do: ActionKind
    """What it does."""
    amount: int | None = None
    """Chips, for `bet`."""
    card: str | None = None
    """The card, for `play`."""

    @property
    def code(self) -> str:
        """The scenario runner's string for it: "bet 5", "play 3H", "fold"."""
        if self.do == "bet":
            return f"bet {self.amount}"
        if self.do == "play":
            return f"play {self.card}"
        return self.do


class Choice(BaseModel):
    """One legal decision: a concrete action, or a bet of any amount from `low` to `high`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    """The seat that may take it."""
    do: ActionKind
    """What it does."""
    card: str | None = None
    """The card, for `play`."""
    low: int | None = None
    """For `bet`: the smallest amount allowed."""
    high: int | None = None
    """For `bet`: the largest amount allowed."""

    @property
    def code(self) -> str:
        """The scenario runner's string: "bet 1..37", "play 3H", "fold"."""
        if self.do == "bet":
            return f"bet {self.low}..{self.high}"
        if self.do == "play":
            return f"play {self.card}"
        return self.do

    def allows(self, action: Action) -> bool:
        """Whether `action` is one of the actions this choice stands for."""
        if action.seat != self.seat or action.do != self.do:
            return False
        if self.do == "bet":
            assert self.low is not None and self.high is not None  # a bet choice has its range
            return action.amount is not None and self.low <= action.amount <= self.high
        return action.card == self.card

    def action(self, amount: int | None = None) -> Action:
        """The concrete action: for a bet, `amount` kept inside the range (the smallest when None)."""
        if self.do == "bet":
            assert self.low is not None and self.high is not None  # a bet choice has its range
            wanted = self.low if amount is None else amount
            return _make(seat=self.seat, do="bet", amount=max(self.low, min(self.high, wanted)))
        return _make(seat=self.seat, do=self.do, card=self.card)

    def actions(self) -> list[Action]:
        """Every concrete action of this choice (all the bets of a range: keep ranges small)."""
        if self.do == "bet":
            assert self.low is not None and self.high is not None  # a bet choice has its range
            return [_make(seat=self.seat, do="bet", amount=amount) for amount in range(self.low, self.high + 1)]
        return [self.action()]


def _make(**fields: object) -> Action:
    """An Action from fields a Choice already holds valid (no second validation: the bots make many)."""
    return build(Action, **fields)
