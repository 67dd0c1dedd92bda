"""Why a Red Dog key does nothing now, in one line naming the rule, and which bets are asked about first.

Pure functions of the person's seat view, in the language in force: the bet box (bet_line.py) shows
what they return.
"""

from __future__ import annotations

from ....rules.red_dog.view import RedDogView
from ...chip_words import chips
from ...i18n import _


def refusal(view: RedDogView, kind: str, legal: set[str]) -> str | None:
    """Why decision `kind` ("bet", "forfeit", "pass") cannot be taken now, or None when it can."""
    if kind in legal:
        return None
    stack = view.stacks[view.seat]
    forfeit = _("f to forfeit (it costs nothing with no chips)") if stack == 0 else _("f to forfeit 1 chip")
    if kind == "forfeit":
        return _("A short hand may bet or pass, not forfeit (RD-V3): p passes at no cost")
    if kind == "pass":
        return _("Only a short hand may pass (RD-V3): bet, or {forfeit}").format(forfeit=forfeit)
    if stack == 0:
        other = _("p to pass") if view.may_pass else forfeit
        return _("You have no chips, so you cannot bet (CH-4): {other}").format(other=other)
    return _("No bet is possible now (RD-6)")


def bet_refusal(view: RedDogView, amount: int) -> str:
    """Why a bet of `amount` is not allowed (RD-6), or "" when it is."""
    stack = view.stacks[view.seat]
    if amount < 1:
        return _("A bet is at least 1 chip (RD-6)")
    if amount > view.pot:
        return _("{amount} is too much: a bet may not exceed the {pot} in the pot (RD-6)").format(
            amount=amount, pot=chips(view.pot))
    if amount > stack:
        return _("{amount} is too much: a bet may not exceed your {stack} (RD-6)").format(
            amount=amount, stack=chips(stack))
    return ""


def all_in_question(view: RedDogView, amount: int) -> str | None:
    """The question before a bet of the whole pot or the whole stack, or None for any other bet.

    When only one bet is possible (a pot or a stack of 1 chip) nothing is asked: there is no
    smaller bet to choose instead.
    """
    low, high = view.bet_range or (1, 1)
    whole_pot, whole_stack = amount == view.pot, amount == view.stacks[view.seat]
    if low == high or not (whole_pot or whole_stack):
        return None
    if whole_pot and whole_stack:
        return _("Bet the whole pot and your whole stack ({chips})?").format(chips=chips(amount))
    if whole_pot:
        return _("Bet the whole pot ({chips})?").format(chips=chips(amount))
    return _("Bet your whole stack ({chips})?").format(chips=chips(amount))
