"""Where Parlour keeps its files. Light on purpose: the main menu asks it before the first paint."""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs

HOME_VARIABLE = "PARLOUR_HOME"
"""The environment variable that overrides the data folder (the tests use it)."""
PREFERENCES_FILE = "preferences.json"
LAST_SETUPS_FILE = "last_setups.json"
LAST_JOIN_FILE = "last_join.json"
AUTOSAVE_FILE = "autosave.json"
"""Parlour 0.1's save of the game in progress (a snapshot, no record): set aside when found."""
STATISTICS_FILE = "statistics.json"
"""Parlour 0.1's statistics (JSON): carried over into statistics.sqlite3 once (app/saving/statistics.py)."""


def data_dir() -> Path:
    """Where Parlour keeps its files: $PARLOUR_HOME if set, else the user data folder."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override).expanduser()

    return Path(platformdirs.user_data_dir("parlour", appauthor=False))


def saved_path(file_name: str) -> Path:
    """A saved file's path in the data folder (read at each call: PARLOUR_HOME may change)."""
    return data_dir() / file_name


def quick_preference(key: str) -> object:
    """One saved preference, read without validation so the first paint is fast (None if unsure)."""
    try:
        return json.loads(saved_path(PREFERENCES_FILE).read_text(encoding="utf-8"))["preferences"][key]
    except (OSError, ValueError, KeyError, TypeError):
        return None
