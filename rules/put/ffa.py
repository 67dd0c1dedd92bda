"""The sharp computer player's guesses in a free-for-all round (PU-V2): Monte-Carlo over dealt hands.

It deals the unseen cards to the other players still in (weighted by what they said),
plays each deal out with rollout.py, and values the results in chances to win the game
(models.multi_values: each seat scoring, a draw; a seen put decides the game); assess.py
values each choice over them.
The number of deals shrinks as the table grows, to stay within the time budget.
"""

from __future__ import annotations

from functools import lru_cache

from ..rng import Rng
from .belief import played_by, unseen_ranks
from .deal import strength
from .models import edge_of_sum, ffa_see_chance, multi_values, put_chance
from .rollout import Start, finish
from .view import PutView

PLAYOUT_BUDGET = 140
"""Playouts per decision, shared among the candidate cards."""
COACH_BUDGET = 6 * PLAYOUT_BUDGET
"""The coach's playouts per decision (coach.py): a figure shown to a person, and a review's cost, must not move
by chance. Over the computer player's own budget a decision's most-moved figure moved by 8-12 points on average
(up to 35) from one of four sets of guesses to another, enough to mark an equal choice "?!" (from 3 points); over
six times as many, by 3.4-5.3 (up to 12), in 6-10 ms a decision (4 to 6 players, 8 decisions each, measured; ten
times as many took the review of a long six-player game past its second for ~1 point less)."""
DRAW_GUESS = 0.25
"""The chance a round played without me ends drawn (when I fold)."""

Deal = tuple[dict[int, list[int]], float]


def deals(view: PutView, count: int, rng: Rng) -> list[Deal]:
    """`count` weighted guesses of the other hands (ranks, low to high; read them, never change them: the
    seat's own hand is one list shared by all)."""
    assert view.seat is not None  # the deciding seat's view
    left = unseen_ranks(view)
    for _, card in view.taken_back:
        left[strength(card)] -= 1
    pool = [rank for rank in range(1, 14) for _ in range(left[rank])]
    others = [s for s in range(view.players) if view.in_round[s] and s != view.seat]
    sizes = [view.hand_sizes[s] for s in others]
    said = [(seat, kind) for seat, kind in view.calls if seat in others and kind in WEIGHED]
    played = {seat: ranks_played(view, seat) for seat in others}
    mine = sorted(strength(c) for c in view.hand)
    out: list[Deal] = []
    for drawn in rng.samples(pool, sum(sizes), count):
        hands: dict[int, list[int]] = {}
        at = 0
        for seat, size in zip(others, sizes):
            hands[seat] = sorted(drawn[at : at + size])
            at += size
        hands[view.seat] = mine
        out.append((hands, weight_of(hands, said, played)))
    return out


def ranks_played(view: PutView, seat: int) -> tuple[int, int]:
    """The sum and the number of the ranks `seat` has played this round."""
    ranks = played_by(view, seat)
    return sum(ranks), len(ranks)


WEIGHED = frozenset({"put", "decline", "see"})
"""The calls that weigh a guess of the other hands (a fold leaves its player out of the guesses)."""


def weight_of(hands: dict[int, list[int]], said: list[tuple[int, str]], played: dict[int, tuple[int, int]]) -> float:
    """How likely the other players' calls this round (`said`, in order) were with these hands (`played`: the sum
    and number of the ranks each other seat has played this round)."""
    weight = 1.0
    for seat, kind in said:
        ranks = hands[seat]
        total, count = played[seat]
        weight *= call_chance(kind, sum(ranks) + total, len(ranks) + count)
    return weight


@lru_cache(maxsize=4096)
def call_chance(kind: str, total: int, count: int) -> float:
    """How likely a player said `kind` (put, decline or see) with a hand as dealt of `count` ranks summing to
    `total` (by its rank average, `models.rank_edge`): a decision weighs ~100 guesses by a few of these (a few
    hundred in all for a table), each worked out once."""
    edge = edge_of_sum(total, count)
    if kind == "put":
        return put_chance(edge)
    if kind == "decline":
        return 1.0 - put_chance(edge)
    return ffa_see_chance(edge)


class PlayOuts:
    """Play-outs from one view's trick, each against a guess of the other hands: what the view gives them (the
    seats in the round, the tricks won, the trick on the table) read once for all of them."""

    def __init__(self, view: PutView, seats: list[int]) -> None:
        """`seats`: every seat with a hand in the guesses, in turn order."""
        self.won = {seat: view.won[seat] for seat in seats}
        self.start = Start([(seat, strength(card)) for seat, card in view.trick], seats)

    def winners(self, guesses: list[Deal], turn: int, first: int | None = None) -> list[int | None]:
        """Each guess played out (its hands not changed), `turn` to play (me with rank `first` if given)."""
        start, won = self.start, self.won
        return [
            finish(start, {seat: list(ranks) for seat, ranks in hands.items()}, dict(won), turn, first)
            for hands, _ in guesses
        ]


def mover(view: PutView) -> int:
    """Who plays next once play (re)starts: the seat to play, the putter (PU-V1), or the first leader."""
    if view.phase == "play":
        assert view.to_act is not None  # somebody is to play during play
        return view.to_act
    if view.put_any_turn and view.putter is not None:
        return view.putter
    return next(s for s in [(view.dealer + i) % view.players for i in range(1, view.players + 1)] if view.in_round[s])


class Values:
    """What each round result is worth to me in chances to win the game."""

    def __init__(self, view: PutView) -> None:
        assert view.seat is not None  # the deciding seat's view
        mine, if_scores, now = multi_values(view.scores, view.target, view.seat)
        self.seen = view.seen
        self.now = now
        self.mine = 1.0 if view.seen else mine
        self.if_scores = if_scores
        self.plain_mine = mine

    def of(self, winner: int | None, seat: int) -> float:
        """The value of a round won by `winner` (None: drawn)."""
        if winner is None:
            return self.now
        if winner == seat:
            return self.mine
        return 0.0 if self.seen else self.if_scores[winner]


def fold_value(view: PutView, values: Values) -> float:
    """Folding: the putter scores if everybody folds; otherwise the others play for the game."""
    answered = {seat for seat, kind in view.calls if kind in ("fold", "see")}
    later = [
        s for s in range(view.players) if view.in_round[s] and s not in answered and s not in (view.seat, view.putter)
    ]
    nobody_sees = 0.0 if view.seen else 0.5 ** len(later)
    assert view.putter is not None  # folding answers a put
    return nobody_sees * values.if_scores[view.putter] + (1 - nobody_sees) * DRAW_GUESS * values.now
