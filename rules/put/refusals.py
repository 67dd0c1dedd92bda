"""Put's refusal codes and their English (rules/refusals.py): what `checks.py` and the engine refuse with."""

from __future__ import annotations

from ..refusals import register

ENGLISH = register(
    {
        "put.no_put_to_answer": 'there is no put to answer: nobody has said "I put"',
        "put.window_first": "the put window comes first: put or decline before the first lead",
        "put.window_choices": "'{do}' is not a Put action: put or decline now",
        "put.already_put": "seat {putter} has already put this round: at most one put a round",
        "put.answer_first": "answer seat {putter}'s put first: fold or see",
        "put.after_deal_only": "a put is made only right after the deal, before the first lead "
        "(put at any turn, PU-V1, is off)",
        "put.nothing_to_answer": "there is no put to answer now",
        "put.window_over": "the put window is over: play a card",
        "put.play_choices": "'{do}' is not a Put action: play a card",
        "put.card_not_held": "{card} is not in seat {seat!q}'s hand",
    }
)
"""Put's own codes; the turn, round and end codes are the shared ones."""

SETUP = register(
    {
        "put.two_player_players": "Put for two needs exactly {low} players, not {players}",
        "put.free_for_all_players": "Put free for all needs {low} to {high} players, not {players}",
        "put.partners_players": "Put with partners needs exactly {low} players, not {players}",
        "put.no_stacks": "Put is played for points, not chips: stacks are not allowed",
        "put.first_dealer": "first dealer must be a seat from 0 to {last}",
        "put.whole_deck_only": "Put rounds take a whole deck, not hands",
        "put.deck_not_whole": "a scripted deck must be all 52 cards, top card first",
    }
)
"""Put's refusals of a table (rules/put/engine.py `check_setup`, `new_game`) and of a scripted round."""
