"""The shipped equilibrium of two-handed Put with PU-V1, put at any turn (standard library only).

Two assets of their own, written by `python -m rules.put.equilibrium --any-turn --solve --write`
(anyturn_solve.py, anyturn_ship.py):

- assets/put_anyturn_equilibrium.json: the solved target, each state's value (the chance
  that the non-dealer wins the game before the deal, both playing the equilibrium), each
  round's exploitability measured again from the shipped arrays, and how each state is
  stored ("no_stake" or "whole").
- assets/put_anyturn_policy.zip: each state's arrays, stored as equilibrium_table.py's are
  (.lzma streams of little-endian uint32 chances of 2**32 - 1, rounded the coarser the less
  their player reaches them: policy_rounding.py), zeros where the player's own choices never
  lead: a "no_stake" state's
  members "M-N/plain/NAME" in the format of equilibrium_table.py's "plain" context, a "whole"
  state's every decision of anyturn_game.py in pieces ("M-N/whole/NAME/K", `PIECE`), zeros also
  where the decision does not apply and, over a seat's two unplayed cards, in the low-card-first
  half (a put's or a see's chance is the same in either order, a pair's lower-first chance is 1
  minus the higher-first one: anyturn_ship.stored_half; the spot reads the kept half).

A "no_stake" state is (1, 1): a put there carries no stake (folding hands the putter the game,
seeing plays on for it), so the equilibrium never puts, always sees, and plays the plain card
play in every context (anyturn_solve.py says why this is exact). Every other state up to the
solved target is "whole": CFR on the whole PU-V1 round (anyturn_cfr.py), every decision's
strategy shipped without traces (anyturn_ship.TRACE). Loaded on first use only, a piece at a time.
"""

from __future__ import annotations

import json
from array import array
from functools import lru_cache
from pathlib import Path
from typing import Any

from .equilibrium_table import ASSETS, SCALE, flat_index, forget_archives, state_of_key, stored_array
from .equilibrium_table import chance as stored_chance

VALUES = ASSETS / "put_anyturn_equilibrium.json"
POLICY = ASSETS / "put_anyturn_policy.zip"
NO_STAKE = "no_stake"
WHOLE = "whole"
PIECE = 13**4
"""A whole round's arrays are stored in pieces of this many chances (flat, in C order), a member each
("M-N/whole/NAME/K"), so that a decision reads ~110 KB, not a 19 MB array; a piece with nothing stored
is left out (all its chances 0)."""


@lru_cache(maxsize=1)
def values_table(path: Path = VALUES) -> dict[str, Any]:
    """{"target", "non_dealer_wins": {"M,N": p}, "exploitability": {...}, "stored": {"M,N": how}}."""
    return json.loads(path.read_text(encoding="utf-8"))


def solved_target() -> int:
    return int(values_table()["target"])


def stored_states() -> list[tuple[int, int]]:
    """Every shipped state (its needs: the non-dealer's, the dealer's), in the table's order."""
    return [state_of_key(key) for key in values_table()["stored"]]


def shipped(first_needs: int, second_needs: int) -> bool:
    """Whether this state's PU-V1 equilibrium is shipped."""
    return f"{first_needs},{second_needs}" in values_table()["stored"]


def standing_for(first_needs: int, second_needs: int) -> tuple[int, int] | None:
    """The shipped state the expert plays for (first_needs, second_needs): itself where shipped; beyond the
    shipped target both needs scaled down in proportion (as equilibrium_table.shipped_state does for PU-4),
    onto a state whose whole round is shipped (never onto (1, 1), where a put carries no stake); else None."""
    if shipped(first_needs, second_needs):
        return first_needs, second_needs
    top = solved_target()
    size = max(first_needs, second_needs)
    if size <= top:
        return None
    first, second = (max(1, min(top, round(need * top / size))) for need in (first_needs, second_needs))
    return (first, second) if stored_as(first, second) == WHOLE else None


def stored_as(first_needs: int, second_needs: int) -> str | None:
    """How a state is shipped (NO_STAKE or WHOLE), or None."""
    return values_table()["stored"].get(f"{first_needs},{second_needs}")


def chance(state: tuple[int, int], name: str, *index: int, shape: tuple[int, ...]) -> float:
    """The stored chance at `index` of array `name` of `shape`, in the PU-V1 archive (read as the PU-4 one is)."""
    return stored_chance(state, name, *index, shape=shape, archive_path=POLICY)


def whole_chance(state: tuple[int, int], name: str, *index: int, shape: tuple[int, ...]) -> float:
    """The stored chance at `index` of a whole-round state's array `name` of `shape`."""
    flat = flat_index(index, shape)
    piece = whole_piece(state, name, flat // PIECE)
    return piece[flat % PIECE] / SCALE if piece is not None else 0.0


@lru_cache(maxsize=64)
def whole_piece(state: tuple[int, int], name: str, k: int, archive_path: Path = POLICY) -> array[int] | None:
    """The k-th piece of a whole-round state's array, as stored (None: nothing stored there)."""
    try:
        return stored_array(archive_path, f"{state[0]}-{state[1]}/{WHOLE}/{name}/{k}")
    except KeyError:
        return None


def forget() -> None:
    """Close the archives and forget what was read (before the PU-V1 archive is written again)."""
    forget_archives()
    whole_piece.cache_clear()
