"""The preferences and statistics screens through the real app, keys only."""

from __future__ import annotations

from textual.widgets import DataTable

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.saved import load_preferences
from parlour.app.saving.statistics import Statistics
from parlour.app.screens.preferences import PreferencesScreen, apply_preferences
from parlour.app.screens.statistics import StatisticsScreen
from parlour.app.widgets.field_pointer import FieldPointer
from tests.app_helpers import SIZE, SMALL, NoticedApp, screen_text, tab_to


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def open_preferences(pilot, results: list) -> PreferencesScreen:
    screen = PreferencesScreen()
    await pilot.app.push_screen(screen, results.append)
    await pilot.pause()
    return screen


async def choose_next(pilot, widget_id: str) -> None:
    """Open a Select with enter and take the option below the current one."""
    await tab_to(pilot, widget_id)
    await pilot.press("enter", "down", "enter")
    await pilot.pause()


async def test_preferences_change_with_keys_apply_at_once_and_are_saved():
    app = ParlourApp(autoplay=False)
    results: list = []
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_preferences(pilot, results)
        await choose_next(pilot, "pref-theme")
        assert app.prefs.theme != "textual-dark" and app.theme == app.prefs.theme
        await choose_next(pilot, "pref-speed")
        assert app.prefs.animation_seconds == 0.8
        await choose_next(pilot, "pref-cards")
        assert app.prefs.card_style == "ascii"
        assert "AS" in text_of(screen, "#prefs-sample")
        await tab_to(pilot, "pref-four")
        await pilot.press("space")
        await tab_to(pilot, "pref-confirm")
        await pilot.press("space")
        await pilot.pause()
        assert (app.prefs.four_colour, app.prefs.confirm_quit) == (True, False)
        assert "saved" in text_of(screen, "#prefs-status")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not screen
    assert results == [app.prefs]
    assert load_preferences() == (app.prefs, None)


async def test_up_and_down_go_from_row_to_row_of_the_preferences_and_change_nothing():
    """Down used to open the language list (a second down and enter switched the language): it goes to the next
    row, past the sample to the last field and no further, the pointer before the focused row; up comes back; in
    an open list they move through it."""
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_preferences(pilot, [])
        before = app.prefs
        ids = [row[0].id for row in screen.rows()]
        assert ids == [
            "pref-language",
            "pref-theme",
            "pref-speed",
            "pref-cards",
            "pref-four",
            "pref-confirm",
            "pref-all-in",
            "pref-coach",
        ], ids
        await tab_to(pilot, "pref-language")
        reached = []
        for _ in ids:
            await pilot.press("down")
            reached.append(app.focused.id if app.focused else None)
        assert reached == ids[1:] + ids[-1:]
        await pilot.press("up")
        assert app.focused is not None and app.focused.id == "pref-all-in"
        assert app.prefs == before
        # Seen: nothing on screen moved with the focus (only a row's tint): the focused row shows the pointer.
        pointed = [pointer.parent for pointer in screen.query(FieldPointer) if pointer.visible]
        assert pointed == [app.focused.parent], pointed
        await tab_to(pilot, "pref-theme")
        await pilot.press("enter", "down", "up", "down", "enter")  # in the open list
        await pilot.pause()
        assert app.prefs.theme != before.theme and app.focused is not None and app.focused.id == "pref-theme"


async def test_preferences_still_apply_when_saving_is_off(tmp_path, monkeypatch):
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    monkeypatch.setenv("PARLOUR_HOME", str(blocker / "sub"))
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_preferences(pilot, [])
        await tab_to(pilot, "pref-four")
        await pilot.press("space")
        await pilot.pause()
        assert app.prefs.four_colour is True
        assert "saving is off" in text_of(screen, "#prefs-status")
        # the notice whole, its path too (seen at 80 columns: "…was left in place at" and nothing after)
        notice = text_of(screen, "#prefs-status")
        assert len(notice) > SIZE[0] and notice.split()[-1] in screen_text(app).split()


async def test_unknown_theme_falls_back_to_the_default():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE):
        prefs = apply_preferences(app, Preferences(theme="no-such-theme", card_style="ascii"))
        assert prefs == Preferences(card_style="ascii")
        assert app.prefs == prefs and app.theme == "textual-dark"


def write_some_stats() -> Statistics:
    """Red Dog: Vera won one game of two rounds against Bob; nothing for the other games."""
    names = ("Vera", "Bob")
    stats = Statistics()
    assert stats.record_round("red_dog", "t1", names, (50, 50), (62, 38)) is None
    assert stats.record_round("red_dog", "t1", names, (62, 38), (57, 43)) is None
    assert stats.record_game_end("red_dog", "t1", names, winner=0) is None
    return stats


async def test_statistics_show_the_saved_rows_and_the_chart():
    write_some_stats()
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = StatisticsScreen()
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.game == "red_dog"
        table = screen.query_one("#stats-table", DataTable)
        assert [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)] == [
            ["Bob", "1", "2", "0", "-7", "+5", "-12", "—", "—"],
            ["Vera", "1", "2", "1", "+7", "+12", "-5", "—", "—"],
        ]
        assert "Bob" in text_of(screen, "#stats-chart-title")
        await tab_to(pilot, "stats-table")
        await pilot.press("down")
        await pilot.pause()
        assert "Vera" in text_of(screen, "#stats-chart-title")
        assert "2 rounds" in text_of(screen, "#stats-chart-title")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not screen


TEN = ("You", "Bob", "Ann", "Cleo", "Dmitri", "Eva", "Fyodor", "Gala", "Igor", "Lev")
"""A Red Dog table's most names."""


async def statistics_opened(pilot) -> tuple[StatisticsScreen, DataTable]:
    """The statistics screen pushed and drawn, and its table."""
    screen = StatisticsScreen()
    await pilot.app.push_screen(screen)
    await pilot.pause()
    return screen, screen.query_one("#stats-table", DataTable)


async def test_statistics_open_on_your_own_chart_your_row_first_and_the_table_scrolled_to_its_top():
    """Seen before: the chart shown first was Bob's (the first row: as many rounds as you, and before "You" by
    name), not yours; then, with ten names at 80x24, your row chosen further down scrolled the first ones out of
    sight (Bob hidden until Home)."""
    stats = Statistics()
    assert stats.record_round("red_dog", "t1", TEN, (50,) * 10, (62, 38, 50, 50, 50, 50, 50, 50, 50, 50)) is None
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, table = await statistics_opened(pilot)
        assert [str(table.get_row_at(row)[0]) for row in range(3)] == ["You", "Ann", "Bob"]
        assert screen.player == "You" and "You" in text_of(screen, "#stats-chart-title")
        assert table.cursor_row == 0 and table.scroll_y == 0
        assert "Ann" in screen_text(app) and "Bob" in screen_text(app)


async def test_statistics_show_a_ten_seat_table_whole_on_a_tall_terminal():
    """A play-test at 160x50: ten players shown as nine and a scrollbar, above a chart of thirty rows."""
    assert Statistics().record_round("red_dog", "t1", TEN, (50,) * 10, (50,) * 10) is None
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(160, 50)) as pilot:
        screen, table = await statistics_opened(pilot)
        assert table.row_count == 10 and table.max_scroll_y == 0, "every row in sight"
        assert screen.query_one("#stats-chart").region.height >= 6


async def test_statistics_tabs_switch_games_and_show_a_game_without_rounds():
    write_some_stats()
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = StatisticsScreen()
        await app.push_screen(screen)
        await pilot.pause()
        await tab_to(pilot, "stats-games")
        await pilot.press("right")  # the tabs follow the menu: Put and Take, Red Dog, Put
        await pilot.pause()
        assert screen.game == "put"
        assert screen.has_class("-empty")
        assert "No rounds of Put played yet" in text_of(screen, "#stats-empty")
        await pilot.press("right")
        await pilot.pause()
        assert screen.game == "put_and_take" and screen.has_class("-empty")
        await pilot.press("right")
        await pilot.pause()
        assert screen.game == "red_dog" and not screen.has_class("-empty")


async def test_statistics_empty_state_without_a_file():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        screen = StatisticsScreen()
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.has_class("-empty")
        assert "No statistics yet" in text_of(screen, "#stats-empty")
        assert screen.query_one("#stats-empty").display


async def test_damaged_statistics_are_set_aside_with_a_notice(parlour_home):
    """The notice names the file set aside with its whole path: at 80 columns it stands 70% of the screen wide, not
    Textual's half (seen: 9-11 lines of 36 characters over the screen it spoke of)."""
    parlour_home.mkdir()
    (parlour_home / "statistics.json").write_text('{"format_version": 1, "games": {"put": {"Al": {"rounds": -3}}}}')
    app = NoticedApp(autoplay=False)
    async with app.run_test(size=SMALL, notifications=True) as pilot:
        screen = StatisticsScreen()
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.has_class("-empty")
        assert any("statistics.json could not be used" in notice for notice in app.notices)
        await pilot.pause()
        toast = app.screen.query_one("Toast")  # Textual's notice, by its type's name (its class is private)
        assert toast.outer_size.width >= 50, toast.outer_size  # 39 at Textual's half of the screen
    assert len(list(parlour_home.glob("statistics.json.corrupt-*"))) == 1


async def test_a_theme_chosen_from_the_palette_is_saved():
    from parlour.app.parlour_app import ParlourApp as App

    app = App(autoplay=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert app.prefs.theme != "nord"  # the preferences are read (just after the menu's first paint)
        app.theme = "nord"
        await pilot.pause()
        assert app.prefs.theme == "nord"
        assert load_preferences()[0].theme == "nord"


async def test_the_focused_preferences_row_is_in_view_whole_at_80x24_in_russian():
    """Seen: with the last row (the coach) focused at 80x24 in Russian, its help ended at «(c за»: its second line
    never scrolled into view."""
    from parlour.app.saving.preferences import Preferences
    from tests.app_helpers import SMALL

    app = ParlourApp(autoplay=False, prefs=Preferences(language="ru", animation_seconds=0))
    async with app.run_test(size=SMALL) as pilot:
        await open_preferences(pilot, [])
        await tab_to(pilot, "pref-coach")
        await pilot.pause()
        await pilot.pause()
        shown = screen_text(app)
        assert "(c за" in shown and "столом)" in shown, shown
