"""Solve two-handed Put with PU-V1 (put at any turn) to a target (numpy, offline).

A state (M, N) is priced as in equilibrium_solve.py (round_model.stakes; the drawn-round
loop closed by Newton steps on the draw values). Two ways to a round's equilibrium:

- Where both players need one point, (1, 1), a put carries no stake: folding hands the
  putter the game, seeing plays the round on for the same game, so seeing is never worse
  and a put changes nothing when it is always seen. The round is then its card play alone:
  the plain play of round_game.py with no puts (solved by round_cfr.py's fast CFR with the
  put window held shut), every put context playing it too, puts never made, always seen.
  Its exploitability in the whole PU-V1 round is measured by anyturn_game.py's exact best
  replies (a best reply may put at any turn): it is that of the card play alone.
- Every other state: CFR on the whole PU-V1 round (anyturn_cfr.py). Exact, but ~2.5 s of a core
  an iteration on the real deck (the round is played out over all 13**6 orders of both hands,
  in every put context): (1, 2) and (2, 1) took 550 iterations each, (2, 2) 3,025 (bench/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .anyturn_cfr import AnyTurnSolver
from .anyturn_checkpoint import keep, resume
from .anyturn_game import Geometry, Profile, Round, geometry, uniform_profile
from .equilibrium_solve import guess, needed, newton, states_by_total
from .round_cfr import RoundSolver
from .round_game import Play
from .round_model import REAL_DECK, Deck, Values, stakes
from .round_tensors import layout

TOLERANCE = 1e-5
MOST_ITERATIONS = 5_000
KEEP_EVERY = 4
"""Checks between two writes of a run kept on disk: a group's run on the real deck is ~1.2 GB, ~15 s to write,
against ~55 s for a check of 25 iterations (both states side by side)."""
State = tuple[int, int]


@dataclass
class AnyTurnSolution:
    """The PU-V1 game's equilibrium up to a target."""

    target: int
    values: Values = field(default_factory=Values)
    profiles: dict[State, Profile] = field(default_factory=dict[State, Profile])
    gaps: dict[State, float] = field(default_factory=dict[State, float])
    iterations: dict[State, int] = field(default_factory=dict[State, int])
    plain: dict[State, Play] = field(default_factory=dict[State, Play])
    """The no-stake states' plain card play (what is shipped of them)."""


def profile_from_plain(geo: Geometry, play: Play) -> Profile:
    """A PU-V1 profile from a plain card play (round_game.py's arrays): never put, always see, the
    same card play in every context."""
    R = geo.lay.ranks
    profile = uniform_profile(geo)
    second1 = play.second1  # (x1, x2, x3, y1, y2)
    second2 = play.second2  # (y1, y2, y3, x1, x2)
    as_z2 = second2.transpose(3, 4, 0, 1, 2)  # (x1, x2, y1, y2, y3)
    for name, spec in geo.specs.items():
        if spec.kind == "put":
            profile[name] = np.zeros_like(profile[name])
        elif spec.kind == "see":
            profile[name] = np.ones_like(profile[name])
        elif spec.kind == "lead":
            profile[name] = play.lead.copy()
        elif spec.kind == "answer":
            profile[name] = play.answer.copy()
        elif name.startswith("c3_1"):  # P1 leads the second trick: y2 not seen
            profile[name] = second1[..., :1].reshape(R, R, R, R, 1, 1).copy()
        elif name.startswith("c4_1"):  # P1 answers it
            profile[name] = second1.reshape(R, R, R, R, R, 1).copy()
        elif name.startswith("c3_2"):  # P2 leads it: x2 not seen
            profile[name] = as_z2[:, :1].reshape(R, 1, 1, R, R, R).copy()
        else:  # c4_2: P2 answers it
            profile[name] = as_z2.reshape(R, R, 1, R, R, R).copy()
    return profile


def solve_no_stake(
    deck: Deck, tolerance: float = TOLERANCE, check_every: int = 25, report: Callable[[str], None] | None = None
) -> tuple[float, Play, float, int]:
    """State (1, 1): (value, plain play, exploitability in the whole PU-V1 round, iterations). The plain
    play is solved with the put window held shut; the draw value found on the way."""
    lay = layout(deck)
    geo = geometry(lay)
    value = 0.5
    solver = ShutWindow(lay, stakes({(1, 1): value}, 1, 1))
    restarted = False
    while True:
        for _ in range(check_every):
            solver.step()
        strategy = solver.average()
        strategy.calls.put1[:] = 0.0
        strategy.calls.put2[:] = 0.0
        slope = solver.draw_slope(strategy)
        measured = solver.measure(strategy)
        found = newton([(1, 1)], {(1, 1): (0.0, measured[2], strategy, solver.stakes.draw)}, {(1, 1): slope})[(1, 1)]
        moved = abs(found - value)
        value = found
        at = stakes({(1, 1): value}, 1, 1)
        if moved < tolerance / 10:
            profile = profile_from_plain(geo, strategy.plays[2])
            gain1, gain2, round_value = Round(geo, at).exploitability(profile)
            if report:
                report(f"(1, 1): {solver.iterations} iterations, PU-V1 exploitability {gain1 + gain2:.2e}")
            if gain1 + gain2 < tolerance or solver.iterations >= MOST_ITERATIONS:
                return round_value, strategy.plays[2], gain1 + gain2, solver.iterations
        if not restarted and moved < 1e-4:
            solver.restart(at)
            restarted = True
        else:
            solver.set_stakes(at)


class ShutWindow(RoundSolver):
    """round_cfr's solver with the put window held shut: nobody puts (the plain play is then the
    whole round), after either player's update."""

    def shut(self) -> None:
        calls = self.current.calls
        calls.put1 = np.zeros_like(calls.put1)
        calls.put2 = np.zeros_like(calls.put2)
        for name in ("put1", "put2"):
            self.regret["calls"][name][...] = 0.0

    def update_p1(self, weight: float) -> None:
        super().update_p1(weight)
        self.shut()

    def update_p2(self, weight: float) -> None:
        super().update_p2(weight)
        self.shut()


def solve_group(
    geo: Geometry,
    group: list[State],
    known: Values,
    guesses: Values,
    tolerance: float,
    check_every: int,
    checkpoint: Path | None = None,
    jobs: int = 1,
    keep_every: int = KEEP_EVERY,
) -> tuple[Values, dict[State, Profile], dict[State, float], dict[State, int]]:
    """A state and its mirror by CFR on the whole PU-V1 round, the draw values by Newton steps
    (as equilibrium_solve.solve_group does for PU-4). `checkpoint`: the run is kept there after every
    `keep_every`-th check and taken up again from it when it is there (anyturn_checkpoint.py: hours of a core a
    state). `jobs` > 1: the two states side by side in threads (numpy lets go of the GIL in its array
    work; on two cores 25 iterations of (2, 3) and (3, 2) took 55 s instead of 40 + 38 s one after the
    other)."""
    values = {**known, **guesses}
    solvers = {state: AnyTurnSolver(geo, stakes(values, *state)) for state in group}
    slopes: dict[State, float] = {}
    restarted = False
    if checkpoint is not None and checkpoint.exists():
        kept_values, slopes, restarted = resume(checkpoint, solvers)
        values.update(kept_values)
    measured: dict[State, tuple[float, float, Profile, float]] = {}

    def advance(state: State) -> None:
        """`check_every` iterations of one state, then its measure (each state has its own solver: a group's states
        meet only in the Newton step)."""
        solver = solvers[state]
        for _ in range(check_every):
            solver.step()
        profile = solver.average()
        gain1, gain2, value = solver.measure(profile)
        slopes[state] = solver.draw_slope(profile)
        measured[state] = (gain1 + gain2, value, profile, solver.stakes.draw)

    checks = 0
    # the pool's threads start only when a job is given them
    with ThreadPoolExecutor(max(1, min(jobs, len(group)))) as side_by_side:
        while True:
            checks += 1
            if jobs > 1:
                list(side_by_side.map(advance, group))
            else:
                for state in group:
                    advance(state)
            found = newton(group, measured, slopes)  # type: ignore[arg-type]
            moved = max(abs(found[state] - values[state]) for state in group)
            values.update(found)
            exhausted = any(solvers[state].iterations >= MOST_ITERATIONS for state in group)
            if (all(measured[state][0] < tolerance for state in group) and moved < tolerance) or exhausted:
                gaps: dict[State, float] = {}
                for state in group:
                    solvers[state].set_stakes(stakes(values, *state))
                    gain1, gain2, _ = solvers[state].measure(measured[state][2])
                    gaps[state] = gain1 + gain2
                if all(gap < tolerance for gap in gaps.values()) or exhausted:
                    return (
                        {state: values[state] for state in group},
                        {state: measured[state][2] for state in group},
                        gaps,
                        {state: solvers[state].iterations for state in group},
                    )
            for state in group:
                at = stakes(values, *state)
                if not restarted and moved < 1e-4:
                    solvers[state].restart(at)
                else:
                    solvers[state].set_stakes(at)
            restarted = restarted or moved < 1e-4
            if checkpoint is not None and checks % keep_every == 0:
                keep(checkpoint, solvers, values, slopes, restarted)


def solve(
    target: int,
    tolerance: float = TOLERANCE,
    deck: Deck = REAL_DECK,
    report: Callable[[str], None] | None = None,
    check_every: int = 25,
    checkpoints: Path | None = None,
    jobs: int = 1,
) -> AnyTurnSolution:
    """Every state up to `target` in order of total need (one process: the rounds are large; a group's two states
    in `jobs` threads); `checkpoints`: a folder where each group's run is kept as it goes, and taken up again by a
    later run (`solve_group`)."""
    solution = AnyTurnSolution(target)
    geo = geometry(layout(deck))
    for group in states_by_total(target):
        if group == [(1, 1)]:
            value, plain, gap, iterations = solve_no_stake(deck, tolerance, report=report)
            solution.values[(1, 1)] = value
            solution.plain[(1, 1)] = plain
            solution.profiles[(1, 1)] = profile_from_plain(geo, plain)
            solution.gaps[(1, 1)] = gap
            solution.iterations[(1, 1)] = iterations
            continue
        known = {state: solution.values[state] for state in needed(group)}
        guesses = {state: guess(solution.values, state) for state in group}
        kept = None if checkpoints is None else checkpoints / "-".join(f"{m}_{n}" for m, n in group)
        values, profiles, gaps, iterations = solve_group(
            geo,
            group,
            known,
            guesses,
            tolerance,
            check_every,
            None if kept is None else kept.with_suffix(".npz"),
            jobs,
        )
        solution.values.update(values)
        solution.profiles.update(profiles)
        solution.gaps.update(gaps)
        solution.iterations.update(iterations)
        if report:
            for state in group:
                report(f"{state}: {iterations[state]} iterations, exploitability {gaps[state]:.2e}")
    return solution
