"""Perfect-information solution of a two-handed Put round (PU-5, PU-6), on ranks only.

Suits never matter (PU-1), so hands are tuples of rank strengths (1 = 4 ... 13 = 3),
sorted high to low. `outcome` tells how a round ends when both players see every card
and play their best: +1 the player to move wins it, 0 a draw, -1 he loses. The bots
use it per sampled opposing hand (Monte-Carlo over the hidden cards); win_table uses it
to rate every three-card hand.
"""

from __future__ import annotations

from functools import lru_cache

Ranks = tuple[int, ...]


def sign(value: int) -> int:
    """-1, 0 or +1."""
    return (value > 0) - (value < 0)


def drop(hand: Ranks, rank: int) -> Ranks:
    """The hand without one card of `rank`."""
    i = hand.index(rank)
    return hand[:i] + hand[i + 1 :]


# Bounded small on purpose: every reachable two-handed position is ~690,000 entries and
# ~140 MB, and a long session met more and more of them. A round's whole tree is only
# 36 lines of play, so 16,384 hot positions keep a decision at a few ms (bench/engine_put.py).
@lru_cache(maxsize=1 << 14)
def outcome(mover: Ranks, other: Ranks, mover_won: int, other_won: int, led: int) -> int:
    """Best result for the player to move: he leads when `led` is 0, else he answers the rank `led`."""
    if not mover:
        return sign(mover_won - other_won)
    best = -2
    for i, rank in enumerate(mover):  # each rank once (PU-1: the same choice), high to low in a sorted hand
        if i and rank in mover[:i]:
            continue
        rest = mover[:i] + mover[i + 1 :]  # drop(mover, rank): its first card of that rank
        if led == 0:
            value = -outcome(other, rest, other_won, mover_won, rank)
        else:
            value = after_trick(rest, other, mover_won, other_won, rank, led)
        if value > best:
            best = value
            if best == 1:
                break
    return best


def after_trick(mover: Ranks, other: Ranks, mover_won: int, other_won: int, played: int, led: int) -> int:
    """The mover answered `led` with `played`: settle the trick, then play on (mover's point of view)."""
    if played > led:
        mover_won += 1
        mover_leads = True
    else:
        other_won += played < led
        mover_leads = False  # a tied trick is collected by the leader (PU-5)
    if mover_won >= 2 or other_won >= 2 or not mover:
        return sign(mover_won - other_won)
    if mover_leads:
        return outcome(mover, other, mover_won, other_won, 0)
    return -outcome(other, mover, other_won, mover_won, 0)


def answer_value(mover: Ranks, other: Ranks, mover_won: int, other_won: int, led: int, played: int) -> int:
    """The result for a mover answering `led` with `played` (then best play by both)."""
    return after_trick(drop(mover, played), other, mover_won, other_won, played, led)


def lead_value(mover: Ranks, other: Ranks, mover_won: int, other_won: int, played: int) -> int:
    """The result for a mover leading `played` (then best play by both)."""
    return -outcome(other, drop(mover, played), other_won, mover_won, played)
