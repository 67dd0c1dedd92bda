"""The event loop a server without a screen runs on: uvloop's where it is installed, else asyncio's.

uvloop (libuv under asyncio's interface) moves a loop's own work and its sockets' reads and
writes out of Python: `parlour serve` under load spends much of its time there
(bench/README.md, "The table server under load"). It is a dependency everywhere it is built
(not on Windows); without it the standard loop serves the same tables, only slower. The
table screen (`parlour host`) runs on Textual's own loop.
"""

from __future__ import annotations

import asyncio
from typing import Any, Coroutine, TypeVar

try:
    import uvloop
except ImportError:  # not built everywhere (not on Windows)
    uvloop = None

T = TypeVar("T")


def run(main: Coroutine[Any, Any, T]) -> T:
    """Run `main` to its end on a fresh loop (uvloop's when it is installed), like `asyncio.run`."""
    if uvloop is None:
        return asyncio.run(main)
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        return runner.run(main)


def loop_name() -> str:
    """Which loop `run` uses: "uvloop" or "asyncio"."""
    return "asyncio" if uvloop is None else "uvloop"
