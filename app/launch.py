"""The `parlour` command's first step: with no arguments (or only `--lang CODE`) it opens the main menu at once;
anything else is the command line's (app/cli.py), which such a start does not even import (its parser, argparse
and the network and web modules its options name cost ~8 ms of a start of ~220)."""

from __future__ import annotations

import sys
from typing import Any, cast

from .saving.paths import quick_preference
from .words.i18n import LANGUAGES, choose_language, set_language


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


def speak(asked: str | None) -> None:
    """Choose the language of this run (`--lang`'s, the preference, the environment) before any word is said."""
    # An unchecked saved value: choose_language takes it only if it is one of the languages.
    set_language(choose_language(asked, cast("str | None", quick_preference("language"))))


def play(**options: Any) -> int:
    """Run the app (ParlourApp's `options`: a table to start at, a seed, the demo...) until it quits; what was
    played last reaches the disk before the process ends. The app's return code."""
    # lazy: start-up (`serve`, `web` and `--help` load no screen)
    from .parlour_app import ParlourApp
    from .saving.writer import settle_app_writes

    app = ParlourApp(**options)
    app.run()
    settle_app_writes()
    return app.return_code or 0
