"""The Put and Take table: five face-up cards per player, the put and take rows, the pool."""

from __future__ import annotations

from textual.binding import Binding

from parlour.app.screens.table_base import TableScreen
from parlour.app.widgets.put_and_take_center import CenterInfo, PutAndTakeCenter
from parlour.app.widgets.seat import SeatInfo, SeatPanel
from parlour.rules.put_and_take.engine import BASE
from parlour.rules.put_and_take.state import PutAndTakeState


class PutAndTakeTable(TableScreen):
    """Nothing to decide: watch the banker turn the cards (space turns the next one)."""

    BINDINGS = [Binding("space", "next", "Turn card"), Binding("enter", "next", "Turn card", show=False)]
    """space turns the next card at once."""

    def make_center(self) -> PutAndTakeCenter:
        return PutAndTakeCenter(id="center")

    # -- drawing -----------------------------------------------------------------

    def latest_turn(self, state: PutAndTakeState) -> tuple[str | None, list[int]]:
        """The card turned last and what each seat paid (-) or received (+) for it."""
        deltas = [0] * state.players
        for event in reversed(state.events):
            if event.type == "turn":
                return event.card, deltas
            if event.type == "pay" and event.reason != "ante" and event.seat is not None:
                deltas[event.seat] -= event.amount or 0
            elif event.type == "receive" and event.seat is not None:
                deltas[event.seat] += event.amount or 0
            elif event.type == "cover" and event.seat is not None:
                deltas[event.seat] -= event.amount or 0
        return None, deltas

    def seat_info(self, state: PutAndTakeState, seat: int, latest: str | None, deltas: list[int]) -> SeatInfo:
        hand = state.hands[seat]
        matches = frozenset(card for card in hand if latest and card[0] == latest[0])
        status = "out" if state.out[seat] else ""
        return SeatInfo(name=self.setup.names[seat], stack=state.stacks[seat], cards=hand,
                        role="BANK" if seat == state.banker else "", highlights=matches,
                        delta=deltas[seat] or None, status=status, out=state.out[seat])

    def render_table(self, state: PutAndTakeState) -> None:
        latest, deltas = self.latest_turn(state)
        for seat in range(state.players):
            self.query_one(f"#seat-{seat}", SeatPanel).info = self.seat_info(state, seat, latest, deltas)
        river = state.settings.up_and_down_the_river
        rates = tuple("face" if river else str(base) for base in BASE)
        self.query_one(PutAndTakeCenter).info = CenterInfo(
            put_row=state.put_row, take_row=state.take_row, pool=state.pool, put_rates=rates, latest=latest)

    def status_line(self) -> str:
        state = self.state
        limit = state.settings.rounds
        played = state.rounds_played + (0 if state.phase in ("deal", "over") else 1)
        round_text = f"round {played} of {limit}" if limit else f"round {max(played, 1)}"
        variants = [tag for tag, on in (("ante", state.settings.ante), ("PT-V2", state.settings.easy_come_easy_go),
                                        ("PT-V3", state.settings.red_and_black),
                                        ("river", state.settings.up_and_down_the_river)) if on]
        extra = f" · {' '.join(variants)}" if variants else ""
        return (f"[b]Put and Take[/b] · {round_text} · banker [b]{self.seat_name(state.banker)}[/b]"
                f"{extra} · [dim]seed {self.seed}[/]")

    def prompt_line(self) -> str:
        state = self.state
        auto = "auto-play [b]on[/b]" if self.auto else "auto-play [b]off[/b]"
        if state.phase == "over":
            return "The game is over."
        if state.phase == "deal":
            step = "Next: shuffle, cut and deal a new round"
        elif state.phase == "put":
            step = f"Next: [b]put[/b] card {len(state.put_row) + 1} of 5 — matches pay the pool"
        else:
            step = f"Next: [b]take[/b] card {len(state.take_row) + 1} of 5 — matches collect"
        return f"{step}  [dim]· {auto}[/]"
