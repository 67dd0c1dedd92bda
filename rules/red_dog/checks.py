"""Why a Red Dog decision is refused: one check (`refusal`) answers both `verify`, from the state, and
`why_not`, from a seat's view (every figure it reads is public). Each refusal is an IllegalAction with a
code (rules/red_dog/refusals.py) naming its rule."""

from __future__ import annotations

from typing import Protocol

from ..engine import Action, turn_refusal
from ..errors import IllegalAction
from . import refusals

CODES = refusals.ENGLISH
"""Red Dog's own codes, registered by importing them (rules/refusals.py)."""
RULE = "RD-6"
"""The rule that says who decides when, and how much a bet may be."""


class Table(Protocol):
    """What the check reads, alike in a state and in a seat's view (all of it public)."""

    stacks: tuple[int, ...]
    pot: int

    @property
    def phase(self) -> str:
        """deal, bet, turn or over."""
        ...

    def is_short(self, seat: int) -> bool:
        """RD-V3: whether the seat's hand is short."""
        ...


def refusal(table: Table, to_act: int | None, action: Action) -> IllegalAction | None:
    """Why `action` is not legal now (None: it is); `to_act` is the seat whose decision is due."""
    if table.phase == "over":
        return IllegalAction("turn.none_due_over", "CH-5")
    turn = turn_refusal(to_act, action, RULE)
    if turn is not None:
        return turn
    assert to_act is not None  # turn_refusal refuses when no decision is due
    if action.do == "bet":
        return bet_refusal(table, to_act, action.amount)
    if action.do == "forfeit":
        return IllegalAction("red_dog.short_hand_no_forfeit", "RD-V3") if table.is_short(to_act) else None
    if action.do == "pass":
        return None if table.is_short(to_act) else IllegalAction("red_dog.full_hand_no_pass", "RD-V3")
    return IllegalAction("red_dog.choices", RULE, do=action.do)


def bet_refusal(table: Table, seat: int, amount: int | None) -> IllegalAction | None:
    """RD-6: a bet is at least 1 chip, at most the pot and at most the bettor's stack (CH-4: none without chips).
    A bet over both is refused by the smaller, the one that says what may be bet (seen: 11 refused as over "the 6
    chips in the pot" to a player holding 1 chip)."""
    stack, pot = table.stacks[seat], table.pot
    if stack == 0:
        return IllegalAction("red_dog.no_chips_pass" if table.is_short(seat) else "red_dog.no_chips_forfeit", "CH-4")
    if amount is None or amount < 1:
        return IllegalAction("red_dog.bet_too_small", RULE, amount=amount)
    if amount > stack and stack < pot:
        return IllegalAction("red_dog.bet_over_stack", RULE, stack=stack, amount=amount)
    if amount > pot:
        return IllegalAction("red_dog.bet_over_pot", RULE, pot=pot, amount=amount)
    if amount > stack:
        return IllegalAction("red_dog.bet_over_stack", RULE, stack=stack, amount=amount)
    return None
