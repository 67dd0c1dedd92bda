"""The settings as the setup screen reads them (rules/settings.py `setting_fields`): each field's kind, rule and
words, which variant a value puts in force (the line above the felt names it), and the chip rules' bounds (CH-1,
CH-5). Mutants of these lived through the rules tests: the setup and wording tests saw some of them only."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from parlour.rules.put.settings import PutSettings
from parlour.rules.put_and_take.settings import PutAndTakeSettings
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.settings import setting_fields


def fields_of(model) -> dict:
    return {field.key: field for field in setting_fields(model)}


def test_each_field_has_its_kind_rule_and_words_and_only_v_rules_are_variants():
    red_dog, put = fields_of(RedDogSettings), fields_of(PutSettings)
    kinds = {key: field.kind for key, field in red_dog.items()}
    assert kinds["starting_chips"] == kinds["rounds"] == "int" and kinds["rebuy"] == kinds["burn"] == "bool"
    assert kinds["irregular_deals"] == "float" and put["mode"].kind == "choice" and put["target"].kind == "int"
    for model in (RedDogSettings, PutAndTakeSettings, PutSettings):
        for field in setting_fields(model):
            assert field.label and field.help and field.rule, field
            assert field.variant == ("-V" in field.rule), field
    assert red_dog["burn"].variant and not red_dog["rebuy"].variant


def test_a_value_puts_in_force_the_variant_its_field_or_its_choice_names():
    red_dog, put = fields_of(RedDogSettings), fields_of(PutSettings)
    assert red_dog["burn"].variant_in_force(True) == ("RD-V1", "Burn")
    assert red_dog["burn"].variant_in_force(False) is None
    assert red_dog["rebuy"].variant_in_force(True) is None, "CH-4 is no variant"
    mode = put["mode"]
    assert mode.variant_in_force("free_for_all") == ("PU-V2", "Free for all")
    assert mode.variant_in_force("partners") == ("PU-V3", "Two against two")
    assert mode.variant_in_force("two_player") is None, "the game as the source plays it"
    assert mode.variant_in_force("three_handed") is None, "no such choice"


@pytest.mark.parametrize("model", [RedDogSettings, PutAndTakeSettings])
def test_ch1_ch5_starting_chips_and_rounds_within_their_bounds(model):
    for fine in ({"starting_chips": 1}, {"starting_chips": 10**9}, {"rounds": 0}, {"rounds": 10**6}):
        model(**fine)
    for refused in ({"starting_chips": 0}, {"starting_chips": 10**9 + 1}, {"rounds": -1}, {"rounds": 10**6 + 1}):
        with pytest.raises(ValidationError):
            model(**refused)


def test_ch4_ch5_a_game_with_rebuy_ends_by_itself_only_with_a_round_limit_however_short():
    assert (
        RedDogSettings(rebuy=True, rounds=1).ends_by_itself and PutAndTakeSettings(rebuy=True, rounds=1).ends_by_itself
    )
    assert not RedDogSettings(rebuy=True).ends_by_itself and RedDogSettings(rounds=0).ends_by_itself
    assert PutSettings().ends_by_itself, "Put ends at its target (PU-7)"
