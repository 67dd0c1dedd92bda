"""A whole-round PU-V1 solve kept on disk between checks, so that hours of CFR survive the process (numpy, offline).

`keep` writes the group's solvers (regrets, strategy sums, current strategies, their counts and iteration numbers,
stakes) and the drawn-round loop's values as one .npz (arrays only: nothing is unpickled when it is read back) with
its figures in a JSON member, written beside and then moved over the last one; `resume` puts them back into solvers
made for the same group, deck and decisions. The solve goes on as it would have: a resumed run and one never
stopped agree (tests/test_put_anyturn.py).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Callable, cast

import numpy as np

from .anyturn_cfr import AnyTurnSolver
from .equilibrium_table import state_of_key
from .round_model import Stakes

State = tuple[int, int]
save_arrays = cast(Callable[..., None], np.savez)
"""`np.savez`, its arrays named by keyword (its stub reads a keyword array as one of its options)."""
ARRAYS = ("regret", "sums", "current", "counts")
"""Each solver's dicts of arrays, by decision name."""


def keep(
    path: Path,
    solvers: dict[State, AnyTurnSolver],
    values: dict[State, float],
    slopes: dict[State, float],
    restarted: bool,
) -> None:
    """Write the group's run to `path` (an .npz), replacing the last one only once written whole."""
    arrays: dict[str, np.ndarray] = {}
    figures: dict[str, Any] = {
        "values": {f"{m},{n}": value for (m, n), value in values.items()},
        "slopes": {f"{m},{n}": slope for (m, n), slope in slopes.items()},
        "restarted": restarted,
        "solvers": {},
    }
    for (m, n), solver in solvers.items():
        key = f"{m},{n}"
        figures["solvers"][key] = {
            "iterations": solver.iterations,
            "averaged": solver.averaged,
            "stakes": [solver.stakes.win, solver.stakes.draw, solver.stakes.lose],
        }
        for field in ARRAYS:
            for name, array in getattr(solver, field).items():
                arrays[f"{key}|{field}|{name}"] = array
    arrays["figures"] = np.frombuffer(json.dumps(figures).encode(), dtype=np.uint8)
    written = path.with_name(path.name + ".writing")
    with written.open("wb") as file:
        save_arrays(file, **arrays)
        file.flush()
        os.fsync(file.fileno())
    written.replace(path)


def resume(path: Path, solvers: dict[State, AnyTurnSolver]) -> tuple[dict[State, float], dict[State, float], bool]:
    """Put the run kept at `path` back into `solvers` (made for the same group); (values, slopes, restarted)."""
    with np.load(path, allow_pickle=False) as kept:
        figures = json.loads(kept["figures"].tobytes().decode())
        for key, solver in ((f"{m},{n}", solver) for (m, n), solver in solvers.items()):
            saved = figures["solvers"][key]
            solver.set_stakes(Stakes(*saved["stakes"]))
            solver.iterations, solver.averaged = saved["iterations"], saved["averaged"]
            for field in ARRAYS:
                setattr(solver, field, {})
            for member in kept.files:
                owner, _sep, rest = member.partition("|")
                if owner == key:
                    field, _sep, name = rest.partition("|")
                    getattr(solver, field)[name] = kept[member]

    def states(table: dict[str, float]) -> dict[State, float]:
        return {state_of_key(key): value for key, value in table.items()}

    return states(figures["values"]), states(figures["slopes"]), bool(figures["restarted"])
