"""Put and Take's refusals of a table (rules/put_and_take/refusals.py), each code worded once."""

from __future__ import annotations

from ...words.i18n import N_
from ..refusal_words import Words

SETUP_WORDS = {
    "put_and_take.players": Words(N_("Put and Take needs {low} to {high} players, not {players} ({rule})")),
}
"""Put and Take's codes refusing a table (its round codes are in refusals.py)."""
