"""The `parlour` command's first step: with no arguments (or only `--lang CODE`) it opens the main menu at once;
anything else is the command line's (app/cli.py), which such a start does not even import (its parser, argparse
and the network and web modules its options name cost ~8 ms of a start of ~220)."""

from __future__ import annotations

import sys

from .start import play, speak
from .words.i18n import LANGUAGES


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    asked = language_alone(argv)
    if argv and asked is None:
        from .cli import main as command_line  # lazy: start-up (see the module)

        return command_line(argv)
    speak(asked)
    return play(language=asked) if asked else play()


def language_alone(argv: list[str]) -> str | None:
    """The language of `parlour --lang CODE` (or `--lang=CODE`) when that is all that is asked and CODE is one
    Parlour speaks; None otherwise (the command line then reads the arguments, and refuses a language it does
    not know in its own words)."""
    if len(argv) == 2 and argv[0] == "--lang":
        code = argv[1]
    elif len(argv) == 1 and argv[0].startswith("--lang="):
        code = argv[0].partition("=")[2]
    else:
        return None
    return code if code in LANGUAGES else None
