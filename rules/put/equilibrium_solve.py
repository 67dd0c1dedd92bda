"""Solve two-handed Put to a given target: every state's round by CFR+, in order of total need.

A state (M, N) is (points the non-dealer still needs, points the dealer needs). Its round
(round_game.py) is priced by the values of the states it leads to (round_model.stakes):
those of a smaller total need are already solved; a drawn round leads to (N, M), of the
same total, so (M, N) and (N, M) are solved together by fixed-point iteration on the draw
value (each round's value moves by its draw chance times the change, a contraction).
numpy only, offline: `python -m rules.put.equilibrium --solve`.
"""

from __future__ import annotations

import json
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .equilibrium_table import CONTEXTS, POLICY, SCALE, VALUES, policy_array
from .round_cfr import RoundSolver
from .round_game import Calls, Play, Strategy, exploitability
from .round_model import REAL_DECK, Deck, Values, stakes
from .round_tensors import answer_by_triple, by_hand, layout, lead_by_triple, swap_last_two

TOLERANCE = 1e-5
"""Exploitability in game-win probability every round's strategy is solved below (both replies' gains)."""
MOST_ROUNDS = 12
"""Fixed-point rounds at most per group (each moves the draw value by its draw chance: ~4 suffice)."""


@dataclass
class Solution:
    """The whole game's equilibrium up to a target."""

    target: int
    values: Values = field(default_factory=dict)
    strategies: dict[tuple[int, int], Strategy] = field(default_factory=dict)
    gaps: dict[tuple[int, int], float] = field(default_factory=dict)
    """Each round's exploitability (both best replies' gains) at the final values."""


def states_by_total(target: int) -> list[list[tuple[int, int]]]:
    """Groups of states to solve together, in order of total need: (M, N) with (N, M)."""
    groups = []
    for total in range(2, 2 * target + 1):
        for m in range(max(1, total - target), total // 2 + 1):
            n = total - m
            groups.append([(m, n)] if m == n else [(m, n), (n, m)])
    return groups


def solve(
    target: int,
    tolerance: float = TOLERANCE,
    deck: Deck = REAL_DECK,
    report=None,
    check_every: int = 25,
    solved=None,
    known: Solution | None = None,
) -> Solution:
    """Every state up to `target`, each round's strategy within `tolerance`; `solved(solution)` after
    each group (a long run can keep what it has); `known`: a smaller solution to go on from."""
    lay = layout(deck)
    solution = known or Solution(target)
    solution.target = target
    for group in states_by_total(target):
        if all(state in solution.strategies for state in group):
            continue
        solve_group(lay, group, solution, tolerance, report, check_every)
        if solved:
            solved(solution)
    return solution


def solve_group(
    lay, group: list[tuple[int, int]], solution: Solution, tolerance: float, report, check_every: int
) -> None:
    """Solve a state (and its mirror) until the draw values agree with the solved values."""
    values = solution.values
    for state in group:
        values[state] = 0.5
    solvers = {}
    steps = [max(tolerance, 1e-3), max(tolerance, 1e-4), tolerance]
    step = 0
    for _ in range(MOST_ROUNDS):
        moved = 0.0
        for state in group:
            at = stakes(values, *state)
            if state not in solvers:
                solvers[state] = RoundSolver(lay, at)
            else:
                solvers[state].restart(at)
            strategy, gap, value = solvers[state].solve(steps[step], check_every=check_every)
            moved = max(moved, abs(value - values[state]))
            values[state] = value
            solution.strategies[state] = strategy
            solution.gaps[state] = gap
            if report:
                report(state, solvers[state].iterations, gap, value)
        if step == len(steps) - 1 and moved < tolerance:
            break
        if moved < steps[step]:
            step = min(step + 1, len(steps) - 1)
    for state in group:  # the final values priced every draw: measure each strategy at them
        gain1, gain2, value = exploitability(lay, stakes(values, *state), solution.strategies[state])
        solution.gaps[state] = gain1 + gain2
        solvers[state].release()


STEP = 2.0**-20
"""Shipped chances are rounded to multiples of this (~1e-6): their low bits then compress away."""


def quantized(chances: np.ndarray) -> bytes:
    """Chances as little-endian uint32 of SCALE (the shipped policy's format), rounded to STEP."""
    rounded = np.rint(np.clip(chances, 0.0, 1.0) / STEP) * STEP
    return np.rint(rounded * SCALE).astype("<u4").tobytes()


def strategy_members(strategy: Strategy, deck: Deck = REAL_DECK) -> dict[str, bytes]:
    """A state's strategy as the policy archive's members (equilibrium_table.py). Where the player's
    own choices never lead (and at the third card, forced) nothing is stored (0): the archive
    compresses several times better, and no value changes (`shipped_strategy` fills them back)."""
    lay = layout(deck)
    calls = strategy.calls
    members = {"calls": quantized(np.stack([calls.put1, calls.see1, calls.see2, calls.put2]))}
    for name, play, reach1, reach2 in zip(CONTEXTS, strategy.plays, calls.reach1(), calls.reach2()):
        led = by_hand(lay, reach1) * lead_by_triple(lay, play.lead)
        answered = by_hand(lay, reach2)[..., None] * answer_by_triple(lay, play.answer)
        choice = lay.choice[None, :, :, None, None]
        members[f"{name}/lead"] = quantized(play.lead * (reach1 > 0)[:, None])
        members[f"{name}/answer"] = quantized(play.answer * (reach2 > 0)[:, None, None])
        members[f"{name}/second1"] = quantized(np.where((led > 0)[..., None, None] & choice, play.second1, 0.0))
        members[f"{name}/second2"] = quantized(np.where((answered > 0)[..., None] & choice, play.second2, 0.0))
    return members


def write_assets(solution: Solution, values_path: Path = VALUES, policy_path: Path = POLICY) -> None:
    """Write the policy archive, then the values table with each shipped (rounded) strategy's
    exploitability measured again from the archive."""
    with zipfile.ZipFile(policy_path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for (m, n), strategy in sorted(solution.strategies.items()):
            for name, raw in strategy_members(strategy).items():
                info = zipfile.ZipInfo(f"{m}-{n}/{name}", date_time=(2026, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(info, raw, compresslevel=9)
    policy_array.cache_clear()
    lay = layout(REAL_DECK)
    gaps = {}
    for state in sorted(solution.strategies):
        gain1, gain2, _ = exploitability(lay, stakes(solution.values, *state), shipped_strategy(state))
        gaps[state] = gain1 + gain2
    table = {
        "about": "Two-handed Put's equilibrium (PU-3..PU-7): see rules/put/equilibrium_table.py",
        "target": solution.target,
        "tolerance": TOLERANCE,
        "non_dealer_wins": {f"{m},{n}": round(v, 9) for (m, n), v in sorted(solution.values.items())},
        "exploitability": {f"{m},{n}": float(f"{g:.4g}") for (m, n), g in sorted(gaps.items())},
    }
    values_path.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")


def shipped_strategy(state: tuple[int, int], deck: Deck = REAL_DECK) -> Strategy:
    """A shipped state's strategy as arrays again (what the expert plays), for best replies; where
    nothing is stored (never reached by the player's own choices) an even choice, so that it is a
    whole strategy (a player who deviates from it reaches those points)."""
    lay = layout(deck)
    H, R = len(lay.hands), lay.ranks

    def read(name: str, shape: tuple[int, ...]) -> np.ndarray:
        return np.asarray(policy_array(state, name), dtype=np.float64).reshape(shape) / SCALE

    def pair(name: str) -> np.ndarray:
        stored = read(name, (R,) * 5)
        both = stored + swap_last_two(stored)
        return np.where(lay.choice[None, :, :, None, None], np.where(both > 0, stored, 0.5), 1.0)

    def shares(name: str, shape: tuple[int, ...], legal: np.ndarray) -> np.ndarray:
        stored = read(name, shape)
        uniform = legal / legal.sum(axis=-1, keepdims=True)
        return np.where(stored.sum(axis=-1, keepdims=True) > 0, stored, uniform)

    calls = Calls(*read("calls", (4, H)))
    plays = [
        Play(
            shares(f"{name}/lead", (H, R), lay.holds),
            shares(f"{name}/answer", (H, R, R), np.broadcast_to(lay.holds[:, None, :], (H, R, R))),
            pair(f"{name}/second1"),
            pair(f"{name}/second2"),
        )
        for name in CONTEXTS
    ]
    return Strategy(calls, plays)
