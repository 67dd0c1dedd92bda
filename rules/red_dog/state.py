"""The frozen state of a Red Dog game."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict

from ..events import Event
from ..fast import QuickCopy
from ..outcome import Termination
from .settings import RedDogSettings, hand_size

Phase = Literal["deal", "bet", "turn", "over"]


class RedDogState(QuickCopy):
    """Everything about a Red Dog table at one moment (hidden cards included: see `view` for a seat's share)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    settings: RedDogSettings
    """The table's rules and variants."""
    players: int
    """Seats at the table since the start of the game (RD-5 and RD-V1 count these)."""
    humans: tuple[int, ...] = ()
    """Seats played by people (CH-5 ends the game when all of them are out)."""
    stacks: tuple[int, ...]
    """Each seat's chips (a pending stake is still in its owner's stack until the card is turned)."""
    out: tuple[bool, ...]
    """Busted seats (CH-4): no cards, no antes, no deal."""
    rebuys: tuple[int, ...]
    """How often each seat rebought (CH-4 with `rebuy`)."""
    dealer: int
    """The dealer of the round in progress, or of the next round between rounds (RD-9)."""
    last_dealer: int | None = None
    """Who dealt the last completed round (None before the first ends): its cards stay on the table
    until the next deal."""
    pot: int = 0
    """Chips in the pot (RD-2, RD-7, RD-8)."""
    rng: int
    """The random generator's state (rules/rng.py)."""
    phase: Phase = "deal"
    """deal: a round is due; bet: `order[next_bettor]` decides; turn: a stake waits for its card; over."""
    stock: tuple[str, ...]
    """The undealt cards, top first (burned cards go to its bottom, RD-V1); the full deck between rounds."""
    hands: tuple[tuple[str, ...], ...]
    """Each seat's hand as dealt; shown cards stay in it (they are listed in `shown` too)."""
    turned: tuple[str, ...] = ()
    """The cards turned face up this round (RD-7), in order."""
    shown: tuple[tuple[str, ...], ...] = ()
    """Per seat, the cards it has shown this round under RD-7 (public)."""
    order: tuple[int, ...] = ()
    """This round's bettors in turn (RD-6): seats with a full or short hand, from the dealer's left."""
    next_bettor: int = 0
    """Index in `order` of the seat whose turn it is (or whose stake waits for its card)."""
    stake: int = 0
    """The bet waiting for its card in phase "turn" (RD-7)."""
    rounds_played: int = 0
    """Rounds completed."""
    events: tuple[Event, ...] = ()
    """The log of the round in progress (or the last round, between rounds)."""
    termination: Termination | None = None
    """Why the game ended (CH-5, PU-4, PU-7), once it has."""

    @property
    def hand_size(self) -> int:
        """The normal hand this game (RD-5, RD-V2)."""
        return hand_size(self.settings, self.players)

    @property
    def bettor(self) -> int | None:
        """The seat betting now (phase bet) or whose stake waits for its card (phase turn)."""
        if self.phase in ("bet", "turn") and self.next_bettor < len(self.order):
            return self.order[self.next_bettor]
        return None

    def is_short(self, seat: int) -> bool:
        """RD-V3: a hand with at least one card but fewer than the normal size."""
        return 0 < len(self.hands[seat]) < self.hand_size

    def all_cards(self) -> tuple[str, ...]:
        """Every card at the table: stock, turned cards and hands (52, or the scripted count)."""
        return self.stock + self.turned + tuple(card for hand in self.hands for card in hand)
