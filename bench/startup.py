"""Startup time: process start to the first painted main menu, against a bare Textual app.

Both run headless in fresh interpreters. Each child notes the moment its first screen
has been refreshed (painted) and prints the time since the parent started the process;
work an app defers until after that first paint (Parlour validates its preferences
then) is not counted, for either. Medians over several runs and their ratio are
printed (aim: ratio at most 1.2), for Parlour in English and in Russian (LANG=ru_RU.UTF-8: the
Russian catalog is read before the first paint).

    python bench/startup.py [--runs 10]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PAINTED = """
import os, sys, time

def painted(app):
    sys.stdout.write(f"{time.time() - float(os.environ['BENCH_START'])}\\n")
    sys.stdout.flush()
    app.exit()
"""

PARLOUR = (
    PAINTED
    + """
from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.menu import MenuScreen

first_mount = MenuScreen.on_mount

def on_mount(screen):
    first_mount(screen)
    screen.call_after_refresh(painted, screen.app)

MenuScreen.on_mount = on_mount
ParlourApp().run(headless=True, size=(80, 24))
"""
)

BARE = (
    PAINTED
    + """
from textual.app import App
from textual.widgets import Footer, Header, Static

class Bare(App):
    def compose(self):
        yield Header()
        yield Static("Hello")
        yield Footer()

    def on_mount(self):
        self.call_after_refresh(painted, self)

Bare().run(headless=True, size=(80, 24))
"""
)


def time_once(code: str, lang: str = "C") -> float:
    """Seconds from starting the process to its first painted screen (LANG=`lang`; LC_ALL and LC_MESSAGES unset)."""
    # PYTHONDONTWRITEBYTECODE (set on this machine) left out: the first run writes the bytecode, as a person's does.
    forget = ("LC_ALL", "LC_MESSAGES", "PYTHONDONTWRITEBYTECODE")
    env = {name: value for name, value in os.environ.items() if name not in forget}
    env |= {"BENCH_START": repr(time.time()), "PARLOUR_HOME": str(ROOT / ".bench-home"), "LANG": lang}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    return float(done.stdout.strip().splitlines()[-1])


def measure(variants: dict[str, tuple[str, str]], runs: int) -> dict[str, float]:
    """The median time of each variant (name -> (code, LANG)), the runs taken in turn, so that the machine's
    drift (other work, the CPU's clock) falls on every variant alike."""
    for code, lang in variants.values():
        time_once(code, lang)  # warm the file cache and bytecode
    times: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(runs):
        for name, (code, lang) in variants.items():
            times[name].append(time_once(code, lang))
    return {name: statistics.median(found) for name, found in times.items()}


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    medians = measure({"bare": (BARE, "C"), "parlour": (PARLOUR, "C"), "russian": (PARLOUR, "ru_RU.UTF-8")}, args.runs)
    bare, parlour, russian = medians["bare"], medians["parlour"], medians["russian"]
    print(f"bare Textual app (Header, Static, Footer): {bare * 1000:7.1f} ms  (median of {args.runs})")
    print(f"Parlour main menu:                         {parlour * 1000:7.1f} ms  (median of {args.runs})")
    print(f"Parlour main menu in Russian:              {russian * 1000:7.1f} ms  (median of {args.runs})")
    print(f"ratio: {parlour / bare:.2f}, in Russian {russian / bare:.2f}  (aim: at most 1.20)")


if __name__ == "__main__":
    main()
