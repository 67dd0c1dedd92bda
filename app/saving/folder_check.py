"""Whether Parlour's data folder can be written, asked once as the app starts: a player told then, not at the first
move (seen: a read-only folder said nothing until the first bet, then "saving is off")."""

from __future__ import annotations

import tempfile
from pathlib import Path

from ..words.system_errors import system_problem


def unwritable(folder: Path) -> str | None:
    """Why nothing can be written in `folder` (made first where it is missing), in the language in force; None when
    a file can be."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return system_problem(error)
    return None
