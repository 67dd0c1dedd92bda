"""The sharp computer player's position in two-handed rounds (two players, PU-3; partners, PU-V3).

It plays to win the GAME. From its view alone it lists the opponent's possible hands
(belief.py, weighted by what he said), solves each deal with every card known
(solver.py), and assess.py scores each choice by the chances to win the game afterwards
(models.Stakes from the win table): a card by its average over the possible hands
(Monte-Carlo over the hidden cards), a put by the opponent's likely answer (a fold
gives one point, a seen put decides the game), an answer by the putter's likely hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .belief import Belief
from .deal import strength
from .models import Stakes
from .solver import after_trick, drop, outcome
from .view import PutView


@dataclass(frozen=True)
class Position:
    """The round as the sharp player sees it, on ranks."""

    mine: tuple[int, ...]
    my_won: int
    their_won: int
    led: int
    """The rank the opponent led to this trick (0 if none)."""
    my_lead: int
    """The rank I led to this trick, the opponent to answer (0 if none)."""
    my_move: bool
    """Whether I play next (else the opponent does)."""

    def result(self) -> Callable[[tuple[int, ...]], int]:
        """+1 / 0 / -1 for me against a hand of theirs with best play by both from here: who moves made out once
        for all their possible hands, as `after_card`."""
        mine, my_won, their_won, led, my_lead = self.mine, self.my_won, self.their_won, self.led, self.my_lead
        if my_lead:
            return lambda theirs: -outcome(theirs, mine, their_won, my_won, my_lead)
        if self.my_move:
            return lambda theirs: outcome(mine, theirs, my_won, their_won, led)
        return lambda theirs: -outcome(theirs, mine, their_won, my_won, 0)

    def after_card(self, rank: int) -> Callable[[tuple[int, ...]], int]:
        """+1 / 0 / -1 for me against a hand of theirs if I play `rank` now, then best play by both: my hand
        without the card made once for all their possible hands (a call chain a hand took ~5% of the partners'
        decisions' time)."""
        rest = drop(self.mine, rank)
        my_won, their_won, led = self.my_won, self.their_won, self.led
        if led:
            return lambda theirs: after_trick(rest, theirs, my_won, their_won, rank, led)
        return lambda theirs: -outcome(theirs, rest, their_won, my_won, rank)


def position(view: PutView, opponent: int) -> Position:
    """Where the round stands; who moves next when play (re)starts after a put."""
    mine = tuple(sorted((strength(c) for c in view.hand), reverse=True))
    led = strength(view.trick[0][1]) if view.trick and view.trick[0][0] == opponent else 0
    my_lead = strength(view.trick[0][1]) if view.trick and view.trick[0][0] == view.seat else 0
    if view.phase == "play":
        mover = view.to_act
    elif view.put_any_turn and view.putter is not None:
        mover = view.putter
    else:
        mover = (view.dealer + 1) % view.players
    assert view.seat is not None  # the deciding seat's view
    return Position(mine, view.won[view.seat], view.won[opponent], led, my_lead, mover == view.seat)


def results(belief: Belief, result: Callable[[tuple[int, ...]], int]) -> list[tuple[int, float]]:
    """(result, weight) of each possible hand: each deal solved once for every figure of a choice."""
    return [(result(hand), weight) for hand, weight in belief]


def averaged(outcomes: list[tuple[int, float]], stakes: Stakes) -> tuple[float, float]:
    """(the chance to win the game, to win the round) averaged over the possible hands' results."""
    game = won = weight_sum = 0.0
    values = (stakes.lose, stakes.draw, stakes.win)  # `stakes.value(result)`, looked up: no call a hand
    for result, weight in outcomes:
        game += weight * values[result + 1]
        won += weight * float(result > 0)
        weight_sum += weight
    return (game / weight_sum, won / weight_sum) if weight_sum else (0.0, 0.0)
