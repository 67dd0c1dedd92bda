"""Red Dog's refusals of a table (rules/red_dog/refusals.py `SETUP`), each code worded once."""

from __future__ import annotations

from ...i18n import N_
from ..refusal_words import Words

SETUP_WORDS = {
    "red_dog.players": Words(N_("Red Dog needs {low} to {high} players, not {players} ({rule})")),
    "red_dog.burn_too_many": Words(N_("burning needs (hand size + 2) x players <= 52: with {players} players and "
                                      "{size}-card hands that is {total} ({rule})")),
}
"""Every code of rules/red_dog/refusals.py's `SETUP`."""
