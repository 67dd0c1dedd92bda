"""Counted things in words, in any language: "1 chip", "5 chips"; «1 фишка», «2 фишки», «5 фишек».

The catalog's plural forms choose the word (Russian has three); the number is written as it is.
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import ngettext, npgettext


def chips(amount: int) -> str:
    """ "1 chip", "91 chips"."""
    return ngettext("{n} chip", "{n} chips", amount).format(n=amount)


def points(amount: int) -> str:
    """ "1 point", "7 points" (Put's score)."""
    return ngettext("{n} point", "{n} points", amount).format(n=amount)


def rounds(count: int) -> str:
    """ "1 round", "12 rounds"."""
    return ngettext("{n} round", "{n} rounds", count).format(n=count)


def taken(amount: int, shown: Callable[[int], str]) -> str:
    """An amount of chips as a log line's object ("Bob bets 3", «Борис ставит 3 фишки»), `shown` as the table shows
    amounts: a count gets its noun where the language puts one (Russian; English keeps its short lines), money stays
    as it is (its currency says what it is: a count is digits alone, money never)."""
    text = shown(amount)
    if is_count(text):
        # TRANSLATORS: an amount of chips staked, paid or won in a line of the log, in the accusative («ставит 3 фишки»)
        return npgettext("chips staked, paid or won", "{n}", "{n}", amount).format(n=text)
    return text


def held(amount: int, shown: Callable[[int], str]) -> str:
    """An amount of chips as the subject of a phrase ("left in the pot: 4 chips", «осталось в банке: 4 фишки»), `shown`
    as the table shows amounts: a count with its noun, money as it is."""
    text = shown(amount)
    return ngettext("{n} chip", "{n} chips", amount).format(n=text) if is_count(text) else text


def lacking(amount: int, shown: Callable[[int], str]) -> str:
    """An amount of chips that was missing ("short by 4 chips", «не хватило 4 фишек»: the genitive, seen as «не
    хватило 4 фишки»), `shown` as the table shows amounts: a count with its noun, money as it is."""
    text = shown(amount)
    if is_count(text):
        # TRANSLATORS: chips that were missing, after «не хватило»: the genitive («1 фишки», «4 фишек», «5 фишек»)
        return npgettext("chips lacking", "{n} chip", "{n} chips", amount).format(n=text)
    return text


def is_count(text: str) -> bool:
    """Whether an amount as the table shows it is a count of chips (digits alone), not money."""
    return "".join(text.split()).lstrip("-").isdigit()
