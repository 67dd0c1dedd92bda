"""Who deals first (PU-2), the deal itself (PU-3, PU-V2, PU-V3) and the partners' passes.

Pure helpers on plain tuples; the engine turns their results into state and events.
"""

from __future__ import annotations

from .. import cards as C
from ..events import Event
from ..rng import Rng
from ..table import draw_for_deal
from .settings import PutSettings

STRENGTH = C.PUT_ORDER
"""PU-1: rank strength, 4 lowest (1) ... 3 highest (13)."""


def strength(card: str) -> int:
    """A card's strength by PU-1 (suits never matter)."""
    return STRENGTH[card[0]]


def first_dealer_draw(rng: Rng, players: int) -> tuple[int, list[Event]]:
    """PU-2: one card each from seat 0; the highest by PU-1 deals; the tied draw again."""
    return draw_for_deal(rng, players, strength, "first_dealer", "PU-2")


def hand_size(settings: PutSettings, players: int) -> int:
    """PU-3 / PU-V3: 3 cards; PU-V2: one more than there are players."""
    return players + 1 if settings.mode == "free_for_all" else 3


def deal_order(dealer: int, players: int) -> list[int]:
    """One card at a time clockwise from the dealer's left, the dealer last (PU-3: non-dealer first)."""
    return [(dealer + i) % players for i in range(1, players + 1)]


def deal(deck: tuple[str, ...], dealer: int, players: int, size: int) -> tuple[list[tuple[str, ...]], tuple[str, ...]]:
    """Deal `size` cards each from the top of `deck`, one at a time in deal order (so the i-th to receive gets
    every `players`-th card from the i-th: one slice each); returns the hands and the cards set aside."""
    hands: list[tuple[str, ...]] = [()] * players
    dealt = players * size
    for first, seat in enumerate(deal_order(dealer, players)):
        hands[seat] = deck[first:dealt:players]
    return hands, deck[dealt:]


def best_two(hand: tuple[str, ...]) -> tuple[str, ...]:
    """PU-V3: the two best cards by PU-1, better first; of equal ranks the earlier is better."""
    ranked = sorted(range(len(hand)), key=lambda i: (-strength(hand[i]), i))
    return tuple(hand[i] for i in ranked[:2])


def worst_two(hand: tuple[str, ...]) -> tuple[str, ...]:
    """PU-V3: the two worst cards, in hand order; of equal ranks the later is worse."""
    ranked = sorted(range(len(hand)), key=lambda i: (strength(hand[i]), -i))
    return tuple(hand[i] for i in sorted(ranked[:2]))


def without(hand: tuple[str, ...], cards: tuple[str, ...]) -> tuple[str, ...]:
    """The hand minus some of its cards, keeping hand order."""
    return tuple(card for card in hand if card not in cards)


def passers(dealer: int) -> tuple[int, int]:
    """PU-V3: the dealer's partner, then the non-dealer's partner (clockwise from the dealer's left)."""
    return ((dealer + 2) % 4, (dealer + 3) % 4)


def receivers(dealer: int) -> tuple[int, int]:
    """PU-V3: the non-dealer (left of the dealer), then the dealer: the two who play."""
    return ((dealer + 1) % 4, dealer)
