"""The table of anyturn_kinds.py worked out: `python -m rules.put.anyturn_kinds_build --write`.

Every deal's round is walked once (anyturn_kinds.py `deal_habits`, both on the shipped PU-V1
equilibrium) and its figures summed into both players' hands, weighed by how often the
deal comes. ~20 s a state; rewrite it whenever the shipped PU-V1 equilibrium changes.
"""

from __future__ import annotations

import sys

from . import anyturn_table
from .anyturn_kinds import FIGURES, HABITS, deal_habits, layout_at, shipped_habits
from .equilibrium_table import rank_hands
from .figure_archive import build_command, stored
from .perfect_anyturn import RoundPlay, dealt_ways


def work_out(state: tuple[int, int]) -> bytes:
    """Every hand's figures in both seats at one state."""
    play = RoundPlay(state, memory=None)
    hands = list(enumerate(rank_hands()))  # (its row in the arrays, the hand)
    sums = [0.0] * layout_at(3, 0)
    weights = [0] * (layout_at(3, 0) // FIGURES)
    """Each hand's deals in each seat, in `layout_at` order: every figure of the hand is divided by it."""
    for row_one, one in hands:
        for cache in (play.puts, play.sees, play.cards):
            cache.cache_clear()  # the non-dealer's chances are met again for each dealer's hand; no more
        for row_two, two in hands:
            ways = dealt_ways(one, two)
            if not ways:
                continue
            for player, row, figures in zip((1, 2), (row_one, row_two), deal_habits(play, one, two)):
                at = layout_at(player, row)
                weights[at // FIGURES] += ways
                for i, figure in enumerate(figures):
                    sums[at + i] += ways * figure
    return stored(total / weights[i // FIGURES] for i, total in enumerate(sums))


def main(argv: list[str] | None = None) -> int:
    assert __doc__ is not None
    prog = "python -m rules.put.anyturn_kinds_build"
    states = anyturn_table.stored_states()
    target = build_command(argv, prog, __doc__.splitlines()[0], HABITS, states, work_out)
    shipped_habits.cache_clear()
    print(f"{target}: {target.stat().st_size} bytes, states {states}; {FIGURES} figures a hand and seat")
    return 0


if __name__ == "__main__":
    sys.exit(main())
