"""A seat's view of a Red Dog table: exactly what a person in that seat would see (RULES.md,
"What the computer players know"). Computer players decide from this alone, and the table
draws from it.

A seat sees its own hand, the cards turned this round, the cards shown under RD-7, the
chips, and how many cards each hand holds; never another hand's hidden cards or the stock.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import chain, filterfalse
from typing import Any, Iterable, Literal

from pydantic import BaseModel, ConfigDict

from ..actions import Choice
from ..events import Event
from ..fast import build, construct
from ..view import SeatView, cards_of, drawn_cards, log_round, per_seat, round_dealer, seats_of, unseen_less, unseen_of
from .betting import max_bet
from .settings import RedDogSettings
from .state import RedDogState

ActKind = Literal["bet", "forfeit", "pass", "sit_out", "win", "lose"]


class SeatAct(BaseModel):
    """What a seat did last this round."""

    model_config = ConfigDict(frozen=True)

    kind: ActKind
    """bet (its card not turned yet), forfeit, pass, sit_out (RD-V3), win or lose (RD-7)."""
    amount: int | None = None
    """The chips bet, forfeited, won or lost."""


class RoundChange(BaseModel):
    """What one round did to a seat's stack so far, and what made it: the round's figure."""

    model_config = ConfigDict(frozen=True)

    antes: int = 0
    """Chips anted this round (RD-8, and in the first round the opening ante, RD-2)."""
    forfeited: int = 0
    """The chip forfeited instead of betting (RD-6)."""
    won: int = 0
    """Chips won on the seat's bet (RD-7)."""
    lost: int = 0
    """Chips lost on the seat's bet (RD-7)."""
    rebought: int = 0
    """Chips received again at the round's end (CH-4 with rebuy): a fresh stake, left out of `total`."""

    @property
    def total(self) -> int:
        """The round's result for the seat: its stack now less its stack when the round began, a rebuy left out."""
        return self.won - self.lost - self.forfeited - self.antes


OPENING_ANTE = 1
"""Every seat's ante when the game starts (RD-2): counted in the first round, though the log of that round begins
after it (rules/red_dog/engine.py `new_game`)."""


class BetResult(BaseModel):
    """The latest bet of the round that was settled (RD-7)."""

    model_config = ConfigDict(frozen=True)

    seat: int
    """The bettor."""
    amount: int
    """The stake won or lost."""
    won: bool
    """Whether the bettor's hand beat the turned card."""
    turned: str
    """The card the dealer turned for it."""
    shown: tuple[str, ...]
    """What the bettor showed: the winning card, or the whole losing hand."""


class RedDogView(SeatView):
    """The table as one seat sees it: its own hand, the public cards and chips, nothing hidden."""

    settings: RedDogSettings
    """The table's rules and variants."""
    hand: tuple[str, ...]
    """This seat's own cards (none in the public view)."""
    hand_size: int
    """The normal hand this game (RD-5, RD-V2): a shorter hand is a short hand (RD-V3)."""
    hand_counts: tuple[int, ...]
    """How many cards each seat holds."""
    turned: tuple[str, ...]
    """Cards turned this round (RD-7), in order."""
    shown: tuple[tuple[str, ...], ...]
    """Per seat, the cards shown this round under RD-7."""
    stacks: tuple[int, ...]
    """Every seat's chips (a stake waiting for its card is still in its owner's stack)."""
    out: tuple[bool, ...]
    """Seats out of the game (CH-4)."""
    rebuys: tuple[int, ...]
    """How often each seat bought in again (CH-4 with rebuy)."""
    pot: int
    """Chips in the pot."""
    stock: int
    """Cards left in the stock."""
    bettor: int | None
    """The seat betting now, or whose stake waits for its card."""
    stake: int
    """The stake waiting for its card (phase "turn"), else 0."""

    @property
    def acts(self) -> tuple[SeatAct | None, ...]:
        """Per seat, what it did last this round (None: nothing yet)."""
        return seat_acts(self.log, self.players)

    @property
    def last_result(self) -> BetResult | None:
        """The latest settled bet of this round, if any."""
        return last_result(self.log)

    @property
    def round_changes(self) -> tuple[RoundChange, ...]:
        """Per seat, what this round's antes, forfeit and bet did to its stack so far (`round_changes`)."""
        return round_changes(self.log, self.players, self.round == 1)

    bet_range: tuple[int, int] | None
    """The bet of `legal` as (1, max) when this seat may bet now (RD-6), else None."""
    may_pass: bool
    """Whether `legal` holds a pass (its turn, a short hand, RD-V3)."""

    def is_short(self, seat: int) -> bool:
        """RD-V3: whether `seat` holds a short hand (a card or more, fewer than the normal size), as the state says."""
        return 0 < self.hand_counts[seat] < self.hand_size

    def impossible(self) -> str | None:
        players = self.players
        if not per_seat(players, self.hand_counts, self.shown, self.stacks, self.out, self.rebuys):
            return "a figure per seat"
        if not seats_of(players, self.bettor):
            return "bettor"
        if not cards_of(self.hand, self.turned, *self.shown):
            return "cards"
        return super().impossible()


_FIELDS = set(RedDogView.model_fields)
"""Every field is set in a view (one set shared by all: frozen views never change it)."""


def decisions(state: RedDogState, seat: int) -> tuple[Choice, ...]:
    """RD-6 / RD-V3: forfeit (a short hand: pass), then a bet of 1 up to the limit if it can bet at all."""
    return _decisions(seat, 0 < len(state.hands[seat]) < state.hand_size, max_bet(state, seat))


@lru_cache(maxsize=4096)
def _decisions(seat: int, short: bool, top: int) -> tuple[Choice, ...]:
    """The choices for a seat, a hand and a limit (choices are frozen, so they are made once each)."""
    no_bet = build(Choice, seat=seat, do="pass" if short else "forfeit")
    return (no_bet, build(Choice, seat=seat, do="bet", low=1, high=top)) if top >= 1 else (no_bet,)


def seen_by(state: RedDogState, seat: int | None) -> set[str]:
    """Every card `seat` has seen: its own hand, and everything turned or shown (RD-7); the draw for
    the first dealer (RD-3) is face up too. Seat None: only what the whole table saw."""
    return set(seen_cards(state, seat))


def seen_cards(state: RedDogState, seat: int | None) -> Iterable[str]:
    """The cards of `seen_by`, one after the other (a shown card of the seat's own hand comes twice)."""
    events = state.events
    drawn = drawn_cards(events) if events and events[0].type == "draw" else ()
    own = state.hands[seat] if seat is not None else ()
    return chain(state.turned, chain.from_iterable(state.shown), own, drawn)


ACTS = frozenset({"bet", "forfeit", "pass", "sit_out", "win", "lose"})


def seat_acts(log: tuple[Event, ...], players: int) -> tuple[SeatAct | None, ...]:
    """What each seat did last this round, from the round log."""
    last: list[Event | None] = [None] * players
    for item in log:
        if item.type in ACTS and item.seat is not None:
            last[item.seat] = item
    return tuple(None if item is None else build(SeatAct, kind=item.type, amount=item.amount) for item in last)


def round_changes(log: tuple[Event, ...], players: int, first_round: bool) -> tuple[RoundChange, ...]:
    """Per seat, what the round of `log` did to its stack so far (the first round with its opening ante): the
    same figure as the round's summary, stack after less stack before, a rebuy left out (CH-4)."""
    figures = [{"antes": OPENING_ANTE if first_round else 0} for _seat in range(players)]
    fields = {"forfeit": "forfeited", "win": "won", "lose": "lost", "rebuy": "rebought"}
    for item in log:
        if item.seat is None:
            continue
        field = "antes" if item.type == "pay" and item.reason == "ante" else fields.get(item.type)
        if field:
            figures[item.seat][field] = figures[item.seat].get(field, 0) + (item.amount or 0)
    return tuple(RoundChange(**figure) for figure in figures)


def last_result(log: tuple[Event, ...]) -> BetResult | None:
    """The latest bet settled this round (RD-7), from the round log."""
    turned = None
    for item in reversed(log):
        if item.type in ("win", "lose") and turned is None:
            turned = item
        elif item.type == "turn" and turned is not None:
            shown = (turned.card,) if turned.type == "win" else turned.cards
            return build(
                BetResult,
                seat=turned.seat,
                amount=turned.amount,
                won=turned.type == "win",
                turned=item.card,
                shown=shown,
            )
    return None


_PUBLIC: dict[str, Any] = dict.fromkeys(RedDogView.model_fields) | {
    "legal": (),
    "unseen": (),
    "hand": (),
    "bet_range": None,
    "may_pass": False,
}
"""Every field of a view in its order, those the public view leaves empty filled in (`public_fields` copies it)."""


def public_fields(state: RedDogState) -> dict[str, Any]:
    """The public view's fields, in the view's field order (a seat's own filled in by `seat_view`)."""
    fields = state.__dict__  # read as a dict, not as 20 attributes of a model: 2% of a round at 10 players, measured
    phase = fields["phase"]
    between_rounds = phase in ("deal", "over")
    # A copy of the fields in their order, then each set: 16.1k -> 9.6k instructions against a 26-key dict display
    # (callgrind), which builds its dict key by key.
    values = _PUBLIC.copy()
    values["players"] = fields["players"]
    values["phase"] = phase
    values["dealer"] = fields["dealer"]
    values["round_dealer"] = round_dealer(fields["dealer"], fields["last_dealer"], between_rounds)
    values["round"] = log_round(fields["rounds_played"], between_rounds)
    values["rounds_played"] = fields["rounds_played"]
    values["to_act"] = fields["order"][fields["next_bettor"]] if phase == "bet" else None
    values["log"] = fields["events"]
    values["settings"] = fields["settings"]
    values["hand_size"] = state.hand_size
    values["hand_counts"] = tuple(map(len, fields["hands"]))
    values["turned"] = fields["turned"]
    values["shown"] = fields["shown"]
    values["stacks"] = fields["stacks"]
    values["out"] = fields["out"]
    values["rebuys"] = fields["rebuys"]
    values["pot"] = fields["pot"]
    values["stock"] = len(fields["stock"])
    values["bettor"] = state.bettor
    values["stake"] = fields["stake"] if phase == "turn" else 0
    return values


class PublicPart:
    """What every seat's view of one state shares: the public view's fields but the seat's own, and the cards
    the whole table has seen. `seat_views` works it out once for all the seats it is asked for."""

    __slots__ = ("fields", "seen", "_unseen")

    def __init__(self, state: RedDogState) -> None:
        self.fields = public_fields(state)
        self.seen = seen_by(state, None)
        self._unseen: tuple[str, ...] | None = None

    def unseen(self, hand: tuple[str, ...]) -> tuple[str, ...]:
        """The deck order less what the table saw, less `hand` (what the table did not see is worked out once:
        a seat's own is that less its hand)."""
        if self._unseen is None:
            self._unseen = unseen_of(self.seen)
        if not hand:
            return self._unseen
        return tuple(filterfalse(frozenset(hand).__contains__, self._unseen))


def seat_view(state: RedDogState, seat: int | None, public: PublicPart | None = None) -> RedDogView:
    """What `seat` sees now (None: the public view): its hand, the turned and shown cards, the chips, its choices.
    `public`: the state's public part, when several seats' views are made at once (`seat_views`)."""
    hand = state.hands[seat] if seat is not None else ()
    if public is None:  # a view by itself (a player's decision): its fields its own, its unseen cards found in one pass
        values = public_fields(state)
        values["unseen"] = unseen_less(seen_cards(state, seat))
    else:
        values = public.fields.copy()
        values["unseen"] = public.unseen(hand)
    if seat is not None and values["to_act"] == seat:
        legal = decisions(state, seat)  # not betting (a pass or a forfeit), then the bet when one is possible
        values["legal"] = legal
        values["may_pass"] = legal[0].do == "pass"
        if len(legal) > 1:
            values["bet_range"] = (1, legal[1].high)
    values["seat"] = seat
    values["hand"] = hand
    return construct(RedDogView, values, _FIELDS)


def seat_views(state: RedDogState, seats: Iterable[int | None]) -> list[RedDogView]:
    """The views of `seats` of one state, their common part worked out once (the server sends every seat's
    view of each new state)."""
    public = PublicPart(state)
    return [seat_view(state, seat, public) for seat in seats]
