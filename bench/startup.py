"""Startup time: process start to the first painted main menu, against a bare Textual app.

Both run headless in fresh interpreters. Each child notes the moment its first screen
has been refreshed (painted) and prints the time since the parent started the process;
work an app defers until after that first paint (Parlour validates its preferences
then) is not counted, for either. Medians over several runs and their ratio are
printed (aim: ratio at most 1.2).

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

PARLOUR = PAINTED + """
from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.menu import MenuScreen

first_mount = MenuScreen.on_mount

def on_mount(screen):
    first_mount(screen)
    screen.call_after_refresh(painted, screen.app)

MenuScreen.on_mount = on_mount
ParlourApp().run(headless=True, size=(80, 24))
"""

BARE = PAINTED + """
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


def time_once(code: str) -> float:
    """Seconds from starting the process to its first painted screen."""
    env = {**os.environ, "BENCH_START": repr(time.time()), "PARLOUR_HOME": str(ROOT / ".bench-home")}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True, capture_output=True,
                          text=True)
    return float(done.stdout.strip().splitlines()[-1])


def measure(code: str, runs: int) -> float:
    time_once(code)  # warm the file cache and bytecode
    return statistics.median(time_once(code) for _ in range(runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    bare = measure(BARE, args.runs)
    parlour = measure(PARLOUR, args.runs)
    print(f"bare Textual app (Header, Static, Footer): {bare * 1000:7.1f} ms  (median of {args.runs})")
    print(f"Parlour main menu:                         {parlour * 1000:7.1f} ms  (median of {args.runs})")
    print(f"ratio: {parlour / bare:.2f}  (aim: at most 1.20)")


if __name__ == "__main__":
    main()
