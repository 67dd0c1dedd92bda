"""When Parlour itself fails: a short message instead of a traceback, the details in a crash log,
and the saved game being continued set aside, so the next launch does not fail on it again."""

from __future__ import annotations

import traceback
from typing import Any

from .saving.paths import data_dir
from .saving.storage import make_folder, one_line, set_aside, write_atomically
from .words.i18n import _

CRASH_LOG = "crash.log"


def report_crash(app: Any, error: BaseException) -> str:
    """Write the crash log, set aside the records of continued games at an open table; the message to print."""
    lines = [
        _("Parlour stopped after an unexpected error: {error}").format(
            error=one_line(f"{type(error).__name__}: {error}")
        )
    ]
    log = write_log(error)
    if log:
        lines.append(_("The details are in {path}.").format(path=log))
    else:
        lines.append(_("The details could not be written down."))
    for screen in app.screen_stack:
        records: Any = getattr(getattr(screen, "session", None), "records", None)
        if getattr(records, "continued", False) and records.path is not None and records.path.exists():
            lines.append(set_aside(records.path, _("Parlour stopped while this saved game was at the table")))
    return "\n".join(lines)


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
