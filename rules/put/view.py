"""What one seat sees (RULES.md "What the computer players know"): the bots decide from this alone.

A seat sees its own hand, every card played to a trick (and a card taken back), the
put / decline / fold / see history, the scores, how many cards each player holds, and
in PU-V3 the passes it was part of and its own discards. It never sees another hand,
the cards set aside, or anyone else's face-down cards.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from ..engine import Action
from ..events import Event, event
from .state import Call, Play, PutState

PRIVATE = {"deal": "seat", "discard": "seat"}
"""Event types whose cards only the named seat may see (a pass: giver and receiver)."""


class PutView(BaseModel):
    """A seat's view of a Put table."""

    model_config = ConfigDict(frozen=True)

    seat: int
    """Whose view this is."""
    players: int
    mode: str
    """two_player, free_for_all or partners."""
    put_any_turn: bool
    """PU-V1 on or off."""
    target: int
    """PU-7: points to win."""
    phase: str
    """deal, pass, discard, window, answer, play or over."""
    dealer: int
    scores: tuple[int, ...]
    rounds_played: int
    to_act: int | None
    """The seat whose decision is due, if any."""
    legal: tuple[Action, ...]
    """This seat's legal actions now (empty unless it is this seat's decision)."""
    hand: tuple[str, ...]
    """This seat's cards, in hand order."""
    dealt: tuple[str, ...]
    """This seat's cards as dealt this round."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds."""
    in_round: tuple[bool, ...]
    """Seats still playing this round."""
    putter: int | None
    seen: bool
    """Whether somebody played on against this round's put."""
    calls: tuple[Call, ...]
    """The round's put history: (seat, put / decline / fold / see)."""
    tricks: tuple[tuple[Play, ...], ...]
    """The completed tricks, each card with its player."""
    trick_winners: tuple[int | None, ...]
    """Each completed trick's winner, None when tied."""
    trick: tuple[Play, ...]
    """The cards on the table now."""
    leader: int | None
    won: tuple[int, ...]
    """Untied tricks won per seat this round."""
    taken_back: tuple[Play, ...]
    """Cards taken back from a trick by a folder (PU-V2 with PU-V1): seen, now out of play."""
    passes: tuple[tuple[int, int, tuple[str, ...]], ...]
    """PU-V3 passes this seat gave or received: (giver, receiver, cards)."""
    discarded: tuple[str, ...]
    """This seat's own face-down cards this round (PU-V3 discards or leftover, a fold's cards)."""
    log: tuple[Event, ...]
    """The round log with other seats' hidden cards left out."""

    def partner(self) -> int | None:
        """The seat opposite in PU-V3, else None."""
        return (self.seat + 2) % 4 if self.mode == "partners" else None


def masked(item: Event, seat: int) -> Event:
    """An event as `seat` may see it."""
    if item.type in PRIVATE and item.seat != seat and item.cards is not None:
        return event(item.type, seat=item.seat, note=f"{len(item.cards)} cards")
    if item.type == "pass" and seat not in (item.seat, item.to):
        return event(item.type, seat=item.seat, to=item.to, note=f"{len(item.cards or ())} cards")
    return item


def view(state: PutState, seat: int) -> PutView:
    """`seat`'s view of `state` (the same as `PutEngine().view(state, seat)`)."""
    from .engine import PutEngine  # the engine imports this module

    return PutEngine().view(state, seat)


def seat_view(state: PutState, seat: int, acting: int | None, legal: tuple[Action, ...]) -> PutView:
    """`seat`'s view of `state`, given who decides now and this seat's legal actions."""
    legal = legal if acting == seat else ()
    dealt = state.dealt[seat] if state.dealt else ()
    log = tuple(masked(item, seat) for item in state.events)
    passes = tuple((e.seat, e.to, e.cards) for e in log if e.type == "pass" and e.cards is not None)
    taken = tuple((e.seat, e.card) for e in log if e.type == "take_back")
    empty = (0,) * state.players
    return PutView(
        seat=seat, players=state.players, mode=state.settings.mode, put_any_turn=state.settings.put_any_turn,
        target=state.settings.target, phase=state.phase, dealer=state.dealer, scores=state.scores,
        rounds_played=state.rounds_played, to_act=acting, legal=legal,
        hand=state.hands[seat] if state.hands else (), dealt=dealt,
        hand_sizes=tuple(len(h) for h in state.hands) if state.hands else empty,
        in_round=state.in_round or (False,) * state.players, putter=state.putter, seen=state.seen,
        calls=state.calls, tricks=state.tricks, trick_winners=state.trick_winners, trick=state.trick,
        leader=state.leader, won=state.won or empty, taken_back=taken, passes=passes,
        discarded=state.discards[seat] if state.discards else (), log=log,
    )
