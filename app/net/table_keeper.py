"""A server's tables on disk, so that a killed server loses nothing, and their restoring at start.

Each table has its record (its setup, seed and every move) and, beside it, its seats
(app/net/served_record.py writes both, through the server's writer). The seats file holds each
people's seat's name and the SHA-256 of its token (never the token), the host's seat, whether
the game has started and, for a seat whose client is away, how many rounds had ended when it went
(the rounds after it are told to it when it is back: app/net/missed_rounds.py). At start the server
replays every record through the engine (only a legal history loads) and seats its tables again,
names and all, so clients take their seats back with their tokens and find the table as it was. A
record that cannot be trusted is set aside (`*.corrupt-<time>`) and named in the server's output. A
seats file that is missing or cannot be trusted never costs the game: the seats file alone is set
aside and the table comes back with its people's seats closed (no code and no token takes one, so no
stranger sits at a taken seat); with nobody able to come back it is ended, or given up, as an
unattended table is (app/net/limits.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..saving import game_files as files
from ..saving.saved_games import read_saved, replayed
from ..saving.storage import set_aside, validation_reason
from ..seating.session import TableSession
from ..seating.table_seat import Change
from ..words.i18n import _
from ..words.system_errors import system_problem
from .missed_rounds import MissedRounds
from .net_table import CLOSED, NetTable
from .served_record import ServedRecord, seats_path

SEATS_LIMIT = 64 * 1024
"""The largest seats file read (ten seats' names and hashes take under 2 KB)."""


class KeptSeat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    name: str = Field(min_length=1, max_length=40)
    token: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")
    away_from: int | None = Field(default=None, ge=0)
    """While the seat's client is away: how many rounds had ended at the table when it went (app/net/missed_rounds.py:
    the rounds after it are told to it when it is back, after a restart too)."""


class KeptSeats(BaseModel):
    """A table's seats as kept beside its record."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    started: bool
    host: int | None = None
    seats: dict[int, KeptSeat]


def seats_json(table: NetTable) -> str:
    """The table's seats as its seats file holds them."""
    return KeptSeats(
        started=table.started,
        host=table.host_seat,
        seats={
            seat: KeptSeat(name=place.name, token=place.token, away_from=table.missed.away_from.get(seat))
            for seat, place in table.seats.items()
            if place.token != CLOSED
        },
    ).model_dump_json()


def read_seats(record: Path, tell: Callable[[str], None]) -> KeptSeats | None:
    """The seats kept beside a record; None (and the file set aside, the server told) when there are none
    that can be trusted."""
    path = seats_path(record)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(SEATS_LIMIT + 1)
        if len(raw) > SEATS_LIMIT:
            raise ValueError(_("far larger than any table's seats"))
        return KeptSeats.model_validate_json(raw)
    except FileNotFoundError:
        tell(
            _("{name}: its seats file is missing, so its players cannot take their seats back").format(name=record.name)
        )
    except ValidationError as error:
        tell(
            set_aside(
                path,
                _("a server table's seats that cannot be trusted: {problem}").format(problem=validation_reason(error)),
            )
        )
    except (OSError, ValueError) as error:
        tell(
            set_aside(
                path,
                _("a server table's seats that cannot be trusted: {problem}").format(problem=system_problem(error)),
            )
        )
    return None


def restore(
    folder: Path,
    make: Callable[..., NetTable],
    tell: Callable[[str], None],
    record: Callable[[Path, int], ServedRecord],
) -> list[NetTable]:
    """Every table kept in `folder`, replayed and seated again (what cannot be trusted is set aside)."""
    tables = []
    try:
        paths = sorted(folder.glob(f"*{files.SUFFIX}"))
    except OSError:
        return []
    for path in paths:
        saved, notice = read_saved(path)
        if notice:
            tell(notice)
        if saved is None or saved.record is None:
            continue
        kept = read_seats(path, tell)
        missed = MissedRounds()
        try:
            session = replayed(saved, missed_again(missed, kept))
            whole = files.whole_size(path)
        except Exception as error:  # whatever fails, a record that cannot be trusted is set aside
            tell(set_aside(path, _("a server table that cannot be restored: {problem}").format(problem=error)))
            continue
        session.records = record(path, whole)
        table = make(session)
        table.missed = missed
        seat_again(table, kept)
        if table.started:
            table.catch_up()
        tables.append(table)
    return tables


def missed_again(missed: MissedRounds, kept: KeptSeats | None) -> Callable[[TableSession, Change], None]:
    """What a restored table's replay tells `missed` at each change: the rounds it ends, as the table's broadcasts
    did before the restart, each kept seat away again from the round its client went at (`KeptSeat.away_from`; one
    past the record's end, the moves the server had not written yet, is away from the restart on: `seat_again`)."""
    seats = {} if kept is None else kept.seats
    away = {seat: mine.away_from for seat, mine in seats.items() if mine.away_from is not None}

    def replayed_change(session: TableSession, change: Change) -> None:
        if change.counts_round:
            for seat, since in away.items():
                if since == missed.ended_so_far:
                    missed.went(seat)
        missed.round_over(change, lambda: session.log(None))

    return replayed_change


def seat_again(table: NetTable, kept: KeptSeats | None) -> None:
    """The kept seats back at a restored table (names, token hashes, the host, whether it started); with none
    kept, every people's seat closed, and a game its record shows under way goes on (never given up as a table
    nobody started: that would cost the game). Every seat taken is away until its client comes back: the rounds
    that end meanwhile are kept for it (app/net/missed_rounds.py)."""
    if kept is None:
        for place in table.seats.values():
            place.token = CLOSED
        table.started = table.session.resumed
        return
    table.started = kept.started
    if kept.host in table.seats:
        table.host_seat = kept.host
    for seat, place in table.seats.items():
        mine = kept.seats.get(seat)
        if mine is None:
            continue
        place.token = mine.token
        if mine.token is not None and not table.session.is_over():  # a seat taken, its client not back yet
            table.missed.went(seat)
        if mine.name != place.name:
            place.name = mine.name
            table.rename(seat, mine.name)
