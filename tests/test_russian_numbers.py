"""Parlour in Russian writes its numbers the Russian way: «0,5», «+5,74», «29,3 %», never "0.5".

The walk of every screen of every game with the coach's panel open (its odds and expected chips are the
app's decimals) finds no number with a decimal point: test_russian_screens, whose walk checks the words and
the numbers of each screen at once. Here: the check itself, and a chip game's table shown in money (CH-6,
key `v`) writes its sums with a comma.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.seating.chip_value import ChipValue
from parlour.app.seating.table_setup import default_setup
from tests.app_helpers import SMALL, screen_text
from tests.russian_checks import POINTED_NUMBER, assert_no_pointed_number

RUSSIAN = Preferences(language="ru", coach=True, animation_seconds=0)


def test_the_check_finds_a_pointed_number():
    assert POINTED_NUMBER.findall("ставка 0.5 · 29.3% · 0,5 · 127.0.0.1 · v0.1.0") == ["0.5", "29.3"]


@pytest.mark.parametrize("game", ["put_and_take", "red_dog"])
async def test_a_table_in_money_writes_sums_with_a_comma(game):
    """CH-6: at 0.25 a chip the stacks read «24,75 EUR», the status «1 фишка = 0,25 EUR»."""
    setup = default_setup(game, 3).model_copy(update={"chip_value": ChipValue(amount=Decimal("0.25"), currency="EUR")})
    app = ParlourApp(start=setup, seed=4, autoplay=False, prefs=RUSSIAN)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("v")
        await pilot.pause()
        text = screen_text(app)
        assert "1 фишка = 0,25 EUR" in text and re.search(r"● \d+,\d\d EUR", text), text
        assert_no_pointed_number(app, f"{game} in money")


def test_the_dealers_badge_speaks_to_the_person_in_his_own_seat():
    """Russian's badge is a verb («СДАЁТ Клео»: «СДАЮЩИЙ» read wrong beside a woman's name): the person's own seat
    says it in the second person (seen: «СДАЁТ  Вы»)."""
    from parlour.app.widgets.seat import SeatInfo, role_text
    from parlour.app.words.i18n import set_language
    from parlour.app.words.seat_words import addressed

    you, cleo = addressed(("You", "Cleo"), 0)
    assert role_text(SeatInfo(name=you, stack="1", role="DEALER")) == "DEALER"
    set_language("ru")
    try:
        shown = [
            role_text(SeatInfo(name=name, stack="1", role=role)) for name in (you, cleo) for role in ("DEALER", "BANK")
        ]
    finally:
        set_language("en")
    assert shown == ["СДАЁТЕ", "БАНКОМЁТ", "СДАЁТ", "БАНКОМЁТ"]
