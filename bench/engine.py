"""All engine benchmarks in one table, each figure next to its aim.

    python bench/engine.py
    python bench/engine.py --base REF [--runs 3] [--game red_dog ...]

Runs bench/engine_<game>.py for every registered game (rules/games.py) when it exists;
each provides `run() -> dict` of figures. With `--base`, every script runs in a fresh
process in this checkout and in REF checked out beside it (bench/checkouts.py), the two
taken in turn `--runs` times, and the best of each figure is shown side by side with the ratio.
Aims: Put and Take >= 5,000 rounds/s, Red Dog >= 2,000 rounds/s, Put: games/s (a figure, no aim) and the
sharp bot's decision time p95 < 20 ms.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Callable

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))
sys.path.insert(0, str(BENCH))

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
    assert spec is not None and spec.loader is not None
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


RUN_SCRIPT = "import json, runpy, sys; print(json.dumps(runpy.run_path(sys.argv[1])['run']()))"
"""A bench script's `run()` in a fresh process, its figures as JSON."""


def figures_of(root: Path, script: str) -> dict[str, float]:
    """The figures of bench/<script>.py as checked out at `root`, run there."""
    from checkouts import environment

    done = subprocess.run(
        [sys.executable, "-c", RUN_SCRIPT, str(root / "bench" / f"{script}.py")],
        cwd=root,
        env=environment(root),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def is_time(figure: str) -> bool:
    """A time in milliseconds ("put_sharp_decision_p95_ms_2"): the name says "_ms" at its end or before the table
    it is of (read as the end alone, the p95 of two runs took the larger and its "faster" was upside down)."""
    return figure.endswith("_ms") or "_ms_" in figure


def side_by_side(base: str, scripts: tuple[str, ...], runs: int) -> list[tuple[str, str, str, str]]:
    """(figure, base's best, this checkout's best, how many times faster) for every figure of the scripts: the
    best of `runs` runs each, base and this taken in turn. A time (`is_time`) is best when smallest."""
    from checkouts import checkout

    roots = {"base": checkout(base), "this": BENCH.parent}
    table = []
    for script in scripts:
        best: dict[str, dict[str, float]] = {"base": {}, "this": {}}
        for _ in range(runs):
            for name, root in roots.items():
                for figure, value in figures_of(root, script).items():
                    pick = min if is_time(figure) else max
                    best[name][figure] = pick(best[name].get(figure, value), value)
        for figure, value in best["this"].items():
            before = best["base"].get(figure)
            faster = (before / value if is_time(figure) else value / before) if before and value else None
            ratio = "" if faster is None else f"{faster:.2f}x"
            table.append((figure, "-" if before is None else f"{before:,.1f}", f"{value:,.1f}", ratio))
    return table


def print_table(table: list[tuple[str, ...]]) -> None:
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    for i, row in enumerate(table):
        print(
            "  ".join(
                cell.ljust(width) if c == 0 else cell.rjust(width) for c, (cell, width) in enumerate(zip(row, widths))
            ).rstrip()
        )
        if i == 0:
            print("  ".join("-" * width for width in widths))


def main() -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", help="compare with this commit, checked out beside this one")
    parser.add_argument("--runs", type=int, default=3, help="runs of each script per checkout (with --base)")
    parser.add_argument("--game", action="append", choices=game_ids(), help="only these games (with --base)")
    args = parser.parse_args()
    if args.base:
        scripts = tuple(f"engine_{game}" for game in (args.game or game_ids()))
        print(f"best of {args.runs}, {args.base} and this checkout taken in turn")
        print_table([("figure", f"base {args.base}", "this", "faster")] + side_by_side(args.base, scripts, args.runs))
        return 0
    table = [("figure", "value", "aim", "")] + rows()
    widths = [max(len(row[i]) for row in table) for i in range(4)]
    for i, row in enumerate(table):
        print(
            "  ".join(
                cell.ljust(width) if c != 1 else cell.rjust(width) for c, (cell, width) in enumerate(zip(row, widths))
            ).rstrip()
        )
        if i == 0:
            print("  ".join("-" * width for width in widths))
    return 0 if not any(row[3] == "MISSED" or row[3].startswith("FAILED") for row in table) else 1


if __name__ == "__main__":
    sys.exit(main())
