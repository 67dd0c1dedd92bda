"""Red Dog's refusals of a table (rules/red_dog/refusals.py `SETUP`), each code worded once."""

from __future__ import annotations

from ...words.i18n import N_
from ..refusal_words import Words

SETUP_WORDS = {
    "red_dog.players": Words(N_("Red Dog needs {low} to {high} players, not {players} ({rule})")),
    "red_dog.burn_too_many": Words(
        N_(
            "burning needs (hand size + 2) x players <= 52: with {players} players and "
            "{size}-card hands that is {total} ({rule})"
        )
    ),
    "red_dog.deck_not_whole": Words(N_("A scripted deck holds each of the 52 cards once ({rule})")),
    "red_dog.hands_per_seat": Words(N_("Scripted hands need one entry per seat ({seats}), not {hands} ({rule})")),
    "red_dog.cards_not_distinct": Words(N_("Scripted hands and stock are distinct cards of one deck ({rule})")),
    "red_dog.hand_for_out_seat": Words(N_("Seat {seat} is out of the game and gets no cards ({rule})")),
    "red_dog.stock_too_small": Words(
        N_("The stock holds {stock} cards, but {bettors} players may bet and each needs {need} ({rule})")
    ),
}
"""Every code of rules/red_dog/refusals.py's `SETUP` (a scripted round's: scenario files and tests)."""
