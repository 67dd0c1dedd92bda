"""When Parlour itself fails: a short message instead of a traceback, the details in a crash log,
and the saved game being continued set aside, so the next launch does not fail on it again."""

from __future__ import annotations

from typing import Iterable

from textual.app import App

from .saving.crash_log import write_log
from .saving.storage import one_line
from .screens.table import TableScreen
from .seating.session import TableSession
from .seating.table_seat import TableSeat
from .words.i18n import _


def report_crash(app: App, error: BaseException) -> str:
    """Write the crash log, set aside the records of continued games at the tables open in `app`; the message
    to print."""
    return crash_message(error, [screen.session for screen in app.screen_stack if isinstance(screen, TableScreen)])


def crash_message(error: BaseException, tables: Iterable[TableSeat]) -> str:
    """Write the crash log, set aside the records of continued games among `tables`; the message to print."""
    lines = [
        _("Parlour stopped after an unexpected error: {error}").format(
            error=one_line(f"{type(error).__name__}: {error}")
        )
    ]
    log = write_log(error)
    if log:
        lines.append(_("The details are in {path}.").format(path=log))
    else:
        lines.append(_("The details could not be saved."))
    for table in tables:
        notice = table.records.crashed() if isinstance(table, TableSession) else None
        if notice:
            lines.append(notice)
    return "\n".join(lines)
