"""The shipped equilibrium of two-handed Put with PU-V1, put at any turn (standard library only).

Two assets of their own, written by `python -m rules.put.equilibrium --any-turn --solve --write`
(anyturn_solve.py, anyturn_ship.py):

- assets/put_anyturn_equilibrium.json: the solved target, each state's value (the chance
  that the non-dealer wins the game before the deal, both playing the equilibrium), each
  round's exploitability measured again from the shipped arrays, and how each state is
  stored ("no_stake").
- assets/put_anyturn_policy.zip: each state's arrays, LZMA-compressed members "M-N/plain/NAME"
  in the format of equilibrium_table.py's "plain" context (little-endian uint32 chances of
  2**32 - 1; zeros where the player's own choices never lead).

A "no_stake" state is (1, 1): a put there carries no stake (folding hands the putter the game,
seeing plays on for it), so the equilibrium never puts, always sees, and plays the plain card
play in every context (anyturn_solve.py says why this is exact). No other state is shipped:
CFR on the whole PU-V1 round (anyturn_cfr.py) is exact but too slow on the real deck to have
solved one (bench/README.md). Loaded on first use only.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from .equilibrium_table import ASSETS
from .equilibrium_table import chance as stored_chance

VALUES = ASSETS / "put_anyturn_equilibrium.json"
POLICY = ASSETS / "put_anyturn_policy.zip"
NO_STAKE = "no_stake"
WHOLE = "whole"


@lru_cache(maxsize=1)
def values_table(path: Path = VALUES) -> dict[str, Any]:
    """{"target", "non_dealer_wins": {"M,N": p}, "exploitability": {...}, "stored": {"M,N": how}}."""
    return json.loads(path.read_text(encoding="utf-8"))


def solved_target() -> int:
    return int(values_table()["target"])


def shipped(first_needs: int, second_needs: int) -> bool:
    """Whether this state's PU-V1 equilibrium is shipped."""
    return f"{first_needs},{second_needs}" in values_table()["stored"]


def stored_as(first_needs: int, second_needs: int) -> str | None:
    """How a state is shipped (NO_STAKE or WHOLE), or None."""
    return values_table()["stored"].get(f"{first_needs},{second_needs}")


def chance(state: tuple[int, int], name: str, *index: int, shape: tuple[int, ...]) -> float:
    """The stored chance at `index` of array `name` of `shape`, in the PU-V1 archive (read as the PU-4 one is)."""
    return stored_chance(state, name, *index, shape=shape, archive_path=POLICY)
