"""The frozen state of a Put game: scores, the dealer, and the round in progress."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict

from ..events import Event
from ..fast import QuickCopy
from ..outcome import Termination
from .settings import PutSettings, team

Phase = Literal["deal", "pass", "discard", "window", "answer", "play", "over"]
Play = tuple[int, str]
"""One card played to a trick: (seat, card)."""
Call = tuple[int, str]
"""One spoken decision about a put: (seat, "put" | "decline" | "fold" | "see")."""


class PutState(QuickCopy):
    """Everything about a Put table at one moment."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    settings: PutSettings
    players: int
    humans: tuple[int, ...] = ()
    """Seats played by people (the table's business; Put's end does not depend on it)."""
    dealer: int
    """The dealer of the round in progress, or of the next round between rounds (PU-2)."""
    last_dealer: int | None = None
    """Who dealt the last completed round (None before the first ends): its cards stay on the table
    until the next deal."""
    scores: tuple[int, ...]
    """Points per seat; partners both hold their team's score (PU-V3)."""
    rng: int
    phase: Phase = "deal"
    """deal: a round is due; pass/discard: PU-V3 automatic steps; window: the put window
    (PU-4); answer: players answer a put; play: tricks (PU-5); over: the game ended."""
    set_aside: tuple[str, ...] = ()
    """The rest of the deck after the deal, unused (PU-3)."""
    dealt: tuple[tuple[str, ...], ...] = ()
    """Each seat's cards as dealt this round, in the order received."""
    hands: tuple[tuple[str, ...], ...] = ()
    """Each seat's cards now, in hand order (PU-V3: own cards, then the passed cards)."""
    in_round: tuple[bool, ...] = ()
    """Seats still playing this round (not partners who passed, not players who folded)."""
    discards: tuple[tuple[str, ...], ...] = ()
    """Cards out of play face down: PU-V3 discards and leftovers, cards thrown in by a fold."""
    queue: tuple[int, ...] = ()
    """Seats still due, in order: to pass or discard (PU-V3), to speak in the window or to answer."""
    putter: int | None = None
    """Who said "I put" this round (at most one put a round, PU-4)."""
    seen: bool = False
    """Whether somebody played on against the put (it then decides the game, PU-4)."""
    calls: tuple[Call, ...] = ()
    """The put history of this round, in order."""
    trick: tuple[Play, ...] = ()
    """The trick on the table, in the order played."""
    tricks: tuple[tuple[Play, ...], ...] = ()
    """The completed tricks of this round."""
    trick_winners: tuple[int | None, ...] = ()
    """The winner of each completed trick, None for a tied trick (PU-5)."""
    won: tuple[int, ...] = ()
    """Untied tricks won per seat this round."""
    leader: int | None = None
    """Who leads (or led) the trick on the table."""
    turn: int | None = None
    """The seat to play during tricks."""
    rounds_played: int = 0
    events: tuple[Event, ...] = ()
    """The log of the round in progress (or the last round, between rounds)."""
    winner: int | None = None
    """The game's winner once it is over (partners: the lower seat of the team)."""
    termination: Termination | None = None
    """Why the game ended (CH-5, PU-4, PU-7), once it has."""

    def all_cards(self) -> tuple[str, ...]:
        """Every card at the table, wherever it lies (the 52 of the deck once dealt)."""
        played = tuple(card for trick in self.tricks for _, card in trick)
        return (
            self.set_aside
            + tuple(c for hand in self.hands for c in hand)
            + tuple(c for pile in self.discards for c in pile)
            + played
            + tuple(card for _, card in self.trick)
        )

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats that share `seat`'s score (PU-V3 partners sit opposite)."""
        return team(self.settings.mode, seat)
