"""Whether a change to the Put engine or its sharp player left every game and decision as it was.

    python bench/put_sharp_same.py                 # this checkout's digests
    python bench/put_sharp_same.py --base REF      # and REF's (checked out beside this one), compared

Sharp players in every seat play whole games to 5 at every kind of table (two players, partners, free for all
of 3 to 6, with and without PU-V1). Each table's digest covers, at every decision, the deciding seat's view
(its JSON), the sharp player's figures for every legal choice (`assess`, and in partners the coach's counted
ones) and the choice made, and every game's final log: a change that alters any of them alters the digest.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))
sys.path.insert(0, str(BENCH))

from parlour.rules.actions import Action  # noqa: E402
from parlour.rules.drive import played_out  # noqa: E402
from parlour.rules.put.assess import assess  # noqa: E402
from parlour.rules.put.bots import sharp  # noqa: E402
from parlour.rules.put.engine import PutEngine  # noqa: E402
from parlour.rules.put.settings import PutSettings  # noqa: E402
from parlour.rules.rng import Rng  # noqa: E402

ENGINE = PutEngine()
TABLES = (
    ("two", PutSettings(), 2, 120),
    ("two_v1", PutSettings(put_any_turn=True), 2, 60),
    ("partners", PutSettings(mode="partners"), 4, 80),
    ("partners_v1", PutSettings(mode="partners", put_any_turn=True), 4, 40),
    ("ffa_3", PutSettings(mode="free_for_all"), 3, 40),
    ("ffa_4", PutSettings(mode="free_for_all"), 4, 40),
    ("ffa_5", PutSettings(mode="free_for_all"), 5, 20),
    ("ffa_6", PutSettings(mode="free_for_all"), 6, 20),
    ("ffa_4_v1", PutSettings(mode="free_for_all", put_any_turn=True), 4, 20),
    ("ffa_6_v1", PutSettings(mode="free_for_all", put_any_turn=True), 6, 10),
)
"""(name, table, players, games)."""


def table_digest(table: PutSettings, players: int, games: int) -> tuple[str, int]:
    """(the digest of `games` sharp games at this table, how many decisions they held)."""
    digest = hashlib.sha256()
    decisions = 0
    for seed in range(games):
        rng = Rng(seed)

        def decide(state: Any, seat: int, rng: Rng = rng) -> Action:
            nonlocal decisions
            view = ENGINE.view(state, seat)
            digest.update(view.model_dump_json().encode())
            figures = [(a.action.do, a.action.card, a.game, a.round) for a in assess(view, Rng(rng.state))]
            if table.mode == "partners":
                figures += [(a.game, a.round) for a in assess(view, Rng(rng.state), counted=True)]
            choice = sharp(view, rng)
            digest.update(repr((figures, choice.seat, choice.do, choice.card, rng.state)).encode())
            decisions += 1
            return choice

        state = played_out(ENGINE, ENGINE.new_game(table, players, seed), decide)
        digest.update(json.dumps([item.public() for item in state.events]).encode())
        digest.update(repr((state.scores, state.winner, state.rng)).encode())
    return digest.hexdigest()[:16], decisions


def digests() -> dict[str, str]:
    """Each table's digest and decision count, by name."""
    out: dict[str, str] = {}
    for name, table, players, games in TABLES:
        digest, decisions = table_digest(table, players, games)
        out[name] = f"{digest} ({decisions} decisions)"
    return out


def main() -> int:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", help="compare with this commit, checked out beside this one")
    args = parser.parse_args()
    started = time.perf_counter()
    mine = digests()
    if not args.base:
        for name, value in mine.items():
            print(f"{name}: {value}")
        return 0
    from checkouts import checkout, environment

    root = checkout(args.base)
    script = f"import json, runpy; print(json.dumps(runpy.run_path({str(__file__)!r})['digests']()))"
    theirs = json.loads(
        subprocess.run(
            [sys.executable, "-c", script], cwd=root, env=environment(root), capture_output=True, text=True, check=True
        ).stdout
    )
    differ = [name for name in mine if mine[name] != theirs.get(name)]
    for name, value in mine.items():
        print(f"{name}: {value}" + ("" if name not in differ else f"  DIFFERS from {args.base}: {theirs.get(name)}"))
    print(f"{len(differ)} of {len(mine)} tables differ from {args.base} ({time.perf_counter() - started:.0f} s)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
