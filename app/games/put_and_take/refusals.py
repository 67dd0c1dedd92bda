"""Put and Take's refusals in the language in force: each code of rules/put_and_take/refusals.py worded once."""

from __future__ import annotations

from ...words.i18n import N_
from ..refusal_words import Words

WORDS = {
    "put_and_take.no_decisions": Words(N_("Put and Take has nothing to decide: the banker turns the cards ({rule})")),
    "put_and_take.whole_deck_only": Words(N_("A Put and Take round takes a whole deck, not hands ({rule})")),
}
"""Every code of rules/put_and_take/refusals.py; the round and end codes are worded with every game's."""
