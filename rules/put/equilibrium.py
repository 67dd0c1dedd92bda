"""Two-handed Put's equilibrium values: `python -m rules.put.equilibrium --target T [--any-turn] [--solve]`.

Prints one JSON object: {"target": T, "any_turn": false, "non_dealer_wins": {"M,N": p, ...}}
for every 1 <= M, N <= T, where p is the chance that the player who does not deal this
round wins the game when he still needs M points and the dealer N, both playing the
equilibrium, before the deal. Without --solve it reads the shipped table
(assets/put_equilibrium.json); --solve recomputes everything from nothing (numpy needed:
`pip install -e ".[solve]"`), and with --write also rewrites the shipped assets.
With --any-turn the same for PU-V1, put at any turn ("any_turn": true): the shipped tables
(assets/put_anyturn_equilibrium.json, anyturn_table.py) go to a target of 3; --solve works
out any target (anyturn_solve.py: beyond (1, 1) by CFR on the whole PU-V1 round, which is
exact but takes ~25 minutes to hours of a core a state on the real deck; one process, a group's
two states in --jobs threads; with --checkpoints DIR each group's run is kept there and a later
run takes it up again).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from .equilibrium_table import solved_target, values_table
from .solve_memory import keep_freed_memory


def table_for(target: int) -> dict[str, float]:
    """The shipped values for every state up to `target`."""
    stored = values_table()["non_dealer_wins"]
    return {f"{m},{n}": stored[f"{m},{n}"] for m in range(1, target + 1) for n in range(1, target + 1)}


def main(argv: list[str] | None = None) -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(prog="python -m rules.put.equilibrium", description=__doc__.splitlines()[0])
    parser.add_argument("--target", type=int, required=True, help="points to win the game (PU-7)")
    parser.add_argument("--any-turn", action="store_true", help="PU-V1: put at any turn")
    parser.add_argument("--solve", action="store_true", help="recompute from nothing instead of reading the table")
    parser.add_argument("--write", action="store_true", help="with --solve: rewrite the shipped assets")
    parser.add_argument("--tolerance", type=float, default=None, help="each round's exploitability bound")
    parser.add_argument("--progress", action="store_true", help="with --solve: report each round on stderr")
    parser.add_argument(
        "--jobs",
        type=int,
        default=2,
        help="with --solve: rounds solved at once, in processes (with --any-turn: a group's two states, in threads)",
    )
    parser.add_argument(
        "--checkpoints",
        type=Path,
        default=None,
        help="with --any-turn --solve: keep each group's run in this folder, and take it up again from there",
    )
    args = parser.parse_args(argv)
    if args.target < 1:
        parser.error("the target must be at least 1")
    if args.solve:
        keep_freed_memory()
    if args.any_turn:
        return any_turn(args)
    if args.solve:
        from .equilibrium_solve import TOLERANCE, solve, write_assets

        started = time.monotonic()

        def report(state: tuple[int, int], iterations: int, gap: float, value: float) -> None:
            print(
                f"{state}: {iterations} iterations, exploitability {gap:.2e}, value {value:.7f}, "
                f"{time.monotonic() - started:.0f} s",
                file=sys.stderr,
                flush=True,
            )

        solution = solve(
            args.target, args.tolerance or TOLERANCE, report=report if args.progress else None, jobs=args.jobs
        )
        if args.write:
            write_assets(solution)
        values = {f"{m},{n}": round(v, 9) for (m, n), v in sorted(solution.values.items())}
    else:
        if args.target > solved_target():
            print(f"the shipped table goes to a target of {solved_target()}: use --solve for more", file=sys.stderr)
            return 2
        values = table_for(args.target)
    print(json.dumps({"target": args.target, "any_turn": False, "non_dealer_wins": values}))
    return 0


def any_turn(args: argparse.Namespace) -> int:
    """The PU-V1 table: shipped, or worked out (--solve; --write ships it)."""
    if args.solve:
        from .anyturn_solve import TOLERANCE, solve

        started = time.monotonic()

        def report(line: str) -> None:
            print(f"{line}, {time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)

        if args.checkpoints is not None:
            args.checkpoints.mkdir(parents=True, exist_ok=True)
        solution = solve(
            args.target,
            args.tolerance or TOLERANCE,
            report=report if args.progress else None,
            checkpoints=args.checkpoints,
            jobs=args.jobs,
        )
        if args.write:
            from .anyturn_ship import write_assets

            write_assets(solution)
        values = {f"{m},{n}": round(v, 9) for (m, n), v in sorted(solution.values.items())}
    else:
        from .anyturn_table import solved_target, values_table

        if args.target > solved_target():
            print(
                f"the shipped PU-V1 table goes to a target of {solved_target()}: use --solve for more", file=sys.stderr
            )
            return 2
        stored = values_table()["non_dealer_wins"]
        values = {f"{m},{n}": stored[f"{m},{n}"] for m in range(1, args.target + 1) for n in range(1, args.target + 1)}
    print(json.dumps({"target": args.target, "any_turn": True, "non_dealer_wins": values}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
