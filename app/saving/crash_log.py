"""The crash log: the full traceback of an error Parlour did not expect, in the data folder's crash.log."""

from __future__ import annotations

import traceback

from .paths import data_dir
from .storage import make_folder, write_atomically

CRASH_LOG = "crash.log"


def write_log(error: BaseException) -> str | None:
    """The full traceback in the data folder's crash.log; its path, or None when it cannot be written."""
    path = data_dir() / CRASH_LOG
    if make_folder(path.parent):
        return None
    try:
        write_atomically(path, "".join(traceback.format_exception(error)))
    except OSError:
        return None
    return str(path)
