"""The saved files (PRODUCT.md "Saved data"): one Pydantic model per file, and their helpers.

preferences.json, last_setups.json, autosave.json and statistics.json live in
`storage.data_dir()`. Each file carries `format_version` (this Parlour writes and
reads 1; a newer one is refused, so an older Parlour never misreads it). Every
helper returns the value and/or a one-line notice for the app to show; none raises
for a bad or unwritable file (see app/storage.py).

An autosave is only accepted when its game state passes the engine's state model
and the invariants a real game keeps (`check_state`); otherwise it counts as damaged.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..rules.cards import DECK
from ..rules.games import by_id
from .paths import AUTOSAVE_FILE, LAST_SETUPS_FILE, PREFERENCES_FILE, STATISTICS_FILE, saved_path  # noqa: F401
from .preferences import Preferences
from .storage import load_model, one_line, save_model
from .table_setup import TableSetup

FORMAT_VERSION = 1
"""The file format this Parlour writes and the newest it reads."""
_DECK = frozenset(DECK)


class SavedFile(BaseModel):
    """What every saved file shares: frozen, no unknown keys, a format version."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: int = FORMAT_VERSION
    """The layout of the file; a newer one than FORMAT_VERSION is refused."""

    @field_validator("format_version")
    @classmethod
    def _known_version(cls, value: int) -> int:
        if value > FORMAT_VERSION:
            raise ValueError(f"written by a newer Parlour (format {value}, this one reads up to {FORMAT_VERSION})")
        if value < 1:
            raise ValueError(f"format {value} does not exist")
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
                raise ValueError(f"the setup stored under {game!r} is for {setup.game!r}")
        return self


class AutosaveFile(SavedFile):
    """autosave.json: the game in progress, enough to sit down at it again."""

    game: str
    """The game being played (the same as setup.game)."""
    setup: TableSetup
    """Who sits where and the rule settings."""
    seed: int
    """The seed the game was dealt from (shown at the table; "play again" uses seed + 1)."""
    bot_rng: int
    """The computer players' random generator state (`Rng.state`)."""
    state: dict[str, Any]
    """The engine state as JSON data; `restore_state` turns it back into the state model."""
    round_start: tuple[int, ...] | None = None
    """Stacks (Put: scores) when the round in progress began, for the statistics; None between rounds."""

    @model_validator(mode="after")
    def _restorable(self) -> "AutosaveFile":
        if self.game != self.setup.game:
            raise ValueError(f"the game is {self.game!r} but the setup is for {self.setup.game!r}")
        if self.round_start is not None and len(self.round_start) != self.setup.players:
            raise ValueError(f"round_start has {len(self.round_start)} entries for {self.setup.players} seats")
        restore_state(self)
        return self


def restore_state(autosave: AutosaveFile) -> Any:
    """The engine state of an autosave, validated; ValueError when it is not a real game's state."""
    data = dict(autosave.state)
    if data.get("end_reason", 0) is None:  # an unfinished game saved before `termination` replaced it
        del data["end_reason"]
    state = by_id(autosave.game).state_model().model_validate(data)
    check_state(state, autosave.setup)
    return state


def check_state(state: Any, setup: TableSetup) -> None:
    """The invariants every real game keeps; ValueError naming the first one broken."""
    if state.players != setup.players:
        raise ValueError(f"the state has {state.players} seats, the setup {setup.players}")
    if state.settings != setup.rules_settings():
        raise ValueError("the state's rule settings differ from the setup's")
    if tuple(state.humans) != setup.humans:
        raise ValueError("the state's human seats differ from the setup's")
    check_cards(state)
    for field in ("stacks", "scores", "out", "rebuys"):
        values = getattr(state, field, None)
        if values is not None and len(values) != state.players:
            raise ValueError(f"{field} has {len(values)} entries for {state.players} seats")
    for field in ("stacks", "pool", "pot"):
        value = getattr(state, field, None)
        amounts = value if isinstance(value, tuple) else (() if value is None else (value,))
        if any(amount < 0 for amount in amounts):
            raise ValueError(f"{field} may not be negative")
    hands = getattr(state, "hands", ())
    if len(hands) not in (0, state.players):
        raise ValueError(f"{len(hands)} hands for {state.players} seats")


def check_cards(state: Any) -> None:
    """Every card a real one, none twice, 52 in all (none only before the first deal)."""
    cards = state.all_cards()
    unknown = sorted(set(cards) - _DECK)
    if unknown:
        raise ValueError(f"not a card: {unknown[0]!r}")
    twice = sorted(card for card, count in Counter(cards).items() if count > 1)
    if twice:
        raise ValueError(f"card {twice[0]} is at the table twice")
    undealt = not cards and state.phase == "deal" and state.rounds_played == 0
    if len(cards) != len(DECK) and not undealt:
        raise ValueError(f"{len(cards)} cards at the table, not {len(DECK)}")


# -- preferences ------------------------------------------------------------------------


def load_preferences() -> tuple[Preferences, str | None]:
    """The saved preferences, or the defaults (with a notice when the file was bad)."""
    saved, notice = load_model(saved_path(PREFERENCES_FILE), PreferencesFile)
    return (saved.preferences if saved else Preferences()), notice


def save_preferences(preferences: Preferences) -> str | None:
    """Save the preferences; None, or a notice when saving is off."""
    return save_model(saved_path(PREFERENCES_FILE), PreferencesFile(preferences=preferences))


# -- last setups ----------------------------------------------------------------------


def load_last_setups() -> tuple[LastSetupsFile, str | None]:
    """Every remembered setup (an empty file's worth when there are none)."""
    saved, notice = load_model(saved_path(LAST_SETUPS_FILE), LastSetupsFile)
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


# -- autosave ----------------------------------------------------------------------------


def load_autosave() -> tuple[AutosaveFile | None, str | None]:
    """The game in progress (already checked: `restore_state` will succeed), or None."""
    return load_model(saved_path(AUTOSAVE_FILE), AutosaveFile)


def write_autosave(setup: TableSetup, seed: int, bot_rng: int, state: BaseModel,
                   round_start: tuple[int, ...] | None = None) -> str | None:
    """Save the game in progress atomically; None, or a notice when saving is off.

    The state comes from the engine, so it is not validated again here (this runs
    after every action); loading checks it.
    """
    autosave = AutosaveFile.model_construct(game=setup.game, setup=setup, seed=seed, bot_rng=bot_rng,
                                            state=state.model_dump(mode="json"),
                                            round_start=None if round_start is None else tuple(round_start))
    return save_model(saved_path(AUTOSAVE_FILE), autosave)


def clear_autosave() -> str | None:
    """Forget the game in progress (it ended, or the player left it); None, or a notice."""
    path = saved_path(AUTOSAVE_FILE)
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        return f"could not remove the finished game's autosave {path} ({one_line(error.strerror or error)})"
    return None


def join_notices(*notices: str | None) -> str | None:
    """Several notices as one line, each said once (None when there are none)."""
    present = list(dict.fromkeys(notice for notice in notices if notice))
    return "; ".join(present) or None

