"""`parlour serve` runs on uvloop where it is installed (a dependency wherever it is built), and on
asyncio's own loop where it is not."""

from __future__ import annotations

import asyncio
import sys

import pytest

from parlour.app.net import event_loop


async def loop_module() -> str:
    return type(asyncio.get_running_loop()).__module__


@pytest.mark.skipif(sys.platform == "win32", reason="uvloop is not built for Windows")
def test_the_server_loop_is_uvloops():
    assert event_loop.run(loop_module()).startswith("uvloop")
    assert event_loop.loop_name() == "uvloop"


def test_without_uvloop_the_server_runs_on_asyncios_loop(monkeypatch):
    monkeypatch.setattr(event_loop, "uvloop", None)  # as where it is not installed (its import failed)
    assert event_loop.run(loop_module()).startswith("asyncio")
    assert event_loop.loop_name() == "asyncio"
