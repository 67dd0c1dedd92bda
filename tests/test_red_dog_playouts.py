"""Seeded random Red Dog games over every allowed variant mix and 2 to 10 players, checking the
invariants at every step: cards distinct and conserved, chips conserved (CH-3), nothing negative,
bets inside RD-6's bounds, 4-card hands above 8 players, a legal action until the game ends, and
the same seed giving the same game.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.rules import cards as C
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings, burn_allowed
from parlour.rules.red_dog.state import RedDogState
from parlour.rules.rng import Rng

ENGINE = RedDogEngine()
SORTED_DECK = sorted(C.DECK)


@st.composite
def tables(draw) -> tuple[RedDogSettings, int, int]:
    """(settings, players, seed) over every combination the rules allow."""
    players = draw(st.integers(2, 10))
    four = draw(st.booleans())
    probe = RedDogSettings(four_card_hands=four)
    burn = draw(st.booleans()) and burn_allowed(probe, players)
    table = RedDogSettings(
        burn=burn,
        four_card_hands=four,
        irregular_deals=draw(st.sampled_from([0.0, 0.3, 1.0])),
        rebuy=draw(st.booleans()),
        starting_chips=draw(st.sampled_from([1, 3, 25, 100])),
        rounds=draw(st.integers(1, 30)),
    )
    return table, players, draw(st.integers(0, 2**32))


def random_action(state: RedDogState, rng: Rng) -> Action:
    """Any legal action: forfeit/pass or a bet from 1 to the maximum (often the maximum)."""
    seat = ENGINE.to_act(state)
    limits = ENGINE.bet_range(state)
    if limits is None or rng.below(4) == 0:
        assert seat is not None
        return Action(seat=seat, do="pass" if state.is_short(seat) else "forfeit")
    amount = limits[1] if rng.below(2) else rng.between(*limits)
    assert seat is not None
    return Action(seat=seat, do="bet", amount=amount)


def check_bet_bounds(state: RedDogState) -> None:
    """RD-6: the range is 1..min(pot, stack); one chip more is refused."""
    seat = ENGINE.to_act(state)
    assert seat is not None  # a bet is due
    top = min(state.pot, state.stacks[seat])
    assert ENGINE.bet_range(state) == ((1, top) if top >= 1 else None)
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, Action(seat=seat, do="bet", amount=top + 1))


def check_invariants(state: RedDogState, total: int) -> None:
    assert sorted(state.all_cards()) == SORTED_DECK
    assert sum(state.stacks) + state.pot == total + sum(state.rebuys) * state.settings.starting_chips
    assert min(state.stacks) >= 0 and state.pot >= 0
    assert all(state.stacks[seat] == 0 for seat in range(state.players) if state.out[seat])


def check_deal(state: RedDogState, players: int) -> None:
    """RD-5/RD-V2 sizes; at most one misdealt hand (RD-V3); seats out get nothing."""
    size = 4 if players > 8 or state.settings.four_card_hands else 5
    sizes = [len(hand) for seat, hand in enumerate(state.hands) if not state.out[seat]]
    odd = [n for n in sizes if n != size]
    assert len(odd) <= (1 if state.settings.irregular_deals else 0)
    assert all(n in (0, size - 1, size + 1) for n in odd)
    assert all(not hand for seat, hand in enumerate(state.hands) if state.out[seat])


def play(table: RedDogSettings, players: int, seed: int, checks: bool) -> RedDogState:
    state = ENGINE.new_game(table, players, seed)
    total = sum(state.stacks) + state.pot
    rng = Rng(seed).fork(7)
    while not ENGINE.is_over(state):
        if ENGINE.needs_round(state):
            state = ENGINE.start_round(state)
            if checks:
                check_deal(state, players)
        elif ENGINE.to_act(state) is None:
            state = ENGINE.advance(state)
        else:
            assert ENGINE.legal_codes(state)
            if checks:
                check_bet_bounds(state)
            state = ENGINE.apply(state, random_action(state, rng))
        if checks:
            check_invariants(state, total)
    return state


@settings(max_examples=300, deadline=None)
@given(tables())
def test_random_games_keep_every_invariant(table):
    settings_, players, seed = table
    final = play(settings_, players, seed, checks=True)
    assert ENGINE.outcome(final).finished
    assert final.rounds_played <= settings_.rounds


@settings(max_examples=25, deadline=None)
@given(tables())
def test_same_seed_same_game(table):
    settings_, players, seed = table
    assert play(settings_, players, seed, checks=False) == play(settings_, players, seed, checks=False)


def test_different_seeds_give_different_deals():
    deals = {ENGINE.start_round(ENGINE.new_game(RedDogSettings(), 4, seed)).hands for seed in range(20)}
    assert len(deals) == 20
