"""Startup time: process start to the first painted main menu, against a bare Textual app.

Both run headless in fresh interpreters and exit right after their first refresh;
each is timed over several runs and the medians and their ratio are printed
(aim: ratio at most 1.2).

    python bench/startup.py [--runs 10]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PARLOUR = """
from app.parlour_app import ParlourApp

class FirstPaint(ParlourApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)

FirstPaint().run(headless=True, size=(80, 24))
"""

BARE = """
from textual.app import App
from textual.widgets import Footer, Header, Static

class Bare(App):
    def compose(self):
        yield Header()
        yield Static("Hello")
        yield Footer()

    def on_mount(self):
        self.call_after_refresh(self.exit)

Bare().run(headless=True, size=(80, 24))
"""


def time_once(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - start


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
