"""The table of anyturn_opening.py worked out: `python -m rules.put.anyturn_opening_build --write`.

Every deal's round is played out once (perfect_anyturn.py, both on the shipped PU-V1
equilibrium), its values summed into the figures of every decision of the first two turns.
Minutes a state, two processes; rewrite it whenever the shipped PU-V1 equilibrium changes.
"""

from __future__ import annotations

import sys

from . import anyturn_table
from .anyturn_opening import OPENING, SITUATIONS, Choice, R, offsets, shipped_table, slot
from .equilibrium_table import rank_hands
from .figure_archive import build_command, stored
from .perfect_anyturn import Node, RoundPlay, dealt_ways, likelihood


def work_out(state: tuple[int, int]) -> bytes:
    """Every decision's figures of one state (minutes): perfect_anyturn.py's `figures`, summed deal by deal
    instead of decision by decision, so that each deal's round is played out once for all the decisions
    of its first two turns (each figure: the opponent's hands weighed by the deal and by his likelihood,
    as `opponent_hands` weighs them, over the value of the round after the choice)."""
    play = RoundPlay(state, memory=None)
    ends = offsets()
    sums = [0.0] * ends[-1]
    weights = [0.0] * ends[-1]
    hands = list(enumerate(rank_hands()))  # (its row in the arrays, the hand)
    for done, (row_one, one) in enumerate(hands):
        if done % 65 == 0:
            print(f"{state}: {done} of {len(hands)} non-dealer's hands", file=sys.stderr, flush=True)
        for cache in (play.value, play.puts, play.sees, play.cards):
            cache.cache_clear()  # the non-dealer's chances are met again for each dealer's hand; no more
        for row_two, two in hands:
            ways = dealt_ways(one, two)
            if not ways:
                continue
            play.value.cache_clear()
            for situation, start in zip(SITUATIONS, ends):
                me = situation.me
                mine, theirs, row = (one, two, row_one) if me == 1 else (two, one, row_two)
                for first in sorted(set(one)) if situation.first_card else [None]:
                    node = Node(() if first is None else (first,), (), situation.put_turn, situation.seen)
                    held = list(mine)
                    if me == 1 and first is not None:
                        held.remove(first)
                    choices: list[Choice] = ["see", "fold"] if situation.kind == "see" else sorted(set(held))
                    if situation.kind == "put":
                        choices.append("put")
                    weight = ways * likelihood(play, 3 - me, theirs, node)
                    at = start + (row * R + first if first is not None else row) * situation.slots
                    for choice in choices:
                        worth = play.after(one, two, node, me, choice)
                        sums[at + slot(choice)] += weight * (worth if me == 1 else 1.0 - worth)
                        weights[at + slot(choice)] += weight
    return stored(total / weight if weight else 0.0 for total, weight in zip(sums, weights))


def main(argv: list[str] | None = None) -> int:
    assert __doc__ is not None
    prog = "python -m rules.put.anyturn_opening_build"
    states = anyturn_table.stored_states()
    target = build_command(argv, prog, __doc__.splitlines()[0], OPENING, states, work_out)
    shipped_table.cache_clear()
    print(f"{target}: {target.stat().st_size} bytes, states {states}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
