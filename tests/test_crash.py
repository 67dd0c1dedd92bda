"""A crash anywhere: exit status 1 and a short message, never a traceback on the terminal; the details go
to crash.log, and a saved game that was being continued is set aside so the next launch is clean."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CRASHING_TABLE = """
import sys
from parlour.app.cli import main
from parlour.app.games.red_dog.presenter import RedDogPresenter

def broken(self, *args):
    raise RuntimeError("the presenter broke")

RedDogPresenter.status_line = broken
sys.exit(main(["play", "red_dog", "--players", "3", "--seed", "5"]))
"""


def test_a_crash_exits_1_with_a_short_message_and_a_crash_log(parlour_home):
    env = {**os.environ, "PARLOUR_HOME": str(parlour_home), "TERM": "dumb"}
    result = subprocess.run(
        [sys.executable, "-c", CRASHING_TABLE],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 1, output[-2000:]
    assert "Parlour stopped after an unexpected error: RuntimeError: the presenter broke" in output
    assert "Traceback" not in output
    log = (parlour_home / "crash.log").read_text()
    assert "Traceback" in log and "the presenter broke" in log
