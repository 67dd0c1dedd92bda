"""Perfect play at a glance: two-handed Put's hands grouped into kinds, with how often each kind puts and sees.

For the strategy page: the equilibrium's put-window chances (equilibrium_table.py "calls")
averaged over the hands of a kind, each hand weighted by how often it is dealt (its card
combinations, PU-1) and, for seeing, by how often it faces a put at all (a first speaker
who always puts never answers one). Fifteen kinds, strongest first, so that the picture
fits an 80x24 screen. From the table's score alone: no hand is looked at.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from .equilibrium_table import SCALE, hand_index, policy_array, shipped_state

PAIR, HIGH, THREE_TWO = "pair", "high", "three_two"
"""The kinds of kind: a pair of one of `ranks` (three of a kind with it); no pair, the best card one of
`ranks`; no pair, a 3 and a 2."""


@dataclass(frozen=True)
class HandKind:
    """A group of hands: its kind and the rank strengths it covers (PU-1: 13 is the 3, 1 the 4)."""

    kind: str
    ranks: tuple[int, ...]
    """The pair's ranks (PAIR), the best card's (HIGH); empty for TRIPS and THREE_TWO."""

    def holds(self, hand: tuple[int, ...]) -> bool:
        """Whether a hand (strengths, best first) is of this kind."""
        a, b, c = hand
        if self.kind == PAIR:  # the middle card of a sorted hand is the paired one
            return (a == b or b == c) and b in self.ranks
        if a == b or b == c:
            return False
        if self.kind == THREE_TWO:
            return (a, b) == (13, 12)
        return a in self.ranks and (a, b) != (13, 12)


KINDS = (
    HandKind(PAIR, (13,)),
    HandKind(PAIR, (12,)),
    HandKind(PAIR, (11,)),
    HandKind(PAIR, (10,)),
    HandKind(PAIR, (9, 8)),
    HandKind(PAIR, (7, 6, 5, 4)),
    HandKind(PAIR, (3, 2, 1)),
    HandKind(THREE_TWO, ()),
    HandKind(HIGH, (13,)),
    HandKind(HIGH, (12,)),
    HandKind(HIGH, (11,)),
    HandKind(HIGH, (10,)),
    HandKind(HIGH, (9,)),
    HandKind(HIGH, (8,)),
    HandKind(HIGH, tuple(range(7, 0, -1))),
)
"""Every hand is of exactly one, strongest first."""
FIRST, DEALER = "first", "dealer"
"""The seat: the first to speak (the non-dealer, PU-4) or the dealer, who speaks after a "no put"."""


@dataclass(frozen=True)
class KindPlay:
    """How often a kind of hand puts and sees in one seat, by perfect play."""

    kind: HandKind
    dealt: float
    """The share of deals that give this kind (0 to 1)."""
    puts: float
    """Its chance to say "I put" when it may (the dealer: after the first speaker's "no put"); with PU-V1, at
    some turn of the round."""
    sees: float | None
    """Its chance to play on against a put (the rest of the time it folds); None if it never faces one."""
    by_trick: tuple[float, float, float] | None = None
    """PU-V1: its chance to say "I put" in the first, the second and the third trick (summing to `puts`)."""


def deal_weight(hand: tuple[int, ...]) -> int:
    """A hand's card combinations in a full deck (4 suits of each rank)."""
    weight = 1
    for rank in set(hand):
        weight *= comb(4, hand.count(rank))
    return weight


def kind_plays(first_needs: int, dealer_needs: int, seat: str) -> tuple[tuple[int, int], list[KindPlay]]:
    """(the shipped state shown, each kind's play in `seat` there); beyond the solved target the state is
    scaled down as the expert scales it (equilibrium_table.py `shipped_state`)."""
    state = shipped_state(first_needs, dealer_needs)
    calls = policy_array(state, "calls")
    rows = len(hand_index())
    put_row, see_row = (0, 1) if seat == FIRST else (3, 2)
    totals = {kind: [0.0, 0.0, 0.0, 0.0] for kind in KINDS}
    """kind -> [dealt weight, weighted puts, weight facing a put, weighted sees]"""
    for hand, row in hand_index().items():
        kind = next(k for k in KINDS if k.holds(hand))
        weight = deal_weight(hand)
        puts = calls[put_row * rows + row] / SCALE
        sees = calls[see_row * rows + row] / SCALE
        facing = weight * (1.0 - puts) if seat == FIRST else weight
        entry = totals[kind]
        entry[0] += weight
        entry[1] += weight * puts
        entry[2] += facing
        entry[3] += facing * sees
    whole = sum(entry[0] for entry in totals.values())
    plays = [
        KindPlay(kind, dealt / whole, put / dealt, sees / facing if facing > 1e-9 * dealt else None)
        for kind, (dealt, put, facing, sees) in totals.items()
    ]
    return state, plays


def kind_of(hand: tuple[int, ...]) -> HandKind:
    """The kind of a hand (strengths, best first)."""
    return next(kind for kind in KINDS if kind.holds(hand))
