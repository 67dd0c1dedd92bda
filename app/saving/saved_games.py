"""The saved games: every unfinished game as its record (app/saving/game_files.py), listed, continued and
deleted; a record that cannot be trusted is set aside and the player told.

Continuing replays the record through the engine from its seed (`TableSession.replay`), so
only a legal history loads, whatever the file says. A record that cannot be read, or whose
replay a rule refuses, is renamed `*.corrupt-<time>` (never overwritten or deleted) with a
one-line notice naming the game and the reason; one written by a newer Parlour is left
untouched and listed as such. Starting a game never replaces another: each has its file. The
notices are in the language in force.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

from ...rules.errors import RuleError
from ...rules.games import by_id
from ..seating.session import TableSession
from ..seating.table_seat import Change
from ..seating.table_setup import TableSetup
from ..words.i18n import _
from ..words.numbers import date_and_time
from ..words.system_errors import system_problem
from . import game_files as files
from .crash_log import write_log
from .paths import AUTOSAVE_FILE, saved_path
from .saved_game_names import has_saved_games, saved_game_kinds  # noqa: F401  (the light part)
from .storage import REASON_LIMIT, keep_copy, one_line, set_aside
from .writer import settle_app_writes

ReplayRefusal = Callable[[TableSetup, RuleError], str]
"""Why the rules refused a record's replay, in words (the games' words: app/games/table_refusals.py)."""


@dataclass(frozen=True)
class SavedGame:
    """A saved game's file as listed (read, not yet replayed)."""

    path: Path
    modified: datetime
    """When it was last played."""
    record: files.RecordFile | None
    """The record, or None when it could not be read."""
    problem: str | None = None
    """Why it cannot be continued (a newer Parlour wrote it), if so."""
    stamp: tuple[int, int] | None = None
    """The file's modification time (ns) and size as read: another window's moves since change it (`as_it_stands`)."""


def saved_games() -> tuple[list[SavedGame], list[str]]:
    """Every saved game, most recently played first, and notices about files set aside on the way."""
    settle_app_writes()  # a game just played is listed as it now stands
    notices = [notice for notice in [retire_autosave()] if notice]
    games = []
    try:
        paths = sorted(files.games_folder().glob(f"*{files.SUFFIX}"))
    except OSError as error:
        return [], notices + [_("saved games cannot be listed ({error})").format(error=one_line(system_problem(error)))]
    for path in paths:
        game, notice = read_saved(path)
        if game is not None:
            games.append(game)
        if notice:
            notices.append(notice)
    games.sort(key=lambda game: game.modified, reverse=True)
    return games, notices


def read_saved(path: Path) -> tuple[SavedGame | None, str | None]:
    """A saved game's file read (not replayed); a file that is not a record is set aside."""
    try:
        stat = path.stat()
        modified, stamp = datetime.fromtimestamp(stat.st_mtime, timezone.utc), (stat.st_mtime_ns, stat.st_size)
        return SavedGame(path, modified, files.read(path), stamp=stamp), None
    except files.UnreadableRecord as error:
        if error.newer:
            return SavedGame(path, modified, None, problem=str(error), stamp=stamp), None
        return None, set_aside(path, _("a saved game that cannot be read: {error}").format(error=error))
    except IsADirectoryError as error:  # moved aside as a folder at preferences.json is: not listed at every look
        return None, set_aside(path, _("a saved game that cannot be read: {error}").format(error=system_problem(error)))
    except OSError as error:
        return None, _("{name} cannot be read ({error})").format(name=path.name, error=one_line(system_problem(error)))


def as_it_stands(game: SavedGame) -> tuple[SavedGame | None, str | None]:
    """The game as its file stands now, and a notice: itself when unchanged since it was listed; read again when
    another window played on in it since; None when it is gone (seen: a game deleted in one window was continued
    from another's list, and played on unsaved)."""
    try:
        stat = game.path.stat()
    except FileNotFoundError:
        return None, _("{game} is no longer saved: it was deleted, in another window perhaps").format(
            game=game_name(game)
        )
    except OSError:
        return game, None  # what cannot be looked at now is the continuing's to say
    if (stat.st_mtime_ns, stat.st_size) == game.stamp:
        return game, None
    return read_saved(game.path)


def replayed(game: SavedGame, on_change: Callable[[TableSession, Change], None] | None = None) -> TableSession:
    """The session of a saved game, replayed from its seed; RuleError (naming the rule) or ValueError
    when the record is not a game the rules allow. `on_change`: told each move's change as the move is taken."""
    record = game.record
    if record is None:
        raise ValueError(game.problem or _("not readable"))
    header = record.header
    session = TableSession(header.setup, header.seed, bot_rng=record.bot_rng, table_id=header.table)
    if on_change is None:
        session.replay(record.moves)
    else:
        for change in session.replayed_changes(record.moves):
            on_change(session, change)
    return session


def open_saved(game: SavedGame, worded: ReplayRefusal) -> tuple[TableSession | None, str | None]:
    """Replay a saved game for the table; when it cannot be trusted it is set aside and the notice says why
    (one a newer Parlour wrote is left as it is), a rule's refusal as `worded` says it."""
    if game.record is None:
        return None, _("{name} cannot be continued here: {problem}").format(
            name=game.path.name, problem=game.problem or _("it cannot be read")
        )
    try:
        session = replayed(game)
    except RuleError as error:
        return None, reject(game, worded(game.record.header.setup, error))
    except ValueError as error:
        return None, reject(game, str(error))
    except Exception as error:  # whatever failed, the record must not fail again at the next launch
        write_log(error)
        return None, reject(
            game, _("replaying it failed ({error})").format(error=one_line(f"{type(error).__name__}: {error}"))
        )
    return session, cut_short(game) if game.record.torn else None


def cut_short(game: SavedGame) -> str:
    """A record whose last line was cut short (the app stopped as it wrote a move): the game goes on from the move
    before, the player told, the file as it was copied aside, then cut back to its whole lines (told once)."""
    notice, copied = keep_copy(
        game.path,
        _(
            "The last move of the saved game ({game}) was cut short as Parlour stopped: the game goes on from the move "
            "before"
        ).format(game=game_name(game)),
    )
    if copied:
        try:
            os.truncate(game.path, files.whole_size(game.path))
        except OSError as error:
            write_log(error)
    return notice


def reject(game: SavedGame, reason: str) -> str:
    """Set a saved game aside for `reason` (it failed to load or to open) and say so in one line: the game's name
    and the reason each cut to the notice's limit, not the two together (seen: "…cannot be continued: 50 is too
    much: a bet may not exceed the 3 …", the reason's point cut off after the game's name and date)."""
    said = _("the saved game of {game} cannot be continued: {reason}").format(
        game=one_line(game_name(game)), reason=one_line(reason)
    )
    return set_aside(game.path, said, limit=2 * REASON_LIMIT)


def delete(game: SavedGame) -> str | None:
    """Delete a saved game (the player asked); None, or a notice when it cannot be."""
    try:
        os.unlink(game.path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return _("{name} could not be deleted ({error})").format(
            name=game.path.name, error=one_line(system_problem(error))
        )
    return None


def game_name(game: SavedGame) -> str:
    """ "Red Dog, started Dec 1, 2026 2:03 PM", in local time, as the language writes a date (the file's name when
    the record cannot be read); the Russian quotes the game's name («Рыжая собака» от 1 дек. 2026 г. 14:03)."""
    if game.record is None:
        return game.path.name

    header = game.record.header
    return _("{game}, started {when}").format(
        game=_(by_id(header.setup.game).title), when=date_and_time(header.started)
    )


def retire_autosave() -> str | None:
    """A game saved by Parlour 0.1 (autosave.json, a snapshot with no record to check it against)
    is moved aside once, never deleted, and the player told."""
    path = saved_path(AUTOSAVE_FILE)
    if not path.is_file():
        return None
    return set_aside(path, _("it was saved by an earlier version of Parlour, whose saves cannot be checked"))
