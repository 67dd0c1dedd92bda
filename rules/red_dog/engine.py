"""The Red Dog engine: RULES.md RD-1..RD-10, RD-V1..RD-V3, CH-1..CH-5.

A round is `start_round` (shuffle and cut, deal) and then, for each bettor from the
dealer's left to the dealer (RD-6), one decision (`apply`: bet, forfeit or pass) and,
after a bet, one automatic step (`advance`: turn the card and settle it, RD-7), so the
table can animate the turn. Event types: draw, first_dealer, pay (ante), cut, deal
(`k` = cards dealt; the cards are private), misdeal (`k` = cards that seat got), sit_out,
and those of rules/red_dog/betting.py.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable

from .. import cards as C
from ..chips import pay_from
from ..engine import Action, ChipEngine, Choice
from ..errors import IllegalAction, InvalidSetup
from ..events import Event, event, shared_event
from ..rng import Rng
from . import deal as D
from .betting import ante_everyone, finish_round, max_bet, next_turn, turn_for_stake
from .checks import refusal
from .odds import beaten_count
from .settings import RedDogSettings, burn_allowed, hand_size
from .state import RedDogState
from .view import RedDogView, decisions, seat_view, seat_views, seen_by

RULE = "RD-6"
"""The rule that says who decides when."""


@lru_cache(maxsize=4096)
def bet_event(seat: int | None, amount: int | None) -> Event:
    """RD-6: `seat` bets `amount` (made once each and shared, looked up by position: see betting.turn_event)."""
    return event("bet", seat=seat, amount=amount, note=RULE)


@lru_cache(maxsize=256)
def deal_event(seat: int, cards: int) -> Event:
    """RD-5: `seat` is dealt so many cards (made once each and shared, looked up by position: betting.turn_event)."""
    return event("deal", seat=seat, k=cards, note="RD-5")


class RedDogEngine(ChipEngine[RedDogState, RedDogSettings, RedDogView]):
    """Red Dog: each player in turn bets that his hand beats the next card of the stock."""

    game = "red_dog"
    min_players = 2
    max_players = 10
    decision_rule = RULE
    takes_hands = True

    def check_setup(self, settings: RedDogSettings, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise InvalidSetup("red_dog.players", "RD-1", low=self.min_players, high=self.max_players, players=players)
        if settings.burn and not burn_allowed(settings, players):
            size = hand_size(settings, players)
            raise InvalidSetup("red_dog.burn_too_many", "RD-V1", players=players, size=size, total=(size + 2) * players)

    def new_game(
        self,
        settings: RedDogSettings,
        players: int,
        seed: int = 0,
        *,
        first_dealer: int | None = None,
        stacks: tuple[int, ...] | None = None,
        humans: tuple[int, ...] = (),
    ) -> RedDogState:
        """A new table: the first-dealer draw (RD-3) unless given, then the opening ante (RD-2)."""
        stacks, rng, first_dealer, events = self.seat_players(
            settings, players, seed, first_dealer, stacks, D.first_dealer_draw, "RD-3"
        )
        out = (False,) * players
        chips = list(stacks)
        pot, antes = ante_everyone(chips, out, first_dealer, "RD-2")
        return RedDogState(
            settings=settings,
            players=players,
            humans=tuple(humans),
            stacks=tuple(chips),
            out=out,
            rebuys=(0,) * players,
            dealer=first_dealer,
            pot=pot,
            rng=rng.state,
            stock=C.DECK,
            hands=((),) * players,
            shown=((),) * players,
            events=tuple(events + antes),
        )

    # -- the engine shape -------------------------------------------------

    def needs_round(self, state: RedDogState) -> bool:
        return state.phase == "deal"

    def to_act(self, state: RedDogState) -> int | None:
        return state.order[state.next_bettor] if state.phase == "bet" else None

    def dealer(self, state: RedDogState) -> int:
        return state.dealer

    def pot_of(self, state: RedDogState) -> int:
        return state.pot

    # -- decisions ----------------------------------------------------------

    def bet_range(self, state: RedDogState) -> tuple[int, int] | None:
        """RD-6: (1, max) for the seat to act, or None when it may not bet (0 chips, no decision due)."""
        if state.phase != "bet":
            return None
        top = max_bet(state, state.order[state.next_bettor])
        return (1, top) if top >= 1 else None

    def choices(self, state: RedDogState) -> tuple[Choice, ...]:
        """Forfeit (or, for a short hand, pass), then a bet of 1 up to the limit when one is possible (RD-6)."""
        if state.phase != "bet":
            return ()
        return decisions(state, state.order[state.next_bettor])

    def verify(self, state: RedDogState, action: Action) -> None:
        refused = refusal(state, self.to_act(state), action)
        if refused is not None:
            raise refused

    def why_not(self, view: RedDogView, action: Action) -> IllegalAction | None:
        """Why `action` is refused, from any seat's view: the hands' sizes, stacks and pot are public."""
        return refusal(view, view.to_act, action)

    def perform(self, state: RedDogState, action: Action) -> RedDogState:
        """A bet (waits for its card: `advance`), a forfeit of 1 chip (RD-6) or a short hand's pass (RD-V3)."""
        seat = action.seat
        if action.do == "bet":
            said = bet_event(seat, action.amount)
            return state.model_copy(update={"phase": "turn", "stake": action.amount, "events": state.events + (said,)})
        if action.do == "forfeit":
            stacks = list(state.stacks)
            paid, short = pay_from(stacks, seat, 1)
            done = shared_event("forfeit", seat=seat, amount=paid, short=short or None, note=RULE)
            return next_turn(
                state, {"stacks": tuple(stacks), "pot": state.pot + paid, "events": state.events + (done,)}
            )
        return next_turn(state, {"events": state.events + (shared_event("pass", seat=seat, note="RD-V3"),)})

    # -- what a seat knows -----------------------------------------------------

    def seen_cards(self, state: RedDogState, seat: int | None) -> frozenset[str]:
        return frozenset(seen_by(state, seat))

    def view(self, state: RedDogState, seat: int | None) -> RedDogView:
        """What `seat` sees (hidden information stays hidden)."""
        return seat_view(state, seat)

    def views(self, state: RedDogState, seats: Iterable[int | None]) -> list[RedDogView]:
        """Several seats' views of one state, what they share worked out once."""
        return seat_views(state, seats)

    def advice(self, state: RedDogState) -> dict[str, Any] | None:
        """How many of the cards the deciding seat has not seen its hand beats (RD-7), and how many there are."""
        seat = self.to_act(state)
        if seat is None:
            return None
        view = seat_view(state, seat)
        return {"seat": seat, "wins": beaten_count(view.hand, view.unseen), "unseen": len(view.unseen)}

    def advance(self, state: RedDogState) -> RedDogState:
        """Turn the card for the waiting bet and settle it (RD-7, RD-V1, RD-8)."""
        if state.phase != "turn":
            code = {"over": "turn.no_card_over", "deal": "turn.no_card_deal"}.get(state.phase, "turn.no_card_wait")
            raise IllegalAction(code, self.end_rule if state.phase == "over" else RULE, seat=self.to_act(state))
        return turn_for_stake(state)

    # -- a round ------------------------------------------------------------

    def start_round(
        self, state: RedDogState, deck: tuple[str, ...] | None = None, hands: tuple[tuple[str, ...], ...] | None = None
    ) -> RedDogState:
        """RD-4 shuffle and cut (unless scripted), RD-5 deal (RD-V3 misdeal by chance), or scripted hands."""
        if state.phase != "deal":
            over = state.phase == "over"
            raise IllegalAction("game.over" if over else "round.in_progress", self.end_rule if over else RULE)
        rng = Rng(state.rng)
        dealt = D.deal_order(state.dealer, state.out)
        if hands is not None:
            hands, stock = D.scripted_hands(
                rng, hands, deck, state.out, 2 if state.settings.burn else 1, state.hand_size
            )
            return self._begin_betting(state, rng, hands, stock, dealt, [])
        events: list[Event] = []
        misdeal = None
        if deck is None:
            deck, cut = D.shuffle_and_cut(rng, state.dealer, state.out)
            events.append(cut)
            misdeal = D.pick_misdeal(rng, state.settings.irregular_deals, dealt, state.hand_size)
        else:
            D.check_scripted_deck(tuple(deck))
        hands, stock = D.deal_hands(tuple(deck), dealt, state.hand_size, state.players, misdeal)
        if misdeal is not None:
            events.append(event("misdeal", seat=misdeal[0], k=misdeal[1], note="RD-V3"))
        return self._begin_betting(state, rng, hands, stock, dealt, events)

    def _begin_betting(
        self,
        state: RedDogState,
        rng: Rng,
        hands: tuple[tuple[str, ...], ...],
        stock: tuple[str, ...],
        dealt: list[int],
        events: list[Event],
    ) -> RedDogState:
        """Log the deal, seat the sitters-out (RD-V3), and give the turn to the dealer's left (RD-6)."""
        order: list[int] = []
        size = state.hand_size
        for seat in dealt:
            events.append(deal_event(seat, len(hands[seat])))
        for seat in dealt:
            reason = D.sit_out_reason(len(hands[seat]), size)
            if reason:
                events.append(
                    shared_event("sit_out", seat=seat, note=D.SIT_OUT_ENGLISH[reason.kind], details=(reason,))
                )
            else:
                order.append(seat)
        began = state.model_copy(
            update={
                "rng": rng.state,
                "phase": "bet",
                "stock": stock,
                "hands": hands,
                "turned": (),
                "shown": ((),) * state.players,
                "order": tuple(order),
                "next_bettor": 0,
                "stake": 0,
                "events": tuple(events),
            }
        )
        return began if order else finish_round(began)
