"""The put window's table of perfect_window.py worked out: `python -m rules.put.perfect_window_build --write`.

Each hand's figures in each shipped state, worked out live by perfect.py (some minutes, two
processes); rewrite it whenever the shipped equilibrium changes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..engine import Action
from .equilibrium_table import hand_index, state_of_key, values_table
from .figure_archive import stored, write_figures
from .perfect import Position
from .perfect_window import DECISIONS, WINDOW, shipped


def hand_figures(job: tuple[tuple[int, int], tuple[int, ...]]) -> list[float]:
    """One hand's figures in one state, worked out live (perfect.py)."""
    state, hand = job
    mine = tuple(r - 1 for r in hand)
    figures: list[float] = []
    for me_first, said, context, do in DECISIONS:
        position = Position(state, mine, me_first, said, context)
        figures.append(round(position.value(Action(seat=0, do=do), position.opponent_hands()), 9))
    return figures


def compute(workers: int = 2) -> dict[str, list[list[float]]]:
    """Every shipped state's figures, hand by hand (minutes)."""
    from concurrent.futures import ProcessPoolExecutor

    top = int(values_table()["target"])
    states = [(m, n) for m in range(1, top + 1) for n in range(1, top + 1)]
    hands = list(hand_index())
    with ProcessPoolExecutor(workers) as pool:
        return {
            f"{m},{n}": list(pool.map(hand_figures, [((m, n), hand) for hand in hands], chunksize=16))
            for m, n in states
        }


def write(states: dict[str, list[list[float]]], path: Path) -> None:
    """The figures by state ("M,N") as the shipped archive (`shipped` reads it)."""
    members = {state_of_key(key): stored(figure for row in rows for figure in row) for key, rows in states.items()}
    write_figures(path, members)


def main(argv: list[str] | None = None) -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(
        prog="python -m rules.put.perfect_window_build", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--write", action="store_true", help="rewrite assets/put_perfect_window.zip")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    states = compute(args.workers)
    if args.write:
        write(states, WINDOW)
        shipped.cache_clear()
    else:
        sys.stdout.write(
            json.dumps(
                {"columns": [list(d[:1]) + [list(d[1])] + list(d[2:]) for d in DECISIONS], "states": states},
                separators=(",", ":"),
            )
            + "\n"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
