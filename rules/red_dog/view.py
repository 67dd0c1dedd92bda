"""A seat's view of a Red Dog table: exactly what a person in that seat would see (RULES.md,
"What the computer players know"). Computer players decide from this alone.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from .. import cards as C
from .betting import max_bet
from .state import RedDogState


class RedDogView(BaseModel):
    """The table as one seat sees it: its own hand, the public cards and chips, nothing hidden."""

    model_config = ConfigDict(frozen=True)

    seat: int
    """The seat looking."""
    players: int
    """Seats at the table."""
    dealer: int
    """The dealer of this round."""
    to_act: int | None
    """The seat whose decision is due, if any."""
    hand: tuple[str, ...]
    """This seat's own cards."""
    hand_size: int
    """The normal hand this game (RD-5, RD-V2): a shorter hand is a short hand (RD-V3)."""
    hand_counts: tuple[int, ...]
    """How many cards each seat holds."""
    turned: tuple[str, ...]
    """Cards turned this round (RD-7), in order."""
    shown: tuple[tuple[str, ...], ...]
    """Per seat, the cards shown this round under RD-7."""
    stacks: tuple[int, ...]
    """Every seat's chips."""
    out: tuple[bool, ...]
    """Seats out of the game (CH-4)."""
    pot: int
    """Chips in the pot."""
    bet_range: tuple[int, int] | None
    """(1, max) when this seat may bet now (RD-6), else None."""
    may_forfeit: bool
    """Whether this seat may forfeit now (its turn, a full hand)."""
    may_pass: bool
    """Whether this seat may pass now (its turn, a short hand, RD-V3)."""
    burn: bool
    """RD-V1 is on: an unseen card goes to the bottom before each turn."""
    unseen: tuple[str, ...]
    """The cards this seat has not seen this round, in deck order (other hands, stock, burned)."""


_FIELDS = frozenset(RedDogView.model_fields)


def _fast_view(values: dict) -> RedDogView:
    """A RedDogView from complete, well-typed values without validation.

    Like `rules.events.event`: the bots ask for thousands of views a second and
    `model_construct` spends most of its time on defaults these views never use.
    """
    view = RedDogView.__new__(RedDogView)
    object.__setattr__(view, "__dict__", values)
    object.__setattr__(view, "__pydantic_fields_set__", set(_FIELDS))
    object.__setattr__(view, "__pydantic_extra__", None)
    object.__setattr__(view, "__pydantic_private__", None)
    return view


def seat_view(state: RedDogState, seat: int) -> RedDogView:
    """What `seat` sees now: its hand, the turned and shown cards, the chips, its choices."""
    hand = state.hands[seat]
    seen = set(hand)
    seen.update(state.turned)
    for cards in state.shown:
        seen.update(cards)
    to_act = state.order[state.next_bettor] if state.phase == "bet" else None
    mine = to_act == seat
    short = 0 < len(hand) < state.hand_size
    top = max_bet(state, seat) if mine else 0
    return _fast_view({
        "seat": seat, "players": state.players, "dealer": state.dealer, "to_act": to_act, "hand": hand,
        "hand_size": state.hand_size, "hand_counts": tuple(map(len, state.hands)), "turned": state.turned,
        "shown": state.shown, "stacks": state.stacks, "out": state.out, "pot": state.pot,
        "bet_range": (1, top) if top >= 1 else None, "may_forfeit": mine and not short,
        "may_pass": mine and short, "burn": state.settings.burn,
        "unseen": tuple([card for card in C.DECK if card not in seen]),
    })
