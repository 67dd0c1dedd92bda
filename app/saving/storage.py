"""The data folder and safe files: atomic JSON writes, and loads that never trust the file.

Every saved file is one Pydantic model written as JSON. Writing goes to a temporary
file in the same folder, which is flushed, synced and then renamed over the old one
(`os.replace`), so a crash leaves either the old file or the new one, never half of
one. A write that fails (read-only folder, a folder that cannot be made) returns a
one-line notice instead of raising: the game goes on, only saving is off.

Loading parses JSON and validates with the model, nothing else (no pickle, no code
from the file). A file that cannot be read, is not JSON, has wrong types, comes from
a newer Parlour or fails validation is renamed aside as `<name>.corrupt-<UTC time>`,
never overwritten or deleted, and a one-line notice says where it went. When even
the rename fails the file is left in place and is never written over afterwards.

What Parlour keeps is this user's alone: every file it makes in the data folder is
0600 (FILE_MODE) and every folder 0700 (FOLDER_MODE), however permissive the umask (never
changed). A file an older Parlour made (at the umask's mode, mostly 0644) is
tightened when written again.
"""

from __future__ import annotations

import json
import os
import tempfile
from contextlib import suppress
from datetime import datetime, timezone
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from ..words.field_refusals import field_problem
from ..words.i18n import _
from ..words.system_errors import system_problem
from .paths import HOME_VARIABLE, data_dir  # noqa: F401 (re-exported for callers)

M = TypeVar("M", bound=BaseModel)

FILE_MODE = 0o600
"""A file in the data folder: read and written by this user alone."""
FOLDER_MODE = 0o700
"""A folder in the data folder: entered by this user alone."""
REASON_LIMIT = 120
"""Longest reason quoted in a notice (notices are one line)."""

_left_in_place: set[Path] = set()
"""Damaged files that could not be moved aside, and files of a newer Parlour: saving must not overwrite them."""
_newer: set[Path] = set()
"""Of those, the files a newer Parlour wrote (kept as they are: `NewerFormat`)."""


class NewerFormat(ValueError):
    """A file's format is newer than this Parlour reads (a model's validator raises it): the file is kept as it is,
    neither read nor written (`load_model`), for the newer Parlour that wrote it."""


def one_line(text: object, limit: int = REASON_LIMIT) -> str:
    """Text squeezed to one line of `limit` characters at the most."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def save_model(path: Path, model: BaseModel) -> str | None:
    """Write `model` as JSON to `path` atomically; None on success, else a one-line notice."""
    path = Path(path)
    if path in _newer:  # said as when it was read (seen: "could not be used" beside "written by a newer Parlour")
        return newer_notice(path)
    if path in _left_in_place:
        return _("saving is off: {name} could not be used and was left in place at {path}").format(
            name=path.name, path=path
        )
    notice = make_folder(path.parent)
    if notice:
        return notice
    try:
        write_atomically(path, model.model_dump_json(indent=1))
    except OSError as error:
        return cannot_write(path, error)
    return None


def cannot_write(path: Path, error: OSError) -> str:
    """The notice that a file of the data folder could not be written: saving it is off."""
    return _("saving is off: cannot write {path} ({problem})").format(
        path=path, problem=one_line(system_problem(error))
    )


def make_folder(folder: Path) -> str | None:
    """Make a folder of the data folder (and its parents, each FOLDER_MODE); None, or the notice that saving is
    off. A folder already there is left as it is (PARLOUR_HOME may name one of the user's own)."""
    try:
        _make_folders(Path(folder))
    except OSError as error:
        return _("saving is off: cannot create the data folder {folder} ({problem})").format(
            folder=folder, problem=one_line(system_problem(error))
        )
    return None


def _make_folders(folder: Path) -> None:
    """`mkdir -p` making each missing folder FOLDER_MODE (Path.mkdir makes the parents at the umask's mode)."""
    missing = []
    while not folder.is_dir() and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    for each in reversed(missing):
        try:
            each.mkdir(mode=FOLDER_MODE)
        except FileExistsError:
            if not each.is_dir():
                raise  # a file where the folder should be


def own_file(path: Path) -> None:
    """Make sure `path` is there for another library to open (SQLite): made empty at FILE_MODE (SQLite makes
    its journals at the database's mode), or an older one tightened; OSError when it cannot be made."""
    handle = os.open(path, os.O_RDONLY | os.O_CREAT, FILE_MODE)
    try:
        tighten(handle)
    finally:
        os.close(handle)


def tighten(handle: int) -> None:
    """Make an open file of the data folder FILE_MODE, where it is not (an older Parlour's) and the platform
    can (POSIX); never fails: the file is usable either way."""
    with suppress(OSError, AttributeError):  # AttributeError: no os.fchmod (Windows)
        if os.fstat(handle).st_mode & 0o777 != FILE_MODE:
            os.fchmod(handle, FILE_MODE)


def write_atomically(path: Path, text: str) -> None:
    """Temp file in the same folder, flush, fsync, os.replace; the temp file never stays. The temp file, and so
    the file it becomes, is FILE_MODE whatever the umask (`mkstemp` makes it readable by this user alone)."""
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as temp:
            temp.write(text)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX)."""
    with suppress(OSError, AttributeError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def load_model(path: Path, model_cls: type[M], context: dict | None = None) -> tuple[M | None, str | None]:
    """(model, None) for a good file; (None, None) when there is none; (None, notice) for a bad one. `context`:
    pydantic's validation context."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):  # no such file (a folder on the way is a file)
        return None, None
    except OSError as error:
        return None, set_aside(path, _("unreadable: {problem}").format(problem=system_problem(error)))
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return None, set_aside(path, _("not text"))
    except json.JSONDecodeError as error:  # where, in the language in force (the parser's words are English)
        return None, set_aside(
            path, _("not JSON at line {line}, column {column}").format(line=error.lineno, column=error.colno)
        )
    except (ValueError, RecursionError):
        return None, set_aside(path, _("not JSON: nested too deeply"))
    try:
        return model_cls.model_validate(data, context=context), None
    except ValidationError as error:
        if isinstance((error.errors()[0].get("ctx") or {}).get("error"), NewerFormat):
            _left_in_place.add(path)  # (seen: a newer Parlour's preferences moved aside as damaged)
            _newer.add(path)
            return None, newer_notice(path)
        return None, set_aside(path, validation_reason(error))
    except (ValueError, TypeError, RecursionError) as error:
        return None, set_aside(path, _("invalid: {problem}").format(problem=error))


def newer_notice(path: Path) -> str:
    """What is said of a file a newer Parlour wrote, as it is read and as it would be saved over."""
    return _("{name} was written by a newer Parlour: it is kept as it is, not read nor written to").format(
        name=path.name
    )


def validation_reason(error: ValidationError) -> str:
    """The first problem of a failed validation, as "where: what", in the language in force: a validator's own
    refusal as it said it, any other by Pydantic's error type and figures (app/words/field_refusals.py), never its
    English."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    refused = (first.get("ctx") or {}).get("error")
    message = str(refused) if first["type"] == "value_error" and refused is not None else field_problem(first)
    return f"{where}: {message}" if where else message


def set_aside(path: Path, reason: str, limit: int = REASON_LIMIT) -> str:
    """Rename a damaged file to `<name>.corrupt-<UTC time>` (never over another) and say so, the reason cut to
    `limit` characters (what a file held may be quoted in it)."""
    path = Path(path)
    reason = one_line(reason, limit)
    try:
        target = _aside_name(path)
        os.rename(path, target)
    except OSError as error:
        _left_in_place.add(path)
        return _(
            "{name} could not be used ({reason}) or moved aside ({problem}); it was left at {path} and "
            "will not be overwritten"
        ).format(name=path.name, reason=reason, problem=one_line(system_problem(error)), path=path)
    _left_in_place.discard(path)
    _newer.discard(path)
    return _("{name} could not be used ({reason}); it was moved to {target}").format(
        name=path.name, reason=reason, target=target
    )


def keep_copy(path: Path, said: str) -> tuple[str, bool]:
    """Copy a file that is used all the same, though not whole, to `<name>.corrupt-<UTC time>` (never over
    another), and say so after `said` (the app's own words, whole: seen cut at REASON_LIMIT before their point):
    what it held stays on disk as it was. (The notice, whether the copy was made.)"""
    path = Path(path)
    try:
        target = _aside_name(path)
        with open(path, "rb") as source:
            data = source.read()
        with open(target, "xb", opener=lambda name, flags: os.open(name, flags, FILE_MODE)) as copy:  # user's alone
            copy.write(data)
    except OSError as error:
        return _("{said}; the file could not be copied aside ({problem})").format(
            said=said, problem=one_line(system_problem(error))
        ), False
    return _("{said}; the file as it was is kept at {target}").format(said=said, target=target), True


def _aside_name(path: Path) -> Path:
    """Where a damaged file goes aside: `<name>.corrupt-<UTC time>`, never over another."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return _free_name(path.with_name(f"{path.name}.corrupt-{stamp}"))


def _free_name(wanted: Path) -> Path:
    """`wanted`, or `wanted-2`, `wanted-3`, ... whichever does not exist yet."""
    candidate, number = wanted, 1
    while os.path.lexists(candidate):
        number += 1
        candidate = wanted.with_name(f"{wanted.name}-{number}")
    return candidate
