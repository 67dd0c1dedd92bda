"""The command line in Russian: `--help` and argparse's errors, with the language from `--lang`, the
preference or the environment (LC_ALL, LC_MESSAGES, LANG; the first set decides)."""

from __future__ import annotations

import json
import re
from typing import cast

import pytest

from parlour.app.cli import main
from parlour.app.saving.paths import PREFERENCES_FILE, data_dir
from parlour.app.words.i18n import language, set_language

ENGLISH_WORDS = (
    "usage",
    "show this help",
    "options",
    "positional arguments",
    "error:",
    "invalid choice",
    "required",
    "unrecognized",
    "expected",
    "argument",
)


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    """`parlour ARGV` until it exits (help and errors do): its exit code, stdout and stderr."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    out, err = capsys.readouterr()
    return cast(int, stop.value.code), out, err  # parlour exits with a number


def english_in(text: str) -> list[str]:
    """The English words of argparse's or Parlour's that `text` still has (option names aside)."""
    words = re.sub(r"--?[a-z][a-z-]*|\b[A-Z_]{2,}\b|\{[^}]*\}|'[^']*'", "", text).lower()
    return [word for word in ENGLISH_WORDS if word in words]


def test_help_is_russian(capsys):
    code, out, _err = run(["--lang", "ru", "--help"], capsys)
    assert code == 0
    assert out.startswith("использование: parlour")
    for words in (
        "позиционные аргументы:",
        "параметры:",
        "показать эту справку и выйти",
        "показать версию программы и выйти",
        "сразу начать игру",
    ):
        assert words in out, out
    assert not english_in(out), out
    set_language("en")


@pytest.mark.parametrize("command", ["play", "host", "join", "web", "serve"])
def test_every_command_s_help_is_russian(command, capsys):
    code, out, _err = run(["--lang", "ru", command, "--help"], capsys)
    assert code == 0 and out.startswith(f"использование: parlour {command}"), out
    assert "показать эту справку и выйти" in out
    assert not english_in(out), out
    # an option named in a help's words is never cut at its hyphen (seen: "(с --chip-" then "value)")
    assert not [line for line in out.splitlines() if line.rstrip().endswith("-") and "--" in line], out
    set_language("en")


@pytest.mark.parametrize(
    "argv, words",
    [
        (
            ["play", "poker"],
            "аргумент ИГРА: недопустимое значение: «poker» (выберите из «put_and_take», «red_dog», «put»)",
        ),
        (["play", "red_dog", "--players", "x"], "аргумент --players: нужно целое число, а не «x»"),
        (["play", "red_dog", "--players", "1"], "от 2 до 10 игроков, а не 1"),
        (["play", "red_dog", "--seed"], "аргумент --seed: нужен один аргумент"),
        (["play", "red_dog", "--set", "ante"], "нужно КЛЮЧ=ЗНАЧЕНИЕ, а не «ante»"),
        (["join", "ws://a", "0123456789abcdef"], "не хватает обязательных аргументов: --name"),
        (["join", "ws://a", "xyz", "--name", "Ann"], "код стола — 16 символов: 0–9 и a–f, а не «xyz»"),
        (
            ["join", "ws://a", "0123456789abcdef", "--name", "Александра Петровна"],
            "аргумент --name: в имени не больше 16 символов, а «Александра Петровна» длиннее",
        ),
        (["--frobnicate"], "неизвестные аргументы: --frobnicate"),
    ],
)
def test_errors_are_russian(argv, words, capsys):
    code, _out, err = run(["--lang", "ru", *argv], capsys)
    assert code == 2
    assert err.startswith("использование: parlour"), err
    last = err.strip().splitlines()[-1]
    assert ": ошибка: " in last and words in last, err
    assert not english_in(err), err
    set_language("en")


def test_the_environment_chooses_russian(monkeypatch, capsys):
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    code, out, _err = run(["--help"], capsys)
    assert code == 0 and out.startswith("использование: parlour") and language() == "ru"
    set_language("en")


def test_lc_all_c_keeps_english_over_a_russian_lang(monkeypatch, capsys):
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    monkeypatch.setenv("LC_ALL", "C")
    code, out, _err = run(["--help"], capsys)
    assert code == 0 and out.startswith("usage: parlour") and "show this help message and exit" in out
    assert language() == "en"
    code, _out, err = run(["play", "poker"], capsys)
    assert err.strip().splitlines()[-1].startswith("parlour play: error: argument GAME: invalid choice: 'poker'")
    set_language("en")


def test_the_preference_chooses_russian_and_lang_overrides_it(capsys):
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / PREFERENCES_FILE).write_text(
        json.dumps({"format_version": 1, "preferences": {"language": "ru"}}), encoding="utf-8"
    )
    _code, out, _err = run(["--help"], capsys)
    assert out.startswith("использование: parlour")
    _code, out, _err = run(["--lang", "en", "--help"], capsys)
    assert out.startswith("usage: parlour") and language() == "en"
    set_language("en")
