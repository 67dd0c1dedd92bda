"""The data folders and shell commands of `parlour web`'s tabs (app/web/server.py).

With --join each tab's app has a data folder of its own, so a seat token of its own, under the data
folder's `web-tabs/<server's pid>-<random>/<tab id>`, readable by this user only; a server removes its
own `web-tabs/<pid>-<random>` when it stops, and those of servers no longer running when it starts.
"""

from __future__ import annotations

import os
import secrets
import shlex
import shutil
from pathlib import Path

from ..saving.paths import HOME_VARIABLE


def private_folder(path: Path) -> Path:
    """Make the folder and any missing parent readable by this user only."""
    for folder in reversed((path, *path.parents)):
        if not folder.exists():
            folder.mkdir(mode=0o700)
    return path


def tab_folders(data: Path) -> Path:
    """A folder for this server's tabs' own data folders (`web-tabs/<pid>-<random>` in the data folder); those of
    servers no longer running are removed first."""
    tabs = data / "web-tabs"
    for run in tabs.glob("*-*") if os.name == "posix" else ():  # (Windows's os.kill has no "is it there?")
        pid = run.name.partition("-")[0]
        if pid.isdigit() and gone(int(pid)):
            shutil.rmtree(run, ignore_errors=True)
    return tabs / f"{os.getpid()}-{secrets.token_hex(4)}"


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False  # another user's
    return False


def tab_command(command: str, home: Path | None) -> str:
    """The shell command of one tab: `exec` (the app replaces the shell), with its own PARLOUR_HOME if given."""
    if os.name != "posix":  # cmd.exe
        return f'set "{HOME_VARIABLE}={home}" && {command}' if home else command
    return (f"{HOME_VARIABLE}={shlex.quote(str(home))} " if home else "") + f"exec {command}"
