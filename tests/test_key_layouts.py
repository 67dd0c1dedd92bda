"""Keys typed with the Russian keyboard layout on act as the Latin keys at their places (app/widgets/key_layouts.py),
except in a text field, where they stay the letters typed. Seen before: "н" (the key of "y") did not confirm an
all-in bet, "з" and "а" (p, f) did nothing at Put's fold-or-see, for a Russian player with the layout on."""

from __future__ import annotations

from typing import cast

from textual.widgets import Input

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from parlour.app.widgets.confirm import ConfirmQuit
from parlour.app.widgets.key_layouts import PLACES
from parlour.app.widgets.round_log import RoundLog
from tests.app_helpers import QUICK, SIZE


def test_every_letter_and_sign_of_the_russian_layout_has_its_latin_key():
    assert PLACES["н"] == "y" and PLACES["з"] == "p" and PLACES["а"] == "f" and PLACES["й"] == "q"
    assert PLACES["х"] == "[" and PLACES["ъ"] == "]" and PLACES["Х"] == "{" and PLACES["Ъ"] == "}"
    assert len(PLACES) == 33 * 2 + 1  # 33 letters in both cases, and "." at the place of "/"


async def test_at_the_table_russian_letters_quit_answer_and_scroll_the_log():
    app = ParlourApp(start=default_setup("put_and_take", 4), seed=7, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        for _ in range(12):
            await pilot.press("space" if app.screen is table else "enter")
        await pilot.pause()
        log = table.query_one(RoundLog)
        assert log.following and log.max_scroll_y > 0
        await pilot.press("х")  # "[": the log back
        await pilot.pause()
        assert not log.following
        await pilot.press("Ъ")  # "}": the newest line
        await pilot.pause()
        assert log.following
        await pilot.press("й")  # "q": quit, asking first
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuit)
        await pilot.press("т")  # "n": no
        await pilot.pause()
        assert app.screen is table and app.return_code is None


async def test_in_a_text_field_a_russian_letter_stays_the_letter_typed():
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # New game: Put and Take
        await pilot.pause()
        setup = cast(SetupScreen, app.screen)
        assert isinstance(setup, SetupScreen)
        field = setup.query_one("#name-1", Input)
        field.focus()
        field.value = ""
        await pilot.press("н", "а", "т", "а", "ш", "а")
        await pilot.pause()
        assert field.value == "наташа" and isinstance(app.screen, SetupScreen)
