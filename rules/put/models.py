"""What the computer players assume about the others, and what a round result is worth.

- hand edge: win minus lose chance of a three-card hand (win_table "round" part), or for
  longer free-for-all hands a rank average; the bots' sense of hand strength.
- put / see models: how likely a player puts or plays on with a given hand, used to
  weight the opposing hands by what their owners did (soft, never zero, so a wild
  player cannot fool the weighting into certainty).
- stakes: what a won, drawn or lost round is worth in chances to win the game, from the
  table (a fold gives one point, an accepted put the whole game, PU-4).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from .win_table import game_chance, hand_round_chances, multi_game_chance


def sigmoid(x: float) -> float:
    """The logistic function, safe for large |x|."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def hand_edge(ranks: tuple[int, ...], leading: bool) -> float:
    """Win minus lose chance of a hand: exact for three cards, a rank average otherwise (-1..1)."""
    if len(ranks) == 3:
        win, _, lose = hand_round_chances(tuple(ranks), leading)
        return win - lose
    return rank_edge(ranks)


@lru_cache(maxsize=8192)
def dealt_edge(held: tuple[int, ...], played: tuple[int, ...], leading: bool) -> float:
    """`hand_edge` of the hand as dealt: the cards still held and those played from it this round (the bots
    weigh every possible hand of an opponent by it at every decision: each is worked out once)."""
    return hand_edge(tuple(sorted(held + played, reverse=True)), leading)


def rank_edge(ranks: tuple[int, ...]) -> float:
    """A hand's rank average on -1..1 (free-for-all hands of any size)."""
    return edge_of_sum(sum(ranks), len(ranks))


def edge_of_sum(total: int, count: int) -> float:
    """`rank_edge` of `count` ranks that sum to `total`."""
    return (total - 7 * count) / (6.0 * count) if count else 0.0


@lru_cache(maxsize=4096)
def put_chance(edge: float) -> float:
    """How likely a player puts with a hand of this edge (kept once worked out, as `see_chance`: the edges are
    those of a few hundred hands as dealt, each weighed at every decision of a round)."""
    return 0.05 + 0.9 * sigmoid((edge - 0.3) / 0.12)


PUTTER_MARGIN = 0.1
"""A put says the putter is strong: the one who answers counts his hand this much weaker."""


@lru_cache(maxsize=16384)
def see_chance(edge: float, fold_value: float) -> float:
    """How likely a player plays on against a put: seeing is worth about his round-win chance. (Kept once worked
    out, by the hand's edge and the fold's value: 150 two-player games meet ~11,000 of them, which a cache of 4,096
    worked out again and again; 16,384 take ~3.6 MB when full.)"""
    gain = (1 + edge) / 2 - PUTTER_MARGIN - fold_value
    return 0.08 + 0.84 * sigmoid(gain / 0.08)


def ffa_see_chance(edge: float) -> float:
    """Free for all: how likely a player plays on against a put, by his hand's rank average."""
    return 0.1 + 0.8 * sigmoid(edge / 0.15)


@dataclass(frozen=True)
class Stakes:
    """Chances to win the game after the round ends: won, drawn, lost (two sides)."""

    win: float
    draw: float
    lose: float

    def value(self, result: int) -> float:
        """+1 won, 0 drawn, -1 lost."""
        return self.win if result > 0 else self.lose if result < 0 else self.draw


def two_sided(mine: int, theirs: int, target: int) -> tuple[Stakes, Stakes, float]:
    """(an ordinary round, a round after an accepted put, the value of conceding a fold)."""
    need_me, need_opp = target - mine, target - theirs
    now = game_chance(need_me, need_opp)
    ordinary = Stakes(game_chance(need_me - 1, need_opp), now, game_chance(need_me, need_opp - 1))
    return ordinary, Stakes(1.0, now, 0.0), game_chance(need_me, need_opp - 1)


def multi_values(scores: tuple[int, ...], target: int, me: int) -> tuple[float, list[float], float]:
    """Free for all: my chance if I score, if each seat scores instead, and now."""
    needs = tuple(target - s for s in scores)
    now = multi_game_chance(needs, me)
    if_scores: list[float] = []
    for seat in range(len(scores)):
        bumped = tuple(n - 1 if i == seat else n for i, n in enumerate(needs))
        if_scores.append(multi_game_chance(bumped, me))
    return if_scores[me], if_scores, now
