"""Startup as a person sees it: launch in a terminal (tmux, 80x24) to the menu's text on screen, against a bare
Textual app's text.

`startup.py` times the first paint headless, inside the process; here the clock runs outside it, from the
moment tmux is asked to start the command to the first `capture-pane` that shows the app's text (the
Parlour menu's title, the bare app's "Hello"), so the terminal driver, the real screen output and tmux itself
are counted, for both alike. The two are taken in turn, each in a fresh tmux session, Parlour with a fresh
data folder (no saved games: the menu a first start shows). Medians and their ratio are printed (aim: at most
1.2). Needs tmux.

As on a person's machine, Python writes the bytecode of what it imports (the first start of each is not timed):
a shell that forbids it (PYTHONDONTWRITEBYTECODE, set on this machine) would have every start of Parlour compile
its own modules from source (~20 ms) while Textual's come compiled from its install. Each command names its
environment itself: a tmux server already running starts a session's command in its own environment, not the one
the session was asked from.

    python bench/startup_tmux.py [--runs 10] [--lang en|ru]
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = """
from textual.app import App
from textual.widgets import Footer, Header, Static

class Bare(App):
    def compose(self):
        yield Header()
        yield Static("Hello")
        yield Footer()

Bare().run()
"""
SESSION = "parlour-startup-bench"
POLL = 0.002
"""Seconds between two looks at the screen (each look is a tmux client process of its own: ~2-3 ms)."""
GIVE_UP = 20.0


def screen() -> str:
    done = subprocess.run(["tmux", "capture-pane", "-p", "-t", SESSION], capture_output=True, text=True)
    return done.stdout


def time_once(command: str, marker: str, env: dict[str, str]) -> float:
    """Seconds from asking tmux to start `command` to `marker` on its screen."""
    subprocess.run(["tmux", "kill-session", "-t", SESSION], capture_output=True)
    started = time.perf_counter()
    subprocess.run(["tmux", "new-session", "-d", "-s", SESSION, "-x", "80", "-y", "24", command], env=env, check=True)
    try:
        while marker not in screen():
            if time.perf_counter() - started > GIVE_UP:
                raise RuntimeError(f"{marker!r} never showed: {screen()!r}")
            time.sleep(POLL)
        return time.perf_counter() - started
    finally:
        subprocess.run(["tmux", "kill-session", "-t", SESSION], capture_output=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--lang", choices=("en", "ru"), default="en")
    args = parser.parse_args(argv)
    parlour = Path(sys.executable).with_name("parlour")
    times: dict[str, list[float]] = {"bare Textual app": [], "Parlour main menu": []}
    with tempfile.TemporaryDirectory() as home:
        env = {name: value for name, value in os.environ.items() if name not in ("LC_ALL", "LC_MESSAGES", "TMUX")}
        language = "ru_RU.UTF-8" if args.lang == "ru" else "C.UTF-8"
        settings = "env -u LC_ALL -u LC_MESSAGES -u PYTHONDONTWRITEBYTECODE " + shlex.join(
            [f"PARLOUR_HOME={home}", f"LANG={language}"]
        )
        runs = {
            "bare Textual app": (f"{settings} {shlex.quote(sys.executable)} -c {shlex.quote(BARE)}", "Hello"),
            "Parlour main menu": (f"{settings} {shlex.quote(str(parlour))}", "P A R L O U R"),
        }
        for command, marker in runs.values():
            time_once(command, marker, env)  # the first start: writes the bytecode, as a person's would
        for _ in range(args.runs):
            for name, (command, marker) in runs.items():
                times[name].append(time_once(command, marker, env))
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, median in medians.items():
        print(f"{name + ':':<22} {median * 1000:7.1f} ms  (median of {args.runs}, in tmux at 80x24)")
    ratio = medians["Parlour main menu"] / medians["bare Textual app"]
    print(f"ratio: {ratio:.2f}  (aim: at most 1.20)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
