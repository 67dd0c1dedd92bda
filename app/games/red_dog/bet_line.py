"""The Red Dog bet box: type a bet (digits, backspace, up/down, pageup/pagedown, m), enter bets, f forfeits,
p passes a short hand. The keys work (and show) only on the person's own turn; a key the rules do
not allow then says why, as the engine answers it from the seat's view (`refusals`).

A bet typed is exactly the keys pressed, however fast: every key is a binding (see
app/widgets/prompt_line.py). The bet shown starts at 1; a digit typed after it, after the
arrows, m or a "no" to the question below starts a new number; backspace takes the last
digit off the number shown. A bet of the whole pot or the whole stack is asked about first
(the `confirm_all_in` preference).
"""

from __future__ import annotations

from typing import cast

from textual.binding import Binding

from ....rules.engine import Action
from ...widgets.confirm import Confirm
from ...widgets.glyphs import up_down
from ...widgets.literal import literal
from ...widgets.prompt_line import PromptLine, explain
from ...words.i18n import N_, _
from ...words.seat_words import said
from .refusals import all_in_question, bet_refusal, refusal

BET_ACTIONS = {"bet", "adjust", "max_bet", "erase", "type_digit", "sign", "fraction"}
"""The actions of the keys that make a bet: they work only while a bet is legal."""
DIGITS = "0123456789"
"""Keys that type a bet."""
TYPED_DIGITS = 9
"""The longest bet typed (a pot never holds more)."""


class BetLine(PromptLine):
    """The bet in progress, its range and the keys."""

    BINDINGS = [
        Binding("enter", "bet", N_("Bet")),
        Binding("up", "adjust(1)", "+1", show=False),  # the bet line says "↑↓": the footer is full at 80 columns
        Binding("down", "adjust(-1)", "-1", show=False),
        Binding("pageup", "adjust(10)", "+10", show=False),
        Binding("pagedown", "adjust(-10)", "-10", show=False),
        Binding("m", "max_bet", N_("Max"), show=False),  # the bet line says "m max"; the footer is full at 80 columns
        Binding("f", "forfeit", N_("Forfeit")),
        Binding("p", "pass_turn", N_("Pass")),
        Binding("backspace", "erase", N_("Erase"), show=False),
        *[Binding(digit, f"type_digit({digit!r})", N_("Type the bet"), show=False) for digit in DIGITS],
        # "-3" or "+3" typed for a bet: refused as a bet, not the table's pace
        Binding("minus,plus,equals_sign", "sign", show=False),
        # "2.5" or "2,5": a bet is whole chips ("." is read as "/", the key it shares with the Russian layout's ".")
        Binding("full_stop,comma,slash", "fraction", show=False),
        explain(f"enter,up,down,pageup,pagedown,m,backspace,{','.join(DIGITS)}", "bet"),
        explain("f", "forfeit"),
        explain("p", "pass"),
    ]
    """Betting keys; they work (and show) only on a person's turn, and say why when the rules refuse them."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.bet_text: str | None = None
        """The digits typed for the bet in progress; None while the bet shown was set (at first, by arrows or m)."""
        self.bet_amount = 1
        """The bet that enter places."""

    def new_decision(self) -> None:
        self.bet_text, self.bet_amount = None, 1

    def bet_range(self) -> tuple[int, int] | None:
        return self.view.bet_range if self.deciding() else None

    def allows(self, action: str) -> bool:
        kinds = self.legal_kinds()
        if action in BET_ACTIONS:
            return "bet" in kinds
        if action == "forfeit":
            return "forfeit" in kinds
        if action == "pass_turn":
            return "pass" in kinds
        return True

    def refusal(self, kind: str) -> str | None:
        return refusal(self.view, kind, self.legal_kinds(), self.names)

    def decision_text(self) -> str:
        view = self.view
        limits = self.bet_range()
        short = view.may_pass
        if limits is None:
            return _("You cannot bet now: [b]f[/b] forfeit") if not short else _("[b]p[/b] pass")
        typed = f"{self.bet_text}▌" if self.bet_text is not None else str(self.bet_amount)
        other = _("p pass") if short else _("f forfeit")
        arrows = up_down(self.app.prefs) if self.is_mounted else "↑↓"  # (a line not on a screen: its words alone)
        key_words = _("enter bet · {updown} · m max · {other}").format(updown=arrows, other=other)
        low, high = limits
        within, span = (_("range"), f"{low}–{high}") if low < high else (_("only"), str(low))
        worth = f" [dim]=[/] {literal(self.money(self.bet_amount))}" if self.money else ""  # a bet is typed in chips
        bet = f"[reverse b] {typed} [/]{worth}  [dim]{within}[/] {span}"
        keys = f"[dim]{key_words}[/]"
        named = said(
            literal(self.names[view.seat]),
            N_("[b]Your[/b] bet: {bet}  {keys}"),
            N_("[b]{who}[/b], your bet: {bet}  {keys}"),
            bet=bet,
            keys=keys,
        )
        return self.fitting(
            named,
            _("Your bet: {bet}  {keys}").format(bet=bet, keys=keys),
            _("Your bet: {bet}  {keys}").format(bet=bet, keys=f"[dim]{other}[/]"),
            _("Your bet: {bet}").format(bet=bet),
        )

    # -- typing and setting the bet ------------------------------------------------------

    def typed(self, text: str) -> None:
        """The digits typed so far are `text`."""
        self.bet_text = text
        self.bet_amount = int(text or 0)
        self.redraw()
        self.post_message(self.Edited())

    def action_type_digit(self, digit: str) -> None:
        text = (self.bet_text or "") + digit
        low, high = cast("tuple[int, int]", self.bet_range())  # the bet keys act only while deciding
        # A digit that takes the bet past the most is refused as it is typed: no digit after it could bring the
        # bet back (seen: "57" typed where 4 was the most, and the field said nothing until enter).
        if len(text.lstrip("0")) > TYPED_DIGITS or int(text) > high:
            self.refuse_within(
                N_("{digit} not added: a bet is {low} to {high} chips (RD-6)"),
                N_("{digit} not added: the only bet now is {amount} (RD-6)"),
                digit=digit,
            )
            return
        self.typed(text)

    def action_sign(self) -> None:
        """A sign typed while betting (seen: "-" slowed the table's pace and "3" bet 3): a bet is a number of chips."""
        self.refuse_within(
            N_("A bet has no sign: {low} to {high} chips (RD-6)"),
            N_("A bet has no sign: the only bet now is {amount} (RD-6)"),
        )

    def action_fraction(self) -> None:
        """A decimal point typed while betting (seen: "." did nothing, the last refusal still shown as if its
        answer): a bet is whole chips."""
        self.refuse_within(
            N_("A bet is a whole number of chips: {low} to {high} (RD-6)"),
            N_("A bet is a whole number of chips: the only bet now is {amount} (RD-6)"),
        )

    def refuse_within(self, spread: str, only: str, **words: str) -> None:
        """A refusal that says which bets there are: `spread` (a message with {low} and {high}), or `only` (with
        {amount}) where one bet is all there is (seen: "a bet is 1 to 1 chips")."""
        low, high = cast("tuple[int, int]", self.bet_range())  # the bet keys act only while deciding
        text = _(spread).format(low=low, high=high, **words) if low < high else _(only).format(amount=low, **words)
        self.post_message(self.Refused(text))

    def action_erase(self) -> None:
        shown = self.bet_text if self.bet_text is not None else str(self.bet_amount)
        self.typed(shown[:-1])

    def set_bet(self, amount: int) -> None:
        edited = amount != self.bet_amount or self.bet_text is not None
        self.bet_text, self.bet_amount = None, amount
        self.redraw()
        if edited:
            self.post_message(self.Edited())

    def action_adjust(self, step: int) -> None:
        low, high = cast("tuple[int, int]", self.bet_range())  # the bet keys act only while deciding
        amount = max(low, min(high, self.bet_amount + step))
        if amount == self.bet_amount:
            self.post_message(self.Refused(bet_refusal(self.view, amount + step, self.names)))
            self.bet_text = None  # the typed digits become the bet they were, the refusal stays
            self.redraw()
            return
        self.set_bet(amount)

    def action_max_bet(self) -> None:
        self.set_bet(cast("tuple[int, int]", self.bet_range())[1])  # the bet keys act only while deciding

    # -- deciding -----------------------------------------------------------------------

    def action_bet(self) -> None:
        amount, typed_nothing = self.bet_amount, self.bet_text == ""
        why = "" if typed_nothing else bet_refusal(self.view, amount, self.names)
        if typed_nothing or why:
            low, high = cast("tuple[int, int]", self.bet_range())  # the bet keys act only while deciding
            first = (
                _("Type a bet first: {low} to {high} chips (RD-6)").format(low=low, high=high)
                if low < high
                else _("Type a bet first: the only bet now is {amount} (RD-6)").format(amount=low)
            )
            self.post_message(self.Refused(why or first))
            return
        question = all_in_question(self.view, amount, self.money(amount) if self.money else None)
        if question is None or not self.app.prefs.confirm_all_in:
            self.place(amount)
            return
        detail = N_("A bet is final once stated (RD-6): the next card decides it.")
        self.app.push_screen(
            Confirm(question, detail, yes=N_("bet"), no=N_("change it")),
            lambda yes: self.place(amount) if yes else self.set_bet(amount),
        )

    def place(self, amount: int) -> None:
        """Bet `amount` now (if the decision is still this line's)."""
        if "bet" in self.legal_kinds():
            self.post_message(self.Decided(Action(seat=self.view.seat, do="bet", amount=amount)))

    def action_forfeit(self) -> None:
        self.decide("forfeit")

    def action_pass_turn(self) -> None:
        self.decide("pass")
