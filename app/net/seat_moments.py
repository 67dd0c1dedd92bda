"""What a friend's network seat saw, kept on this machine: a closed terminal loses neither its review nor its judged
decisions.

A network seat's review and the decisions its statistics judge come from what it saw at each of its decisions and at
each round's end (app/net/remote_session.py, its moments). Kept in memory only, a friend who closed his terminal and
took his seat back with its kept token (app/net/seat_tokens.py) found a review without the decisions he took
before, and the round he left half-way counted without them. Each moment is also written here as it is remembered,
one JSON line each, on the app's writer, and read back when the seat is taken back from another launch: each line
validated by the game's own models, each decision checked by its engine from the view it was taken in (the seat's
own, and legal there). A file that cannot be read or trusted is set aside and the user told; a last line cut short
by a crash is left out (and cut off, so the next line starts clean).

The file (`seat-moments/<key>.jsonl` in the data folder; the key a hash of the seat's token, never the token) is this
user's alone and bounded (MOST_BYTES: past it the later moments are not written, and only a seat taken back misses
them). It goes with the seat's token: once the game's result has come, when the server holds no such seat, and when
the seat is no longer among those kept.
"""

from __future__ import annotations

import json
import os
from contextlib import suppress
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict, ValidationError

from ...rules.engine import Action
from ...rules.games import GameInfo
from ...rules.review import Moment
from ..saving.game_files import append_buffered
from ..saving.paths import data_dir
from ..saving.storage import FILE_MODE, cannot_write, make_folder, one_line, set_aside, tighten, validation_reason
from ..saving.writer import app_writer
from ..words.i18n import _
from ..words.system_errors import system_problem
from .seat_statistics import table_key

FOLDER = "seat-moments"
MOST_BYTES = 16 * 2**20
"""A seat's file at the most (some 3,000 decisions of Put with their views): a server cannot fill the disk."""


class KeptMoment(BaseModel):
    """One line of the file: a decision with the view it was taken in, or a round's end with its scores."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    view: dict[str, Any]
    decision: Action | None = None
    scores: tuple[int, ...] | None = None


def moments_path(token: str) -> Path:
    return data_dir() / FOLDER / f"{table_key(token)}.jsonl"


def forget_moments(token: str) -> None:
    """The seat's moments are no longer kept (its token goes)."""
    remove(moments_path(token))


def remove(path: Path) -> None:
    with suppress(OSError):  # a folder this user cannot write: nothing was kept there either
        path.unlink(missing_ok=True)


def trusted(kept: KeptMoment, game: GameInfo, seat: int) -> Moment:
    """The moment of a line, as the game's own models and its engine accept it; ValueError when they do not."""
    view = game.view_model().model_validate(kept.view)
    if view.seat != seat:
        raise ValueError(f"a view of seat {view.seat}, not of seat {seat}")
    if kept.decision is not None:
        if kept.scores is not None or kept.decision.seat != seat:
            raise ValueError("a decision of another seat, or with scores")
        refused = game.engine().why_not(view, kept.decision)
        if refused is not None:
            raise ValueError(f"a decision its view refuses: {refused}")
    elif kept.scores is None or len(kept.scores) != view.players:
        raise ValueError("neither a decision nor a round's end")
    return Moment(view=view, decision=kept.decision, scores=kept.scores)


class SeatMoments:
    """One seat's file of moments: read when the seat is taken back, written as its moments are remembered."""

    def __init__(self, token: str, tell: Callable[[str], None]) -> None:
        self.path = moments_path(token)
        self.tell = tell
        """Where a notice goes: the session's, which says each once (a file that cannot be written, at every line)."""
        self.size = 0
        """Bytes in the file (read, then written)."""
        self.closed = False

    def read(self, game: GameInfo, seat: int) -> list[Moment]:
        """The moments kept (none when there is no file, or it was set aside: then the user is told)."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return []
        except OSError as error:
            self.set_aside(one_line(system_problem(error)))
            return []
        lines = data.split(b"\n")
        cut = lines.pop()  # after the last newline: b"", or a line a crash cut short
        moments = []
        for number, line in enumerate(lines, start=1):
            try:
                moments.append(trusted(KeptMoment.model_validate_json(line), game, seat))
            except ValidationError as error:
                self.set_aside(_("line {number}: {problem}").format(number=number, problem=validation_reason(error)))
                return []
            except ValueError as error:
                self.set_aside(_("line {number}: {problem}").format(number=number, problem=error))
                return []
        self.size = len(data) - len(cut)
        if cut:
            try:
                os.truncate(self.path, self.size)
            except OSError:
                self.closed = True  # the next line would join the cut one: nothing more is written
        return moments

    def set_aside(self, reason: str) -> None:
        """The file cannot be trusted: moved aside, the user told; one that could not be moved is never written to."""
        self.tell(set_aside(self.path, reason))
        self.closed = self.path.exists()

    def keep(self, moment: Moment) -> None:
        """Write the moment at the end of the file, on the app's writer (in order)."""
        if not self.closed:
            app_writer().submit(lambda: self.append(moment), key=self)

    def append(self, moment: Moment) -> None:
        line = json.dumps(
            {
                "view": moment.view.model_dump(mode="json"),
                "decision": None if moment.decision is None else moment.decision.model_dump(mode="json"),
                "scores": moment.scores,
            },
            ensure_ascii=False,
            separators=(",", ":"),
        ).encode()
        if self.size + len(line) + 1 > MOST_BYTES:
            self.closed = True
            return
        notice = make_folder(self.path.parent)
        if notice:
            self.tell(notice)
            return
        try:
            handle = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, FILE_MODE)
            try:
                tighten(handle)
                append_buffered(handle, line + b"\n")
            finally:
                os.close(handle)
        except OSError as error:
            self.tell(cannot_write(self.path, error))
            return
        self.size += len(line) + 1

    def forget(self) -> None:
        """The game's result has come: nothing more is written, and the file goes (after what waits to be written)."""
        self.closed = True
        app_writer().submit(lambda: remove(self.path), key=self)
