"""The end of a round: PU-6 / PU-V2 tally, the effects of a put (PU-4), the target (PU-7), the deal passing (PU-2).

Event types emitted here: score, round_drawn, put_lapses, dealer, game_over.
"""

from __future__ import annotations

from itertools import compress

from ..events import Event, event, shared_event
from .endings import PUT_SEEN, TARGET_REACHED
from .state import PutState


def round_winner(in_round: tuple[bool, ...], won: tuple[int, ...]) -> int | None:
    """PU-6 / PU-V2: the one player still in the round with strictly the most won tricks, else None."""
    counts = list(compress(won, in_round))
    best = max(counts)
    if counts.count(best) != 1:
        return None
    return list(compress(range(len(won)), in_round))[counts.index(best)]


def team_winner(state: PutState, seat: int) -> int:
    """The seat reported as the game's winner: the player, or the lower seat of his team (PU-V3)."""
    return min(state.team_of(seat))


def add_point(state: PutState, seat: int, events: list[Event], reason: str, rule: str) -> tuple[int, ...]:
    """One point to `seat` (to both partners in PU-V3), logged."""
    team = state.team_of(seat)
    scores = tuple(score + 1 if s in team else score for s, score in enumerate(state.scores))
    events.append(shared_event("score", seat=seat, amount=1, reason=reason, note=rule))
    return scores


def finish_after_fold(state: PutState, events: list[Event]) -> PutState:
    """PU-4 / PU-V2: everybody folded, the putter scores 1 and the round ends."""
    assert state.putter is not None  # they folded to a put
    scores = add_point(state, state.putter, events, "fold", "PU-4")
    return close_round(state, events, scores, game_won=False, scorer=state.putter)


def finish_after_tricks(state: PutState, events: list[Event]) -> PutState:
    """PU-6: the tricks are played (or one player has two); score, or a draw (a put lapses)."""
    winner = round_winner(state.in_round, state.won)
    if winner is None:
        events.append(shared_event("round_drawn", note="PU-6 / PU-V2: nobody scores"))
        if state.seen:
            events.append(shared_event("put_lapses", seat=state.putter, note="PU-4"))
        return close_round(state, events, state.scores, game_won=False, scorer=None)
    scores = add_point(state, winner, events, "tricks", "PU-6")
    return close_round(state, events, scores, game_won=state.seen, scorer=winner)


def close_round(
    state: PutState, events: list[Event], scores: tuple[int, ...], *, game_won: bool, scorer: int | None
) -> PutState:
    """The deal passes left (PU-2: an event while the game goes on; once it has ended nobody deals again,
    though the state's dealer still names the seat it would pass to); the game ends at the target (PU-7)
    or by a seen put (PU-4)."""
    dealer = (state.dealer + 1) % state.players
    winner = None
    ended = None
    if scorer is None or not (game_won or scores[scorer] >= state.settings.target):
        events.append(shared_event("dealer", seat=dealer, note="PU-2"))
    else:
        winner = team_winner(state, scorer)
        ended = PUT_SEEN if game_won else TARGET_REACHED
        events.append(
            event("game_over", seat=winner, note=ended.describe(state.settings), ending=ended.ending(state.settings))
        )
    return state.model_copy(
        update={
            "scores": scores,
            "dealer": dealer,
            "last_dealer": state.dealer,
            "rounds_played": state.rounds_played + 1,
            "phase": "over" if winner is not None else "deal",
            "turn": None,
            "queue": (),
            "winner": winner,
            "termination": ended,
            "events": tuple(events),
        }
    )
