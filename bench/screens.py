"""Opening a screen: from the key at the main menu to the new screen painted, headless at 120x40.

    python bench/screens.py [--runs 10]

For each entry of the main menu that opens a screen (the setup of each game, the rules,
the statistics, the preferences) and for `f1` (the rules) at a Red Dog table: the key
is sent the way a terminal driver sends it, and the clock stops at the first repaint
after the new screen and every widget in it are mounted (the rules screen: its book
too). Then escape goes back and the next run starts. Prints the median and the slowest
of the runs per screen, and apart from them the first opening of the session (imports,
first renders; the rules screen is built once a session and then reopened). No
assertions and no aim of its own: a person notices a delay from about 100 ms, and
"instant response to every key" is the product's promise. The data folder is a fresh
temporary one (PARLOUR_HOME).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["PARLOUR_HOME"] = tempfile.mkdtemp(prefix="parlour-bench-")

from textual import events  # noqa: E402
from textual.pilot import Pilot  # noqa: E402
from textual.widgets import OptionList  # noqa: E402

from bench.key_latency import PaintClock  # noqa: E402
from parlour.app.parlour_app import ParlourApp  # noqa: E402
from parlour.app.saving.preferences import Preferences  # noqa: E402
from parlour.app.seating.table_setup import default_setup  # noqa: E402
from parlour.rules.games import game_ids  # noqa: E402

SIZE = (120, 40)
MENU_ENTRIES = (*(f"new:{game}" for game in game_ids()), "rules", "statistics", "preferences")


def ready(screen) -> bool:
    """The screen and all its widgets are mounted (and the rules screen has built its book)."""
    if not screen.is_mounted or not all(node.is_mounted for node in screen.walk_children()):
        return False
    return bool(getattr(screen, "shown", True))


async def time_opening(pilot: Pilot, key: str) -> float:
    """ms from `key` to the first paint of the fully built screen it opens."""
    app = cast(ParlourApp, pilot.app)
    clock = PaintClock(app)
    before = app.screen
    started = time.perf_counter()
    assert app._driver is not None
    app._driver.send_message(events.Key(key, None))
    while app.screen is before or not ready(app.screen):
        await asyncio.sleep(0)
    built = time.perf_counter()
    painted = await clock.next_after(built)
    return (painted - started) * 1000


async def from_the_menu(entry: str, runs: int) -> list[float]:
    app = ParlourApp(autoplay=False, prefs=Preferences(animation_seconds=0))
    timings = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        index = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == entry)
        for _ in range(runs + 1):
            await pilot.press("home", *["down"] * index)
            await pilot.pause()
            timings.append(await time_opening(pilot, "enter"))
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
    return timings


async def rules_at_a_table(runs: int) -> list[float]:
    app = ParlourApp(start=default_setup("red_dog", 4), seed=3, autoplay=False, prefs=Preferences(animation_seconds=0))
    timings = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(runs + 1):
            timings.append(await time_opening(pilot, "f1"))
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
    return timings


def report(name: str, timings: list[float]) -> None:
    """The first opening, then the median and the slowest of the others."""
    first, runs = timings[0], timings[1:]
    print(
        f"{name:<30} first {first:6.1f} ms, then {len(runs):>3} runs  median {statistics.median(runs):6.1f} ms  "
        f"slowest {max(runs):6.1f} ms",
        flush=True,
    )


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="timed runs per screen (default 10)")
    args = parser.parse_args()
    for entry in MENU_ENTRIES:
        report(f"menu -> {entry}", asyncio.run(from_the_menu(entry, args.runs)))
    report("Red Dog table -> f1 rules", asyncio.run(rules_at_a_table(args.runs)))


if __name__ == "__main__":
    main()
