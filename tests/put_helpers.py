"""Helpers for the Put tests: scripted decks, starting a round, applying actions by their codes."""

from __future__ import annotations

from typing import cast

from parlour.rules import cards as C
from parlour.rules.actions import ActionKind
from parlour.rules.engine import Action
from parlour.rules.put.engine import PutEngine
from parlour.rules.put.settings import PutSettings
from parlour.rules.put.state import PutState

ENGINE = PutEngine()


def deck_for(hands_in_deal_order: list[list[str]]) -> tuple[str, ...]:
    """A full deck dealing these hands (listed in the deal order), one card at a time; the rest after."""
    top = [hand[i] for i in range(len(hands_in_deal_order[0])) for hand in hands_in_deal_order]
    return tuple(top) + tuple(card for card in C.DECK if card not in top)


def start(
    hands_in_deal_order: list[list[str]], dealer: int = 0, scores: tuple[int, ...] | None = None, **settings
) -> PutState:
    """A new game whose first round deals these hands; optional scores to start from."""
    table = PutSettings(**settings)
    players = {"two_player": 2, "partners": 4}.get(table.mode, len(hands_in_deal_order))
    state = ENGINE.new_game(table, players, seed=1, first_dealer=dealer)
    if scores is not None:
        state = state.model_copy(update={"scores": scores})
    state = ENGINE.start_round(state, deck_for(hands_in_deal_order))
    while ENGINE.to_act(state) is None and state.phase in ("pass", "discard"):
        state = ENGINE.advance(state)
    return state


def action(state: PutState, code: str) -> Action:
    """The action `code` ("put", "play 3H") for the seat whose decision is due."""
    seat = cast(int, ENGINE.to_act(state))  # a decision is due
    if code.startswith("play "):
        return Action(seat=seat, do="play", card=code[5:])
    return Action(seat=seat, do=cast(ActionKind, code))


def act(state: PutState, *codes: str) -> PutState:
    """Apply several actions in turn, each by the seat whose decision is due."""
    for code in codes:
        state = ENGINE.apply(state, action(state, code))
    return state


def types(state: PutState) -> list[str]:
    """The event types of the round log."""
    return [item.type for item in state.events]
