"""Put rules, one scripted round at a time (explicit decks), named after the rule IDs they check.

Two-player deals go non-dealer first: with dealer 0 the hands are listed [seat 1, seat 0].
"""

from __future__ import annotations

from typing import Any, cast

import pytest

from parlour.rules import cards as C
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction, InvalidSetup
from parlour.rules.put.deal import best_two, worst_two
from parlour.rules.put.settings import PutSettings
from parlour.rules.put.view import RoundResult
from tests.put_helpers import ENGINE, act, deck_for, start, types

# -- PU-1, PU-2, PU-3 ------------------------------------------------------------


def test_pu1_rank_order_three_high_then_two_then_ace_four_low():
    order = sorted("A23456789TJQK", key=lambda r: C.PUT_ORDER[r])
    assert "".join(order) == "456789TJQKA23"
    state = act(
        start([["3S", "AS", "5S"], ["2S", "KS", "4S"]]),
        "decline",
        "decline",
        "play 3S",
        "play 2S",
        "play AS",
        "play KS",
    )
    assert [e.seat for e in state.events if e.type == "trick"] == [1, 1]


def test_pu1_suits_never_matter_same_rank_is_a_tie():
    state = act(start([["9S", "3S", "4S"], ["9H", "5H", "6H"]]), "decline", "decline", "play 9S", "play 9H")
    assert types(state)[-1] == "tied_trick" and state.won == (0, 0)


def test_pu2_first_dealer_by_lot_highest_card_deals_and_ties_draw_again():
    seen_tie = False
    for seed in range(200):
        state = ENGINE.new_game(PutSettings(mode="free_for_all"), 6, seed)
        draws = [e for e in state.events if e.type == "draw"]
        chosen = state.events[-1]
        assert chosen.type == "first_dealer" and chosen.seat == state.dealer
        assert [e.seat for e in draws[:6]] == list(range(6))
        drawn = [cast(str, e.card) for e in draws[:6]]  # a draw names its card
        best = max(C.PUT_ORDER[card[0]] for card in drawn)
        tied = [e.seat for e, card in zip(draws[:6], drawn) if C.PUT_ORDER[card[0]] == best]
        assert state.dealer in tied
        if len(tied) > 1:
            seen_tie = True
            assert [e.seat for e in draws[6 : 6 + len(tied)]] == tied, "only the tied draw again"
    assert seen_tie


def test_pu2_deal_passes_left_after_each_round():
    state = act(
        start([["3S", "2S", "4S"], ["5S", "6S", "7S"]], dealer=1),
        "decline",
        "decline",
        "play 3S",
        "play 5S",
        "play 2S",
        "play 6S",
    )
    assert state.rounds_played == 1 and ENGINE.dealer(state) == 0 and ENGINE.needs_round(state)
    assert state.events[-1].type == "dealer" and state.events[-1].seat == 0


def test_pu3_two_players_get_three_cards_one_at_a_time_non_dealer_first_rest_set_aside():
    deck = tuple(C.DECK)
    state = ENGINE.start_round(ENGINE.new_game(PutSettings(), 2, first_dealer=0), deck)
    assert state.hands[1] == (deck[0], deck[2], deck[4]) and state.hands[0] == (deck[1], deck[3], deck[5])
    assert state.set_aside == deck[6:] and len(state.set_aside) == 46
    assert [e.seat for e in state.events if e.type == "deal"] == [1, 0]


def test_pu3_shuffled_round_is_cut_by_the_player_right_of_the_dealer():
    state = ENGINE.start_round(ENGINE.new_game(PutSettings(), 2, seed=5, first_dealer=1))
    cut = state.events[0]
    assert cut.type == "cut" and cut.seat == 0 and cut.k is not None and 4 <= cut.k <= 48
    assert sorted(state.all_cards()) == sorted(C.DECK)


@pytest.mark.parametrize(
    ("mode", "players"), [("two_player", 2), ("free_for_all", 3), ("partners", 4), ("free_for_all", 6)]
)
def test_pu3_the_cut_spans_every_point_with_four_cards_a_packet_at_any_table(mode, players):
    """The player to the dealer's right cuts (PU-3, PU-V2, PU-V3) anywhere that leaves 4 cards in each packet."""
    points = set()
    for seed in range(1500):
        dealer = seed % players
        state = ENGINE.start_round(ENGINE.new_game(PutSettings(mode=mode), players, seed, first_dealer=dealer))
        cut = state.events[0]
        assert cut.type == "cut" and cut.seat == (dealer - 1) % players and cut.k is not None
        points.add(cut.k)
    assert points == set(range(4, 49))


# -- PU-4: I put ----------------------------------------------------------------


def test_pu4_window_non_dealer_then_dealer_then_non_dealer_leads():
    state = start([["3S", "2S", "4S"], ["5S", "6S", "7S"]])
    assert ENGINE.to_act(state) == 1 and ENGINE.legal_codes(state) == ["put", "decline"]
    state = act(state, "decline")
    assert ENGINE.to_act(state) == 0 and ENGINE.legal_codes(state) == ["put", "decline"]
    state = act(state, "decline")
    assert state.phase == "play" and ENGINE.to_act(state) == 1
    assert ENGINE.legal_codes(state) == ["play 3S", "play 2S", "play 4S"]


def test_pu4_fold_gives_the_putter_one_point_and_ends_the_round():
    state = act(start([["3S", "2S", "4S"], ["5S", "6S", "7S"]]), "put")
    assert ENGINE.to_act(state) == 0 and ENGINE.legal_codes(state) == ["fold", "see"]
    assert all(ENGINE.view(state, seat).round_result is None for seat in (0, 1, None))  # not decided yet
    state = act(state, "fold")
    assert state.scores == (0, 1) and state.rounds_played == 1 and not ENGINE.is_over(state)
    assert [e for e in state.events if e.type == "score"][0].reason == "fold"
    decided = RoundResult(scorer=1, by="fold", put_lapsed=False, ended_game=False)
    assert all(ENGINE.view(state, seat).round_result == decided for seat in (0, 1, None))


def test_no_round_is_decided_before_the_first_is_dealt_and_no_seat_holds_or_has_won_anything():
    for table in (PutSettings(), PutSettings(mode="free_for_all")):
        players = 2 if table.mode == "two_player" else 3
        fresh = ENGINE.new_game(table, players, seed=4)
        view = ENGINE.view(fresh, 0)
        assert fresh.phase == "deal" and view.round_result is None
        nothing = (0,) * players
        assert (view.hand_sizes, view.won, view.face_down) == (nothing, nothing, nothing)
        assert view.in_round == (False,) * players
        assert view.putter is None and not view.seen and view.calls == ()  # nobody has put (PU-4)


def test_pu4_dealer_may_put_after_the_non_dealer_declines_and_wins_the_game_when_seen():
    state = act(start([["4S", "5S", "6S"], ["3S", "2S", "7S"]], scores=(0, 3)), "decline", "put")
    assert ENGINE.to_act(state) == 1
    state = act(state, "see", "play 4S", "play 3S", "play 7S", "play 5S")
    assert ENGINE.is_over(state) and ENGINE.outcome(state).winner == 0
    assert state.scores == (1, 3), "the round's point is scored as usual"
    assert "put" in cast(str, ENGINE.outcome(state).reason)


def test_pu4_seen_put_lost_by_the_putter_ends_the_game_for_the_opponent():
    state = act(
        start([["4S", "5S", "6S"], ["3S", "2S", "7S"]], scores=(4, 0)),
        "put",
        "see",
        "play 4S",
        "play 3S",
        "play 2S",
        "play 5S",
    )
    assert ENGINE.is_over(state) and state.winner == 0 and state.scores == (5, 0)
    state = act(
        start([["4S", "5S", "6S"], ["3S", "2S", "7S"]], scores=(0, 4)),
        "put",
        "see",
        "play 4S",
        "play 3S",
        "play 2S",
        "play 5S",
    )
    assert ENGINE.is_over(state) and state.winner == 0 and state.scores == (1, 4)


def test_pu4_drawn_round_after_a_seen_put_lapses_and_the_game_goes_on():
    state = act(
        start([["3S", "4S", "9S"], ["3H", "5H", "8H"]]),
        "put",
        "see",
        "play 3S",
        "play 3H",
        "play 4S",
        "play 5H",
        "play 8H",
        "play 9S",
    )
    assert state.scores == (0, 0) and not ENGINE.is_over(state) and ENGINE.needs_round(state)
    assert types(state)[-3:] == ["round_drawn", "put_lapses", "dealer"]


def test_pu4_at_most_one_put_a_round():
    state = act(start([["3S", "2S", "4S"], ["5S", "6S", "7S"]]), "put")
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, Action(seat=0, do="put"))
    assert refused.value.rule == "PU-4"
    state = act(state, "see")
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, Action(seat=1, do="put"))
    assert refused.value.rule == "PU-4"


def test_pu4_no_put_after_the_window_without_pu_v1():
    state = act(start([["3S", "2S", "4S"], ["5S", "6S", "7S"]]), "decline", "decline")
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, Action(seat=1, do="put"))
    assert refused.value.rule == "PU-4" and "PU-V1" in str(refused.value)


def test_pu4_answering_a_put_that_was_not_made_is_refused():
    state = start([["3S", "2S", "4S"], ["5S", "6S", "7S"]])
    for kind in ("fold", "see"):
        with pytest.raises(IllegalAction) as refused:
            ENGINE.apply(state, Action(seat=1, do=kind))
        assert refused.value.rule == "PU-4"


# -- PU-5, PU-6: tricks and scoring ------------------------------------------


def test_pu5_winner_of_a_trick_leads_the_next():
    state = act(start([["5S", "3S", "4S"], ["6S", "7S", "8S"]]), "decline", "decline", "play 5S", "play 6S")
    assert ENGINE.to_act(state) == 0 and state.leader == 0


@pytest.mark.parametrize("dealer", [0, 1])
def test_pu5_tied_trick_belongs_to_nobody_and_its_first_player_leads(dealer):
    hands = [["KS", "3S", "4S"], ["KH", "5H", "6H"]]
    state = act(start(hands, dealer=dealer), "decline", "decline", "play KS", "play KH")
    non_dealer = 1 - dealer
    tied = state.events[-1]
    assert tied.type == "tied_trick" and tied.seat == non_dealer and state.won == (0, 0)
    assert ENGINE.to_act(state) == non_dealer


@pytest.mark.parametrize(
    "plays, scores, kind",
    [
        (["play 4S", "play 6H", "play 3H", "play 2S"], (1, 0), "2-0 stops after two tricks"),
        (["play 4S", "play 3H", "play 2H", "play 3S", "play 2S", "play 6H"], (0, 1), "2-1"),
        (["play 3S", "play 3H", "play 2S", "play 2H", "play 4S", "play 6H"], (1, 0), "1-0 with two ties"),
        (["play 3S", "play 3H", "play 2S", "play 6H", "play 4S", "play 2H"], (0, 0), "1-1 and a tie: draw"),
    ],
)
def test_pu6_round_outcomes(plays, scores, kind):
    state = act(start([["3S", "2S", "4S"], ["3H", "2H", "6H"]]), "decline", "decline", *plays)
    assert state.scores == scores, kind
    assert state.rounds_played == 1 and len(state.tricks) == len(plays) // 2


def test_pu6_a_tie_then_two_won_tricks_is_two_nil_after_three_tricks():
    state = act(
        start([["5S", "3S", "2S"], ["5H", "4H", "6H"]]),
        "decline",
        "decline",
        "play 5S",
        "play 5H",
        "play 3S",
        "play 4H",
        "play 2S",
        "play 6H",
    )
    assert state.scores == (0, 1) and state.won == (0, 2) and len(state.tricks) == 3


def test_pu6_three_ties_is_a_draw():
    state = act(
        start([["3S", "2S", "4S"], ["3H", "2H", "4H"]]),
        "decline",
        "decline",
        "play 3S",
        "play 3H",
        "play 2S",
        "play 2H",
        "play 4S",
        "play 4H",
    )
    assert state.scores == (0, 0) and "round_drawn" in types(state) and "put_lapses" not in types(state)


def test_pu6_two_player_round_stops_as_soon_as_one_player_has_two_tricks():
    state = act(
        start([["3S", "2S", "4S"], ["5H", "6H", "7H"]]),
        "decline",
        "decline",
        "play 3S",
        "play 5H",
        "play 2S",
        "play 6H",
    )
    assert ENGINE.needs_round(state) and state.hands == (("7H",), ("4S",)) and len(state.tricks) == 2


# -- PU-7: the target ------------------------------------------------------------


def test_pu7_game_ends_exactly_when_a_player_reaches_the_target():
    state = act(
        start([["3S", "2S", "4S"], ["5H", "6H", "7H"]], scores=(0, 3)),
        "decline",
        "decline",
        "play 3S",
        "play 5H",
        "play 2S",
        "play 6H",
    )
    assert state.scores == (0, 4) and not ENGINE.is_over(state)
    state = act(
        start([["3S", "2S", "4S"], ["5H", "6H", "7H"]], scores=(0, 4)),
        "decline",
        "decline",
        "play 3S",
        "play 5H",
        "play 2S",
        "play 6H",
    )
    assert ENGINE.is_over(state) and state.winner == 1 and ENGINE.dealer(state) == 1
    with pytest.raises(IllegalAction) as refused:
        ENGINE.start_round(state)
    assert refused.value.rule == "PU-7"


def test_pu7_target_is_a_setting_and_a_fold_point_can_reach_it():
    state = act(start([["3S", "2S", "4S"], ["5H", "6H", "7H"]], target=1), "put", "fold")
    assert ENGINE.is_over(state) and state.winner == 1 and state.scores == (0, 1)
    assert ENGINE.scoreboard(state) == {"stacks": None, "pot": None, "scores": [0, 1]}


# -- PU-V1: put at any turn ---------------------------------------------------


def test_pu_v1_no_window_put_offered_at_every_turn_before_playing():
    state = start([["3S", "2S", "4S"], ["AS", "KS", "QS"]], put_any_turn=True)
    assert state.phase == "play" and ENGINE.legal_codes(state) == ["put", "play 3S", "play 2S", "play 4S"]
    state = act(state, "play 3S")
    assert ENGINE.legal_codes(state) == ["put", "play AS", "play KS", "play QS"]


def test_pu_v1_put_mid_round_folded_gives_a_point():
    state = act(start([["3S", "2S", "4S"], ["AS", "KS", "QS"]], put_any_turn=True), "play 3S", "play AS", "put")
    assert ENGINE.to_act(state) == 0 and ENGINE.legal_codes(state) == ["fold", "see"]
    state = act(state, "fold")
    assert state.scores == (0, 1) and state.rounds_played == 1


def test_pu_v1_put_seen_then_the_putter_plays_and_a_second_put_is_refused():
    state = act(start([["3S", "2S", "4S"], ["AS", "KS", "QS"]], put_any_turn=True), "play 3S", "play AS", "put", "see")
    assert ENGINE.to_act(state) == 1 and ENGINE.legal_codes(state) == ["play 2S", "play 4S"]
    state = act(state, "play 4S")
    assert ENGINE.legal_codes(state) == ["play KS", "play QS"]
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, Action(seat=0, do="put"))
    assert refused.value.rule == "PU-V1"
    state = act(state, "play KS", "play QS", "play 2S")
    assert ENGINE.is_over(state) and state.winner == 1


def test_pu_v1_refusals_about_the_put_cite_the_rule_that_allows_it():
    """With put at any turn a put may still come later in the round, and a second one is refused under the rule
    that allowed the first: both refusals cite PU-V1, not the put window's PU-4."""
    state = act(start([["3S", "2S", "4S"], ["AS", "KS", "QS"]], put_any_turn=True), "play 3S")
    putter = ENGINE.to_act(state)
    assert putter is not None
    for kind in ("fold", "see"):
        with pytest.raises(IllegalAction) as refused:
            ENGINE.apply(state, Action(seat=putter, do=kind))
        assert refused.value.rule == "PU-V1" and refused.value.code == "put.nothing_to_answer"
    state = act(state, "put")
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, Action(seat=1 - putter, do="put"))
    assert refused.value.rule == "PU-V1" and refused.value.code == "put.already_put"


# -- PU-V2: three or more players, each for himself ----------------------------

FFA: dict[str, Any] = dict(mode="free_for_all")


def test_pu_v2_hand_size_deal_order_and_window_order():
    deck = tuple(C.DECK)
    state = ENGINE.start_round(ENGINE.new_game(PutSettings(**FFA), 4, first_dealer=2), deck)
    assert [len(h) for h in state.hands] == [5, 5, 5, 5] and len(state.set_aside) == 32
    assert state.hands[3][:2] == (deck[0], deck[4]) and state.hands[2][0] == deck[3]
    assert [e.seat for e in state.events if e.type == "deal"] == [3, 0, 1, 2]
    order = []
    for _ in range(4):
        order.append(ENGINE.to_act(state))
        state = act(state, "decline")
    assert order == [3, 0, 1, 2] and ENGINE.to_act(state) == 3


def test_pu_v2_three_nil_with_a_tied_trick_scores_for_the_single_most():
    hands = [["3S", "2S", "AS", "KS"], ["4S", "5S", "6S", "3H"], ["7S", "8S", "9S", "TS"]]
    state = act(start(hands, **FFA), "decline", "decline", "decline", "play 3S", "play 3H", "play 7S")
    assert state.events[-1].type == "tied_trick" and ENGINE.to_act(state) == 1
    state = act(state, "play 2S", "play 4S", "play 8S")
    assert ENGINE.to_act(state) == 1 and not ENGINE.needs_round(state), "no early stop for three players"
    state = act(state, "play AS", "play 5S", "play 9S", "play KS", "play 6S", "play TS")
    assert state.scores == (0, 1, 0) and state.won == (0, 3, 0)


def test_pu_v2_tie_at_the_top_goes_to_the_first_of_them_to_play_not_the_leader():
    hands = [["4D", "5D", "6D", "7D"], ["KD", "8D", "9D", "TD"], ["KH", "8H", "9H", "TH"]]
    state = act(start(hands, **FFA), "decline", "decline", "decline", "play 4D", "play KD", "play KH")
    assert state.events[-1].type == "tied_trick" and state.events[-1].seat == 2 and ENGINE.to_act(state) == 2


def test_pu_v2_equal_most_tricks_is_a_draw():
    hands = [["3S", "2S", "4S", "5S"], ["3H", "4H", "2H", "6H"], ["7S", "8S", "9S", "TS"]]
    state = act(
        start(hands, **FFA),
        "decline",
        "decline",
        "decline",
        "play 3S",
        "play 3H",
        "play 7S",
        "play 2S",
        "play 4H",
        "play 8S",
        "play 4S",
        "play 2H",
        "play 9S",
        "play 6H",
        "play TS",
        "play 5S",
    )
    assert state.won == (1, 1, 1) and state.scores == (0, 0, 0) and "round_drawn" in types(state)


def test_pu_v2_put_answered_clockwise_from_the_putter_all_fold_gives_one_point():
    hands = [["3S", "2S", "AS", "KS"], ["4S", "5S", "6S", "3H"], ["7S", "8S", "9S", "TS"]]
    state = act(start(hands, **FFA), "decline", "put")
    assert ENGINE.to_act(state) == 0 and ENGINE.legal_codes(state) == ["fold", "see"]
    state = act(state, "fold")
    assert ENGINE.to_act(state) == 1
    state = act(state, "fold")
    assert state.scores == (0, 0, 1) and state.rounds_played == 1


def test_pu_v2_put_seen_by_one_the_round_is_played_among_those_left_and_decides_the_game():
    hands = [["3S", "2S", "AS", "KS"], ["4S", "5S", "6S", "3H"], ["7S", "8S", "9S", "TS"]]
    state = act(start(hands, **FFA), "decline", "put", "see", "fold")
    assert state.in_round == (True, False, True) and state.hands[1] == () and len(state.discards[1]) == 4
    assert ENGINE.to_act(state) == 2, "the first lead goes to the first player still in, from the dealer's left"
    state = act(state, "play 3H", "play TS", "play 4S", "play 7S", "play 8S", "play 5S", "play 9S", "play 6S")
    assert ENGINE.is_over(state) and state.winner == 0 and state.scores == (1, 0, 0)


def test_pu4_the_winner_of_a_seen_put_heads_the_standings_whatever_the_scores():
    """PU-4: the outcome's standings ("every seat, best first") put the winner first (seen: a seen put's winner
    listed behind a loser with more points; the game-over screen sorted it, the protocol's outcome did not)."""
    hands = [["3S", "2S", "AS", "KS"], ["4S", "5S", "6S", "3H"], ["7S", "8S", "9S", "TS"]]
    state = act(start(hands, scores=(0, 0, 2), **FFA), "decline", "put", "see", "fold")
    state = act(state, "play 3H", "play TS", "play 4S", "play 7S", "play 8S", "play 5S", "play 9S", "play 6S")
    outcome = ENGINE.outcome(state)
    assert state.scores == (1, 0, 2) and outcome.winner == 0 and outcome.standings == (0, 2, 1)


def test_pu_v2_with_pu_v1_a_folder_takes_his_card_back_and_his_tricks_stop_counting():
    hands = [["3S", "5S", "6S", "7S"], ["2S", "8S", "9S", "TS"], ["AS", "JS", "QS", "KS"]]
    state = act(start(hands, put_any_turn=True, **FFA), "play 3S", "play 8S", "play JS", "play 5S", "put")
    assert state.won == (0, 1, 0) and [ENGINE.to_act(state)] == [0]
    state = act(state, "see", "fold")
    taken = [e for e in state.events if e.type == "take_back"]
    assert taken and taken[0].seat == 1 and taken[0].card == "5S" and state.trick == ()
    assert ENGINE.to_act(state) == 2 and ENGINE.legal_codes(state) == ["play 2S", "play 9S", "play TS"]
    # the trick the folder led is empty again: the seat to play leads it, as every seat's view says
    assert state.leader == 2 and {ENGINE.view(state, seat).leader for seat in (0, 1, 2, None)} == {2}
    state = act(state, "play 2S", "play KS", "play 9S", "play AS", "play QS", "play TS")
    assert state.won == (2, 1, 1) and state.winner == 0 and state.scores == (1, 0, 0)
    assert sorted(state.all_cards()) == sorted(C.DECK)


def test_pu_v2_with_pu_v1_a_folder_who_won_the_most_tricks_cannot_score():
    hands = [["3S", "2S", "6S", "7S"], ["4S", "8S", "9S", "TS"], ["5S", "JS", "QS", "KS"]]
    state = act(
        start(hands, put_any_turn=True, **FFA),
        "play 3S",
        "play 8S",
        "play JS",
        "play 2S",
        "play 9S",
        "play QS",
        "play 6S",
        "put",
        "see",
        "fold",
    )
    assert state.won[1] == 2 and not state.in_round[1]
    state = act(state, "play TS", "play 5S", "play 4S", "play KS")
    assert state.won == (1, 2, 1) and state.scores == (0, 0, 0) and "put_lapses" in types(state)


# -- PU-V3: two against two ------------------------------------------------------

PARTNERS = [["KH", "QH", "JH"], ["7C", "3C", "7S"], ["4H", "5H", "6H"], ["7H", "9S", "7D"]]
"""Dealer 0, dealt in order seats 1, 2, 3, 0."""


def test_pu_v3_best_two_and_worst_two_follow_hand_order_among_equal_ranks():
    assert best_two(("7C", "3C", "7S")) == ("3C", "7C")
    assert worst_two(("7H", "9S", "7D", "3C", "7C")) == ("7D", "7C")


def test_pu_v3_passes_and_discards_are_automatic_steps_then_two_handed_play():
    table = PutSettings(mode="partners")
    state = ENGINE.start_round(ENGINE.new_game(table, 4, first_dealer=0), deck_for(PARTNERS))
    assert [e.seat for e in state.events if e.type == "deal"] == [1, 2, 3, 0]
    steps = []
    while state.phase in ("pass", "discard"):
        assert ENGINE.to_act(state) is None and ENGINE.legal_actions(state) == []
        state = ENGINE.advance(state)
        last = state.events[-1]
        steps.append((last.type, last.seat, last.cards))
    assert steps == [
        ("pass", 2, ("3C", "7C")),
        ("pass", 3, ("6H", "5H")),
        ("discard", 1, ("6H", "5H")),
        ("discard", 0, ("7D", "7C")),
    ]
    assert state.hands == (("7H", "9S", "3C"), ("KH", "QH", "JH"), (), ())
    assert state.in_round == (True, True, False, False)
    assert state.discards == (("7D", "7C"), ("6H", "5H"), ("7S",), ("4H",))
    assert ENGINE.to_act(state) == 1 and ENGINE.legal_codes(state) == ["put", "decline"]
    state = act(state, "decline")
    assert ENGINE.to_act(state) == 0


@pytest.mark.parametrize(("mode", "players"), [("partners", 4), ("two_player", 2), ("free_for_all", 4)])
def test_pu_v3_partners_sit_opposite_in_the_state_every_view_and_the_engine(mode, players):
    """PU-V3: seats 0 and 2 are one team, 1 and 3 the other; in every other mode each seat is its own."""
    state = ENGINE.start_round(ENGINE.new_game(PutSettings(mode=mode), players, seed=2))
    for seat in range(players):
        team = {0: (0, 2), 1: (1, 3), 2: (0, 2), 3: (1, 3)}[seat] if mode == "partners" else (seat,)
        assert state.team_of(seat) == ENGINE.team_of(state, seat) == team
        assert all(ENGINE.view(state, viewer).team_of(seat) == team for viewer in (*range(players), None))


def test_pu_v3_each_seat_reads_the_log_with_only_what_it_did_not_see_masked():
    """A deal and a discard show their cards to their own seat only, a pass to its giver and receiver; the others read
    who and how many (`k`). Every other event (the cut, the puts, the cards played) reads the same for every seat."""
    table = PutSettings(mode="partners")
    state = ENGINE.start_round(ENGINE.new_game(table, 4, first_dealer=0), deck_for(PARTNERS))
    while state.phase in ("pass", "discard"):
        state = ENGINE.advance(state)
    state = act(state, "decline", "decline", "play KH", "play 3C")
    assert [e.type for e in state.events].count("pass") == 2 and state.events[-1].type == "trick"
    for seat in range(4):
        log = ENGINE.view(state, seat).log
        assert len(log) == len(state.events)
        for shown, actual in zip(log, state.events):
            private = (actual.type in ("deal", "discard") and actual.seat != seat) or (
                actual.type == "pass" and seat not in (actual.seat, actual.to)
            )
            if private:
                assert shown.cards is None and (shown.type, shown.seat, shown.to) == (
                    actual.type,
                    actual.seat,
                    actual.to,
                )
                assert shown.k == len(actual.cards or ())
            else:
                assert shown == actual, (seat, shown)
        view = ENGINE.view(state, seat)
        passes = [e for e in state.events if e.type == "pass"]
        assert view.pass_pairs == tuple((e.seat, e.to) for e in passes)
        assert view.passes == tuple((e.seat, e.to, e.cards) for e in passes if seat in (e.seat, e.to))
        assert view.taken_back == ()


def test_pu_v3_team_scores_and_the_deal_passes_round_the_four():
    state = act(
        start(PARTNERS, mode="partners"),
        "decline",
        "decline",
        "play KH",
        "play 3C",
        "play 7H",
        "play JH",
        "play QH",
        "play 9S",
    )
    assert state.scores == (0, 1, 0, 1) and ENGINE.dealer(state) == 1


def test_pu_v3_first_team_to_the_target_wins_reported_as_its_lower_seat():
    state = act(
        start(PARTNERS, mode="partners", scores=(0, 4, 0, 4)),
        "decline",
        "decline",
        "play KH",
        "play 3C",
        "play 7H",
        "play JH",
        "play QH",
        "play 9S",
    )
    assert ENGINE.is_over(state) and state.winner == 1 and state.scores == (0, 5, 0, 5)
    state = act(
        start(PARTNERS, dealer=2, mode="partners", scores=(3, 0, 3, 0)),
        "decline",
        "put",
        "see",
        "play KH",
        "play 7H",
        "play JH",
        "play 9S",
    )
    assert ENGINE.is_over(state) and state.winner == 1 and ENGINE.outcome(state).winner == 1
    assert state.scores == (3, 1, 3, 1)


def test_pu_v3_dealer_partner_passes_and_scripted_dealer_three():
    state = start(PARTNERS, dealer=3, mode="partners")
    assert state.in_round == (True, False, False, True) and ENGINE.to_act(state) == 0


# -- setups ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "mode, players, rule",
    [
        ("two_player", 3, "PU-3"),
        ("free_for_all", 2, "PU-V2"),
        ("free_for_all", 7, "PU-V2"),
        ("partners", 3, "PU-V3"),
        ("partners", 5, "PU-V3"),
    ],
)
def test_player_counts_per_mode(mode, players, rule):
    with pytest.raises(InvalidSetup) as refused:
        ENGINE.new_game(PutSettings(mode=mode), players)
    assert refused.value.rule == rule


def test_put_has_no_chips():
    with pytest.raises(InvalidSetup) as refused:
        ENGINE.new_game(PutSettings(), 2, stacks=(100, 100))
    assert refused.value.rule == "PU-7"
    for key, value in (("starting_chips", 100), ("rebuy", True), ("rounds", 3)):
        with pytest.raises(ValueError):
            PutSettings(**{key: value})  # pyright: ignore[reportArgumentType]  (a field Put has not, on purpose)
    with pytest.raises(ValueError):
        PutSettings(target=0)


def test_scripted_round_takes_a_full_deck_not_hands():
    state = ENGINE.new_game(PutSettings(), 2, first_dealer=0)
    doubled = (*C.DECK[:51], C.DECK[0])  # 52 cards, one of them twice
    for deck in (tuple(C.DECK[:51]), doubled, (*C.DECK, "AS")):
        with pytest.raises(InvalidSetup) as refused:
            ENGINE.start_round(state, deck)
        assert (refused.value.code, refused.value.rule) == ("put.deck_not_whole", "PU-3")
    with pytest.raises(InvalidSetup):
        ENGINE.start_round(state, None, hands=(("AS",), ("KS",)))


@pytest.mark.parametrize("players", [2, 4])
def test_pu2_a_first_dealer_given_is_one_of_the_seats(players):
    mode = "two_player" if players == 2 else "free_for_all"
    for dealer in range(players):
        assert ENGINE.new_game(PutSettings(mode=mode), players, first_dealer=dealer).dealer == dealer
    for dealer in (-1, players):
        with pytest.raises(InvalidSetup) as refused:
            ENGINE.new_game(PutSettings(mode=mode), players, first_dealer=dealer)
        assert refused.value.rule == "PU-2" and refused.value.params == {"last": players - 1}
