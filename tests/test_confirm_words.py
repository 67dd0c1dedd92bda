"""A dialog's answers read as the rest of the app's hints: lower-case verbs after the colon, the keys spaced as in
"space / enter: continue" (the delete dialog said «y/enter: Удалить · n/escape: Оставить», the buttons' labels)."""

from __future__ import annotations

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.saved_games import SavedGamesScreen
from parlour.app.widgets.confirm import Confirm
from tests.test_saved_games import play

HINTS = {
    "en": "y / enter: delete · n / escape: keep",
    "ru": "y / enter: удалить · n / escape: оставить",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_delete_dialog_says_its_answers_as_every_hint_does(lang):
    play("red_dog", 3)
    app = ParlourApp(prefs=Preferences(language=lang, animation_seconds=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(SavedGamesScreen())
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        hint = str(app.screen.query_one(".dialog-hint").render())
        # each key kept with its answer by no-break spaces, the two on a line each where one does not hold both
        assert hint.replace("\u00a0", " ").replace("\n", " · ") == HINTS[lang]
        await pilot.press("n")
