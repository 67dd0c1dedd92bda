"""Red Dog's odds from one seat's view (RD-7): how many of the cards it has not seen its hand beats.

Every unseen card is equally likely to be turned next; a burned card (RD-V1) is unseen
too, so burning does not change the odds. The sharp computer player bets by these, and
the scenario runner's advice (SCENARIOS.md, "Advice") reports them.
"""

from __future__ import annotations

from typing import Iterable

from .. import cards as C


def beaten_count(hand: Iterable[str], cards: Iterable[str]) -> int:
    """How many of `cards` the hand beats under RD-7 (a card of the same suit and higher rank)."""
    best: dict[str, int] = {}
    for card in hand:
        strength = C.ACE_HIGH[card[0]]
        if strength > best.get(card[1], 0):
            best[card[1]] = strength
    rank, get = C.ACE_HIGH, best.get
    return len([card for card in cards if rank[card[0]] < get(card[1], 0)])


def win_chance(hand: tuple[str, ...], unseen: tuple[str, ...]) -> float:
    """The chance the next turned card is one the hand beats, every unseen card equally likely."""
    return beaten_count(hand, unseen) / len(unseen) if unseen else 0.0
