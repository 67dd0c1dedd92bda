"""The table of winning chances the sharp computer player decides by (`python -m rules.put.win_table`).

Two parts, both exact calculations, written to assets/put_win_chances.json (rounded to
six decimals, so a rerun rewrites the same file byte for byte):

- "game": the chance of winning the GAME when I still need `need_me` points and the
  opponent (or the other team) `need_opp`, if each decided round is mine with chance `q`
  (draws only repeat the round). Indexed game[q index][need_me - 1][need_opp - 1] for
  q = 0, 0.05 ... 1 and needs 1..MAX_NEED. It prices a fold (one point, PU-4) against
  an accepted put (the whole game).
- "round": for every three-card hand (ranks by PU-1, e.g. "32A"), the chances to win,
  draw and lose the round against a random hand (exact card removal), leading or
  following, when both play their best with the cards known (rules.put.solver).

Needs beyond the table and free-for-all games (several opponents) are computed by the
same recursion on demand (`game_chance`, `multi_game_chance`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb
from pathlib import Path
from typing import Any

from .solver import Ranks, forget_results, outcome

ASSET = Path(__file__).resolve().parents[2] / "assets" / "put_win_chances.json"
Q_STEPS = 20
MAX_NEED = 20
RANK_CHARS = "456789TJQKA23"
"""Rank strength 1..13 (PU-1) to its card character."""
MULTI_CAP = 10
"""Free for all: needs above this are scaled down (the chances change very little)."""
EXACT_NEED = 60
"""Two sides: needs above this are scaled down in proportion (targets of hundreds or millions)."""


@lru_cache(maxsize=4096)
def ranks_key(ranks: tuple[int, ...]) -> str:
    """ "32A" for strengths (13, 12, 11): the hand's ranks, best first."""
    return "".join(RANK_CHARS[r - 1] for r in sorted(ranks, reverse=True))


def game_chances(q: float, max_need: int) -> list[list[float]]:
    """win[i][j]: chance to win the game needing i+1 points against j+1, rounds mine with chance q."""
    win = [[0.0] * (max_need + 1) for _ in range(max_need + 1)]
    for i in range(max_need + 1):
        for j in range(max_need + 1):
            if i == 0 or j == 0:
                win[i][j] = 1.0 if i == 0 and j > 0 else 0.0
            else:
                win[i][j] = q * win[i - 1][j] + (1 - q) * win[i][j - 1]
    return [row[1:] for row in win[1:]]


def all_hands() -> list[tuple[int, ...]]:
    """Every three-card hand by ranks (455), best rank first."""
    return [tuple(sorted(h, reverse=True)) for h in combinations_with_replacement(range(1, 14), 3)]


def removal_weight(hand: tuple[int, ...], other: tuple[int, ...]) -> int:
    """In how many ways `other` can be dealt from the cards `hand` leaves (0: impossible)."""
    weight = 1
    for rank in set(other):
        weight *= comb(4 - hand.count(rank), other.count(rank))
    return weight


def leads(hands: list[Ranks]) -> dict[tuple[Ranks, Ranks], int]:
    """`outcome` of every pair of hands that can be dealt together, the first leading: solved once for both
    sides of the table (the follower's result is the leader's, negated)."""
    return {
        (hand, other): outcome(hand, other, 0, 0, 0) for hand in hands for other in hands if removal_weight(hand, other)
    }


def round_chances(
    hand: tuple[int, ...], leading: bool, hands: list[tuple[int, ...]], led: dict[tuple[Ranks, Ranks], int]
) -> list[float]:
    """[win, draw, lose] of `hand` against every possible opposing hand, weighted by card removal (`led`: every
    pair's `outcome`, from `leads`)."""
    totals = [0, 0, 0]
    for other in hands:
        weight = removal_weight(hand, other)
        if weight:
            result = led[(hand, other)] if leading else -led[(other, hand)]
            totals[1 - result] += weight
    whole = sum(totals)
    return [round(part / whole, 6) for part in totals]


def build() -> dict[str, Any]:
    """The whole table, as written to the asset."""
    qs = [step / Q_STEPS for step in range(Q_STEPS + 1)]
    hands = all_hands()
    led = leads(hands)
    table = {
        "about": "Put winning chances: see rules/put/win_table.py",
        "q": qs,
        "max_need": MAX_NEED,
        "game": [[[round(x, 6) for x in row] for row in game_chances(q, MAX_NEED)] for q in qs],
        "round": {
            side: {ranks_key(h): round_chances(h, side == "leader", hands, led) for h in hands}
            for side in ("leader", "follower")
        },
    }
    forget_results()
    return table


def write(path: Path = ASSET) -> None:
    """Rewrite the asset file."""
    path.write_text(json.dumps(build(), indent=None, separators=(",", ":")) + "\n", encoding="utf-8")


@lru_cache(maxsize=1)
def load() -> dict[str, Any]:
    """The stored table."""
    return json.loads(ASSET.read_text(encoding="utf-8"))


@lru_cache(maxsize=4096)
def game_chance(need_me: int, need_opp: int, q: float = 0.5) -> float:
    """Chance to win the game needing `need_me` points against `need_opp` (two sides)."""
    if need_me <= 0 or need_opp <= 0:
        return 1.0 if need_me <= 0 < need_opp else 0.0
    step = q * Q_STEPS
    if need_me <= MAX_NEED and need_opp <= MAX_NEED and step == int(step):
        return load()["game"][int(step)][need_me - 1][need_opp - 1]
    size = max(need_me, need_opp)
    if size > EXACT_NEED:  # a very long game (any target is allowed, PU-7): the same race, scaled down
        need_me, need_opp = (max(1, round(need * EXACT_NEED / size)) for need in (need_me, need_opp))
        size = max(need_me, need_opp)
    return game_chances(q, size)[need_me - 1][need_opp - 1]


def hand_round_chances(ranks: tuple[int, ...], leading: bool) -> tuple[float, float, float]:
    """(win, draw, lose) of a three-card hand by ranks, leading or following."""
    return tuple(load()["round"]["leader" if leading else "follower"][ranks_key(ranks)])


def multi_game_chance(needs: tuple[int, ...], me: int) -> float:
    """Free for all: chance that seat index `me` wins, each round won by one player at random."""
    if needs[me] <= 0:
        return 1.0
    if min(needs) <= 0:
        return 0.0
    top = max(needs)
    if top > MULTI_CAP:
        needs = tuple(max(1, round(n * MULTI_CAP / top)) for n in needs)
    others = tuple(sorted(n for i, n in enumerate(needs) if i != me))
    return _multi(needs[me], others)


@lru_cache(maxsize=1 << 16)
def _multi(mine: int, others: tuple[int, ...]) -> float:
    """The recursion behind multi_game_chance: my need against the others' sorted needs."""
    if mine == 0:
        return 1.0
    if 0 in others:
        return 0.0
    share = 1.0 / (len(others) + 1)
    total = share * _multi(mine - 1, others)
    for i in range(len(others)):
        bumped = tuple(sorted(others[:i] + (others[i] - 1,) + others[i + 1 :]))
        total += share * _multi(mine, bumped)
    return total


if __name__ == "__main__":
    write()
    print(f"wrote {ASSET}")
