"""Write and read back the shipped PU-V1 tables (anyturn_table.py's format; numpy, offline)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
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
    geometry,
    higher,
    project,
    region,
    swap_bag,
)
from .anyturn_game import shape as decision_shape
from .anyturn_solve import TOLERANCE, AnyTurnSolution, profile_from_plain
from .anyturn_table import NO_STAKE, PIECE, POLICY, VALUES, WHOLE, forget, values_table, whole_piece
from .equilibrium_solve import quantized, quantized_pair, stored_play, strategy_members, write_member
from .equilibrium_table import SCALE, state_of_key
from .policy_rounding import rounded_by_reach
from .round_game import Calls, Play, Strategy
from .round_model import REAL_DECK, Stakes, stakes
from .round_tensors import layout

State = tuple[int, int]
TRACE = 1e-4
"""A whole round's chance below this (or within it of 1) is shipped as never (or always): CFR's average
strategy keeps a trace of every choice, and without it every information set would be stored."""


def write_assets(solution: AnyTurnSolution, values_path: Path = VALUES, policy_path: Path = POLICY) -> None:
    """The policy archive (no-stake states: the plain play only), then the values with each state's
    exploitability measured again, in the whole PU-V1 round, from what the archive holds."""
    lay = layout(REAL_DECK)
    geo = geometry(lay)
    H = len(lay.hands)
    forget()  # an archive open for reading is not written over
    with zipfile.ZipFile(policy_path, "w") as archive:
        for (m, n), plain in sorted(solution.plain.items()):
            calls = Calls(np.zeros(H), np.ones(H), np.ones(H), np.zeros(H))
            members = strategy_members(Strategy(calls, [plain, plain, plain]))
            for name, raw in members.items():
                if name.startswith("plain/"):
                    write_member(archive, f"{m}-{n}/{name}", raw)
        for (m, n), profile in sorted(solution.profiles.items()):
            if (m, n) not in solution.plain:
                for name, raw in whole_members(geo, stakes(solution.values, m, n), profile).items():
                    write_member(archive, f"{m}-{n}/{WHOLE}/{name}", raw)
    forget()
    values_table.cache_clear()
    gaps: dict[State, float] = {}
    for state in sorted(solution.profiles):
        if state in solution.plain:
            shipped = profile_from_plain(geo, shipped_plain(state, policy_path))
        else:
            shipped = whole_profile(geo, state, policy_path)
        gain1, gain2, _ = Round(geo, stakes(solution.values, *state)).exploitability(shipped)
        gaps[state] = gain1 + gain2
    stored = {state: NO_STAKE if state in solution.plain else WHOLE for state in solution.profiles}
    write_table(values_path, solution.target, solution.values, gaps, stored)


def add_states(
    solution: AnyTurnSolution, values_path: Path = VALUES, policy_path: Path = POLICY, geo: Geometry | None = None
) -> dict[State, float]:
    """Ship whole-round states beside those shipped (a group solved later, toward a higher target): their arrays
    appended to the archive, every member already in it left byte for byte; each new state's value in the table,
    with its exploitability measured again from what the archive now holds; the table's target the highest with
    every state up to it shipped. ValueError for a state already shipped. Returns the new states' exploitability.
    `geo`: the deck's geometry (the real deck's unless a test's smaller one)."""
    geo = geo or geometry(layout(REAL_DECK))
    table = json.loads(values_path.read_text(encoding="utf-8"))
    shipped = {state_of_key(key): how for key, how in table["stored"].items()}
    again = sorted(set(shipped) & set(solution.profiles))
    if again:
        raise ValueError(f"already shipped: {again}")
    values = {**{state_of_key(key): value for key, value in table["non_dealer_wins"].items()}, **solution.values}
    forget()  # an archive open for reading is not written over
    with zipfile.ZipFile(policy_path, "a") as archive:
        for (m, n), profile in sorted(solution.profiles.items()):
            for name, raw in whole_members(geo, stakes(values, m, n), profile).items():
                write_member(archive, f"{m}-{n}/{WHOLE}/{name}", raw)
    forget()
    gaps = {state_of_key(key): gap for key, gap in table["exploitability"].items()}
    added: dict[State, float] = {}
    for state in sorted(solution.profiles):
        gain1, gain2, _ = Round(geo, stakes(values, *state)).exploitability(whole_profile(geo, state, policy_path))
        added[state] = gaps[state] = gain1 + gain2
    stored = {**shipped, **{state: WHOLE for state in solution.profiles}}
    target = 0
    while all((m, n) in stored for m in range(1, target + 2) for n in range(1, target + 2)):
        target += 1
    write_table(values_path, target, values, gaps, stored)
    return added


def write_table(
    path: Path, target: int, values: dict[State, float], gaps: dict[State, float], stored: dict[State, str]
) -> None:
    """The values table (anyturn_table.py reads it), every state in order of its needs."""
    table = {
        "about": "Two-handed Put's equilibrium with PU-V1, put at any turn: see rules/put/anyturn_table.py",
        "target": target,
        "tolerance": TOLERANCE,
        "non_dealer_wins": {f"{m},{n}": round(v, 9) for (m, n), v in sorted(values.items())},
        "exploitability": {f"{m},{n}": float(f"{g:.4g}") for (m, n), g in sorted(gaps.items())},
        "stored": {f"{m},{n}": how for (m, n), how in sorted(stored.items())},
    }
    path.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    values_table.cache_clear()


def shipped_plain(state: State, archive_path: Path = POLICY) -> Play:
    """A shipped state's plain play as arrays again (from `archive_path`, the shipped archive unless another is
    named); an even choice where nothing is stored."""
    return stored_play(state, "plain", archive_path=archive_path)


def shipped_profile(state: State) -> Profile:
    """What the expert plays at a shipped state, as a whole PU-V1 profile (for best replies)."""
    geo = geometry(layout(REAL_DECK))
    if values_table()["stored"][f"{state[0]},{state[1]}"] == NO_STAKE:
        return profile_from_plain(geo, shipped_plain(state))
    return whole_profile(geo, state)


def without_traces(geo: Geometry, profile: Profile) -> Profile:
    """The profile with every chance under TRACE dropped (a card's share spread over the others)."""
    out: Profile = {}
    for name, chances in profile.items():
        spec = geo.specs[name]
        if spec.kind in ("put", "see", "pair"):
            out[name] = np.where(chances < TRACE, 0.0, np.where(chances > 1 - TRACE, 1.0, chances))
        else:
            kept = np.where(chances < TRACE, 0.0, chances)
            out[name] = kept / kept.sum(axis=-1, keepdims=True)
    return out


def own_reaches(geo: Geometry, at: Stakes, profile: Profile) -> dict[str, np.ndarray]:
    """Each decision's information sets: its player's own chance of reaching it where it applies (0: his choices
    never lead there), in the decision's array's shape (by a pass for each player). Over a seat's two unplayed
    cards a pair's two orders share the higher of the two: either order's chance is read."""
    out: dict[str, np.ndarray] = {}
    full = (geo.lay.ranks,) * 6
    for player in (P1, P2):

        def decide(name: str, values: np.ndarray, own: Any) -> np.ndarray:
            spec = geo.specs[name]
            where = np.broadcast_to(np.asarray(region(geo, spec), dtype=np.float64), full)
            total = project(geo, spec, np.broadcast_to(np.asarray(own, dtype=np.float64), full) * where)
            count = project(geo, spec, where)
            with np.errstate(invalid="ignore", divide="ignore"):
                reach = np.where(count > 0, total / count, 0.0)
            if spec.kind == "pair" and spec.bag is not None:
                reach = np.maximum(reach, swap_bag(reach, spec.bag))
            assert reach.shape == profile[name].shape
            out[name] = reach
            return profile[name]

        Round(geo, at).walk(profile, player, decide)
    return out


def reached(geo: Geometry, at: Stakes, profile: Profile) -> dict[str, np.ndarray]:
    """Each decision's information sets its own player's choices lead to, where it applies."""
    return {name: reach > 0 for name, reach in own_reaches(geo, at, profile).items()}


def coarsened(geo: Geometry, profile: Profile, reach: dict[str, np.ndarray]) -> Profile:
    """Each chance rounded by its information set's own reach (policy_rounding.py)."""
    out: Profile = {}
    for name, chances in profile.items():
        cards = geo.specs[name].kind in ("lead", "answer")
        here = reach[name].max(axis=-1, keepdims=True) if cards else reach[name]
        out[name] = rounded_by_reach(chances, here, shares=cards)
    return out


def stored_half(R: int, spec: Spec) -> np.ndarray | bool:
    """Where a decision's array is stored: everywhere but in a decision over a seat's two unplayed cards
    (its bag), only where they lie high card first. A put's or a see's chance is the same in either order
    (the seat has not chosen it), and a pair's lower-first chance is 1 minus its higher-first one."""
    if spec.bag is None:
        return True
    high_first = higher(R, spec.bag)
    return high_first if spec.kind == "pair" else high_first | ~choice_mask(R, spec.bag)


def whole_members(geo: Geometry, at: Stakes, profile: Profile) -> dict[str, bytes]:
    """A whole round's strategy as archive members ("NAME/K", anyturn_table.PIECE), without traces, rounded
    by its own reach (`coarsened`), zero where its player's own choices never lead and in the half
    `stored_half` does not keep; pieces all zero left out (`whole_profile` reads them back)."""
    traced = without_traces(geo, profile)
    kept = coarsened(geo, traced, own_reaches(geo, at, traced))
    where = reached(geo, at, kept)
    members: dict[str, bytes] = {}
    for name, chances in kept.items():
        spec = geo.specs[name]
        stored = where[name] & stored_half(geo.lay.ranks, spec)
        # a reached pair's chance is at least 1 of SCALE: a stored 0 says never reached
        raw = quantized_pair(chances, stored) if spec.kind == "pair" else quantized(np.where(stored, chances, 0.0))
        flat = np.frombuffer(raw, dtype="<u4")
        for k in range(0, flat.size, PIECE):
            piece = flat[k : k + PIECE]
            if piece.any():
                members[f"{name}/{k // PIECE}"] = piece.tobytes()
    return members


def whole_profile(geo: Geometry, state: State, archive_path: Path = POLICY) -> Profile:
    """A whole round's shipped strategy as a profile again, both halves (`stored_half`): an even choice
    where nothing is stored."""
    R = geo.lay.ranks
    out: Profile = {}
    for name, spec in geo.specs.items():
        shape = decision_shape(geo.lay, spec)
        size = int(np.prod(shape))
        flat = np.zeros(size)
        for k in range(0, size, PIECE):
            piece = whole_piece(state, name, k // PIECE, archive_path)
            if piece is not None:
                flat[k : k + len(piece)] = np.asarray(piece, dtype=np.float64) / SCALE
        chances = flat.reshape(shape)
        if spec.kind == "pair":
            assert spec.bag is not None
            high_first = np.where(higher(R, spec.bag), chances, swap_bag(chances, spec.bag))
            ordered = np.where(higher(R, spec.bag), high_first, 1.0 - high_first)
            chances = np.where(choice_mask(R, spec.bag), np.where(high_first > 0, ordered, 0.5), 1.0)
        elif spec.bag is not None:
            chances = np.where(stored_half(R, spec), chances, swap_bag(chances, spec.bag))
        elif spec.kind in ("lead", "answer"):
            legal = np.broadcast_to(geo.lay.holds if spec.kind == "lead" else geo.lay.holds[:, None, :], shape)
            even = legal / legal.sum(axis=-1, keepdims=True)
            chances = np.where(chances.sum(axis=-1, keepdims=True) > 0, chances, even)
        out[name] = chances
    return out
