"""What a chip is worth (CH-6, PT-10; app/seating/chip_value.py): money as the table shows it, the value's limits.
What mutants of the module showed unchecked."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from parlour.app.seating.chip_value import AMOUNT_LIMIT, CURRENCY_LIMIT, ChipValue
from parlour.app.words.i18n import set_language


def worth(amount: str, currency: str = "") -> ChipValue:
    """A chip's value as typed in the setup (the amount a string, with a point or a comma); one without a currency as
    read back from before a value needed one (a setup now refuses it: `test_ch6_a_currency_is_a_name_or_a_sign...`)."""
    return ChipValue.model_validate({"amount": amount, "currency": currency}, context={"stored": not currency})


def test_ch6_the_default_chip_is_worth_1_and_changes_no_figure():
    assert ChipValue().money(5) == "5" and ChipValue().describe() == "1 chip = 1"


def test_ch6_a_whole_value_shows_whole_money_and_a_fraction_at_least_two_places():
    assert worth("2", "€").money(3) == "6\xa0€"
    assert worth("0.1", "€").money(3) == "0.30\xa0€"
    assert worth("0.125").money(1) == "0.125"
    assert worth("0.10", "€").money(3, currency=False) == "0.30"
    assert worth("0.10").money(3) == "0.30", "no currency: no space after the figure"
    assert worth("0.10", "€").money(-16, signed=True, currency=False) == "-1.60"
    set_language("ru")
    assert worth("0,10", "₽").money(3) == "0,30\xa0₽"


def test_ch6_a_value_up_to_the_limit_and_a_currency_cut_to_its_length():
    assert worth(str(AMOUNT_LIMIT)).amount == AMOUNT_LIMIT
    with pytest.raises(ValidationError):
        worth(str(AMOUNT_LIMIT + 1))
    for refused in ("0", "-1", "0.00001", "ten"):
        with pytest.raises(ValidationError):
            worth(refused)
    assert ChipValue(currency="abcdefghij").currency == "abcdefghij"[:CURRENCY_LIMIT] == "abcdefgh"


def test_ch6_the_coachs_fractions_of_a_chip_read_as_money_as_precisely_as_in_chips():
    assert worth("0.10", "€").worth(0.12, signed=True) == "+0.012\xa0€", "two places of a chip: three of 0.10"
    assert worth("0.10", "€").worth(0.12, signed=True, currency=False) == "+0.012"
    assert worth("0.10", "€").worth(-1) == worth("0.10", "€").money(-1) == "-0.10\xa0€", "whole chips as the seats say"
    assert worth("1").worth(0.125, signed=True) == "+0.12" and worth("1").worth(3.0) == "3"
    assert worth("5", "$").worth(0.12) == "0.60\xa0$"
    assert worth("10").worth(0.12) == "1.20"
    assert worth("0.25").worth(0.12) == "0.030", "three places at the most"
    assert worth("0.125").worth(2.5) == "0.312", "never fewer places than the money itself shows"
    set_language("ru")
    assert worth("0,10", "₽").worth(0.12, signed=True) == "+0,012\xa0₽"


@pytest.mark.parametrize("currency", ["5", "0.10", "12 €", "!!", "★", "X1"])
def test_ch6_a_currency_is_a_name_or_a_sign_never_a_number(currency):
    """Seen in the setup: "5" was taken as the currency, and the table's money read "1 chip = 0.10 5". The refusal
    says what a currency is (a play-test read "not a number" for "★", which is none)."""
    from parlour.app.words.field_refusals import field_refusal

    with pytest.raises(ValidationError) as refused:
        ChipValue.model_validate({"amount": "0.10", "currency": currency})
    assert refused.value.errors()[0]["type"] == "currency_label"
    said = field_refusal(refused.value.errors()[0])
    assert said.endswith("should be letters or a currency sign (EUR, €), no digits"), said
    for label in ("EUR", "€", "$", "руб.", "pennies"):
        assert ChipValue.model_validate({"amount": "0.10", "currency": label}).currency == label


def test_ch6_a_value_other_than_1_needs_its_currency_but_one_read_back_is_kept():
    """A value with no unit was shown as "1 chip = 0.10", its stacks as bare figures like chips."""
    with pytest.raises(ValidationError) as refused:
        ChipValue.model_validate({"amount": "0.10"})
    assert refused.value.errors()[0]["type"] == "currency_missing"
    assert not ChipValue().priced and ChipValue.model_validate({"amount": "1", "currency": "€"}).priced
    kept = ChipValue.model_validate({"amount": "0.10"}, context={"stored": True})
    assert kept.amount and not kept.priced


async def test_ch6_v_at_a_table_whose_chip_has_no_value_says_how_to_give_it_one():
    """Seen: `v` at a Put and Take table set up from the menu (1 chip = 1) did nothing and said nothing."""
    from parlour.app.parlour_app import ParlourApp
    from parlour.app.screens.table import TableScreen
    from parlour.app.seating.table_setup import default_setup
    from tests.app_helpers import QUICK, SIZE, screen_text

    app = ParlourApp(start=default_setup("put_and_take", 4), seed=3, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("v")
        await pilot.pause()
        said = "A chip has no money value: give Chip value a currency in the setup (CH-6)"
        assert not table.money and said in screen_text(app)
    from parlour.app.words.i18n import _, set_language

    set_language("ru")
    try:  # the message line's 78 cells at 80 columns, its rule kept (seen: "(CH-6)" cut off)
        assert len(said) <= 78 and len(_(said)) <= 78 and _(said).endswith("(CH-6)"), _(said)
        assert "в поле «Цена фишки»" in _(said), "the field named as the setup names it (seen: «валюту «Цены фишки»»)"
        # a network table's: its setup is the host's, before the game (seen: a friend told to change it)
        served = "A chip has no money value here: the host sets one before the game (CH-6)"
        assert len(served) <= 78 and len(_(served)) <= 78 and _(served) != served and _(served).endswith("(CH-6)")
    finally:
        set_language("en")
