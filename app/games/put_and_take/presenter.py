"""The Put and Take table: five face-up cards per player, the put and take rows, the pool.

Nothing to decide: the banker turns the cards (space turns the next one at once).
"""

from __future__ import annotations

from ....rules.events import Event
from ....rules.put_and_take.engine import BASE
from ....rules.put_and_take.view import PutAndTakeView
from ...widgets.seat import SeatInfo
from ..presenter import Presenter
from .center import CenterInfo, PutAndTakeCenter
from .turn_line import TurnLine
from .words import describe

VARIANT_TAGS = (("ante", "ante"), ("easy_come_easy_go", "PT-V2"), ("red_and_black", "PT-V3"),
                ("up_and_down_the_river", "river"))
"""Settings shown in the status line when on, and their tags."""


class PutAndTakePresenter(Presenter):
    """Every card face up: the seats, the two rows, the pool."""

    prompt_class = TurnLine

    def make_center(self) -> PutAndTakeCenter:
        return PutAndTakeCenter(id="center")

    def seat_info(self, view: PutAndTakeView, seat: int, chosen: str | None = None) -> SeatInfo:
        hand = view.hands[seat]
        turn = view.last_turn
        matches = frozenset(card for card in hand if turn and card[0] == turn.card[0])
        return SeatInfo(name=self.names[seat], stack=view.stacks[seat], cards=hand,
                        role="BANK" if seat == view.dealer else "", highlights=matches,
                        delta=(turn.changes[seat] if turn else 0) or None, status="out" if view.out[seat] else "",
                        out=view.out[seat])

    def center_info(self, view: PutAndTakeView) -> CenterInfo:
        river = view.settings.up_and_down_the_river
        return CenterInfo(put_row=view.put_row, take_row=view.take_row, pool=view.pool,
                          put_rates=tuple("face" if river else str(base) for base in BASE),
                          latest=view.last_turn.card if view.last_turn else None)

    def status_line(self, view: PutAndTakeView) -> str:
        tags = [tag for key, tag in VARIANT_TAGS if getattr(view.settings, key)]
        extra = f" · {' '.join(tags)}" if tags else ""
        return (f"[b]Put and Take[/b] · {self.rounds_text(view)} · banker [b]{self.name(view.dealer)}[/b]"
                f"{extra} · [dim]seed {self.context.seed}[/]")

    def next_step(self, view: PutAndTakeView, auto: bool) -> str:
        if view.phase == "over":
            return "The game is over."
        if view.phase == "deal":
            step = "Next: shuffle, cut and deal a new round"
        elif view.phase == "put":
            step = f"Next: [b]put[/b] card {len(view.put_row) + 1} of 5 — matches pay the pool"
        else:
            step = f"Next: [b]take[/b] card {len(view.take_row) + 1} of 5 — matches collect"
        return f"{step}  [dim]· auto-play [b]{'on' if auto else 'off'}[/b][/]"

    def describe(self, event: Event) -> str:
        return describe(event, self.names, self.context.label)
