"""A seat's view of a Put and Take table. Every hand is dealt face up (PT-4), so every seat
sees the same table; only the order of the stock stays hidden.
"""

from __future__ import annotations

from typing import Iterable, Literal, NamedTuple, cast

from pydantic import BaseModel, ConfigDict

from ..events import Event
from ..fast import build
from ..view import SeatView, cards_of, per_seat
from .settings import PutAndTakeSettings
from .state import PutAndTakeState


class TurnPayments(BaseModel):
    """The card turned last in this round and what it cost or brought each seat."""

    model_config = ConfigDict(frozen=True)

    card: str
    """The turned card."""
    row: Literal["put", "take"]
    """Which row it was turned in (PT-5 or PT-7)."""
    k: int
    """Its place in the row, 1..5."""
    changes: tuple[int, ...]
    """Per seat, chips paid (negative) or received (positive) for it, the banker's cover included (PT-8)."""


class PutAndTakeView(SeatView):
    """The table as a seat sees it: every hand, both rows, the pool and the stacks."""

    settings: PutAndTakeSettings
    """The table's rules and variants."""
    stacks: tuple[int, ...]
    """Every seat's chips."""
    out: tuple[bool, ...]
    """Seats out of the game (CH-4)."""
    rebuys: tuple[int, ...]
    """How often each seat bought in again (CH-4 with rebuy)."""
    pool: int
    """Chips in the pool."""
    hands: tuple[tuple[str, ...], ...]
    """Each seat's five face-up cards (none for the banker and seats that are out)."""
    put_row: tuple[str, ...]
    """The put cards turned so far this round (PT-5)."""
    take_row: tuple[str, ...]
    """The take cards turned so far this round (PT-7)."""
    last_turn: TurnPayments | None
    """The latest card turned this round and its payments; None before the first."""

    @property
    def round_changes(self) -> tuple[int, ...]:
        """Per seat, what this round did to its stack so far (`round_changes`)."""
        return round_changes(self.log, self.players)

    @property
    def round_parts(self) -> tuple[RoundParts, ...]:
        """Per seat, what made its `round_changes` so far (`round_parts`)."""
        return round_parts(self.log, self.players)

    def impossible(self) -> str | None:
        players, turned = self.players, self.last_turn
        if not per_seat(players, self.stacks, self.out, self.rebuys, self.hands):
            return "a figure per seat"
        if turned is not None and not (per_seat(players, turned.changes) and cards_of((turned.card,))):
            return "last_turn"
        if not cards_of(self.put_row, self.take_row, *self.hands):
            return "cards"
        return super().impossible()


class RoundParts(NamedTuple):
    """What a round did to one seat's stack so far, in parts (`PutAndTakeView.round_parts`): the figure is
    `cards + pool - ante`."""

    ante: int
    """Chips it anted (PT-V1)."""
    cards: int
    """What the turned cards did to it: paid (-), collected (+), and as banker covered (-) (PT-5, PT-7, PT-8)."""
    pool: int
    """The pool's remainder it received as banker at the round's end (PT-8)."""

    @property
    def change(self) -> int:
        """What the round did to the seat's stack so far: the parts together."""
        return self.cards + self.pool - self.ante


def round_parts(log: Iterable[Event], players: int) -> tuple[RoundParts, ...]:
    """Per seat, what the round of `log` did to its stack so far, in parts: the ante (PT-V1), the cards (the put
    payments, PT-5, the takes, PT-7, and the banker's cover, PT-8) and the pool's remainder the banker receives
    (PT-8); a rebuy (CH-4) is a fresh stake and left out."""
    antes, cards, pools = [0] * players, [0] * players, [0] * players
    for item in log:
        if item.seat is None or not item.amount:
            continue
        if item.type == "pay" and item.reason == "ante":
            antes[item.seat] += item.amount
        elif item.type in ("pay", "cover"):
            cards[item.seat] -= item.amount
        elif item.type == "receive":
            cards[item.seat] += item.amount
        elif item.type == "pool":
            pools[item.seat] += item.amount
    return tuple(RoundParts(ante, card, pool) for ante, card, pool in zip(antes, cards, pools, strict=True))


def round_changes(log: Iterable[Event], players: int) -> tuple[int, ...]:
    """Per seat, what the round of `log` did to its stack so far (`round_parts` together). The same figure as the
    round's summary: stack after less stack before."""
    return tuple(parts.change for parts in round_parts(log, players))


def last_turn(state: PutAndTakeState) -> TurnPayments | None:
    """The latest turned card of the round and each seat's chips for it (PT-5, PT-7, PT-8)."""
    changes = [0] * state.players
    for item in reversed(state.events):
        if item.type == "turn":
            # A turn event names its card, its row and the row's position.
            return build(
                TurnPayments,
                card=cast(str, item.card),
                row=cast(Literal["put", "take"], item.reason),
                k=cast(int, item.k),
                changes=tuple(changes),
            )
        if item.seat is None or not item.amount:
            continue
        if item.type == "pay" and item.reason != "ante" or item.type == "cover":
            changes[item.seat] -= item.amount
        elif item.type == "receive":
            changes[item.seat] += item.amount
    return None
