"""Long sessions keep no dead widgets: the footer leak (app/widgets/footer.py).

Textual 8.2.8's Footer kept every key it ever showed (a watcher on its `compact` per
key); the main menu's footer, alive the whole session, grew with every return to the
menu, and a table's with every change of its keys. bench/soak.py measures the memory
over thousands of rounds; these tests follow every key a footer showed (a weak reference
each) and find none of those it has dropped still in memory.
"""

from __future__ import annotations

import gc
import weakref
from typing import cast

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from tests.app_helpers import QUICK


def follow_footer_keys(screen, followed: list[weakref.ref]) -> None:
    """Follow the keys the screen's footer shows now that are not followed yet (a weak reference each: it keeps
    nothing alive)."""
    known = {id(key) for ref in followed if (key := ref()) is not None}
    followed.extend(weakref.ref(key) for key in screen.query("FooterKey") if id(key) not in known)


def dropped_keys_alive(followed: list[weakref.ref]) -> int:
    """The keys followed that a footer dropped but that are still in memory."""
    gc.collect()
    return sum(1 for ref in followed if (key := ref()) is not None and not key.is_attached)


async def test_the_menu_footer_forgets_its_old_keys():
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        menu, followed = app.screen, []
        for _ in range(4):
            follow_footer_keys(menu, followed)
            await pilot.press("f1")  # the rules, then back: the menu's footer recomposes
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert len(followed) >= 8  # the menu's footer composed again each time
        assert dropped_keys_alive(followed) == 0


async def test_a_table_footer_forgets_its_old_keys():
    app = ParlourApp(start=default_setup("red_dog", 4), seed=3, autoplay=False, prefs=QUICK)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        followed = []
        for _ in range(40):  # computer turns and the person's bet change the keys that work
            if isinstance(app.screen, TableScreen):
                if table.session.person_to_act() is not None:
                    await pilot.press("m", "enter")
                else:
                    table.advance()
            else:
                await pilot.press("enter")
            await pilot.pause()
            follow_footer_keys(table, followed)
        assert len(followed) > 20  # the footer showed new keys again and again
        assert dropped_keys_alive(followed) == 0
