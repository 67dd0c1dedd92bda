"""What every table keeps true at every moment, read through the engine contract alone (rules/engine.py): the
whole deck once a round is dealt, chips conserved with the rebuys (CH-3), no negative stack, pot or score. The
engine contract's machine checks it after every step, the monkey and the resizes at every stop of the app."""

from __future__ import annotations

from typing import Any

from parlour.rules.cards import DECK

SORTED_DECK = sorted(DECK)


def assert_table_sound(engine: Any, state: Any) -> None:
    cards = engine.all_cards(state)
    if cards or state.rounds_played or not engine.needs_round(state):
        assert sorted(cards) == SORTED_DECK, "52 distinct cards at the table"
    board = engine.scoreboard(state)
    if board["stacks"] is None:  # a game of points (Put)
        assert min(engine.scores(state)) >= 0, "no negative score"
        return
    starting = engine.starting_scores(state)
    bought = sum(engine.view(state, None).rebuys) * starting[0]
    assert sum(board["stacks"]) + board["pot"] == sum(starting) + bought, "CH-3: chips conserved with the rebuys"
    assert min(board["stacks"]) >= 0 and board["pot"] >= 0, "no negative stack or pot"
