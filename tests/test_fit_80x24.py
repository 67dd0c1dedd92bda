"""What must fit at 80x24, in English and in Russian: the line above the felt (parts left out, then an
ellipsis: never wrapped, never cut silently), the seats' names and notes, the menu, the empty statistics,
the game-over hint."""

from __future__ import annotations

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.preferences import Preferences
from parlour.app.screens.table import TableScreen
from parlour.app.table_setup import default_setup
from parlour.app.widgets.literal import content
from parlour.app.widgets.status_line import StatusPart, fitted


def test_the_status_line_leaves_out_the_least_important_parts_first_then_ends_with_an_ellipsis():
    parts = [StatusPart("Red Dog · round 1", 3), StatusPart("auto-play [b]on[/b]", 1), StatusPart("1 chip = 1", 2),
             StatusPart("[dim]seed 7[/]", 0)]
    assert fitted(parts, 80).plain == "Red Dog · round 1 · auto-play on · 1 chip = 1 · seed 7"
    assert fitted(parts, 45).plain == "Red Dog · round 1 · auto-play on · 1 chip = 1"
    assert fitted(parts, 33).plain == "Red Dog · round 1 · 1 chip = 1"
    assert fitted(parts, 20).plain == "Red Dog · round 1"
    assert fitted(parts, 10).plain == "Red Dog ·…"


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game,players,settings", [
    ("red_dog", 5, {"burn": True, "rounds": 10}), ("put_and_take", 6, {"up_and_down_the_river": True, "rounds": 10}),
    ("put", 2, {})])
async def test_the_line_above_the_felt_keeps_to_one_line_at_80_columns(language, game, players, settings):
    app = ParlourApp(start=default_setup(game, players).model_copy(update={"settings": settings}), seed=12345678,
                     autoplay=False, prefs=Preferences(language=language))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        line = table.query_one("#table-status")
        shown = line.render().plain
        assert line.size.height == 1 and len(shown) <= line.size.width == 78
        game_part = content(line.parts[0].markup).plain
        assert shown.startswith(game_part) or shown.endswith("…")  # the game's part stays, or says it is cut
