"""Scripted Red Dog rounds, one or more per rule, with hand-computed chips (RULES.md RD-*, CH-*)."""

from __future__ import annotations

from typing import cast

import pytest
from pydantic import ValidationError

from parlour.rules import cards as C
from parlour.rules.actions import ActionKind
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction, InvalidSetup
from parlour.rules.outcome import Termination
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.red_dog.state import RedDogState

ENGINE = RedDogEngine()


def table(players: int = 4, dealer: int = 0, stacks: tuple[int, ...] | None = None, **settings) -> RedDogState:
    """A new game with a fixed first dealer (the opening ante already taken)."""
    return ENGINE.new_game(RedDogSettings(**settings), players, 7, first_dealer=dealer, stacks=stacks)


def deal(state: RedDogState, hands: list[list[str]], stock: list[str]) -> RedDogState:
    """A round with scripted hands and stock."""
    return ENGINE.start_round(state, tuple(stock), tuple(tuple(hand) for hand in hands))


def act(state: RedDogState, seat: int | None, do: ActionKind, amount: int | None = None) -> RedDogState:
    """One decision, and the card turned for it when it was a bet."""
    assert seat is not None  # a decision is due
    state = ENGINE.apply(state, Action(seat=seat, do=do, amount=amount))
    return ENGINE.advance(state) if state.phase == "turn" else state


def types(state: RedDogState) -> list[str]:
    return [e.type for e in state.events]


# -- setup: RD-1, RD-V1, settings ---------------------------------------------


def test_rd1_two_to_ten_players():
    settings = RedDogSettings()
    for players in (2, 10):
        ENGINE.check_setup(settings, players)
    for players in (1, 11):
        with pytest.raises(InvalidSetup) as error:
            ENGINE.check_setup(settings, players)
        assert error.value.rule == "RD-1"


@pytest.mark.parametrize(
    "players, four, needed",
    [(7, False, 49), (8, False, 56), (8, True, 48), (9, False, 54), (9, True, 54), (2, False, 14), (10, True, 60)],
)
def test_rdv1_burn_needs_hand_plus_two_times_players_within_52(players, four, needed):
    """RD-V1 with RD-5 / RD-V2's hand: (hand + 2) x players cards at the most 52; a refusal gives its figures (the
    hand, and the cards the table would need)."""
    settings = RedDogSettings(burn=True, four_card_hands=four)
    if needed <= 52:
        ENGINE.check_setup(settings, players)
        return
    with pytest.raises(InvalidSetup) as error:
        ENGINE.check_setup(settings, players)
    assert error.value.rule == "RD-V1"
    size = needed // players - 2
    assert error.value.params == {"players": players, "size": size, "total": needed}
    assert f"with {players} players and {size}-card hands that is {needed}" in error.value.message


def test_settings_are_strict_with_the_scenario_defaults():
    assert RedDogSettings().model_dump() == {
        "starting_chips": 100,
        "rebuy": False,
        "rounds": 0,
        "burn": False,
        "four_card_hands": False,
        "irregular_deals": 0.0,
    }
    assert RedDogSettings(irregular_deals=1).irregular_deals == 1.0
    for bad in (
        {"burn": 1},
        {"four_card_hands": "yes"},
        {"irregular_deals": 1.5},
        {"irregular_deals": True},
        {"irregular_deals": -0.1},
        {"jokers": True},
    ):
        with pytest.raises(ValidationError):
            RedDogSettings.model_validate(bad)


# -- RD-2, RD-3: the start of a game -------------------------------------------


def test_rd2_everyone_antes_one_when_the_game_starts():
    state = table(players=3, dealer=1, stacks=(5, 1, 9))
    assert state.stacks == (4, 0, 8) and state.pot == 3
    assert [(e.type, e.seat, e.amount, e.reason) for e in state.events] == [
        ("pay", 2, 1, "ante"),
        ("pay", 0, 1, "ante"),
        ("pay", 1, 1, "ante"),
    ]


@pytest.mark.parametrize("seed", range(8))
def test_rd3_first_dealer_is_the_player_dealt_the_first_jack(seed):
    players = 2 + seed
    state = ENGINE.new_game(RedDogSettings(), players, seed)
    draws = [e for e in state.events if e.type == "draw"]
    assert [e.seat for e in draws] == [i % players for i in range(len(draws))]
    cards = [cast(str, e.card) for e in draws]  # a draw names its card
    assert cards[-1][0] == "J" and all(card[0] != "J" for card in cards[:-1])
    assert state.dealer == draws[-1].seat
    assert [e.seat for e in state.events if e.type == "first_dealer"] == [state.dealer]


def test_first_dealer_must_be_a_seat():
    with pytest.raises(InvalidSetup) as error:
        table(players=3, dealer=3)
    assert error.value.rule == "RD-3"


# -- RD-4, RD-5: shuffle, cut and deal -----------------------------------------


def test_rd4_player_right_of_dealer_cuts_with_four_cards_in_each_packet():
    """Over many seeds the cut point spans exactly 4..48: every cut the rule allows, and none it does not."""
    points = set()
    for seed in range(1500):
        state = ENGINE.new_game(RedDogSettings(), 4, seed, first_dealer=seed % 4)
        dealt = ENGINE.start_round(state)
        cut = [e for e in dealt.events if e.type == "cut"]
        assert len(cut) == 1 and cut[0].k is not None
        assert cut[0].seat == (seed % 4 - 1) % 4
        points.add(cut[0].k)
        if seed < 20:
            assert sorted(dealt.all_cards()) == sorted(C.DECK)
    assert points == set(range(4, 49))


def test_rd4_cutter_skips_a_player_who_is_out():
    state = table(players=4, dealer=1).model_copy(update={"out": (True, False, False, False)})
    dealt = ENGINE.start_round(state)
    assert [e.seat for e in dealt.events if e.type == "cut"] == [3]
    assert dealt.hands[0] == () and dealt.order == (2, 3, 1)


def test_rd5_deals_one_card_at_a_time_clockwise_from_dealers_left():
    deck = tuple(C.DECK)
    dealt = ENGINE.start_round(table(players=4, dealer=1), deck)
    assert dealt.hands[2] == deck[0:20:4]
    assert dealt.hands[3] == deck[1:20:4]
    assert dealt.hands[0] == deck[2:20:4]
    assert dealt.hands[1] == deck[3:20:4]
    assert dealt.stock == deck[20:]


@pytest.mark.parametrize(
    "players, four, size", [(8, False, 5), (9, False, 4), (10, False, 4), (4, True, 4), (2, False, 5)]
)
def test_rd5_rdv2_hand_size(players, four, size):
    dealt = ENGINE.start_round(table(players=players, four_card_hands=four))
    assert all(len(hand) == size for hand in dealt.hands)
    assert len(dealt.stock) == 52 - size * players


def test_rd5_four_cards_above_eight_players_even_after_busts():
    state = table(players=9).model_copy(update={"out": (False, True) + (False,) * 7})
    dealt = ENGINE.start_round(state)
    assert [len(hand) for hand in dealt.hands] == [4, 0] + [4] * 7


# -- RD-6: betting --------------------------------------------------------------


def test_rd6_turns_go_from_dealers_left_round_to_the_dealer():
    state = ENGINE.start_round(table(players=5, dealer=2))
    seen = []
    while ENGINE.to_act(state) is not None:
        seen.append(ENGINE.to_act(state))
        state = act(state, seen[-1], "forfeit")
    assert seen == [3, 4, 0, 1, 2]
    assert state.phase == "deal" and state.rounds_played == 1


def test_rd6_the_bettor_is_the_seat_deciding_then_the_one_whose_stake_waits_and_nobody_between_rounds():
    state = table(players=3, dealer=2)
    assert state.bettor is None and ENGINE.view(state, 0).bettor is None  # before the deal
    state = ENGINE.start_round(state)
    assert state.phase == "bet" and state.bettor == ENGINE.to_act(state) == 0
    state = ENGINE.apply(state, Action(seat=0, do="bet", amount=1))
    assert state.phase == "turn" and state.bettor == 0 and ENGINE.to_act(state) is None  # its card is due
    state = act(ENGINE.advance(state), 1, "forfeit")
    state = act(state, 2, "forfeit")
    assert state.phase == "deal" and state.bettor is None and ENGINE.view(state, None).bettor is None


def test_rd6_a_bet_is_at_most_the_pot_and_at_most_the_stack():
    state = ENGINE.start_round(table(players=3, dealer=2, stacks=(2, 50, 50)), tuple(C.DECK))
    assert state.stacks == (1, 49, 49) and state.pot == 3
    assert ENGINE.legal_codes(state) == ["forfeit", "bet 1..1"]
    assert ENGINE.bet_range(state) == (1, 1)
    assert [a.code for a in ENGINE.legal_actions(state)] == ["forfeit", "bet 1"]
    for amount, why in ((2, "chips"), (4, "bettor's 1 chips"), (0, "at least")):  # over both: the smaller named
        with pytest.raises(IllegalAction) as error:
            ENGINE.apply(state, Action(seat=0, do="bet", amount=amount))
        assert error.value.rule == "RD-6" and why in error.value.message
    state = act(state, 0, "forfeit")
    assert state.stacks == (0, 49, 49) and state.pot == 4
    assert ENGINE.legal_codes(state) == ["forfeit", "bet 1..4"]


def test_rd6_forfeit_puts_one_chip_in_the_pot_and_turns_no_card():
    state = ENGINE.start_round(table(players=2, dealer=1), tuple(C.DECK))
    after = act(state, 0, "forfeit")
    assert after.stacks == (98, 99) and after.pot == 3 and after.turned == ()
    assert (after.events[-1].type, after.events[-1].amount) == ("forfeit", 1)


def test_rd6_wrong_seat_and_wrong_moment_are_refused():
    state = ENGINE.start_round(table(players=3, dealer=0))
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Action(seat=2, do="forfeit"))
    assert error.value.rule == "RD-6"
    with pytest.raises(IllegalAction):
        ENGINE.advance(state)
    with pytest.raises(IllegalAction):
        ENGINE.start_round(state)
    betting = ENGINE.apply(state, Action(seat=1, do="bet", amount=1))
    assert ENGINE.to_act(betting) is None and betting.phase == "turn"
    with pytest.raises(IllegalAction):
        ENGINE.apply(betting, Action(seat=1, do="bet", amount=1))
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, Action(seat=1, do="play", card="AS"))


# -- RD-7: the turned card -------------------------------------------------------


def test_rd7_win_needs_same_suit_and_higher_rank():
    state = table(players=2, dealer=1, stacks=(10, 10))
    state = deal(state, [["5H", "KS", "2C", "3D", "4D"], ["9C", "TC", "QD", "7S", "8S"]], ["QS", "JD", "2S", "3S"])
    state = act(state, 0, "bet", 2)
    # KS beats QS: 9 + 2 = 11, pot 2 - 2 = 0, then everyone antes (RD-8): 10 and 8, pot 2.
    assert state.stacks == (10, 8) and state.pot == 2
    state = act(state, 1, "bet", 2)
    # JD: seat 1 has QD (same suit, higher) -> wins 2 more: 10, pot 0 -> antes again: 9, 9, pot 2.
    assert state.stacks == (9, 9) and state.pot == 2
    assert state.turned == ("QS", "JD")


def test_rd7_higher_rank_of_another_suit_or_lower_card_of_the_suit_loses():
    state = table(players=2, dealer=1, stacks=(10, 10))
    state = deal(state, [["5H", "KS", "2C", "3D", "4D"], ["9C", "TC", "QD", "AS", "8S"]], ["6H", "KC", "2S", "3S"])
    state = act(state, 0, "bet", 2)
    assert state.stacks == (7, 9) and state.pot == 4
    assert (state.phase, state.stake) == ("bet", 0), "the stake settled: none waits for a card"
    state = act(state, 1, "bet", 4)
    assert state.stacks == (7, 5) and state.pot == 8


def test_rd7_ace_is_high():
    state = table(players=2, dealer=1, stacks=(10, 10))
    state = deal(state, [["AH", "2C", "3C", "4C", "5C"], ["KS", "QS", "JS", "TS", "9S"]], ["KH", "AS"])
    state = act(state, 0, "bet", 1)
    assert state.stacks == (10, 9) and state.pot == 1
    state = act(state, 1, "bet", 1)
    assert state.stacks == (10, 8) and state.pot == 2


def test_rd7_winner_shows_his_lowest_winning_card_loser_his_whole_hand():
    state = table(players=2, dealer=1, stacks=(10, 10))
    hands = [["KH", "9H", "JH", "2S", "3S"], ["4C", "5C", "6C", "7D", "8D"]]
    state = deal(state, hands, ["8H", "9D"])
    state = act(state, 0, "bet", 1)
    assert state.shown[0] == ("9H",)
    assert (state.events[-1].type, state.events[-1].card) == ("win", "9H")
    state = act(state, 1, "bet", 1)
    lose = [e for e in state.events if e.type == "lose"]
    assert lose[0].cards == tuple(hands[1]) and lose[0].seat == 1
    assert [(e.type, e.card) for e in state.events if e.type == "turn"] == [("turn", "8H"), ("turn", "9D")]


# -- RD-8: re-ante when the pot is empty -----------------------------------------


def test_rd8_reante_at_once_even_after_the_rounds_last_bet():
    state = table(players=3, dealer=0, stacks=(10, 10, 10))
    state = deal(
        state,
        [["AS", "2C", "3C", "4C", "5C"], ["6C", "7C", "8C", "9C", "TC"], ["JC", "QC", "KC", "2H", "3H"]],
        ["4H", "2S", "KD"],
    )
    state = act(state, 1, "forfeit")
    assert state.stacks == (9, 8, 9) and state.pot == 4
    state = act(state, 2, "bet", 1)
    assert state.stacks == (9, 8, 8) and state.pot == 5
    state = act(state, 0, "bet", 5)
    # AS beats 2S: dealer 14, pot 0, then all three ante: 13, 7, 7, pot 3; the round is over.
    assert state.stacks == (13, 7, 7) and state.pot == 3
    assert state.phase == "deal" and state.dealer == 1
    tail = [(e.type, e.seat, e.note) for e in state.events][-5:]
    assert tail == [
        ("win", 0, "RD-7"),
        ("pay", 1, "RD-8"),
        ("pay", 2, "RD-8"),
        ("pay", 0, "RD-8"),
        ("deal_passes", 1, "RD-9"),
    ]


def test_rd8_a_player_sitting_out_antes_too():
    state = table(players=3, dealer=0, stacks=(10, 10, 10))
    state = deal(state, [["2C", "3C", "4C", "5C", "6C"], ["AS", "7C", "8C", "9C", "TC"], []], ["KS", "JD"])
    assert state.order == (1, 0)
    state = act(state, 1, "bet", 3)
    assert state.stacks == (8, 11, 8) and state.pot == 3


def test_ch2_ch4_a_player_at_zero_can_only_forfeit_which_costs_nothing_and_antes_short():
    state = table(players=3, dealer=2, stacks=(5, 2, 5))
    state = deal(
        state,
        [["AS", "2C", "3C", "4C", "5C"], ["6C", "7C", "8C", "9C", "TC"], ["AH", "JC", "QC", "KC", "2H"]],
        ["KS", "3H", "4S"],
    )
    state = act(state, 0, "bet", 3)
    assert state.stacks == (6, 0, 3) and state.pot == 3
    assert ENGINE.legal_codes(state) == ["forfeit"] and ENGINE.bet_range(state) is None
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Action(seat=1, do="bet", amount=1))
    assert error.value.rule == "CH-4"
    state = act(state, 1, "forfeit")
    assert state.stacks == (6, 0, 3) and state.pot == 3
    assert (state.events[-1].amount, state.events[-1].short) == (0, 1)
    state = act(state, 2, "bet", 3)
    # AH beats 3H: 6, pot 0; antes: seat 0 pays 1, seat 1 is short by 1, seat 2 pays 1.
    assert state.stacks == (5, 0, 5) and state.pot == 2
    short = [e for e in state.events if e.type == "pay" and e.seat == 1 and e.note == "RD-8"]
    assert (short[-1].amount, short[-1].short) == (0, 1)
    assert state.out == (False, True, False) and state.dealer == 0
    assert [e.seat for e in state.events if e.type == "bust"] == [1]


# -- CH-4, CH-5, RD-9, RD-10 -------------------------------------------------------


def busting_round(**settings) -> RedDogState:
    """Four players, dealer 3; seat 0 (1 chip after the ante) bets it and loses."""
    state = table(players=4, dealer=3, stacks=(2, 10, 10, 10), **settings)
    state = deal(state, [["2C", "3C", "4C", "5C", "6C"], [], [], []], ["KC", "AD"])
    return act(state, 0, "bet", 1)


def test_ch4_bust_without_rebuy_and_rd9_deal_passes_skipping_the_busted():
    state = busting_round()
    assert state.stacks == (0, 9, 9, 9) and state.pot == 5 and state.out == (True, False, False, False)
    assert state.dealer == 1 and ENGINE.dealer(state) == 1
    dealt = ENGINE.start_round(state)
    assert dealt.hands[0] == () and dealt.order == (2, 3, 1)


def test_ch4_rebuy_gives_starting_chips_again():
    state = busting_round(rebuy=True, starting_chips=30)
    assert state.stacks == (30, 9, 9, 9) and state.rebuys == (1, 0, 0, 0) and state.out == (False,) * 4
    assert state.dealer == 0
    assert [(e.type, e.seat, e.amount) for e in state.events if e.type == "rebuy"] == [("rebuy", 0, 30)]


def test_ch4_ch5_with_rebuy_and_no_round_limit_nobody_is_ever_out_and_the_game_never_ends_by_itself():
    """Said as the settings' `ends_by_itself` (the setup warns of it; the pause menu ends such a game)."""
    from parlour.rules.red_dog.bots import sharp
    from parlour.rules.red_dog.settings import RedDogSettings
    from parlour.rules.rng import Rng

    endless = RedDogSettings(rebuy=True, starting_chips=3)
    assert not endless.ends_by_itself
    assert RedDogSettings(rebuy=True, rounds=5).ends_by_itself and RedDogSettings().ends_by_itself
    state, rng = ENGINE.new_game(endless, 3, 7), Rng(7)
    while state.rounds_played < 60:
        assert not ENGINE.is_over(state)
        if ENGINE.needs_round(state):
            state = ENGINE.start_round(state)
        elif (seat := ENGINE.to_act(state)) is None:
            state = ENGINE.advance(state)
        else:
            state = ENGINE.apply(state, sharp(ENGINE.view(state, seat), rng))
    assert sum(state.rebuys) > 0 and not any(state.out), "stacks ran out and were bought again"


def test_ch5_game_ends_after_the_set_rounds_and_rd10_the_pot_stays():
    state = ENGINE.start_round(table(players=3, dealer=0, rounds=1))
    for seat in (1, 2, 0):
        state = act(state, seat, "forfeit")
    assert ENGINE.is_over(state) and state.rounds_played == 1
    assert state.stacks == (98, 98, 98) and state.pot == 6
    outcome = ENGINE.outcome(state)
    assert outcome.finished and outcome.winner is None and outcome.reason == "1 rounds played"
    with pytest.raises(IllegalAction) as error:
        ENGINE.start_round(state)
    assert error.value.rule == "CH-5"


def test_ch5_game_ends_when_one_player_holds_chips():
    state = table(players=2, dealer=1, stacks=(2, 5))
    state = deal(state, [["2C", "3C", "4C", "5C", "6C"], ["AS", "KS", "QS", "JS", "TS"]], ["KC", "AD"])
    state = act(state, 0, "bet", 1)
    state = act(state, 1, "forfeit")
    assert state.stacks == (0, 3) and state.pot == 4
    assert ENGINE.is_over(state) and ENGINE.outcome(state).winner == 1
    assert ENGINE.scoreboard(state) == {"stacks": [0, 3], "pot": 4, "scores": None}


def test_ch5_one_chip_left_keeps_a_player_in_the_game():
    """CH-5 ends the game when one player alone holds chips: a single chip is chips (a seat at 1 goes on)."""
    state = table(players=2, dealer=1, stacks=(3, 5))
    state = deal(state, [["2C", "3C", "4C", "5C", "6C"], ["AS", "KS", "QS", "JS", "TS"]], ["KC", "AD"])
    state = act(state, 0, "forfeit")
    state = act(state, 1, "forfeit")
    assert state.stacks == (1, 3) and state.out == (False, False)
    assert not ENGINE.is_over(state) and ENGINE.needs_round(state)


def test_ch5_game_ends_when_the_human_players_are_out():
    state = ENGINE.new_game(RedDogSettings(), 3, 1, first_dealer=2, stacks=(2, 10, 10), humans=(0,))
    state = deal(state, [["2C", "3C", "4C", "5C", "6C"], [], []], ["KC"])
    state = act(state, 0, "bet", 1)
    assert ENGINE.is_over(state) and state.termination is Termination.PEOPLE_OUT
    assert ENGINE.outcome(state).winner is None


# -- RD-V1: burn ------------------------------------------------------------------


def test_rdv1_burn_moves_the_top_card_to_the_bottom_unseen_and_turns_the_next():
    hands = [["3H", "2C", "3C", "4C", "5C"], ["6C", "7C", "8C", "9C", "TC"]]
    plain = act(deal(table(players=2, dealer=1), hands, ["AS", "2H", "3S", "4S"]), 0, "bet", 1)
    assert plain.turned == ("AS",) and plain.stacks == (98, 99)
    burned = act(deal(table(players=2, dealer=1, burn=True), hands, ["AS", "2H", "3S", "4S"]), 0, "bet", 1)
    assert burned.turned == ("2H",) and burned.stacks == (100, 99)
    assert burned.stock == ("3S", "4S", "AS")
    burn = [e for e in burned.events if e.type == "burn"]
    assert len(burn) == 1 and burn[0].card is None


def test_rdv1_burn_needs_two_stock_cards_per_bettor():
    hands = [["3H", "2C", "3C", "4C", "5C"], ["6C", "7C", "8C", "9C", "TC"]]
    deal(table(players=2, dealer=1), hands, ["AS", "2H"])
    with pytest.raises(InvalidSetup) as error:
        deal(table(players=2, dealer=1, burn=True), hands, ["AS", "2H", "3S"])
    assert error.value.rule == "RD-V1"
    with pytest.raises(InvalidSetup):
        deal(table(players=2, dealer=1), hands, ["AS"])


def test_rd7_a_scripted_round_needs_a_stock_card_for_every_hand_that_may_bet():
    """RD-7 (SCENARIOS.md's scripted hands): a hand of one card up to the full hand may bet, so each needs a card
    of the stock; an empty hand or one of too many cards sits out (RD-V3) and needs none."""
    five = ["6C", "7C", "8C", "9C", "TC"]
    one_card = [["AS"], five, [], ["2D", "3D", "4D", "5D", "6D", "7D"]]
    deal(table(players=4, dealer=3), one_card, ["KH", "QH"])
    with pytest.raises(InvalidSetup) as error:
        deal(table(players=4, dealer=3), one_card, ["KH"])
    assert error.value.code == "red_dog.stock_too_small" and error.value.rule == "RD-7"
    assert error.value.params == {"stock": 1, "bettors": 2, "need": 1}


# -- RD-V3: irregular deals --------------------------------------------------------


def test_rdv3_short_hand_may_bet_or_pass_empty_and_long_hands_sit_out_dealer_unfined():
    state = table(players=4, dealer=3)
    state = deal(
        state,
        [["AS", "2C", "3C", "4C"], [], ["5C", "6C", "7C", "8C", "9C", "TC"], ["KD", "2H", "3H", "4H"]],
        ["QD", "KS", "2S"],
    )
    assert state.order == (0, 3)
    sitting_out = [e for e in state.events if e.type == "sit_out"]
    assert [e.seat for e in sitting_out] == [1, 2]
    assert all(e.details for e in sitting_out)
    assert [(cast(tuple, e.details)[0].kind, cast(tuple, e.details)[0].n, e.note) for e in sitting_out] == [
        ("no_cards", 0, "no cards (RD-V3)"),
        ("too_many_cards", 6, "too many cards (RD-V3)"),
    ], "the reason as data, the note its English"
    assert all("details" not in e.public() for e in sitting_out), "the scenario runner's output is fixed"
    assert ENGINE.legal_codes(state) == ["pass", "bet 1..4"]
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Action(seat=0, do="forfeit"))
    assert error.value.rule == "RD-V3"
    state = act(state, 0, "pass")
    assert state.stacks == (99, 99, 99, 99) and state.pot == 4 and state.turned == ()
    assert ENGINE.to_act(state) == 3 and ENGINE.legal_codes(state) == ["pass", "bet 1..4"]
    state = act(state, 3, "bet", 4)
    # KD beats QD: the dealer takes the pot, then all four (sitting out or not) ante.
    assert state.stacks == (98, 98, 98, 102) and state.pot == 4 and state.phase == "deal"


def test_rdv3_pass_is_only_for_a_short_hand():
    state = ENGINE.start_round(table(players=2, dealer=1))
    with pytest.raises(IllegalAction) as error:
        ENGINE.apply(state, Action(seat=0, do="pass"))
    assert error.value.rule == "RD-V3"


def test_rdv3_misdeals_come_by_chance():
    counts = set()
    for seed in range(40):
        state = ENGINE.new_game(RedDogSettings(irregular_deals=1.0), 5, seed, first_dealer=0)
        dealt = ENGINE.start_round(state)
        sizes = [len(hand) for hand in dealt.hands]
        odd = [seat for seat, size in enumerate(sizes) if size != 5]
        misdeal = [e for e in dealt.events if e.type == "misdeal"]
        assert len(odd) == 1 and [e.seat for e in misdeal] == odd and misdeal[0].k == sizes[odd[0]]
        counts.add(sizes[odd[0]])
        assert sorted(dealt.all_cards()) == sorted(C.DECK)
        assert len(dealt.order) == (5 if sizes[odd[0]] == 4 else 4)
    assert counts == {0, 4, 6}
    for seed in range(10):
        dealt = ENGINE.start_round(ENGINE.new_game(RedDogSettings(), 5, seed))
        assert all(len(hand) == 5 for hand in dealt.hands)


def test_rdv3_a_round_where_nobody_may_bet_ends_at_once():
    state = deal(table(players=2, dealer=0), [[], ["2C", "3C", "4C", "5C", "6C", "7C"]], [])
    assert state.phase == "deal" and state.rounds_played == 1 and state.dealer == 1


def test_scripted_hands_are_checked():
    state = table(players=2, dealer=0)
    for hands, stock in (([["AS"], ["AS"]], ["2C", "3C"]), ([["AS"]], ["2C"]), ([["AS"], ["XX"]], ["2C"])):
        with pytest.raises(InvalidSetup):
            deal(state, hands, stock)
    out = state.model_copy(update={"out": (True, False)})
    with pytest.raises(InvalidSetup) as error:
        deal(out, [["AS"], ["2S"]], ["3S"])
    assert error.value.rule == "CH-4"
    with pytest.raises(InvalidSetup):
        ENGINE.start_round(state, ("AS",) * 52)


def test_scripted_hands_without_a_stock_take_the_other_cards_shuffled():
    hands = (("AS", "2C", "3C", "4C", "5C"), ("6C", "7C", "8C", "9C"))
    state = ENGINE.start_round(table(players=2, dealer=0), None, hands)
    assert state.hands == hands and len(state.stock) == 43
    assert sorted(state.all_cards()) == sorted(C.DECK)
    assert ENGINE.legal_codes(state) == ["pass", "bet 1..2"]


def test_cards_are_all_accounted_for_through_a_scripted_round():
    state = ENGINE.start_round(table(players=3, dealer=0, burn=True), tuple(C.DECK))
    while ENGINE.to_act(state) is not None:
        state = act(state, ENGINE.to_act(state), "bet", 1)
        assert sorted(state.all_cards()) == sorted(C.DECK)


def test_rd6_a_bet_over_both_the_pot_and_the_stack_is_refused_by_the_smaller_of_the_two():
    """A play-test: holding 1 chip beside a pot of 6, a bet of 11 was refused as over "the 6 chips in the pot",
    which says nothing of what may be bet. The smaller limit is named; at equal ones, the pot as before."""
    from types import SimpleNamespace

    from parlour.rules.red_dog.checks import Table, bet_refusal

    def refused(stack: int, pot: int, amount: int) -> tuple[str | None, dict]:
        table = SimpleNamespace(stacks=(stack, 50), pot=pot, phase="bet", is_short=lambda _seat: False)
        refusal = bet_refusal(cast(Table, table), 0, amount)
        assert refusal is not None and refusal.rule == "RD-6"
        return refusal.code, refusal.params

    assert refused(1, 6, 11) == ("red_dog.bet_over_stack", {"stack": 1, "amount": 11})
    assert refused(1, 6, 3) == ("red_dog.bet_over_stack", {"stack": 1, "amount": 3})
    assert refused(9, 6, 11) == ("red_dog.bet_over_pot", {"pot": 6, "amount": 11})
    assert refused(9, 6, 7) == ("red_dog.bet_over_pot", {"pot": 6, "amount": 7})
    assert refused(6, 6, 7) == ("red_dog.bet_over_pot", {"pot": 6, "amount": 7})
