"""The seats this machine holds at network tables, so that a closed terminal takes its seat back.

Joining a table (`parlour join ADDRESS CODE`, or "Join a network table" in the menu) sits down with the token kept
here for that address and table, if there is one: the server gives that very seat back, as the table is now. A token
is kept when a seat is taken at a table on another server (joined, or opened there by its host:
app/screens/lobby.py) and goes when the game's result has come, or when the server says it holds no seat (and with
it what the seat saw, kept for its review: app/net/seat_moments.py). Beside it are kept the table's switches as its
person left them (the coach, money, the log: `look`): the table taken back opens so. The file (`seat-tokens.json` in
the data folder) is written atomically and readable by this user only (a token is what takes a seat); it keeps the
KEEP latest seats. A file that cannot be read or trusted is set aside (`*.corrupt-<time>`) and the user told;
nothing else is lost.
"""

from __future__ import annotations

from datetime import datetime, timezone

from pydantic import BaseModel, ConfigDict, Field

from ..saving.paths import data_dir
from ..saving.storage import load_model, save_model
from ..seating.table_seat import TableLook
from .protocol import CODE_PATTERN, TOKEN_PATTERN
from .seat_moments import forget_moments

FILE_NAME = "seat-tokens.json"
KEEP = 50
"""Seats kept at the most (the oldest go first)."""


class HeldSeat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    address: str = Field(min_length=1, max_length=300)
    table: str = Field(pattern=CODE_PATTERN)
    token: str = Field(pattern=TOKEN_PATTERN)
    kept: datetime
    look: TableLook | None = None
    """The table's switches as its person last left them (None: none switched yet)."""


class HeldSeats(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seats: tuple[HeldSeat, ...] = Field(default=(), max_length=KEEP)


def _read() -> tuple[HeldSeats, str | None]:
    held, notice = load_model(data_dir() / FILE_NAME, HeldSeats)
    return held or HeldSeats(), notice


def held_token(address: str, table: str) -> tuple[str | None, str | None]:
    """The token kept for this table at this address (None: none), and a notice when the file was set aside."""
    held, notice = _read()
    token = next((seat.token for seat in held.seats if seat.address == address and seat.table == table), None)
    return token, notice


def held_tables(address: str) -> tuple[list[tuple[str, str]], str | None]:
    """The (table, token) of every seat kept at this address, the latest first, and a notice when the file was set
    aside."""
    held, notice = _read()
    seats = sorted((seat for seat in held.seats if seat.address == address), key=lambda seat: seat.kept, reverse=True)
    return [(seat.table, seat.token) for seat in seats], notice


def held_look(address: str, table: str) -> TableLook | None:
    """The switches kept with the seat held at this table (None: none, or no seat held)."""
    held, _notice = _read()  # (a notice is said by `held_token`, which reads the file first)
    return next((seat.look for seat in held.seats if seat.address == address and seat.table == table), None)


def keep_token(address: str, table: str, token: str) -> str | None:
    """Keep a seat's token (replacing one kept for that table; the same seat taken back keeps its switches); a
    notice when it could not be kept, or when the file was set aside (the token is kept in a new one)."""
    held, notice = _read()
    before = next((seat for seat in held.seats if seat.address == address and seat.table == table), None)
    others = tuple(seat for seat in held.seats if not (seat.address == address and seat.table == table))
    look = before.look if before is not None and before.token == token else None
    seat = HeldSeat(address=address, table=table, token=token, kept=datetime.now(timezone.utc), look=look)
    kept = (*others, seat)[-KEEP:]
    failed = save_model(data_dir() / FILE_NAME, HeldSeats(seats=kept))
    if not failed:
        forget_moments_of(held.seats, kept)
    return notice or failed


def keep_look(address: str, table: str, look: TableLook) -> str | None:
    """Keep the table's switches with the seat held there (nothing when none is held: the game is over); a notice
    when they could not be kept."""
    held, notice = _read()
    seats = tuple(
        seat.model_copy(update={"look": look}) if seat.address == address and seat.table == table else seat
        for seat in held.seats
    )
    if notice or seats == held.seats:
        return notice
    return save_model(data_dir() / FILE_NAME, HeldSeats(seats=seats))


def forget_token(address: str, table: str) -> str | None:
    """The table's game is over (or its seat gone): its token is no longer kept."""
    held, notice = _read()
    left = tuple(seat for seat in held.seats if not (seat.address == address and seat.table == table))
    if notice or left == held.seats:
        return notice
    failed = save_model(data_dir() / FILE_NAME, HeldSeats(seats=left))
    if not failed:
        forget_moments_of(held.seats, left)
    return failed


def forget_moments_of(before: tuple[HeldSeat, ...], after: tuple[HeldSeat, ...]) -> None:
    """What the seats no longer kept saw goes with their tokens (app/net/seat_moments.py)."""
    for token in {seat.token for seat in before} - {seat.token for seat in after}:
        forget_moments(token)
