"""Cards as two-character codes ("TH", "AS"), the standard deck, and rank orders.

A card is a plain `str`: rank `A 2 3 4 5 6 7 8 9 T J Q K` then suit `S H D C`.
Strings keep states small, hashable and fast to copy; the helpers here give
rank, suit, colour and the per-game orders.
"""

from __future__ import annotations

from typing import Iterable, cast

from .errors import InvalidSetup, quoted

RANKS = "A23456789TJQK"
SUITS = "SHDC"
RED_SUITS = frozenset("HD")

DECK: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
"""All 52 cards, in a fixed order (spades, hearts, diamonds, clubs; ace to king)."""

ACE_HIGH = {r: i for i, r in enumerate("23456789TJQKA", start=2)}
"""Rank strength with ace high (Put and Take PT-2, Red Dog RD-1): 2 is 2, ace is 14."""

PUT_ORDER = {r: i for i, r in enumerate("456789TJQKA23", start=1)}
"""Rank strength in Put (PU-1): 4 lowest (1) ... 2, then 3 highest (13)."""

RIVER_VALUE = {r: i for i, r in enumerate(RANKS, start=1)}
"""Face value for PT-V4: ace 1, 2..10, jack 11, queen 12, king 13."""


def rank(card: str) -> str:
    """The rank character of a card code."""
    return card[0]


def suit(card: str) -> str:
    """The suit character of a card code."""
    return card[1]


def is_red(card: str) -> bool:
    """Hearts and diamonds are red; spades and clubs black."""
    return card[1] in RED_SUITS


SPELLINGS = {**{card: card for card in DECK}, **{"10" + card[1]: card for card in DECK if card[0] == "T"}}
"""Every accepted spelling of a card once upper-cased ("TH", "10H"), with its code."""


def parse_card(text: object) -> str:
    """Normalise a card code from input ("10h", "th" -> "TH"); InvalidSetup if it is not one."""
    code = SPELLINGS.get(text) if type(text) is str else None  # the common case: already a code
    if code is not None:
        return code
    if not isinstance(text, str):
        raise InvalidSetup(f'a card must be a string like "TH", not {quoted(text)}')
    code = SPELLINGS.get(text.strip().upper())
    if code is None:
        raise InvalidSetup(f"{quoted(text)} is not a card (rank A23456789TJQK or 10, then suit SHDC)")
    return code


def parse_cards(items: Iterable[object]) -> tuple[str, ...]:
    """Normalise several card codes, refusing duplicates."""
    cards = tuple(map(parse_card, items))
    if len(set(cards)) != len(cards):
        seen: set[str] = set()
        twice = next(card for card in cards if card in seen or seen.add(card))
        raise InvalidSetup(f"card {twice} appears twice")
    return cards


def parse_full_deck(items: object) -> tuple[str, ...]:
    """A whole 52-card deck, top card first; InvalidSetup unless it is a permutation."""
    if not isinstance(items, list):
        raise InvalidSetup("deck must be a list of 52 card codes")
    cards = parse_cards(cast(list[object], items))
    if len(cards) != 52:
        missing = sorted(set(DECK) - set(cards))
        raise InvalidSetup(
            f"deck must hold all 52 cards, it has {len(cards)}"
            + (f" (missing {', '.join(missing[:6])})" if missing else "")
        )
    return cards


def cut(deck: list[str] | tuple[str, ...], at: int) -> tuple[str, ...]:
    """The deck after a cut: the top `at` cards go under the rest."""
    return tuple(deck[at:]) + tuple(deck[:at])
