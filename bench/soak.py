"""Soak: the demo table (`parlour --demo GAME`) for thousands of rounds in one process; memory must stay flat.

    python bench/soak.py [--rounds 5000] [--games put_and_take,red_dog,put]

For each game, one headless ParlourApp is built exactly as `parlour --demo GAME` builds
it (every seat a computer player, demo=True), with animation 0. The real demo waits
MIN_TICK (0.03 s) between steps and shows each summary for DEMO_PAUSE (2 s), so 5,000
rounds would take hours; this script drives the same table objects faster, from inside
the app's event loop:

- a step is the table's own `advance()` (what its timer calls); the steps of a round
  run back to back and their messages are processed at the round's end;
- the round summary and the final standings are closed at once with their own actions
  (`action_dismiss_summary`, `action_again`: a new game at seed + 1, as in the demo);
- the screen settles and is repainted (`pilot.pause(0)`: messages, layout, compositor,
  the RoundLog's lines) once per round, at the summary, and once after closing it.

Even so a round takes ~0.1 s (the summary over the table, its closing and the table's
resume each cost a full layout and repaint), so the default 5,000 rounds of each game
take about half an hour in all.

It prints the resident memory (VmRSS from /proc/self/status, after gc.collect()) after
500 rounds and after the last, the growth between the two (aim: under 20 MB), the
rounds per second, and the most lines the on-screen log (RoundLog) ever held, which
must stay at or under LOG_LINES; for Put also how full the sharp player's solver table
is (rules/put/solver.py: every position a two-handed round reaches, ~3 MB of a byte each, filled as
positions come up; a dictionary of them grew toward ~140 MB). No assertions. The data folder is a
fresh temporary one (PARLOUR_HOME); a demo keeps no records anyway.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["PARLOUR_HOME"] = tempfile.mkdtemp(prefix="parlour-soak-")

from parlour.app.cli import build_parser, setup_from_args  # noqa: E402
from parlour.app.parlour_app import ParlourApp  # noqa: E402
from parlour.app.saving.preferences import Preferences  # noqa: E402
from parlour.app.screens.game_over import GameOverScreen  # noqa: E402
from parlour.app.screens.round_summary import RoundSummary  # noqa: E402
from parlour.app.screens.table import TableScreen  # noqa: E402
from parlour.app.seating.session import TableSession
from parlour.app.widgets.round_log import LOG_LINES  # noqa: E402
from parlour.rules.games import game_ids  # noqa: E402

SIZE = (80, 24)
"""The smallest terminal the app supports: repainting is most of the time a round takes
(~0.1 s at 80x24, ~0.18 s at 120x40), and memory does not depend on the size."""
FIRST_MARK = 500
"""Rounds after which the baseline memory is taken (caches warm, logs full)."""
AIM_MB = 20.0
GAMES = game_ids()


def rss_mb() -> float:
    """Resident memory of this process now, in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def measured_rss() -> float:
    gc.collect()
    return rss_mb()


def put_memo() -> tuple[int, int]:
    """(positions known, positions in all) of the Put solver's table of results, which the sharp computer
    player fills as it meets positions (its size is fixed); (0, 0) before Put was played."""
    solver = sys.modules.get("parlour.rules.put.solver")
    if solver is None:
        return 0, 0
    return solver.known_positions(), solver.POSITIONS


def demo_setup(game: str):
    """The table `parlour --demo GAME` sits down at."""
    parser = build_parser()
    return setup_from_args(parser, parser.parse_args(["--demo", game]))


def local_state(table) -> object:
    """The full state of the table at this keyboard the soak plays (its session is a TableSession)."""
    session = table.session
    assert isinstance(session, TableSession)
    return session.state


async def soak(game: str, rounds: int, progress: int = 0) -> dict[str, float]:
    app = ParlourApp(start=demo_setup(game), seed=1, demo=True, prefs=Preferences(animation_seconds=0))
    figures: dict[str, float] = {"longest_log": 0, "games": 0}
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        done = 0
        started = time.perf_counter()
        while done < rounds:
            screen = app.screen
            if isinstance(screen, RoundSummary):
                await pilot.pause(0)  # one repaint per round, with the summary over the table
                screen.action_dismiss_summary()
                done += 1
                await pilot.pause(0)
                if progress and done % progress == 0:
                    elapsed = time.perf_counter() - started
                    print(f"  {game}: {done} rounds, {elapsed:.1f} s, {rss_mb():.1f} MB", flush=True)
                if done == FIRST_MARK:
                    figures["rss_first"] = measured_rss()
                    figures["memo_first"] = put_memo()[0]
            elif isinstance(screen, GameOverScreen):
                screen.action_again()
                figures["games"] += 1
                await pilot.pause(0)
            elif isinstance(screen, TableScreen):
                before = local_state(screen)
                screen.advance()
                if local_state(screen) is before:
                    await pilot.pause(0)  # a new table still being built: let the app run
                else:
                    figures["longest_log"] = max(figures["longest_log"], len(screen.log_widget.lines))
            else:
                await pilot.pause(0)
        figures["seconds"] = time.perf_counter() - started
        figures["rss_last"] = measured_rss()
        figures["memo_last"], figures["memo_max"] = put_memo()
    return figures


def report(game: str, rounds: int, figures: dict[str, float]) -> None:
    first = figures.get("rss_first", float("nan"))
    growth = figures["rss_last"] - first
    verdict = "met" if growth < AIM_MB else "MISSED"
    print(
        f"{game:<13} {rounds:>6} rounds ({int(figures['games'])} games) in {figures['seconds']:6.1f} s "
        f"({rounds / figures['seconds']:5.1f} rounds/s)  RSS after {FIRST_MARK}: {first:6.1f} MB, "
        f"after {rounds}: {figures['rss_last']:6.1f} MB, growth {growth:+6.1f} MB "
        f"(aim < {AIM_MB:.0f} MB: {verdict})  "
        f"log lines at most {int(figures['longest_log'])} (LOG_LINES {LOG_LINES})",
        flush=True,
    )
    if game == "put" and figures["memo_last"]:
        print(
            f"{'':<13} Put solver table: {int(figures.get('memo_first', 0)):,} positions known "
            f"after {FIRST_MARK} rounds, "
            f"{int(figures['memo_last']):,} after {rounds} (of {int(figures['memo_max']):,})",
            flush=True,
        )


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5000, help="rounds per game (default 5,000)")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated games (default all three)")
    parser.add_argument("--progress", type=int, default=0, help="print a line every N rounds (0: none)")
    args = parser.parse_args()
    print(f"start: {rss_mb():.1f} MB", flush=True)
    for game in args.games.split(","):
        report(game, args.rounds, asyncio.run(soak(game, args.rounds, args.progress)))


if __name__ == "__main__":
    main()
