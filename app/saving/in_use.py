"""A saved game's record held by the window playing it: another Parlour on the same data folder (a second terminal)
can neither continue it nor delete it meanwhile, and a table that finds its record held elsewhere keeps and counts
nothing (seen: one game continued in a second window, both windows played it to its end, and the statistics counted
it twice: two wins of one game, nine rounds of six).

The hold is an advisory lock (flock) on the record itself, taken once its header is on disk (the file no longer
replaced, only appended to) and kept while the table plays; the system lets it go when the process ends, however it
ends (kill -9 too), so a crash never leaves a game locked. Where the system has no flock (Windows), nothing is held
and nothing refused.
"""

from __future__ import annotations

import os
from pathlib import Path
from weakref import WeakValueDictionary

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows has no flock
    fcntl = None


class Held:
    """One record held by this process: let go by `release`, or when the table's records holding it are gone."""

    __slots__ = ("handle", "__weakref__")

    def __init__(self, handle: int | None) -> None:
        self.handle = handle
        """The open descriptor whose lock holds the record (None: nothing held, or no longer)."""

    def release(self) -> None:
        handle, self.handle = self.handle, None
        if handle is not None:
            os.close(handle)

    def __del__(self) -> None:
        self.release()


_HELD: WeakValueDictionary[str, Held] = WeakValueDictionary()
"""The records this process holds, by path, for as long as a table's records keep their `Held`."""


def hold(path: Path) -> Held | None:
    """Hold `path` for this process's table (at once, or already held here); None when another process holds it."""
    key = str(path)
    held = _HELD.get(key)
    if held is not None and held.handle is not None:
        return held
    if fcntl is None:
        return Held(None)
    try:
        handle = os.open(path, os.O_RDONLY)
    except OSError:  # no file to hold: its writes say what is wrong
        return Held(None)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(handle)
        return None
    except OSError:  # a file system without locks (ENOLCK): nothing held, nothing refused
        os.close(handle)
        return Held(None)
    held = _HELD[key] = Held(handle)
    return held


def held_elsewhere(path: Path) -> bool:
    """Whether another process holds `path` now (a table of this one's is no reason to refuse it)."""
    held = _HELD.get(str(path))
    if fcntl is None or (held is not None and held.handle is not None):
        return False
    try:
        handle = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(handle, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:  # a file system without locks: nobody can be said to hold it
        return False
    finally:
        os.close(handle)  # and with it the shared lock just taken
    return False
