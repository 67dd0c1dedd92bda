"""The Put decision line: ←/→ or 1-7 choose a card, enter plays it; p says "I put"; enter or d declines
to put in the window; f / s answer a put. Each key works (and shows) only when it can be used; on
the person's turn a key that cannot be used says why (`refusals`). Every key is a binding, so keys
typed in one burst act in order (see app/widgets/prompt_line.py).
"""

from __future__ import annotations

from textual.binding import Binding

from ....rules.engine import Action
from ...widgets.glyphs import is_ascii_style
from ...widgets.prompt_line import PromptLine, explain
from ...words.i18n import N_, _
from ...words.seat_words import said, shown_name
from .refusals import refusal

DIGITS = "123456789"
"""Keys that choose a card by its place in the hand (up to 7 cards with six players)."""


class CardLine(PromptLine):
    """The card chosen, the put, the answer to a put."""

    BINDINGS = [
        Binding("left", "select(-1)", N_("Card to the left"), show=False),  # the keys panel (f2) shows these
        Binding("right", "select(1)", N_("Card to the right"), show=False),
        Binding("enter", "play", N_("Play")),
        Binding("enter", "decline", N_("No put")),
        Binding("d", "decline", N_("No put"), show=False),
        Binding("p", "put", N_("I put")),
        Binding("f", "answer('fold')", N_("Fold")),
        Binding("s", "answer('see')", N_("See")),
        *[Binding(digit, f"choose({digit})", N_("Choose a card by its place"), show=False) for digit in DIGITS],
        explain(f"left,right,enter,{','.join(DIGITS)}", "play"),
        explain("d", "decline"),
        explain("p", "put"),
        explain("f,s", "answer"),
    ]
    """Card and put keys; each works (and shows) only when it can be used, and says why when it cannot."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._choice = 0
        """The index chosen last with ←/→ or a digit."""
        self._chosen_from: tuple[int | None, tuple[str, ...]] | None = None
        """The seat that chose it and the hand it chose from."""

    @property
    def selected(self) -> int:
        """Index of the chosen card in the hand of the person to play: the one chosen while the seat that chose it
        holds the same hand (PU-V1: a put and its answers come between choosing and playing; seen, the choice went
        back to the first card, so enter played another), else the first."""
        hand = self.hand()
        if not hand or self.view is None or self._chosen_from != (self.view.seat, hand):
            return 0
        return min(self._choice, len(hand) - 1)

    def choose_index(self, index: int) -> None:
        self._choice = index
        self._chosen_from = (self.view.seat, self.hand())
        self.post_message(self.Chosen())

    def hand(self) -> tuple[str, ...]:
        return self.view.hand if self.deciding() else ()

    def chosen_card(self) -> str | None:
        hand = self.hand()
        return hand[self.selected] if hand and "play" in self.legal_kinds() else None

    def allows(self, action: str) -> bool:
        kinds = self.legal_kinds()
        if action in ("select", "play", "choose"):
            return "play" in kinds
        if action in ("put", "decline"):
            return action in kinds
        if action == "answer":
            return "fold" in kinds
        return True

    def refusal(self, kind: str) -> str | None:
        return refusal(self.view, kind, self.legal_kinds(), self.names)

    def decision_text(self) -> str:
        kinds = self.legal_kinds()
        view = self.view
        me = shown_name(self.seat_name(view.seat))
        if "decline" in kinds:
            ask = _('say "I put"?')
            keys = _("p: I put · enter or d: no put")
            return f"[b]{me}[/b]: {ask}  [dim]{keys}[/]"
        if "fold" in kinds:
            put = said(self.seat_name(view.putter), N_("You put. Fold or see?"), N_("{who} put. Fold or see?"))
            keys = _("f fold · s see")
            return f"[b]{me}[/b]: {put}  [dim]{keys}[/]"
        count = len(self.hand())
        # TRANSLATORS: the arrow keys that choose a card, in the plain ASCII card style (the Unicode one draws "←→")
        arrows = _("left/right") if is_ascii_style(self.app.prefs) else "←→"
        choose = (
            _("{arrows} or 1–{count} choose · enter play").format(arrows=arrows, count=count)
            if count > 1
            else _("enter play")
        )
        put = " · " + _("p: I put") if "put" in kinds else ""
        ask = _("[b]{who}[/b]: play a card").format(who=me)
        return f"{ask}  [dim]{choose}{put}[/]"

    def action_select(self, step: int) -> None:
        hand = self.hand()
        if hand:
            self.choose_index((self.selected + step) % len(hand))

    def action_choose(self, number: int) -> None:
        count = len(self.hand())
        if number <= count:
            self.choose_index(number - 1)
        else:
            self.post_message(self.Refused(no_card_words(number, count)))

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


def no_card_words(number: int, count: int) -> str:
    """A card number past the hand refused, with the numbers there are (seen: «выберите от 1 до 2»)."""
    if count == 1:
        return _("There is no card {number}: you hold one card, 1").format(number=number)
    if count == 2:
        return _("There is no card {number}: you hold two, choose 1 or 2").format(number=number)
    return _("There is no card {number}: you hold {count}, choose 1 to {count}").format(number=number, count=count)
