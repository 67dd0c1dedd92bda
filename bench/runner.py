"""The scenario runner on a long scenario: time and memory of the real command line.

    python bench/runner.py [--actions 100000]

A Put scenario for two players (target out of reach, nobody puts) is scripted with the
engine until it holds ACTIONS decisions, written to a file, and played by
`python -m rules.scenario FILE` a few times; its output is checked (exit 0, every round
played). Aims: 100,000 actions in under 3 s and 200 MB (the peak resident memory).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from parlour.rules import cards as C  # noqa: E402
from parlour.rules.games import by_id  # noqa: E402
from parlour.rules.rng import Rng  # noqa: E402

AIM_SECONDS = 3.0
AIM_MB = 200
RUNS = 3


def long_scenario(actions: int) -> dict:
    """A Put scenario of about `actions` legal decisions, chosen at random (never a put)."""
    engine = by_id("put").engine()
    settings = {"target": 10**9}
    state = engine.new_game(by_id("put").settings_model()(**settings), 2, 0, first_dealer=0)
    rng = Rng(5)
    rounds, taken = [], []
    while len(taken) < actions:
        deck = tuple(rng.shuffled(C.DECK))
        rounds.append({"deck": list(deck)})
        state = engine.start_round(state, deck)
        while not engine.needs_round(state):
            if engine.to_act(state) is None:
                state = engine.advance(state)
                continue
            legal = engine.legal_actions(state)
            legal = [action for action in legal if action.do != "put"] or legal
            action = legal[rng.below(len(legal))]
            taken.append(action.model_dump(exclude_none=True))
            state = engine.apply(state, action)
    return {"game": "put", "players": 2, "settings": settings, "rounds": rounds, "actions": taken}


def run_once(path: Path) -> tuple[float, float, bytes]:
    """Seconds and peak MB of one run of the command line, and what it printed."""
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "rules.scenario", str(path)], cwd=ROOT, stdout=subprocess.PIPE)
    assert process.stdout is not None
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"the runner failed: {output[:300]!r}")
    return elapsed, usage.ru_maxrss / 1024, output


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=100_000)
    args = parser.parse_args()
    scenario = long_scenario(args.actions)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.json"
        path.write_text(json.dumps(scenario), encoding="utf-8")
        size = path.stat().st_size / 1e6
        runs = [run_once(path) for _ in range(RUNS)]
    seconds = min(run[0] for run in runs)
    peak = max(run[1] for run in runs)
    output = json.loads(runs[0][2])
    assert output["rounds_played"] == len(scenario["rounds"]), output["rounds_played"]
    print(
        f"{len(scenario['actions'])} actions, {len(scenario['rounds'])} rounds, {size:.1f} MB of JSON; "
        f"{len(output['events'])} events out"
    )
    print(
        f"time   {seconds:6.2f} s  (best of {RUNS})   aim < {AIM_SECONDS:.0f} s: "
        f"{'met' if seconds < AIM_SECONDS else 'MISSED'}"
    )
    print(f"memory {peak:6.0f} MB (peak resident) aim < {AIM_MB} MB: {'met' if peak < AIM_MB else 'MISSED'}")


if __name__ == "__main__":
    main()
