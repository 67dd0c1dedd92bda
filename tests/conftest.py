"""Shared test fixtures: replaying a Put and Take round log as chip movements.

`replay_chips` is session-scoped so Hypothesis tests may use it too.
"""

from __future__ import annotations

from typing import Callable, Iterable

import pytest

ChipReplay = Callable[[Iterable, tuple[int, ...], int], tuple[tuple[int, ...], int]]


def _replay_chips(events: Iterable, stacks: tuple[int, ...], pool: int) -> tuple[tuple[int, ...], int]:
    """Apply every chip event of a Put and Take log to (stacks, pool) and return the result.

    pay: seat -> pool; cover: banker -> pool (then on to the player); receive: pool -> seat;
    pool: pool -> banker; rebuy: new chips to the seat. The pool may never go negative.
    """
    stacks = list(stacks)
    for ev in events:
        if ev.type == "pay":
            stacks[ev.seat] -= ev.amount
            pool += ev.amount
        elif ev.type == "cover":
            stacks[ev.seat] -= ev.amount
            pool += ev.amount
        elif ev.type in ("receive", "pool"):
            stacks[ev.seat] += ev.amount
            pool -= ev.amount
        elif ev.type == "rebuy":
            stacks[ev.seat] += ev.amount
        assert pool >= 0, f"the pool went negative at {ev!r}"
    return tuple(stacks), pool


@pytest.fixture(scope="session")
def replay_chips() -> ChipReplay:
    """The chip-replay function (see `_replay_chips`)."""
    return _replay_chips
