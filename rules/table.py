"""Seating helpers shared by the engines: turn order, the next active seat, busts, game end."""

from __future__ import annotations

from rules.events import Event, event
from rules.settings import ChipSettings


def clockwise_from(start: int, players: int) -> list[int]:
    """All seats in clockwise order beginning with `start`."""
    return [(start + i) % players for i in range(players)]


def next_active(seat: int, out: tuple[bool, ...] | list[bool]) -> int:
    """The first seat left of `seat` (seat+1, seat+2, ...) that is not out; `seat` if none."""
    n = len(out)
    for i in range(1, n + 1):
        candidate = (seat + i) % n
        if not out[candidate]:
            return candidate
    return seat


def previous_active(seat: int, out: tuple[bool, ...] | list[bool]) -> int:
    """The first seat right of `seat` that is not out; `seat` if none."""
    n = len(out)
    for i in range(1, n + 1):
        candidate = (seat - i) % n
        if not out[candidate]:
            return candidate
    return seat


def settle_busts(stacks: list[int], out: list[bool], rebuys: list[int],
                 settings: ChipSettings) -> list[Event]:
    """CH-4 at a round's end: seats at 0 chips rebuy (if allowed) or go out. Mutates the lists."""
    events: list[Event] = []
    for seat, chips in enumerate(stacks):
        if out[seat] or chips > 0:
            continue
        if settings.rebuy:
            stacks[seat] = settings.starting_chips
            rebuys[seat] += 1
            events.append(event("rebuy", seat=seat, amount=settings.starting_chips))
        else:
            out[seat] = True
            events.append(event("bust", seat=seat))
    return events


def end_reason(stacks: list[int] | tuple[int, ...], out: list[bool] | tuple[bool, ...],
               humans: tuple[int, ...], rounds_played: int, settings: ChipSettings) -> str | None:
    """CH-5: why the game is over after a round, or None if it goes on."""
    holders = sum(1 for seat, chips in enumerate(stacks) if chips > 0 and not out[seat])
    if holders == 0:
        return "every player is out"
    if holders == 1:
        return "one player holds all the chips"
    if humans and all(out[seat] for seat in humans):
        return "the human players are all out"
    if settings.rounds and rounds_played >= settings.rounds:
        return f"{settings.rounds} rounds played"
    return None
