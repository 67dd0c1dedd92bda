"""Switching the language at a table (Preferences opened over it, as the palette allows): every part is
drawn again in the new language, the log's lines too, and the game and the bet being typed stay as they were."""

from __future__ import annotations

import re
from typing import cast

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from parlour.app.widgets.seat import SeatInfo, SeatPanel
from parlour.app.words.i18n import set_language
from tests.app_helpers import SIZE, held, until_my_turn
from tests.net_helpers import until


def english_words_in(text: str, names: tuple[str, ...]) -> list[str]:
    """The English words of a log line: three Latin letters or more that are not a player's name (data, kept as
    it was given)."""
    return [word for word in re.findall(r"[A-Za-z]{3,}", text) if word not in names]


def line(table: TableScreen, selector: str) -> str:
    return str(table.query_one(selector).render())


def red_dog_table() -> ParlourApp:
    """A Red Dog table of three, the person at the bottom, auto-play off (the tests press until its bet)."""
    return ParlourApp(start=default_setup("red_dog", 3), seed=4, autoplay=False)


async def switch(pilot, code: str) -> None:
    """What the Preferences screen does when the language is changed there."""
    set_language(code)
    pilot.app.retranslate()
    await pilot.pause()


async def test_a_red_dog_table_switches_to_russian_and_back_keeping_the_game():
    app = red_dog_table()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        await until_my_turn(pilot, table)
        await pilot.press("2")  # a bet being typed, not yet made
        await pilot.pause()
        state, english_status = held(table).state, line(table, "#table-status")
        assert "Red Dog" in english_status
        log_lines = table.log_widget.written
        me = cast(SeatInfo, table.query_one(f"#seat-{table.bottom_seat}", SeatPanel).info).name
        assert me == "You"

        await switch(pilot, "ru")
        assert app.screen is table and held(table).state is state
        status, prompt = line(table, "#table-status"), line(table, "#table-prompt")
        assert "Рыжая собака" in status and "Red Dog" not in status, status
        assert any("а" <= letter <= "я" for letter in prompt.lower()), prompt
        assert cast(SeatInfo, table.query_one(f"#seat-{table.bottom_seat}", SeatPanel).info).name == "Вы"
        russian_log = table.log_widget.written
        assert len(russian_log) == len(log_lines) and russian_log != log_lines, "every line said again, in Russian"
        names = table.session.setup.names
        assert not [text for text in russian_log if english_words_in(text, names)], russian_log
        assert table.session.setup.names[table.bottom_seat] == "You"  # the name itself is data

        await pilot.press("enter")  # the bet typed before the switch is made
        await pilot.pause()
        assert held(table).state.stake == 2 and held(table).state.phase == "turn"

        await switch(pilot, "en")
        assert line(table, "#table-status") == english_status, "the same round's status, in English again"
        assert table.log_widget.written[: len(log_lines)] == log_lines, "the log in English again, word for word"
        assert cast(SeatInfo, table.query_one(f"#seat-{table.bottom_seat}", SeatPanel).info).name == "You"
    set_language("en")


async def test_the_switch_redraws_the_same_lines_when_back_in_english():
    app = red_dog_table()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await until_my_turn(pilot, table)
        before = (line(table, "#table-status"), line(table, "#table-prompt"))
        await switch(pilot, "ru")
        await switch(pilot, "en")
        assert (line(table, "#table-status"), line(table, "#table-prompt")) == before
    set_language("en")


async def test_choosing_russian_in_preferences_speaks_it_at_once_everywhere_and_is_kept():
    """With keys only: Preferences, Language, Русский. The preferences screen is Russian at once, the menu
    under it when it comes back, and the choice is saved (the next start speaks Russian too)."""
    from parlour.app.saving.saved import load_preferences
    from parlour.app.screens.menu import MenuScreen
    from parlour.app.screens.preferences import PreferencesScreen
    from parlour.app.words.i18n import language
    from tests.app_helpers import screen_text, tab_to

    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "New game: Red Dog" in screen_text(app)
        app.action_preferences()
        await pilot.pause()
        assert isinstance(app.screen, PreferencesScreen)
        await tab_to(pilot, "pref-language")
        await pilot.press("enter", "down", "down", "enter")  # Automatic, English, Русский
        await pilot.pause()
        await pilot.pause()
        assert language() == "ru" and app.prefs.language == "ru"
        assert "Настройки" in screen_text(app) and "Preferences" not in screen_text(app)
        assert app.focused is not None and app.focused.id == "pref-language"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "Новая игра: Рыжая собака" in screen_text(app) and "New game" not in screen_text(app)
    assert load_preferences()[0].language == "ru"


async def test_a_table_seen_beneath_the_pause_menu_speaks_the_language_chosen_over_it():
    """A play-test: the pause menu over a table, Preferences from the palette, Russian chosen, escape: «Пауза» over a
    table still in English (the screens beneath a dialog are seen, and were said again only once on top)."""
    from parlour.app.screens.pause import PauseMenu
    from parlour.app.screens.preferences import PreferencesScreen

    app = red_dog_table()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, PauseMenu))
        await app.push_screen(PreferencesScreen())
        await pilot.pause()
        await switch(pilot, "ru")
        app.pop_screen()
        await until(pilot, lambda: isinstance(app.screen, PauseMenu))
        await until(pilot, lambda: "Рыжая собака" in line(table, "#table-status"))
    set_language("en")


async def test_a_round_summary_open_at_the_switch_speaks_the_new_language():
    """Seen: the language switched to Russian over a round's summary, the table said «Вы» and the columns Russian
    words, but the summary kept "Round 1" and "You" (the next one was Russian through)."""
    from parlour.app.screens.round_summary import RoundSummary
    from tests.app_helpers import app_at_table, press_until

    app = app_at_table("put_and_take", 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        summary = cast(RoundSummary, await press_until(pilot, RoundSummary))

        def shown() -> str:
            return "\n".join(str(widget.render()) for widget in summary.query("Static"))

        assert "Round 1" in shown() and [row.name for row in summary.rows][0] == "You"
        try:
            await switch(pilot, "ru")
            await until(pilot, lambda: "Партия 1" in shown())
            assert app.screen is summary and "Round 1" not in shown() and [row.name for row in summary.rows][0] == "Вы"
        finally:
            set_language("en")
