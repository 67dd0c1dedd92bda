"""Every theme offered keeps the table readable: the names, stacks, POT and STOCK on the felt, measured as
the contrast of the colours actually drawn (the app's real styles); the same list of themes in Preferences
and in the command palette; a dialog over the table in an ANSI theme lets the table show through; a light
table of each game at 80x24 (the dark ones are in test_snapshots_<game>.py)."""

from __future__ import annotations

from typing import cast

import pytest
from rich.color import Color
from textual.geometry import Region
from textual.widgets import OptionList, Select

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.preferences import PreferencesScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from parlour.app.widgets.themes import ThemeCommands, offered_themes
from tests.app_helpers import screen_text

GAMES = ("put_and_take", "put", "red_dog")
PLAYERS = {"put_and_take": 4, "put": 2, "red_dog": 4}
READABLE = 4.5
"""WCAG's contrast for ordinary text."""


def luminance(color: Color) -> float:
    def channel(value: float) -> float:
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = color.get_truecolor()
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast(foreground: Color, background: Color) -> float:
    light, dark = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def unreadable(widget) -> list[str]:
    """The words a widget draws (letters and figures) whose colours are unknown or too close to call readable."""
    found = []
    for strip in widget.render_lines(Region(0, 0, widget.size.width, widget.size.height)):
        for segment in strip:
            if not any(char.isalnum() for char in segment.text):
                continue
            style = segment.style
            if (
                style is None
                or style.color is None
                or style.bgcolor is None
                or style.color.is_default
                or style.bgcolor.is_default
            ):
                found.append(f"{segment.text.strip()!r} in the terminal's own colours")
            elif (ratio := contrast(style.color, style.bgcolor)) < READABLE:
                found.append(f"{segment.text.strip()!r} {style.color.name} on {style.bgcolor.name}: {ratio:.1f}")
    return found


@pytest.mark.parametrize("game", GAMES)
async def test_every_theme_offered_keeps_the_names_stacks_and_middle_readable(game):
    app = ParlourApp(start=default_setup(game, PLAYERS[game]), seed=7, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space")
        table = cast(TableScreen, app.screen)
        parts = [*table.query("SeatPanel"), table.query_one("#center")]
        assert len(offered_themes(app)) >= 10
        problems = {}
        for theme in offered_themes(app):
            app.theme = theme
            await pilot.pause()
            for part in parts:
                part.refresh()
            found = [f"{part.id}: {word}" for part in parts for word in unreadable(part)]
            if found:
                problems[theme] = found
        assert not problems, problems


def test_the_measure_can_fail():
    assert contrast(Color.parse("#1f1f1f"), Color.parse("#0f3d2a")) < READABLE  # a light theme's text on the felt
    assert contrast(Color.parse("#ececec"), Color.parse("#0f3d2a")) >= READABLE


async def test_preferences_and_the_command_palette_offer_the_same_themes():
    app = ParlourApp(prefs=Preferences())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        provider = ThemeCommands(palette)
        in_palette = [hit.text for hit in [hit async for hit in provider.discover()]]
        await pilot.press("escape")
        app.push_screen(PreferencesScreen())
        await pilot.pause()
        offered = app.screen.query_one("#pref-theme", Select).query_one(OptionList)  # the list it opens
        in_preferences = [str(offered.get_option_at_index(index).prompt) for index in range(offered.option_count)]
        assert in_palette == in_preferences == offered_themes(app)


async def test_a_dialog_over_the_table_in_an_ansi_theme_lets_the_table_show():
    app = ParlourApp(start=default_setup("red_dog", 3), seed=7, autoplay=False, prefs=Preferences(theme="ansi-light"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # the pause dialog
        await pilot.pause()
        assert app.screen.is_modal
        assert "Bob" in screen_text(app) and "POT" in screen_text(app)


STEPS = {"put_and_take": 3, "put": 1, "red_dog": 3}
"""Presses of space that move each light table to where it is drawn (a person's decision: no further, where
space would say "the decision comes first")."""


@pytest.mark.parametrize(
    "game,theme", [("put_and_take", "textual-light"), ("put", "solarized-light"), ("red_dog", "ansi-light")]
)
def test_a_light_table_at_80x24(snap_compare, game, theme):
    app = ParlourApp(start=default_setup(game, PLAYERS[game]), seed=7, autoplay=False, prefs=Preferences(theme=theme))
    assert snap_compare(app, press=["space"] * STEPS[game], terminal_size=(80, 24))
