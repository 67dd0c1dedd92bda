"""Put computer players head to head: the stronger player's game-win rate in two-player games.

    python bench/put_bots.py [--games N] [--only expert] [--any-turn] [--target T]

Plays N (default 2,000) seeded two-player games for each match-up (sharp vs casual, sharp vs
highest_no_put, expert vs sharp, expert vs casual; first to 5 points; --only HERO keeps the
match-ups of one player; --any-turn plays PU-V1, put at any turn; --target T sets PU-7's
target). The first-named player sits at seat 0 or 1 and deals first or
not, alternating game by game, so each of the four arrangements gets a quarter of the games.
Prints figures only (no assertions): the win rate with its 95% margin, the rate when the
first-named player deals first and when the other one does, rounds per game and the time taken.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlour.rules.drive import by_players, played_out  # noqa: E402
from parlour.rules.put.bots import BOTS  # noqa: E402
from parlour.rules.put.engine import PutEngine  # noqa: E402
from parlour.rules.put.settings import PutSettings  # noqa: E402
from parlour.rules.rng import Rng  # noqa: E402

MATCHES = (("sharp", "casual"), ("sharp", "highest_no_put"), ("expert", "sharp"), ("expert", "casual"))


def play_game(
    engine: PutEngine, kinds: list[str], first_dealer: int, seed: int, table: PutSettings | None = None
) -> tuple[int, int]:
    """One seeded game; returns (winning seat, rounds played)."""
    state = engine.new_game(table or PutSettings(), 2, seed, first_dealer=first_dealer)
    players = {seat: BOTS[kind] for seat, kind in enumerate(kinds)}
    state = played_out(engine, state, by_players(engine, players, Rng(seed).fork(1)))
    return state.winner, state.rounds_played


def match(hero: str, rival: str, games: int, table: PutSettings | None = None) -> dict[str, float]:
    """`hero` against `rival` over `games` games."""
    engine = PutEngine()
    wins = {True: 0, False: 0}
    played = {True: 0, False: 0}
    rounds = 0
    for game in range(games):
        hero_seat = game % 2
        first_dealer = (game // 2) % 2
        kinds = [rival, rival]
        kinds[hero_seat] = hero
        winner, game_rounds = play_game(engine, kinds, first_dealer, seed=game, table=table)
        deals_first = first_dealer == hero_seat
        played[deals_first] += 1
        wins[deals_first] += winner == hero_seat
        rounds += game_rounds
    rate = (wins[True] + wins[False]) / games
    return {
        "rate": rate,
        "margin": 1.96 * math.sqrt(rate * (1 - rate) / games),
        "dealing_first": wins[True] / max(1, played[True]),
        "dealing_second": wins[False] / max(1, played[False]),
        "rounds_per_game": rounds / games,
    }


def main(argv: list[str]) -> None:
    """Run both match-ups and print one line each."""
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per match-up (default 2,000)")
    parser.add_argument("--only", default=None, help="only the match-ups of this player (e.g. expert)")
    parser.add_argument("--any-turn", action="store_true", help="PU-V1: put at any turn")
    parser.add_argument("--target", type=int, default=5, help="points to win (PU-7, default 5)")
    args = parser.parse_args(argv)
    games = args.games
    table = PutSettings(put_any_turn=args.any_turn, target=args.target)
    for hero, rival in MATCHES:
        if args.only and hero != args.only:
            continue
        started = time.perf_counter()
        figures = match(hero, rival, games, table)
        print(
            f"{hero} vs {rival}: {games} games, {hero} wins {figures['rate']:.1%} (+/- {figures['margin']:.1%}); "
            f"dealing first {figures['dealing_first']:.1%}, second {figures['dealing_second']:.1%}; "
            f"{figures['rounds_per_game']:.2f} rounds/game  ({time.perf_counter() - started:.1f} s)"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
