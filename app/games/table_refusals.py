"""A table's refusals in the language in force: of its setup (a setting, two seats of one name, the engine's
refusal of the table), and of a saved game's replay.

A refused setting is said in the app's own words from Pydantic's error type (app/words/field_refusals.py); an
engine's refusal from its code, in each game's words (`app/games/<game>/setup_words.py`, its presenter's
`refusal_words`) or the codes every game shares (app/games/refusal_words.py).
"""

from __future__ import annotations

from typing import Any, cast

from pydantic import ValidationError

from ...rules.errors import RuleError
from ..seating.table_setup import SAME_NAMES, SameNames, TableSetup
from ..words.field_refusals import field_refusal
from ..words.i18n import _
from ..words.quotes import quoted
from ..words.seat_words import addressed, shown_name
from . import every_setup_words, presenter_for, setup_words_for
from .refusal_words import continuing, worded_code
from .words import CardLabel


def refusal(error: Exception, keys: bool = False) -> str:
    """One line saying why a setting or a table was refused, in the language in force; a setting is named by
    its label, with its key too when `keys` (the command line's `--set KEY=VALUE` takes keys)."""
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        # A value_error always has its ctx (the error raised): ctx is read only for one.
        details: Any = first
        if first["type"] == "value_error" and not first["loc"] and isinstance(details["ctx"].get("error"), RuleError):
            return refusal(details["ctx"]["error"])  # the engine's refusal of the table (TableSetup._playable)
        if first["type"] == "value_error" and isinstance(details["ctx"].get("error"), SameNames):
            same = details["ctx"]["error"]
            return _(SAME_NAMES).format(first=same.first + 1, second=same.second + 1, name=shown_name(same.name))
        if first["type"] == "extra_forbidden":
            return _("unknown setting {name}").format(name=quoted(str(first["loc"][-1])))
        return field_refusal(first, keys)
    if isinstance(error, RuleError) and error.code is not None:
        return setup_refusal(error)
    return str(error)


def setup_refusal(error: RuleError) -> str:
    """An engine's refusal of a table (InvalidSetup), worded from its code as plain text in the language in force
    (each game's `app/games/<game>/setup_words.py`, or the codes every game shares)."""
    return worded_code(cast(str, error.code), error.rule, error.params, every_setup_words(), (), markup=False)  # coded


def replay_refusal(setup: TableSetup, error: RuleError, card: CardLabel = str) -> str:
    """Why the rules refused a record's replay, in the language in force (plain text), from the refusal's code:
    the game's own words for its decisions and its table, or the codes every game shares; the one person at the
    table spoken to ("not in your hand", not "You's hand"), cards as `card` labels them ("K♥", not "KH"); it is
    said after a colon (the notice of the game set aside), so its first word takes no capital."""
    if error.code is None:
        return continuing(_(str(error)), mid_sentence=True)
    words = {**setup_words_for(setup.game), **presenter_for(setup.game).refusal_words}
    you = setup.people[0] if len(setup.people) == 1 else None
    names = addressed(setup.names, you)
    return worded_code(error.code, error.rule, error.params, words, names, card, markup=False, mid_sentence=True)
