"""The table of anyturn_kinds.py worked out: `python -m rules.put.anyturn_kinds_build --write`.

Every deal's round is walked once (anyturn_kinds.py `deal_habits`, both on the shipped PU-V1
equilibrium) and its figures summed into both players' hands, weighed by how often the
deal comes. ~20 s a state; rewrite it whenever the shipped PU-V1 equilibrium changes.
"""

from __future__ import annotations

import argparse
import sys

from . import anyturn_table
from .anyturn_kinds import FIGURES, HABITS, deal_habits, dealt_ways, layout_at, shipped_habits
from .equilibrium_table import rank_hands, state_of_key
from .figure_archive import stored, write_figures
from .perfect_anyturn import RoundPlay


def work_out(state: tuple[int, int]) -> bytes:
    """Every hand's figures in both seats at one state."""
    play = RoundPlay(state, memory=None)
    hands = list(enumerate(rank_hands()))  # (its row in the arrays, the hand)
    sums = [0.0] * layout_at(3, 0)
    weights = [0] * layout_at(3, 0)
    for row_one, one in hands:
        for cache in (play.puts, play.sees, play.cards):
            cache.cache_clear()  # the non-dealer's chances are met again for each dealer's hand; no more
        for row_two, two in hands:
            ways = dealt_ways(one, two)
            if not ways:
                continue
            for player, row, figures in zip((1, 2), (row_one, row_two), deal_habits(play, one, two)):
                at = layout_at(player, row)
                for i, figure in enumerate(figures):
                    sums[at + i] += ways * figure
                    weights[at + i] += ways
    return stored(total / weight for total, weight in zip(sums, weights))


def work_out_job(state: tuple[int, int]) -> tuple[tuple[int, int], bytes]:
    return state, work_out(state)


def main(argv: list[str] | None = None) -> int:
    from concurrent.futures import ProcessPoolExecutor

    assert __doc__ is not None
    parser = argparse.ArgumentParser(
        prog="python -m rules.put.anyturn_kinds_build", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--write", action="store_true", help="rewrite assets/put_anyturn_kinds.zip")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    states = [state_of_key(key) for key in anyturn_table.values_table()["stored"]]
    with ProcessPoolExecutor(args.workers) as pool:
        worked = dict(pool.map(work_out_job, states))
    target = HABITS if args.write else HABITS.with_name("put_anyturn_kinds.new.zip")
    write_figures(target, worked)
    shipped_habits.cache_clear()
    print(f"{target}: {target.stat().st_size} bytes, states {sorted(worked)}; {FIGURES} figures a hand and seat")
    return 0


if __name__ == "__main__":
    sys.exit(main())
