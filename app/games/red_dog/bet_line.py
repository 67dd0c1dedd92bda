"""The Red Dog bet box: type a bet (digits, up/down, pageup/pagedown, m), enter bets, f forfeits,
p passes a short hand. The keys work (and show) only on the person's own turn.
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding

from ....rules.engine import Action
from ...widgets.prompt_line import PromptLine

BET_ACTIONS = {"bet", "adjust", "max_bet", "erase"}
TYPED_DIGITS = 9
"""The longest bet typed (a pot never holds more)."""


class BetLine(PromptLine):
    """The bet in progress, its range and the keys."""

    BINDINGS = [
        Binding("enter", "bet", "Bet"),
        Binding("up", "adjust(1)", "+1"),
        Binding("down", "adjust(-1)", "-1"),
        Binding("pageup", "adjust(10)", "+10", show=False),
        Binding("pagedown", "adjust(-10)", "-10", show=False),
        Binding("m", "max_bet", "Max"),
        Binding("f", "forfeit", "Forfeit"),
        Binding("p", "pass_turn", "Pass"),
        Binding("backspace", "erase", "Erase", show=False),
    ]
    """Betting keys; they work (and show) only on a person's turn."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.bet_text = ""
        """The digits typed for the bet in progress ("" = nothing typed yet)."""
        self.bet_amount = 1
        """The bet that enter places."""

    def new_decision(self) -> None:
        self.bet_text, self.bet_amount = "", 1

    def bet_range(self) -> tuple[int, int] | None:
        return self.view.bet_range if self.deciding() else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is not True:
            return allowed
        kinds = self.legal_kinds()
        if action in BET_ACTIONS:
            return "bet" in kinds
        if action == "forfeit":
            return "forfeit" in kinds
        if action == "pass_turn":
            return "pass" in kinds
        return True

    def decision_text(self) -> str:
        view = self.view
        limits = self.bet_range()
        short = view.may_pass
        if limits is None:
            return "You cannot bet now: [b]f[/b] forfeit" if not short else "[b]p[/b] pass"
        typed = f"{self.bet_text}▌" if self.bet_text else str(self.bet_amount)
        other = "p pass" if short else "f forfeit"
        return (f"[b]{self.seat_name(view.seat)}[/b], your bet: [reverse b] {typed} [/]  "
                f"[dim]range[/] {limits[0]}–{limits[1]}  [dim]enter bet · ↑↓ · m max · {other}[/]")

    def on_key(self, event: events.Key) -> None:
        if event.character and event.character.isdigit() and "bet" in self.legal_kinds():
            self.bet_text = (self.bet_text + event.character).lstrip("0")[:TYPED_DIGITS]
            self.bet_amount = int(self.bet_text or 0)
            event.stop()
            self.redraw()

    def action_erase(self) -> None:
        self.bet_text = self.bet_text[:-1]
        self.bet_amount = int(self.bet_text or 0)
        self.redraw()

    def action_adjust(self, step: int) -> None:
        low, high = self.bet_range()
        self.bet_amount = max(low, min(high, self.bet_amount + step))
        self.bet_text = ""
        self.redraw()

    def action_max_bet(self) -> None:
        self.bet_amount = self.bet_range()[1]
        self.bet_text = ""
        self.redraw()

    def action_bet(self) -> None:
        low, high = self.bet_range()
        if not low <= self.bet_amount <= high:
            why = "above the pot or your stack" if self.bet_amount > high else "at least 1 chip"
            self.post_message(self.Refused(f"A bet must be {low} to {high}: {self.bet_amount} is {why} (RD-6)"))
            return
        self.post_message(self.Decided(Action(seat=self.view.seat, do="bet", amount=self.bet_amount)))

    def action_forfeit(self) -> None:
        self.decide("forfeit")

    def action_pass_turn(self) -> None:
        self.decide("pass")
