"""Put's refusals of a table (rules/put/refusals.py `SETUP`), each code worded once."""

from __future__ import annotations

from ...words.i18n import N_
from ..refusal_words import Words

SETUP_WORDS = {
    "put.two_player_players": Words(N_("Put for two needs exactly {low} players, not {players} ({rule})")),
    "put.free_for_all_players": Words(N_("Put free for all needs {low} to {high} players, not {players} ({rule})")),
    "put.partners_players": Words(N_("Put with partners needs exactly {low} players, not {players} ({rule})")),
    "put.no_stacks": Words(N_("Put is played for points, not chips: a table has no stacks ({rule})")),
    "put.first_dealer": Words(N_("The first dealer is a seat from 0 to {last} ({rule})")),
    "put.whole_deck_only": Words(N_("A Put round takes a whole deck, not hands ({rule})")),
    "put.deck_not_whole": Words(N_("A scripted deck is all 52 cards, top card first ({rule})")),
}
"""Every code of rules/put/refusals.py's `SETUP`."""
