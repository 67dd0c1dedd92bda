"""Put engine, sharp-player and expert-player speed.

    python bench/engine_put.py

`run()` returns the figures so bench/engine.py can call it:
- put_two_player_rounds_per_s: the engine alone, random legal actions (puts rare), best of 3 runs;
- put_sharp_games_per_s_*: whole games to 5 points with every seat sharp, views and decisions
  included: two players, four (partners; free for all) and six (free for all, the most a table seats);
- put_sharp_decision_p95_ms_*: the sharp player's decision time in those games (aim: p95 < 20 ms),
  and its median with two players;
- put_expert_*_2: the same for two expert players (aim: decision p95 < 5 ms; its table is read from
  the start, so the first decision of a state pays for reading that state's policy).
Decisions with a single legal action are answered at once and count too.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlour.rules.put.bots import sharp  # noqa: E402
from parlour.rules.put.engine import PutEngine  # noqa: E402
from parlour.rules.put.equilibrium_table import policy_array as expert_policy  # noqa: E402
from parlour.rules.put.expert import expert  # noqa: E402
from parlour.rules.put.settings import PutSettings  # noqa: E402
from parlour.rules.rng import Rng  # noqa: E402

ENGINE = PutEngine()
ROUNDS = 3000
SHARP_GAMES = 150
OTHER_GAMES = 12


def random_rounds_per_second(rounds: int, seed: int) -> float:
    """Rounds of random legal play per second, games restarting as they end."""
    table = PutSettings(target=1000)
    state = ENGINE.new_game(table, 2, seed)
    rng = Rng(seed)
    started = time.perf_counter()
    played = 0
    while played < rounds:
        if ENGINE.needs_round(state):
            state = ENGINE.start_round(state)
            played += 1
            continue
        if ENGINE.is_over(state):
            state = ENGINE.new_game(table, 2, seed + played)
            continue
        legal = ENGINE.legal_actions(state)
        if legal[0].do == "put" and rng.below(8):
            legal = legal[1:]
        state = ENGINE.apply(state, legal[rng.below(len(legal))])
    return rounds / (time.perf_counter() - started)


def sharp_games(table: PutSettings, players: int, games: int, player=sharp) -> tuple[float, list[float]]:
    """(games per second, every decision time in seconds) with sharp (or `player`) players in every seat."""
    times: list[float] = []
    started = time.perf_counter()
    for seed in range(games):
        state = ENGINE.new_game(table, players, seed)
        rng = Rng(seed)
        while not ENGINE.is_over(state):
            if ENGINE.needs_round(state):
                state = ENGINE.start_round(state)
                continue
            seat = ENGINE.to_act(state)
            if seat is None:
                state = ENGINE.advance(state)
                continue
            began = time.perf_counter()
            choice = player(ENGINE.view(state, seat), rng)
            times.append(time.perf_counter() - began)
            state = ENGINE.apply(state, choice)
    return games / (time.perf_counter() - started), sorted(times)


def percentile_ms(times: list[float], share: float) -> float:
    """The `share` percentile of sorted times, in milliseconds."""
    return round(1000 * times[min(len(times) - 1, int(len(times) * share))], 2)


SHARP_TABLES = (
    ("2", PutSettings(), 2, SHARP_GAMES),
    ("partners_4", PutSettings(mode="partners"), 4, OTHER_GAMES * 2),
    ("free_for_all_4", PutSettings(mode="free_for_all"), 4, OTHER_GAMES),
    ("free_for_all_6", PutSettings(mode="free_for_all"), 6, OTHER_GAMES),
)
"""(figure suffix, table, players, games): two players, four (partners and free for all) and the
most a table seats (six, free for all), all to the default 5 points, sharp players in every seat."""


def run() -> dict:
    """The figures, by name."""
    figures: dict[str, float] = {
        "put_two_player_rounds_per_s": round(max(random_rounds_per_second(ROUNDS, seed) for seed in (1, 2, 3)))
    }
    for suffix, table, players, games in SHARP_TABLES:
        rate, times = sharp_games(table, players, games)
        figures[f"put_sharp_games_per_s_{suffix}"] = round(rate, 1)
        if players == 2:
            figures["put_sharp_decision_median_ms_2"] = percentile_ms(times, 0.5)
        figures[f"put_sharp_decision_p95_ms_{suffix}"] = percentile_ms(times, 0.95)
    expert_policy.cache_clear()
    rate, times = sharp_games(PutSettings(), 2, SHARP_GAMES, expert)  # its first decision reads its table
    figures["put_expert_games_per_s_2"] = round(rate, 1)
    figures["put_expert_decision_median_ms_2"] = percentile_ms(times, 0.5)
    figures["put_expert_decision_p95_ms_2"] = percentile_ms(times, 0.95)
    return figures


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name}: {value:,}")
