"""The one fast-construction path (rules/fast.py `construct`) against the Pydantic it was written for.

`construct` fills a model's instance the way Pydantic's own `model_construct` does, which is not
public API. These tests fail when the installed Pydantic is not the pinned one, or when a model made
by `construct` (through `build`, `event`, a state's `model_copy`, a seat view) stops behaving like
the same model validated: equality, hashing, dumps, JSON, copies, pickling, frozenness, the fields set.
"""

from __future__ import annotations

import copy
import pickle

import pydantic
import pytest
from pydantic import ValidationError

from parlour.rules.actions import Action, Choice
from parlour.rules.events import Event, event, event_of, given, shared_event
from parlour.rules.fast import PYDANTIC_TESTED, build, construct
from parlour.rules.put.engine import PutEngine
from parlour.rules.put.settings import PutSettings
from parlour.rules.put.state import PutState
from parlour.rules.put.view import PutView
from parlour.rules.put_and_take.engine import PutAndTakeEngine
from parlour.rules.put_and_take.settings import PutAndTakeSettings
from parlour.rules.put_and_take.view import PutAndTakeView
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.red_dog.state import RedDogState
from parlour.rules.red_dog.view import RedDogView
from parlour.rules.rng import Rng


def test_the_installed_pydantic_is_the_one_construct_was_checked_against() -> None:
    assert pydantic.VERSION.rsplit(".", 1)[0] == PYDANTIC_TESTED, (
        f"Pydantic {pydantic.VERSION}: check rules/fast.py `construct` against its model_construct, "
        "then move PYDANTIC_TESTED and the pin in pyproject.toml"
    )


def same_as_validated(made: pydantic.BaseModel) -> None:
    """`made` behaves in every way the program uses like the model validated from its own fields."""
    validated = type(made).model_validate(made.model_dump())
    assert made == validated and validated == made
    assert hash(made) == hash(validated)
    assert made.model_dump() == validated.model_dump()
    assert made.model_dump_json() == validated.model_dump_json()
    assert made.model_dump_json(exclude_defaults=True) == validated.model_dump_json(exclude_defaults=True)
    assert repr(made) == repr(validated)
    assert made.model_extra == validated.model_extra and made.__pydantic_private__ is None
    assert copy.copy(made) == made and copy.deepcopy(made) == made
    assert pickle.loads(pickle.dumps(made)) == made
    assert made.model_copy(deep=True) == made
    name = next(iter(type(made).model_fields))
    with pytest.raises(ValidationError):
        setattr(made, name, getattr(made, name))


@pytest.mark.parametrize(
    "make",
    [
        lambda: event("lose", seat=2, amount=3, cards=("2H", "KS"), note="RD-7"),
        lambda: shared_event("turn", seat=1, card="7H", k=3, note="RD-7"),
        lambda: event_of(
            given("seat", "amount", "short", "cards", "note"),
            "lose",
            seat=2,
            amount=3,
            short=None,
            cards=("2H", "KS"),
            note="RD-7",
        ),
        lambda: build(Action, seat=1, do="bet", amount=4),
        lambda: build(Choice, seat=0, do="bet", low=1, high=9),
    ],
    ids=["event", "shared event", "event_of", "action", "choice"],
)
def test_built_models_are_the_validated_ones(make) -> None:
    made = make()
    same_as_validated(made)
    assert made.model_fields_set == type(made).model_validate(made.model_dump(exclude_unset=True)).model_fields_set


def test_event_of_makes_the_event_that_event_makes() -> None:
    fields = given("seat", "amount", "short", "card", "k", "cards", "reason", "note", "details")
    values = {"seat": 3, "amount": 5, "short": None, "card": "QS", "k": 2, "cards": ("QH",), "reason": "put"}
    made, reference = (
        event_of(fields, "pay", **values, note=None, details=None),
        event("pay", **values, note=None, details=None),
    )
    assert made == reference and list(made.__dict__) == list(reference.__dict__) == list(Event.model_fields)
    assert made.model_fields_set == reference.model_fields_set and made.__pydantic_extra__ == {}
    with pytest.raises(TypeError):
        given("seat", "colour")


def states() -> list[RedDogState]:
    """Red Dog states after every kind of transition (each a `model_copy` of the one before)."""
    engine = RedDogEngine()
    state = engine.new_game(RedDogSettings(rebuy=True, burn=True), 4, 7)
    seen = [state]
    while len(seen) < 40:
        if engine.needs_round(state):
            state = engine.start_round(state)
        elif engine.to_act(state) is None:
            state = engine.advance(state)
        else:
            state = engine.apply(state, engine.choices(state)[-1].action(2))
        seen.append(state)
    return seen


def test_states_copied_with_changes_are_the_validated_ones() -> None:
    for state in states():
        same_as_validated(state)
        assert (
            state.model_fields_set == RedDogState.model_validate(state.model_dump(exclude_unset=True)).model_fields_set
        )


def test_a_copy_never_changes_its_original_or_shares_a_changed_field_set() -> None:
    first = states()[0]
    dump, fields = first.model_dump(), set(first.model_fields_set)
    changed = first.model_copy(update={"turned": ("AS",)})
    assert first.model_dump() == dump and first.model_fields_set == fields
    assert "turned" in changed.model_fields_set and "turned" not in fields


def test_seat_views_are_the_validated_ones() -> None:
    engine = RedDogEngine()
    for state in states():
        for view in engine.views(state, [None, 0, 1, 2, 3]):
            assert isinstance(view, RedDogView)
            same_as_validated(view)


def test_construct_sets_what_model_construct_sets() -> None:
    fields = {name: None for name in Event.model_fields} | {"type": "bust", "seat": 1}
    made = construct(Event, dict(fields), {"type", "seat"}, {})  # an Event allows extra fields: none here
    reference = Event.model_construct(type="bust", seat=1)
    for slot in ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__"):
        assert getattr(made, slot) == getattr(reference, slot), slot


def put_states() -> list[PutState]:
    """Put states of every mode (two players with PU-V1, partners' passes and discards, a free for all with
    its take-backs), random legal play from a seeded generator."""
    engine, rng, seen = PutEngine(), Rng(3), []
    for settings, players in (
        (PutSettings(put_any_turn=True, target=2), 2),
        (PutSettings(mode="partners", target=2), 4),
        (PutSettings(mode="free_for_all", put_any_turn=True, target=2), 4),
    ):
        state = engine.new_game(settings, players, 11)
        while not engine.is_over(state) and len(seen) < 30 * players:
            if engine.needs_round(state):
                state = engine.start_round(state)
            elif engine.to_act(state) is None:
                state = engine.advance(state)
            else:
                legal = engine.legal_actions(state)
                state = engine.apply(state, legal[rng.below(len(legal))])
            seen.append(state)
    return seen


def test_put_seat_views_are_the_validated_ones() -> None:
    engine = PutEngine()
    for state in put_states()[::3]:
        for seat in (None, *range(state.players)):
            view = engine.view(state, seat)
            assert isinstance(view, PutView)
            same_as_validated(view)


def test_put_and_take_seat_views_are_the_validated_ones_and_each_names_its_seat() -> None:
    engine, seen = PutAndTakeEngine(), 0
    state = engine.new_game(PutAndTakeSettings(ante=True), 4, 5)
    while not engine.is_over(state) and seen < 60:
        state = engine.start_round(state) if engine.needs_round(state) else engine.advance(state)
        seen += 1
        views = engine.views(state, [None, 0, 1, 2, 3])
        for seat, view in zip((None, 0, 1, 2, 3), views):
            assert isinstance(view, PutAndTakeView) and view.seat == seat
            same_as_validated(view)
            assert view == engine.view(state, seat)
    assert seen == 60
