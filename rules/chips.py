"""Chip movements under table stakes (CH-2): nobody pays more than they hold."""

from __future__ import annotations

from typing import Iterable

from .events import Event


def pay_from(stacks: list[int], seat: int, amount: int) -> tuple[int, int]:
    """Take up to `amount` from `stacks[seat]` (mutating the list).

    Returns (paid, short): what was taken, and the unpaid remainder that CH-2
    records and never collects.
    """
    paid = min(amount, stacks[seat])
    stacks[seat] -= paid
    return paid, amount - paid


def winner_by_stack(stacks: tuple[int, ...] | list[int]) -> int | None:
    """CH-5: the seat with the single highest stack; None on a tie or when all are broke."""
    best = max(stacks)
    if best <= 0 or list(stacks).count(best) != 1:
        return None
    return list(stacks).index(best)


def standings(stacks: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """Seats ranked by stack, highest first (ties keep seat order)."""
    return tuple(sorted(range(len(stacks)), key=lambda s: (-stacks[s], s)))


def rebought(events: Iterable[Event], players: int) -> tuple[int, ...]:
    """Per seat, the chips received again under CH-4 (the *rebuy* setting) in `events`, a round's log: they
    are a fresh stake, not a gain, so a round's or a game's result leaves them out."""
    chips = [0] * players
    for item in events:
        if item.type == "rebuy" and item.seat is not None:
            chips[item.seat] += item.amount or 0
    return tuple(chips)
