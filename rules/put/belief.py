"""What the opponent may hold, from one seat's view (two-handed rounds: PU-3, PU-V3).

The unseen cards are the deck minus everything this seat has seen. Two players: every
possible opposing hand (by ranks, suits never matter) with its exact number of card
combinations. Partners: the opponent kept the best three of his own and his partner's
cards, so hands are sampled through that pass and discard. Each hand is then weighted
by how likely its owner was to say what he said this round (put, decline, see).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from math import comb

from ..rng import Rng
from .deal import strength
from .models import dealt_edge, put_chance, see_chance
from .view import PutView
from .win_table import game_chance

Belief = list[tuple[tuple[int, ...], float]]
"""Possible opposing hands (rank strengths, best first) with their weights."""
PARTNER_SAMPLES = 240


def opponent_of(view: PutView) -> int:
    """The other player of a two-handed round."""
    return next(s for s in range(view.players) if view.in_round[s] and s != view.seat)


def played_by(view: PutView, seat: int) -> list[int]:
    """Ranks `seat` has played this round, in order."""
    plays = [play for trick in view.tricks for play in trick] + list(view.trick)
    return [strength(card) for s, card in plays if s == seat]


def unseen_ranks(view: PutView) -> list[int]:
    """How many cards of each rank (index 1..13) this seat has not seen."""
    seen = set(view.hand) | set(view.dealt) | set(view.discarded)
    seen |= {card for trick in view.tricks for _, card in trick} | {card for _, card in view.trick}
    seen |= {card for _, _, cards in view.passes for card in cards}
    left = [4] * 14
    left[0] = 0
    for card in seen:
        left[strength(card)] -= 1
    return left


def multisets(left: list[int], size: int, low: int = 1) -> list[tuple[tuple[int, ...], int]]:
    """Every hand of `size` ranks from the unseen counts, with its number of card combinations."""
    if size == 0:
        return [((), 1)]
    out: list[tuple[tuple[int, ...], int]] = []
    for rank in range(low, 14):
        for take in range(1, min(left[rank], size) + 1):
            ways = comb(left[rank], take)
            for rest, count in multisets(left, size - take, rank + 1):
                out.append((rest + (rank,) * take, ways * count))
    return out


@lru_cache(maxsize=256)
def possible_hands(left: tuple[int, ...], size: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every hand of `size` ranks from the unseen counts (sorted high to low, as the solver keeps hands),
    weighted by its number of card combinations: a round asks again at each decision, with the same counts
    until a card is played."""
    return tuple((tuple(sorted(hand, reverse=True)), float(n)) for hand, n in multisets(list(left), size))


def partner_hands(view: PutView, opponent: int, left: list[int], rng: Rng) -> Belief:
    """PU-V3: sample the opponent's deal and his partner's, pass and discard; his hand now."""
    pool = [rank for rank in range(1, 14) for _ in range(left[rank])]
    size = view.hand_sizes[opponent]
    played = len(played_by(view, opponent))
    counts: Counter[tuple[int, ...]] = Counter()
    for own in rng.samples(pool, 6 if played == 0 else size + 2, PARTNER_SAMPLES):
        if played == 0:
            kept = sorted(own[:3] + sorted(own[3:], reverse=True)[:2], reverse=True)[:3]
        else:
            kept = sorted(own, reverse=True)
        counts[tuple(kept[:size])] += 1
    return [(hand, float(n)) for hand, n in counts.items()]


def opponent_hands(view: PutView, opponent: int, rng: Rng) -> Belief:
    """The weighted possible hands of the opponent, consistent with what he said."""
    left = unseen_ranks(view)
    if view.mode == "partners":
        belief = partner_hands(view, opponent, left, rng)
    else:
        belief = list(possible_hands(tuple(left), view.hand_sizes[opponent]))
    calls = [kind for seat, kind in view.calls if seat == opponent]
    if not calls:
        return belief
    return weigh_by_calls(view, opponent, belief, calls)


def weigh_by_calls(view: PutView, opponent: int, belief: Belief, calls: list[str]) -> Belief:
    """Multiply each hand's weight by the chance its owner made these calls."""
    played = tuple(played_by(view, opponent))
    leading = opponent == (view.dealer + 1) % view.players
    assert view.seat is not None  # the deciding seat's view
    need_opp, need_me = view.target - view.scores[opponent], view.target - view.scores[view.seat]
    after_fold = game_chance(need_opp, need_me - 1)
    out: Belief = []
    for hand, weight in belief:
        edge = dealt_edge(hand, played, leading)
        for kind in calls:
            if kind == "put":
                weight *= put_chance(edge)
            elif kind == "decline":
                weight *= 1.0 - put_chance(edge)
            elif kind == "see":
                weight *= see_chance(edge, after_fold)
        out.append((hand, weight))
    return out
