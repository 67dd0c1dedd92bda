"""Red Dog's refusal codes and their English (rules/refusals.py): what `checks.py` and the engine refuse with."""

from __future__ import annotations

from ..refusals import register

NO_CHIPS = "a player with no chips can only forfeit (which costs nothing)"
"""CH-4's English, alike for a full hand (it forfeits) and a short one (it passes): the codes tell them apart."""

ENGLISH = register(
    {
        "red_dog.short_hand_no_forfeit": "a short hand may bet or pass, not forfeit",
        "red_dog.full_hand_no_pass": "only a short hand may pass; with a full hand bet or forfeit",
        "red_dog.choices": "Red Dog players bet, forfeit or pass, they do not {do}",
        "red_dog.no_chips_forfeit": NO_CHIPS,
        "red_dog.no_chips_pass": NO_CHIPS,
        "red_dog.bet_too_small": "a bet is at least 1 chip, not {amount!q}",
        "red_dog.bet_over_pot": "a bet may not exceed the {pot} chips in the pot (bet {amount!q})",
        "red_dog.bet_over_stack": "a bet may not exceed the bettor's {stack} chips (bet {amount!q})",
    }
)
"""Red Dog's own codes; the turn, round and end codes are the shared ones."""

SETUP = register(
    {
        "red_dog.players": "Red Dog needs {low} to {high} players, not {players}",
        "red_dog.burn_too_many": "burning needs (hand size + 2) x players <= 52: with {players} players and "
        "{size}-card hands that is {total}",
        "red_dog.deck_not_whole": "a scripted deck must hold each of the 52 cards once",
        "red_dog.hands_per_seat": "hands needs one entry per seat ({seats}), not {hands}",
        "red_dog.cards_not_distinct": "hands and stock must be distinct cards of one deck",
        "red_dog.hand_for_out_seat": "seat {seat} is out of the game and gets no cards",
        "red_dog.stock_too_small": "the stock holds {stock} cards but {bettors} players may bet and each needs {need}",
    }
)
"""Red Dog's refusals of a table (rules/red_dog/engine.py `check_setup`) and of a scripted round (deal.py)."""
