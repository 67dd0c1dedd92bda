"""The rank model of a two-handed Put round (rules/put/round_model.py) agrees with the engine, and its
array form (round_tensors, round_game) agrees with a plain walk of every deal (PU-3..PU-7)."""

from __future__ import annotations

from typing import cast

import numpy as np
import pytest

from parlour.rules.put.deal import strength
from parlour.rules.put.engine import PutEngine
from parlour.rules.put.round_game import Calls, Play, Strategy, best_reply_value, round_value
from parlour.rules.put.round_model import (
    REAL_DECK,
    Deck,
    Stakes,
    first_leads_second_trick,
    next_state,
    orderings,
    play_result,
    stakes,
)
from parlour.rules.put.round_tensors import layout
from parlour.rules.put.settings import PutSettings
from parlour.rules.rng import Rng

ENGINE = PutEngine()
TINY = Deck(ranks=4, copies=2)
"""Eight cards: 16 hands, arrays of 4**6 entries: fast enough to walk deal by deal."""


def ranks_of(cards) -> tuple[int, ...]:
    return tuple(strength(c) for c in cards)


def play_one_round(state, rng: Rng):
    """Random legal decisions until the round ends."""
    state = ENGINE.start_round(state)
    before = state
    while state.phase not in ("deal", "over"):
        state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
    return before, state


@pytest.mark.parametrize("seed", range(6))
def test_the_model_scores_and_moves_on_like_the_engine(seed):
    """PU-4..PU-7: random rounds through the real engine; the model's result, the second trick's leader
    and the next state (the deal passes, PU-2) are the engine's."""
    rng = Rng(seed)
    target = 3
    state = ENGINE.new_game(PutSettings(target=target), 2, seed)
    rounds = 0
    while not ENGINE.is_over(state) and rounds < 60:
        before, state = play_one_round(state, rng)
        rounds += 1
        first = (before.dealer + 1) % 2
        needs = (target - before.scores[first], target - before.scores[1 - first])
        folded = any(kind == "fold" for _, kind in state.calls)
        scorer_seat = next((e.seat for e in state.events if e.type == "score"), None)
        if not folded:
            plays = {seat: [] for seat in (0, 1)}
            for trick in state.tricks:
                for seat, card in trick:
                    plays[seat].append(strength(card))
            for seat in (0, 1):  # a round stopped at two won tricks: the last cards in hand (PU-6)
                plays[seat] += ranks_of(state.hands[seat])
            x, y = tuple(plays[first]), tuple(plays[1 - first])
            assert sorted(x) == sorted(ranks_of(before.dealt[first]))
            expected = None if play_result(x, y) == 0 else (first if play_result(x, y) > 0 else 1 - first)
            assert scorer_seat == expected
            if len(state.tricks) >= 2:
                assert (state.tricks[1][0][0] == first) == first_leads_second_trick(x[0], y[0])
        role = None if scorer_seat is None else (0 if scorer_seat == first else 1)
        after = next_state(*needs, role, game_won=state.seen and scorer_seat is not None)
        if after is None:
            assert ENGINE.is_over(state)
        else:
            assert not ENGINE.is_over(state)
            new_first = (state.dealer + 1) % 2
            assert new_first == 1 - first
            assert after == (target - state.scores[new_first], target - state.scores[1 - new_first])


def test_a_hand_of_three_3s_never_loses_a_round():
    """PU-1: 3 is the highest rank; the one other 3 can tie a trick at most (PU-5, PU-6)."""
    lay = layout(REAL_DECK)
    top = REAL_DECK.ranks - 1
    assert (lay.result6[top, top, top] >= 0).all()
    assert (lay.result6[:, :, :, top, top, top] <= 0).all()
    assert play_result((13, 13, 13), (13, 12, 11)) == 1


def test_symmetric_hands_draw_whatever_the_order_of_play():
    """PU-6: the same ranks played in the same order tie every trick."""
    for hand in REAL_DECK.hands()[::37]:
        for order in orderings(hand):
            assert play_result(order, order) == 0


def test_stakes_at_a_target_of_one_are_the_game_itself():
    """PU-7 with a target of 1: a point wins the game, so a seen put changes nothing; a draw repeats."""
    at = stakes({(1, 1): 0.4}, 1, 1)
    assert (at.win, at.lose) == (1.0, 0.0)
    assert at.draw == pytest.approx(0.6)
    assert [at.ordinary(r) for r in (1, 0, -1)] == [at.seen(r) for r in (1, 0, -1)]


def test_the_deal_counts_card_combinations():
    """PU-1, PU-3: suits never matter; a deal's weight is its number of card combinations."""
    assert REAL_DECK.deal_ways((13, 13, 13), (13, 12, 12)) == 4 * 1 * 6
    assert REAL_DECK.deal_ways((13, 13, 13), (13, 13, 12)) == 0
    assert len(REAL_DECK.hands()) == 455
    total = sum(REAL_DECK.deal_ways(a, b) for a in REAL_DECK.hands() for b in REAL_DECK.hands())
    assert total == 52 * 51 * 50 * 49 * 48 * 47 // 36


def random_strategy(lay, seed: int) -> Strategy:
    """A strategy with every chance drawn at random, yet a real one (what a player does not see,
    he cannot depend on)."""
    gen = np.random.default_rng(seed)
    R, H = lay.ranks, len(lay.hands)

    def share(shape, legal):
        raw = gen.random(shape) * legal
        return raw / raw.sum(axis=-1, keepdims=True)

    def pair(unseen_where):
        raw = gen.random((R,) * 5) + 0.05
        raw = np.where(unseen_where, raw[..., :1], raw)
        chance = raw / (raw + raw.swapaxes(1, 2))
        return np.where(lay.choice[None, :, :, None, None], chance, 1.0)

    p1_led = lay.p1_leads_second[:, None, None, :, None]  # [x1, ., ., y1, .]: y2 unseen
    p2_led = (~lay.p1_leads_second.T)[:, None, None, :, None]  # [y1, ., ., x1, .]: x2 unseen
    plays = [
        Play(share((H, R), lay.holds), share((H, R, R), lay.holds[:, None, :]), pair(p1_led), pair(p2_led))
        for _ in range(3)
    ]
    return Strategy(Calls(*(gen.random(H) for _ in range(4))), plays)


def walk_value(deck: Deck, at: Stakes, strategy: Strategy) -> float:
    """P1's value by walking every deal and every line of play in plain Python."""
    lay = layout(deck)
    index = {h: i for i, h in enumerate(lay.hands)}
    total = 0.0
    for h1 in lay.hands:
        for h2 in lay.hands:
            ways = lay.pair_weight[index[h1], index[h2]]
            if ways:
                total += ways * deal_value(index[h1], index[h2], h1, h2, at, strategy)
    return total


def deal_value(i1, i2, h1, h2, at: Stakes, strategy: Strategy) -> float:
    c = strategy.calls
    plays = [play_value(i1, i2, h1, h2, strategy.plays[k], at.seen if k < 2 else at.ordinary) for k in range(3)]
    p2_answers = c.see2[i2] * plays[0] + (1 - c.see2[i2]) * at.win
    p1_answers = c.see1[i1] * plays[1] + (1 - c.see1[i1]) * at.lose
    after_decline = c.put2[i2] * p1_answers + (1 - c.put2[i2]) * plays[2]
    return cast(
        float, c.put1[i1] * p2_answers + (1 - c.put1[i1]) * after_decline
    )  # one number: the indices are scalars


def rest(hand, card):
    out = list(hand)
    out.remove(card)
    return out


def play_value(i1, i2, h1, h2, play: Play, price) -> float:
    total = 0.0
    for x1 in sorted(set(h1)):
        for y1 in sorted(set(h2)):
            p = play.lead[i1, x1 - 1] * play.answer[i2, x1 - 1, y1 - 1]
            r1, r2 = rest(h1, x1), rest(h2, y1)
            for x2 in sorted(set(r1)):
                x3 = rest(r1, x2)[0]
                for y2 in sorted(set(r2)):
                    y3 = rest(r2, y2)[0]
                    if first_leads_second_trick(x1, y1):
                        q = (
                            play.second1[x1 - 1, x2 - 1, x3 - 1, y1 - 1, 0]
                            * play.second2[y1 - 1, y2 - 1, y3 - 1, x1 - 1, x2 - 1]
                        )
                    else:
                        q = (
                            play.second2[y1 - 1, y2 - 1, y3 - 1, x1 - 1, 0]
                            * play.second1[x1 - 1, x2 - 1, x3 - 1, y1 - 1, y2 - 1]
                        )
                    total += p * q * price(play_result((x1, x2, x3), (y1, y2, y3)))
    return total


@pytest.mark.parametrize("seed", range(3))
def test_the_arrays_value_a_round_as_walking_every_deal_does(seed):
    lay = layout(TINY)
    at = Stakes(0.7, 0.45, 0.2)
    strategy = random_strategy(lay, seed)
    assert round_value(lay, at, strategy) == pytest.approx(walk_value(TINY, at, strategy), abs=1e-12)


@pytest.mark.parametrize("seed", range(3))
def test_no_strategy_beats_the_best_reply(seed):
    """The best-response calculator: no random reply does better than it, for either player."""
    lay = layout(TINY)
    at = Stakes(0.8, 0.5, 0.3)
    fixed = random_strategy(lay, seed)
    best1 = best_reply_value(lay, at, fixed, 1)
    best2 = best_reply_value(lay, at, fixed, 2)
    for other in range(5):
        reply = random_strategy(lay, 100 + other)
        p1 = Strategy(
            Calls(reply.calls.put1, reply.calls.see1, fixed.calls.see2, fixed.calls.put2),
            [Play(r.lead, f.answer, r.second1, f.second2) for r, f in zip(reply.plays, fixed.plays)],
        )
        p2 = Strategy(
            Calls(fixed.calls.put1, fixed.calls.see1, reply.calls.see2, reply.calls.put2),
            [Play(f.lead, r.answer, f.second1, r.second2) for r, f in zip(reply.plays, fixed.plays)],
        )
        assert round_value(lay, at, p1) <= best1 + 1e-12
        assert -round_value(lay, at, p2) <= best2 + 1e-12
