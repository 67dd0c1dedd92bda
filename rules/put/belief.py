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
from itertools import repeat
from math import comb
from operator import itemgetter, mul, sub
from typing import Callable, cast

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
    guesses = rng.samples(pool, 6 if played == 0 else size + 2, PARTNER_SAMPLES)  # each a list of its own
    # each step a C call over all the guesses by map (a Python loop a guess took 25% longer)
    drop, order = list[int].remove, list[int].sort  # list.remove, list.sort, typed
    frozen = cast(Callable[[list[int]], tuple[int, ...]], tuple)
    best: Callable[[list[int]], list[int]] = itemgetter(slice(-1, -1 - size, -1))  # his best `size`, best first
    if played == 0:  # his three and his partner's best two: all but the partner's lowest
        list(map(drop, guesses, map(min, map(itemgetter(slice(3, None)), guesses))))
    list(map(order, guesses))
    counts = Counter(map(frozen, map(best, guesses)))
    return [(hand, float(n)) for hand, n in counts.items()]


def partner_hands_counted(view: PutView, opponent: int, left: list[int]) -> Belief:
    """PU-V3, every deal counted instead of sampled: each hand the opponent may hold now, weighted by the
    deals of the unseen cards that leave it to him (his three and his partner's best two, the best three of
    the five kept, less the cards he has played). The coach's figures: `partner_hands`' 240 samples, enough for
    the computer player's choice, left its chances several points astray (a 7% chance shown as 0%)."""
    played = played_by(view, opponent)
    pool = list(left)
    for rank in played:  # cards he played came from the hand he kept
        pool[rank] += 1
    counts: Counter[tuple[int, ...]] = Counter()
    for kept, ways in kept_hands(tuple(pool)).items():
        rest = list(kept)
        for rank in played:
            if rank not in rest:
                break
            rest.remove(rank)
        else:
            counts[tuple(rest)] += ways
    return [(hand, float(n)) for hand, n in counts.items()]


@lru_cache(maxsize=64)
def kept_hands(pool: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """PU-V3: each three a receiver may keep (ranks, best first) and in how many ways the unseen `pool` (counts by
    rank) deals it: his own three and the best two of his partner's three (PU-1), the best three of the five.
    (~13 ms a pool: 455 hands of his own, each with up to 91 best twos of his partner's.)"""
    counts: dict[tuple[int, ...], int] = {}
    for (a, b, c), ways in multisets(list(pool), 3):  # his own three, best first
        rest = list(pool)
        rest[a] -= 1
        rest[b] -= 1
        rest[c] -= 1
        for high, low, passes in best_two_ways(rest):
            if high <= c:  # the passed two below his own: he keeps his own
                kept = (a, b, c)
            elif high >= a:
                kept = (high, low, a) if low >= a else (high, a, max(b, low))
            elif high >= b:
                kept = (a, high, max(b, low))
            else:
                kept = (a, b, high)
            counts[kept] = counts.get(kept, 0) + ways * passes
    return counts


PAIRS = tuple(comb(n, 2) for n in range(5))
TRIPLES = tuple(comb(n, 3) for n in range(5))
"""Two and three cards of a rank of which n are left (n at most 4)."""


def best_two_ways(left: list[int]) -> list[tuple[int, int, int]]:
    """(high, low, ways): in how many ways three cards dealt from `left` (counts by rank) have these two best ranks."""
    below = [0] * 14  # below[r]: the cards ranked under r
    for rank in range(2, 14):
        below[rank] = below[rank - 1] + left[rank - 1]
    out: list[tuple[int, int, int]] = []
    for high in range(1, 14):
        n = left[high]
        if not n:
            continue
        pair = PAIRS[n] * below[high] + TRIPLES[n]  # two of the rank and the third lower, or three
        if pair:
            out.append((high, high, pair))
        for low in range(1, high):
            m = left[low]
            ways = n * (m * below[low] + PAIRS[m])  # one of each and the third lower than both, or a pair of the low
            if ways:
                out.append((high, low, ways))
    return out


def opponent_hands(view: PutView, opponent: int, rng: Rng, counted: bool = False) -> Belief:
    """The weighted possible hands of the opponent, consistent with what he said. `counted`: partners' hands
    counted over every deal (the coach), not sampled (the computer player)."""
    left = unseen_ranks(view)
    if view.mode == "partners":
        belief = partner_hands_counted(view, opponent, left) if counted else partner_hands(view, opponent, left, rng)
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
    hands = [hand for hand, _ in belief]
    weights = [weight for _, weight in belief]
    # each hand's edge and each call's chance looked up by map over all the hands (C calls to the caches), the
    # weights multiplied call by call in the order said: a Python loop a hand took ~13% longer
    edges = list(map(dealt_edge, hands, repeat(played), repeat(leading)))
    for kind in calls:
        if kind == "put":
            weights = list(map(mul, weights, map(put_chance, edges)))
        elif kind == "decline":
            weights = list(map(mul, weights, map(sub, repeat(1.0), map(put_chance, edges))))
        elif kind == "see":
            weights = list(map(mul, weights, map(see_chance, edges, repeat(after_fold))))
    return list(zip(hands, weights))
