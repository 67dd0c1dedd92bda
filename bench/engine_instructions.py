"""The chip engines' cost per round in CPU instructions, this checkout beside an earlier commit.

    python bench/engine_instructions.py [--base REF] [--rounds 300]

Wall-clock rates on a machine shared with other work move by a factor of two from one minute
to the next; the instructions a round executes do not. Each figure is valgrind's callgrind
count of a fresh process playing `--rounds` rounds through bench/engine_red_dog.py's and
bench/engine_put_and_take.py's own loops, less the same process playing none (start-up and
imports), divided by the rounds. Needs valgrind.
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
TABLES = (("engine_red_dog", 4), ("engine_red_dog", 10), ("engine_put_and_take", 4), ("engine_put_and_take", 8))
PLAY = (
    "import runpy, sys; module = runpy.run_path(sys.argv[1]); rounds = int(sys.argv[3]);"
    " rounds and module['rounds_per_second'](int(sys.argv[2]), rounds)"
)
"""A bench script's own loop for some rounds at one table size (none: only the start-up)."""


def instructions(root: Path, script: str, players: int, rounds: int) -> int:
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            PLAY,
            str(root / "bench" / f"{script}.py"),
            str(players),
            str(rounds),
        ],
        cwd=root,
        env=environment(root),
        capture_output=True,
        text=True,
        check=True,
    )
    return int(cast(re.Match[str], re.search(r"Collected : (\d+)", done.stderr)).group(1))  # the tool prints it


def per_round(root: Path, script: str, players: int, rounds: int) -> float:
    return (instructions(root, script, players, rounds) - instructions(root, script, players, 0)) / rounds


def main() -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", default=BASE, help=f"the commit to compare with (default {BASE})")
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args()
    base = checkout(args.base)
    print(f"{'table':28} {'base ' + args.base:>16} {'this':>12}  fewer")
    for script, players in TABLES:
        before, after = (per_round(root, script, players, args.rounds) for root in (base, ROOT))
        print(f"{script[7:] + f', {players} players':28} {before:16,.0f} {after:12,.0f}  {before / after:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
