"""The command line's game settings: a chip's value (CH-6) only where it means something, typed with a
point or a comma; a refused `--set` worded by the app with the command's own usage; argparse's
placeholders (metavars) in the language in force."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from parlour.app.cli import build_parser, main, setup_from_args
from parlour.app.words.i18n import set_language


def refused(argv: list[str], capsys) -> tuple[str, str]:
    """`parlour ARGV`, which must be refused: its usage line and its last line."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    return lines[0], lines[-1]


def test_a_currency_without_a_chip_value_is_refused(capsys):
    """CH-6: --currency labels the chip's value; alone it labelled nothing and was silently taken."""
    usage, last = refused(["play", "red_dog", "--currency", "EUR"], capsys)
    assert usage.startswith("usage: parlour play ")
    assert last == (
        "parlour play: error: --currency labels a chip's value: give --chip-value too, "
        "e.g. --chip-value 0.10 --currency EUR"
    )


@pytest.mark.parametrize(
    "options", [["--chip-value", "0.5"], ["--chip-value", "2", "--currency", "EUR"], ["--currency", "EUR"]]
)
def test_a_chip_value_for_put_is_refused(options, capsys):
    """Put keeps score in points (PU-7): a chip's value (CH-6) means nothing there."""
    _usage, last = refused(["play", "put", *options], capsys)
    assert last == (
        "parlour play: error: Put keeps score in points, not chips: --chip-value and --currency are for chip games"
    )


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("typed", ["0,5", "0.5"])
def test_a_chip_value_is_typed_with_a_point_or_a_comma(typed, language):
    set_language(language)
    parser = build_parser()
    args = parser.parse_args(["play", "red_dog", "--chip-value", typed, "--currency", "EUR"])
    setup = setup_from_args(parser, args)
    assert setup.chip_value.amount == Decimal("0.5") and setup.chip_value.currency == "EUR"


def test_ch6_a_host_gives_a_chip_its_value_on_the_command_line_as_play_does():
    """Seen: `parlour host put_and_take … --chip-value 0.5 --currency EUR` refused ("unrecognized arguments"): a network
    table's money could only be set in the setup screen, and then with no --players, --people or --set."""
    from parlour.app.cli import remote_table

    parser = build_parser()
    args = parser.parse_args(["host", "put_and_take", "--chip-value", "0.5", "--currency", "EUR", "--name", "Ann"])
    setup = remote_table(parser, args).request.setup
    assert setup is not None and setup.chip_value.amount == Decimal("0.5") and setup.chip_value.currency == "EUR"


def test_put_for_more_players_on_the_command_line_is_the_table_the_setup_would_choose(capsys):
    """Seen: `parlour play put --players 4` refused ("Put for two needs exactly 2 players"), where the setup screen
    makes four players a free for all by itself (PU-V2). The command line fits the table as the setup does, unless
    the command named the table itself: that stands, refused as it is."""
    parser = build_parser()
    for players, mode in ((2, "two_player"), (3, "free_for_all"), (4, "free_for_all"), (6, "free_for_all")):
        setup = setup_from_args(parser, parser.parse_args(["play", "put", "--players", str(players)]))
        assert (setup.players, setup.rules_settings().mode) == (players, mode)
    named = parser.parse_args(["play", "put", "--players", "4", "--set", "mode=partners"])
    assert setup_from_args(parser, named).rules_settings().mode == "partners"
    _usage, last = refused(["play", "put", "--players", "4", "--set", "mode=two_player"], capsys)
    assert "exactly 2 players, not 4 (PU-3)" in last
    _usage, last = refused(["play", "put", "--players", "9"], capsys)
    assert "(PU-" in last


def test_a_refused_setting_shows_the_command_s_usage_and_says_what_a_boolean_takes(capsys):
    """RD-V1's switch given "maybe": the play command's usage (not the top level's), the field by its label
    and key, and the values it takes."""
    usage, last = refused(["play", "red_dog", "--set", "burn=maybe"], capsys)
    assert usage.startswith("usage: parlour play ") and "{play,host,join,web,serve}" not in usage
    assert last == "parlour play: error: Burn (burn): should be true or false, not 'maybe'"  # the value as typed
    _usage, last = refused(["play", "red_dog", "--set", "irregular_deals=true"], capsys)
    assert last.endswith("should be a number, not 'true'"), last  # as typed (it read Python's 'True')


def test_a_refused_setting_in_russian(capsys):
    usage, last = refused(["--lang", "ru", "play", "red_dog", "--set", "starting_chips=0"], capsys)
    assert usage.startswith("использование: parlour play ")
    assert last == "parlour play: ошибка: «Начальный запас» (starting_chips): не меньше 1, а не «0»"
    _usage, last = refused(["--lang", "ru", "play", "put", "--set", "mode=pairs"], capsys)
    assert last.startswith("parlour play: ошибка: «Стол» (mode): одно из: «Вдвоём» (two_player), ")


def test_a_host_s_refused_setting_shows_the_host_command_s_usage(capsys):
    usage, last = refused(["host", "red_dog", "--set", "rounds=1.5"], capsys)
    assert usage.startswith("usage: parlour host ")
    assert last == "parlour host: error: Rounds (rounds): should be a whole number, not '1.5'"


@pytest.mark.parametrize("command", [[], ["play"], ["host"], ["join"], ["web"], ["serve"]])
def test_no_english_placeholder_in_russian_help(command, capsys):
    """«--name ИМЯ», not «--name NAME»: argparse's placeholders come from the catalog too."""
    with pytest.raises(SystemExit):
        main(["--lang", "ru", *command, "--help"])
    out = capsys.readouterr().out
    placeholders = set(re.findall(r"\b[A-Z][A-Z_=]+\b", out)) - {"EUR", "TLS", "CH"}
    assert not placeholders, out
    assert "0.5" not in out and "0.10" not in out, out  # the defaults and examples in the Russian way
    set_language("en")


def test_a_bad_number_is_refused_in_the_app_s_words_not_python_s(capsys):
    """«недопустимое значение типа int» named Python's type: the app says what it wants instead."""
    _usage, last = refused(["--lang", "ru", "play", "red_dog", "--players", "abc"], capsys)
    assert last == "parlour play: ошибка: аргумент --players: нужно целое число, а не «abc»"
    _usage, last = refused(["--lang", "ru", "serve", "--pace", "x"], capsys)
    assert last == "parlour serve: ошибка: аргумент --pace: нужно число секунд, а не «x»"


def test_seconds_are_typed_with_a_point_or_a_comma():
    parser = build_parser()
    assert parser.parse_args(["serve", "--pace", "0,25"]).pace == parser.parse_args(["serve", "--pace", "0.25"]).pace
    assert parser.parse_args(["host", "red_dog", "--wait", "1,5"]).wait == 1.5


def test_starting_parlour_loads_no_locale_data():
    """Babel (app/words/numbers.py) loads on the first decimal shown, not at every start: the command line built in
    Russian and the app imported leave it out (bench/startup.py)."""
    import subprocess
    import sys

    code = (
        "import sys; from parlour.app.cli import build_parser, speak; speak(['--lang', 'ru']); build_parser(); "
        "import parlour.app.parlour_app, parlour.app.screens.menu; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'babel'))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout.strip() == "[]", run.stdout + run.stderr


def test_help_defaults_are_written_as_the_language_writes_numbers(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "ru", "serve", "--help"])
    out = re.sub(r"[ \n]+", " ", capsys.readouterr().out)
    assert "(по умолчанию 0,5)" in out and "(по умолчанию 1\xa0800)" in out, out
