"""Red Dog engine speed: rounds per second with the sharp bot in every seat, at 4 and 10 players.

    python bench/engine_red_dog.py

`run()` returns the figures so a combined benchmark can call it. Aim: >= 2,000 rounds/s.
Each round includes the shuffle and cut, the deal, every seat's view and decision, and
every card turned and settled.
"""

from __future__ import annotations

import time

from parlour.rules.red_dog.bots import sharp
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.rng import Rng

TABLES = (4, 10)
ROUNDS = 2000
"""Rounds timed per table size."""


def rounds_per_second(players: int, rounds: int = ROUNDS, seed: int = 1) -> float:
    """Play `rounds` rounds (new games as old ones end, rebuy on) and return the rate."""
    engine = RedDogEngine()
    settings = RedDogSettings(rebuy=True)
    rng = Rng(seed)
    state = engine.new_game(settings, players, seed)
    played = 0
    started = time.perf_counter()
    while played < rounds:
        if engine.is_over(state):
            seed += 1
            state = engine.new_game(settings, players, seed)
        elif engine.needs_round(state):
            state = engine.start_round(state)
            played += 1
        elif (seat := engine.to_act(state)) is None:
            state = engine.advance(state)
        else:
            state = engine.apply(state, sharp(engine.view(state, seat), rng))
    return rounds / (time.perf_counter() - started)


def run() -> dict:
    """{"red_dog_4_players_rounds_per_s": ..., "red_dog_10_players_rounds_per_s": ...}."""
    return {f"red_dog_{players}_players_rounds_per_s": round(rounds_per_second(players)) for players in TABLES}


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name}: {value:,}")
