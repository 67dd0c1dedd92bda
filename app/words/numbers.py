"""Every number the app shows, written the way its language writes numbers; and numbers as people type them.

English writes "0.5", "1,234.50", "29%" and "Mar 5, 2026"; Russian «0,5», «1 234,50», «29 %» and
«5 мар. 2026 г.». The patterns come from Babel's locale data (CLDR) for the language in force
(app/words/i18n.py), so this is the one module that knows how a decimal, a signed figure, a percentage, a sum
of money, a time or a date reads; no screen formats a number with `:.2f` or `%}` itself. A whole count
said in a sentence ("5 chips") needs none of this and stays `{n}`.

Babel is imported on first use, not at start: neither the command line nor the main menu shows a decimal,
and a whole number under a thousand needs no locale data, so starting Parlour loads none of it
(bench/startup.py; tests/test_cli_settings.py checks it).

Typed numbers go the other way: `parse_decimal` takes a point or a comma as the decimal separator
whatever the language ("0,10" and "0.10" are both a tenth); what it cannot read unambiguously
("1,234.5", "1.2.3") it refuses rather than guess.
"""

from __future__ import annotations

import math
import re
from copy import copy
from datetime import datetime
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Any, cast

from .i18n import language

NUMBER_TYPING = r"[-+]?[0-9]*[.,]?[0-9]*(?:[eE][-+]?[0-9]*)?"
"""What a number field lets be typed (a Textual `Input`'s `restrict`): digits, one point or comma, a sign,
an exponent. Textual's own "number" type takes only a point, so a typed comma was dropped ("0,10" read 010)."""
_TYPED = re.compile(r"[-+]?(?:[0-9]+[.,]?[0-9]*|[.,][0-9]+)(?:[eE][-+]?[0-9]+)?")
"""A whole typed number (`NUMBER_TYPING` also lets a half-typed one through, "-" or "1e")."""


NARROW_SPACE = "\u202f"
"""CLDR's narrow no-break space ("2:03\u202fPM", «2026\u202fг.»): many terminal fonts lack it, so a plain
no-break space stands in."""


_BEFORE_FIGURE = re.compile(r"(?<=[^\W_]|[).%×=−-]) (?=[-+±]?\d)")
"""A space between a word, a figure, a tag or a sign and the figure after it ("bet 3", "(max) -1.95", "bet 1
-0.49", "× 98")."""
_AFTER_FIGURE = re.compile(r"(?<=[\d%]) (?=[^\W\d_]|\()|(?<=[\d%)]) (?=[×=−-][ \u00a0])")
"""A space between a figure and the word or tag after it ("3 (max)", «1 фишку», "0.40 EUR"), or the sign of a
sum worked out ("(2 × 0.857 - 1) × 98 = 70.0" reads whole)."""


def figures_bound(text: str) -> str:
    """`text` with a no-break space wherever a line could part a figure from the word it goes with (its tag before,
    its unit or tag after), as `decimal` keeps «1 234,50» and «29 %» whole: a coach's line read "bet 3" at one
    line's end and "(max) -1.95" on the next. Space for space, so a text's styles keep their places."""
    return _AFTER_FIGURE.sub("\u00a0", _BEFORE_FIGURE.sub("\u00a0", text))


def _spaced(text: str) -> str:
    return text.replace(NARROW_SPACE, "\u00a0")


@lru_cache(maxsize=None)
def _locale(code: str) -> Any:
    # lazy: start-up (Babel's locale data loads when a number is first written, after the menu's first paint)
    from babel import Locale

    return Locale.parse(code)


def _small_whole(value: float | Decimal | int) -> bool:
    try:
        return value == int(value) and abs(value) < 1000
    except (OverflowError, ValueError, ArithmeticError):  # infinity, not a number
        return False


def _pattern(places: int | None, trailing_zeros: bool, grouped: bool) -> str:
    whole = "#,##0" if grouped else "0"
    if places is None:
        return whole + ".######"
    return whole + ("." + ("0" if trailing_zeros else "#") * places if places else "")


def decimal(
    value: float | Decimal | int,
    places: int | None = None,
    *,
    signed: bool = False,
    trailing_zeros: bool = True,
    grouped: bool = True,
) -> str:
    """`value` as the language writes it: "1,234.50" / «1 234,50» with `places` decimals (all it has up to
    six when None: 0.5 reads "0.5"); "+2.40" when `signed` (a gain or loss; what rounds to 0 has no sign);
    without `trailing_zeros` "0.5" stays "0.5" at two places; not `grouped` for a field to edit ("1234,5":
    `typed_number` reads it)."""
    if places in (None, 0) and not signed and _small_whole(value):
        return str(int(value))  # written alike in every language Parlour speaks: no need to load Babel
    # lazy: start-up
    from babel.numbers import format_decimal

    if (value if places is None else round(value, places)) == 0:
        value = 0  # a figure that rounds to nothing has no sign: "0", "0.00", never "-0.00" (nor "+0", "+0.00")
        signed = False
    text = format_decimal(value, format=_pattern(places, trailing_zeros, grouped), locale=_locale(language()))
    return _spaced("+" + text if signed and not text.startswith("-") else text)


def whole(value: int, signed: bool = False) -> str:
    """A whole number (chips, a score) as the language writes it: "24,999" / «24 999» (seen: stacks drawn "24999"
    beside money written «12 499,00»); "+16" when `signed` (0 has no sign)."""
    if _small_whole(value):
        return f"{value:+d}" if signed and value else str(value)  # alike in every language: no Babel to load
    return decimal(value, 0, signed=signed)


def percent(share: float, places: int = 0) -> str:
    """A share of 1 as a percentage: "29%" / «29 %»; "29.3%" / «29,3 %» with `places`."""
    locale = _locale(language())
    pattern = copy(locale.percent_formats[None])
    pattern.frac_prec = (places, places)
    return _spaced(pattern.apply(share, locale))


def clock(seconds: float) -> str:
    """A wait left as a clock, minutes and seconds, rounded up ("1:45"; "0:01" for the last part of a second)."""
    minutes, rest = divmod(math.ceil(seconds), 60)
    return f"{minutes}:{rest:02d}"


def day_and_time(when: datetime) -> str:
    """When something happened this year or so, in local time: "Mar 5 2:03 PM" / «5 мар. 14:03»."""
    # lazy: start-up
    from babel.dates import format_skeleton, format_time

    local, locale = when.astimezone(), _locale(language())
    return _spaced(f"{format_skeleton('MMMd', local, locale=locale)} {format_time(local, 'short', locale=locale)}")


def date_and_time(when: datetime) -> str:
    """A moment with its year, in local time: "Mar 5, 2026 2:03 PM" / «5 мар. 2026 г. 14:03»."""
    # lazy: start-up
    from babel.dates import format_date, format_time

    local, locale = when.astimezone(), _locale(language())
    return _spaced(f"{format_date(local, 'medium', locale=locale)} {format_time(local, 'short', locale=locale)}")


def typed_number(text: str) -> str:
    """A typed number in the form Python reads ("0,10" -> "0.10"); ValueError when it is not one number.

    A point or a comma is the decimal separator in any language (one of them, once); spaces, a group
    separator in Russian, are left out. "1,234.5" could be either way round, so it is refused, and so is
    "1,234" where the language groups thousands with that sign (English: a thousand, or one and a bit?)."""
    text = re.sub(r"[\s\u00a0\u202f]", "", text)
    if not _TYPED.fullmatch(text):
        raise ValueError(text)
    whole, separator, fraction = re.split(r"([.,])", text, maxsplit=1) if re.search(r"[.,]", text) else (text, "", "")
    digits = cast(re.Match[str], re.match(r"[0-9]*", fraction))  # matches any text (perhaps empty)
    thousands = separator and len(digits.group()) == 3 and whole.lstrip("+-0")
    if thousands and separator == _locale(language()).number_symbols["latn"]["group"]:
        raise ValueError(text)
    return text.replace(",", ".")


def parse_decimal(text: str) -> Decimal:
    """A typed number as an exact decimal ("0,10" -> Decimal("0.10")); ValueError when it is not one."""
    try:
        return Decimal(typed_number(text))
    except InvalidOperation:
        raise ValueError(text) from None


def parse_float(text: str) -> float:
    """A typed number as a float ("0,5" -> 0.5); ValueError when it is not one."""
    return float(typed_number(text))
