"""Perfect-information solution of a two-handed Put round (PU-5, PU-6), on ranks only.

Suits never matter (PU-1), so hands are tuples of rank strengths (1 = 4 ... 13 = 3),
sorted high to low. `outcome` tells how a round ends when both players see every card
and play their best: +1 the player to move wins it, 0 a draw, -1 he loses. The bots
use it per sampled opposing hand (Monte-Carlo over the hidden cards); win_table uses it
to rate every three-card hand.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

Ranks = tuple[int, ...]


def sign(value: int) -> int:
    """-1, 0 or +1."""
    return (value > 0) - (value < 0)


def drop(hand: Ranks, rank: int) -> Ranks:
    """The hand without one card of `rank`."""
    i = hand.index(rank)
    return hand[:i] + hand[i + 1 :]


HANDS_BY_SIZE: tuple[tuple[Ranks, ...], ...] = tuple(
    tuple(combinations_with_replacement(range(13, 0, -1), size)) for size in range(4)
)
"""Every hand of 0 to 3 cards, on ranks sorted high to low (the order the solver keeps hands in)."""
HAND_INDEX: dict[Ranks, int] = {hand: i for hands in HANDS_BY_SIZE for i, hand in enumerate(hands)}
"""Each hand's place among the hands of its size."""
_SCORES = 4
"""The tricks each side has won before a position: 0 or 1 each (a second won trick ends the round)."""


def _layout() -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """Where each kind of position starts in the table of results: a lead with k cards each (k = 1..3), an
    answer with k cards to the leader's k - 1 (one of 13 ranks led); and the table's length."""
    counts = [len(hands) for hands in HANDS_BY_SIZE]
    leads, answers, at = [0] * 4, [0] * 4, 0
    for size in (1, 2, 3):
        leads[size] = at
        at += counts[size] * counts[size] * _SCORES
        answers[size] = at
        at += counts[size] * counts[size - 1] * 13 * _SCORES
    return tuple(leads), tuple(answers), at


_LEADS, _ANSWERS, POSITIONS = _layout()
_UNKNOWN = 3
_results: bytearray | None = None
"""Every position's result as it is first worked out (result + 1; _UNKNOWN before): ~3 MB for every
position a two-handed round can reach, against ~140 MB for a dictionary of them, so nothing is ever
worked out twice however long a session plays."""


def known_positions() -> int:
    """How many positions' results are in the table so far."""
    return 0 if _results is None else POSITIONS - _results.count(_UNKNOWN)


def forget_results() -> None:
    """Drop the table of results (it is worked out again as positions come up)."""
    global _results
    _results = None


def outcome(mover: Ranks, other: Ranks, mover_won: int, other_won: int, led: int) -> int:
    """Best result for the player to move: he leads when `led` is 0, else he answers the rank `led`."""
    global _results
    size = len(mover)
    if not size:
        return sign(mover_won - other_won)
    if len(other) != (size - 1 if led else size) or mover_won > 1 or other_won > 1:
        raise ValueError(f"no two-handed round reaches {mover}, {other} with tricks {mover_won}-{other_won}, {led} led")
    if _results is None:
        _results = bytearray([_UNKNOWN]) * POSITIONS
    place = HAND_INDEX[mover] * len(HANDS_BY_SIZE[len(other)]) + HAND_INDEX[other]
    if led:
        place = _ANSWERS[size] + (place * 13 + led - 1) * _SCORES + mover_won * 2 + other_won
    else:
        place = _LEADS[size] + place * _SCORES + mover_won * 2 + other_won
    known = _results[place]
    if known != _UNKNOWN:
        return known - 1
    best = _best(mover, other, mover_won, other_won, led)
    _results[place] = best + 1
    return best


def _best(mover: Ranks, other: Ranks, mover_won: int, other_won: int, led: int) -> int:
    """`outcome` worked out: each of the mover's ranks tried, the best kept."""
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
