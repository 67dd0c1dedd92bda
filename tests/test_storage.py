"""The data folder and safe files: atomic writes, damaged files set aside (never overwritten), saving off."""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import cast

import pytest

import parlour.app.saving.storage as storage
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.saved import PreferencesFile
from parlour.app.saving.storage import data_dir, load_model, save_model

GOOD = PreferencesFile(preferences=Preferences(theme="nord", four_colour=True))

DAMAGED = {
    "empty": b"",
    "truncated": json.dumps(GOOD.model_dump(mode="json")).encode()[:25],
    "not text": b"\xff\xfe\x00garbage\x9c",
    "pickle": b"\x80\x04\x95\x0b\x00\x00\x00\x00\x00\x00\x00}\x94.",
    "not JSON": b"theme = nord\n",
    "a list, not an object": b"[1, 2, 3]",
    "wrong type": b'{"format_version": 1, "preferences": {"animation_seconds": "fast"}}',
    "format version not a number": b'{"format_version": "one"}',
    "fails validation": b'{"format_version": 1, "preferences": {"animation_seconds": 60}}',
    "unknown key": b'{"format_version": 1, "preferences": {}, "cheat": true}',
    "deeply nested": b"[" * 100_000 + b"]" * 100_000,
}
"""Every kind of bad file the loader must refuse, by name."""


def leftovers(folder: Path) -> list[str]:
    """Names in a folder other than the saved file itself (temp files would show here)."""
    return sorted(p.name for p in folder.iterdir())


def test_data_dir_is_parlour_home_when_set(parlour_home):
    assert data_dir() == parlour_home


def test_data_dir_falls_back_to_the_user_data_folder(monkeypatch):
    monkeypatch.delenv("PARLOUR_HOME")
    assert data_dir().name == "parlour"


def test_save_then_load_round_trip(parlour_home):
    path = parlour_home / "preferences.json"
    assert save_model(path, GOOD) is None
    assert load_model(path, PreferencesFile) == (GOOD, None)


def test_missing_file_loads_as_nothing_without_notice(parlour_home):
    assert load_model(parlour_home / "preferences.json", PreferencesFile) == (None, None)
    assert not parlour_home.exists()


def test_atomic_write_leaves_no_temp_files(parlour_home):
    path = parlour_home / "preferences.json"
    for theme in ("nord", "dracula", "gruvbox"):
        assert save_model(path, PreferencesFile(preferences=Preferences(theme=theme))) is None
    assert leftovers(parlour_home) == ["preferences.json"]
    assert json.loads(path.read_text())["preferences"]["theme"] == "gruvbox"


def test_failed_write_keeps_the_old_file_and_removes_the_temp_file(parlour_home, monkeypatch):
    path = parlour_home / "preferences.json"
    save_model(path, GOOD)
    before = path.read_bytes()

    def refuse(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", refuse)
    notice = save_model(path, PreferencesFile())
    assert notice is not None
    assert notice.startswith("saving is off:") and notice.endswith("(the disk is full)")
    assert path.read_bytes() == before
    assert leftovers(parlour_home) == ["preferences.json"]


def test_missing_folder_is_created(tmp_path, monkeypatch):
    home = tmp_path / "not" / "there" / "yet"
    monkeypatch.setenv("PARLOUR_HOME", str(home))
    assert save_model(data_dir() / "preferences.json", GOOD) is None
    assert load_model(home / "preferences.json", PreferencesFile) == (GOOD, None)


@pytest.mark.parametrize("below", ["sub", ""], ids=["a file above it", "a file in its place"])
def test_folder_that_cannot_be_made_turns_saving_off(tmp_path, monkeypatch, below):
    blocker = tmp_path / "x" / "file.txt"
    blocker.parent.mkdir()
    blocker.write_text("a file where a folder should be")
    monkeypatch.setenv("PARLOUR_HOME", str(blocker / below))
    notice = save_model(data_dir() / "preferences.json", GOOD)
    assert notice is not None
    assert notice.startswith("saving is off: cannot create the data folder") and "\n" not in notice
    assert blocker.read_text() == "a file where a folder should be"


def test_a_reason_is_one_line_of_REASON_LIMIT_characters_at_the_most():
    assert storage.one_line("a  b\n\tc") == "a b c"
    assert storage.one_line("x" * storage.REASON_LIMIT) == "x" * storage.REASON_LIMIT, "that long: whole"
    cut = storage.one_line("x" * (storage.REASON_LIMIT + 1))
    assert len(cut) == storage.REASON_LIMIT and cut.endswith("x…"), "longer: cut to the limit, marked"


def test_read_only_folder_turns_saving_off(tmp_path, monkeypatch):
    home = tmp_path / "read-only"
    home.mkdir()
    home.chmod(0o500)
    try:
        probe_blocked = not os.access(home, os.W_OK)
        if not probe_blocked:
            pytest.skip("this user can write to a 0o500 folder (root); see the file-path test")
        monkeypatch.setenv("PARLOUR_HOME", str(home))
        notice = save_model(data_dir() / "preferences.json", GOOD)
        assert notice is not None
        assert notice.startswith("saving is off:")
        assert list(home.iterdir()) == []
    finally:
        home.chmod(0o700)


@pytest.mark.parametrize("kind", list(DAMAGED))
def test_damaged_file_is_moved_aside_with_a_notice(parlour_home, kind):
    parlour_home.mkdir()
    path = parlour_home / "preferences.json"
    path.write_bytes(DAMAGED[kind])
    model, notice = load_model(path, PreferencesFile)
    assert model is None
    assert notice is not None and "\n" not in notice
    assert not path.exists()
    (aside,) = parlour_home.glob("preferences.json.corrupt-*")
    assert aside.read_bytes() == DAMAGED[kind]
    assert str(aside) in notice


@pytest.mark.parametrize(
    "kind, reason", [("not JSON", "not JSON at line 1, column 1"), ("deeply nested", "not JSON: nested too deeply")]
)
def test_a_file_that_is_not_json_is_said_where_in_the_app_s_words_not_the_parser_s(parlour_home, kind, reason):
    """Seen before: «(не JSON: Expecting ',' delimiter: line 2 column 1 (char 49))», the parser's English in a
    Russian notice."""
    parlour_home.mkdir()
    path = parlour_home / "preferences.json"
    path.write_bytes(DAMAGED[kind])
    _, notice = load_model(path, PreferencesFile)
    assert notice is not None and f"({reason})" in notice and "Expecting" not in notice


def test_a_newer_parlours_file_is_kept_as_it_is_neither_read_nor_written(parlour_home):
    """Seen: a newer Parlour's preferences.json moved aside as damaged ("format_version: written by a newer
    Parlour"), where the README says such a file is kept untouched (as a newer saved game is): it stays where it
    is, and this Parlour's own changes are not written over it."""
    parlour_home.mkdir()
    path = parlour_home / "preferences.json"
    newer = b'{"format_version": 7, "preferences": {"theme": "from the future"}}'
    path.write_bytes(newer)
    model, notice = load_model(path, PreferencesFile)
    assert (
        model is None
        and notice == "preferences.json was written by a newer Parlour: it is kept as it is, not read nor written to"
    )
    assert save_model(path, GOOD) == notice and path.read_bytes() == newer  # (said once: not "could not be used")
    assert leftovers(parlour_home) == ["preferences.json"]


def test_unreadable_file_is_moved_aside(parlour_home):
    path = parlour_home / "preferences.json"
    path.mkdir(parents=True)
    model, notice = load_model(path, PreferencesFile)
    assert notice is not None
    assert model is None and "unreadable" in notice
    assert not path.exists() and len(list(parlour_home.glob("preferences.json.corrupt-*"))) == 1


class FrozenClock(datetime):
    """A clock stuck at one second, so two damaged files get the same time stamp."""

    @classmethod
    def now(cls, tz=None):
        return datetime(2024, 5, 6, 7, 8, 9, tzinfo=timezone.utc)


def test_set_aside_never_overwrites_an_earlier_corrupt_file(parlour_home, monkeypatch):
    monkeypatch.setattr(storage, "datetime", FrozenClock)
    parlour_home.mkdir()
    path = parlour_home / "preferences.json"
    for content in (b"first", b"second", b"third"):
        path.write_bytes(content)
        assert load_model(path, PreferencesFile)[0] is None
    stamp = "preferences.json.corrupt-20240506T070809Z"
    assert (parlour_home / stamp).read_bytes() == b"first"
    assert (parlour_home / f"{stamp}-2").read_bytes() == b"second"
    assert (parlour_home / f"{stamp}-3").read_bytes() == b"third"


def test_when_renaming_fails_the_file_is_left_and_never_overwritten(parlour_home, monkeypatch):
    parlour_home.mkdir()
    path = parlour_home / "preferences.json"
    path.write_bytes(b"{broken")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "rename", refuse)
    model, notice = load_model(path, PreferencesFile)
    assert model is None
    assert notice is not None
    assert "or moved aside" in notice and "left at" in notice
    assert cast(str, save_model(path, GOOD)).startswith("saving is off:")
    assert path.read_bytes() == b"{broken"
    monkeypatch.undo()
    monkeypatch.setenv("PARLOUR_HOME", str(parlour_home))
    assert load_model(path, PreferencesFile)[0] is None
    assert save_model(path, GOOD) is None


def test_a_field_the_library_refuses_in_its_own_english_is_said_in_ours():
    """Pydantic gives some refusals with an English `error` of its own (a date that does not parse): the reason is
    the field's problem in Parlour's words, never that English (a validator's own refusal alone is said as it is)."""
    from pydantic import ValidationError

    from parlour.app.net.seat_tokens import HeldSeats

    kept = {"address": "ws://a:1", "table": "0" * 16, "token": "t" * 43, "kept": "tomorrow"}
    with pytest.raises(ValidationError) as error:
        HeldSeats.model_validate({"seats": [kept]})
    assert error.value.errors()[0].get("ctx") == {"error": "input is too short"}, "the library's own English"
    assert storage.validation_reason(error.value) == "seats.0.kept: this value is not accepted here"
