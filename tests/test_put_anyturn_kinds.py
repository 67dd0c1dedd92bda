"""The PU-V1 strategy page's figures (rules/put/anyturn_kinds.py, issue 24): when in the round each kind of hand
says "I put", and how often it sees a put, both seats on the shipped equilibrium over the whole round. Checked
against the policy read directly at the first two turns, against each other (a put said is a put faced), and
the shipped table against the round walked again."""

from __future__ import annotations

import random

import pytest

from parlour.rules.put.anyturn_kinds import (
    FACES,
    FIGURES,
    SEES,
    any_turn_kind_plays,
    hand_habits,
    layout_at,
    shipped_habits,
)
from parlour.rules.put.anyturn_policy import policy
from parlour.rules.put.equilibrium_table import hand_index, rank_hands
from parlour.rules.put.figure_archive import SCALE
from parlour.rules.put.hand_classes import DEALER, FIRST, deal_weight, kind_of, kind_plays
from parlour.rules.put.perfect_anyturn import Node, RoundPlay
from parlour.rules.put.round_model import REAL_DECK
from tests.test_put_anyturn import shipped_states

R = 13


def strengths(hand: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(rank + 1 for rank in hand)


def by_kind(values: dict[tuple[int, ...], float]) -> dict:
    """Deal-weighted means of a figure a hand (rank indices), kind by kind."""
    sums: dict = {}
    for hand, value in values.items():
        held = strengths(hand)
        entry = sums.setdefault(kind_of(tuple(sorted(held, reverse=True))), [0.0, 0.0])
        entry[0] += deal_weight(held) * value
        entry[1] += deal_weight(held)
    return {kind: total / weight for kind, (total, weight) in sums.items()}


@pytest.mark.parametrize("state", shipped_states())
def test_each_kind_s_puts_by_trick_add_up_and_every_figure_is_a_chance(state):
    """PU-V1: a put at most once a round, in one of three tricks: each kind's three shares sum to its puts, all
    within [0, 1]; each kind's share of the deals is PU-4's page's (every hand faces as many of the other's)."""
    pu4 = [play.dealt for play in kind_plays(3, 3, FIRST)[1]]
    for seat in (FIRST, DEALER):
        plays = any_turn_kind_plays(*state, seat)
        assert [play.dealt for play in plays] == pytest.approx(pu4, abs=1e-12)
        for play in plays:
            assert play.by_trick is not None and all(0.0 <= share <= 1.0 for share in play.by_trick)
            assert sum(play.by_trick) == pytest.approx(play.puts, abs=1e-9)
            assert play.sees is None or 0.0 <= play.sees <= 1.0


def test_at_one_point_each_nobody_puts_and_a_fold_that_gives_the_game_away_is_all_but_never_made():
    """At (1, 1) a put carries no stake: nobody says it, nobody faces it. At (1, 2) the dealer, at (2, 1) the first
    to speak, sees every put he faces (a fold there is the game); at (2, 2) the first to speak never puts before
    his lead but does later in the round."""
    for seat in (FIRST, DEALER):
        assert all(play.puts == 0 and play.sees is None for play in any_turn_kind_plays(1, 1, seat))
    assert all(play.sees is not None and play.sees > 0.99 for play in any_turn_kind_plays(1, 2, DEALER))
    assert all(play.sees is None or play.sees > 0.99 for play in any_turn_kind_plays(2, 1, FIRST))
    later = any_turn_kind_plays(2, 2, FIRST)
    assert all(play.by_trick is not None and play.by_trick[0] < 1e-4 for play in later)
    assert any(play.by_trick is not None and play.by_trick[1] > 0.3 for play in later)


@pytest.mark.parametrize("state", [(1, 2), (2, 2)])
def test_the_first_trick_s_puts_are_the_policy_s_own_at_the_lead_and_its_answer(state):
    """Read without walking the round: the first to speak can put in the first trick only before his lead, with
    the policy's chance there; the dealer only before his answer, once the lead came without a put (the lead's
    card by the policy, the other's hands weighed by the deal)."""
    rule = policy(state)
    hands = rank_hands()
    lead_put = {hand: rule.put(Node().spot(1, hand)) for hand in hands}
    leads = {hand: rule.cards(Node().spot(1, hand)) for hand in hands}
    answer_put = {hand: [rule.put(Node((lead,)).spot(2, hand)) for lead in range(R)] for hand in hands}
    dealer = {}
    for two in hands:
        total = whole = 0.0
        for one in hands:
            ways = REAL_DECK.deal_ways(strengths(one), strengths(two))
            if ways:
                quiet = 1.0 - lead_put[one]
                total += ways * quiet * sum(chance * answer_put[two][lead] for lead, chance in leads[one])
                whole += ways
        dealer[two] = total / whole
    for seat, expected in ((FIRST, by_kind(lead_put)), (DEALER, by_kind(dealer))):
        for play in any_turn_kind_plays(*state, seat):
            assert play.by_trick is not None
            assert play.by_trick[0] == pytest.approx(expected[play.kind], abs=2 / SCALE), (seat, play.kind)


@pytest.mark.parametrize("state", shipped_states())
def test_a_put_said_by_one_seat_is_a_put_faced_by_the_other(state):
    """Over every deal, how often the dealer says "I put" is how often the first to speak faces a put, and the
    other way round (each hand's figures weighed by how often it is dealt; kept to 1/65535 a hand)."""
    stored = shipped_habits()[state]

    def mean(player: int, figure: int) -> float:
        total = weight = 0.0
        for hand, row in hand_index().items():
            total += deal_weight(hand) * stored[layout_at(player, row) + figure]
            weight += deal_weight(hand)
        return total / weight / SCALE

    def said(player: int) -> float:
        return sum(mean(player, trick) for trick in range(FACES))

    assert said(2) == pytest.approx(mean(1, FACES), abs=3 / SCALE)
    assert said(1) == pytest.approx(mean(2, FACES), abs=3 / SCALE)
    assert mean(1, SEES) <= mean(1, FACES) + 1 / SCALE


@pytest.mark.parametrize("state", [(1, 2), (2, 2)])
def test_the_shipped_table_holds_the_round_walked_again_for_random_hands(state):
    """assets/put_anyturn_kinds.zip, summed deal by deal in both seats at once, holds each hand's figures walked
    again against every hand the other may hold (to the table's 1/65535)."""
    play = RoundPlay(state)
    stored = shipped_habits()[state]
    rng = random.Random(sum(state))
    for player in (1, 2):
        for hand in rng.sample(rank_hands(), 3):
            at = layout_at(player, hand_index()[strengths(hand)])
            shipped = [stored[at + i] / SCALE for i in range(FIGURES)]
            assert shipped == pytest.approx(hand_habits(play, player, hand), abs=1 / SCALE), (player, hand)
