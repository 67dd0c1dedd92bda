"""A game as its history: every move since the game began, so it can be replayed, checked and saved.

A move is either a number of automatic steps (a deal, a card turned: `Engine.step`) or
one decision (an `Action`). Replaying a history through the engine from its seed gives
the game exactly, since all randomness comes from the seed; a history that breaks a
rule does not replay: rules/drive.py `walk` raises IllegalAction (or InvalidSetup) naming the rule.
"""

from __future__ import annotations

from .actions import Action

Move = int | Action
"""Automatic steps (a count of at least 1), or one decision."""


def add_move(moves: list[Move], move: Move) -> None:
    """Append a move, counting consecutive automatic steps as one entry."""
    if isinstance(move, int) and moves and isinstance(moves[-1], int):
        moves[-1] += move
    else:
        moves.append(move)
