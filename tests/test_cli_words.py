"""The command line's words, as a Russian-speaking play-tester found them: a count of players refused by what the
game really takes (PU-3, PU-V2), `--lang` after the command too, values quoted as the language quotes, and one
message for a refused seed."""

from __future__ import annotations

import pytest

from parlour.app import start
from parlour.app.cli import asked_language, build_parser, main
from parlour.app.words.i18n import set_language
from parlour.app.words.quotes import quoted


@pytest.fixture(autouse=True)
def english_after():
    """Every test leaves the language English (`main` sets the one it was asked for)."""
    yield
    set_language("en")


def refused(argv: list[str], capsys) -> str:
    """`parlour ARGV`, which must be refused (exit 2): its last line."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize("command", ["play", "host"])
@pytest.mark.parametrize(
    "count, options",
    [("7", []), ("1", []), ("0", []), ("-3", []), ("99", ["--set", "target=3"])],
)
def test_a_put_count_no_table_takes_is_refused_with_every_count_put_takes(command, count, options, capsys):
    """PU-3, PU-V2: with no table named, the count chooses it (two players, three to six a free for all), so the
    refusal says 2 to 6 and both rules (seen: "Put for two needs exactly 2 players, not 7", yet 4 are taken)."""
    last = refused([command, "put", "--players", count, *options], capsys)
    assert last == f"parlour {command}: error: Put needs 2 to 6 players, not {count} (PU-3, PU-V2)"


@pytest.mark.parametrize(
    "mode, words",
    [
        ("two_player", "Put for two needs exactly 2 players, not 7 (PU-3)"),
        ("free_for_all", "Put free for all needs 3 to 6 players, not 7 (PU-V2)"),
        ("partners", "Put with partners needs exactly 4 players, not 7 (PU-V3)"),
    ],
)
def test_a_put_count_refused_by_the_table_named_is_refused_by_its_rule(mode, words, capsys):
    """PU-3, PU-V2, PU-V3: a table the command named stands, and is refused in its own words."""
    assert (
        refused(["play", "put", "--players", "7", "--set", f"mode={mode}"], capsys) == f"parlour play: error: {words}"
    )


@pytest.mark.parametrize(
    "game, count, words",
    [
        ("red_dog", "99", "Red Dog needs 2 to 10 players, not 99 (RD-1)"),
        ("red_dog", "1", "Red Dog needs 2 to 10 players, not 1 (RD-1)"),
        ("put_and_take", "9", "Put and Take needs 2 to 8 players, not 9 (PT-1)"),
        ("put_and_take", "1", "Put and Take needs 2 to 8 players, not 1 (PT-1)"),
    ],
)
def test_the_other_games_counts_are_refused_by_their_one_rule(game, count, words, capsys):
    """RD-1, PT-1: one table for every count, whose refusal says the game's whole range."""
    assert refused(["play", game, "--players", count], capsys) == f"parlour play: error: {words}"


@pytest.mark.parametrize(
    "argv, lang",
    [
        (["play", "put"], None),
        (["--lang", "ru", "play", "put"], "ru"),
        (["play", "put", "--lang", "ru"], "ru"),
        (["play", "put", "--lang=ru", "--players", "3"], "ru"),
        (["--lang", "ru", "play", "put", "--lang", "en"], "en"),
        (["join", "ws://127.0.0.1:1", "0123456789abcdef", "--name", "Ann", "--lang", "ru"], "ru"),
        (["host", "red_dog", "--lang", "ru"], "ru"),
        (["web", "--lang", "ru"], "ru"),
        (["serve", "--lang", "ru"], "ru"),
        (["--lang", "ru", "serve"], "ru"),
    ],
)
def test_lang_is_taken_before_the_command_or_after_it(argv, lang):
    """A player puts --lang last (seen: `parlour play red_dog --players 99 --lang ru` refused as an unrecognised
    argument, in Russian); the last one given counts, for the parser and the words alike."""
    assert build_parser().parse_args(argv).lang == lang
    assert asked_language(argv) == lang


def test_lang_after_the_command_is_the_language_the_table_speaks(monkeypatch):
    asked = {}
    monkeypatch.setattr(start, "play", lambda **kwargs: asked.update(kwargs) or 0)
    assert main(["play", "put", "--lang", "ru"]) == 0
    assert asked["language"] == "ru"


@pytest.mark.parametrize(
    "argv, words",
    [
        (["play", "red_dog", "--players", "99", "--lang", "ru"], "«Рыжая собака»: нужно от 2 до 10 игроков, а не 99"),
        (["join", "ws://127.0.0.1:1", "XXXX", "--name", "Ann", "--lang", "ru"], "а не «XXXX»"),
    ],
)
def test_an_error_after_lang_at_the_end_is_russian(argv, words, capsys):
    last = refused(argv, capsys)
    assert last.startswith(f"parlour {argv[0]}: ошибка: ") and words in last, last


def test_every_command_s_help_offers_lang(capsys):
    for command in ("play", "host", "join", "web", "serve"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        assert "--lang {en,ru}" in capsys.readouterr().out, command


def test_values_are_quoted_as_the_language_quotes():
    set_language("en")
    assert (quoted("ante"), quoted("it's")) == ("'ante'", '"it\'s"')
    set_language("ru")
    assert (quoted("ante"), quoted("a\tb\n")) == ("«ante»", "«a\\tb\\n»")


@pytest.mark.parametrize(
    "argv, words",
    [
        (["play", "poker"], "argument GAME: invalid choice: 'poker' (choose from 'put_and_take', 'red_dog', 'put')"),
        (["--demo", "poker"], "argument --demo: invalid choice: 'poker' (choose from"),
        (["play", "red_dog", "--set", "ante"], "argument --set: expected KEY=VALUE, got 'ante'"),
        (["play", "red_dog", "--players", "two"], "argument --players: give a whole number, not 'two'"),
        (["play", "red_dog", "--set", "foo=1"], "unknown setting 'foo' (the settings of Red Dog:"),
        (["join", "ws://a", "XXXX", "--name", "Ann"], "a table code is 16 characters 0-9 and a-f, not 'XXXX'"),
        (
            ["host", "red_dog", "--name", "中文" * 4 + "中"],
            "16 characters long, a wide one (as in Chinese) counting as two",
        ),
        # seen: an option of `play` before it, its value read as the command ("argument command: invalid choice")
        (
            ["--chip-value", "0.5", "play", "red_dog"],
            "error: '0.5' is not a command: choose from 'play', 'host', 'join', 'web', 'serve'; a command's options go "
            "after it (parlour play GAME --players 4)",
        ),
    ],
)
def test_english_quotes_values_as_before(argv, words, capsys):
    last = refused(argv, capsys)
    assert words in last, last


@pytest.mark.parametrize(
    "argv, words",
    [
        (
            ["play", "poker"],
            "аргумент ИГРА: недопустимое значение: «poker» (выберите из «put_and_take», «red_dog», «put»)",
        ),
        (["play", "put", "--lang", "de"], "аргумент --lang: недопустимое значение: «de» (выберите из «en», «ru»)"),
        (["play", "red_dog", "--set", "ante"], "аргумент --set: нужно КЛЮЧ=ЗНАЧЕНИЕ, а не «ante»"),
        (["play", "red_dog", "--players", "два"], "аргумент --players: нужно целое число, а не «два»"),
        (["play", "red_dog", "--set", "foo=1"], "неизвестная настройка «foo» (настройки игры «Рыжая собака»:"),
        (["join", "ws://a", "XXXX", "--name", "Ann"], "код стола — 16 символов: 0–9 и a–f, а не «XXXX»"),
        (["--chip-value", "0,5"], "«0,5» — не команда: выберите из «play», «host», «join», «web», «serve»; параметры"),
    ],
)
def test_russian_quotes_values_with_guillemets(argv, words, capsys):
    last = refused(["--lang", "ru", *argv], capsys)
    assert words in last and "'" not in last, last


@pytest.mark.parametrize("seed", ["abc", "18446744073709551616", "-1"])
def test_a_refused_seed_is_one_message(seed, capsys):
    """Seen: "argument --seed: Seed: a whole number ..., or blank for a new deal", two labels in a row."""
    last = refused(["play", "red_dog", "--seed", seed], capsys)
    assert last == (
        f"parlour play: error: argument --seed: give a whole number from 0 to 18,446,744,073,709,551,615, not '{seed}'"
    )


# Needs the Russian catalog updated with this change's messages (msgids in the change's report): commit it after.
@pytest.mark.parametrize(
    "argv, words",
    [
        (["play", "put", "--players", "7"], "«Я ставлю»: нужно от 2 до 6 игроков, а не 7 (PU-3, PU-V2)"),
        (
            ["play", "red_dog", "--seed", "abc"],
            "аргумент --seed: нужно целое число от 0 до 18\N{NO-BREAK SPACE}446\N{NO-BREAK SPACE}744"
            "\N{NO-BREAK SPACE}073\N{NO-BREAK SPACE}709\N{NO-BREAK SPACE}551\N{NO-BREAK SPACE}615, а не «abc»",
        ),
    ],
)
def test_the_new_messages_in_russian(argv, words, capsys):
    """PU-3, PU-V2 and the seed's message in Russian (the catalog's translation of this change's messages)."""
    last = refused([*argv, "--lang", "ru"], capsys)
    assert last == f"parlour play: ошибка: {words}", last
