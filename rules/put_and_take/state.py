"""The frozen state of a Put and Take game."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict

from ..events import Event
from ..fast import QuickCopy
from ..outcome import Termination
from .settings import PutAndTakeSettings

Phase = Literal["deal", "put", "take", "over"]


class PutAndTakeState(QuickCopy):
    """Everything about a Put and Take table at one moment."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    settings: PutAndTakeSettings
    players: int
    humans: tuple[int, ...] = ()
    """Seats played by people (CH-5 ends the game when all of them are out)."""
    stacks: tuple[int, ...]
    out: tuple[bool, ...]
    """Busted seats (CH-4): no cards, no bank, no payments."""
    rebuys: tuple[int, ...]
    banker: int
    last_dealer: int | None = None
    """Who banked the last completed round (None before the first ends): its cards stay on the table
    until the next deal."""
    pool: int = 0
    rng: int
    phase: Phase = "deal"
    """deal: a round is due; put/take: cards are being turned; over: the game ended."""
    deck: tuple[str, ...]
    """The stock, top card first (during take it includes the put row at the bottom, PT-6)."""
    hands: tuple[tuple[str, ...], ...]
    """Each seat's five face-up cards, empty for the banker and busted seats."""
    put_row: tuple[str, ...] = ()
    take_row: tuple[str, ...] = ()
    rounds_played: int = 0
    events: tuple[Event, ...] = ()
    """The log of the round in progress (or the last round, between rounds)."""
    termination: Termination | None = None
    """Why the game ended (CH-5, PU-4, PU-7), once it has."""

    def all_cards(self) -> tuple[str, ...]:
        """Every card at the table, wherever it lies (always the 52 of the deck)."""
        cards = self.deck + self.take_row + tuple(c for hand in self.hands for c in hand)
        if self.phase == "put":
            cards += self.put_row
        return cards
