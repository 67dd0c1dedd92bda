"""Red Dog settings: the chip rules plus the three variant toggles, and the hand size they give."""

from __future__ import annotations

from pydantic import StrictBool

from ..settings import ChipSettings, setting

DECK_SIZE = 52
FULL_HAND = 5
"""RD-5: cards per hand at up to 8 players."""
SMALL_HAND = 4
"""RD-5/RD-V2: cards per hand above 8 players, or always with four_card_hands."""
MAX_FIVE_CARD_PLAYERS = 8


class RedDogSettings(ChipSettings):
    """Every switch of a Red Dog table (SCENARIOS.md keys)."""

    burn: StrictBool = setting(
        False, rule="RD-V1", label="Burn", help="the top card goes under the stock unseen before each turn"
    )
    """RD-V1: the top card goes to the bottom unseen before each card is turned."""
    four_card_hands: StrictBool = setting(
        False, rule="RD-V2", label="Four-card hands", help="deal 4 cards with any number of players"
    )
    """RD-V2: four-card hands at any number of players."""
    irregular_deals: float = setting(
        0.0,
        rule="RD-V3",
        label="Clumsy dealer",
        help="chance per round (0-1) of a misdeal, handled by the traditional remedies",
        ge=0.0,
        le=1.0,
    )
    """RD-V3: the chance per round that the dealer misdeals one player's hand (0 = never)."""


def hand_size(settings: RedDogSettings, players: int) -> int:
    """RD-5/RD-V2: 4 cards above 8 players or with four_card_hands, else 5 (players = seats at the start)."""
    if settings.four_card_hands or players > MAX_FIVE_CARD_PLAYERS:
        return SMALL_HAND
    return FULL_HAND


def burn_allowed(settings: RedDogSettings, players: int) -> bool:
    """RD-V1: burning needs (hand size + 2) x players <= 52."""
    return (hand_size(settings, players) + 2) * players <= DECK_SIZE
