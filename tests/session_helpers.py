"""Driving a table session in tests, without a screen: steps, computer players and a person's choices."""

from __future__ import annotations

from typing import Callable, Sequence

from parlour.app.seating.session import TableSession
from parlour.rules.actions import Choice


def first(legal: Sequence[Choice]) -> Choice:
    return legal[0]


def play_on(session: TableSession, moves: int, pick: Callable[[Sequence[Choice]], Choice] = first) -> TableSession:
    """Up to `moves` moves, stopping at the game's end: an automatic step or a computer player's decision
    (`step`), or the person's choice `pick(legal)` when a person decides."""
    for _ in range(moves):
        if session.is_over():
            break
        person = session.person_to_act()
        if person is None:
            session.step()
        else:
            session.act(person, pick(session.view(person).legal).action())
    return session
