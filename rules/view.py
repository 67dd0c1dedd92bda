"""What every game's seat view carries: the one place where hidden cards are masked.

`Engine.view(state, seat)` gives what a person in `seat` would see, and `seat=None`
gives the public view, what everybody at the table sees. The computer players decide
from it, the round log is written from its `log`, and the table screen draws from it;
none of them ever reads the full state. Each game's view adds its own fields.
"""

from __future__ import annotations

from itertools import filterfalse
from typing import Iterable, Self, cast

from pydantic import BaseModel, ConfigDict, model_validator

from .actions import Choice
from .cards import DECK
from .events import Event


class SeatView(BaseModel):
    """The fields every game's view has."""

    model_config = ConfigDict(frozen=True)

    seat: int | None
    """Whose view this is; None for the public view."""
    players: int
    """Seats at the table."""
    phase: str
    """The engine's phase (each game names its own)."""
    dealer: int
    """The banker or dealer of the round in progress, or of the next round between rounds."""
    round_dealer: int
    """The banker or dealer of the round the log and the cards on the table belong to: between
    rounds, the one who dealt the round just finished (until the next deal); else `dealer`."""
    round: int
    """The round the log belongs to: 0 before the first deal, then 1, 2, ... (a finished round
    keeps its number until the next deal)."""
    rounds_played: int
    """Rounds completed."""
    to_act: int | None
    """The seat whose decision is due, if any (public: everybody sees whose turn it is)."""
    legal: tuple[Choice, ...]
    """This seat's legal decisions now (empty unless it is this seat's decision)."""
    log: tuple[Event, ...]
    """The round log as this seat may read it (other seats' hidden cards left out)."""
    unseen: tuple[str, ...]
    """The cards this seat has not seen, in deck order (the deck's order is never shown)."""

    @model_validator(mode="after")
    def _one_a_table_can_show(self) -> Self:
        """A view read from outside (a server's update, a seat's moments kept on disk; the engines build theirs
        without validation) holds only what a table can show: its seats the table's, its cards the deck's, a
        figure per seat where it has one. A server's view that held another (a seat 99, a card "ZZ") had the
        screen fail as it drew it."""
        problem = self.impossible()
        if problem is not None:
            raise ValueError(f"not a view of a table of {self.players}: {problem}")
        return self

    def impossible(self) -> str | None:
        """What in this view no table can show (the first thing found), or None. Each game's view adds its own."""
        if not 1 <= self.players <= MOST_SEATS:
            return "players"
        if not seats_of(self.players, self.seat, self.to_act, self.dealer, self.round_dealer):
            return "seat"
        if not cards_of(self.unseen):
            return "unseen"
        return None


MOST_SEATS = 16
"""More seats than any game's table has."""
_CARDS = frozenset(DECK)


def seats_of(players: int, *seats: int | None) -> bool:
    """Whether each of `seats` is one of a table of `players` (or None)."""
    return all(seat is None or 0 <= seat < players for seat in seats)


def cards_of(*groups: Iterable[str]) -> bool:
    """Whether every card of `groups` is one of the deck's."""
    return all(_CARDS.issuperset(group) for group in groups)


def per_seat(players: int, *figures: tuple[object, ...]) -> bool:
    """Whether each of `figures` has one entry a seat."""
    return all(len(entries) == players for entries in figures)


def round_dealer(dealer: int, last_dealer: int | None, between_rounds: bool) -> int:
    """See `SeatView.round_dealer`."""
    return last_dealer if between_rounds and last_dealer is not None else dealer


def unseen_of(seen: set[str] | frozenset[str]) -> tuple[str, ...]:
    """The deck minus `seen`, in deck order."""
    return tuple(filterfalse(seen.__contains__, DECK))


_DECK_ORDER: dict[str, None] = dict.fromkeys(DECK)


def unseen_less(seen: Iterable[str]) -> tuple[str, ...]:
    """The deck minus the `seen` cards (a card may come more than once), in deck order: `unseen_of` without
    a set made first. The deck's dict less the seen cards is faster than a filter of the whole deck when a
    few cards are seen (15 cards: 0.8 against 1.1 us, and no set to make; at 30 the two are alike)."""
    left = _DECK_ORDER.copy()
    for card in seen:
        left.pop(card, None)
    return tuple(left)


def log_round(rounds_played: int, between_rounds: bool) -> int:
    """The number of the round a state's log belongs to (see `SeatView.round`)."""
    return rounds_played if between_rounds else rounds_played + 1


def public_cards(events: Iterable[Event], kinds: frozenset[str]) -> set[str]:
    """The cards of the events of these kinds, which the rules turn face up for everybody."""
    return {item.card for item in events if item.type in kinds and item.card is not None}


def drawn_cards(events: tuple[Event, ...]) -> set[str]:
    """The cards drawn face up for the first dealer (PT-2, PU-2, RD-3): they open the first log only."""
    if not events or events[0].type != "draw":
        return set()
    return {cast(str, item.card) for item in events if item.type == "draw"}  # a draw names its card
