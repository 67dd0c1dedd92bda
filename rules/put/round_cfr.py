"""CFR+ on one two-handed Put round (round_game.py): alternating updates, regrets floored at 0.

With discounting as in Discounted CFR (Brown and Sandholm 2019): before iteration t the
(positive) regrets are scaled by t^1.5 / (t^1.5 + 1), and iteration t counts t^2 in the
average strategy. On a small deck this reaches 1e-5 in about a third of plain CFR+'s
iterations (175 against 575). Run until the average strategy's exploitability (both
players' best-reply gains, in game-win probability) is below the tolerance. A run can
start from another round's regrets (`warm_from`) and take new stakes as it goes
(`set_stakes`; `restart` also begins the average anew, while the discounting goes on by
the iterations run).
numpy only (an offline, development extra).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from .round_game import (
    CONTEXTS,
    Calls,
    Payoff,
    Play,
    Strategy,
    counterfactual_p1,
    counterfactual_p2,
    exploitability,
    fold_values,
    payoff_arrays,
    round_value,
)
from .round_model import Stakes
from .round_tensors import Layout, answer_by_triple, by_hand, lead_by_triple, matched, pair_choice, swap_last_two

ALPHA = 1.5
"""Discounting of positive regrets (DCFR's alpha)."""
GAMMA = 2.0
"""Weight of iteration t in the average: t ** GAMMA."""


def pair_regret(lay: Layout, seen: np.ndarray, chance: np.ndarray) -> np.ndarray:
    """The regret of playing x2 next at each choice between the last two cards."""
    shape = (1, lay.ranks, lay.ranks) + (1,) * (seen.ndim - 3)
    mixed = chance * seen + swap_last_two(chance * seen)
    return np.where(lay.choice.reshape(shape), seen - mixed, 0.0)


def binary(regret_yes: np.ndarray, regret_no: np.ndarray) -> np.ndarray:
    """Regret matching between two actions: the chance of the first."""
    yes, no = np.maximum(regret_yes, 0), np.maximum(regret_no, 0)
    total = yes + no
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(total > 0, yes / total, 0.5)


@dataclass
class Warm:
    """A run's regrets and current strategy: what a neighbouring round starts from."""

    regret: dict[str, Any]
    current: Strategy


class RoundSolver:
    """Regrets and averages of one round's CFR+ run; `solve` continues from where it stopped, so a
    changed draw value (the drawn-round loop) starts warm."""

    def __init__(self, lay: Layout, stakes: Stakes) -> None:
        self.lay = lay
        H, R = len(lay.hands), lay.ranks
        self.current = Strategy.uniform(lay)
        # Per decision: a list of arrays (one per context), or for "calls" a dict of arrays by call.
        self.regret: dict[str, Any] = {
            "lead": [np.zeros((H, R)) for _ in CONTEXTS],
            "answer": [np.zeros((H, R, R)) for _ in CONTEXTS],
            "second1": [np.zeros((R,) * 5) for _ in CONTEXTS],
            "second2": [np.zeros((R,) * 5) for _ in CONTEXTS],
            "calls": {name: np.zeros((2, H)) for name in ("put1", "see1", "see2", "put2")},
        }
        self.sums: dict[str, Any] = {
            "lead": [np.zeros((H, R)) for _ in CONTEXTS],
            "answer": [np.zeros((H, R, R)) for _ in CONTEXTS],
            "second1": [np.zeros((R,) * 5) for _ in CONTEXTS],
            "second2": [np.zeros((R,) * 5) for _ in CONTEXTS],
            "calls": {name: np.zeros((2, H)) for name in ("put1", "see1", "see2", "put2")},
        }
        self.iterations = 0
        """Iterations run (the regrets' discounting goes on across restarts)."""
        self.averaged = 0
        """Iterations in the average since it was last started anew."""
        self.set_stakes(stakes)

    def snapshot(self) -> Warm:
        """Where this run stands (to start a neighbouring round from)."""
        return Warm(copy.deepcopy(self.regret), copy.deepcopy(self.current))

    def warm_from(self, warm: Warm) -> None:
        """Start from another round's regrets and current strategy (a solved neighbour's: its
        strategy is close). The discounting starts anew too, so that the first iterations
        mostly forget the other round's regrets: going on with its discounting (weak by then)
        cost 1.65 times the iterations on a deck of 6 ranks x 4."""
        self.regret = copy.deepcopy(warm.regret)
        self.current = copy.deepcopy(warm.current)

    def set_stakes(self, stakes: Stakes) -> None:
        self.stakes = stakes
        self.payoffs: list[Payoff] = payoff_arrays(self.lay, stakes, np.float32)
        self.exact: list[Payoff] | None = None

    def measure(self, strategy: Strategy) -> tuple[float, float, float]:
        """`exploitability` of a strategy at the current stakes (its float64 payoffs kept between checks)."""
        if self.exact is None:
            self.exact = payoff_arrays(self.lay, self.stakes)
        return exploitability(self.lay, self.stakes, strategy, self.exact)

    def draw_slope(self, strategy: Strategy) -> float:
        """How the round's value moves with the draw's value: the chance of a drawn round when both
        play `strategy` (the value is linear in the draw's worth)."""
        if self.exact is None:
            self.exact = payoff_arrays(self.lay, self.stakes)
        higher = replace(self.stakes, draw=self.stakes.draw + 1.0)
        return round_value(self.lay, higher, strategy) - round_value(self.lay, self.stakes, strategy, self.exact)

    def restart(self, stakes: Stakes) -> None:
        """New stakes (a new draw value): keep the regrets and the current strategy, start the averages anew."""
        self.set_stakes(stakes)
        self.averaged = 0
        for name in ("lead", "answer", "second1", "second2"):
            for total in self.sums[name]:
                total[...] = 0
        for total in self.sums["calls"].values():
            total[...] = 0

    def release(self) -> None:
        """Drop the big payoff arrays (the solver is done)."""
        self.payoffs = []
        self.exact = None

    # -- one iteration ------------------------------------------------------

    def update_p1(self, weight: float) -> None:
        lay, now, calls = self.lay, self.current, self.current.calls
        leads: list[np.ndarray] = []
        for k, (payoff, reach2, reach1) in enumerate(zip(self.payoffs, calls.reach2(), calls.reach1())):
            play = now.plays[k]
            values = counterfactual_p1(lay, payoff, reach2, play)
            self.average_p1(k, play, reach1, weight)
            self.regret["second1"][k] = np.maximum(
                self.regret["second1"][k] + pair_regret(lay, values.second, play.second1), 0
            )
            own = (play.lead * values.lead).sum(axis=1)
            self.regret["lead"][k] = np.maximum(self.regret["lead"][k] + values.lead - own[:, None], 0)
            leads.append(own)
        p1_gets, p1_gives, _, _ = fold_values(lay, self.stakes, calls)
        see_or_fold = calls.see1 * leads[1] + (1 - calls.see1) * p1_gives
        self.add_calls("see1", leads[1], p1_gives, calls.see1, weight * (1 - calls.put1))
        self.add_calls("put1", leads[0] + p1_gets, see_or_fold + leads[2], calls.put1, weight)
        for k, play in enumerate(now.plays):
            play.second1 = pair_choice(self.regret["second1"][k], lay)
            play.lead = matched(self.regret["lead"][k], lay.holds)
        calls.put1 = binary(*self.regret["calls"]["put1"])
        calls.see1 = binary(*self.regret["calls"]["see1"])

    def update_p2(self, weight: float) -> None:
        lay, now, calls = self.lay, self.current, self.current.calls
        answers: list[np.ndarray] = []
        for k, (payoff, reach1, reach2) in enumerate(zip(self.payoffs, calls.reach1(), calls.reach2())):
            play = now.plays[k]
            values = counterfactual_p2(lay, payoff, reach1, play)
            self.average_p2(k, play, reach2, weight)
            self.regret["second2"][k] = np.maximum(
                self.regret["second2"][k] + pair_regret(lay, values.second, play.second2), 0
            )
            own = (play.answer * values.answer).sum(axis=2)
            self.regret["answer"][k] = np.maximum(self.regret["answer"][k] + values.answer - own[..., None], 0)
            answers.append(own.sum(axis=1))
        _, _, p2_gives, p2_gets = fold_values(lay, self.stakes, calls)
        self.add_calls("see2", answers[0], p2_gives, calls.see2, weight)
        self.add_calls("put2", answers[1] + p2_gets, answers[2], calls.put2, weight)
        for k, play in enumerate(now.plays):
            play.second2 = pair_choice(self.regret["second2"][k], lay)
            play.answer = matched(self.regret["answer"][k], lay.holds[:, None, :])
        calls.see2 = binary(*self.regret["calls"]["see2"])
        calls.put2 = binary(*self.regret["calls"]["put2"])

    def add_calls(
        self, name: str, yes: np.ndarray, no: np.ndarray, chance: np.ndarray, reach: np.ndarray | float
    ) -> None:
        """Regrets of a put-window decision (yes: put / see), and its average weighted by own reach."""
        mixed = chance * yes + (1 - chance) * no
        regret = self.regret["calls"][name]
        regret[0] = np.maximum(regret[0] + yes - mixed, 0)
        regret[1] = np.maximum(regret[1] + no - mixed, 0)
        total = self.sums["calls"][name]
        total[0] += reach * chance
        total[1] += reach * (1 - chance)

    def average_p1(self, k: int, play: Play, reach1: np.ndarray, weight: float) -> None:
        self.sums["lead"][k] += weight * reach1[:, None] * play.lead
        own = by_hand(self.lay, reach1) * lead_by_triple(self.lay, play.lead)
        self.sums["second1"][k] += weight * own[..., None, None] * play.second1

    def average_p2(self, k: int, play: Play, reach2: np.ndarray, weight: float) -> None:
        self.sums["answer"][k] += weight * reach2[:, None, None] * play.answer
        own = by_hand(self.lay, reach2)[..., None] * answer_by_triple(self.lay, play.answer)
        self.sums["second2"][k] += weight * own[..., None] * play.second2

    def step(self) -> None:
        self.iterations += 1
        self.averaged += 1
        t = float(self.iterations)
        keep = t**ALPHA / (t**ALPHA + 1)
        for name in ("lead", "answer", "second1", "second2"):
            for regret in self.regret[name]:
                regret *= keep
        for regret in self.regret["calls"].values():
            regret *= keep
        weight = float(self.averaged) ** GAMMA
        self.update_p1(weight)
        self.update_p2(weight)

    # -- the result ---------------------------------------------------------

    def average(self) -> Strategy:
        """The average strategy (what converges to an equilibrium)."""
        lay = self.lay

        def share(total: np.ndarray, legal: np.ndarray) -> np.ndarray:
            whole: np.ndarray = total.sum(axis=-1, keepdims=True)
            uniform: np.ndarray = legal / np.maximum(legal.sum(axis=-1, keepdims=True), 1)
            with np.errstate(invalid="ignore", divide="ignore"):
                return np.where(whole > 0, total / whole, uniform)

        def pair(total: np.ndarray) -> np.ndarray:
            both = total + swap_last_two(total)
            with np.errstate(invalid="ignore", divide="ignore"):
                mixed = np.where(both > 0, total / both, 0.5)
            return np.where(lay.choice.reshape((1,) + lay.choice.shape + (1, 1)), mixed, 1.0)

        def call(name: str) -> np.ndarray:
            yes, no = self.sums["calls"][name]
            with np.errstate(invalid="ignore", divide="ignore"):
                return np.where(yes + no > 0, yes / (yes + no), 0.5)

        plays = [
            Play(
                share(self.sums["lead"][k], lay.holds),
                share(self.sums["answer"][k], lay.holds[:, None, :]),
                pair(self.sums["second1"][k]),
                pair(self.sums["second2"][k]),
            )
            for k in range(len(CONTEXTS))
        ]
        return Strategy(Calls(call("put1"), call("see1"), call("see2"), call("put2")), plays)
