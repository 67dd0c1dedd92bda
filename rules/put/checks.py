"""Why an action is refused: one check (`refusal`) answers both `verify`, from the state, and `why_not`,
from a seat's view. Each refusal is an IllegalAction with a code (rules/put/refusals.py) naming its rule."""

from __future__ import annotations

from typing import Protocol

from ..engine import Action, turn_refusal
from ..errors import IllegalAction
from . import refusals
from .settings import PutSettings

CODES = refusals.ENGLISH
"""Put's own codes, registered by importing them (rules/refusals.py)."""


class Table(Protocol):
    """What the check reads, alike in a state and in a seat's view (read-only: both are frozen)."""

    @property
    def phase(self) -> str: ...
    @property
    def settings(self) -> PutSettings: ...
    @property
    def putter(self) -> int | None: ...


def phase_rule(table: Table) -> str:
    """The rule that orders the decision now due."""
    if table.phase == "answer" and table.settings.mode == "free_for_all":
        return "PU-V2"
    return "PU-4" if table.phase in ("window", "answer") else "PU-5"


def put_rule(table: Table) -> str:
    """The rule that says when a put may be made."""
    return "PU-V1" if table.settings.put_any_turn else "PU-4"


def refusal(table: Table, to_act: int | None, hand: tuple[str, ...] | None, action: Action) -> IllegalAction | None:
    """Why `action` is not legal now (None: it is). `hand` is the acting seat's hand, None when whoever asks
    cannot see it (then a card is taken to be held)."""
    phase = table.phase
    if phase in ("deal", "over", "pass", "discard"):
        if phase == "over":
            return IllegalAction("turn.none_due_over", "PU-7")
        return IllegalAction("turn.none_due", "PU-3" if phase == "deal" else "PU-V3")
    if to_act is None or action.seat != to_act:  # the rule named only when refused (every move asks)
        return turn_refusal(to_act, action, phase_rule(table))
    if phase == "window":
        return in_window(action)
    if phase == "answer":
        return in_answer(table, action)
    return in_play(table, hand, action)


def in_window(action: Action) -> IllegalAction | None:
    """PU-4: right after the deal each player in turn puts or declines."""
    if action.do in ("fold", "see"):
        return IllegalAction("put.no_put_to_answer", "PU-4")
    if action.do == "play":
        return IllegalAction("put.window_first", "PU-4")
    if action.do not in ("put", "decline"):
        return IllegalAction("put.window_choices", "PU-4", do=action.do)
    return None


def in_answer(table: Table, action: Action) -> IllegalAction | None:
    """PU-4 / PU-V2: a put is answered by fold or see, one player at a time (a second put refused citing the
    rule that allowed the first: PU-V1 with put at any turn)."""
    if action.do == "put":
        return IllegalAction("put.already_put", put_rule(table), putter=table.putter)
    if action.do not in ("fold", "see"):
        return IllegalAction("put.answer_first", phase_rule(table), putter=table.putter)
    return None


def in_play(table: Table, hand: tuple[str, ...] | None, action: Action) -> IllegalAction | None:
    """PU-5: play a card from the hand; PU-V1: or put first, once a round (so with it, a fold or see with no
    put to answer cites PU-V1: a put may come later in the round)."""
    if action.do == "put":
        if table.putter is not None:
            return IllegalAction("put.already_put", put_rule(table), putter=table.putter)
        if not table.settings.put_any_turn:
            return IllegalAction("put.after_deal_only", "PU-4")
        return None
    if action.do in ("fold", "see"):
        return IllegalAction("put.nothing_to_answer", put_rule(table))
    if action.do == "decline":
        return IllegalAction("put.window_over", put_rule(table))
    if action.do != "play":
        return IllegalAction("put.play_choices", "PU-5", do=action.do)
    if hand is not None and action.card not in hand:
        return IllegalAction("put.card_not_held", "PU-5", card=action.card, seat=action.seat)
    return None
