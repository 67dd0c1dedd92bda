"""Perfect play's PU-V1 figures for a round's first two turns, worked out ahead
(`python -m rules.put.anyturn_opening_build --write`) and read here.

At the first two turns the deciding seat knows its hand, the first card (at the second
turn) and what was said, so each of its figures (perfect_anyturn.py: a choice's chance to
win the game, both on the equilibrium after it) depends on the state, the hand and the
situation alone. Worked out live they cost the most (every hand the opponent may hold, the
whole round played out for each: up to ~1 s a decision), so they are shipped:
assets/put_anyturn_opening.zip (figure_archive.py) holds, for every shipped PU-V1 state,
its figures in the layout `SITUATIONS` gives, worked out by perfect_anyturn.py itself
(anyturn_opening_build.py). Rewrite it whenever the shipped PU-V1 equilibrium changes;
tests/test_put_perfect_anyturn.py checks it against perfect_anyturn.py. Standard library only.
"""

from __future__ import annotations

from array import array
from functools import lru_cache
from typing import NamedTuple, Protocol

from .equilibrium_table import ASSETS, hand_index
from .figure_archive import SCALE, read_figures

OPENING = ASSETS / "put_anyturn_opening.zip"
R = 13
Choice = int | str
"""A choice as the figures name it: a card's rank index, or "put", "see", "fold"."""


class Point(Protocol):
    """A point of the round as perfect_anyturn.Node gives it: each player's cards played, the put."""

    @property
    def x(self) -> tuple[int, ...]: ...
    @property
    def y(self) -> tuple[int, ...]: ...
    @property
    def put_turn(self) -> int | None: ...
    @property
    def seen(self) -> bool: ...


class Situation(NamedTuple):
    """A decision of the first two turns: who decides (1: the non-dealer), whether the first card is down,
    the put so far (the turn it was said, whether it was seen) and what is valued ("see": see and fold;
    "cards": a slot a rank; "put": the ranks and the put)."""

    me: int
    first_card: bool
    put_turn: int | None
    seen: bool
    kind: str

    @property
    def slots(self) -> int:
        return {"see": 2, "cards": R, "put": R + 1}[self.kind]

    @property
    def keys(self) -> int:
        """A key a hand (its row in `hand_index`), times the first card's rank where it is down."""
        return len(hand_index()) * (R if self.first_card else 1)


SITUATIONS = (
    Situation(1, False, None, False, "put"),  # the non-dealer leads, or puts first
    Situation(2, False, 1, False, "see"),  # the dealer answers a put said before the lead
    Situation(1, False, 1, True, "cards"),  # the non-dealer leads after his put was seen
    Situation(2, True, None, False, "put"),  # the dealer answers the lead, or puts first
    Situation(1, True, 2, False, "see"),  # the non-dealer answers the dealer's put before his answer
)
"""The dealer's answer to the lead after a seen put is not here: with no put to come and the non-dealer's
hands narrowed by his lead, it is worked out live in ~20-40 ms, and it would double the table."""


def offsets() -> list[int]:
    out: list[int] = []
    at = 0
    for situation in SITUATIONS:
        out.append(at)
        at += situation.keys * situation.slots
    return [*out, at]


def slot(choice: Choice) -> int:
    return {"see": 0, "fold": 1, "put": R}[choice] if isinstance(choice, str) else choice


def place(me: int, mine: tuple[int, ...], node: Point) -> tuple[int, Situation] | None:
    """(the key, the situation) of a decision, or None after the first two turns."""
    cards = node.x
    if node.y or len(cards) > 1:
        return None
    first_card = bool(cards)
    where = next(
        (i for i, situation in enumerate(SITUATIONS) if situation[:4] == (me, first_card, node.put_turn, node.seen)),
        None,
    )
    if where is None:
        return None
    row = hand_index()[tuple(rank + 1 for rank in mine)]
    return (row * R + cards[0] if cards else row), SITUATIONS[where]


def opening_figures(
    state: tuple[int, int], me: int, mine: tuple[int, ...], node: Point, choices: list[Choice]
) -> list[float] | None:
    """The shipped figures of `choices` (the deciding seat's, holding `mine` best first, at `node`), or None
    where the table has none (after the first two turns, or no table for the state)."""
    found = place(me, mine, node)
    stored = shipped(state) if found is not None else None
    if found is None or stored is None:
        return None
    key, situation = found
    start = offsets()[SITUATIONS.index(situation)] + key * situation.slots
    return [stored[start + slot(choice)] / SCALE for choice in choices]


@lru_cache(maxsize=1)
def shipped_table() -> dict[tuple[int, int], array[int]]:
    return read_figures(OPENING)


def shipped(state: tuple[int, int]) -> array[int] | None:
    """A state's stored figures (None: not in the table, or no table)."""
    return shipped_table().get(state)
