"""Counted things in words, in any language: "1 chip", "5 chips"; «1 фишка», «2 фишки», «5 фишек».

The catalog's plural forms choose the word (Russian has three); the number is written as it is.
"""

from __future__ import annotations

from .i18n import ngettext


def chips(amount: int) -> str:
    """ "1 chip", "91 chips"."""
    return ngettext("{n} chip", "{n} chips", amount).format(n=amount)


def points(amount: int) -> str:
    """ "1 point", "7 points" (Put's score)."""
    return ngettext("{n} point", "{n} points", amount).format(n=amount)


def rounds(count: int) -> str:
    """ "1 round", "12 rounds"."""
    return ngettext("{n} round", "{n} rounds", count).format(n=count)
