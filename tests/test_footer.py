"""The footer draws its keys again only when they change (app/widgets/footer.py `ParlourFooter.recompose`).

Textual recomposes a footer at every change of its screen's bindings: each focus change and each refresh of a
table, ~30 times while a table opens, nearly always to the same keys; each time every key is a new widget, styled
and laid out again. The footer keeps its keys while what they are drawn from is the same, and still follows
every change of the keys that work, their words, the width and the language.
"""

from __future__ import annotations

from typing import cast

from parlour.app.screens.table import TableScreen
from parlour.app.widgets.footer import ParlourFooter
from parlour.app.words.i18n import set_language
from tests.app_helpers import app_at_table


def footer_keys(screen) -> list:
    return list(screen.query_one(ParlourFooter).query("FooterKey"))


def shown(screen) -> list[tuple[str, str, bool]]:
    return [(key.key, key.description, key.disabled) for key in footer_keys(screen)]


async def test_the_same_keys_are_not_drawn_again_and_a_change_is():
    app = app_at_table("red_dog", players=3, seed=5)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        before = footer_keys(table)
        for _ in range(3):  # the bindings signal, as every refresh of the table and every focus change sends
            table.refresh_bindings()
            await pilot.pause()
        assert footer_keys(table) == before, "the same keys were composed again"

        table.coach = not table.coach  # the coach's panel changes no key: still the same widgets
        await pilot.pause()
        assert footer_keys(table) == before

        await pilot.resize_terminal(80, 24)  # a narrower footer fits fewer keys: drawn again
        await pilot.pause()
        narrow = footer_keys(table)
        assert narrow != before and len(narrow) <= len(before)

        set_language("ru")  # the words change: drawn again in Russian
        table.refresh_bindings()
        await pilot.pause()
        assert any(description == "Пауза" for _key, description, _disabled in shown(table)), shown(table)


def stale_keys(screen) -> list[str]:
    """The keys the footer shows that do not match the screen's bindings now (gone, or working otherwise)."""
    active = screen.active_bindings
    return [key.key for key in footer_keys(screen) if key.key not in active or active[key.key].enabled == key.disabled]


async def test_the_keys_that_work_are_followed_as_the_game_moves_on():
    app = app_at_table("red_dog", players=3, seed=5)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        drawn = set()
        for _ in range(30):
            if not isinstance(app.screen, TableScreen):
                await pilot.press("enter")
                await pilot.pause()
                continue
            assert stale_keys(table) == []
            drawn.add(tuple(shown(table)))
            if table.session.person_to_act() is not None:
                await pilot.press("m", "enter")
            else:
                table.advance()
            await pilot.pause()
        assert len(drawn) >= 2, "a person's turn and a computer's show different keys"
