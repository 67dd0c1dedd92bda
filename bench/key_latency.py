"""Key latency at the tables: from a keypress to the repainted screen, in a headless app at 120x40.

    python bench/key_latency.py [--keys 500]

Red Dog: on the person's turn to bet, `up` and `down` in turn (the bet goes 1 -> 2 -> 1,
so every key changes the screen). Put (two players): on the person's turn to play,
`right` and `left` in turn (the chosen card moves). Each key is sent the way a terminal
driver sends it (`driver.send_message(Key)`); the clock stops at the first repaint of
the screen (`App._display`, the compositor's output) after the table has handled the
key. Textual repaints at most 60 times a second, so up to ~17 ms of each figure is
waiting for the next frame; the "handled" column is the time until the table's action
had run. Prints the median and 95th percentile per key in ms (aim: p95 under 25 ms);
no assertions. The data folder is a fresh temporary one (PARLOUR_HOME).
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
from typing import Callable, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["PARLOUR_HOME"] = tempfile.mkdtemp(prefix="parlour-bench-")

from textual import events  # noqa: E402
from textual.pilot import Pilot  # noqa: E402

from parlour.app.games.put.card_line import CardLine  # noqa: E402
from parlour.app.games.red_dog.bet_line import BetLine  # noqa: E402
from parlour.app.parlour_app import ParlourApp  # noqa: E402
from parlour.app.saving.preferences import Preferences  # noqa: E402
from parlour.app.screens.table import TableScreen  # noqa: E402
from parlour.app.seating.table_setup import default_setup  # noqa: E402

SIZE = (120, 40)
WARM_UP = 20
"""Keys sent before timing starts (first renders, caches)."""
AIM_MS = 25.0


class PaintClock:
    """Wraps the app's `_display` to note the time of every repaint."""

    def __init__(self, app: ParlourApp) -> None:
        self.paints: list[float] = []
        shown = app._display

        def display(screen, update) -> None:
            self.paints.append(time.perf_counter())
            shown(screen, update)

        app._display = display  # pyright: ignore[reportAttributeAccessIssue]  (Textual's own, wrapped to time paints)

    async def next_after(self, moment: float) -> float:
        """The time of the first repaint after `moment` (waits for it)."""
        while not self.paints or self.paints[-1] < moment:
            await asyncio.sleep(0)
        return next(paint for paint in self.paints if paint >= moment)


async def time_keys(pilot: Pilot, keys: list[str], changed: Callable[[], object]) -> list[tuple[float, float]]:
    """(handled, painted) ms per key; `changed()` returns what each key alters on the table."""
    app = cast(ParlourApp, pilot.app)
    clock = PaintClock(app)
    timings = []
    for key in keys:
        before = changed()
        started = time.perf_counter()
        assert app._driver is not None
        app._driver.send_message(events.Key(key, None))
        while changed() == before:
            await asyncio.sleep(0)
        handled = time.perf_counter()
        painted = await clock.next_after(handled)
        timings.append(((handled - started) * 1000, (painted - started) * 1000))
    return timings


def alternate(first: str, second: str, count: int) -> list[str]:
    return [first if i % 2 == 0 else second for i in range(count)]


async def red_dog(count: int) -> list[tuple[float, float]]:
    setup = default_setup("red_dog", 4)
    app = ParlourApp(start=setup, seed=11, autoplay=False, prefs=Preferences(animation_seconds=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        for _ in range(40):
            if table.viewer_decides() and cast("tuple[int, int]", cast(BetLine, table.prompt).bet_range())[1] >= 2:
                break
            await pilot.press("1", "enter") if table.viewer_decides() else await pilot.press("space")
            if table is not app.screen:
                await pilot.press("enter")  # a round summary
        assert table.viewer_decides(), "never reached the person's bet"
        await pilot.press("1")  # bet 1: up and down move it between 1 and 2
        await time_keys(pilot, alternate("up", "down", WARM_UP), lambda: cast(BetLine, table.prompt).bet_amount)
        return await time_keys(pilot, alternate("up", "down", count), lambda: cast(BetLine, table.prompt).bet_amount)


async def put(count: int) -> list[tuple[float, float]]:
    setup = default_setup("put", 2)
    app = ParlourApp(start=setup, seed=5, autoplay=False, prefs=Preferences(animation_seconds=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        for _ in range(40):
            if app.screen is not table:
                await pilot.press("s")  # a put against the person: see
                continue
            kinds = table.prompt.legal_kinds()
            if "play" in kinds and len(cast(CardLine, table.prompt).hand()) >= 2:
                break
            await pilot.press("d" if "decline" in kinds else "enter" if "play" in kinds else "space")
        assert "play" in table.prompt.legal_kinds(), "never reached the person's card choice"
        await time_keys(pilot, alternate("right", "left", WARM_UP), lambda: cast(CardLine, table.prompt).selected)
        return await time_keys(pilot, alternate("right", "left", count), lambda: cast(CardLine, table.prompt).selected)


def report(name: str, timings: list[tuple[float, float]]) -> None:
    handled = [h for h, _ in timings]
    painted = sorted(p for _, p in timings)
    p95 = painted[max(0, round(0.95 * len(painted)) - 1)]
    verdict = "met" if p95 < AIM_MS else "MISSED"
    print(
        f"{name:<34} {len(timings):>5} keys  median {statistics.median(painted):6.1f} ms  "
        f"p95 {p95:6.1f} ms  (handled: median {statistics.median(handled):5.2f} ms)  "
        f"aim p95 < {AIM_MS:.0f} ms: {verdict}"
    )


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=500, help="keys per table (default 500)")
    args = parser.parse_args()
    report("Red Dog bet up/down", asyncio.run(red_dog(args.keys)))
    report("Put card left/right", asyncio.run(put(args.keys)))


if __name__ == "__main__":
    main()
