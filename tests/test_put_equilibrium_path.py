"""Whether a player's choices are ones the equilibrium rarely makes (rules/put/equilibrium_path.py): the chance of
each choice of his, in turn, over the hands he may hold weighed by the deal and by his choices before it."""

from __future__ import annotations

import pytest

from parlour.rules.put.equilibrium_path import NEVER, rarely_followed


def test_a_choice_made_often_enough_with_the_hands_he_may_hold_is_followed():
    # half his hands make it always, the other half never: made half of the time
    assert not rarely_followed([(1.0, [1.0]), (1.0, [0.0])])
    assert not rarely_followed([(1.0, [NEVER]), (1.0, [NEVER])])


def test_a_choice_one_rare_hand_makes_now_and_then_is_rare():
    """Seen at PU-V1's (2, 3): perfect play says "I put" at the first turn with three 3s alone, 7% of the time (a
    hand dealt once in 5,525), and with the rest at shares of 1e-6 or less: once in 60,000 rounds."""
    assert rarely_followed([(1.0, [0.07]), (5524.0, [1e-6])])
    assert not rarely_followed([(1.0, [0.07])])  # the one hand he may hold: 7% is a mix, not noise


@pytest.mark.parametrize("late", [True, False])
def test_each_choice_is_weighed_by_the_hands_his_choices_before_it_leave(late):
    """A second choice made only by the hands his first choice all but ruled out is rare; made by the hands it
    left, it is not."""
    first_then_second = [(1.0, [1.0, 0.0 if late else 1.0]), (1.0, [1e-4, 1.0 if late else 0.0])]
    assert rarely_followed(first_then_second) is late


def test_no_choices_are_no_rare_ones():
    assert not rarely_followed([(3.0, []), (1.0, [])])
