"""One saved game as a file: its record, written as it is played, in the data folder's `games/`.

The file is JSON Lines. The first line is the header: the format, the table's setup, the
seed, when the game began and the table's name in the statistics; an older format's header
is upgraded as it is read (UPGRADES), a newer one's file is left alone. Each later line is
one move, appended (and synced) as it is made: `{"steps": 1}` for an automatic step,
`{"act": {...}}` for a person's decision, `{"act": {...}, "rng": R}` for a computer
player's, with its generator's state after it.
Appending keeps every write small and quick however long the game; a crash can at most
cut the last line short, and a reader drops such a line (the move being written), never
more. Nothing here trusts a file: reading returns the header and moves as parsed models,
and only a replay through the engine (app/saving/saved_games.py) says whether they are a game.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Annotated, Callable, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ...rules.engine import Action
from ...rules.history import Move
from ...rules.rng import SEED_LIMIT
from ..seating.table_setup import STORED, TableSetup
from ..words.i18n import _
from .saved_game_names import FOLDER, SUFFIX, games_folder  # noqa: F401  (the records' folder)
from .storage import make_folder, tighten, validation_reason, write_atomically

FORMAT = 3
"""The record format this Parlour writes. Format 1 was a state snapshot (autosave.json), which
no record can be made from; format 2 had no table name; later formats add theirs to UPGRADES."""
LINE_LIMIT = 4096
"""The longest move line accepted (a move is a few dozen characters)."""
RECORD_LIMIT = 64 * 2**20
"""The largest record read: some 400,000 rounds of Put and Take (5,000 make 0.7 MB)."""
Seed = Annotated[int, Field(ge=0, lt=SEED_LIMIT)]
"""A seed as the record keeps it: 0 .. 2^64 - 1."""
ONE_STEP = '{"steps":1}'
"""The line of one automatic step, as the record holds it (`move_text`)."""


class RecordHeader(BaseModel):
    """The first line of a saved game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: int
    """The record format (FORMAT)."""
    setup: TableSetup
    """Who sits where and the rule settings (validated by the engine)."""
    seed: Seed
    """The seed the game is dealt from."""
    started: datetime
    """When the game began."""
    table: str = Field(pattern=r"^[0-9a-f]{1,32}$")
    """The table's name in the statistics (a continued game's rounds join its chart)."""


class MoveLine(BaseModel):
    """One later line: automatic steps, or a decision (a computer player's with its generator's state)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    steps: Literal[1] | None = None
    """One automatic step per line, so that replaying a record is work in proportion to its size (an
    edited `{"steps": 999999999}` in an endless game would keep Continue busy for hours)."""
    act: Action | None = None
    rng: Seed | None = None

    @model_validator(mode="after")
    def _one_move(self) -> "MoveLine":
        if (self.steps is None) == (self.act is None):
            raise ValueError(_("a move is either steps or an act"))
        if self.rng is not None and self.act is None:
            raise ValueError(_("only a decision carries a generator state"))
        return self


class UnreadableRecord(ValueError):
    """A file that is not a record this Parlour can read; `newer` when a newer Parlour wrote it."""

    def __init__(self, reason: str, newer: bool = False) -> None:
        super().__init__(reason)
        self.newer = newer


@dataclass(frozen=True)
class RecordFile:
    """What a saved game's file holds: the header and the moves, parsed but not yet replayed."""

    header: RecordHeader
    moves: tuple[Move, ...]
    bot_rng: int | None
    """The computer players' generator state after the last computer decision (None: none yet)."""
    torn: bool = False
    """Whether the file ended in a line cut short (dropped: the move being written when the app stopped)."""


def new_path(game: str, started: datetime, folder: Path | None = None) -> Path:
    """A fresh file name for a game that begins now (in `folder`, else the saved games' folder)."""
    return (folder or games_folder()) / f"{started:%Y%m%dT%H%M%S}-{game}-{secrets.token_hex(3)}{SUFFIX}"


def line_text(line: MoveLine) -> str:
    """A move line as the record holds it."""
    return line.model_dump_json(exclude_none=True) + "\n"


def move_text(move: Move, rng: int | None = None) -> str:
    """The line that records a move, as the record holds it (`line_text(move_line(move, rng))`, written straight
    from the move: a server writes one for every move of every table)."""
    if not isinstance(move, Action):
        return ONE_STEP + "\n" if move == 1 else line_text(move_line(move))
    act = move.model_dump_json(exclude_none=True)
    return f'{{"act":{act}}}\n' if rng is None else f'{{"act":{act},"rng":{rng}}}\n'


SYNCED = getattr(os, "O_DSYNC", 0)
"""Opened with it, a record's every write returns once it is on disk (where the platform has it; else `fsync`)."""


def write_waiting(
    path: Path, size: int | None, cut: bool, header: str | None, lines: list[str], handle: int | None = None
) -> int:
    """Write what waits of a record (on a writer's thread): its header when new (`size` None), then its
    waiting move lines, appended and synced (through `handle`, from `open_buffered`, when the caller keeps
    one open); after a failed or torn write (`cut`), the file is first cut back to `size`, the bytes known to
    be whole, so a move is never written twice nor half. The record's size afterwards; OSError when it cannot
    be written (nothing is known to be kept then)."""
    if size is None:
        problem = make_folder(path.parent)
        if problem:
            raise OSError(problem)
        write_atomically(path, header or "")
        size, cut = len((header or "").encode()), False
    if lines:
        own = handle is None
        handle = open_appending(path) if own else handle
        try:
            if cut:
                os.ftruncate(handle, size)
            data = "".join(lines).encode()
            append_buffered(handle, data)
            if not (own and SYNCED):
                sync_record(handle)
            size += len(data)
        finally:
            if own:
                os.close(handle)
    elif cut:
        os.truncate(path, size)
    return size


def open_appending(path: Path) -> int:
    """A record opened for appending synced writes (this user's alone: an older Parlour's record is tightened)."""
    handle = os.open(path, os.O_WRONLY | os.O_APPEND | SYNCED)
    tighten(handle)
    return handle


def open_buffered(path: Path) -> int:
    """A record opened for appending through the OS's cache (`append_buffered`; `sync_record` makes it durable;
    this user's alone: an older Parlour's record is tightened)."""
    handle = os.open(path, os.O_WRONLY | os.O_APPEND)
    tighten(handle)
    return handle


def append_buffered(handle: int, data: bytes) -> None:
    """Append `data` to an open record through the OS: from the moment this returns, the bytes survive the
    death of this process (a crash, `kill -9`); `sync_record` makes them survive the machine's too. A copy
    into the OS's cache: about a microsecond, it does not wait for the disk."""
    written = 0
    while written < len(data):
        written += os.write(handle, data[written:])


def sync_record(handle: int) -> None:
    """Wait until everything written to an open record is on the disk (on a writer's thread)."""
    getattr(os, "fdatasync", os.fsync)(handle)


def whole_size(path: Path) -> int:
    """Bytes of a record up to its last whole line (a crash may have cut the last one short)."""
    with open(path, "rb") as handle:
        data = handle.read(RECORD_LIMIT + 1)
    return data.rfind(b"\n") + 1


def move_line(move: Move, rng: int | None = None) -> MoveLine:
    """The line that records a move."""
    if isinstance(move, Action):
        return MoveLine(act=move, rng=rng)
    return MoveLine(steps=cast(Literal[1], move))  # steps are recorded one a line


def read(path: Path) -> RecordFile:
    """Parse a record file; UnreadableRecord says why it is not one (OSError: it cannot be read). (The app's
    readers, app/saving/saved_games.py, wait first for the writes it has queued.)"""
    with open(path, "rb") as handle:
        raw = handle.read(RECORD_LIMIT + 1)
    if len(raw) > RECORD_LIMIT:
        raise UnreadableRecord(
            _("larger than {size} MB, far more than any game needs").format(size=RECORD_LIMIT // 2**20)
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UnreadableRecord(_("not text")) from None
    lines = text.split("\n")
    torn = bool(lines) and lines[-1] != ""
    if lines:
        lines.pop()  # the empty text after the last newline, or a line cut short: the move in flight is dropped
    if not lines:
        raise UnreadableRecord(_("cut short in its first line") if torn else _("empty"))
    header = read_header(lines[0])
    moves: list[Move] = []
    bot_rng = None
    for number, line in enumerate(lines[1:], start=2):
        if line == ONE_STEP:  # most lines of a long game: read them without a model
            if moves and isinstance(moves[-1], int):
                moves[-1] += 1
            else:
                moves.append(1)
            continue
        parsed = parse_line(line, number)
        if parsed.act is not None:
            moves.append(parsed.act)
            bot_rng = parsed.rng if parsed.rng is not None else bot_rng
        elif moves and isinstance(moves[-1], int):
            moves[-1] += cast(int, parsed.steps)  # a line without a decision is a step
        else:
            moves.append(cast(int, parsed.steps))
    return RecordFile(header, tuple(moves), bot_rng, torn)


def name_the_table(header: dict) -> dict:
    """Format 2 -> 3: the table's name in the statistics, made from what the header holds so that every
    reading gives the same one (the file itself is never rewritten)."""
    name = hashlib.sha256(f"{header.get('seed')} {header.get('started')}".encode()).hexdigest()[:16]
    return {**header, "format": 3, "table": name}


UPGRADES: dict[int, Callable[[dict], dict]] = {2: name_the_table}
"""Format N -> the upgrade of its header to format N + 1 (move lines have not changed so far)."""


def read_header(line: str) -> RecordHeader:
    """The header line, upgraded from an older format; UnreadableRecord (newer=True for a format this
    Parlour does not know yet)."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        raise UnreadableRecord(_("the first line is not JSON")) from None
    version = data.get("format") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT:
        raise UnreadableRecord(
            _("written by a newer Parlour (format {version}, this one reads up to {known})").format(
                version=version, known=FORMAT
            ),
            newer=True,
        )
    while version in UPGRADES:
        data = UPGRADES[version](data)
        version = data["format"]
    if version != FORMAT:
        raise UnreadableRecord(
            _("not a Parlour record of format {oldest} to {newest}").format(oldest=min(UPGRADES), newest=FORMAT)
        )
    try:
        return RecordHeader.model_validate(data, context=STORED)  # as it was set up (see STORED)
    except ValidationError as error:
        raise UnreadableRecord(_("header: {problem}").format(problem=validation_reason(error))) from None


def parse_line(line: str, number: int) -> MoveLine:
    """One move line, or UnreadableRecord naming the line."""
    if len(line) > LINE_LIMIT:
        raise UnreadableRecord(_("line {number} is too long").format(number=number))
    try:
        return MoveLine.model_validate_json(line)
    except ValidationError as error:
        problem = validation_reason(error)
        raise UnreadableRecord(_("line {number}: {problem}").format(number=number, problem=problem)) from None


def now() -> datetime:
    """The time a game begins, in UTC."""
    return datetime.now(timezone.utc)
