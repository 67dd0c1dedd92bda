"""Betting in Red Dog: the bet limits (RD-6), the turned card and its settlement (RD-7, RD-V1),
the re-ante when the pot runs dry (RD-8) and the end of a round (CH-4, RD-9, CH-5).

Event types emitted here: bet, forfeit, pass, burn, turn, win, lose, pay (ante), rebuy,
bust, deal_passes, game_over.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..cards import ACE_HIGH
from ..chips import pay_from
from ..events import Event, event, event_of, given, shared_event
from ..table import clockwise_from, close_chip_round
from .state import RedDogState

WON = given("seat", "amount", "card", "note")
"""The fields of a won bet's event (RD-7): the bettor, the stake, the card it showed."""
LOST = given("seat", "amount", "cards", "note")
"""The fields of a lost bet's event (RD-7): the bettor, the stake, the hand it showed."""


def max_bet(state: RedDogState, seat: int) -> int:
    """RD-6: a bet is at most the chips now in the pot and at most the bettor's stack."""
    return min(state.pot, state.stacks[seat])


def winning_card(hand: tuple[str, ...], turned: str) -> str | None:
    """RD-7: the lowest card of the turned card's suit and higher rank (ace high), or None."""
    suit, beat = turned[1], ACE_HIGH[turned[0]]
    best = None
    for card in hand:
        if card[1] == suit and ACE_HIGH[card[0]] > beat and (best is None or ACE_HIGH[card[0]] < ACE_HIGH[best[0]]):
            best = card
    return best


@lru_cache(maxsize=256)
def ante_event(seat: int, paid: int, short: int | None, rule: str) -> Event:
    """RD-2/RD-8: `seat` antes (made once each and shared, looked up by position: see `turn_event`)."""
    return event("pay", seat=seat, amount=paid, short=short, reason="ante", note=rule)


def ante_everyone(
    stacks: list[int], out: tuple[bool, ...] | list[bool], dealer: int, rule: str
) -> tuple[int, list[Event]]:
    """RD-2/RD-8: every seat still in the game puts 1 chip in (table stakes, CH-2). Mutates `stacks`."""
    collected = 0
    events: list[Event] = []
    for seat in clockwise_from(dealer + 1, len(stacks)):
        if out[seat]:
            continue
        paid, short = pay_from(stacks, seat, 1)
        collected += paid
        events.append(ante_event(seat, paid, short or None, rule))
    return collected, events


@lru_cache(maxsize=4096)
def turn_event(dealer: int, card: str, k: int) -> Event:
    """RD-7: the dealer turns `card`, the k-th card of the round (few distinct ones: made once each and shared, as
    `shared_event` does, but looked up by position: a cache called with keywords makes a dict of them first,
    3.9k -> 1.7k instructions a hit)."""
    return event("turn", seat=dealer, card=card, k=k, note="RD-7")


def turn_for_stake(state: RedDogState) -> RedDogState:
    """RD-7 (RD-V1): turn the top card (after the burn) and settle the waiting stake; RD-8 if the pot is empty."""
    seat, stake, stock, dealer = state.order[state.next_bettor], state.stake, state.stock, state.dealer
    said: tuple[Event, ...] = ()
    if state.settings.burn:
        stock = stock[1:] + stock[:1]
        said = (shared_event("burn", seat=dealer, note="RD-V1"),)
    card = stock[0]
    turned = state.turned + (card,)
    said += (turn_event(dealer, card, len(turned)),)
    stacks = list(state.stacks)
    pot = state.pot
    hand = state.hands[seat]
    win = winning_card(hand, card)
    if win is not None:
        stacks[seat] += stake
        pot -= stake
        showing = (win,)
        said += (event_of(WON, "win", seat=seat, amount=stake, card=win, note="RD-7"),)
    else:
        stacks[seat] -= stake
        pot += stake
        showing = hand
        said += (event_of(LOST, "lose", seat=seat, amount=stake, cards=hand, note="RD-7"),)
    if pot == 0:
        collected, antes = ante_everyone(stacks, state.out, dealer, "RD-8")
        pot += collected
        said += tuple(antes)
    shown = state.shown
    return next_turn(
        state,
        {
            "stock": stock[1:],
            "turned": turned,
            "stacks": tuple(stacks),
            "pot": pot,
            "shown": shown[:seat] + (showing,) + shown[seat + 1 :],
            "stake": 0,
            "events": state.events + said,
        },
    )


def next_turn(state: RedDogState, update: dict[str, Any]) -> RedDogState:
    """Hand the turn to the next bettor (RD-6), or end the round after the dealer."""
    following = state.next_bettor + 1
    update["next_bettor"] = following
    update["phase"] = "bet"
    moved = state.model_copy(update=update)
    if following < len(state.order):
        return moved
    return finish_round(moved)


def finish_round(state: RedDogState) -> RedDogState:
    """Busts or rebuys (CH-4), the deal passes left (RD-9), the game may end (CH-5)."""
    update, dealer = close_chip_round(
        state, list(state.stacks), list(state.events), state.dealer, "deal_passes", "RD-9"
    )
    return state.model_copy(update={**update, "dealer": dealer})
