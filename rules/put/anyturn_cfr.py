"""CFR+ with DCFR's discounting on one PU-V1 round (anyturn_game.py), as round_cfr.py does for PU-4.

Alternating updates: a pass for P1 (his regrets at the current strategies, then his new
strategy by regret matching), then one for P2. Positive regrets are scaled by
t^1.5 / (t^1.5 + 1) before iteration t and floored at 0; iteration t counts t^2 in the
average strategy, each decision weighted by its player's own chance of reaching it.
numpy only (an offline, development extra).
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

import numpy as np

from .anyturn_game import (
    P1,
    P2,
    Geometry,
    Profile,
    Round,
    Spec,
    choice_mask,
    matched_pair,
    project,
    swap_bag,
    uniform_profile,
)
from .round_model import Stakes
from .round_tensors import matched

ALPHA = 1.5
GAMMA = 2.0


def hand_shape(spec: Spec) -> tuple[int, ...] | None:
    """The cheap z shape a hand-indexed decision's own reach is averaged over (None: a dense decision)."""
    if spec.kind == "lead" or (spec.turn == 1 and spec.player == P1) or (spec.turn == 2 and spec.player == P1):
        return (1, 1, 1, 0, 0, 0)
    if spec.kind == "answer" or spec.turn == 2:
        return (1, 0, 0, 1, 1, 1)
    if spec.turn == 1:
        return (0, 0, 0, 1, 1, 1)
    return None


class AnyTurnSolver:
    """Regrets, current and average strategies of one round's run; `step` runs one iteration."""

    def __init__(self, geo: Geometry, stakes: Stakes) -> None:
        self.geo = geo
        self.current: Profile = uniform_profile(geo)
        self.regret: dict[str, np.ndarray] = {}
        self.sums: dict[str, np.ndarray] = {}
        for name, array in self.current.items():
            binary = geo.specs[name].kind in ("put", "see")
            self.regret[name] = np.zeros((2, *array.shape) if binary else array.shape)
            self.sums[name] = np.zeros((2, *array.shape) if binary else array.shape)
        self.counts: dict[str, np.ndarray] = {}
        self.iterations = 0
        self.averaged = 0
        self.set_stakes(stakes)

    def set_stakes(self, stakes: Stakes) -> None:
        self.stakes = stakes
        self.fast = Round(self.geo, stakes, np.float32)
        self.exact: Round | None = None

    def restart(self, stakes: Stakes) -> None:
        """New stakes; the averages begin anew (the regrets and current strategy kept)."""
        self.set_stakes(stakes)
        self.averaged = 0
        for total in self.sums.values():
            total[...] = 0

    def own_at(self, spec: Spec, own: Any) -> np.ndarray:
        """The player's own reach of each of the decision's information sets, in its array's shape."""
        geo = self.geo
        shape = hand_shape(spec)
        if shape is None:
            return np.broadcast_to(np.asarray(own, dtype=np.float64), spec.shape)
        R = geo.lay.ranks
        full = tuple(R if keep else 1 for keep in shape)
        if spec.name not in self.counts:
            self.counts[spec.name] = project(geo, spec, np.ones(full))
        reach = project(geo, spec, np.broadcast_to(np.asarray(own, dtype=np.float64), full))
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(self.counts[spec.name] > 0, reach / self.counts[spec.name], 0.0)

    def update(self, player: int, weight: float) -> None:
        geo = self.geo
        learned: dict[str, np.ndarray] = {}

        def decide(name: str, values: np.ndarray, own: Any) -> np.ndarray:
            spec = geo.specs[name]
            now = self.current[name]
            regret = self.regret[name]
            reach = self.own_at(spec, own)
            if spec.kind in ("put", "see"):
                # `values` is what yes gains over no: yes's regret grows by (1 - now) x that, no's falls by
                # now x that; the arrays are updated in place (a turn-6 put's are 13**6 each)
                gap = values
                regret[0] += (1 - now) * gap
                regret[1] -= now * gap
                np.maximum(regret, 0, out=regret)
                shared = weight * reach
                said = shared * now
                self.sums[name][0] += said
                self.sums[name][1] += shared - said
                total = regret[0] + regret[1]
                with np.errstate(invalid="ignore", divide="ignore"):
                    learned[name] = np.where(total > 0, regret[0] / total, 0.5)
            elif spec.kind == "pair":
                assert spec.bag is not None
                mixed = now * values + swap_bag(now * values, spec.bag)
                gain = np.where(choice_mask(geo.lay.ranks, spec.bag), values - mixed, 0.0)
                self.regret[name] = np.maximum(regret + gain, 0)
                self.sums[name] += weight * reach * now
                learned[name] = matched_pair(self.regret[name], spec.bag, geo.lay.ranks)
            else:
                legal = geo.lay.holds if spec.kind == "lead" else geo.lay.holds[:, None, :]
                mixed = (now * values).sum(axis=-1, keepdims=True)
                self.regret[name] = np.maximum(regret + values - mixed, 0)
                reach_here = reach if reach.ndim == now.ndim else reach[..., None]
                self.sums[name] += weight * reach_here * now
                learned[name] = matched(self.regret[name], legal)
            return now

        self.fast.walk(self.current, player, decide)
        self.current.update(learned)

    def step(self) -> None:
        self.iterations += 1
        self.averaged += 1
        t = float(self.iterations)
        keep = t**ALPHA / (t**ALPHA + 1)
        for regret in self.regret.values():
            regret *= keep
        weight = float(self.averaged) ** GAMMA
        self.update(P1, weight)
        self.update(P2, weight)

    def average(self) -> Profile:
        geo = self.geo
        out: Profile = {}
        for name, total in self.sums.items():
            spec = geo.specs[name]
            if spec.kind in ("put", "see"):
                yes, no = total
                with np.errstate(invalid="ignore", divide="ignore"):
                    out[name] = np.where(yes + no > 0, yes / (yes + no), 0.5)
            elif spec.kind == "pair":
                assert spec.bag is not None
                both = total + swap_bag(total, spec.bag)
                with np.errstate(invalid="ignore", divide="ignore"):
                    share = np.where(both > 0, total / both, 0.5)
                out[name] = np.where(choice_mask(geo.lay.ranks, spec.bag), share, 1.0)
            else:
                legal = geo.lay.holds if spec.kind == "lead" else geo.lay.holds[:, None, :]
                whole = total.sum(axis=-1, keepdims=True)
                uniform = legal / np.maximum(legal.sum(axis=-1, keepdims=True), 1)
                with np.errstate(invalid="ignore", divide="ignore"):
                    out[name] = np.where(whole > 0, total / whole, uniform)
        return out

    def measure(self, profile: Profile) -> tuple[float, float, float]:
        """(P1's best reply's gain, P2's, P1's value) at the current stakes, in float64."""
        if self.exact is None:
            self.exact = Round(self.geo, self.stakes)
        return self.exact.exploitability(profile)

    def draw_slope(self, profile: Profile) -> float:
        """The round's chance of a draw under `profile` (its value moves with the draw's worth by it)."""
        if self.exact is None:
            self.exact = Round(self.geo, self.stakes)
        higher = Round(self.geo, replace(self.stakes, draw=self.stakes.draw + 1.0))
        return higher.value(profile) - self.exact.value(profile)

    def snapshot(self) -> tuple[dict[str, np.ndarray], Profile]:
        return copy.deepcopy(self.regret), copy.deepcopy(self.current)

    def warm_from(self, warm: tuple[dict[str, np.ndarray], Profile]) -> None:
        self.regret = copy.deepcopy(warm[0])
        self.current = copy.deepcopy(warm[1])

    def release(self) -> None:
        self.exact = None
