"""Write and read back the shipped PU-V1 tables (anyturn_table.py's format; numpy, offline)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import numpy as np

from .anyturn_game import Profile, Round, geometry
from .anyturn_solve import TOLERANCE, AnyTurnSolution, profile_from_plain
from .anyturn_table import NO_STAKE, POLICY, VALUES, values_table
from .equilibrium_solve import stored_play, strategy_members
from .equilibrium_table import forget_archives
from .round_game import Calls, Play, Strategy
from .round_model import REAL_DECK, stakes
from .round_tensors import layout

State = tuple[int, int]


def write_assets(solution: AnyTurnSolution, values_path: Path = VALUES, policy_path: Path = POLICY) -> None:
    """The policy archive (no-stake states: the plain play only), then the values with each state's
    exploitability measured again, in the whole PU-V1 round, from what the archive holds."""
    lay = layout(REAL_DECK)
    H = len(lay.hands)
    forget_archives()  # an archive open for reading is not written over
    with zipfile.ZipFile(policy_path, "w", compression=zipfile.ZIP_LZMA) as archive:
        for (m, n), plain in sorted(solution.plain.items()):
            calls = Calls(np.zeros(H), np.ones(H), np.ones(H), np.zeros(H))
            members = strategy_members(Strategy(calls, [plain, plain, plain]))
            for name, raw in members.items():
                if name.startswith("plain/"):
                    info = zipfile.ZipInfo(f"{m}-{n}/{name}", date_time=(2026, 1, 1, 0, 0, 0))
                    info.compress_type = zipfile.ZIP_LZMA
                    archive.writestr(info, raw)
    forget_archives()
    values_table.cache_clear()
    geo = geometry(lay)
    gaps: dict[State, float] = {}
    for state in sorted(solution.plain):
        shipped = profile_from_plain(geo, shipped_plain(state, policy_path))
        gain1, gain2, _ = Round(geo, stakes(solution.values, *state)).exploitability(shipped)
        gaps[state] = gain1 + gain2
    table = {
        "about": "Two-handed Put's equilibrium with PU-V1, put at any turn: see rules/put/anyturn_table.py",
        "target": solution.target,
        "tolerance": TOLERANCE,
        "non_dealer_wins": {f"{m},{n}": round(v, 9) for (m, n), v in sorted(solution.values.items())},
        "exploitability": {f"{m},{n}": float(f"{g:.4g}") for (m, n), g in sorted(gaps.items())},
        "stored": {f"{m},{n}": NO_STAKE for (m, n) in sorted(solution.plain)},
    }
    values_path.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    values_table.cache_clear()


def shipped_plain(state: State, archive_path: Path = POLICY) -> Play:
    """A shipped state's plain play as arrays again (from `archive_path`, the shipped archive unless another is
    named); an even choice where nothing is stored."""
    return stored_play(state, "plain", archive_path=archive_path)


def shipped_profile(state: State) -> Profile:
    """What the expert plays at a shipped state, as a whole PU-V1 profile (for best replies)."""
    assert values_table()["stored"][f"{state[0]},{state[1]}"] == NO_STAKE
    return profile_from_plain(geometry(layout(REAL_DECK)), shipped_plain(state))
