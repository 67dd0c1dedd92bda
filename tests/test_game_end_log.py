"""Nobody deals again once a game is over (PU-2, PT-9, RD-9 against PU-7, CH-5): every round that leaves the
game going ends its log with the deal (the bank) passing on, and the round that ends the game ends it with the
game's end instead, never with "the deal passes to …" (issue 21). The state still names the seat the deal
would pass to (SCENARIOS.md's `dealer`)."""

from __future__ import annotations

import pytest

from parlour.app.games.put.words import describe as put_words
from parlour.app.games.put_and_take.words import describe as put_and_take_words
from parlour.app.games.red_dog.words import describe as red_dog_words
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import SeatSetup, TableSetup

PASSES = {"put": "dealer", "put_and_take": "bank", "red_dog": "deal_passes"}
"""Each game's event for the deal (the bank) passing on."""
WORDS = {"put": put_words, "put_and_take": put_and_take_words, "red_dog": red_dog_words}
SETTINGS = {
    "put": [{"target": 3}, {"target": 2, "mode": "free_for_all"}, {"target": 2, "mode": "partners"}],
    "put_and_take": [{"rounds": 3}, {"starting_chips": 3}],
    "red_dog": [{"rounds": 2}, {"starting_chips": 3}],
}
SEEDS = range(12)


def computers_only(game: str, settings: dict) -> TableSetup:
    players = {"two_player": 2, "partners": 4}.get(settings.get("mode", "two_player" if game == "put" else ""), 3)
    return TableSetup(
        game=game,
        seats=tuple(SeatSetup(name=name, human=False) for name in ("Ann", "Bob", "Cleo", "Dan")[:players]),
        settings=settings,
    )


@pytest.mark.parametrize("game", sorted(PASSES))
def test_the_deal_passes_after_every_round_but_the_last(game: str) -> None:
    passes = PASSES[game]
    for settings in SETTINGS[game]:
        for seed in SEEDS:
            session = TableSession(computers_only(game, settings), seed=seed)
            rounds: list[tuple] = []
            while not session.is_over():
                change = session.step()
                if change is not None and change.round_ended:
                    rounds.append(session.state.events)
            assert rounds, (settings, seed)
            *going_on, last = rounds
            for events in going_on:
                assert [event.type for event in events].count(passes) == 1, (settings, seed)
            assert last[-1].type == "game_over", (settings, seed, [event.type for event in last])
            assert passes not in [event.type for event in last], (settings, seed)
            lines = [WORDS[game](event, session.setup.names, str) for event in last]
            assert not any("passes to" in line for line in lines), lines
