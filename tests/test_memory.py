"""Long sessions keep no dead widgets: the footer leak (app/widgets/footer.py).

Textual 8.2.8's Footer kept every key it ever showed (a watcher on its `compact` per
key); the main menu's footer, alive the whole session, grew with every return to the
menu, and a table's with every change of its keys. bench/soak.py measures the memory
over thousands of rounds; these tests pin the cause.
"""

from __future__ import annotations

from typing import cast

from textual.widgets import Footer

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from tests.app_helpers import QUICK


def dead_footer_watchers(screen) -> int:
    footer = screen.query_one(Footer)
    watchers = getattr(footer, "__watchers", {}).get("compact", [])
    return sum(1 for node, _ in watchers if not node.is_attached)


async def test_the_menu_footer_forgets_its_old_keys():
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        menu = app.screen
        for _ in range(4):
            await pilot.press("f1")  # the rules, then back: the menu's footer recomposes
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert dead_footer_watchers(menu) == 0


async def test_a_table_footer_forgets_its_old_keys():
    app = ParlourApp(start=default_setup("red_dog", 4), seed=3, autoplay=False, prefs=QUICK)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        for _ in range(40):  # computer turns and the person's bet change the keys that work
            if isinstance(app.screen, TableScreen):
                if table.session.person_to_act() is not None:
                    await pilot.press("m", "enter")
                else:
                    table.advance()
            else:
                await pilot.press("enter")
            await pilot.pause()
        assert dead_footer_watchers(table) == 0
