"""What the system said went wrong is told in the player's language (app/words/system_errors.py): a notice in
Russian says why saving is off in Russian, not in the C library's English."""

from __future__ import annotations

import errno
import re

import pytest

from parlour.app.saving.paths import data_dir
from parlour.app.saving.saved import PreferencesFile
from parlour.app.saving.storage import save_model
from parlour.app.words.i18n import set_language
from parlour.app.words.system_errors import SAID, system_problem

LATIN = re.compile("[A-Za-z]")


def test_each_failure_parlour_words_is_said_in_english_and_in_russian_without_the_system_s_english() -> None:
    english = {number: system_problem(OSError(number, "the C library's words")) for number in SAID}
    assert english == {number: SAID[number] for number in SAID}
    set_language("ru")
    for number in SAID:
        russian = system_problem(OSError(number, "the C library's words"))
        assert russian != SAID[number] and not LATIN.search(russian), (errno.errorcode[number], russian)


def test_the_statistics_database_s_failures_are_said_as_the_system_s_are() -> None:
    """A full disk met by SQLite (the statistics): seen in a Russian notice as "(database or disk is full)"."""
    import sqlite3

    db = sqlite3.connect(":memory:")
    db.execute("PRAGMA max_page_count = 2")
    db.execute("CREATE TABLE rounds (x)")
    with pytest.raises(sqlite3.OperationalError) as full:
        for _ in range(100):
            db.execute("INSERT INTO rounds VALUES (?)", ("x" * 1000,))
    assert system_problem(full.value) == "the disk is full"
    set_language("ru")
    assert system_problem(full.value) == "диск заполнен"
    set_language("en")
    assert system_problem(sqlite3.OperationalError("no such table: x")) == "no such table: x", "its text otherwise"


def test_a_failure_parlour_does_not_word_is_said_in_the_system_s_words_or_by_its_text() -> None:
    assert system_problem(OSError(errno.ECHILD, "No child processes")) == "No child processes"
    assert system_problem(OSError("no number at all")) == "no number at all"
    assert system_problem(ValueError("far larger than any table's seats")) == "far larger than any table's seats"


def test_a_data_folder_that_cannot_be_made_says_why_in_the_player_s_language(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("a file where a folder should be")
    folder = blocker / "sub"
    monkeypatch.setenv("PARLOUR_HOME", str(folder))  # made as the folders on its way are: mkdir says EEXIST
    notice = save_model(data_dir() / "preferences.json", PreferencesFile())
    assert notice is not None and notice.endswith("(a file of that name is already there)"), notice
    set_language("ru")
    notice = save_model(data_dir() / "preferences.json", PreferencesFile())
    assert notice == f"сохранение отключено: не удаётся создать папку данных {folder} (файл с таким именем уже есть)"
    assert blocker.read_text() == "a file where a folder should be"
