"""The Red Dog table: hands face down (the viewer's face up), the pot, the turned cards, the bet box."""

from __future__ import annotations

from typing import Callable

from ....rules.engine import Action
from ....rules.events import Event
from ....rules.red_dog.view import RedDogView, SeatAct
from ...widgets.seat import SeatInfo
from ..presenter import Presenter
from ..words import verb
from .bet_line import BetLine
from .center import RedDogCenter, RedDogCenterInfo
from .coach import choice_text, coach_lines
from .words import describe

ACT_WORDS = {"forfeit": "forfeited", "pass": "passed", "sit_out": "sits out"}
"""What a seat's panel says of what it did (bets, wins and losses carry their amount)."""


def act_status(act: SeatAct | None, chips: Callable[[int], str] = str) -> tuple[str, int | None]:
    """A seat's last act this round as (status, chips won or lost); `chips` shows an amount."""
    if act is None:
        return "", None
    if act.kind == "win":
        return f"won {chips(act.amount or 0)}", act.amount
    if act.kind == "lose":
        return f"lost {chips(act.amount or 0)}", -(act.amount or 0)
    if act.kind == "bet":
        return f"bets {chips(act.amount or 0)}", None
    return ACT_WORDS[act.kind], None


class RedDogPresenter(Presenter):
    """Seats with their stacks and hands, the pot and the turned cards, the latest result."""

    prompt_class = BetLine

    def make_center(self) -> RedDogCenter:
        return RedDogCenter(id="center")

    def seat_info(self, view: RedDogView, seat: int, chosen: str | None = None) -> SeatInfo:
        shown = view.shown[seat] if view.shown else ()
        if seat == view.seat:
            cards: tuple[str | None, ...] = view.hand
        else:
            cards = tuple(shown) + (None,) * (view.hand_counts[seat] - len(shown))
        status, delta = act_status(view.acts[seat], self.context.chips)
        if view.out[seat]:
            status = "out"
        elif view.bettor == seat and view.phase == "bet":
            status = "to bet"
        return SeatInfo(name=self.names[seat], stack=self.context.chips(view.stacks[seat]), cards=cards,
                        role="DEALER" if seat == view.round_dealer else "",
                        highlights=frozenset(shown) if delta and delta > 0 else frozenset(),
                        delta=delta, delta_text=self.context.change(delta) if delta else "", status=status,
                        active=view.bettor == seat, out=view.out[seat])

    def headline(self, view: RedDogView) -> tuple[str, str]:
        """The bet waiting for its card, or the latest result, and how to colour it."""
        if view.phase == "turn":
            who = self.names[view.bettor]
            stake = self.context.chips(view.stake)
            return f"{self.name(view.bettor)} {verb(who, 'bets')} {stake}…\nthe dealer turns", ""
        result = view.last_result
        if result is None:
            return "", ""
        who = self.names[result.seat]
        if result.won:
            return (f"{self.name(result.seat)} {verb(who, 'wins').upper()} {self.context.chips(result.amount)}\n"
                    f"with {self.context.label(result.shown[0])}", "win")
        return f"{self.name(result.seat)} {verb(who, 'loses').upper()} {self.context.chips(result.amount)}", "lose"

    def center_info(self, view: RedDogView) -> RedDogCenterInfo:
        text, result = self.headline(view)
        return RedDogCenterInfo(pot=self.context.chips(view.pot), stock=view.stock, turned=view.turned,
                                headline=text, result=result)

    def status_line(self, view: RedDogView) -> str:
        settings = view.settings
        tags = [tag for tag, on in (("burn", settings.burn), ("4-card hands", settings.four_card_hands),
                                    ("clumsy dealer", settings.irregular_deals > 0)) if on]
        extra = f" · {' · '.join(tags)}" if tags else ""
        return f"[b]Red Dog[/b] · {self.rounds_text(view)}{self.dealer_text(view, 'dealer')}{extra}"

    def next_step(self, view: RedDogView, auto: bool) -> str:
        if view.phase == "over":
            return "The game is over."
        if view.phase == "turn":
            return "The dealer turns the next card"
        return "Next: shuffle, cut and deal a new round" if view.phase == "deal" else ""

    def coach_lines(self, view: RedDogView, advice) -> list[str]:
        if advice is None:
            return ["The coach speaks when you bet: the odds of your hand and what each bet is worth."]
        return coach_lines(advice, view.bet_range[1] if view.bet_range else None)

    def choice_text(self, view: RedDogView, action: Action) -> str:
        return choice_text(action, view.bet_range[1] if view.bet_range else None)

    def describe(self, event: Event) -> str:
        return describe(event, self.names, self.context.label)
