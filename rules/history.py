"""A game as its history: every move since the game began, so it can be replayed, checked and saved.

A move is either a number of automatic steps (a deal, a card turned: `Engine.step`) or
one decision (an `Action`). Replaying a history through the engine from its seed gives
the game exactly, since all randomness comes from the seed; a history that breaks a
rule does not replay: `replay` raises IllegalAction (or InvalidSetup) naming the rule.
"""

from __future__ import annotations

from typing import Any, Iterable

from .engine import Action, Engine
from .errors import IllegalAction

Move = int | Action
"""Automatic steps (a count of at least 1), or one decision."""


def add_move(moves: list[Move], move: Move) -> None:
    """Append a move, counting consecutive automatic steps as one entry."""
    if isinstance(move, int) and moves and isinstance(moves[-1], int):
        moves[-1] += move
    else:
        moves.append(move)


def replay(engine: Engine, start: Any, moves: Iterable[Move]) -> Any:
    """The state after `moves` from `start` (a new game's state); IllegalAction for a move the rules
    refuse at that point (a decision where an automatic step is due, a step where a decision is)."""
    state = start
    for number, move in enumerate(moves, start=1):
        if isinstance(move, Action):
            state = engine.apply(state, move)
            continue
        if isinstance(move, bool) or not isinstance(move, int) or move < 1:
            raise IllegalAction(f"move {number}: {move!r} is neither a decision nor a number of steps")
        for _ in range(move):
            state = engine.step(state)
    return state
