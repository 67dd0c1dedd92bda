"""The stylesheets read in two steps (app/widgets/stylesheets.py): the menu paints with the first ones alone and looks
as it does with all of them; every other screen comes up with all of them, in the order of one stylesheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from parlour.app import parlour_app
from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.menu import MenuScreen
from parlour.app.widgets.stylesheets import FIRST_STYLES, LATER_STYLES
from tests.app_helpers import QUICK, SIZE
from tests.net_helpers import until


def sheets_read(app: ParlourApp) -> list[str]:
    """The app's own stylesheets read so far, by file name, in the stylesheet's order."""
    return [Path(path).name for path, class_var in app.stylesheet.source if path.endswith(".tcss") and not class_var]


ONE_STYLESHEET = [Path(path).name for path in (*FIRST_STYLES[:-1], *LATER_STYLES, FIRST_STYLES[-1])]
"""Every sheet, in the order they had when the app read them all at once (the ASCII style's last)."""


async def test_the_menu_paints_before_the_other_screens_styles_and_looks_the_same(monkeypatch: pytest.MonkeyPatch):
    first: list[tuple[list[str], str]] = []
    read = parlour_app.read_later_styles

    def look_then_read(app: ParlourApp) -> None:
        if not first:
            first.append((sheets_read(app), app.export_screenshot()))
        read(app)

    monkeypatch.setattr(parlour_app, "read_later_styles", look_then_read)
    app = ParlourApp(autoplay=False)  # preferences from the file: the menu paints before they are read
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: bool(first))
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        sheets, menu = first[0]
        assert sheets == [Path(path).name for path in FIRST_STYLES]
        assert sheets_read(app) == ONE_STYLESHEET
        assert app.export_screenshot() == menu


async def test_a_screen_opened_before_the_preferences_are_read_has_every_style(monkeypatch: pytest.MonkeyPatch):
    def preferences_alone(app: ParlourApp) -> None:  # the other screens' styles not read with them
        app.prefs = QUICK

    monkeypatch.setattr(ParlourApp, "load_preferences", preferences_alone)
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert sheets_read(app) == [Path(path).name for path in FIRST_STYLES]
        await pilot.press("enter")  # the first game's setup
        await until(pilot, lambda: bool(app.screen.query("#setup-title")))
        assert sheets_read(app) == ONE_STYLESHEET
        title = app.screen.query_one("#setup-title", Static)
        assert title.styles.height is not None and title.styles.height.value == 1  # screens.tcss: #setup-title


async def test_with_preferences_given_every_sheet_is_read_before_the_first_screen():
    app = ParlourApp(autoplay=False, prefs=QUICK)  # as the tests, `play GAME` and `host` start it
    async with app.run_test(size=SIZE) as pilot:
        assert sheets_read(app) == ONE_STYLESHEET
        await pilot.pause()
        assert sheets_read(app) == ONE_STYLESHEET  # read once
