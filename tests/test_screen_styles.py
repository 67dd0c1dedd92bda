"""A screen put on top is styled once, as its widgets mount (app/widgets/screen_base.py `SteadyScreen`): Textual's
second pass over the whole screen as it comes on top is left out, unless the stylesheet or the app's own classes
changed since the screen was styled (a theme chosen, the terminal grown too small, while it was off the stack or
covered), and then the screen shows them."""

from __future__ import annotations

from typing import cast

from textual.screen import Screen

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.rules import RulesScreen
from parlour.app.screens.table import TableScreen
from parlour.app.widgets.screen_base import SteadyScreen
from tests.app_helpers import QUICK, SIZE


def restyles_counted(monkeypatch) -> list[Screen]:
    """Parlour's screens restyled whole once mounted (`update_node_styles` of a screen with its widgets), in turn,
    from now on (a class a screen gives itself as it is made restyles the screen alone: not counted)."""
    restyled: list[Screen] = []
    restyle = Screen.update_node_styles

    def counted(self, animate: bool = True) -> None:
        if isinstance(self, SteadyScreen) and self.is_mounted:
            restyled.append(self)
        restyle(self, animate)

    monkeypatch.setattr(Screen, "update_node_styles", counted)
    return restyled


async def open_rules(pilot) -> RulesScreen:
    """f1: the rules screen on top (made the first time, then the same one, kept off the stack between)."""
    await pilot.press("f1")
    await pilot.pause()
    return cast(RulesScreen, pilot.app.screen)


async def shrink_too_small(pilot) -> None:
    """The terminal below the size Parlour needs: the app takes its `-too-small` class."""
    await pilot.resize_terminal(70, 20)
    await pilot.pause(0.05)  # the app's resize timer
    assert pilot.app.has_class("-too-small")


async def test_a_setup_a_table_and_the_rules_opened_on_top_are_not_restyled_whole(monkeypatch):
    app = ParlourApp(prefs=QUICK)
    restyled = restyles_counted(monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape", "down", "enter")  # New game: Red Dog
        await pilot.pause()
        await pilot.press("ctrl+s")  # start with the setup as it stands
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert restyled == []


async def test_a_kept_screen_opened_again_after_a_theme_change_shows_the_new_theme(monkeypatch):
    app = ParlourApp(prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        menu = app.screen
        rules = await open_rules(pilot)
        first = rules.styles.background
        assert first == menu.styles.background
        await pilot.press("escape")
        await pilot.pause()
        app.theme = "solarized-light" if app.theme != "solarized-light" else "nord"  # as Preferences sets it
        await pilot.pause()
        assert menu.styles.background != first  # the screen on the stack took the new theme at once
        restyled = restyles_counted(monkeypatch)
        assert await open_rules(pilot) is rules  # the same screen, kept off the stack meanwhile
        assert restyled == [rules]
        assert rules.styles.background == menu.styles.background


async def test_a_kept_screen_put_on_top_after_the_app_s_own_classes_changed_takes_them():
    """The app's own classes style every screen too (`-too-small` hides a body below 80x24): a screen kept off the
    stack while they changed is restyled as it comes back, whatever puts it on top (no key opens a screen while
    the terminal is too small: here the app itself)."""
    app = ParlourApp(prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        rules = await open_rules(pilot)
        assert rules.query_one(".body").display and not rules.query_one(".too-small").display
        await pilot.press("escape")
        await pilot.pause()
        await shrink_too_small(pilot)
        await app.push_screen(rules)
        await pilot.pause()
        assert app.screen is rules
        assert rules.query_one(".too-small").display and not rules.query_one(".body").display


async def test_the_screen_under_another_takes_the_app_s_classes_changed_while_it_was_covered():
    """The rules over the menu, the terminal grown too small, the rules closed while it still is (by the app: no key
    closes a screen then): the menu shows the notice, not its body (Textual restyles only the screens in view)."""
    app = ParlourApp(prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        menu = app.screen
        await open_rules(pilot)
        await shrink_too_small(pilot)
        await app.pop_screen()
        await pilot.pause()
        assert app.screen is menu
        assert menu.query_one(".too-small").display and not menu.query_one(".body").display
