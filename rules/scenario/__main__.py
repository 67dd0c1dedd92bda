"""Command line: `python -m rules.scenario FILE.json` or `-` for standard input.

Prints one JSON object; exit 0 when played, 2 for invalid input or an illegal action,
never a traceback for bad input.
"""

from __future__ import annotations

import json
import sys

from .runner import run_scenario

USAGE = "usage: python -m rules.scenario FILE.json   (or - for standard input)"


def read_input(argv: list[str]) -> str:
    if len(argv) != 1:
        raise ValueError(USAGE)
    if argv[0] == "-":
        return sys.stdin.read()
    with open(argv[0], encoding="utf-8") as handle:
        return handle.read()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        text = read_input(argv)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        return emit(2, {"error": f"cannot read the scenario: {error}", "rule": None})
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # ValueError: JSONDecodeError, or an int too long to read
        return emit(2, {"error": f"the scenario is not valid JSON: {error}", "rule": None})
    try:
        code, output = run_scenario(data)
    except RecursionError:
        code, output = 2, {"error": "the scenario is nested too deeply", "rule": None}
    return emit(code, output)


def emit(code: int, output: dict) -> int:
    sys.stdout.write(json.dumps(output) + "\n")
    return code


if __name__ == "__main__":
    sys.exit(main())
