"""The Put decision line: ←/→ or 1-7 choose a card, enter plays it; p says "I put"; enter or d declines
to put in the window; f / s answer a put. Each key works (and shows) only when it can be used.
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding

from ....rules.engine import Action
from ...widgets.prompt_line import PromptLine

DIGITS = "123456789"
"""Keys that choose a card by its place in the hand (up to 7 cards with six players)."""


class CardLine(PromptLine):
    """The card chosen, the put, the answer to a put."""

    BINDINGS = [
        Binding("left", "select(-1)", "←", show=False),
        Binding("right", "select(1)", "→", show=False),
        Binding("enter", "play", "Play"),
        Binding("enter", "decline", "No put"),
        Binding("d", "decline", "No put", show=False),
        Binding("p", "put", "I put"),
        Binding("f", "answer('fold')", "Fold"),
        Binding("s", "answer('see')", "See"),
    ]
    """Card and put keys; each works (and shows) only when it can be used."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.selected = 0
        """Index of the chosen card in the hand of the person to play."""

    def new_decision(self) -> None:
        self.selected = 0

    def hand(self) -> tuple[str, ...]:
        return self.view.hand if self.deciding() else ()

    def chosen_card(self) -> str | None:
        hand = self.hand()
        return hand[min(self.selected, len(hand) - 1)] if hand and "play" in self.legal_kinds() else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is not True:
            return allowed
        kinds = self.legal_kinds()
        if action in ("select", "play"):
            return "play" in kinds
        if action in ("put", "decline"):
            return action in kinds
        if action == "answer":
            return "fold" in kinds
        return True

    def decision_text(self) -> str:
        kinds = self.legal_kinds()
        view = self.view
        me = self.seat_name(view.seat)
        if "decline" in kinds:
            return f"[b]{me}[/b]: say \"I put\"?  [dim]p: I put · enter or d: no put[/]"
        if "fold" in kinds:
            return f"[b]{me}[/b]: {self.seat_name(view.putter)} put. Fold or see?  [dim]f fold · s see[/]"
        count = len(self.hand())
        choose = f"←→ or 1-{count} choose · enter play" if count > 1 else "enter play"
        put = " · p: I put" if "put" in kinds else ""
        return f"[b]{me}[/b], play a card:  [dim]{choose}{put}[/]"

    def action_select(self, step: int) -> None:
        hand = self.hand()
        if hand:
            self.selected = (min(self.selected, len(hand) - 1) + step) % len(hand)
            self.post_message(self.Chosen())

    def on_key(self, event: events.Key) -> None:
        if event.character and event.character in DIGITS and "play" in self.legal_kinds():
            event.stop()
            event.prevent_default()
            index = int(event.character) - 1
            count = len(self.hand())
            if index < count:
                self.selected = index
                self.post_message(self.Chosen())
            else:
                self.post_message(self.Refused(f"There is no card {index + 1}: you hold {count}, choose 1 to {count}"))

    def action_play(self) -> None:
        card = self.chosen_card()
        if card is not None:
            self.post_message(self.Decided(Action(seat=self.view.seat, do="play", card=card)))

    def action_put(self) -> None:
        self.decide("put")

    def action_decline(self) -> None:
        self.decide("decline")

    def action_answer(self, answer: str) -> None:
        self.decide(answer)
