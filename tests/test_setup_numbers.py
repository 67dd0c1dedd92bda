"""The setup screen's numbers and refusals, as a person meets them at 80x24: a chip's value (CH-6) typed with
a comma, decimals shown as the language writes them, a refused field named by its label in the app's own
words and wrapped rather than cut, and no computer strength offered for a person's seat."""

from __future__ import annotations

from decimal import Decimal
from typing import cast

import pytest
from pydantic import ValidationError
from textual.widgets import Input, Static

from parlour.app.games.table_refusals import refusal
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.words.i18n import set_language
from parlour.app.words.numbers import parse_float
from tests.app_helpers import QUICK, SMALL, focus_on, screen_text, type_over
from tests.net_helpers import until


def russian_app() -> ParlourApp:
    return ParlourApp(autoplay=False, prefs=Preferences(language="ru", animation_seconds=0))


async def open_setup(pilot, game: str, initial: TableSetup | None = None) -> SetupScreen:
    await pilot.pause()
    if initial is None:
        pilot.app.screen.new_game(game)
    else:
        pilot.app.push_screen(
            SetupScreen(game, initial), cast(MenuScreen, pilot.app.screen).on_setup_done
        )  # as the menu
    await pilot.pause()
    assert isinstance(pilot.app.screen, SetupScreen)
    return pilot.app.screen


def refusal_shown(setup: SetupScreen) -> str:
    return str(setup.query_one("#setup-error", Static).render())


async def test_russian_setup_decimals_a_refusal_in_its_words_wrapped_whole_and_a_chip_value_typed_with_a_comma():
    """One Russian setup of Red Dog at 80x24, in turn:
    - RD-V3's chance and a chip's value open with a comma, and are read back the same;
    - a refused field is named by its label in Russian words (the other fields' Russian refusals: the test below,
      without the screen);
    - two seats of one name, said in a sentence longer than the screen is wide: all of it is shown (wrapped, not
      cut);
    - CH-6: «0,10» typed key by key is 0.10 a chip (the comma was dropped: 010, ten a chip), and the game starts
      with it."""
    initial = TableSetup(
        game="red_dog",
        seats=default_seats(4),
        settings={"irregular_deals": 0.25},
        chip_value={"amount": "0.5", "currency": "EUR"},  # pyright: ignore[reportArgumentType]  (validated)
    )
    app = russian_app()
    async with app.run_test(size=SMALL) as pilot:
        setup = await open_setup(pilot, "red_dog", initial)
        assert setup.query_one("#set-irregular_deals", Input).value == "0,25"
        assert setup.query_one("#chip-amount", Input).value == "0,5"
        built = setup.build_setup()
        assert built.settings["irregular_deals"] == 0.25 and built.chip_value.amount == Decimal("0.5")

        await type_over(pilot, "set-starting_chips", "0")
        assert refusal_shown(setup) == "✗ Начальный запас: не меньше 1"
        await type_over(pilot, "set-starting_chips", "100")
        assert "✓" in refusal_shown(setup)

        names = [setup.query_one(f"#name-{seat}", Input).value for seat in (1, 2)]
        await type_over(pilot, "name-1", "Екатерина Вторая")
        await type_over(pilot, "name-2", "Екатерина Вторая")
        message = refusal_shown(setup)
        assert message.startswith("✗") and len(message) > SMALL[0] - 2, message
        await until(pilot, lambda: setup.query_one("#setup-error").region.height >= 2)  # laid out after it is shown
        shown = " ".join(screen_text(app).split())
        assert message.split()[-1] in shown and message.split()[1] in shown, (message, shown)
        await type_over(pilot, "name-2", names[1])
        assert "✓" in refusal_shown(setup)

        await type_over(pilot, "chip-amount", "0,10")
        assert setup.query_one("#chip-amount", Input).value == "0,10"
        await type_over(pilot, "chip-currency", "руб.")
        assert "✓" in refusal_shown(setup)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.setup.chip_value.amount == Decimal("0.10")
        assert app.screen.setup.chip_value.currency == "руб."


@pytest.mark.parametrize(
    "settings, chip_amount, refused",
    [
        ({"irregular_deals": "1,5"}, "1", "Неловкая сдача: не больше 1"),
        ({}, "0,00001", "Цена фишки: не больше 4 знаков после запятой"),
    ],
)
def test_a_refused_decimal_is_named_by_its_label_in_russian_words(settings, chip_amount, refused):
    """RD-V3's chance and CH-6's chip value typed with a Russian comma, read as the setup screen reads them
    (`parse_float`; the amount as typed), refused in the setup's own words (`refusal`)."""
    set_language("ru")
    with pytest.raises(ValidationError) as problem:
        TableSetup(
            game="red_dog",
            seats=default_seats(4),
            chip_value={"amount": chip_amount, "currency": ""},  # pyright: ignore[reportArgumentType]  (validated)
            settings={key: parse_float(text) for key, text in settings.items()},
        )
    assert refusal(problem.value) == refused


async def test_a_refused_field_is_named_by_its_label_in_english_and_no_strength_is_shown_for_a_person_s_seat():
    """ "Clumsy dealer", not "irregular_deals" (RD-V3); a seat ticked as a person's shows no computer strength,
    and a computer player's has it back. Two people: "You" reads "Player 1" (nobody is "you" at a shared
    keyboard); one again: "You" is back (it stayed "Player 1": seen at 80x24)."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        setup = await open_setup(pilot, "red_dog")
        assert not setup.query_one("#strength-0").display and setup.query_one("#strength-1").display
        you = setup.query_one("#name-0", Input).value
        await focus_on(pilot, "person-1")
        await pilot.press("space")  # seat 2 is a person now
        await pilot.pause()
        assert not setup.query_one("#strength-1").display
        assert setup.query_one("#name-0", Input).value == "Player 1"
        await pilot.press("space")  # a computer player again: its strength is back
        await pilot.pause()
        assert setup.query_one("#strength-1").display
        assert setup.query_one("#name-0", Input).value == you == "You"
        await type_over(pilot, "set-irregular_deals", "2")
        assert refusal_shown(setup) == "✗ Clumsy dealer: should be 1 or less"


async def test_enter_typed_right_after_a_number_starts_the_game_with_that_number():
    """Seen: backspace, 3 and enter typed in one burst in the Rounds field left the setup open (a second enter then
    started it): enter, a key of the screen's, acted before the field had read the keys typed before it. It acts
    after them, whatever the pace: the game starts with the number typed."""
    from textual import events

    for start, character in (("enter", "\r"), ("ctrl+s", "\x13")):
        app = ParlourApp(autoplay=False, prefs=QUICK)
        async with app.run_test(size=SMALL) as pilot:
            await open_setup(pilot, "put_and_take")
            await focus_on(pilot, "set-rounds")
            rounds = app.screen.query_one("#set-rounds", Input)
            rounds.value, rounds.cursor_position = "10", 2
            await pilot.pause()
            for key, sent in (("backspace", "\x7f"), ("backspace", "\x7f"), ("3", "3"), (start, character)):
                app.post_message(events.Key(key, sent))  # as the terminal's driver posts them, not waiting
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, seconds=5)
            table = cast(TableScreen, app.screen)
            assert table.session.setup.settings["rounds"] == 3, start
