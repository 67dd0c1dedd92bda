"""A server's tables on disk, so that a killed server loses nothing: each table's record (its setup,
seed and every move, appended as it is made: app/table_records.py) and, beside it, its seats.

`<record>.seats.json` holds each people's seat's name and the SHA-256 of its token (never
the token), and whether the host had started the game; it is rewritten (atomically) when a
seat is taken. At start the server replays every record through the engine (only a legal
history loads) and seats its tables again, so clients take their seats back with their
tokens and find the table as it was. A record or seats file that cannot be trusted is set
aside (`*.corrupt-<time>`) and named in the server's output.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from pydantic import BaseModel, ConfigDict, Field

from .. import game_files as files
from ..i18n import _
from ..saved_games import read_saved, replayed
from ..storage import set_aside, write_atomically
from ..table_records import SavedTable
from .net_table import NetTable

SEATS_SUFFIX = ".seats.json"


class KeptSeat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    token: str | None = Field(None, pattern=r"^[0-9a-f]{64}$")


class KeptSeats(BaseModel):
    """A table's seats as kept beside its record."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    started: bool
    host: int | None = None
    seats: dict[int, KeptSeat]


def seats_path(record: Path) -> Path:
    return record.with_name(record.name + SEATS_SUFFIX)


def keep_seats(table: NetTable) -> None:
    """Write the table's seats beside its record (nothing while it has no record)."""
    path = getattr(table.session.records, "path", None)
    if path is None:
        return
    kept = KeptSeats(started=table.started, host=table.host_seat,
                     seats={seat: KeptSeat(name=place.name, token=place.token) for seat, place in table.seats.items()})
    try:
        write_atomically(seats_path(path), kept.model_dump_json())
    except OSError:
        pass  # the record still has the game; a seat whose token was not kept is taken again by a new join


def forget(table: NetTable) -> None:
    """A finished table: its record is gone (app/table_records.py), and so go its seats."""
    path = getattr(table.session.records, "path", None)
    if path is not None:
        seats_path(path).unlink(missing_ok=True)


def restore(folder: Path, make: Callable[..., NetTable], tell: Callable[[str], None]) -> list[NetTable]:
    """Every table kept in `folder`, replayed and seated again (what cannot be trusted is set aside)."""
    tables = []
    try:
        records = sorted(folder.glob(f"*{files.SUFFIX}"))
    except OSError:
        return []
    for path in records:
        saved, notice = read_saved(path)
        if notice:
            tell(notice)
        if saved is None or saved.record is None:
            continue
        try:
            session = replayed(saved)
            kept = KeptSeats.model_validate_json(seats_path(path).read_bytes())
        except FileNotFoundError:
            kept = None
        except Exception as error:  # whatever fails, a record or seats file that cannot be trusted is set aside
            tell(set_aside(path, _("a server table that cannot be restored: {problem}").format(problem=error)))
            continue
        session.records = SavedTable(path)
        table = make(session)
        if kept is not None:
            table.started = kept.started
            if kept.host in table.seats:
                table.host_seat = kept.host
            for seat, place in kept.seats.items():
                if seat in table.seats:
                    table.seats[seat].name, table.seats[seat].token = place.name, place.token
        tables.append(table)
    return tables

