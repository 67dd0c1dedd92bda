"""The engines' cost per round in CPU instructions, this checkout beside an earlier commit.

    python bench/engine_instructions.py [--base REF] [--rounds 300] [--games 4] [--only TEXT]

Wall-clock rates on a machine shared with other work move by a factor of two from one minute
to the next; the instructions a round executes do not. Each figure is valgrind's callgrind
count of a fresh process playing `--rounds` rounds through bench/engine_red_dog.py's,
bench/engine_put_and_take.py's and bench/engine_put.py's own loops (Put: random legal play; and
`--games` whole two-player games with sharp players, a figure per game), less the same process
playing none (start-up and imports), divided by the rounds or games. Needs valgrind.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path
from typing import cast

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from checkouts import ROOT, checkout, environment  # noqa: E402

BASE = "844d278"
TABLES = (
    ("Red Dog, 4 players, sharp", "engine_red_dog", "m['rounds_per_second'](4, n)", "rounds"),
    ("Red Dog, 10 players, sharp", "engine_red_dog", "m['rounds_per_second'](10, n)", "rounds"),
    ("Put and Take, 4 players", "engine_put_and_take", "m['rounds_per_second'](4, n)", "rounds"),
    ("Put and Take, 8 players", "engine_put_and_take", "m['rounds_per_second'](8, n)", "rounds"),
    ("Put, 2 players, random play", "engine_put", "m['random_rounds_per_second'](n, 1)", "rounds"),
    ("Put, a game, 2 sharp players", "engine_put", "m['sharp_games'](m['PutSettings'](), 2, n)", "games"),
)
"""(label, bench script, its own loop for n rounds or games as an expression of its module m, which count)."""
PLAY = "import runpy, sys; m = runpy.run_path(sys.argv[1]); n = int(sys.argv[3]); n and eval(sys.argv[2])"
"""A bench script's own loop for some rounds (none: only the start-up)."""


def instructions(root: Path, script: str, loop: str, rounds: int) -> int:
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            PLAY,
            str(root / "bench" / f"{script}.py"),
            loop,
            str(rounds),
        ],
        cwd=root,
        env=environment(root),
        capture_output=True,
        text=True,
        check=True,
    )
    return int(cast(re.Match[str], re.search(r"Collected : (\d+)", done.stderr)).group(1))  # the tool prints it


def per_round(root: Path, script: str, loop: str, rounds: int) -> float:
    return (instructions(root, script, loop, rounds) - instructions(root, script, loop, 0)) / rounds


def main() -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", default=BASE, help=f"the commit to compare with (default {BASE})")
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--games", type=int, default=4, help="whole games for the figure per game")
    parser.add_argument("--only", default="", help="the tables whose label contains this text")
    args = parser.parse_args()
    base = checkout(args.base)
    print(f"{'table':30} {'base ' + args.base:>16} {'this':>14}  fewer")
    for label, script, loop, unit in (table for table in TABLES if args.only in table[0]):
        count = args.games if unit == "games" else args.rounds
        before, after = (per_round(root, script, loop, count) for root in (base, ROOT))
        print(f"{label:30} {before:16,.0f} {after:14,.0f}  {before / after:.2f}x", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
