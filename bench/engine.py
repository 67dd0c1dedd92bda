"""All engine benchmarks in one table, each figure next to its aim.

    python bench/engine.py

Runs bench/engine_<game>.py for every registered game (rules/games.py) when it exists;
each provides `run() -> dict` of figures. Aims: Put and Take >= 5,000 rounds/s, Red Dog
>= 2,000 rounds/s, Put: games/s (a figure, no aim) and the sharp bot's decision time
p95 < 20 ms.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Callable

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))

from parlour.rules.games import game_ids  # noqa: E402

SCRIPTS = tuple(f"engine_{game}" for game in game_ids())


@dataclass(frozen=True)
class Aim:
    """What a figure should reach: which script, which figures (by name), the test and its label."""

    script: str
    matches: Callable[[str], bool]
    met: Callable[[float], bool]
    label: str


AIMS = (
    Aim("engine_put_and_take", lambda name: "rounds_per_s" in name, lambda v: v >= 5000, ">= 5,000 rounds/s"),
    Aim("engine_red_dog", lambda name: "rounds_per_s" in name, lambda v: v >= 2000, ">= 2,000 rounds/s"),
    Aim("engine_put", lambda name: "p95" in name, lambda v: v < 20, "< 20 ms"),
)


def load(script: str) -> ModuleType | None:
    """bench/<script>.py as a module, or None when nobody has written it yet."""
    path = BENCH / f"{script}.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location(f"bench_{script}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def aim_for(script: str, name: str) -> Aim | None:
    return next((aim for aim in AIMS if aim.script == script and aim.matches(name)), None)


def rows() -> list[tuple[str, str, str, str]]:
    """(figure, value, aim, verdict) for every figure of every script present."""
    table = []
    for script in SCRIPTS:
        try:
            module = load(script)
            figures = module.run() if module is not None else None
        except Exception as error:  # a benchmark being written may break: show it, run the others
            table.append((script, "-", "", f"FAILED: {type(error).__name__}: {error}"[:80]))
            continue
        if figures is None:
            table.append((script, "-", "", "not written yet"))
            continue
        for name, value in figures.items():
            aim = aim_for(script, name)
            shown = f"{value:,.1f}" if isinstance(value, float) else f"{value:,}"
            verdict = "" if aim is None else ("met" if aim.met(value) else "MISSED")
            table.append((name, shown, aim.label if aim else "(figure)", verdict))
    return table


def main() -> int:
    table = [("figure", "value", "aim", "")] + rows()
    widths = [max(len(row[i]) for row in table) for i in range(4)]
    for i, row in enumerate(table):
        print("  ".join(cell.ljust(width) if c != 1 else cell.rjust(width)
                        for c, (cell, width) in enumerate(zip(row, widths))).rstrip())
        if i == 0:
            print("  ".join("-" * width for width in widths))
    return 0 if not any(row[3] == "MISSED" or row[3].startswith("FAILED") for row in table) else 1


if __name__ == "__main__":
    sys.exit(main())
