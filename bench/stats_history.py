"""Statistics with a long history: recording a round, and opening the statistics screen, with 100,000 rounds.

    python bench/stats_history.py [--rounds 100000] [--names 200]

Fills a fresh statistics database (app/saving/statistics.py) with ROUNDS rounds of Red Dog played
by NAMES player names, four at a table, tables of 50 rounds; then times recording one more
round (as a table does at each round's end), and opening the statistics screen from the
main menu to its first paint with every widget built (as bench/screens.py does), on the
Red Dog tab with its table of names and the first name's chart. Aim: the screen opens in
under 0.5 s with 100,000 rounds recorded.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["PARLOUR_HOME"] = tempfile.mkdtemp(prefix="parlour-bench-")

from bench.screens import from_the_menu  # noqa: E402
from parlour.app.saving.statistics import Statistics  # noqa: E402

AIM_MS = 500
TABLE_ROUNDS = 50


def fill(rounds: int, names: int) -> None:
    """ROUNDS rounds of Red Dog by NAMES names, straight into the database (one transaction)."""
    stats = Statistics()
    stats.record_round("red_dog", "warm-up", ("A", "B"), (1, 1), (1, 1))
    rows = []
    for number in range(rounds):
        table = number // TABLE_ROUNDS
        for seat in range(4):
            name = f"Player {(table * 4 + seat) % names}"
            rows.append(("red_dog", f"t{table}", name, 100 + number % 7, 100 + (number * seat) % 11))
    with sqlite3.connect(stats.path) as db:
        db.executemany("INSERT INTO rounds (game, table_id, name, before, after) VALUES (?, ?, ?, ?, ?)", rows)


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100_000)
    parser.add_argument("--names", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    fill(args.rounds, args.names)
    stats, names = Statistics(), tuple(f"Player {seat}" for seat in range(4))
    started = time.perf_counter()
    for _ in range(20):
        stats.record_round("red_dog", "bench", names, (100,) * 4, (101, 99, 100, 100))
    per_round = (time.perf_counter() - started) / 20 * 1000
    timings = asyncio.run(from_the_menu("statistics", args.runs))  # the first opening too
    median = statistics.median(timings)
    verdict = "met" if max(timings) < AIM_MS else "MISSED"
    print(
        f"statistics with {args.rounds:,} rounds by {args.names} names: a round recorded in {per_round:.1f} ms; "
        f"the screen opens in median {median:.0f} ms, slowest {max(timings):.0f} ms "
        f"(aim < {AIM_MS} ms: {verdict})"
    )


if __name__ == "__main__":
    main()
