"""What one seat sees (RULES.md "What the computer players know"): the bots decide from this alone,
and the table draws from it.

A seat sees its own hand, every card played to a trick (and a card taken back), the
put / decline / fold / see history, the scores, how many cards each player holds, and
in PU-V3 the passes it was part of and its own discards. It never sees another hand,
the cards set aside, or anyone else's face-down cards. The public view (seat None)
holds only what the whole table saw.
"""

from __future__ import annotations

from typing import Literal, cast

from pydantic import BaseModel, ConfigDict

from ..actions import Choice
from ..events import Event, event, shared_event
from ..fast import build
from ..view import SeatView, cards_of, log_round, per_seat, public_cards, round_dealer, seats_of, unseen_of
from .settings import PutSettings, team
from .state import Call, Play, PutState

PRIVATE = {"deal": "seat", "discard": "seat"}
"""Event types whose cards only the named seat may see (a pass: giver and receiver); others read
the event with the cards left out and `k`, their number, instead."""


class RoundResult(BaseModel):
    """How the round that just ended was decided."""

    model_config = ConfigDict(frozen=True)

    scorer: int | None
    """The seat credited with the point (its team scores in PU-V3); None for a drawn round."""
    by: Literal["fold", "tricks"] | None
    """fold: everybody folded to the put (PU-4); tricks: most tricks won (PU-6); None when drawn."""
    put_lapsed: bool
    """A seen put lapsed in a drawn round (PU-4)."""
    ended_game: bool
    """This round ended the game (PU-4 or PU-7)."""


class PutView(SeatView):
    """A seat's view of a Put table."""

    settings: PutSettings
    """The table's rules and variants."""
    mode: str
    """two_player, free_for_all or partners."""
    put_any_turn: bool
    """PU-V1 on or off."""
    target: int
    """PU-7: points to win."""
    scores: tuple[int, ...]
    """Points per seat (partners share their team's)."""
    hand: tuple[str, ...]
    """This seat's cards, in hand order."""
    dealt: tuple[str, ...]
    """This seat's cards as dealt this round."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds."""
    in_round: tuple[bool, ...]
    """Seats still playing this round."""
    queue: tuple[int, ...]
    """Seats still due, in order: to pass or discard (PU-V3), to speak in the window, to answer a put."""
    putter: int | None
    """Who said "I put" this round."""
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
    """Who leads (or led) the trick on the table."""
    won: tuple[int, ...]
    """Untied tricks won per seat this round."""
    taken_back: tuple[Play, ...]
    """Cards taken back from a trick by a folder (PU-V2 with PU-V1): seen, now out of play."""
    passes: tuple[tuple[int, int, tuple[str, ...]], ...]
    """PU-V3 passes this seat gave or received: (giver, receiver, cards)."""
    pass_pairs: tuple[tuple[int, int], ...]
    """Every PU-V3 pass this round, (giver, receiver): who gave whom two cards (public)."""
    discarded: tuple[str, ...]
    """This seat's own face-down cards this round (PU-V3 discards or leftover, a fold's cards)."""
    face_down: tuple[int, ...]
    """How many cards each seat has put face down this round."""
    round_result: RoundResult | None
    """Between rounds: how the round just played was decided."""
    winner: int | None
    """The game's winner once it is over (partners: the lower seat of the team)."""

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats that share `seat`'s score (PU-V3 partners sit opposite)."""
        return team(self.mode, seat)

    def impossible(self) -> str | None:
        players = self.players
        played = (*self.trick, *self.taken_back, *(play for trick in self.tricks for play in trick))
        plays = (*self.calls, *played)
        if not per_seat(players, self.scores, self.hand_sizes, self.in_round):
            return "a figure per seat"
        if any(len(each) not in (0, players) for each in (self.won, self.face_down)):
            return "a figure per seat"
        seats = (self.putter, self.leader, self.winner, *self.queue, *self.trick_winners, *(seat for seat, _ in plays))
        if not seats_of(players, *seats, *(seat for pair in self.pass_pairs for seat in pair)):
            return "seat"
        if not seats_of(players, *(seat for given in self.passes for seat in given[:2])):
            return "seat"
        cards = (card for _, card in played)
        if not cards_of(self.hand, self.dealt, self.discarded, cards, *(given[2] for given in self.passes)):
            return "cards"
        return super().impossible()


def masked(item: Event, seat: int | None) -> Event:
    """An event as `seat` may see it (seat None: as the whole table may)."""
    if item.type in PRIVATE and item.seat != seat and item.cards is not None:
        return shared_event(item.type, seat=item.seat, k=len(item.cards))  # few distinct ones: made once each
    if item.type == "pass" and seat not in (item.seat, item.to):
        return event(item.type, seat=item.seat, to=item.to, k=len(item.cards or ()))
    return item


TABLE_EVENTS = frozenset({"draw", "take_back"})
"""Events whose card everybody sees: the draw for the first dealer (PU-2), a card taken back (PU-V2)."""


def seen_by(state: PutState, seat: int | None) -> frozenset[str]:
    """Every card `seat` has seen: its own cards as dealt, received and put face down, and every card
    played to a trick or taken back from one. Worked out from where the cards lie, never from the log,
    so that the log's masking is checked against it."""
    seen = public_cards(state.events, TABLE_EVENTS)
    for trick in state.tricks:
        seen.update(card for _, card in trick)
    seen.update(card for _, card in state.trick)
    if seat is not None:
        seen.update(state.hands[seat] if state.hands else ())
        seen.update(state.dealt[seat] if state.dealt else ())
        seen.update(state.discards[seat] if state.discards else ())
    return frozenset(seen)


def round_result(state: PutState) -> RoundResult | None:
    """How the last round was decided, once it is over (the round log ends with the deal passing, or with the
    game's end)."""
    if state.phase not in ("deal", "over") or not any(item.type in ("dealer", "game_over") for item in state.events):
        return None
    score = next((item for item in state.events if item.type == "score"), None)
    return RoundResult(
        scorer=score.seat if score else None,
        by=cast(Literal["fold", "tricks"], score.reason) if score else None,  # a score's reason is one of these
        put_lapsed=any(item.type == "put_lapses" for item in state.events),
        ended_game=state.phase == "over",
    )


def seat_view(state: PutState, seat: int | None, acting: int | None, legal: tuple[Choice, ...]) -> PutView:
    """`seat`'s view of `state`, given who decides now and this seat's legal decisions."""
    legal = legal if acting == seat and seat is not None else ()
    log = tuple(masked(item, seat) for item in state.events)
    # A pass event names its giver and receiver, a take-back its seat and card (the event fields are optional).
    passes = cast(
        "tuple[tuple[int, int, tuple[str, ...]], ...]",
        tuple((e.seat, e.to, e.cards) for e in log if e.type == "pass" and e.cards is not None),
    )
    taken = cast("tuple[Play, ...]", tuple((e.seat, e.card) for e in log if e.type == "take_back"))
    pass_pairs = cast("tuple[tuple[int, int], ...]", tuple((e.seat, e.to) for e in log if e.type == "pass"))
    empty = (0,) * state.players
    mine = seat is not None and bool(state.hands)
    own = cast(int, seat)  # read only when `mine`
    return build(  # the engine's own values: validating them again (every event of the log) cost most of a view
        PutView,
        seat=seat,
        players=state.players,
        phase=state.phase,
        dealer=state.dealer,
        round_dealer=round_dealer(state.dealer, state.last_dealer, state.phase in ("deal", "over")),
        round=log_round(state.rounds_played, state.phase in ("deal", "over")),
        rounds_played=state.rounds_played,
        to_act=acting,
        legal=legal,
        log=log,
        unseen=unseen_of(seen_by(state, seat)),
        settings=state.settings,
        mode=state.settings.mode,
        put_any_turn=state.settings.put_any_turn,
        target=state.settings.target,
        scores=state.scores,
        hand=state.hands[own] if mine else (),
        dealt=state.dealt[own] if mine and state.dealt else (),
        hand_sizes=tuple(len(h) for h in state.hands) if state.hands else empty,
        in_round=state.in_round or (False,) * state.players,
        queue=state.queue,
        putter=state.putter,
        seen=state.seen,
        calls=state.calls,
        tricks=state.tricks,
        trick_winners=state.trick_winners,
        trick=state.trick,
        leader=state.leader,
        won=state.won or empty,
        taken_back=taken,
        passes=passes,
        pass_pairs=pass_pairs,
        discarded=state.discards[own] if mine and state.discards else (),
        face_down=tuple(map(len, state.discards)) if state.discards else empty,
        round_result=round_result(state),
        winner=state.winner,
    )
