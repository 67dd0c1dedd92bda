"""The scenario runner's command line when things go wrong (SCENARIOS.md: exit 2 and one JSON
error, never a traceback): closed standard input or output, a reader that goes away, memory
running out, input without end, a directory, text that is not UTF-8; and error messages that
repeat at most 80 characters of the bad input (CH-* rulings name the rule where there is one)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlour.rules import cards as C
from parlour.rules.errors import QUOTE_LIMIT
from parlour.rules.scenario import run_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = {"game": "put_and_take", "players": 3, "rounds": [{"deck": list(C.DECK)}]}
HUGE = "x" * 10_000_000


def runner(args: list[str], **options) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rules.scenario", *args], capture_output=True, cwd=ROOT, timeout=120, **options
    )


def assert_refused(result: subprocess.CompletedProcess, words: str) -> None:
    """Exit 2, one JSON error naming the problem, nothing on stderr."""
    assert result.returncode == 2, result.stderr
    assert result.stderr == b""
    assert result.stdout.count(b"\n") == 1
    output = json.loads(result.stdout)
    assert set(output) == {"error", "rule"}
    assert words in output["error"], output["error"]


def test_closed_standard_input_is_an_error_not_a_crash() -> None:
    assert_refused(runner(["-"], stdin=None, preexec_fn=lambda: os.close(0)), "standard input is closed")


def test_closed_standard_output_ends_quietly() -> None:
    result = runner(["-"], input=json.dumps(SCENARIO).encode(), preexec_fn=lambda: os.close(1))
    assert (result.returncode, result.stderr) == (0, b"")


def test_a_reader_that_goes_away_ends_quietly(tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(SCENARIO), encoding="utf-8")
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will ever read: every write is a broken pipe
    try:
        result = subprocess.run(
            [sys.executable, "-m", "rules.scenario", str(path)],
            stdout=write_end,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            timeout=120,
        )
    finally:
        os.close(write_end)
    assert (result.returncode, result.stderr) == (0, b"")


def test_input_without_end_is_refused_at_the_size_limit() -> None:
    with open(os.devnull.replace("null", "zero"), "rb") as zeros:
        assert_refused(runner(["-"], stdin=zeros), "larger than 64 MB")
    assert_refused(runner([os.devnull.replace("null", "zero")]), "larger than 64 MB")


@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="needs /proc to set a memory limit")
def test_memory_running_out_is_an_error_not_a_crash() -> None:
    """Under a memory limit just above what the runner holds once started, reading /dev/zero fails with
    MemoryError before the size limit: one JSON error, no traceback."""
    limited = (
        "import resource, sys\n"
        "from parlour.rules.scenario.__main__ import main\n"
        "size = next(int(line.split()[1]) for line in open('/proc/self/status') if line.startswith('VmSize'))\n"
        "limit = (size + 16 * 1024) * 1024\n"
        "resource.setrlimit(resource.RLIMIT_AS, (limit, limit))\n"
        "sys.exit(main(['-']))\n"
    )
    with open("/dev/zero", "rb") as zeros:
        result = subprocess.run(
            [sys.executable, "-c", limited], stdin=zeros, capture_output=True, cwd=ROOT, timeout=120
        )
    assert_refused(result, "memory")


def test_memory_running_out_while_playing_is_an_error(monkeypatch, capsys) -> None:
    from parlour.rules.scenario import __main__ as cli

    def out_of_memory(data: object):
        raise MemoryError

    monkeypatch.setattr(cli, "scenario_text", out_of_memory)
    monkeypatch.setattr(sys, "stdin", __import__("io").StringIO(json.dumps(SCENARIO)))
    assert cli.main(["-"]) == 2
    assert "memory" in json.loads(capsys.readouterr().out)["error"]


def test_a_directory_is_refused(tmp_path: Path) -> None:
    assert_refused(runner([str(tmp_path)]), "directory")


def test_text_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(json.dumps(SCENARIO).replace("put_and_take", "put_and_take\u00e9").encode("latin-1"))
    assert_refused(runner([str(path)]), "not UTF-8")


def test_an_error_quotes_at_most_80_characters_of_the_input_on_the_command_line() -> None:
    result = runner(["-"], input=json.dumps({**SCENARIO, "game": HUGE}).encode())
    assert_refused(result, "x" * (QUOTE_LIMIT - 10))
    assert len(result.stdout) < 300


@pytest.mark.parametrize(
    "change",
    [
        {"game": HUGE},
        {HUGE: 1},
        {"settings": {HUGE: 1}},
        {"settings": {"starting_chips": HUGE}},
        {"rounds": [{"deck": [HUGE, *C.DECK[1:]]}]},
        {"rounds": [{HUGE: []}]},
        {"actions": [{"seat": 0, "do": HUGE}]},
        {"actions": [{"seat": 0, "do": "play", "card": HUGE}]},
        {"actions": [{"seat": 0, "do": "bet", "amount": 10**4000}]},
        {"players": 10**4000},
        {"first_dealer": 10**4000},
        {"stacks": [-(10**4000)] * 3},
    ],
    ids=[
        "game",
        "top-key",
        "setting-name",
        "setting-value",
        "card",
        "round-key",
        "do",
        "play-card",
        "huge-amount",
        "huge-players",
        "huge-dealer",
        "huge-stacks",
    ],
)
def test_error_messages_repeat_at_most_80_characters_of_the_bad_input(change: dict) -> None:
    code, output = run_scenario({**SCENARIO, **change})
    assert code == 2
    assert len(output["error"]) <= 3 * QUOTE_LIMIT, output["error"]
