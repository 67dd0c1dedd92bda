"""Command line: `python -m rules.scenario FILE.json` or `-` for standard input.

Prints one JSON object; exit 0 when played, 2 for invalid input or an illegal action.
Every way to fail ends the same way, with the JSON error and exit 2 and never a
traceback: a missing, unreadable or oversized file, a directory, closed standard input,
text that is not UTF-8 or not JSON, running out of memory. When whoever reads the
output goes away (a closed pipe), the runner stops quietly with its exit code.
"""

from __future__ import annotations

import json
import os
import sys
from typing import AnyStr

from ..errors import quoted
from .runner import scenario_text

USAGE = "usage: python -m rules.scenario FILE.json   (or - for standard input)"
INPUT_LIMIT = 64 * 1024 * 1024
"""The largest scenario read, in bytes (100,000 actions take about 8 MB); more is refused
rather than read until memory runs out (`-` on /dev/zero)."""


class Refused(Exception):
    """The input cannot be played; the message is the error sentence."""


def read_input(argv: list[str]) -> str:
    """The scenario's text; Refused when it cannot be read."""
    if len(argv) != 1:
        raise Refused(USAGE)
    try:
        if argv[0] == "-":
            if sys.stdin is None:
                raise Refused("cannot read the scenario: standard input is closed")
            if not hasattr(sys.stdin, "buffer"):  # a text stream put in its place (tests)
                return checked_size(sys.stdin.read(INPUT_LIMIT + 1))
            raw = sys.stdin.buffer.read(INPUT_LIMIT + 1)
        else:
            with open(argv[0], "rb") as handle:
                raw = handle.read(INPUT_LIMIT + 1)
    except OSError as error:
        where = "standard input" if argv[0] == "-" else quoted(argv[0])
        raise Refused(f"cannot read the scenario from {where}: {error.strerror or error}") from None
    try:
        return checked_size(raw).decode("utf-8")
    except UnicodeDecodeError as error:
        raise Refused(
            f"cannot read the scenario: it is not UTF-8 text ({error.reason} at byte {error.start})"
        ) from None


def checked_size(raw: AnyStr) -> AnyStr:
    if len(raw) > INPUT_LIMIT:
        raise Refused(f"the scenario is larger than {INPUT_LIMIT // (1024 * 1024)} MB")
    return raw


def read_json(argv: list[str]) -> object:
    """The scenario as JSON data (the text is let go on return); Refused when it is not JSON."""
    text = read_input(argv)
    try:
        return json.loads(text)
    except RecursionError:
        raise Refused("the scenario is nested too deeply") from None
    except ValueError as error:  # JSONDecodeError, or an int too long to read
        raise Refused(f"the scenario is not valid JSON: {error}") from None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    pieces: list[str] | None = None
    failure = None
    try:
        code, pieces = scenario_text(read_json(argv))  # no name holds the input: it is let go once read
    except Refused as refused:
        failure = str(refused)
    except RecursionError:
        failure = "the scenario is nested too deeply"
    except MemoryError:
        failure = "the scenario is too large to play in the memory available"
    if failure is not None:  # outside the handler, so whatever filled the memory is gone
        code, pieces = 2, [json.dumps({"error": failure, "rule": None})]
    assert pieces is not None
    # Bound in the try block, or (when it failed) just above: pyright cannot follow `failure`.
    return emit(code, pieces)  # pyright: ignore[reportPossiblyUnboundVariable]


def emit(code: int, pieces: list[str]) -> int:
    """Write the output and a newline; `code`, whether or not anybody is still reading."""
    out = sys.stdout
    if out is None:  # standard output was closed before the start
        return code
    try:
        for piece in pieces:
            out.write(piece)
        out.write("\n")
        out.flush()
    except BrokenPipeError:
        # Nobody reads any more: send what is still buffered nowhere, so that Python's own
        # flush at exit does not fail again and print a traceback (Python's signal docs).
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, out.fileno())
    return code


if __name__ == "__main__":
    sys.exit(main())
