"""Put and Take engine speed: rounds per second at 4 and 8 players, every variant on.

    python bench/engine_put_and_take.py

`run()` returns the figures so bench/engine.py can call it. Aim: >= 5,000 rounds/s on one
core. A round is `start_round` (ante, shuffle and cut, deal) and the ten `advance` steps
(each card turned with its payments, then the pool, busts and the bank passing). Rebuy is
on so the games never end. Each table is timed in a few runs and the best run counts, so
that other work on a shared machine only ever makes the figure look worse, never better.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlour.rules.put_and_take.engine import PutAndTakeEngine  # noqa: E402
from parlour.rules.put_and_take.settings import PutAndTakeSettings  # noqa: E402

TABLES = (4, 8)
ROUNDS = 2000
"""Rounds per timed run."""
RUNS = 3
SETTINGS = PutAndTakeSettings(
    ante=True, easy_come_easy_go=True, red_and_black=True, up_and_down_the_river=True, rebuy=True
)


def rounds_per_second(players: int, rounds: int = ROUNDS, seed: int = 1) -> float:
    """Play `rounds` rounds at one table and return the rate."""
    engine = PutAndTakeEngine()
    state = engine.new_game(SETTINGS, players, seed)
    started = time.perf_counter()
    for _ in range(rounds):
        state = engine.start_round(state)
        for _ in range(10):
            state = engine.advance(state)
    elapsed = time.perf_counter() - started
    assert state.rounds_played == rounds and not engine.is_over(state)
    return rounds / elapsed


def run() -> dict:
    """{"put_and_take_4_players_rounds_per_s": ..., "put_and_take_8_players_rounds_per_s": ...}."""
    return {
        f"put_and_take_{players}_players_rounds_per_s": round(
            max(rounds_per_second(players, seed=seed) for seed in range(1, RUNS + 1))
        )
        for players in TABLES
    }


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name}: {value:,}")
