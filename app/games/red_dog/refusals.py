"""Red Dog's refusals in the language in force: each code of rules/red_dog/refusals.py worded once; why a Red
Dog key does nothing now, in one line naming the rule, as the engine answers it from the seat's view
(`why_not`); and which bets are asked about first.

Pure functions of the person's seat view: the bet box (bet_line.py) shows what they return.
"""

from __future__ import annotations

from typing import cast

from ....rules.actions import ActionKind
from ....rules.engine import Action
from ....rules.red_dog import GAME
from ....rules.red_dog.view import RedDogView
from ...words.chip_words import chips
from ...words.i18n import N_, _
from ..refusal_words import Words, worded

NO_CHIPS = N_("You have no chips, so you cannot bet: f forfeits, at no cost ({rule})")

WORDS = {
    "red_dog.short_hand_no_forfeit": Words(
        N_("A short hand may bet or pass, not forfeit: p passes at no cost ({rule})")
    ),
    "red_dog.full_hand_no_pass": Words(N_("Only a short hand may pass: bet, or f forfeits ({rule})")),
    "red_dog.choices": Words(N_("Bet, forfeit or pass now ({rule})")),
    "red_dog.no_chips_forfeit": Words(NO_CHIPS),
    "red_dog.no_chips_pass": Words(N_("You have no chips, so you cannot bet: p passes, at no cost ({rule})")),
    "red_dog.bet_too_small": Words(N_("A bet is at least 1 chip ({rule})")),
    "red_dog.bet_over_pot": Words(
        N_("{amount} is too much: a bet may not exceed the {pot} in the pot ({rule})"), chips=("pot",)
    ),
    "red_dog.bet_over_stack": Words(
        N_("{amount} is too much: a bet may not exceed your {stack} ({rule})"), chips=("stack",)
    ),
}
"""Every code of rules/red_dog/refusals.py; the turn and round codes are worded with every game's."""

NO_BET = N_("No bet is possible now (RD-6)")
"""A bet key on the person's turn when no bet is legal and the rules name no other reason."""


def refusal(view: RedDogView, kind: str, legal: set[str], names: tuple[str, ...] = ()) -> str | None:
    """Why decision `kind` ("bet", "forfeit", "pass") cannot be taken now (markup), or None when it can;
    `names` are the seats' names as shown."""
    if kind in legal or view.seat is None:
        return None
    # `kind` is one of the decisions named above.
    action = Action(seat=view.seat, do=cast(ActionKind, kind), amount=1 if kind == "bet" else None)
    refused = GAME.engine().why_not(view, action)
    return worded(refused, WORDS, names) if refused is not None else _(NO_BET)


def bet_refusal(view: RedDogView, amount: int, names: tuple[str, ...] = ()) -> str:
    """Why a bet of `amount` is not allowed (RD-6), or "" when it is (markup)."""
    refused = GAME.engine().why_not(view, Action(seat=cast(int, view.seat), do="bet", amount=amount))  # a seat's view
    return worded(refused, WORDS, names) if refused is not None else ""


def all_in_question(view: RedDogView, amount: int, worth: str | None = None) -> str | None:
    """The question before a bet of the whole pot or the whole stack, or None for any other bet; `worth`: what the
    chips are worth, while the table shows money (seen: "Bet the whole pot (42 chips)?" in a game shown in USD).

    When only one bet is possible (a pot or a stack of 1 chip) nothing is asked: there is no
    smaller bet to choose instead.
    """
    low, high = view.bet_range or (1, 1)
    whole_pot, whole_stack = amount == view.pot, amount == view.stacks[cast(int, view.seat)]  # the deciding seat's
    if low == high or not (whole_pot or whole_stack):
        return None
    stake = chips(amount) if worth is None else f"{chips(amount)}\u00a0=\u00a0{worth}"  # wrapped as one
    if whole_pot and whole_stack:
        return _("Bet the whole pot and your whole stack ({chips})?").format(chips=stake)
    if whole_pot:
        return _("Bet the whole pot ({chips})?").format(chips=stake)
    return _("Bet your whole stack ({chips})?").format(chips=stake)
