"""The `parlour` command's first step (app/launch.py): a plain `parlour` (or `parlour --lang CODE`) opens the menu
without the command line's parser, in the preferred (or asked) language; anything else is the command line's."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from parlour.app import __version__, launch
from parlour.app.saving.paths import PREFERENCES_FILE, data_dir
from parlour.app.words.i18n import language, set_language


def test_a_plain_start_does_not_load_the_command_line_nor_what_only_its_options_name():
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, parlour.app.launch; print(' '.join(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for module in ("argparse", "parlour.app.cli", "parlour.app.web", "parlour.app.net.limits"):
        assert module not in loaded


def test_no_arguments_open_the_app_with_nothing_asked_in_the_preferred_language(monkeypatch):
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / PREFERENCES_FILE).write_text(
        json.dumps({"format_version": 1, "preferences": {"language": "ru"}}), encoding="utf-8"
    )
    asked: list[dict] = []
    monkeypatch.setattr(launch, "play", lambda **options: asked.append(options) or 7)
    try:
        assert launch.main([]) == 7
        assert asked == [{}] and language() == "ru"
    finally:
        set_language("en")


def test_any_argument_goes_to_the_command_line(capsys):
    with pytest.raises(SystemExit) as stop:
        launch.main(["--version"])
    assert stop.value.code == 0 and __version__ in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["--lang", "ru"], ["--lang=ru"]])
def test_a_language_alone_opens_the_app_in_it_without_the_command_line(monkeypatch, argv):
    asked: list[dict] = []
    monkeypatch.setattr(launch, "play", lambda **options: asked.append(options) or 0)
    try:
        assert launch.main(argv) == 0
        assert asked == [{"language": "ru"}] and language() == "ru"
    finally:
        set_language("en")


@pytest.mark.parametrize("argv", [["--lang", "xx"], ["--lang"], ["--lang", "ru", "--demo"], ["--lang=ru", "play"]])
def test_anything_more_or_an_unknown_language_is_the_command_lines(monkeypatch, argv):
    monkeypatch.setattr(launch, "play", lambda **options: pytest.fail("not the command line"))
    monkeypatch.setattr("parlour.app.cli.main", lambda argv: len(argv))
    assert launch.main(argv) == len(argv)
