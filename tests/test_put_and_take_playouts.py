"""Put and Take seeded playouts (Hypothesis): invariants over every variant combination.

For random tables (2-8 players, random stacks, rebuy on or off, a rounds limit or none)
and all 16 combinations of PT-V1..PT-V4, whole games are played with `step` and after
every step: the 52 cards are all there (PT-1), chips are conserved up to rebuys (CH-3),
no stack is negative (CH-2), the log explains every chip (events replay to the stacks);
after every round the bank has moved to the next active seat (PT-9) and busts follow
CH-4; the same seed replays the same game; a finished game stays finished (CH-5).
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.rules import cards as C
from parlour.rules.errors import IllegalAction
from parlour.rules.outcome import Termination
from parlour.rules.put_and_take.engine import PutAndTakeEngine
from parlour.rules.put_and_take.settings import PutAndTakeSettings
from parlour.rules.put_and_take.state import PutAndTakeState

ENGINE = PutAndTakeEngine()
ROUND_CAP = 30
"""Rounds played at most per game (with rebuy and no limit a game never ends by itself)."""
VARIANTS = list(itertools.product([False, True], repeat=4))
SORTED_DECK = sorted(C.DECK)


@st.composite
def tables(draw: st.DrawFn) -> dict:
    """A random table: players, stacks, rebuy, rounds limit, seed and humans."""
    players = draw(st.integers(2, 8))
    return {
        "players": players,
        "stacks": tuple(draw(st.lists(st.integers(1, 200), min_size=players, max_size=players))),
        "rebuy": draw(st.booleans()),
        "rounds": draw(st.sampled_from([0, 0, 1, 3, 12])),
        "starting_chips": draw(st.integers(1, 200)),
        "seed": draw(st.integers(-(2**63), 2**64)),
        "humans": tuple(draw(st.sets(st.integers(0, players - 1), max_size=2))),
        "draw_banker": draw(st.booleans()),
    }


def start(table: dict, variants: tuple[bool, bool, bool, bool]) -> PutAndTakeState:
    ante, easy, red_black, river = variants
    rules = PutAndTakeSettings(
        ante=ante,
        easy_come_easy_go=easy,
        red_and_black=red_black,
        up_and_down_the_river=river,
        rebuy=table["rebuy"],
        rounds=table["rounds"],
        starting_chips=table["starting_chips"],
    )
    first = None if table["draw_banker"] else table["seed"] % table["players"]
    return ENGINE.new_game(
        rules, table["players"], table["seed"], first_dealer=first, stacks=table["stacks"], humans=table["humans"]
    )


def play(state: PutAndTakeState) -> list[PutAndTakeState]:
    """Every state of a game, stepping until it ends or ROUND_CAP rounds are played."""
    states = [state]
    while not ENGINE.is_over(state) and not (ENGINE.needs_round(state) and state.rounds_played >= ROUND_CAP):
        state = ENGINE.step(state)
        states.append(state)
    return states


def expected_banker(previous: int, out: tuple[bool, ...]) -> int:
    """PT-9 worked out independently: the first seat clockwise after the old banker still in."""
    n = len(out)
    seats = [(previous + i) % n for i in range(1, n + 1)]
    return next(seat for seat in seats if not out[seat])


def check_step(before: PutAndTakeState, after: PutAndTakeState, replay_chips) -> None:
    """The invariants between two consecutive states."""
    assert sorted(after.all_cards()) == SORTED_DECK, "52 distinct cards at all times"
    assert min(after.stacks) >= 0 and after.pool >= 0
    rebuys = sum(after.rebuys) - sum(before.rebuys)
    assert sum(after.stacks) + after.pool == sum(before.stacks) + before.pool + rebuys * after.settings.starting_chips
    new_events = after.events if ENGINE.needs_round(before) else after.events[len(before.events) :]
    assert replay_chips(new_events, before.stacks, before.pool) == (after.stacks, after.pool)
    assert all(after.stacks[s] == 0 for s in range(after.players) if after.out[s])
    if after.phase in ("put", "take"):
        assert all(not after.hands[s] for s in range(after.players) if after.out[s] or s == after.banker)


def check_round_end(before: PutAndTakeState, after: PutAndTakeState) -> None:
    """PT-9, CH-4 and CH-5 once a round has ended."""
    assert after.rounds_played == before.rounds_played + 1 and after.pool == 0
    assert after.banker == expected_banker(before.banker, after.out)
    assert all(chips > 0 for seat, chips in enumerate(after.stacks) if not after.out[seat]), "CH-4"
    if after.settings.rebuy:
        assert not any(after.out)
    if after.settings.rounds:
        assert after.rounds_played <= after.settings.rounds
    if not ENGINE.is_over(after):
        assert sum(1 for seat in range(after.players) if not after.out[seat]) >= 2
        assert not after.humans or not all(after.out[seat] for seat in after.humans)
        assert not after.settings.rounds or after.rounds_played < after.settings.rounds


def check_game(states: list[PutAndTakeState], replay_chips) -> None:
    first = states[0]
    assert sorted(first.all_cards()) == SORTED_DECK
    assert 0 <= first.banker < first.players
    for before, after in zip(states, states[1:]):
        check_step(before, after, replay_chips)
        if ENGINE.needs_round(after) or ENGINE.is_over(after):
            check_round_end(before, after)


def check_game_over(final: PutAndTakeState) -> None:
    """A finished game stays exactly as it is and reports why it ended."""
    outcome = ENGINE.outcome(final)
    assert outcome.finished and outcome.termination is final.termination is not None
    assert final.termination is not None
    assert outcome.reason == final.termination.describe(final.settings)
    if final.termination is Termination.ROUNDS_PLAYED:
        assert final.rounds_played == final.settings.rounds
    for move in (ENGINE.step, ENGINE.start_round, ENGINE.advance):
        with pytest.raises(IllegalAction):
            move(final)
    assert ENGINE.is_over(final) and ENGINE.outcome(final) == outcome
    top = max(final.stacks)
    assert outcome.winner is None if final.stacks.count(top) > 1 else outcome.winner == final.stacks.index(top)


@pytest.mark.parametrize("variants", VARIANTS, ids=lambda v: "".join("1" if on else "0" for on in v))
@settings(max_examples=20, deadline=None)
@given(table=tables())
def test_playout_invariants(variants: tuple[bool, bool, bool, bool], table: dict, replay_chips) -> None:
    states = play(start(table, variants))
    check_game(states, replay_chips)
    final = states[-1]
    if ENGINE.is_over(final):
        check_game_over(final)
    else:
        assert final.rounds_played == ROUND_CAP


@settings(max_examples=25, deadline=None)
@given(table=tables(), variants=st.sampled_from(VARIANTS))
def test_same_seed_same_game(table: dict, variants: tuple[bool, bool, bool, bool]) -> None:
    first = play(start(table, variants))
    again = play(start(table, variants))
    assert first == again, "whole states, step by step"
    other = play(start({**table, "seed": table["seed"] + 1}, variants))
    assert first[1].hands != other[1].hands, "another seed deals other cards"


def test_all_variants_with_eight_players_play_long_games(replay_chips) -> None:
    rules = PutAndTakeSettings(
        ante=True, easy_come_easy_go=True, red_and_black=True, up_and_down_the_river=True, starting_chips=25
    )
    for seed in range(3):
        states = play(ENGINE.new_game(rules, 8, seed))
        check_game(states, replay_chips)
        assert any(any(e.type == "bust" for e in s.events) for s in states), "small stacks bust players"
