"""Solve two-handed Put to a given target: every state's round by CFR+, in order of need.

A state (M, N) is (points the non-dealer still needs, points the dealer needs). Its round
(round_game.py) is priced by the values of the states it leads to (round_model.stakes):
a point either way leads to a group of a smaller total need, solved first; a drawn round
leads to (N, M), of the same total, so (M, N) and (N, M) are solved together, the draw
values found on the way by Newton steps (each round's value moves with its draw value by
the chance of a draw). Each group starts from the solved round whose stakes are nearest
(its regrets and current strategy), and groups whose needs are solved run at once, one
per process (`jobs`). numpy only, offline: `python -m rules.put.equilibrium --solve`.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .equilibrium_table import CONTEXTS, POLICY, SCALE, VALUES, forget_archives, packed, policy_array
from .policy_rounding import STEP, rounded_by_reach
from .round_cfr import RoundSolver, Warm
from .round_game import Calls, Play, Strategy, exploitability
from .round_model import REAL_DECK, Deck, Values, stakes
from .round_tensors import answer_by_triple, by_hand, layout, lead_by_triple, swap_last_two

TOLERANCE = 1e-5
"""Exploitability in game-win probability every round's strategy is solved below (both replies' gains)."""
MOST_ITERATIONS = 5_000
"""A round's iterations at most (none has needed a tenth of this)."""
SETTLED = 1e-4
"""Once the draw values move less than this between checks, the averages start anew (once): what
went into them before was played at draw values too far off."""


@dataclass
class Solution:
    """The whole game's equilibrium up to a target."""

    target: int
    values: Values = field(default_factory=Values)
    strategies: dict[tuple[int, int], Strategy] = field(default_factory=dict[tuple[int, int], Strategy])
    gaps: dict[tuple[int, int], float] = field(default_factory=dict[tuple[int, int], float])
    """Each round's exploitability (both best replies' gains) at the final values."""
    iterations: dict[tuple[int, int], int] = field(default_factory=dict[tuple[int, int], int])


@dataclass
class GroupResult:
    """One group's solved states: values, strategies, gaps, iterations, and where each run stands."""

    values: Values
    strategies: dict[tuple[int, int], Strategy]
    gaps: dict[tuple[int, int], float]
    iterations: dict[tuple[int, int], int]
    warm: dict[tuple[int, int], Warm]


State = tuple[int, int]
"""(points the non-dealer still needs, points the dealer needs)."""
Measured = tuple[float, float, Strategy, float]
"""A round at a check: (both replies' gains, value, average strategy, the draw value it was played at)."""
Task = tuple[Deck, list[State], Values, Values, dict[State, Warm | None], float, int]
"""`solve_group`'s arguments for one group."""


def states_by_total(target: int) -> list[list[tuple[int, int]]]:
    """Groups of states to solve together, in order of total need: (M, N) with (N, M)."""
    groups: list[list[tuple[int, int]]] = []
    for total in range(2, 2 * target + 1):
        for m in range(max(1, total - target), total // 2 + 1):
            n = total - m
            groups.append([(m, n)] if m == n else [(m, n), (n, m)])
    return groups


def needed(group: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """The states outside the group whose values price its rounds (a point scored either way)."""
    m, n = group[0]
    return {state for state in ((n, m - 1), (n - 1, m), (m, n - 1), (m - 1, n)) if min(state) >= 1}


def solve(
    target: int,
    tolerance: float = TOLERANCE,
    deck: Deck = REAL_DECK,
    report: Callable[[State, int, float, float], None] | None = None,
    check_every: int = 25,
    solved: Callable[[Solution], None] | None = None,
    known: Solution | None = None,
    jobs: int = 1,
) -> Solution:
    """Every state up to `target`, each round's strategy within `tolerance`; `report(state, iterations,
    gap, value)` after each state and `solved(solution)` after each group (a long run can keep what it
    has); `known`: a smaller solution to go on from; `jobs`: groups solved at once, in processes (a
    group starts once the groups it needs are solved, from the solved round whose stakes are nearest)."""
    solution = known or Solution(target)
    solution.target = target
    pending = [g for g in states_by_total(target) if not all(state in solution.strategies for state in g)]
    warm: dict[tuple[int, int], Warm] = {}

    def ready(group: list[State]) -> bool:
        return needed(group) <= set(solution.values) - set(group)

    def task(group: list[State]) -> Task:
        known_values = {state: solution.values[state] for state in needed(group)}
        guesses = {state: guess(solution.values, state) for state in group}
        starts = {state: nearest(solution.values, warm, {**known_values, **guesses}, state) for state in group}
        return (deck, group, known_values, guesses, starts, tolerance, check_every)

    def take(result: GroupResult) -> None:
        solution.values.update(result.values)
        solution.strategies.update(result.strategies)
        solution.gaps.update(result.gaps)
        solution.iterations.update(result.iterations)
        warm.update(result.warm)
        if report:
            for state in result.values:
                report(state, result.iterations[state], result.gaps[state], result.values[state])
        if solved:
            solved(solution)

    if jobs <= 1:
        for group in pending:
            take(solve_group(*task(group)))
        return solution
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        running: dict[Future[GroupResult], list[State]] = {}
        while pending or running:
            for group in [g for g in pending if ready(g)][: jobs - len(running)]:
                pending.remove(group)
                running[pool.submit(solve_group, *task(group))] = group
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                del running[future]
                take(future.result())
    return solution


def guess(values: Values, state: tuple[int, int]) -> float:
    """A first value for a state: that of the state one point nearer for both, else one nearer for one."""
    m, n = state
    for near in ((m - 1, n - 1), (m, n - 1), (m - 1, n)):
        if near in values:
            return values[near]
    return 0.5


def nearest(values: Values, warm: dict[State, Warm], trial: Values, state: tuple[int, int]) -> Warm | None:
    """The solved round whose stakes are nearest this state's (at the trial values): its run to start from."""
    if not warm:
        return None
    at = stakes(trial, *state)

    def distance(other: State) -> float:
        there = stakes(values, *other)
        return max(abs(at.win - there.win), abs(at.draw - there.draw), abs(at.lose - there.lose))

    return warm[min(warm, key=distance)]


def solve_group(
    deck: Deck,
    group: list[tuple[int, int]],
    known: Values,
    guesses: Values,
    starts: dict[tuple[int, int], Warm | None],
    tolerance: float,
    check_every: int,
) -> GroupResult:
    """Solve a state (and its mirror, the drawn round's next state) with the draw values found on the
    way: at each check every round's value and draw chance give a Newton step on the draw values
    (a contraction already; Newton makes it converge in two or three checks). The stakes follow
    without starting the averages anew, except once when the values settle. Done when every round
    is within the tolerance at the final values."""
    lay = layout(deck)
    values = {**known, **guesses}
    solvers: dict[State, RoundSolver] = {}
    for state in group:
        solvers[state] = RoundSolver(lay, stakes(values, *state))
        start = starts.get(state)
        if start is not None:
            solvers[state].warm_from(start)
    begun = {state: solvers[state].iterations for state in group}
    slopes: dict[tuple[int, int], float] = {}
    restarted = False
    while True:
        measured: dict[State, Measured] = {}
        for state in group:
            solver = solvers[state]
            for _ in range(check_every):
                solver.step()
            strategy = solver.average()
            gain1, gain2, value = solver.measure(strategy)
            if state not in slopes or not restarted:
                slopes[state] = solver.draw_slope(strategy)
            measured[state] = (gain1 + gain2, value, strategy, solver.stakes.draw)
        found = newton(group, measured, slopes)
        moved = max(abs(found[state] - values[state]) for state in group)
        values.update(found)
        exhausted = any(solvers[state].iterations - begun[state] >= MOST_ITERATIONS for state in group)
        if all(measured[state][0] < tolerance for state in group) and (moved < tolerance or exhausted):
            gaps: dict[State, float] = {}
            for state in group:  # the final values price every draw: measure each strategy at them
                solvers[state].set_stakes(stakes(values, *state))
                gain1, gain2, _ = solvers[state].measure(measured[state][2])
                gaps[state] = gain1 + gain2
            if all(gap < tolerance for gap in gaps.values()) or exhausted:
                break
        elif exhausted:
            gaps = {state: measured[state][0] for state in group}
            break
        for state in group:
            at = stakes(values, *state)
            if not restarted and moved < SETTLED:
                solvers[state].restart(at)
            elif at != solvers[state].stakes:
                solvers[state].set_stakes(at)
        restarted = restarted or moved < SETTLED
    result = GroupResult(
        {state: values[state] for state in group},
        {state: measured[state][2] for state in group},
        gaps,
        {state: solvers[state].iterations - begun[state] for state in group},
        {},
    )
    for state in group:
        solvers[state].release()
        result.warm[state] = solvers[state].snapshot()
    return result


def newton(group: list[tuple[int, int]], measured: dict[State, Measured], slopes: dict[State, float]) -> Values:
    """The group's values where the drawn-round loop closes, each round's value taken as linear in its
    draw value (slope: its draw chance) about where it was measured. A state's draw leads to its
    mirror (N, M), worth 1 minus the mirror's value to this round's non-dealer (the deal passes)."""
    if len(group) == 1:
        (state,) = group
        _, value, _, draw = measured[state]
        s = slopes[state]
        return {state: (value + s * (1.0 - draw)) / (1.0 + s)}
    a, b = group
    _, value_a, _, draw_a = measured[a]
    _, value_b, _, draw_b = measured[b]
    s_a, s_b = slopes[a], slopes[b]
    c_a = value_a + s_a * (1.0 - draw_a)
    c_b = value_b + s_b * (1.0 - draw_b)
    found_a = (c_a - s_a * c_b) / (1.0 - s_a * s_b)
    return {a: found_a, b: c_b - s_b * found_a}


def quantized(chances: np.ndarray) -> bytes:
    """Chances as little-endian uint32 of SCALE (the shipped policy's format), rounded to STEP."""
    rounded = np.rint(np.clip(chances, 0.0, 1.0) / STEP) * STEP
    return np.rint(rounded * SCALE).astype("<u4").tobytes()


def quantized_pair(chances: np.ndarray, kept: np.ndarray) -> bytes:
    """A pair of orders' first-order chances as `quantized`, only where `kept` (reached, in the stored order)
    and there at least 1 of SCALE, so that a stored 0 says never reached (equilibrium_table.high_first_chance)."""
    where = np.broadcast_to(kept, chances.shape)
    raw = np.frombuffer(quantized(np.where(where, chances, 0.0)), dtype="<u4")
    return np.where(where.reshape(-1), np.maximum(raw, 1), 0).astype("<u4").tobytes()


def high_card_first(R: int) -> np.ndarray:
    """(R, R): where the second card's first rank is above its second (the stored order)."""
    ranks = np.arange(R)
    return ranks[:, None] > ranks[None, :]


def strategy_members(strategy: Strategy, deck: Deck = REAL_DECK) -> dict[str, bytes]:
    """A state's strategy as the policy archive's members (equilibrium_table.py). Where the player's
    own choices never lead (and at the third card, forced) nothing is stored (0): the archive
    compresses several times better, and no value changes (`shipped_strategy` fills them back). The
    cards' chances are rounded the coarser the less their player reaches them (policy_rounding.py; the
    put and see chances, a few hundred, to STEP). Of the second card's two orders only the high card
    first is stored, at least 1 of SCALE where reached (the other order's chance is its complement:
    equilibrium_table.high_first_chance)."""
    lay = layout(deck)
    calls = strategy.calls
    members = {"calls": quantized(np.stack([calls.put1, calls.see1, calls.see2, calls.put2]))}
    for name, play, reach1, reach2 in zip(CONTEXTS, strategy.plays, calls.reach1(), calls.reach2()):
        led = by_hand(lay, reach1) * lead_by_triple(lay, play.lead)
        answered = by_hand(lay, reach2)[..., None] * answer_by_triple(lay, play.answer)
        high_first = (lay.choice & high_card_first(lay.ranks))[None, :, :, None, None]
        lead = rounded_by_reach(play.lead, reach1[:, None], shares=True)
        answer = rounded_by_reach(play.answer, reach2[:, None, None], shares=True)
        members[f"{name}/lead"] = quantized(lead * (reach1 > 0)[:, None])
        members[f"{name}/answer"] = quantized(answer * (reach2 > 0)[:, None, None])
        for second, reach in (("second1", led[..., None, None]), ("second2", answered[..., None])):
            chances = rounded_by_reach(getattr(play, second), reach)
            members[f"{name}/{second}"] = quantized_pair(chances, (reach > 0) & high_first)
    return members


def write_member(archive: zipfile.ZipFile, name: str, raw: bytes) -> None:
    """One array into a policy archive, `packed` (equilibrium_table.stored_array reads it), dated alike so
    that the same tables write the same file."""
    archive.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), packed(raw))


def write_assets(solution: Solution, values_path: Path = VALUES, policy_path: Path = POLICY) -> None:
    """Write the policy archive, then the values table with each shipped (rounded) strategy's
    exploitability measured again from the archive."""
    forget_archives()  # an archive open for reading is not written over
    with zipfile.ZipFile(policy_path, "w") as archive:
        for (m, n), strategy in sorted(solution.strategies.items()):
            for name, raw in strategy_members(strategy).items():
                write_member(archive, f"{m}-{n}/{name}", raw)
    forget_archives()
    lay = layout(REAL_DECK)
    gaps: dict[State, float] = {}
    for state in sorted(solution.strategies):
        shipped = shipped_strategy(state, archive_path=policy_path)
        gain1, gain2, _ = exploitability(lay, stakes(solution.values, *state), shipped)
        gaps[state] = gain1 + gain2
    table = {
        "about": "Two-handed Put's equilibrium (PU-3..PU-7): see rules/put/equilibrium_table.py",
        "target": solution.target,
        "tolerance": TOLERANCE,
        "non_dealer_wins": {f"{m},{n}": round(v, 9) for (m, n), v in sorted(solution.values.items())},
        "exploitability": {f"{m},{n}": float(f"{g:.4g}") for (m, n), g in sorted(gaps.items())},
    }
    values_path.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")


def shipped_strategy(state: tuple[int, int], deck: Deck = REAL_DECK, archive_path: Path = POLICY) -> Strategy:
    """A shipped state's strategy as arrays again (what the expert plays; from `archive_path`, the shipped
    archive unless another is named), for best replies; where nothing is stored (never reached by the player's
    own choices) an even choice, so that it is a whole strategy (a player who deviates from it reaches those
    points)."""
    calls = np.asarray(policy_array(state, "calls", archive_path), dtype=np.float64) / SCALE
    plays = [stored_play(state, name, deck, archive_path) for name in CONTEXTS]
    return Strategy(Calls(*calls.reshape((4, len(layout(deck).hands)))), plays)


def stored_play(state: tuple[int, int], context: str, deck: Deck = REAL_DECK, archive_path: Path = POLICY) -> Play:
    """One play context of a stored state's strategy as arrays again (`context` "plain", "p1_put" or
    "p2_put"), an even choice where nothing is stored: the PU-4 tables' and the PU-V1 tables' alike."""
    lay = layout(deck)
    H, R = len(lay.hands), lay.ranks

    def read(name: str, shape: tuple[int, ...]) -> np.ndarray:
        stored = policy_array(state, f"{context}/{name}", archive_path)
        return np.asarray(stored, dtype=np.float64).reshape(shape) / SCALE

    def pair(name: str) -> np.ndarray:
        stored = read(name, (R,) * 5)  # the high card first's chance (`strategy_members`)
        high = high_card_first(R)[None, :, :, None, None]
        high_first = np.where(high, stored, swap_last_two(stored))
        ordered = np.where(high, high_first, 1.0 - high_first)
        return np.where(lay.choice[None, :, :, None, None], np.where(high_first > 0, ordered, 0.5), 1.0)

    def shares(name: str, shape: tuple[int, ...], legal: np.ndarray) -> np.ndarray:
        stored = read(name, shape)
        uniform = legal / legal.sum(axis=-1, keepdims=True)
        return np.where(stored.sum(axis=-1, keepdims=True) > 0, stored, uniform)

    return Play(
        shares("lead", (H, R), lay.holds),
        shares("answer", (H, R, R), np.broadcast_to(lay.holds[:, None, :], (H, R, R))),
        pair("second1"),
        pair("second2"),
    )
