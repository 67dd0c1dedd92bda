"""The Red Dog table: hands face down (yours face up), the pot, the turned card, betting from the keyboard."""

from __future__ import annotations

from textual import events
from textual.binding import Binding

from parlour.app.screens.table_base import TableScreen
from parlour.app.widgets.red_dog_center import RedDogCenter, RedDogCenterInfo
from parlour.app.widgets.seat import SeatInfo, SeatPanel
from parlour.rules.engine import Action
from parlour.rules.red_dog.bots import BOTS
from parlour.rules.red_dog.state import RedDogState

BET_ACTIONS = {"bet", "adjust", "max_bet", "erase"}


class RedDogTable(TableScreen):
    """Type a bet (digits, up/down, pageup/pagedown, m), enter to bet, f to forfeit."""

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

    hidden_hands = True

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.bet_text = ""
        """The digits typed for the bet in progress ("" = nothing typed yet)."""
        self.bet_amount = 1
        self._bet_for: tuple[int, int] | None = None

    def make_center(self) -> RedDogCenter:
        return RedDogCenter(id="center")

    # -- the person's bet ---------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in BET_ACTIONS:
            return self.my_turn() and self.engine.bet_range(self.state) is not None
        if action == "forfeit":
            return self.my_turn() and not self.state.is_short(self.state.bettor)
        if action == "pass_turn":
            return self.my_turn() and self.state.is_short(self.state.bettor)
        if action == "next":
            return not self.waiting_for_human()
        return True

    def reset_bet(self) -> None:
        """A fresh bet at each new decision: 1 chip, nothing typed."""
        key = (self.state.rounds_played, len(self.state.events))
        if self._bet_for != key:
            self._bet_for = key
            self.bet_text, self.bet_amount = "", 1

    def on_key(self, event: events.Key) -> None:
        if event.character and event.character.isdigit() and self.my_turn():
            self.bet_text = (self.bet_text + event.character).lstrip("0")[:9]
            self.bet_amount = int(self.bet_text or 0)
            event.stop()
            self.refresh_view()

    def action_erase(self) -> None:
        self.bet_text = self.bet_text[:-1]
        self.bet_amount = int(self.bet_text or 0)
        self.refresh_view()

    def action_adjust(self, step: int) -> None:
        low, high = self.engine.bet_range(self.state)
        self.bet_amount = max(low, min(high, self.bet_amount + step))
        self.bet_text = ""
        self.refresh_view()

    def action_max_bet(self) -> None:
        self.bet_amount = self.engine.bet_range(self.state)[1]
        self.bet_text = ""
        self.refresh_view()

    def action_bet(self) -> None:
        low, high = self.engine.bet_range(self.state)
        if not low <= self.bet_amount <= high:
            why = "above the pot or your stack" if self.bet_amount > high else "at least 1 chip"
            self.show_message(f"A bet must be {low} to {high}: {self.bet_amount} is {why} (RD-6)")
            return
        self.act(Action(seat=self.state.bettor, do="bet", amount=self.bet_amount))

    def action_forfeit(self) -> None:
        self.act(Action(seat=self.state.bettor, do="forfeit"))

    def action_pass_turn(self) -> None:
        self.act(Action(seat=self.state.bettor, do="pass"))

    def bot_action(self, state: RedDogState, seat: int) -> Action:
        return BOTS[self.setup.seats[seat].strength](self.engine.view(state, seat), self.bot_rng)

    # -- drawing --------------------------------------------------------------------

    def seat_status(self, state: RedDogState, seat: int) -> tuple[str, int | None]:
        """What the seat did this round, and its last win (+) or loss (-)."""
        for event in reversed(state.events):
            if event.seat != seat:
                continue
            if event.type == "win":
                return f"won {event.amount}", event.amount
            if event.type == "lose":
                return f"lost {event.amount}", -(event.amount or 0)
            if event.type in ("forfeit", "pass", "bet"):
                return {"forfeit": "forfeited", "pass": "passed", "bet": f"bets {event.amount}"}[event.type], None
            if event.type == "sit_out":
                return "sits out", None
        return "", None

    def seat_info(self, state: RedDogState, seat: int) -> SeatInfo:
        hand = state.hands[seat]
        shown = set(state.shown[seat]) if state.shown else set()
        visible = self.may_see(seat)
        cards = tuple(card if visible or card in shown else None for card in hand)
        status, delta = self.seat_status(state, seat)
        if state.out[seat]:
            status = "out"
        elif state.bettor == seat and state.phase == "bet":
            status = "to bet"
        return SeatInfo(name=self.setup.names[seat], stack=state.stacks[seat], cards=cards,
                        role="DEALER" if seat == state.dealer else "",
                        highlights=frozenset(shown) if delta and delta > 0 else frozenset(),
                        delta=delta, status=status, active=state.bettor == seat, out=state.out[seat])

    def headline(self, state: RedDogState) -> tuple[str, str]:
        if state.phase == "turn":
            return f"{self.seat_name(state.bettor)} bets {state.stake}…\nthe dealer turns", ""
        for event in reversed(state.events):
            if event.type == "win":
                return f"{self.seat_name(event.seat)} WINS {event.amount}\nwith {self.card_label(event.card)}", "win"
            if event.type == "lose":
                return f"{self.seat_name(event.seat)} LOSES {event.amount}", "lose"
            if event.type in ("bet", "turn"):
                break
        return "", ""

    def render_table(self, state: RedDogState) -> None:
        for seat in range(state.players):
            self.query_one(f"#seat-{seat}", SeatPanel).info = self.seat_info(state, seat)
        text, result = self.headline(state)
        self.query_one(RedDogCenter).info = RedDogCenterInfo(
            pot=state.pot, stock=len(state.stock), turned=state.turned, headline=text, result=result)

    def status_line(self) -> str:
        state = self.state
        limit = state.settings.rounds
        played = state.rounds_played + (0 if state.phase in ("deal", "over") else 1)
        round_text = f"round {played} of {limit}" if limit else f"round {max(played, 1)}"
        tags = [t for t, on in (("burn", state.settings.burn), ("4-card hands", state.settings.four_card_hands),
                                ("clumsy dealer", state.settings.irregular_deals > 0)) if on]
        extra = f" · {' · '.join(tags)}" if tags else ""
        return (f"[b]Red Dog[/b] · {round_text} · dealer [b]{self.seat_name(state.dealer)}[/b]{extra}"
                f" · [dim]seed {self.seed}[/]")

    def prompt_line(self) -> str:
        state = self.state
        if state.phase == "over":
            return "The game is over."
        if self.my_turn():
            self.reset_bet()
            limits = self.engine.bet_range(state)
            if limits is None:
                return "You cannot bet now: [b]f[/b] forfeit" if not state.is_short(state.bettor) else "[b]p[/b] pass"
            typed = f"{self.bet_text}▌" if self.bet_text else str(self.bet_amount)
            other = "p pass" if state.is_short(state.bettor) else "f forfeit"
            return (f"[b]{self.seat_name(state.bettor)}[/b], your bet: [reverse b] {typed} [/]  "
                    f"[dim]range[/] {limits[0]}–{limits[1]}  [dim]enter bet · ↑↓ · m max · {other}[/]")
        seat = self.engine.to_act(state)
        if seat is not None:
            return f"{self.seat_name(seat)} is thinking…" if not self.is_human(seat) else "Waiting for the next player"
        if state.phase == "turn":
            return "The dealer turns the next card"
        return "Next: shuffle, cut and deal a new round" if state.phase == "deal" else ""
