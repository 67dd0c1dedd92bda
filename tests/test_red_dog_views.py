"""Red Dog seat views (RD-7: a seat sees its own hand and what the table was shown): the part every seat
shares is worked out once for the last state asked for, and no seat ever gets another state's or another
seat's part of it."""

from __future__ import annotations

import random
from typing import cast

from parlour.rules import cards as C
from parlour.rules.engine import Action
from parlour.rules.red_dog import view as views
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.red_dog.view import seat_view, seen_by

ENGINE = RedDogEngine()


def states(players: int = 4, moves: int = 120, seed: int = 11) -> list:
    """The states of a game played with random legal decisions."""
    state, chooser, found = ENGINE.new_game(RedDogSettings(rounds=30), players, seed), random.Random(seed), []
    for _ in range(moves):
        found.append(state)
        if ENGINE.is_over(state):
            break
        seat = ENGINE.to_act(state)
        if seat is None:
            state = ENGINE.step(state)
            continue
        choice = chooser.choice(ENGINE.choices(state))
        # a bet's choice has its range
        amount = chooser.randint(cast(int, choice.low), cast(int, choice.high)) if choice.do == "bet" else None
        state = ENGINE.apply(state, Action(seat=seat, do=choice.do, amount=amount))
    return found


def fresh(state, seat):
    """The view worked out with nothing remembered."""
    views._last_shared = (None, {}, ())  # pyright: ignore[reportAttributeAccessIssue]  (no such name in the module now)
    return seat_view(state, seat)


def test_rd7_every_seat_gets_its_own_view_of_the_state_asked_for_whatever_came_before():
    played = states()
    expected = {(index, seat): fresh(state, seat) for index, state in enumerate(played) for seat in (None, 0, 1, 2, 3)}
    asked = list(expected)
    random.Random(3).shuffle(asked)  # states and seats interleaved: the remembered part changes all the time
    for index, seat in asked:
        view = seat_view(played[index], seat)
        assert view == expected[index, seat]
        assert view.hand == (played[index].hands[seat] if seat is not None else ())
        assert view.unseen == tuple(card for card in C.DECK if card not in seen_by(played[index], seat))


def test_rd7_an_equal_state_that_is_another_object_is_worked_out_again():
    state = next(state for state in states() if state.hands[1] and state.phase == "bet")
    seat_view(state, 0)
    changed = state.model_copy(update={"hands": (state.hands[0], ("2C",), *state.hands[2:])})
    view = seat_view(changed, 1)
    assert view.hand == ("2C",) and "2C" not in view.unseen
    assert view.hand_counts[1] == 1
