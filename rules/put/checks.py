"""Why an action is refused: each illegal Put action raises IllegalAction naming its rule."""

from __future__ import annotations

from ..engine import Action, Engine
from ..errors import IllegalAction, quoted
from .state import PutState


def phase_rule(state: PutState) -> str:
    """The rule that orders the decision now due."""
    if state.phase == "answer" and state.settings.mode == "free_for_all":
        return "PU-V2"
    return "PU-4" if state.phase in ("window", "answer") else "PU-5"


def put_rule(state: PutState) -> str:
    """The rule that says when a put may be made."""
    return "PU-V1" if state.settings.put_any_turn else "PU-4"


def refuse(engine: Engine, state: PutState, action: Action) -> None:
    """Raise IllegalAction unless `action` is legal now."""
    if state.phase in ("deal", "over", "pass", "discard"):
        rule = {"over": "PU-7", "deal": "PU-3"}.get(state.phase, "PU-V3")
        raise IllegalAction("no decision is due now" + (": the game is over" if state.phase == "over" else ""), rule)
    engine.check_turn(state, action, phase_rule(state))
    if state.phase == "window":
        refuse_in_window(action)
    elif state.phase == "answer":
        refuse_in_answer(state, action)
    else:
        refuse_in_play(state, action)


def refuse_in_window(action: Action) -> None:
    """PU-4: right after the deal each player in turn puts or declines."""
    if action.do in ("fold", "see"):
        raise IllegalAction("there is no put to answer: nobody has said \"I put\"", "PU-4")
    if action.do == "play":
        raise IllegalAction("the put window comes first: put or decline before the first lead", "PU-4")
    if action.do not in ("put", "decline"):
        raise IllegalAction(f"'{action.do}' is not a Put action: put or decline now", "PU-4")


def refuse_in_answer(state: PutState, action: Action) -> None:
    """PU-4 / PU-V2: a put is answered by fold or see, one player at a time."""
    if action.do == "put":
        raise IllegalAction(f"seat {state.putter} has already put this round: at most one put a round", "PU-4")
    if action.do not in ("fold", "see"):
        raise IllegalAction(f"answer seat {state.putter}'s put first: fold or see", phase_rule(state))


def refuse_in_play(state: PutState, action: Action) -> None:
    """PU-5: play a card from the hand; PU-V1: or put first, once a round."""
    if action.do == "put":
        if state.putter is not None:
            raise IllegalAction(f"seat {state.putter} has already put this round: at most one put a round",
                                put_rule(state))
        if not state.settings.put_any_turn:
            raise IllegalAction("a put is made only right after the deal, before the first lead "
                                "(put at any turn, PU-V1, is off)", "PU-4")
        return
    if action.do in ("fold", "see"):
        raise IllegalAction("there is no put to answer now", "PU-4")
    if action.do == "decline":
        raise IllegalAction("the put window is over: play a card", put_rule(state))
    if action.do != "play":
        raise IllegalAction(f"'{action.do}' is not a Put action: play a card", "PU-5")
    if action.card not in state.hands[action.seat]:
        raise IllegalAction(f"{action.card} is not in seat {quoted(action.seat)}'s hand", "PU-5")
