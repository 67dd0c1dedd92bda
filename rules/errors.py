"""Errors raised by the engines; each names the rule (RULES.md ID) that was broken."""

from __future__ import annotations

import re


class RuleError(ValueError):
    """Something the rules do not allow. `rule` is the RULES.md ID, or None."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(LONG_NUMBER.sub(_digits, message))
        self.rule = rule

    def __str__(self) -> str:
        text = super().__str__()
        return f"{text} ({self.rule})" if self.rule else text

    @property
    def message(self) -> str:
        """The sentence without the rule suffix."""
        return super().__str__()


LONG_NUMBER = re.compile(r"\d{61,}")
"""A number too long to repeat in a message (a stack or bet of 10^4000 is shown by its length)."""


def _digits(match: re.Match) -> str:
    return f"a number of {len(match.group())} digits"


class IllegalAction(RuleError):
    """An action that is not legal in the current state."""


class InvalidSetup(RuleError):
    """A table (players, settings, stacks, deck) the rules do not allow."""


QUOTE_LIMIT = 80
"""The most characters of a bad input an error message repeats."""


def quoted(value: object) -> str:
    """A value as an error message shows it: its repr, cut to QUOTE_LIMIT characters."""
    if isinstance(value, int) and abs(value) >= 10**60:  # a repr of thousands of digits, or none at all
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    text = repr(value)
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"
