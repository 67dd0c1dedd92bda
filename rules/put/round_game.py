"""One two-handed Put round as a zero-sum game (numpy, offline): strategies, values, best replies.

The round (round_model.py): the put window (PU-4: P1 puts or declines; on a decline P2
puts or declines; whoever is put to folds or plays on), then the play (PU-5) in one of
three contexts: P1's put seen, P2's put seen, no put. A fold scores the putter's point;
a seen put's round decides the game; a drawn round lapses into the next (PU-6).
Payoffs are P1's chance to win the game (`Stakes`). Arrays as in round_tensors.py.

`counterfactual_*` give each player's values at his own decision points against the
other's strategy (no own reach: what regret matching and best replies need).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .round_model import Stakes
from .round_tensors import (
    Layout,
    answer_by_triple,
    by_hand,
    lead_by_triple,
    p1_view,
    p2_view,
    sum_to_hand_first,
    swap_last_two,
)

CONTEXTS = ("p1_put", "p2_put", "plain")
"""Play after P1's put was seen, after P2's put was seen, with no put."""


@dataclass
class Play:
    """Both players' card play in one context."""

    lead: np.ndarray
    answer: np.ndarray
    second1: np.ndarray
    second2: np.ndarray

    @classmethod
    def uniform(cls, lay: Layout) -> "Play":
        R = lay.ranks
        lead = lay.holds / lay.holds.sum(axis=1, keepdims=True)
        answer = np.repeat(lead[:, None, :], R, axis=1)
        half = np.where(lay.choice, 0.5, 1.0)
        second = np.broadcast_to(half[None, :, :, None, None], (R,) * 5).copy()
        return cls(lead, answer, second, second.copy())


@dataclass
class Calls:
    """The put window (PU-4), chances by hand: P1 puts, P1 sees P2's put, P2 sees P1's put, P2 puts."""

    put1: np.ndarray
    see1: np.ndarray
    see2: np.ndarray
    put2: np.ndarray

    @classmethod
    def even(cls, hands: int) -> "Calls":
        return cls(*(np.full(hands, 0.5) for _ in range(4)))

    def reach1(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """P1's own chance of reaching each play context, by hand."""
        return self.put1, (1 - self.put1) * self.see1, 1 - self.put1

    def reach2(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """P2's own chance of reaching each play context, by hand."""
        return self.see2, self.put2, 1 - self.put2


@dataclass
class Strategy:
    """A whole round's strategy for both players (either half may be read alone)."""

    calls: Calls
    plays: list[Play] = field(default_factory=list[Play])

    @classmethod
    def uniform(cls, lay: Layout) -> "Strategy":
        return cls(Calls.even(len(lay.hands)), [Play.uniform(lay) for _ in CONTEXTS])


@dataclass(frozen=True)
class Payoff:
    """The deal's chance times P1's payoff for every pair of triples, in the two orders the
    counterfactual sums read fastest (a batch of small matrix products each)."""

    for_p1: np.ndarray
    """(x1, x2, y1, y2, x3, y3)"""
    for_p2: np.ndarray
    """(x1, x2, y1, y2, y3, x3)"""


def payoff_arrays(lay: Layout, stakes: Stakes, dtype: type[np.floating[Any]] = np.float64) -> list[Payoff]:
    """Per context (P1's put seen, P2's put seen, no put), the payoff arrays (the solver iterates in
    float32, twice as fast; values and best replies are measured in float64)."""

    def arrange(table: list[float]) -> Payoff:
        full = lay.weight6 * np.array(table)[lay.result6 + 1]
        return Payoff(
            np.ascontiguousarray(full.transpose(0, 1, 3, 4, 2, 5), dtype=dtype),
            np.ascontiguousarray(full.transpose(0, 1, 3, 4, 5, 2), dtype=dtype),
        )

    seen = arrange([0.0, stakes.draw, 1.0])
    return [seen, seen, arrange([stakes.lose, stakes.draw, stakes.win])]


@dataclass
class P1Values:
    """P1's counterfactual values in one context."""

    second: np.ndarray
    """(x1, x2, x3, y1, y2) playing x2 next, as his information allows (summed over unseen y2)."""
    second_raw: np.ndarray
    lead: np.ndarray
    """(hands, R) leading each rank."""


@dataclass
class P2Values:
    """P2's counterfactual values in one context (his payoff: minus P1's)."""

    second: np.ndarray
    second_raw: np.ndarray
    answer: np.ndarray
    """(hands, x1, r) answering x1 with r."""


def counterfactual_p1(lay: Layout, payoff: Payoff, reach2: np.ndarray, play: Play) -> P1Values:
    """P1's values against P2's play reaching this context with `reach2` by hand."""
    R = lay.ranks
    answered = answer_by_triple(lay, play.answer) * by_hand(lay, reach2)[..., None]  # (y1, y2, y3, x1)
    batch = np.empty((R,) * 5, dtype=payoff.for_p1.dtype)  # (x1, x2, y1, y2, y3): one pass, no copies
    np.multiply(
        answered.transpose(3, 0, 1, 2)[:, None], play.second2.transpose(3, 4, 0, 1, 2), out=batch, casting="same_kind"
    )
    batch = batch.reshape(R**4, R, 1)
    summed = np.matmul(payoff.for_p1.reshape(R**4, R, R), batch).reshape(R, R, R, R, R)  # (x1, x2, y1, y2, x3)
    raw = summed.astype(np.float64).transpose(0, 1, 4, 2, 3)
    seen = p1_view(lay, raw)
    lead = sum_to_hand_first(lay, (play.second1 * raw).sum(axis=(3, 4)))
    return P1Values(seen, raw, lead)


def counterfactual_p2(lay: Layout, payoff: Payoff, reach1: np.ndarray, play: Play) -> P2Values:
    """P2's values against P1's play reaching this context with `reach1` by hand."""
    R = lay.ranks
    led = lead_by_triple(lay, play.lead) * by_hand(lay, reach1)  # (x1, x2, x3)
    batch = np.empty((R,) * 5, dtype=payoff.for_p2.dtype)  # (x1, x2, y1, y2, x3)
    np.multiply(led[:, :, None, None, :], play.second1.transpose(0, 1, 3, 4, 2), out=batch, casting="same_kind")
    batch = batch.reshape(R**4, R, 1)
    summed = np.matmul(payoff.for_p2.reshape(R**4, R, R), batch).reshape(R, R, R, R, R)  # (x1, x2, y1, y2, y3)
    raw = -np.ascontiguousarray(summed.transpose(2, 3, 4, 0, 1), dtype=np.float64)
    seen = p2_view(lay, raw)
    answer = sum_to_hand_first(lay, (play.second2 * raw).sum(axis=4)).transpose(0, 2, 1)
    return P2Values(seen, raw, answer)


def best_second(lay: Layout, seen: np.ndarray) -> np.ndarray:
    """1 where playing x2 next is the best reply (ties: the higher card), else 0; 1 when no choice."""
    other = swap_last_two(seen)
    R = lay.ranks
    higher = (np.arange(R)[:, None] > np.arange(R)[None, :]).reshape((1, R, R) + (1,) * (seen.ndim - 3))
    better = (seen > other) | ((seen == other) & higher)
    return np.where(lay.choice.reshape((1, R, R) + (1,) * (seen.ndim - 3)), better, True).astype(np.float64)


def fold_values(lay: Layout, stakes: Stakes, calls: Calls) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(P1's value of P2 folding to his put, P1's value of folding to P2's put; the same two for P2)
    as counterfactual values by own hand."""
    w = lay.pair_weight
    p1_gets = stakes.win * (w @ (1 - calls.see2))
    p1_gives = stakes.lose * (w @ calls.put2)
    p2_gives = -stakes.win * (w.T @ calls.put1)
    p2_gets = -stakes.lose * (w.T @ ((1 - calls.put1) * (1 - calls.see1)))
    return p1_gets, p1_gives, p2_gives, p2_gets


def best_reply_value(
    lay: Layout, stakes: Stakes, strategy: Strategy, player: int, payoffs: list[Payoff] | None = None
) -> float:
    """The most `player` (1 or 2) can get in the round against the other's half of `strategy`, in his
    own payoff: P1's chance to win the game for P1, minus it for P2 (the round is zero-sum)."""
    payoffs = payoffs or payoff_arrays(lay, stakes)
    calls = strategy.calls
    p1_gets, p1_gives, p2_gives, p2_gets = fold_values(lay, stakes, calls)
    if player == 1:
        best: list[np.ndarray] = []
        for payoff, reach2, play in zip(payoffs, calls.reach2(), strategy.plays):
            values = counterfactual_p1(lay, payoff, reach2, play)
            pick = best_second(lay, values.second)
            lead = sum_to_hand_first(lay, (pick * values.second_raw).sum(axis=(3, 4)))
            best.append(np.where(lay.holds, lead, -np.inf).max(axis=1))
        answer = np.maximum(best[1], p1_gives)
        return float(np.maximum(best[0] + p1_gets, answer + best[2]).sum())
    best: list[np.ndarray] = []
    for payoff, reach1, play in zip(payoffs, calls.reach1(), strategy.plays):
        values = counterfactual_p2(lay, payoff, reach1, play)
        pick = best_second(lay, values.second)
        answer = sum_to_hand_first(lay, (pick * values.second_raw).sum(axis=4)).transpose(0, 2, 1)
        best.append(np.where(lay.holds[:, None, :], answer, -np.inf).max(axis=2).sum(axis=1))
    return float((np.maximum(best[0], p2_gives) + np.maximum(best[1] + p2_gets, best[2])).sum())


def round_value(lay: Layout, stakes: Stakes, strategy: Strategy, payoffs: list[Payoff] | None = None) -> float:
    """P1's chance to win the game when both play `strategy` in this round."""
    payoffs = payoffs or payoff_arrays(lay, stakes)
    calls = strategy.calls
    p1_gets, p1_gives, _, _ = fold_values(lay, stakes, calls)
    own: list[np.ndarray] = []
    for payoff, reach2, play in zip(payoffs, calls.reach2(), strategy.plays):
        values = counterfactual_p1(lay, payoff, reach2, play)
        own.append((play.lead * values.lead).sum(axis=1))
    answer = calls.see1 * own[1] + (1 - calls.see1) * p1_gives
    return float((calls.put1 * (own[0] + p1_gets) + (1 - calls.put1) * (answer + own[2])).sum())


def exploitability(
    lay: Layout, stakes: Stakes, strategy: Strategy, payoffs: list[Payoff] | None = None
) -> tuple[float, float, float]:
    """(what a best reply to P2 gains over the strategy's value for P1, what one to P1 gains for P2, the value)."""
    payoffs = payoffs or payoff_arrays(lay, stakes)
    value = round_value(lay, stakes, strategy, payoffs)
    return (
        best_reply_value(lay, stakes, strategy, 1, payoffs) - value,
        best_reply_value(lay, stakes, strategy, 2, payoffs) + value,
        value,
    )
