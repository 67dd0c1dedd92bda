"""Seating helpers shared by the engines: turn order, the next active seat, busts, game end."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from .cards import DECK
from .chips import winner_by_stack
from .events import Event, event, shared_event
from .outcome import Termination
from .rng import Rng
from .settings import ChipSettings


@lru_cache(maxsize=256)
def clockwise_from(start: int, players: int) -> tuple[int, ...]:
    """All seats in clockwise order beginning with `start` (every round asks again: made once each)."""
    return tuple((start + i) % players for i in range(players))


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


def settle_busts(stacks: list[int], out: list[bool], rebuys: list[int], settings: ChipSettings) -> list[Event]:
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


def termination(
    stacks: list[int] | tuple[int, ...],
    out: list[bool] | tuple[bool, ...],
    humans: tuple[int, ...],
    rounds_played: int,
    settings: ChipSettings,
) -> Termination | None:
    """CH-5: why the game is over after a round, or None if it goes on."""
    holders = sum(1 for seat, chips in enumerate(stacks) if chips > 0 and not out[seat])
    if holders == 0:
        return Termination.ALL_OUT
    if holders == 1:
        return Termination.ONE_HOLDER
    if humans and all(out[seat] for seat in humans):
        return Termination.PEOPLE_OUT
    if settings.rounds and rounds_played >= settings.rounds:
        return Termination.ROUNDS_PLAYED
    return None


def draw_for_deal(
    rng: Rng, players: int, strength: Callable[[str], int], chosen: str, rule: str
) -> tuple[int, list[Event]]:
    """PT-2 / PU-2: one card face up each from seat 0; the highest by `strength` wins; the tied draw again.

    The draws continue from the same shuffled deck (a fresh one if it runs out); the
    winner is announced with an event of type `chosen`.
    """
    deck = rng.shuffled(DECK)
    events: list[Event] = []
    candidates = list(range(players))
    while True:
        drawn: dict[int, str] = {}
        for seat in candidates:
            if not deck:
                deck = rng.shuffled(DECK)
            drawn[seat] = deck.pop(0)
            events.append(event("draw", seat=seat, card=drawn[seat]))
        best = max(strength(card) for card in drawn.values())
        candidates = [seat for seat in candidates if strength(drawn[seat]) == best]
        if len(candidates) == 1:
            events.append(event(chosen, seat=candidates[0], note=rule))
            return candidates[0], events


def close_chip_round(
    state: Any, stacks: list[int], events: list[Event], dealer: int, passes: str, rule: str
) -> tuple[dict[str, Any], int]:
    """The end of a chip game's round: busts or rebuys (CH-4), the deal passes left past the
    busted (PT-9, RD-9; an event of type `passes` while the game goes on: once it has ended nobody
    deals again, though the state's dealer still names the seat it would pass to), and the game may
    end (CH-5).

    Returns the state update (stacks, out, rebuys, rounds, events, phase, termination) and
    the next dealer.
    """
    out, rebuys = list(state.out), list(state.rebuys)
    events.extend(settle_busts(stacks, out, rebuys, state.settings))
    following = next_active(dealer, out)
    rounds_played = state.rounds_played + 1
    ended = termination(stacks, out, state.humans, rounds_played, state.settings)
    if not ended:
        events.append(shared_event(passes, seat=following, note=rule))
    else:
        events.append(
            event(
                "game_over",
                seat=winner_by_stack(stacks),
                note=ended.describe(state.settings),
                ending=ended.ending(state.settings),
            )
        )
    return {
        "stacks": tuple(stacks),
        "out": tuple(out),
        "rebuys": tuple(rebuys),
        "rounds_played": rounds_played,
        "events": tuple(events),
        "phase": "over" if ended else "deal",
        "termination": ended,
        "last_dealer": dealer,
    }, following
