"""The saved files (PRODUCT.md "Saved data"): one Pydantic model per file, and their helpers.

preferences.json, last_setups.json, last_join.json and statistics.json live in
`storage.data_dir()`. Each file carries `format_version` (this Parlour writes and
reads 1; a newer one is kept as it is, neither read nor written, so an older Parlour never misreads it). Every
helper returns the value and/or a one-line notice for the app to show; none raises
for a bad or unwritable file (see app/saving/storage.py). Games are saved as records, one
file each (app/saving/game_files.py, app/saving/saved_games.py).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..seating.table_setup import STORED, TableSetup
from ..words.i18n import _
from .paths import LAST_JOIN_FILE, LAST_SETUPS_FILE, PREFERENCES_FILE, saved_path
from .preferences import Preferences
from .storage import NewerFormat, load_model, save_model

FORMAT_VERSION = 1
"""The file format this Parlour writes and the newest it reads."""


class SavedFile(BaseModel):
    """What every saved file shares: frozen, no unknown keys, a format version."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: int = FORMAT_VERSION
    """The layout of the file; a newer one than FORMAT_VERSION is refused."""

    @field_validator("format_version")
    @classmethod
    def _known_version(cls, value: int) -> int:
        if value > FORMAT_VERSION:
            raise NewerFormat(
                _("written by a newer Parlour (format {version}, this one reads up to {known})").format(
                    version=value, known=FORMAT_VERSION
                )
            )
        if value < 1:
            raise ValueError(_("format {version} does not exist").format(version=value))
        return value


class PreferencesFile(SavedFile):
    """preferences.json."""

    preferences: Preferences = Field(default_factory=Preferences)
    """The look and pace of the table."""


class LastSetupsFile(SavedFile):
    """last_setups.json: the last table set up for each game."""

    setups: dict[str, TableSetup] = Field(default_factory=dict)
    """Game name -> the setup last started for it."""

    @model_validator(mode="after")
    def _keys_match(self) -> "LastSetupsFile":
        for game, setup in self.setups.items():
            if game != setup.game:
                raise ValueError(
                    _("the setup stored under {key} is for {game}").format(key=repr(game), game=repr(setup.game))
                )
        return self


class LastJoinFile(SavedFile):
    """last_join.json: the network table last joined (its server's address, its code, the name joined with), so
    that the join dialog opens with it in the next run."""

    address: str = Field(max_length=200)
    table: str = Field(max_length=200)
    name: str = Field(max_length=40)
    seated_as: str | None = Field(default=None, max_length=40)
    """The name the table seated him with, where it differs from the name he gave (a name taken gets a number:
    `--number-if-taken`, "Ann 2"): the statistics know him by it."""


# -- preferences ------------------------------------------------------------------------


_ours: dict[Path, Preferences] = {}
"""Per preferences file, the preferences as this process last read or wrote them: a save writes only what changed
since over the file as it stands, so that another window's changes stay (seen: a pace changed at a table put back
the four-colour suits another window had just turned off)."""


def load_preferences() -> tuple[Preferences, str | None]:
    """The saved preferences, or the defaults (with a notice when the file was bad)."""
    path = saved_path(PREFERENCES_FILE)
    saved, notice = load_model(path, PreferencesFile)
    _ours[path] = preferences = saved.preferences if saved else Preferences()
    return preferences, notice


def save_preferences(preferences: Preferences) -> str | None:
    """Save the preferences: what changed since this process last read or wrote them, over the file as it now
    stands (another window's changes kept); None, or a notice when saving is off."""
    path = saved_path(PREFERENCES_FILE)
    written, read_notice = preferences, None
    before = _ours.get(path)
    if before is not None:
        saved, read_notice = load_model(path, PreferencesFile)  # a bad file is set aside, and said
        if saved is not None:
            written = changed_over(saved.preferences, before, preferences)
    notice = save_model(path, PreferencesFile(preferences=written))
    if notice is None:
        _ours[path] = preferences
    return join_notices(read_notice, notice)


def changed_over(current: Preferences, before: Preferences, after: Preferences) -> Preferences:
    """`current` with what changed from `before` to `after` (a setting kept per game, only the games changed)."""
    changes: dict[str, object] = {}
    for name in Preferences.model_fields:
        value, was = getattr(after, name), getattr(before, name)
        if value == was:
            continue
        if isinstance(value, dict) and isinstance(was, dict):
            value = {**getattr(current, name), **{key: item for key, item in value.items() if was.get(key) != item}}
        changes[name] = value
    return current.model_copy(update=changes)


# -- last setups ----------------------------------------------------------------------


def load_last_setups() -> tuple[LastSetupsFile, str | None]:
    """Every remembered setup (an empty file's worth when there are none)."""
    saved, notice = load_model(saved_path(LAST_SETUPS_FILE), LastSetupsFile, context=STORED)  # the setup screen refuses
    return saved or LastSetupsFile(), notice


def load_last_setup(game: str) -> tuple[TableSetup | None, str | None]:
    """The setup last started for `game`, or None."""
    saved, notice = load_last_setups()
    return saved.setups.get(game), notice


def remember_setup(setup: TableSetup) -> str | None:
    """Remember `setup` as its game's last setup; None, or a notice."""
    saved, notice = load_last_setups()
    updated = saved.model_copy(update={"setups": {**saved.setups, setup.game: setup}})
    return join_notices(notice, save_model(saved_path(LAST_SETUPS_FILE), updated))


# -- the last join ---------------------------------------------------------------------


def load_last_join() -> tuple[LastJoinFile | None, str | None]:
    """The network table last joined (None: never), and a notice when the file was bad."""
    return load_model(saved_path(LAST_JOIN_FILE), LastJoinFile)


def remember_join(address: str, table: str, name: str, seated_as: str | None = None) -> str | None:
    """Keep the network table just joined (`seated_as`: the name it seated him with, if another); None, or a
    notice."""
    joined = LastJoinFile(address=address, table=table, name=name, seated_as=seated_as if seated_as != name else None)
    return save_model(saved_path(LAST_JOIN_FILE), joined)


def join_notices(*notices: str | None) -> str | None:
    """Several notices as one line, each said once (None when there are none)."""
    present = list(dict.fromkeys(notice for notice in notices if notice))
    return "; ".join(present) or None
