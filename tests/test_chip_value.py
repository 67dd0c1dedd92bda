"""What a chip is worth (CH-6, PT-10; app/seating/chip_value.py): money as the table shows it, the value's limits.
What mutants of the module showed unchecked."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from parlour.app.seating.chip_value import AMOUNT_LIMIT, CURRENCY_LIMIT, ChipValue
from parlour.app.words.i18n import set_language


def worth(amount: str, currency: str = "") -> ChipValue:
    """A chip's value as typed in the setup (the amount a string, with a point or a comma)."""
    return ChipValue.model_validate({"amount": amount, "currency": currency})


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
