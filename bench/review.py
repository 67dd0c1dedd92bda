"""The review: how long it takes to open on a long game (every position replayed, every decision judged).

    python bench/review.py [--rounds 100]

Plays games of each kind with decisions (seat 0 casual, the others sharp; seat 0's decisions
are judged, as for one person at the table) until `--rounds` rounds are played (Put games
are short: a seen put ends one, PU-4), then times `rules.review.review` over their records, the work the
review screen does when it opens on one game. Prints the moves and decisions of all the
games, the seconds for all of them and for the slowest game. Aim: the slowest game under 1 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlour.rules.engine import Action  # noqa: E402
from parlour.rules.games import by_id  # noqa: E402
from parlour.rules.history import add_move  # noqa: E402
from parlour.rules.review import review  # noqa: E402
from parlour.rules.rng import Rng  # noqa: E402

AIM_SECONDS = 1.0
TABLES = {
    "red_dog": ({}, 4),
    "put": ({"target": 1000}, 2),
    "put perfect": ({"target": 3}, 2),
    "put any turn": ({"target": 3, "put_any_turn": True}, 2),
    "put free for all 4": ({"mode": "free_for_all", "target": 5}, 4),
    "put free for all 6": ({"mode": "free_for_all", "target": 5}, 6),
}
"""Each game's table (settings, players); Put plays to a far target so that a game lasts (judged by the
sharp player); "put perfect" to 3, within the shipped equilibrium (judged by perfect play); "put any turn"
PU-V1 to 3 (perfect play at the shipped PU-V1 states); free for all of 4 and of 6 to 5 (the sharp player's reading
over the coach's six times as many guesses, ffa.COACH_BUDGET)."""


def records(game: str, rounds: int) -> list[tuple[object, list]]:
    """(start, moves) of games played one after another until `rounds` rounds in all."""
    games, played, seed = [], 0, 1
    while played < rounds:
        start, moves, end = record(game, rounds - played, seed)
        games.append((start, moves))
        played += end.rounds_played
        seed += 1
    return games


def record(game: str, rounds: int, seed: int) -> tuple[Any, list, Any]:
    """A game's start, moves and end: seat 0 casual, the others sharp, for `rounds` rounds or to its end."""
    info = by_id(game.split()[0])
    engine, bots, rng = info.engine(), info.computer_players(), Rng(seed)
    settings, players = TABLES[game]
    start = state = engine.new_game(info.settings_model()(**settings), players, seed)
    moves: list = []
    while not engine.is_over(state) and state.rounds_played < rounds:
        seat = engine.to_act(state)
        if seat is None:
            state = engine.step(state)
            add_move(moves, 1)
            continue
        action = bots["casual" if seat == 0 else "sharp"](engine.view(state, seat), rng)
        state = engine.apply(state, action)
        moves.append(action)
    return start, moves, state


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100)
    rounds = parser.parse_args().rounds
    print(f"review of {rounds} rounds (aim: the slowest game < {AIM_SECONDS:.0f} s)")
    for game in TABLES:
        games = records(game, rounds)
        moves = sum(len(moves) for _, moves in games)
        decisions = sum(isinstance(move, Action) for _, game_moves in games for move in game_moves)
        times, frames = [], 0
        for start, game_moves in games:
            began = time.perf_counter()
            frames += len(review(by_id(game.split()[0]), start, game_moves, seats=[0]).frames)
            times.append(time.perf_counter() - began)
        verdict = "ok" if max(times) < AIM_SECONDS else "ABOVE AIM"
        print(
            f"  {game:18} {len(games):3} games {moves:6} moves {decisions:5} decisions {frames:5} frames: "
            f"all {sum(times):5.2f} s, slowest game {max(times):5.2f} s  {verdict}"
        )


if __name__ == "__main__":
    main()
