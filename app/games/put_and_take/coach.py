"""The Put and Take coach in words: what this hand should bring this round, and how widely it may vary."""

from __future__ import annotations

from typing import Callable

from ....rules.put_and_take.coach import HandForecast
from ...widgets.literal import literal
from ...words.i18n import _, ngettext
from ...words.numbers import decimal


def coach_lines(
    forecast: HandForecast, pool: int = 0, worth: Callable[[float, bool], str | None] = lambda chips, signed: None
) -> list[str]:
    """The panel: so far, expected and spread for the round (markup). The banker's "so far" counts the `pool`,
    his at the round's end (PT-8), which his seat's figure (his stack's change) does not yet: said so. `worth`:
    the figures as money while the table shows money (CH-6), else None (chips); money is put into the lines'
    markup `literal`, its currency being the player's text."""
    left = forecast.places_left
    to_come = ngettext("{n} card to come", "{n} cards to come", left).format(n=left)
    money_so_far = shown_money(worth(forecast.so_far, True))
    so_far = (
        f"[b]{money_so_far}[/b]"
        if money_so_far is not None
        else ngettext("[b]{n}[/b] chip", "[b]{n}[/b] chips", abs(forecast.so_far)).format(
            n=decimal(forecast.so_far, signed=True)
        )
    )
    expected, spread = shown_money(worth(forecast.expected, True)), shown_money(worth(forecast.spread, False))
    if expected is None or spread is None:
        outlook = _("Expected result this round: [b]{expected}[/b] chips, spread ±[b]{spread}[/b]").format(
            expected=decimal(forecast.expected, 2, signed=True), spread=decimal(forecast.spread, 2)
        )
    else:
        outlook = _("Expected result this round: [b]{expected}[/b], spread ±[b]{spread}[/b]").format(
            expected=expected, spread=spread
        )
    # TRANSLATORS: {so_far} is "[b]+4[/b] chips" (the chips' noun said: a play-test read a bare "-5"), or money
    lines = [_("This round so far {so_far} · {to_come}").format(so_far=so_far, to_come=to_come), outlook]
    if pool:
        money = shown_money(worth(pool, False))
        pooled = (
            ngettext(
                "{n} chip of this is in the pool: yours at the round's end if it is still there (PT-8)",
                "{n} chips of this are in the pool: yours at the round's end if they are still there (PT-8)",
                pool,
            ).format(n=pool)
            if money is None
            else _("{money} of this is in the pool: yours at the round's end if it is still there (PT-8)").format(
                money=money
            )
        )
        lines.insert(1, f"[dim]{pooled}[/]")
    if not forecast.exact:
        caveat = _("a stack could run short (CH-2): the figures leave that out")
        lines.append(f"[dim]{caveat}[/]")
    return lines


def shown_money(money: str | None) -> str | None:
    """An amount of money as markup that shows it as it is (None: said in chips)."""
    return None if money is None else literal(money)
