"""Names that look like markup, on every screen that shows them, in English and in Russian: the table (seats,
log, prompt, status), the hand-over between two people, the round summary, the final standings, the review
and its summary, the statistics and the saved games. Each name shows exactly as it is, nothing crashes, and
a name that reads like an action ("[@click=app.quit") does nothing when clicked. Other outside text too: a
rule-book search, a name typed in the setup, a notification."""

from __future__ import annotations

import re
from typing import cast

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.hand_over import HandOver
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.review import ReviewScreen
from parlour.app.screens.review_summary import ReviewSummary
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.saved_games import SavedGamesScreen
from parlour.app.screens.statistics import StatisticsScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import SeatSetup, TableSetup
from parlour.app.widgets.literal import WORD_JOINER
from tests.app_helpers import QUICK, screen_text

SIZE = (120, 40)
PEOPLE = ("[x=", "[@click=app.quit")
"""Two people at one keyboard: an unclosed tag, and the 16 characters a name keeps of "[@click=app.quit]X"."""
COMPUTERS = ("[red]x[/red", "[$accent]漢字", "שלום\\")
"""Computer players: a half-closed style, a theme variable before wide characters, right-to-left text ending
with a backslash."""
NAMES = PEOPLE + COMPUTERS


def nasty_setup(game: str = "red_dog", rounds: int = 1) -> TableSetup:
    seats = [SeatSetup(name=name, human=True) for name in PEOPLE] + [SeatSetup(name=name) for name in COMPUTERS]
    return TableSetup(game=game, seats=tuple(seats), settings={"rounds": rounds})


def shown(app) -> str:
    return screen_text(app).replace(WORD_JOINER, "")


def assert_names(app, names, where: str) -> None:
    text = shown(app)
    missing = [name for name in names if name not in text]
    assert not missing, f"{where}: {missing} not shown as they are in\n{text}"
    assert app.return_code is None, where


async def play_to_the_game_over(pilot, table, seen: dict) -> None:
    """Bet the least, close the hand-overs and summaries, until the final standings; the first screen of each
    kind checked for the names it shows."""
    app = pilot.app
    for _ in range(600):
        screen = app.screen
        kind = type(screen)
        if kind not in seen:
            seen[kind] = shown(app)
            names = {
                HandOver: [n for n in PEOPLE if n in seen[kind]] or PEOPLE,
                TableScreen: NAMES,
                RoundSummary: NAMES,
                GameOverScreen: NAMES,
            }[kind]
            assert_names(app, names[:1] if kind is HandOver else names, kind.__name__)
        if kind is GameOverScreen:
            return
        if screen is not table:
            await pilot.press("enter")
        elif (seat := table.session.person_to_act()) is not None and seat == table.viewer:
            table.decide(table.session.view(seat).legal[0].action())
        else:
            table.advance()
        await pilot.pause()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_names_like_markup_show_as_they_are_on_every_screen(language):
    app = ParlourApp(
        start=nasty_setup(),
        seed=5,
        autoplay=False,
        prefs=Preferences(animation_seconds=0, language=language, confirm_all_in=False),
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        await pilot.click("#seat-1")  # the name "[@click=app.quit" is text: nothing to click in it
        await pilot.pause()
        seen: dict = {}
        await play_to_the_game_over(pilot, table, seen)
        assert {HandOver, RoundSummary, GameOverScreen} <= set(seen), "every dialog that names a player"
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        assert_names(app, NAMES, "review")
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ReviewSummary)
        assert_names(app, PEOPLE, "review summary")
        await pilot.press("escape", "escape")
        await pilot.pause()
        app.action_statistics()
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        assert_names(app, NAMES, "statistics")
        chart_title = str(app.screen.query_one("#stats-chart-title").render()).replace(WORD_JOINER, "")
        assert any(chart_title.startswith(f"{name}: ") for name in NAMES), chart_title
        await pilot.press("escape")
        await pilot.pause()
        assert app.return_code is None


async def test_a_saved_game_with_such_names_is_listed_with_them():
    app = ParlourApp(start=nasty_setup(rounds=3), seed=2, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("space", "enter", "space")
        await pilot.pause()
        app.resume_game()
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        assert_names(app, NAMES[:2], "saved games")


async def test_other_outside_text_is_text_too():
    """A rule-book search for "[x=", a seat's name typed as markup in the setup (and refused when it is
    another seat's name), a notification that is not markup."""
    from parlour.app.screens.rules import RulesScreen
    from parlour.app.screens.setup import SetupScreen
    from tests.app_helpers import type_over  # tab reaches the names: test_setup_screen

    app = ParlourApp(prefs=QUICK, autoplay=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.action_rules()
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("slash", *"[x=", "enter")
        await pilot.pause()
        assert "[x=" in str(app.screen.query_one("#rules-status").render())
        await pilot.press("escape", "escape")
        await pilot.pause()
        cast(MenuScreen, app.screen).new_game("put")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await type_over(pilot, "name-1", "[b]You")
        await pilot.pause()
        assert "[b]You" in shown(app) and "ready" in str(app.screen.query_one("#setup-error").render())
        await type_over(pilot, "name-1", "YOU")
        await pilot.pause()
        error = str(app.screen.query_one("#setup-error").render())
        assert "seats 1 and 2 have the same name, YOU" in error and app.screen.query_one("#start").disabled
        app.notify("[b][x=[/b] a file name", markup=True)  # not markup: shown as it is, never raised
        await pilot.pause()
        assert "[b][x=[/b] a file name" in shown(app)
        assert app.return_code is None


async def test_ch6_a_currency_like_markup_shows_as_typed_in_the_headline_the_summary_and_the_standings():
    """A play-test: with the currency "[i]Z[/i]" the Red Dog headline read "WINS 0.60 Z" (italic Z), while the
    title, pot and log showed it as typed; so did the round summary's and final standings' money columns."""
    from decimal import Decimal

    from parlour.app.games.red_dog.presenter import RedDogPresenter
    from parlour.app.seating.chip_value import ChipValue
    from parlour.app.seating.table_setup import default_setup
    from tests.app_helpers import press_until

    currency = "[i]Z[/i]"
    setup = default_setup("red_dog", 3).model_copy(
        update={"chip_value": ChipValue(amount=Decimal("0.10"), currency=currency), "settings": {"rounds": 1}}
    )
    app = ParlourApp(start=setup, seed=5, autoplay=True, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("v")
        headlines = []
        for _ in range(30):
            if isinstance(app.screen, RoundSummary):
                break
            if table.viewer_decides():
                await pilot.press("enter")
            await pilot.pause()
            headlines.append(cast(RedDogPresenter, table.presenter).headline(table.session.view(0))[0])
        said = [line for line in headlines if "WIN" in line or "LOSE" in line]
        assert said and all(currency in drawn(line) for line in said), said
        assert isinstance(app.screen, RoundSummary)
        # every figure in money is followed by the currency as typed, never by its markup read ("9.70 Z")
        assert currency in shown(app) and not re.search(r"\d\s+Z\b", shown(app)), shown(app)
        await press_until(pilot, GameOverScreen, "space")
        assert currency in shown(app) and not re.search(r"\d\s+Z\b", shown(app)), shown(app)
    # The Put and Take coach's figures in money, the pool's among them.
    from parlour.app.games.put_and_take.coach import coach_lines
    from parlour.rules.put_and_take.coach import HandForecast

    forecast = HandForecast(seat=0, so_far=4, expected=3.5, spread=2.25, places_left=6, exact=True)
    lines = [drawn(line) for line in coach_lines(forecast, pool=4, worth=setup.chip_value.worth)]
    assert all(currency in line for line in lines[:3]), lines


def drawn(markup: str) -> str:
    """A line of markup as it is drawn (its plain text)."""
    from parlour.app.widgets.literal import content

    return content(markup).plain
