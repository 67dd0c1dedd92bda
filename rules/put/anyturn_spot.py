"""Where a seat's decision lies in the PU-V1 round's arrays (anyturn_game.py), read from its view alone.

The model indexes the round by z = (x1, x2, x3, y1, y2, y3): the non-dealer's (P1's) cards in
the order played, then the dealer's (P2's), as rank indices (strength minus one). A decision's
array spans the axes its player has seen (`AXES`, as anyturn_game.specs declares them; a
test holds the two together); the first two turns' decisions are by hand instead. Standard
library only: the expert reads the shipped chances through it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from .deal import strength
from .equilibrium_table import hand_index
from .view import PutView

R = 13
AXES: dict[str, str] = {
    "put3_1": "0123",
    "see3_2": "0345",
    "put3_2": "0345",
    "see3_1": "0123",
    "put4_2": "01345",
    "see4_1": "0123",
    "put4_1": "01234",
    "see4_2": "0345",
    "put5_1": "01234",
    "see5_2": "01345",
    "put5_2": "01345",
    "see5_1": "01234",
    "put6_2": "012345",
    "see6_1": "01234",
    "put6_1": "012345",
    "see6_2": "01345",
    "c3_1": "0123",
    "c3_2": "0345",
    "c4_2": "01345",
    "c4_1": "01234",
}
"""The axes of z each dense decision's array spans (a card choice's array: the same in every context)."""


SPANS: dict[str, tuple[bool, ...]] = {
    name: tuple(str(axis) in axes for axis in range(6)) for name, axes in AXES.items()
}
"""AXES as a flag an axis (read at every decision of a play-out: perfect_anyturn.py)."""


@dataclass(frozen=True, slots=True)
class Cell:
    """One chance in the arrays: the array's name, the index and the array's shape."""

    name: str
    index: tuple[int, ...]
    shape: tuple[int, ...]
    complement: bool = False
    """The chance is 1 minus the one at `index`: a pair's lower card first, read where the higher-first
    chance lies (the shipped arrays keep that one only: anyturn_ship.stored_half; a 0 stored there says
    the pair is never reached, equilibrium_solve.quantized_pair)."""


class Spot:
    """A two-handed PU-V1 position as the seat to decide sees it."""

    def __init__(self, player: int, dealt: list[int], played: dict[int, list[int]], put_turn: int | None, seen: bool):
        self.player = player
        """The model's player: 1 for the non-dealer, who leads the first trick (PU-5)."""
        self.played = played
        """Each player's cards played this round, in order (rank indices: strength minus one)."""
        self.turn = len(played[1]) + len(played[2]) + 1
        """1-6: the round's cards played so far, plus one."""
        self.dealt = tuple(sorted(dealt, reverse=True))
        """The seat's hand as dealt, best first."""
        held = list(dealt)
        for rank in played[player]:
            held.remove(rank)
        self.held = sorted(held, reverse=True)
        self.hand = hand_index()[tuple(rank + 1 for rank in self.dealt)]
        self.put_turn = put_turn
        """The turn (1-6) at which this round's "I put" was said, None before one."""
        self.seen = seen
        """Whether that put was seen (not while it waits for its answer)."""
        self.context = put_turn if seen and put_turn is not None else 0
        """The play context: 0 with no put, else the turn of the put that was seen."""

    @classmethod
    def of(cls, view: PutView) -> Spot:
        """The spot of the seat whose view this is."""
        first = (view.dealer + 1) % 2
        played: dict[int, list[int]] = {1: [], 2: []}
        for trick in (*view.tricks, view.trick):
            for seat, card in trick:
                played[1 if seat == first else 2].append(strength(card) - 1)
        dealt = [strength(card) - 1 for card in view.dealt]
        seen = view.putter is not None and view.phase != "answer"
        return cls(1 if view.seat == first else 2, dealt, played, put_turn(view), seen)

    def z(self, own: list[int]) -> list[int | None]:
        """z as far as the seat knows it, its own unplayed cards in the order `own` gives."""
        x = self.played[1] + (own if self.player == 1 else [])
        y = self.played[2] + (own if self.player == 2 else [])
        return [*x, *[None] * (3 - len(x)), *y, *[None] * (3 - len(y))]

    def dense(self, name: str, own: list[int]) -> Cell:
        spans = SPANS[name.split("@")[0]]
        z = self.z(own)
        assert all(value is not None for value, spanned in zip(z, spans) if spanned), (
            f"{name} reads an axis its player has not seen"
        )
        index = tuple(value if spanned else 0 for value, spanned in zip(z, spans))
        return Cell(name, cast(tuple[int, ...], index), tuple(R if spanned else 1 for spanned in spans))

    def put(self) -> Cell:
        """The chance that the seat says "I put" now (PU-V1)."""
        return self.yes("put", self.turn)

    def see(self) -> Cell:
        """The chance that the seat sees the other's put, said at `put_turn`."""
        assert self.put_turn is not None
        return self.yes("see", self.put_turn)

    def yes(self, kind: str, turn: int) -> Cell:
        """Where the chance of yes lies for the seat's put or see at `turn`: by hand on the first two turns."""
        hands = len(hand_index())
        if turn == 1:
            return Cell(f"{kind}1", (self.hand,), (hands,))
        if turn == 2:
            return Cell(f"{kind}2", (self.hand, self.played[1][0]), (hands, R))
        return self.dense(f"{kind}{turn}_{self.player}", self.held)

    def cards(self) -> list[tuple[int, Cell | None]]:
        """Each rank the seat may play now, with where the chance of playing it lies (None: the only rank
        it holds). Where its player's choices never lead, every rank's chance is stored as 0 (a pair's
        high-first chance: 0, so its complement reads 1)."""
        ranks = sorted(set(self.held), reverse=True)
        if len(ranks) == 1:
            return [(ranks[0], None)]
        hands = len(hand_index())
        name = f"@{self.context}"
        if self.turn == 1:
            return [(r, Cell("lead" + name, (self.hand, r), (hands, R))) for r in ranks]
        if self.turn == 2:
            return [(r, Cell("answer" + name, (self.hand, self.played[1][0], r), (hands, R, R))) for r in ranks]
        high, low = ranks
        high_first = self.dense(f"c{self.turn}_{self.player}{name}", [high, low])
        return [(high, high_first), (low, replace(high_first, complement=True))]


def put_turn(view: PutView) -> int | None:
    """The turn (1-6) at which this round's "I put" was said, from the round's log; None before one."""
    if view.putter is None:
        return None
    played = 0
    for event in view.log:
        if event.type == "play":
            played += 1
        elif event.type == "put":
            return played + 1
    return None
