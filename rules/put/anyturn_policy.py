"""How the shipped PU-V1 equilibrium decides at a spot (anyturn_spot.py): its put, its see, its cards.

One reader for the expert, who plays these chances, and for perfect play's figures
(perfect_anyturn.py), which play the rest of a round out with them. A state is shipped one of
two ways (anyturn_table.py): "whole", every decision of the round at the spot's cell, or
"no_stake" ((1, 1): a put there carries no stake), where the equilibrium never puts, always
sees and plays the plain card play in every context. Standard library only.
"""

from __future__ import annotations

from typing import Protocol

from . import anyturn_table
from .anyturn_spot import Cell, Spot
from .equilibrium_table import hand_index

R = 13


class RoundPolicy(Protocol):
    def put(self, spot: Spot) -> float:
        """The chance that the seat says "I put" now (before its card)."""
        ...

    def see(self, spot: Spot) -> float:
        """The chance that the seat sees the other's put."""
        ...

    def cards(self, spot: Spot) -> list[tuple[int, float]]:
        """Each rank the seat may play now with its chance (summing to 1; even where nothing is stored)."""
        ...


def evened(shares: list[tuple[int, float]]) -> list[tuple[int, float]]:
    total = sum(share for _, share in shares)
    if total <= 0:
        return [(rank, 1.0 / len(shares)) for rank, _ in shares]
    return [(rank, share / total) for rank, share in shares]


class WholePolicy:
    """A state whose whole round is shipped: each chance read at the spot's cell."""

    def __init__(self, state: tuple[int, int]) -> None:
        self.state = state

    def read(self, cell: Cell) -> float:
        stored = anyturn_table.whole_chance(self.state, cell.name, *cell.index, shape=cell.shape)
        return 1.0 - stored if cell.complement else stored

    def put(self, spot: Spot) -> float:
        return self.read(spot.put())

    def see(self, spot: Spot) -> float:
        return self.read(spot.see())

    def cards(self, spot: Spot) -> list[tuple[int, float]]:
        cells = spot.cards()
        shares = [(rank, self.read(cell) if cell is not None else 1.0) for rank, cell in cells]
        if any(cell is not None and cell.complement for _, cell in cells) and shares[0][1] == 0.0:
            return [(rank, 0.5) for rank, _ in shares]  # a pair never reached (quantized_pair): even
        return evened(shares)


class NoStakePolicy:
    """(1, 1): never put, always see, the plain card play (PU-4's arrays, "plain/...") whatever was seen."""

    def __init__(self, state: tuple[int, int]) -> None:
        self.state = state

    def put(self, spot: Spot) -> float:
        return 0.0

    def see(self, spot: Spot) -> float:
        return 1.0

    def read(self, name: str, *index: int, shape: tuple[int, ...]) -> float:
        return anyturn_table.chance(self.state, f"plain/{name}", *index, shape=shape)

    def cards(self, spot: Spot) -> list[tuple[int, float]]:
        ranks = sorted(set(spot.held), reverse=True)
        if len(ranks) == 1:
            return [(ranks[0], 1.0)]
        hands = len(hand_index())
        if spot.turn == 1:
            return evened([(r, self.read("lead", spot.hand, r, shape=(hands, R))) for r in ranks])
        x, y = spot.played[1], spot.played[2]
        if spot.turn == 2:
            return evened([(r, self.read("answer", spot.hand, x[0], r, shape=(hands, R, R))) for r in ranks])
        high, low = ranks
        answering = spot.turn == 4  # the second trick's leader has played: his card is seen
        if spot.player == 1:
            p = self.read("second1", x[0], high, low, y[0], y[1] if answering else 0, shape=(R,) * 5)
        else:
            p = self.read("second2", y[0], high, low, x[0], x[1] if answering else 0, shape=(R,) * 5)
        if p == 0.0:  # never reached (equilibrium_table.high_first_chance): even
            return [(high, 0.5), (low, 0.5)]
        return [(high, p), (low, 1.0 - p)]


def policy(state: tuple[int, int]) -> RoundPolicy:
    """The shipped policy of a PU-V1 state (anyturn_table.stored_as must name it)."""
    how = anyturn_table.stored_as(*state)
    assert how is not None, f"PU-V1 state {state} is not shipped"
    return NoStakePolicy(state) if how == anyturn_table.NO_STAKE else WholePolicy(state)
