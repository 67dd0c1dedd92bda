"""What the system said went wrong (a disk full, a folder not ours, an address taken), in the player's language.

An `OSError`'s `strerror` is the C library's English ("No space left on device"), whatever language Parlour
speaks; a notice in Russian that ends "(File exists)" reads as if the app were unfinished. The failures a
player can meet while Parlour saves, reads or serves are worded here; any other is said in the system's own
words, and an error with none by its text.
"""

from __future__ import annotations

import errno

from .i18n import N_, _

SAID: dict[int, str] = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("the operation is not permitted"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EEXIST: N_("a file of that name is already there"),
    errno.ENOENT: N_("no such file or folder"),
    errno.ENOTDIR: N_("there is a file where a folder should be"),
    errno.EISDIR: N_("there is a folder where a file should be"),
    errno.ENOTEMPTY: N_("the folder is not empty"),
    errno.EIO: N_("the disk could not be read or written"),
    errno.EMFILE: N_("too many files are open"),
    errno.ENFILE: N_("too many files are open"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EBUSY: N_("the file is in use"),
    errno.EADDRINUSE: N_("the address is already in use"),
    errno.EADDRNOTAVAIL: N_("the address does not belong to this computer"),
}
"""The failures worded in Parlour's catalogs, by error number (English here, translated where shown)."""


SQLITE_SAID: dict[str, str] = {
    "SQLITE_FULL": SAID[errno.ENOSPC],
    "SQLITE_READONLY": SAID[errno.EROFS],
    "SQLITE_IOERR": SAID[errno.EIO],
    "SQLITE_BUSY": SAID[errno.EBUSY],
    "SQLITE_LOCKED": SAID[errno.EBUSY],
    "SQLITE_PERM": SAID[errno.EACCES],
    "SQLITE_CANTOPEN": N_("the file cannot be opened"),
    "SQLITE_CORRUPT": N_("the file is damaged"),
    "SQLITE_NOTADB": N_("the file is not a database"),
}
"""SQLite's failures (the statistics' database) by their result code's name, worded as the system's (seen in a Russian
notice: "(database or disk is full)")."""


def system_problem(error: BaseException) -> str:
    """What went wrong, in the player's language where Parlour words it, else in the system's words, else the
    error's text (an error that is no OSError, or one with no number)."""
    code = getattr(error, "sqlite_errorname", None)  # an sqlite3.Error (not imported here: start-up)
    if isinstance(code, str):
        said = SQLITE_SAID.get("_".join(code.split("_")[:2]))  # an extended code by its primary: SQLITE_IOERR_WRITE
        return _(said) if said is not None else str(error)
    if isinstance(error, OSError):
        said = SAID.get(error.errno) if error.errno is not None else None
        if said is not None:
            return _(said)
        if error.strerror:
            return error.strerror
    return str(error)
