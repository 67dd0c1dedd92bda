"""Another commit of Parlour checked out beside this one, and how to run Python against it.

The benchmarks that compare "before" and "after" (`runner_identical.py`, `engine.py --base`)
check the earlier commit out with `git worktree add --detach /tmp/base-REF REF` and run it
with this environment's Python. The installed `parlour` package maps to THIS checkout (an
editable install), so a process for the other one gets a `parlour` of its own: a shim
package on PYTHONPATH whose only content points its search path at that checkout's root
(the package is made of the folders at the root, see setup.py). `python -m rules.scenario`
needs no shim: run from a checkout's root it imports that checkout's `rules`.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
"""This checkout."""


def resolve(ref: str) -> str:
    """The full commit id of `ref` (a branch, a tag, a short id)."""
    return subprocess.run(
        ["git", "rev-parse", "--verify", f"{ref}^{{commit}}"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()


def checkout(ref: str) -> Path:
    """A detached worktree of `ref` at /tmp/base-REF (made once, reused while it holds that commit)."""
    commit = resolve(ref)
    where = Path("/tmp") / ("base-" + re.sub(r"[^A-Za-z0-9._-]", "_", ref))
    if where.exists():
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=where, capture_output=True, text=True).stdout.strip()
        if head == commit:
            return where
        subprocess.run(["git", "checkout", "-q", "--detach", commit], cwd=where, check=True)
        return where
    subprocess.run(["git", "worktree", "add", "-q", "--detach", str(where), commit], cwd=ROOT, check=True)
    return where


def environment(root: Path) -> dict[str, str]:
    """os.environ for a Python process that must import `parlour` (and `rules`) from `root`."""
    shim = Path("/tmp") / f"parlour-shim-{root.name}" / "parlour"
    shim.mkdir(parents=True, exist_ok=True)
    init = shim / "__init__.py"
    text = f'"""Parlour as checked out at {root}."""\n__path__ = [{str(root)!r}]\n'
    if not init.exists() or init.read_text() != text:
        init.write_text(text)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(shim.parent), str(root)])
    return env
