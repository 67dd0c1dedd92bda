"""'I put' (PU-4, PU-V1, PU-V2): the put window, the answers (fold or see), and the start of play.

Event types emitted here: put, decline, fold, see, take_back, throw_in.
"""

from __future__ import annotations

from ..events import Event, event, shared_event
from .deal import deal_order
from .scoring import finish_after_fold
from .state import Call, PutState
from .tricks import first_leader


def window_order(state: PutState) -> tuple[int, ...]:
    """PU-4: the non-dealer, then the dealer; PU-V2: clockwise from the dealer's left, the dealer last."""
    if state.settings.mode == "free_for_all":
        return tuple(deal_order(state.dealer, state.players))
    return ((state.dealer + 1) % state.players, state.dealer)


def open_window(state: PutState, events: list[Event]) -> PutState:
    """After the deal: the put window (PU-4), or straight to the first lead under PU-V1."""
    if state.settings.put_any_turn:
        return start_play(state, events)
    return state.model_copy(update={"phase": "window", "queue": window_order(state), "events": tuple(events)})


def start_play(state: PutState, events: list[Event], calls: tuple[Call, ...] | None = None) -> PutState:
    """The first trick is led by the non-dealer (PU-5) or the first player still in (PU-V2); `calls`: the round's
    calls with the one just made, if one was (one copy of the state, not two: every round's window ends so)."""
    leader = first_leader(state)
    update: dict[str, object] = {
        "phase": "play",
        "queue": (),
        "leader": leader,
        "turn": leader,
        "events": tuple(events),
    }
    if calls is not None:
        update["calls"] = calls
    return state.model_copy(update=update)


def decline(state: PutState, seat: int) -> PutState:
    """A player in the window does not put; when all have spoken, play begins."""
    events = list(state.events)
    events.append(shared_event("decline", seat=seat))
    calls = state.calls + ((seat, "decline"),)
    queue = state.queue[1:]
    if queue:
        return state.model_copy(update={"queue": queue, "calls": calls, "events": tuple(events)})
    return start_play(state, events, calls)


def put(state: PutState, seat: int) -> PutState:
    """ "I put": every other player still in the round answers, clockwise from the putter (PU-V2)."""
    events = list(state.events)
    events.append(shared_event("put", seat=seat, note="PU-V1" if state.phase == "play" else "PU-4"))
    answerers = tuple(s for s in deal_order(seat, state.players) if s != seat and state.in_round[s])
    return state.model_copy(
        update={
            "phase": "answer",
            "queue": answerers,
            "putter": seat,
            "calls": state.calls + ((seat, "put"),),
            "events": tuple(events),
        }
    )


def see(state: PutState, seat: int) -> PutState:
    """The player plays on against the put."""
    events = list(state.events)
    events.append(shared_event("see", seat=seat))
    return after_answer(state.model_copy(update={"seen": True, "calls": state.calls + ((seat, "see"),)}), events)


def fold(state: PutState, seat: int) -> PutState:
    """The player gives in: two-handed the putter scores at once; PU-V2 he throws in his cards."""
    events = list(state.events)
    events.append(shared_event("fold", seat=seat))
    calls = state.calls + ((seat, "fold"),)
    if state.settings.two_handed:
        return finish_after_fold(state.model_copy(update={"calls": calls}), events)
    return after_answer(drop_out(state.model_copy(update={"calls": calls}), seat, events), events)


def drop_out(state: PutState, seat: int, events: list[Event]) -> PutState:
    """PU-V2: a folder takes back his card from the trick (PU-V1) and throws in his cards face down."""
    thrown = state.hands[seat]
    trick = state.trick
    taken = [card for s, card in trick if s == seat]
    if taken:
        events.append(event("take_back", seat=seat, card=taken[0], note="PU-V2"))
        trick = tuple(play for play in trick if play[0] != seat)
        thrown = thrown + tuple(taken)
    events.append(event("throw_in", seat=seat, note=f"{len(thrown)} cards face down (PU-V2)"))
    hands = tuple(() if s == seat else hand for s, hand in enumerate(state.hands))
    discards = tuple(pile + thrown if s == seat else pile for s, pile in enumerate(state.discards))
    in_round = tuple(False if s == seat else flag for s, flag in enumerate(state.in_round))
    leader = trick[0][0] if trick else (state.turn if state.turn is not None else state.leader)
    return state.model_copy(
        update={"hands": hands, "discards": discards, "in_round": in_round, "trick": trick, "leader": leader}
    )


def after_answer(state: PutState, events: list[Event]) -> PutState:
    """Next answer; or all folded (putter scores 1); or play resumes (the putter's turn under PU-V1)."""
    queue = state.queue[1:]
    if queue:
        return state.model_copy(update={"queue": queue, "events": tuple(events)})
    if sum(state.in_round) == 1:
        return finish_after_fold(state.model_copy(update={"queue": ()}), events)
    if state.turn is None:
        return start_play(state, events)  # which empties the queue
    return state.model_copy(update={"phase": "play", "queue": (), "events": tuple(events)})
