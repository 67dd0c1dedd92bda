"""Dealing in Red Dog: the first-dealer draw (RD-3), shuffle and cut (RD-4), the deal (RD-5),
the clumsy dealer's misdeals (RD-V3) and the checks on scripted hands.

Deal events carry only the number of cards (hands are private); cards become public
when they are turned or shown (RD-7).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from .. import cards as C
from ..errors import InvalidSetup
from ..events import Detail, Event, event, shared_event
from ..rng import Rng
from ..table import clockwise_from, previous_active

MIN_PACKET = 4
"""RD-4: cards left in each packet after the cut."""
DECK_CARDS = frozenset(C.DECK)


def first_dealer_draw(rng: Rng, players: int) -> tuple[int, list[Event]]:
    """RD-3: cards face up to each seat in turn from seat 0; whoever gets the first jack deals."""
    events: list[Event] = []
    for index, card in enumerate(rng.shuffled(C.DECK)):
        seat = index % players
        events.append(event("draw", seat=seat, card=card))
        if card[0] == "J":
            events.append(event("first_dealer", seat=seat, note="RD-3"))
            return seat, events
    raise AssertionError("a deck always holds a jack")


def shuffle_and_cut(rng: Rng, dealer: int, out: tuple[bool, ...]) -> tuple[tuple[str, ...], Event]:
    """RD-4: shuffle, then the active player to the dealer's right cuts (4+ cards per packet)."""
    at = rng.between(MIN_PACKET, len(C.DECK) - MIN_PACKET)
    return C.cut(rng.shuffled(C.DECK), at), shared_event("cut", seat=previous_active(dealer, out), k=at, note="RD-4")


def pick_misdeal(rng: Rng, chance: float, dealt: list[int], size: int) -> tuple[int, int] | None:
    """RD-V3: by `chance`, one random dealt seat and the cards it gets: one too few, none, or one too many."""
    if chance <= 0.0 or not dealt or rng.random() >= chance:
        return None
    seat = rng.choice(dealt)
    return seat, (size - 1, 0, size + 1)[rng.below(3)]


def deal_hands(
    deck: tuple[str, ...], dealt: list[int], size: int, players: int, misdeal: tuple[int, int] | None = None
) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """RD-5: one card at a time to the seats in `dealt` order; returns (hands per seat, stock).

    `misdeal` (seat, cards) gives that seat another number of cards (RD-V3).
    """
    if misdeal is None:  # every seat `size` cards: seat number i in `dealt` gets every len(dealt)-th card from i
        hands_of: dict[int, tuple[str, ...]] = dict.fromkeys(range(players), ())
        every = len(dealt)
        for i, seat in enumerate(dealt):
            hands_of[seat] = deck[i : size * every : every]
        return tuple(hands_of.values()), deck[size * every :]
    counts = dict.fromkeys(dealt, size)
    # Always true here (the early return above); kept as written.
    if misdeal is not None:  # pyright: ignore[reportUnnecessaryComparison]
        counts[misdeal[0]] = misdeal[1]
    hands: list[list[str]] = [[] for _ in range(players)]
    position = 0
    for turn in range(max(counts.values(), default=0)):
        for seat in dealt:
            if turn < counts[seat]:
                hands[seat].append(deck[position])
                position += 1
    return tuple(tuple(hand) for hand in hands), deck[position:]


def deal_order(dealer: int, out: tuple[bool, ...]) -> list[int]:
    """RD-5: seats still in the game, clockwise from the dealer's left, the dealer last."""
    return [seat for seat in clockwise_from(dealer + 1, len(out)) if not out[seat]]


def sit_out_reason(cards: int, size: int) -> Detail | None:
    """RD-V3: why a hand of `cards` cards cannot bet, as data ("no_cards", "too_many_cards", with the cards); None
    when it may (full or short)."""
    if cards == 0:
        return sit_out_detail("no_cards", 0)
    if cards > size:
        return sit_out_detail("too_many_cards", cards)
    return None


@lru_cache(maxsize=64)
def sit_out_detail(kind: str, cards: int) -> Detail:
    return Detail(kind=kind, n=cards)


SIT_OUT_ENGLISH = {"no_cards": "no cards (RD-V3)", "too_many_cards": "too many cards (RD-V3)"}
"""A sit-out's reason as the event's note says it."""


def check_scripted_deck(deck: tuple[str, ...]) -> None:
    """A scripted deck must be the 52 cards, top first (RD-1)."""
    if len(deck) != len(C.DECK) or set(deck) != set(C.DECK):
        raise InvalidSetup("red_dog.deck_not_whole", "RD-1")


def scripted_hands(
    rng: Rng,
    hands: Iterable[Iterable[str]],
    stock: tuple[str, ...] | None,
    out: tuple[bool, ...],
    need_per_bettor: int,
    size: int,
) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Scripted hands (SCENARIOS.md) and their stock, checked; no stock given: the other cards, shuffled.

    One hand per seat, empty for seats out, distinct cards, and enough stock for every
    hand that may bet (one card each, two with burn).
    """
    hands = tuple(tuple(hand) for hand in hands)
    if stock is None:
        held = {card for hand in hands for card in hand}
        stock = tuple(rng.shuffled([card for card in C.DECK if card not in held]))
    stock = tuple(stock)
    if len(hands) != len(out):
        raise InvalidSetup("red_dog.hands_per_seat", seats=len(out), hands=len(hands))
    cards = [card for hand in hands for card in hand] + list(stock)
    if any(card not in DECK_CARDS for card in cards) or len(set(cards)) != len(cards):
        raise InvalidSetup("red_dog.cards_not_distinct", "RD-1")
    for seat, hand in enumerate(hands):
        if out[seat] and hand:
            raise InvalidSetup("red_dog.hand_for_out_seat", "CH-4", seat=seat)
    bettors = sum(1 for hand in hands if 0 < len(hand) <= size)
    if len(stock) < bettors * need_per_bettor:
        raise InvalidSetup(
            "red_dog.stock_too_small",
            "RD-V1" if need_per_bettor > 1 else "RD-7",
            stock=len(stock),
            bettors=bettors,
            need=need_per_bettor,
        )
    return hands, stock
