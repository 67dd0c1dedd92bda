"""Red Dog computer players against each other: average chips won per round by each kind.

    python bench/red_dog_bots.py [GAMES]

Plays GAMES (default 2,000) seeded games of 30 rounds for each match-up (sharp vs casual,
sharp vs always_one), 2 to 6 players with the kinds alternating round the table and the
seating rotated game by game. Rebuy is on so every seat plays every round; a rebuy counts
as chips lost. Prints figures only (no assertions).
"""

from __future__ import annotations

import sys
import time

from parlour.rules.drive import by_players, played_out
from parlour.rules.red_dog.bots import BOTS
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.rng import Rng

ROUNDS = 30
STARTING_CHIPS = 100
MATCHES = (("sharp", "casual"), ("sharp", "always_one"))


def play_game(engine: RedDogEngine, kinds: list[str], seed: int) -> tuple[list[int], int]:
    """One seeded game with the given bot per seat; returns (net chips per seat, rounds played)."""
    settings = RedDogSettings(rounds=ROUNDS, rebuy=True, starting_chips=STARTING_CHIPS)
    state = engine.new_game(settings, len(kinds), seed)
    players = {seat: BOTS[kind] for seat, kind in enumerate(kinds)}
    state = played_out(engine, state, by_players(engine, players, Rng(seed).fork(1)))
    net = [chips - STARTING_CHIPS * (1 + rebuys) for chips, rebuys in zip(state.stacks, state.rebuys)]
    return net, state.rounds_played


def seating(pair: tuple[str, str], game: int) -> list[str]:
    """2 to 6 seats, the two kinds alternating, which kind sits at seat 0 alternating too."""
    players = 2 + game % 5
    first = (game // 5) % 2
    return [pair[(seat + first) % 2] for seat in range(players)]


def match(pair: tuple[str, str], games: int) -> dict[str, float]:
    """Average chips won per seat per round, by kind, over `games` games."""
    engine = RedDogEngine()
    won = dict.fromkeys(pair, 0)
    seat_rounds = dict.fromkeys(pair, 0)
    for game in range(games):
        kinds = seating(pair, game)
        net, rounds = play_game(engine, kinds, seed=game)
        for kind, chips in zip(kinds, net):
            won[kind] += chips
            seat_rounds[kind] += rounds
    return {kind: won[kind] / seat_rounds[kind] for kind in pair}


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 2000
    for pair in MATCHES:
        started = time.perf_counter()
        result = match(pair, games)
        figures = ", ".join(f"{kind} {chips:+.3f}" for kind, chips in result.items())
        print(
            f"{pair[0]} vs {pair[1]}: {games} games of {ROUNDS} rounds, chips won per round: {figures}"
            f"  ({time.perf_counter() - started:.1f} s)"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
