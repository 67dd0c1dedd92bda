"""Numbers as each language writes them and as people type them (app/words/numbers.py), the money of a chip's
value (CH-6) and a refused setup field in the app's own words (app/words/field_refusals.py), in English and in
Russian."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from decimal import Decimal

import pytest
from pydantic import ValidationError

from parlour.app.games.table_refusals import refusal
from parlour.app.seating.chip_value import ChipValue
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.words.i18n import set_language
from parlour.app.words.numbers import date_and_time, day_and_time, decimal, parse_decimal, parse_float, percent
from parlour.rules.games import by_id


@pytest.fixture
def russian():
    set_language("ru")
    yield
    set_language("en")


def test_decimals_percentages_and_signs_in_english():
    assert decimal(0.5) == "0.5" and decimal(1234.5, 2) == "1,234.50" and decimal(1234.5, 2, grouped=False) == "1234.50"
    assert decimal(5.74, 2, signed=True) == "+5.74" and decimal(-1.6, 2, signed=True) == "-1.60"
    assert decimal(0.5, 2, trailing_zeros=False) == "0.5" and decimal(3) == "3"
    # a gain or loss that rounds to nothing has no sign (the Put and Take coach once said "-0.00 chips")
    assert decimal(-0.001, 2, signed=True) == "0.00" == decimal(0.004, 2, signed=True) == decimal(0, 2, signed=True)
    assert decimal(-0.005001, 2, signed=True) == "-0.01"
    assert percent(0.293, 1) == "29.3%" and percent(0.62) == "62%" and percent(1) == "100%"


def test_decimals_percentages_and_signs_in_russian(russian):
    assert decimal(0.5) == "0,5" and decimal(1234.5, 2) == "1\xa0234,50"
    assert decimal(1234.5, 2, grouped=False) == "1234,50"
    assert decimal(5.74, 2, signed=True) == "+5,74" and decimal(-1.6, 2, signed=True) == "-1,60"
    assert percent(0.293, 1) == "29,3\xa0%" and percent(0.62) == "62\xa0%"


def test_dates_are_the_language_s_not_iso(russian):
    when = datetime(2026, 3, 5, 14, 3, tzinfo=timezone.utc)
    local = when.astimezone()
    assert day_and_time(when) == f"{local.day} мар. {local:%H:%M}"
    assert date_and_time(when).startswith(f"{local.day} мар. 2026\xa0г.")
    assert "\u202f" not in date_and_time(when)  # CLDR's narrow space, which many terminal fonts lack
    set_language("en")
    assert day_and_time(when).startswith(f"Mar {local.day} ") and "2026-03" not in date_and_time(when)
    assert "Mar" in date_and_time(when + timedelta(hours=1)) and "2026" in date_and_time(when)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_point_or_a_comma_is_the_decimal_separator_in_either_language(language):
    set_language(language)
    try:
        assert parse_decimal("0,10") == parse_decimal("0.10") == Decimal("0.10")
        assert parse_float("0,5") == parse_float(" 0.5 ") == 0.5 and parse_float("-,5") == -0.5
        for bad in ("1,234.5", "1.2.3", "abc", "", "-", "1,,2", "0x10"):
            with pytest.raises(ValueError):
                parse_decimal(bad)
    finally:
        set_language("en")


def test_a_comma_that_may_be_a_thousands_separator_is_refused_not_guessed(russian):
    assert parse_decimal("1,234") == Decimal("1.234")  # Russian groups with a space: the comma is a decimal
    set_language("en")
    with pytest.raises(ValueError):
        parse_decimal("1,234")  # English: a thousand and more, or one and a bit?
    assert parse_decimal("0,123") == Decimal("0.123") and parse_decimal("12,5") == Decimal("12.5")


def test_a_chip_s_value_typed_with_a_comma_is_a_tenth_not_ten(russian):
    """CH-6: «0,10» is 0.10 per chip (it was read as 010, ten chips' worth)."""
    value = ChipValue(amount="0,10", currency="руб.")  # pyright: ignore[reportArgumentType]  (typed text, validated)
    assert value.amount == Decimal("0.10")
    assert value.describe() == "1 фишка = 0,10\xa0руб."
    assert value.money(-16, signed=True) == "-1,60\xa0руб." and value.money(12345) == "1\xa0234,50\xa0руб."
    set_language("en")
    assert value.describe() == "1 chip = 0.10\xa0руб." and value.money(12345) == "1,234.50\xa0руб."


def setup_refusal(language: str, **given) -> str:
    set_language(language)
    try:
        TableSetup(game=given.pop("game"), seats=default_seats(4), **given)
    except ValidationError as error:
        return refusal(error)
    finally:
        set_language("en")
    raise AssertionError(f"{given} was taken")


@pytest.mark.parametrize(
    "given, english, russian",
    [
        (
            {"game": "put_and_take", "settings": {"starting_chips": 0}},
            "Starting chips: should be 1 or more",
            "Начальный запас: не меньше 1",
        ),
        (
            {"game": "put_and_take", "settings": {"starting_chips": 2_000_000_000}},
            "Starting chips: should be 1,000,000,000 or less",
            "Начальный запас: не больше 1\xa0000\xa0000\xa0000",
        ),
        (
            {"game": "red_dog", "settings": {"irregular_deals": 1.5}},
            "Clumsy dealer: should be 1 or less",
            "Неловкая сдача: не больше 1",
        ),
        (
            {"game": "put_and_take", "settings": {"rounds": 1.5}},
            "Rounds: should be a whole number",
            "Партии: нужно целое число",
        ),
        (
            {"game": "red_dog", "settings": {"burn": "maybe"}},
            "Burn: should be true or false",
            "Карта под низ: нужно true (да) или false (нет)",
        ),
        (
            {"game": "put_and_take", "chip_value": {"amount": "0.00001"}},
            "Chip value: should have at most 4 decimal places",
            "Цена фишки: не больше 4 знаков после запятой",
        ),
        (
            {"game": "put_and_take", "chip_value": {"amount": "0"}},
            "Chip value: should be more than 0",
            "Цена фишки: больше 0",
        ),
        (
            {"game": "put_and_take", "chip_value": {"amount": "abc"}},
            "Chip value: should be a number",
            "Цена фишки: нужно число",
        ),
    ],
)
def test_a_refused_field_is_named_by_its_label_and_worded_by_the_app(given, english, russian):
    assert setup_refusal("en", **dict(given)) == english
    assert setup_refusal("ru", **dict(given)) == russian


def test_a_choice_field_s_refusal_names_its_choices_by_their_labels():
    """PU-V2/V3: the table's mode, named as the setup screen's list names its choices."""
    english = setup_refusal("en", game="put", settings={"mode": "pairs"})
    assert english == (
        "Table: should be one of: Two players (two_player), Free for all (free_for_all), Two against two (partners)"
    )
    russian = setup_refusal("ru", game="put", settings={"mode": "pairs"})
    assert russian.startswith("Стол: одно из: «Вдвоём» (two_player)") and "should" not in russian


def test_red_and_black_says_what_k_is():
    """PT-V3: k chips more for 3+ cards of the k-th turned card's suit: the help names k."""
    field = next(field for field in by_id("put_and_take").setting_fields() if field.key == "red_and_black")
    assert "k-th turned card" in field.help and "k = 1..5" in field.help
    set_language("ru")
    try:
        from parlour.app.words.i18n import _

        assert "k-й открытой карты" in _(field.help)
    finally:
        set_language("en")


def test_a_whole_number_of_chips_is_grouped_as_the_language_writes_it():
    """A play-test: stacks drawn "24999" and "1000000000" beside money written «12 499,00» and a setup refusal's
    "1,000,000,000"."""
    from parlour.app.words.numbers import whole

    assert [whole(n) for n in (0, 7, 999, 24_999, 1_000_000_000)] == ["0", "7", "999", "24,999", "1,000,000,000"]
    assert [whole(n, signed=True) for n in (0, 16, -3, 2_500, -24_999)] == ["0", "+16", "-3", "+2,500", "-24,999"]
    set_language("ru")
    assert whole(24_999) == "24\xa0999" and whole(-1_500, signed=True) == "-1\xa0500"
