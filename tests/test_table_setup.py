"""A table's setup without a screen (app/seating/table_setup.py): seeds as typed, the default seats and their names,
the refusals of a setup that cannot be played (two seats of one name, a strength the game has not, an unknown game),
the table size offered first. What mutants of the module showed unchecked."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from parlour.app.seating.table_setup import (
    SEED_LIMIT,
    STORED,
    STRENGTH_LIMIT,
    SameNames,
    SeatSetup,
    TableSetup,
    default_players,
    default_seats,
    parse_seed,
    seats_offered,
)


def test_a_seed_is_a_whole_number_below_2_to_the_64_as_typed_with_spaces_or_blank_for_a_new_deal():
    assert parse_seed("42") == 42 and parse_seed(" 42 ") == 42
    assert parse_seed("") is None and parse_seed("   ") is None
    assert parse_seed(str(SEED_LIMIT - 1)) == 2**64 - 1
    for typed in (str(SEED_LIMIT), "-1", "4.2", "0x10", "1" * 30):
        with pytest.raises(ValueError, match="Seed: a whole number from 0 to"):
            parse_seed(typed)


def test_the_default_seats_are_you_then_computer_players_each_named_apart_from_the_names_taken():
    assert [seat.name for seat in default_seats(3)] == ["You", "Bob", "Cleo"]
    assert default_seats(3)[0].human and not any(seat.human for seat in default_seats(3)[1:])
    assert [seat.name for seat in default_seats(3, people=2)] == ["Player 1", "Player 2", "Cleo"]
    assert [seat.name for seat in default_seats(4, taken=("Bob",))] == ["You", "Cleo", "Dmitri", "Eva"]
    named = [seat.name for seat in default_seats(8, people=0, taken=("Bob", "cleo"))]  # 10 names, 2 taken
    assert len({name.lower() for name in named}) == 8 and not {"bob", "cleo"} & {name.lower() for name in named}


def test_a_remembered_seat_whose_default_name_would_be_another_seats_keeps_its_own():
    """«Клео» in Russian for a remembered "Cleo", but not where another seat is already called «Клео»."""
    from parlour.app.words.i18n import set_language

    set_language("ru")
    remembered = (SeatSetup(name="You", human=True), SeatSetup(name="Cleo"), SeatSetup(name="Клео"))
    assert [seat.name for seat in seats_offered(remembered, 3)] == ["You", "Cleo", "Клео"]
    moved = seats_offered((SeatSetup(name="You", human=True), SeatSetup(name="Cleo")), 2)
    assert [seat.name for seat in moved] == ["You", "Клео"]


def test_two_people_remembered_from_an_english_session_are_offered_by_number_in_russian():
    """Seen in a Russian evening: a hot-seat setup kept from English offered "Player 1" and "Player 2" beside
    «Клео», and a person ticked in a computer player's seat "Cleo" beside «Борис»; a person's own name stays as
    typed, "You" as it is (shown in the language in force)."""
    from parlour.app.words.i18n import set_language

    remembered = default_seats(4, people=2)
    set_language("ru")
    assert [seat.name for seat in seats_offered(remembered, 4)] == ["Игрок 1", "Игрок 2", "Клео", "Дмитрий"]
    ticked = (SeatSetup(name="Player 1", human=True), SeatSetup(name="Bob", human=True), SeatSetup(name="Cleo"))
    assert [seat.name for seat in seats_offered(ticked, 3)] == ["Игрок 1", "Борис", "Клео"]
    typed = (SeatSetup(name="Player 2", human=True), SeatSetup(name="Marta", human=True), SeatSetup(name="You"))
    assert [seat.name for seat in seats_offered(typed, 3)] == ["Player 2", "Marta", "You"]
    assert [seat.name for seat in seats_offered(default_seats(2), 2)] == ["You", "Борис"]


def test_two_seats_of_one_name_whatever_their_case_are_refused_naming_both_seats():
    seats = (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob"), SeatSetup(name="ann"))
    with pytest.raises(ValidationError) as refused:
        TableSetup(game="red_dog", seats=seats)
    clash = refused.value.errors()[0].get("ctx", {}).get("error")
    assert isinstance(clash, SameNames) and (clash.first, clash.second, clash.name) == (0, 2, "ann")
    assert str(clash) == "seats 1 and 3 have the same name", "the name is data: the English never repeats it"


def test_a_seat_of_a_strength_its_game_has_not_is_refused_without_repeating_it_but_a_stored_persons_is_kept():
    """A person's seat is played like a computer player's on another person's screen (a host's seat of a strength
    nobody has crashed every friend's app as he joined): a new table's is checked too; one read back is kept."""
    for seats in (
        (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob", strength="godlike")),
        (SeatSetup(name="Ann", human=True, strength="godlike"), SeatSetup(name="Bob")),
    ):
        with pytest.raises(ValidationError, match="no such computer player") as refused:
            TableSetup(game="red_dog", seats=seats)
        assert "godlike" not in str(refused.value.errors(include_input=False)), "never repeats what was given"
    person = {"name": "Ann", "human": True, "strength": "godlike"}
    stored = {"game": "red_dog", "seats": [person, {"name": "Bob"}]}
    assert TableSetup.model_validate(stored, context=STORED).seats[0].strength == "godlike"
    anything = (SeatSetup(name="Ann", human=True, strength="any"), SeatSetup(name="Bob", strength="any"))
    assert TableSetup(game="put_and_take", seats=anything).players == 2, "a game without strengths: one kind"
    assert SeatSetup(name="Bob", strength="s" * STRENGTH_LIMIT).strength == "s" * STRENGTH_LIMIT
    with pytest.raises(ValidationError):
        SeatSetup(name="Bob", strength="s" * (STRENGTH_LIMIT + 1))


def test_an_unknown_game_is_refused_as_the_game_field():
    with pytest.raises(ValidationError) as refused:
        TableSetup(game="poker", seats=default_seats(2))
    assert refused.value.errors()[0]["loc"] == ("game",)


def test_the_table_size_offered_first_is_4_where_the_game_and_its_settings_allow_it():
    assert default_players("put") == 2 and default_players("red_dog") == 4
    assert default_players("put", {"mode": "free_for_all"}) == 4
    assert default_players("put", {"mode": "partners"}) == 4
