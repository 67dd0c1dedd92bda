"""Why a Red Dog key does nothing now, in one line naming the rule, and which bets are asked about first.

Pure functions of the person's seat view: the bet box (bet_line.py) shows what they return.
"""

from __future__ import annotations

from ....rules.red_dog.view import RedDogView


def chips(amount: int) -> str:
    return f"{amount} chip{'s' if amount != 1 else ''}"


def refusal(view: RedDogView, kind: str, legal: set[str]) -> str | None:
    """Why decision `kind` ("bet", "forfeit", "pass") cannot be taken now, or None when it can."""
    if kind in legal:
        return None
    stack = view.stacks[view.seat]
    forfeit = "f to forfeit (it costs nothing with no chips)" if stack == 0 else "f to forfeit 1 chip"
    if kind == "forfeit":
        return "A short hand may bet or pass, not forfeit (RD-V3): p passes at no cost"
    if kind == "pass":
        return f"Only a short hand may pass (RD-V3): bet, or {forfeit}"
    if stack == 0:
        other = "p to pass" if view.may_pass else forfeit
        return f"You have no chips, so you cannot bet (CH-4): {other}"
    return "No bet is possible now (RD-6)"


def bet_refusal(view: RedDogView, amount: int) -> str:
    """Why a bet of `amount` is not allowed (RD-6), or "" when it is."""
    stack = view.stacks[view.seat]
    if amount < 1:
        return "A bet is at least 1 chip (RD-6)"
    if amount > view.pot:
        return f"{amount} is too much: a bet may not exceed the {chips(view.pot)} in the pot (RD-6)"
    if amount > stack:
        return f"{amount} is too much: a bet may not exceed your {chips(stack)} (RD-6)"
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
        return f"Bet the whole pot and your whole stack ({chips(amount)})?"
    return f"Bet the whole pot ({chips(amount)})?" if whole_pot else f"Bet your whole stack ({chips(amount)})?"
