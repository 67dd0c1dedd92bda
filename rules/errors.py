"""Errors raised by the engines; each names the rule (RULES.md ID) that was broken.

A refusal is data: `IllegalAction(code, rule, **params)` with a registered code (rules/refusals.py),
its English message rendered from the code's one template. An English sentence in place of the code
(`IllegalAction("the game is over", rule)`) still works while the engines move to codes: such an error
has no code, and the app can only show its text.
"""

from __future__ import annotations

import re
import string
from functools import lru_cache
from typing import Any

from .refusals import CODE, TEMPLATES


class RuleError(ValueError):
    """Something the rules do not allow. `rule` is the RULES.md ID, or None; `code` says what was refused
    (None for an error still given as an English sentence) and `params` its figures."""

    def __init__(self, code: str, rule: str | None = None, **params: Any) -> None:
        if CODE.fullmatch(code):
            template = template_of(code)
            message = english(template, params)
            self.code: str | None = code
        else:
            message, self.code = code, None
        super().__init__(LONG_NUMBER.sub(_digits, message))
        self.rule = rule
        self.params: dict[str, Any] = params

    def __str__(self) -> str:
        text = super().__str__()
        return f"{text} ({self.rule})" if self.rule else text

    @property
    def message(self) -> str:
        """The sentence without the rule suffix."""
        return super().__str__()


LONG_NUMBER = re.compile(r"\d{61,}")
"""A number too long to repeat in a message (a stack or bet of 10^4000 is shown by its length)."""


def _digits(match: re.Match[str]) -> str:
    return f"a number of {len(match.group())} digits"


def template_of(code: str) -> str:
    """The English template of a registered code; LookupError for a code nobody registered."""
    try:
        return TEMPLATES[code]
    except KeyError:
        raise LookupError(f"refusal code {code!r} is not registered (rules/refusals.py)") from None


class EnglishFormatter(string.Formatter):
    """Fills a template; `{name!q}` shows a bad input as `quoted` does."""

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        return quoted(value) if conversion == "q" else super().convert_field(value, conversion)


ENGLISH = EnglishFormatter()


def english(template: str, params: dict[str, Any]) -> str:
    """A template filled as ENGLISH fills it: by `str.format`, the `!q` fields' values quoted beforehand
    (the same text, without string.Formatter's slow walk through the template)."""
    quoting = quoted_fields(template)
    if quoting is None:
        return ENGLISH.format(template, **params)
    plain, names = quoting
    if names:
        params = {**params, **{name: quoted(params[name]) for name in names if name in params}}
    return plain.format(**params)


@lru_cache(maxsize=None)
def quoted_fields(template: str) -> tuple[str, frozenset[str]] | None:
    """The template with its `!q` taken out and the names it quotes; None where that would not give ENGLISH's
    text (a field with a format spec, an index or an attribute, a name both quoted and not)."""
    fields = [(name, spec, conversion) for _, name, spec, conversion in ENGLISH.parse(template) if name is not None]
    if any(spec or not name.isidentifier() or conversion not in (None, "q") for name, spec, conversion in fields):
        return None
    names = frozenset(name for name, _, conversion in fields if conversion == "q")
    if names & {name for name, _, conversion in fields if conversion is None}:
        return None
    plain = template.replace("!q}", "}")
    if template.count("!q}") != sum(conversion == "q" for _, _, conversion in fields):
        return None
    return plain, names


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
