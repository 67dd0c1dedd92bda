"""The Put and Take engine: RULES.md PT-1..PT-11, PT-V1..PT-V4, CH-1..CH-5.

Put and Take has no decisions. A round is `start_round` (ante, shuffle and cut,
deal) followed by ten `advance` steps, each turning one card with its payments,
so the table can animate the reveal card by card. Event types it emits:
draw, first_banker, cut, ante, deal, turn, pay, receive, cover, bottom, pool,
rebuy, bust, bank, game_over.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .. import cards as C
from ..chips import pay_from
from ..engine import Action, ChipEngine, Choice
from ..errors import IllegalAction, InvalidSetup
from ..events import Detail, Event, event, event_of, given, shared_event
from ..fast import build
from ..rng import Rng
from ..table import clockwise_from, close_chip_round, draw_for_deal, previous_active
from ..view import drawn_cards, log_round, round_dealer, unseen_of
from . import refusals
from .settings import PutAndTakeSettings
from .state import PutAndTakeState
from .view import PutAndTakeView, last_turn

CODES = refusals.ENGLISH
"""Put and Take's own codes, registered by importing them (rules/refusals.py)."""

BASE = (1, 2, 4, 8, 16)
"""PT-5: chips per matching card for the 1st..5th turned card."""
HAND_SIZE = 5
ROW_SIZE = 5
PAYMENT = given("seat", "amount", "short", "card", "k", "cards", "reason", "note", "details")
"""The fields of a payment's event (pay, receive) for a turned card."""
COVER = given("seat", "to", "amount", "short", "note")
DEAL = given("seat", "cards")


def first_banker_draw(rng: Rng, players: int) -> tuple[int, list[Event]]:
    """PT-2: one card face up each from seat 0; the highest rank (ace high) banks; ties redraw."""
    return draw_for_deal(rng, players, lambda card: C.ACE_HIGH[card[0]], "first_banker", "PT-2")


@lru_cache(maxsize=1024)
def hand_index(
    hand: tuple[str, ...],
) -> tuple[dict[str, tuple[str, ...]], dict[str, int], dict[str, int]]:
    """A hand's cards by rank (in the hand's order), how many it holds of each suit and, by rank, how many of
    them are red: a hand is asked about each of the round's ten cards, so this is worked out once a hand (and
    shared: read it, never change it)."""
    by_rank: dict[str, tuple[str, ...]] = {}
    suits: dict[str, int] = {}
    reds: dict[str, int] = {}
    for card in hand:
        by_rank[card[0]] = by_rank.get(card[0], ()) + (card,)
        suits[card[1]] = suits.get(card[1], 0) + 1
        if card[1] in C.RED_SUITS:
            reds[card[0]] = reds.get(card[0], 0) + 1
    return by_rank, suits, reds


@lru_cache(maxsize=64)
def round_payers(
    hands: tuple[tuple[str, ...], ...], banker: int
) -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, ...]], dict[int, int]]:
    """The seats that a turned card can make pay or receive this round, in payment order (PT-11): by rank, the
    hands holding it (PT-5, PT-7); by suit, the hands holding three or more of it (PT-V3); and each seat's place
    in that order. Worked out once a round (its ten cards ask), so that a card asks `payment_for` only about the
    hands it may concern (at 8 players, 2.4 of 7 on average: the round 5% faster, measured). Shared between the
    round's cards: read it, never change it."""
    by_rank: dict[str, tuple[int, ...]] = {}
    by_suit: dict[str, tuple[int, ...]] = {}
    place: dict[int, int] = {}
    for seat in clockwise_from(banker + 1, len(hands)):
        if not hands[seat]:
            continue
        place[seat] = len(place)
        ranks, suits, _reds = hand_index(hands[seat])
        for rank in ranks:
            by_rank[rank] = by_rank.get(rank, ()) + (seat,)
        for suit, count in suits.items():
            if count >= 3:
                by_suit[suit] = by_suit.get(suit, ()) + (seat,)
    return by_rank, by_suit, place


def concerned(
    hands: tuple[tuple[str, ...], ...], banker: int, turned: str, settings: PutAndTakeSettings
) -> Iterable[int]:
    """The seats whose hands pay or receive for `turned` (PT-5, PT-7, PT-V3), in payment order (PT-11): those
    holding its rank and, with red and black, those holding three of its suit. Any other hand's is NOTHING."""
    by_rank, by_suit, place = round_payers(hands, banker)
    seats = by_rank.get(turned[0], ())
    suited = by_suit.get(turned[1]) if settings.red_and_black else None
    if not suited:
        return seats
    return sorted({*seats, *suited}, key=place.__getitem__)


Extras = tuple[tuple[Detail, ...], str | None]
"""A payment's extras as data (PT-V2's "same_colour", PT-V3's "suit") and as its note says them."""
EXTRAS_ENGLISH = {"same_colour": "+{n} same colour (PT-V2)", "suit": "+{n} suit (PT-V3)"}
"""Each kind of extra in English, as a payment's `note` says it."""


@lru_cache(maxsize=256)
def payment_extras(same_colour: int, suit: int) -> Extras:
    """The extras of a payment, PT-V2's chips for its same-colour matches and PT-V3's for the suit (0: none), and
    its note ("+1 same colour (PT-V2), +3 suit (PT-V3)"; None for none). Few distinct ones: made once each, then
    shared (they are frozen), looked up by their two figures, not by the Details (a Detail's hash is a Python call)."""
    details: tuple[Detail, ...] = ()
    if same_colour:
        details += (Detail(kind="same_colour", n=same_colour),)
    if suit:
        details += (Detail(kind="suit", n=suit),)
    return details, ", ".join(EXTRAS_ENGLISH[item.kind].format(n=item.n) for item in details) or None


NOTHING: tuple[int, tuple[str, ...], Extras] = (0, (), payment_extras(0, 0))
"""What a hand without the turned card's rank (nor, PT-V3, three of its suit) pays or receives."""


def payment_for(
    hand: tuple[str, ...], turned: str, k: int, settings: PutAndTakeSettings
) -> tuple[int, tuple[str, ...], Extras]:
    """What one hand pays or receives for the k-th turned card (PT-5/PT-7, PT-V2..V4).

    Returns (chips, the matching cards, the variant extras: `payment_extras`).
    """
    rank, suit = turned[0], turned[1]
    by_rank, suits, reds = hand_index(hand)
    suit_bonus = k if settings.red_and_black and suits.get(suit, 0) >= 3 else 0
    matches = by_rank.get(rank, ())
    if not matches and not suit_bonus:
        return NOTHING
    per_card = C.RIVER_VALUE[rank] if settings.up_and_down_the_river else BASE[k - 1]
    same_colour = 0
    if settings.easy_come_easy_go and matches:  # the matches share the turned card's rank: those of its colour
        red = reds.get(rank, 0)
        same_colour = red if suit in C.RED_SUITS else len(matches) - red
    return per_card * len(matches) + same_colour + suit_bonus, matches, payment_extras(same_colour, suit_bonus)


@lru_cache(maxsize=4096)
def turn_event(card: str, k: int, row: str, banker: int) -> Event:
    """PT-5, PT-7: the banker turns `card`, the k-th of its row (few distinct ones: made once each and shared, as
    `shared_event` does, but looked up by position: a cache called with keywords makes a dict of them first,
    3.9k -> 1.7k instructions a hit)."""
    return event("turn", card=card, k=k, reason=row, seat=banker)


@lru_cache(maxsize=256)
def ante_event(seat: int, paid: int, short: int | None) -> Event:
    """PT-V1: `seat` antes (made once each and shared, looked up by position: see `turn_event`)."""
    return event("pay", seat=seat, amount=paid, short=short, reason="ante")


def no_decisions() -> IllegalAction:
    """The one refusal of every decision, in any state and from any view: the banker turns the cards (PT-11)."""
    return IllegalAction("put_and_take.no_decisions", "PT-11")


class PutAndTakeEngine(ChipEngine[PutAndTakeState, PutAndTakeSettings, PutAndTakeView]):
    """Put and Take: the banker turns five put cards, then five take cards."""

    game = "put_and_take"
    min_players = 2
    max_players = 8
    decision_rule = "PT-11"

    def check_setup(self, settings: PutAndTakeSettings, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise InvalidSetup(
                "put_and_take.players", "PT-1", low=self.min_players, high=self.max_players, players=players
            )

    def new_game(
        self,
        settings: PutAndTakeSettings,
        players: int,
        seed: int = 0,
        *,
        first_dealer: int | None = None,
        stacks: tuple[int, ...] | None = None,
        humans: tuple[int, ...] = (),
    ) -> PutAndTakeState:
        stacks, rng, first_dealer, events = self.seat_players(
            settings, players, seed, first_dealer, stacks, first_banker_draw, "PT-2"
        )
        return PutAndTakeState(
            settings=settings,
            players=players,
            humans=tuple(humans),
            stacks=stacks,
            out=(False,) * players,
            rebuys=(0,) * players,
            banker=first_dealer,
            rng=rng.state,
            deck=C.DECK,
            hands=((),) * players,
            events=tuple(events),
        )

    # -- the engine shape -------------------------------------------------

    def needs_round(self, state: PutAndTakeState) -> bool:
        return state.phase == "deal"

    def to_act(self, state: PutAndTakeState) -> int | None:
        return None

    def choices(self, state: PutAndTakeState) -> tuple[Choice, ...]:
        return ()

    def verify(self, state: PutAndTakeState, action: Action) -> None:
        raise no_decisions()

    def why_not(self, view: PutAndTakeView, action: Action) -> IllegalAction:
        return no_decisions()

    def perform(self, state: PutAndTakeState, action: Action) -> PutAndTakeState:
        self.verify(state, action)
        return state

    def dealer(self, state: PutAndTakeState) -> int:
        return state.banker

    def pot_of(self, state: PutAndTakeState) -> int:
        return state.pool

    # -- what a seat knows -----------------------------------------------------

    def seen_cards(self, state: PutAndTakeState, seat: int | None) -> frozenset[str]:
        """Every hand is face up (PT-4) and so are both rows: every seat sees all but the stock."""
        cards = drawn_cards(state.events)
        cards.update(state.put_row, state.take_row)
        for hand in state.hands:
            cards.update(hand)
        return frozenset(cards)

    def view(self, state: PutAndTakeState, seat: int | None) -> PutAndTakeView:
        return self.views(state, (seat,))[0]

    def views(self, state: PutAndTakeState, seats: Iterable[int | None]) -> list[PutAndTakeView]:
        """Every seat sees the same table (PT-4): the view is made once, each seat's a copy naming the seat."""
        public = self.public_view(state)
        return [public if seat is None else public.model_copy(update={"seat": seat}) for seat in seats]

    def public_view(self, state: PutAndTakeState) -> PutAndTakeView:
        # The engine's own values: validating them again (every event of the log) cost most of a view.
        return build(
            PutAndTakeView,
            seat=None,
            players=state.players,
            phase=state.phase,
            dealer=state.banker,
            round_dealer=round_dealer(state.banker, state.last_dealer, state.phase in ("deal", "over")),
            round=log_round(state.rounds_played, state.phase in ("deal", "over")),
            rounds_played=state.rounds_played,
            to_act=None,
            legal=(),
            log=state.events,
            unseen=unseen_of(self.seen_cards(state, None)),
            settings=state.settings,
            stacks=state.stacks,
            out=state.out,
            rebuys=state.rebuys,
            pool=state.pool,
            hands=state.hands,
            put_row=state.put_row,
            take_row=state.take_row,
            last_turn=last_turn(state),
        )

    # -- a round ------------------------------------------------------------

    def start_round(
        self, state: PutAndTakeState, deck: tuple[str, ...] | None = None, hands: object = None
    ) -> PutAndTakeState:
        """PT-V1 ante, PT-3 shuffle and cut (unless `deck` is scripted), PT-4 deal."""
        if state.phase != "deal":
            raise IllegalAction(
                "round.in_progress" if state.phase != "over" else "game.over",
                "PT-11" if state.phase != "over" else self.end_rule,
            )
        if hands is not None:
            raise InvalidSetup("put_and_take.whole_deck_only", "PT-4")
        rng = Rng(state.rng)
        events: list[Event] = []
        stacks = list(state.stacks)
        pool = state.pool
        order = [s for s in clockwise_from(state.banker + 1, state.players) if s != state.banker and not state.out[s]]
        if state.settings.ante:
            for seat in order:
                paid, short = pay_from(stacks, seat, 1)
                pool += paid
                events.append(ante_event(seat, paid, short or None))
        if deck is None:
            cutter = previous_active(state.banker, state.out)
            at = rng.between(4, 48)
            deck = C.cut(rng.shuffled(C.DECK), at)
            events.append(shared_event("cut", seat=cutter, k=at))
        deck = tuple(deck)
        every = len(order)  # one card at a time: seat number i in `order` gets every `every`-th card from i
        dealt: list[tuple[str, ...]] = [()] * state.players
        for i, seat in enumerate(order):
            dealt[seat] = deck[i : HAND_SIZE * every : every]
            events.append(event_of(DEAL, "deal", seat=seat, cards=dealt[seat]))
        return state.model_copy(
            update={
                "rng": rng.state,
                "stacks": tuple(stacks),
                "pool": pool,
                "phase": "put",
                "deck": deck[HAND_SIZE * every :],
                "hands": tuple(dealt),
                "put_row": (),
                "take_row": (),
                "events": tuple(events),
            }
        )

    def advance(self, state: PutAndTakeState) -> PutAndTakeState:
        """Turn the next put or take card and make its payments (PT-5..PT-8)."""
        if state.phase == "put":
            return self._turn_put(state)
        if state.phase == "take":
            return self._turn_take(state)
        if state.phase == "over":
            raise IllegalAction("turn.no_card_over", self.end_rule)
        raise IllegalAction("turn.no_card_deal", "PT-11")

    def _turn_put(self, state: PutAndTakeState) -> PutAndTakeState:
        k = len(state.put_row) + 1
        turned, deck = state.deck[0], state.deck[1:]
        events = [turn_event(turned, k, "put", state.banker)]
        stacks = list(state.stacks)
        pool = state.pool
        hands, settings = state.hands, state.settings
        for seat in concerned(hands, state.banker, turned, settings):
            chips, matches, (extras, note) = payment_for(hands[seat], turned, k, settings)
            if chips:
                paid, short = pay_from(stacks, seat, chips)
                pool += paid
                events.append(
                    event_of(
                        PAYMENT,
                        "pay",
                        seat=seat,
                        amount=paid,
                        short=short or None,
                        card=turned,
                        k=k,
                        cards=matches,
                        reason="put",
                        note=note,
                        details=extras or None,
                    )
                )
        put_row = state.put_row + (turned,)
        phase = "put"
        if k == ROW_SIZE:
            deck = deck + put_row
            events.append(event("bottom", cards=put_row, note="PT-6"))
            phase = "take"
        return state.model_copy(
            update={
                "deck": deck,
                "put_row": put_row,
                "stacks": tuple(stacks),
                "pool": pool,
                "events": state.events + tuple(events),
                "phase": phase,
            }
        )

    def _turn_take(self, state: PutAndTakeState) -> PutAndTakeState:
        k = len(state.take_row) + 1
        turned, deck = state.deck[0], state.deck[1:]
        events = [turn_event(turned, k, "take", state.banker)]
        stacks = list(state.stacks)
        pool = state.pool
        banker = state.banker
        hands, settings = state.hands, state.settings
        for seat in concerned(hands, banker, turned, settings):
            chips, matches, (extras, note) = payment_for(hands[seat], turned, k, settings)
            if not chips:
                continue
            from_pool = min(pool, chips)
            pool -= from_pool
            covered, short = pay_from(stacks, banker, chips - from_pool)
            if covered or short:
                events.append(
                    event_of(COVER, "cover", seat=banker, to=seat, amount=covered, short=short or None, note="PT-8")
                )
            stacks[seat] += from_pool + covered
            events.append(
                event_of(
                    PAYMENT,
                    "receive",
                    seat=seat,
                    amount=from_pool + covered,
                    short=short or None,
                    card=turned,
                    k=k,
                    cards=matches,
                    reason="take",
                    note=note,
                    details=extras or None,
                )
            )
        update = {
            "deck": deck,
            "take_row": state.take_row + (turned,),
            "stacks": tuple(stacks),
            "pool": pool,
            "events": state.events + tuple(events),
        }
        if k < ROW_SIZE:
            return state.model_copy(update=update)
        return self._end_round(state.model_copy(update=update))

    def _end_round(self, state: PutAndTakeState) -> PutAndTakeState:
        """Pool to the banker (PT-8), busts (CH-4), the bank passes (PT-9), game end (CH-5)."""
        stacks, events = list(state.stacks), list(state.events)
        if state.pool:
            stacks[state.banker] += state.pool
            events.append(event("pool", seat=state.banker, amount=state.pool, reason="pool"))
        update, banker = close_chip_round(state, stacks, events, state.banker, "bank", "PT-9")
        return state.model_copy(update={**update, "pool": 0, "banker": banker})
