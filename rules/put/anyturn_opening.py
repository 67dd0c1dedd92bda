"""Perfect play's PU-V1 figures for a round's first two turns, worked out ahead:
`python -m rules.put.anyturn_opening --write`.

At the first two turns the deciding seat knows its hand, the first card (at the second
turn) and what was said, so each of its figures (perfect_anyturn.py: a choice's chance to
win the game, both on the equilibrium after it) depends on the state, the hand and the
situation alone. Worked out live they cost the most (every hand the opponent may hold, the
whole round played out for each: up to ~1 s a decision), so they are shipped:
assets/put_anyturn_opening.zip (figure_archive.py) holds, for every shipped PU-V1 state,
its figures in the layout `SITUATIONS` gives, worked out by perfect_anyturn.py itself.
Rewrite it whenever the shipped PU-V1 equilibrium changes; tests/test_put_perfect_anyturn.py
checks it against perfect_anyturn.py. Standard library only.
"""

from __future__ import annotations

import argparse
import sys
from array import array
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from .equilibrium_table import ASSETS, hand_index
from .figure_archive import SCALE, read_figures, write_figures

if TYPE_CHECKING:
    from .perfect_anyturn import Choice, Node

OPENING = ASSETS / "put_anyturn_opening.zip"
R = 13


class Situation(NamedTuple):
    """A decision of the first two turns: who decides (1: the non-dealer), whether the first card is down,
    the put so far (the turn it was said, whether it was seen) and what is valued ("see": see and fold;
    "cards": a slot a rank; "put": the ranks and the put)."""

    me: int
    first_card: bool
    put_turn: int | None
    seen: bool
    kind: str

    @property
    def slots(self) -> int:
        return {"see": 2, "cards": R, "put": R + 1}[self.kind]

    @property
    def keys(self) -> int:
        """A key a hand (its row in `hand_index`), times the first card's rank where it is down."""
        return len(hand_index()) * (R if self.first_card else 1)


SITUATIONS = (
    Situation(1, False, None, False, "put"),  # the non-dealer leads, or puts first
    Situation(2, False, 1, False, "see"),  # the dealer answers a put said before the lead
    Situation(1, False, 1, True, "cards"),  # the non-dealer leads after his put was seen
    Situation(2, True, None, False, "put"),  # the dealer answers the lead, or puts first
    Situation(1, True, 2, False, "see"),  # the non-dealer answers the dealer's put before his answer
)
"""The dealer's answer to the lead after a seen put is not here: with no put to come and the non-dealer's
hands narrowed by his lead, it is worked out live in ~20-40 ms, and it would double the table."""


def offsets() -> list[int]:
    out: list[int] = []
    at = 0
    for situation in SITUATIONS:
        out.append(at)
        at += situation.keys * situation.slots
    return [*out, at]


def slot(choice: Choice) -> int:
    return {"see": 0, "fold": 1, "put": R}[choice] if isinstance(choice, str) else choice


def place(me: int, mine: tuple[int, ...], node: Node) -> tuple[int, Situation] | None:
    """(the key, the situation) of a decision, or None after the first two turns."""
    cards = node.x
    if node.y or len(cards) > 1:
        return None
    first_card = bool(cards)
    where = next(
        (i for i, situation in enumerate(SITUATIONS) if situation[:4] == (me, first_card, node.put_turn, node.seen)),
        None,
    )
    if where is None:
        return None
    row = hand_index()[tuple(rank + 1 for rank in mine)]
    return (row * R + cards[0] if cards else row), SITUATIONS[where]


def opening_figures(
    state: tuple[int, int], me: int, mine: tuple[int, ...], node: Node, choices: list[Choice]
) -> list[float] | None:
    """The shipped figures of `choices` (the deciding seat's, holding `mine` best first, at `node`), or None
    where the table has none (after the first two turns, or no table for the state)."""
    found = place(me, mine, node)
    stored = shipped(state) if found is not None else None
    if found is None or stored is None:
        return None
    key, situation = found
    start = offsets()[SITUATIONS.index(situation)] + key * situation.slots
    return [stored[start + slot(choice)] / SCALE for choice in choices]


@lru_cache(maxsize=1)
def shipped_table() -> dict[tuple[int, int], array[int]]:
    return read_figures(OPENING)


def shipped(state: tuple[int, int]) -> array[int] | None:
    """A state's stored figures (None: not in the table, or no table)."""
    return shipped_table().get(state)


def work_out(state: tuple[int, int]) -> bytes:
    """Every decision's figures of one state (minutes): perfect_anyturn.py's `figures`, summed deal by deal
    instead of decision by decision, so that each deal's round is played out once for all the decisions
    of its first two turns (each figure: the opponent's hands weighed by the deal and by his likelihood,
    as `opponent_hands` weighs them, over the value of the round after the choice)."""
    from .perfect_anyturn import Node, RoundPlay, likelihood
    from .round_model import REAL_DECK

    play = RoundPlay(state, memory=None)
    ends = offsets()
    sums = [0.0] * ends[-1]
    weights = [0.0] * ends[-1]
    hands = [(tuple(rank - 1 for rank in hand), row) for hand, row in hand_index().items()]
    for done, (one, row_one) in enumerate(hands):
        if done % 65 == 0:
            print(f"{state}: {done} of {len(hands)} non-dealer's hands", file=sys.stderr, flush=True)
        for cache in (play.value, play.puts, play.sees, play.cards):
            cache.cache_clear()  # the non-dealer's chances are met again for each dealer's hand; no more
        for two, row_two in hands:
            ways = REAL_DECK.deal_ways(tuple(rank + 1 for rank in one), tuple(rank + 1 for rank in two))
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
                        if choice == "put":
                            worth = play.answered(one, two, node, me)
                        elif choice == "see":
                            worth = play.value(one, two, Node(node.x, node.y, node.put_turn, True))
                        elif choice == "fold":
                            worth = play.at.win if me == 2 else play.at.lose
                        else:
                            assert isinstance(choice, int)
                            worth = play.value(one, two, node.played(me, choice))
                        sums[at + slot(choice)] += weight * (worth if me == 1 else 1.0 - worth)
                        weights[at + slot(choice)] += weight
    numbers = array(
        "H",
        (round(min(1.0, max(0.0, total / weight)) * SCALE) if weight else 0 for total, weight in zip(sums, weights)),
    )
    if sys.byteorder != "little":
        numbers.byteswap()
    return numbers.tobytes()


def work_out_job(state: tuple[int, int]) -> tuple[tuple[int, int], bytes]:
    return state, work_out(state)


def main(argv: list[str] | None = None) -> int:
    from concurrent.futures import ProcessPoolExecutor

    from . import anyturn_table

    assert __doc__ is not None
    parser = argparse.ArgumentParser(prog="python -m rules.put.anyturn_opening", description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite assets/put_anyturn_opening.zip")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    states = [tuple(map(int, key.split(","))) for key in anyturn_table.values_table()["stored"]]
    with ProcessPoolExecutor(args.workers) as pool:
        worked = dict(pool.map(work_out_job, states))
    target = OPENING if args.write else OPENING.with_name("put_anyturn_opening.new.zip")
    write_figures(target, worked)
    shipped_table.cache_clear()
    print(f"{target}: {target.stat().st_size} bytes, states {sorted(worked)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
