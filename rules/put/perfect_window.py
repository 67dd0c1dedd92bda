"""Perfect play's figures for the put window, worked out ahead (`python -m rules.put.perfect_window_build
--write`) and read here.

In the put window (PU-4) the deciding seat knows only its hand and what was said, so each
of its figures (perfect.py: a choice's chance to win the game, both on the equilibrium
after it) depends on the state, the hand and the decision alone. Worked out live they
cost the most (every hand the opponent may hold, played out in up to three ways), so they
are shipped: assets/put_perfect_window.zip (figure_archive.py) holds, for every shipped
state, for every hand (in `Deck().hands()` order) one figure per `DECISIONS` column, worked
out by perfect.py itself (perfect_window_build.py; perfect.py `window_values` reads it). A
fold needs no table (the opponent's point). Rewrite it whenever the shipped equilibrium
changes; tests/test_put_perfect.py checks it against perfect.py. Standard library only.
"""

from __future__ import annotations

from functools import lru_cache

from ..actions import ActionKind
from .equilibrium_table import ASSETS
from .figure_archive import SCALE, read_figures

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
