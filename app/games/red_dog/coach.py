"""The Red Dog coach in words: the odds of the hand, what each choice is worth, the sharp player's bet.

The sharp player's reason is said here from the engine's figures (rules/red_dog/coach.py): its choice and the
chance of a bet.
"""

from __future__ import annotations

from typing import Callable, cast

from ....rules.engine import Action
from ....rules.red_dog.coach import RedDogAdvice
from ....rules.red_dog.view import RedDogView
from ...widgets.literal import literal
from ...words.i18n import N_, _
from ...words.numbers import decimal, percent

CHOICE_WORDS = {"forfeit": N_("forfeit"), "pass": N_("pass")}
"""A choice that is not a bet, as the coach lists it."""


def choice_text(action: Action, high: int | None) -> str:
    """ "forfeit", "pass", "bet 1", "bet 9 (max)"."""
    if action.do != "bet":
        return _(CHOICE_WORDS[action.do]) if action.do in CHOICE_WORDS else action.do
    if action.amount == high:
        return _("bet {amount} (max)").format(amount=action.amount)
    return _("bet {amount}").format(amount=action.amount)


def reason_text(advice: RedDogAdvice, view: RedDogView) -> str:
    """Why the sharp player chooses as it does (rules/red_dog/bots.py `sharp`), in one line."""
    best, chance = advice.sharp, advice.chance
    if best.do == "bet" and chance > 0.5:
        # In chips even while the table shows money: a bet is typed in chips (the figure is the bet to type).
        stack = view.stacks[cast(int, view.seat)]  # the coach speaks to the deciding seat
        # The product as the sharp player works it out, from the counts (a figure rounded to one place said "= 3.0"
        # beside a bet of 2: (2p - 1) x stack was 2.97).
        product = (2 * advice.wins - advice.unseen) * stack / advice.unseen
        # p as the fraction it is (seen: "(2 × 0.512 - 1) × 98 = 2.39", which with 0.512 makes 2.35: p was 21/41)
        return _(
            "bets (2p - 1) of your stack, rounded down: (2 × {chance} - 1) × {stack} = {product}, within 1–{high} "
            "(a Kelly-style cap)"
        ).format(
            chance=f"{advice.wins}/{advice.unseen}",
            stack=stack,
            product=decimal(product, 2),
            high=view.bet_range[1] if view.bet_range else 0,
        )
    if best.do == "bet":
        return _("the chance p is 1/2 or less: the smallest bet, 1 chip, loses less on average than forfeiting 1")
    if view.bet_range is None:  # no chips to bet with (CH-4): the one choice there is
        return (
            _("no chips left to bet: passing is the only choice (RD-V3)")
            if best.do == "pass"
            else _("no chips left to bet: forfeiting is the only choice, and it costs nothing (CH-4)")
        )
    if best.do == "pass":
        return _("a short hand may pass at no cost: better than any bet at a chance p of 1/2 or less")
    return _("no card can win: forfeiting 1 chip is cheaper than losing a bet")


def coach_lines(
    advice: RedDogAdvice,
    view: RedDogView,
    worth: Callable[[float, bool], str | None] = lambda chips, signed: None,
    currency: str = "",
) -> list[str]:
    """The panel: the odds, each choice's expected chips, the sharp bet and why (markup). `worth`: the expected
    figures as money without the currency while the table shows money (CH-6), else None (chips; bets are in
    chips either way); `currency`: its label, named once."""
    high = view.bet_range[1] if view.bet_range else None
    lines = [
        _("[b]{wins} of {unseen}[/b] unseen cards win for this hand: [b]{chance}[/b] (RD-7)").format(
            wins=advice.wins, unseen=advice.unseen, chance=percent(advice.chance, 1)
        )
    ]
    money = [worth(choice.expected, True) for choice in advice.choices]
    figures = [
        f"{choice_text(choice.action, high)} [b]{figure or decimal(choice.expected, 2, signed=True)}[/b]"
        for choice, figure in zip(advice.choices, money)
    ]
    if None in money:
        template = _("Expected chips: {choices}")
    elif currency:
        template = _("Expected value in {currency}: {choices}")
    else:
        template = _("Expected value: {choices}")
    lines.append(template.format(choices=" · ".join(figures), currency=literal(currency)))
    lines.append(
        _("Sharp player: [b]{choice}[/b] — {reason}").format(
            choice=choice_text(advice.sharp, high), reason=reason_text(advice, view)
        )
    )
    return lines
