"""The guard around Textual's page keys in a list not yet laid out (app/textual_fixes.py): ctrl+p then pageup at
once stopped the app with KeyError; now the key does nothing and the palette works on."""

from __future__ import annotations

from textual.widgets import OptionList

from parlour.app import textual_fixes  # noqa: F401
from parlour.app.parlour_app import ParlourApp


def test_a_page_key_before_the_list_is_laid_out_does_nothing():
    options = OptionList(*(f"option {n}" for n in range(30)))  # no size yet: its line map is empty
    options.action_page_down()
    options.action_page_up()


async def test_ctrl_p_then_page_keys_at_once_leave_the_app_running():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(5):
            await pilot.press("ctrl+p", "pageup", "pagedown", "pageup", "escape")
        await pilot.pause()
        assert app.return_code is None and app.is_running
