"""The perfect-information Put solver (rules/put/solver.py) against a plain search written here from PU-5/PU-6.

`outcome` keeps every position's result in one table as it first works it out; the search here keeps
nothing, so each figure below is worked out from the rules alone.
"""

from __future__ import annotations

import random

import pytest

from parlour.rules.put import solver
from parlour.rules.put.solver import HANDS_BY_SIZE, Ranks, drop, outcome

THREES = (13, 13, 13)
"""Three 3s: the best hand (PU-1: 3 is the highest rank, strength 13)."""


def plain(mover: Ranks, other: Ranks, mover_won: int, other_won: int, led: int) -> int:
    """+1 / 0 / -1 for the player to move, both playing their best with every card known (no memory)."""
    if not mover:
        return (mover_won > other_won) - (mover_won < other_won)
    results = []
    for rank in set(mover):
        rest = drop(mover, rank)
        if not led:
            results.append(-plain(other, rest, other_won, mover_won, rank))
            continue
        won, lost = mover_won + (rank > led), other_won + (rank < led)
        if won == 2 or lost == 2 or not rest:  # PU-6: two won tricks end a two-handed round
            results.append((won > lost) - (won < lost))
        elif rank > led:  # PU-5: the winner leads next; a tied trick's first player (the leader) does
            results.append(plain(rest, other, won, lost, 0))
        else:
            results.append(-plain(other, rest, lost, won, 0))
    return max(results)


def test_hands_checked_by_hand():
    """Three 3s win every trick against three 4s and tie every one against three 3s; two 3s win two tricks
    against two 2s, whoever leads. A 3 and two 4s against a 2 and two 4s only draw: the 2 is kept for one
    of the 4s (1-1 and a tie, PU-6)."""
    assert outcome(THREES, (1, 1, 1), 0, 0, 0) == 1
    assert outcome(THREES, THREES, 0, 0, 0) == 0
    assert outcome((13, 13, 1), (12, 12, 1), 0, 0, 0) == 1
    assert outcome((12, 12, 1), (13, 13, 1), 0, 0, 0) == -1
    assert outcome((13, 1, 1), (12, 1, 1), 0, 0, 0) == 0
    assert outcome((5, 5, 5), (5, 5, 5), 0, 0, 0) == 0


@pytest.mark.parametrize("seed", [1, 2])
def test_every_kind_of_position_agrees_with_a_plain_search(seed: int):
    """Leads and answers at every stage of a round, with every score the round can have before them."""
    rng = random.Random(seed)
    for _ in range(400):
        mine, theirs = rng.choice(HANDS_BY_SIZE[3]), rng.choice(HANDS_BY_SIZE[3])
        assert outcome(mine, theirs, 0, 0, 0) == plain(mine, theirs, 0, 0, 0)
        led = rng.choice(theirs)
        assert outcome(mine, drop(theirs, led), 0, 0, led) == plain(mine, drop(theirs, led), 0, 0, led)
        two, other_two = rng.choice(HANDS_BY_SIZE[2]), rng.choice(HANDS_BY_SIZE[2])
        for score in ((0, 0), (1, 0), (0, 1)):
            assert outcome(two, other_two, *score, 0) == plain(two, other_two, *score, 0)
            led = rng.choice(other_two)
            rest = drop(other_two, led)
            assert outcome(two, rest, *score, led) == plain(two, rest, *score, led)
        one, other_one = rng.choice(HANDS_BY_SIZE[1]), rng.choice(HANDS_BY_SIZE[1])
        for score in ((0, 0), (1, 0), (0, 1), (1, 1)):
            assert outcome(one, other_one, *score, 0) == plain(one, other_one, *score, 0)
            assert outcome(one, (), *score, other_one[0]) == plain(one, (), *score, other_one[0])


@pytest.mark.parametrize(
    ("mover", "other", "score", "led"),
    [
        (THREES, (1, 1), (0, 0), 0),  # a lead with a card fewer on the other side
        (THREES, THREES, (0, 0), 5),  # an answer to a trick the other side still holds every card of
        ((5, 4), (3, 2), (2, 0), 0),  # two won tricks: the round was already over
    ],
)
def test_a_position_no_round_reaches_is_refused(mover: Ranks, other: Ranks, score: tuple[int, int], led: int):
    """The table has a place for each position a round reaches only: any other would read another's result."""
    with pytest.raises(ValueError, match="no two-handed round reaches"):
        outcome(mover, other, *score, led)


def test_the_table_fills_as_positions_come_up_and_can_be_dropped():
    solver.forget_results()
    assert solver.known_positions() == 0
    outcome((13, 7, 2), (12, 12, 1), 0, 0, 0)
    known = solver.known_positions()
    assert 0 < known < solver.POSITIONS
    outcome((13, 7, 2), (12, 12, 1), 0, 0, 0)
    assert solver.known_positions() == known  # worked out once
