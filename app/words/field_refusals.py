"""Why a value given to a setup field was refused, in the app's own words.

Pydantic refuses a value with an error `type` ("greater_than_equal") and its figures in `ctx`
({"ge": 1}); its English sentence ("Input should be greater than or equal to 1") is never shown
nor read back. `PROBLEMS` words each type a setup can meet, its figures written as the language
writes numbers (app/words/numbers.py); the field is named by its label on the setup screen, and a choice
field's refusal names its choices by their labels (with the keys `--set` takes).
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any, Mapping

from ...rules.games import all_games
from .i18n import N_, _, ngettext
from .numbers import decimal
from .quotes import quoted

FIELD_NAMES = {"chip_value.amount": N_("Chip value"), "chip_value.currency": N_("Currency")}
"""How a refusal names a setup field that is not a rule setting."""
NOT_A_NUMBER = N_("should be a number")
NOT_A_WHOLE_NUMBER = N_("should be a whole number")
PROBLEMS = {
    "greater_than_equal": N_("should be {ge} or more"),
    "greater_than": N_("should be more than {gt}"),
    "less_than_equal": N_("should be {le} or less"),
    "less_than": N_("should be less than {lt}"),
    "multiple_of": N_("should be a multiple of {multiple_of}"),
    "decimal_parsing": NOT_A_NUMBER,
    "decimal_type": NOT_A_NUMBER,
    "finite_number": NOT_A_NUMBER,
    "float_parsing": NOT_A_NUMBER,
    "float_type": NOT_A_NUMBER,
    "int_parsing": NOT_A_WHOLE_NUMBER,
    "int_type": NOT_A_WHOLE_NUMBER,
    "int_from_float": NOT_A_WHOLE_NUMBER,
    "bool_parsing": N_("should be true or false"),
    "bool_type": N_("should be true or false"),
    "string_type": N_("should be text"),
    "missing": N_("is missing"),
    # a label with a digit, or with neither a letter nor a currency sign ("★", "-", "X1"): not only numbers
    "currency_label": N_("should be letters or a currency sign (EUR, €), no digits"),
    "currency_missing": N_("name a currency for a chip worth {amount}, such as EUR or €"),
}
"""Each error type's problem, as "{field}: {problem}" says it (`ctx` fills the figures)."""
OTHER_PROBLEM = N_("this value is not accepted here")
"""A type not in `PROBLEMS` (none a setup is known to meet)."""


def as_typed(value: object) -> str:
    """A value read from the command line as it was typed: true, not Python's True (seen: "should be a number, not
    'True'" of `--set irregular_deals=true`)."""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(value)


def field_refusal(error: Mapping[str, Any], keys: bool = False) -> str:
    """One line for one of Pydantic's errors about a setup field: "Starting chips: should be 1 or more";
    "Starting chips (starting_chips): ..." with the `keys` the command line takes."""
    where = ".".join(str(part) for part in error["loc"])
    field = setting_field(where)
    problem = field_problem(error, field)
    if keys and "input" in error:  # the value as typed (seen: "should be a whole number" of `--set rounds=abc`)
        problem = _("{problem}, not {value}").format(problem=problem, value=quoted(as_typed(error["input"])[:40]))
    if where in FIELD_NAMES:
        name = _(FIELD_NAMES[where])
    elif field is not None:
        name = _("{label} ({key})").format(label=_(field.label), key=field.key) if keys else _(field.label)
    else:
        name = where
    return _("{field}: {problem}").format(field=name, problem=problem) if name else problem


def field_problem(error: Mapping[str, Any], field: Any = None) -> str:
    """What is wrong with the value, without the field's name ("should be 1 or more")."""
    kind, ctx = error["type"], error.get("ctx") or {}
    if kind == "literal_error" and field is not None and field.choices:
        return _("should be one of: {choices}").format(
            choices=", ".join(
                _("{label} ({key})").format(label=_(label), key=key) for key, label, _rule in field.choices
            )
        )
    if kind == "decimal_max_places":
        places = ctx.get("decimal_places", 0)
        return ngettext(
            "should have at most {n} decimal place", "should have at most {n} decimal places", places
        ).format(n=places)
    figures = {
        key: decimal(value) if isinstance(value, (int, float, Decimal)) and not isinstance(value, bool) else value
        for key, value in ctx.items()
    }
    return _(PROBLEMS.get(kind, OTHER_PROBLEM)).format(**figures)


def setting_field(key: str) -> Any:
    """The rule setting `key` names (any game's: the games share their chip settings), or None."""
    return next((field for game in all_games() for field in game.setting_fields() if field.key == key), None)
