"""Running the app: the language of this run, then the app until it quits (what `parlour` with or without a
command line ends in: app/launch.py, app/cli.py)."""

from __future__ import annotations

from typing import Any, cast

from .saving.paths import quick_preference
from .words.i18n import choose_language, set_language


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
