"""Perfect play's figures for the put window, worked out ahead: `python -m rules.put.perfect_window --write`.

In the put window (PU-4) the deciding seat knows only its hand and what was said, so each
of its figures (perfect.py: a choice's chance to win the game, both on the equilibrium
after it) depends on the state, the hand and the decision alone. Worked out live they
cost the most (every hand the opponent may hold, played out in up to three ways), so they
are shipped: assets/put_perfect_window.zip (figure_archive.py) holds, for every shipped
state, for every hand (in `Deck().hands()` order) one figure per `DECISIONS` column, worked
out by perfect.py itself. A fold needs no table (the
opponent's point). Rewrite it whenever the shipped equilibrium changes;
tests/test_put_perfect.py checks it against perfect.py. Standard library only.
"""

from __future__ import annotations

import argparse
import json
import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..actions import ActionKind
from .equilibrium_table import ASSETS, hand_index, values_table
from .figure_archive import SCALE, read_figures, stored, write_figures

if TYPE_CHECKING:
    from ..engine import Action
    from .perfect import Position

WINDOW = ASSETS / "put_perfect_window.zip"
DECISIONS: tuple[tuple[bool, tuple[str, ...], str, ActionKind], ...] = (
    (True, (), "plain", "put"),
    (True, (), "plain", "decline"),
    (False, ("decline",), "plain", "put"),
    (False, ("decline",), "plain", "decline"),
    (False, ("put",), "p1_put", "see"),
    (True, ("put",), "p2_put", "see"),
)
"""The columns: (the seat decides first, what the opponent said, the play's context, the choice valued):
the first speaker's put and no put; the dealer's after a "no put"; the dealer seeing the first speaker's
put; the first speaker seeing the dealer's put."""


@lru_cache(maxsize=1)
def shipped() -> dict[str, list[list[float]]]:
    """The stored figures by state ("M,N"), a row a hand; empty when the file is missing."""
    columns = len(DECISIONS)
    out: dict[str, list[list[float]]] = {}
    for (m, n), numbers in read_figures(WINDOW).items():
        figures = [number / SCALE for number in numbers]
        out[f"{m},{n}"] = [figures[at : at + columns] for at in range(0, len(figures), columns)]
    return out


def window_values(position: Position, actions: list[Action]) -> list[float] | None:
    """The figures of `actions` at a window or answer decision from the shipped table (a fold worked out),
    or None where the table has none (then perfect.py works them out)."""
    if position.my_cards or position.their_cards:
        return None
    rows = shipped().get(f"{position.state[0]},{position.state[1]}")
    if rows is None:
        return None
    row = rows[hand_index()[tuple(r + 1 for r in position.mine)]]
    key = (position.me_first, position.their_calls, position.context)
    out: list[float] = []
    for action in actions:
        if action.do == "fold":
            at = position.at
            out.append(position.mine_of(at.lose if position.me_first else at.win))
            continue
        column = next((i for i, decision in enumerate(DECISIONS) if decision == (*key, action.do)), None)
        if column is None:
            return None
        out.append(row[column])
    return out


def hand_figures(job: tuple[tuple[int, int], tuple[int, ...]]) -> list[float]:
    """One hand's figures in one state, worked out live (perfect.py)."""
    from ..engine import Action
    from .perfect import Position

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

    stored = values_table()
    top = int(stored["target"])
    states = [(m, n) for m in range(1, top + 1) for n in range(1, top + 1)]
    hands = list(hand_index())
    with ProcessPoolExecutor(workers) as pool:
        return {
            f"{m},{n}": list(pool.map(hand_figures, [((m, n), hand) for hand in hands], chunksize=16))
            for m, n in states
        }


def write(states: dict[str, list[list[float]]], path: Path) -> None:
    """The figures by state ("M,N") as the shipped archive (`shipped` reads it)."""
    members = {
        (int(key.split(",")[0]), int(key.split(",")[1])): stored(figure for row in rows for figure in row)
        for key, rows in states.items()
    }
    write_figures(path, members)


def main(argv: list[str] | None = None) -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(prog="python -m rules.put.perfect_window", description=__doc__.splitlines()[0])
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
