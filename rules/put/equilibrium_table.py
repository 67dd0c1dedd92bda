"""The shipped equilibrium of two-handed Put (standard library only): values and the expert's policy.

Two assets, written by `python -m rules.put.equilibrium --solve` (equilibrium_solve.py):

- assets/put_equilibrium.json: for every state (M, N) up to the solved target, the chance
  that the non-dealer wins the game before the deal, and each round's measured
  exploitability.
- assets/put_equilibrium_policy.zip: each state's strategies, one member per array
  ("M-N/calls", "M-N/CONTEXT/lead" ...), little-endian uint32 chances (of 2**32 - 1),
  each stored in the zip as an .lzma stream (`packed`: LZMA's strongest settings, which
  zipfile's own LZMA does not use; 3-10% smaller). Arrays as in round_tensors.py, over rank
  indices (strength minus one) and the hands in `Deck().hands()` order:
  calls (4, hands): P1 puts, P1 sees P2's put, P2 sees P1's put, P2 puts;
  lead (hands, R); answer (hands, x1, R); second1 (x1, x2, x3, y1, y2) and second2
  (y1, y2, y3, x1, x2): the chance of playing the middle card of the triple next, stored
  only where it is the higher of the two (the other order's is its complement; 0 where the
  player's own choices never lead: `high_first_chance`).

Both load on first use only (a Put table with an expert at it), a member at a time.
States beyond the solved target: `shipped_state` scales both needs down in proportion
(the approximation win_table.py makes for long games), keeping who is ahead and by how much
in proportion.
"""

from __future__ import annotations

import json
import lzma
import os
import sys
import zipfile
from array import array
from functools import lru_cache
from pathlib import Path
from typing import Any

from .round_model import REAL_DECK

ASSETS = Path(__file__).resolve().parents[2] / "assets"
VALUES = ASSETS / "put_equilibrium.json"
POLICY = ASSETS / "put_equilibrium_policy.zip"
SCALE = 2**32 - 1
"""A stored chance of 1."""
CONTEXTS = ("p1_put", "p2_put", "plain")
"""The play contexts: after P1's put was seen, after P2's put was seen, with no put."""


@lru_cache(maxsize=1)
def values_table() -> dict[str, Any]:
    """The stored values: {"target", "non_dealer_wins": {"M,N": p}, "exploitability": {...}, ...}."""
    return json.loads(VALUES.read_text(encoding="utf-8"))


def state_of_key(key: str) -> tuple[int, int]:
    """A table's "M,N" key as the state (M, N)."""
    first, second = key.split(",")
    return int(first), int(second)


def solved_target() -> int:
    """The largest target whose every state is shipped."""
    return int(values_table()["target"])


def non_dealer_wins(first_needs: int, second_needs: int) -> float:
    """The equilibrium chance that the non-dealer wins, needing `first_needs` against `second_needs`
    (scaled down beyond the shipped target)."""
    state = shipped_state(first_needs, second_needs)
    return values_table()["non_dealer_wins"][f"{state[0]},{state[1]}"]


def shipped_state(first_needs: int, second_needs: int) -> tuple[int, int]:
    """The shipped state that stands for (first_needs, second_needs): itself, or scaled down in proportion."""
    top = solved_target()
    size = max(first_needs, second_needs)
    if size <= top:
        return first_needs, second_needs
    first, second = (max(1, min(top, round(need * top / size))) for need in (first_needs, second_needs))
    return first, second


@lru_cache(maxsize=1)
def hand_index() -> dict[tuple[int, ...], int]:
    """Each three-card hand (strengths, best first) to its row in the arrays."""
    return {hand: i for i, hand in enumerate(REAL_DECK.hands())}


@lru_cache(maxsize=1)
def rank_hands() -> tuple[tuple[int, ...], ...]:
    """Every hand as rank indices (strength minus one, best first), in the arrays' row order."""
    return tuple(tuple(rank - 1 for rank in hand) for hand in hand_index())


_OPENED: dict[tuple[Path, int], zipfile.ZipFile] = {}
"""The archives read from, each opened once per process: reading the shipped one's directory (325 members) takes
~2 ms, more than most of its members (a forked worker opens its own: a shared file offset is not safe)."""


PACKING = [{"id": lzma.FILTER_LZMA1, "preset": 9 | lzma.PRESET_EXTREME, "dict_size": 1 << 21}]
"""How a member is compressed: LZMA at its strongest, with a dictionary (2 MiB) as large as the largest array."""


def packed(raw: bytes) -> bytes:
    """A member's bytes as stored: an .lzma stream (its header says how to read it back)."""
    return lzma.compress(raw, format=lzma.FORMAT_ALONE, filters=PACKING)


def stored_array(archive_path: Path, member: str) -> array[int]:
    """One member of an archive of arrays (uint32, little-endian, `packed`), as it is stored."""
    key = (archive_path, os.getpid())
    archive = _OPENED.get(key)
    if archive is None:
        archive = _OPENED[key] = zipfile.ZipFile(archive_path)
    numbers = array("I")
    numbers.frombytes(lzma.decompress(archive.read(member), format=lzma.FORMAT_ALONE))
    if sys.byteorder != "little":
        numbers.byteswap()
    return numbers


def forget_archives() -> None:
    """Close the archives opened and forget the arrays read from them: before an archive is written again."""
    for archive in _OPENED.values():
        archive.close()
    _OPENED.clear()
    policy_array.cache_clear()


@lru_cache(maxsize=48)
def policy_array(state: tuple[int, int], name: str, archive_path: Path = POLICY) -> array[int]:
    """One stored array of a shipped state's strategy, flat (e.g. name "plain/second1"), from the shipped archive
    or another one written like it."""
    return stored_array(archive_path, f"{state[0]}-{state[1]}/{name}")


def chance(
    state: tuple[int, int], name: str, *index: int, shape: tuple[int, ...], archive_path: Path = POLICY
) -> float:
    """The stored chance at `index` of array `name` of `shape` (in the shipped archive unless another is named)."""
    return policy_array(state, name, archive_path)[flat_index(index, shape)] / SCALE


def high_first_chance(stored: int) -> float | None:
    """A second card's chance of the high rank first from its stored value (equilibrium_solve.strategy_members
    stores that order only, at least 1 of SCALE where reached); None: never reached."""
    return stored / SCALE if stored else None


def flat_index(index: tuple[int, ...], shape: tuple[int, ...]) -> int:
    """Where `index` lies in an array of `shape` stored flat, in C order."""
    flat = 0
    for i, size in zip(index, shape):
        flat = flat * size + i
    return flat
