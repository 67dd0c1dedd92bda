"""Seeded random Put games in every mode, with and without PU-V1, checking at every step:
cards conserved and distinct, each player plays only the cards he was dealt (and kept), scores
only grow, the game ends exactly at the target or by an accepted put, a legal action exists
until the game is over, every legal action is accepted, and the same seed gives the same game.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.rules import cards as C
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction
from parlour.rules.put.endings import PUT_SEEN
from parlour.rules.put.engine import PutEngine
from parlour.rules.put.settings import PutSettings
from parlour.rules.put.state import PutState
from parlour.rules.rng import Rng

ENGINE = PutEngine()
SORTED_DECK = sorted(C.DECK)
PLAYERS = {"two_player": st.just(2), "free_for_all": st.integers(3, 6), "partners": st.just(4)}


@st.composite
def tables(draw) -> tuple[PutSettings, int, int, int | None]:
    """(settings, players, seed, first dealer or None for the draw by lot)."""
    mode = draw(st.sampled_from(sorted(PLAYERS)))
    players = draw(PLAYERS[mode])
    table = PutSettings(mode=mode, put_any_turn=draw(st.booleans()), target=draw(st.integers(1, 6)))
    dealer = draw(st.one_of(st.none(), st.integers(0, players - 1)))
    return table, players, draw(st.integers(0, 2**32)), dealer


def round_accounts(state: PutState) -> None:
    """Each seat: dealt + received - passed == held + face down + played (by the same seat)."""
    gave: dict[int, list[str]] = {}
    got: dict[int, list[str]] = {}
    for item in state.events:
        if item.type == "pass":
            assert item.seat is not None and item.to is not None  # a pass names its giver and receiver
            gave.setdefault(item.seat, []).extend(item.cards or ())
            got.setdefault(item.to, []).extend(item.cards or ())
    played: dict[int, list[str]] = {}
    for seat, card in [play for trick in state.tricks for play in trick] + list(state.trick):
        played.setdefault(seat, []).append(card)
    for seat in range(state.players):
        # Counter(dealt) + got - gave, counted in place (the operators' result, at a fraction of their cost)
        before = Counter(state.dealt[seat])
        before.update(got.get(seat, ()))
        before.subtract(gave.get(seat, ()))
        before = +before  # what `-` keeps: the cards counted above zero
        after = Counter(state.hands[seat])
        after.update(state.discards[seat])
        after.update(played.get(seat, ()))
        assert before == after, f"seat {seat} cards do not add up"
        assert all(count <= before[card] for card, count in Counter(played.get(seat, ())).items()), (
            "a seat played a card it was not dealt"
        )


def check_step(state: PutState, previous: PutState) -> None:
    if state.dealt:
        assert sorted(state.all_cards()) == SORTED_DECK
        round_accounts(state)
    assert all(now >= before for now, before in zip(state.scores, previous.scores)), "scores only grow"
    if state.settings.mode == "partners":
        assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3]
    if ENGINE.is_over(state):
        check_end(state)
    else:
        assert max(state.scores) < state.settings.target


def check_end(state: PutState) -> None:
    """PU-7 exactly at the target, or PU-4 an accepted put won."""
    winner = state.winner
    assert winner is not None and ENGINE.outcome(state).winner == winner
    target = state.settings.target
    if state.seen and state.termination is PUT_SEEN:
        assert state.scores[winner] <= target
    else:
        assert state.scores[winner] == target
        assert all(score < target for seat, score in enumerate(state.scores) if seat not in state.team_of(winner))
    if state.settings.mode == "partners":
        assert winner in (0, 1)


def random_action(state: PutState, rng: Rng) -> Action:
    """Any legal action; puts are rare (one in eight chances) so that games last several rounds."""
    legal = ENGINE.legal_actions(state)
    assert legal, "a decision is due, so a legal action exists"
    assert [a.seat for a in legal] == [ENGINE.to_act(state)] * len(legal)
    if legal[0].do == "put" and len(legal) > 1 and rng.below(8):
        legal = legal[1:]
    return legal[rng.below(len(legal))]


def play_game(table: PutSettings, players: int, seed: int, dealer: int | None, check: bool) -> PutState:
    state = ENGINE.new_game(table, players, seed, first_dealer=dealer)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(4000):
        if ENGINE.is_over(state):
            return state
        previous = state
        if ENGINE.needs_round(state):
            state = ENGINE.start_round(state)
        elif ENGINE.to_act(state) is None:
            state = ENGINE.advance(state)
        else:
            state = ENGINE.apply(state, random_action(state, rng))
        if check:
            check_step(state, previous)
    raise AssertionError("the game did not end")


@settings(max_examples=600, deadline=None)
@given(tables())
def test_random_games_keep_every_invariant(table):
    final = play_game(*table, check=True)
    assert ENGINE.is_over(final) and final.rounds_played >= 1
    assert ENGINE.legal_actions(final) == [] and ENGINE.to_act(final) is None
    try:
        ENGINE.step(final)
    except IllegalAction as error:
        assert error.rule in ("CH-5", "PU-7")


@settings(max_examples=30, deadline=None)
@given(tables())
def test_same_seed_same_game(table):
    first = play_game(*table, check=False)
    second = play_game(*table, check=False)
    assert first == second


@settings(max_examples=40, deadline=None)
@given(tables(), st.integers(0, 2**32))
def test_an_action_that_is_not_legal_is_refused(table, salt):
    settings_, players, seed, dealer = table
    state = ENGINE.new_game(settings_, players, seed, first_dealer=dealer)
    rng = Rng(salt)
    for _ in range(60):
        if ENGINE.is_over(state):
            break
        if ENGINE.needs_round(state):
            state = ENGINE.start_round(state)
            continue
        seat = ENGINE.to_act(state)
        if seat is None:
            state = ENGINE.advance(state)
            continue
        legal = {a.code for a in ENGINE.legal_actions(state)}
        for kind in ("put", "decline", "fold", "see"):
            if kind not in legal:
                probe = Action(seat=seat, do=kind)
                try:
                    ENGINE.apply(state, probe)
                except IllegalAction as error:
                    assert error.rule and error.rule.startswith("PU-")
                else:
                    raise AssertionError(f"{kind} was accepted though not legal")
        other = (seat + 1) % players
        try:
            ENGINE.apply(state, ENGINE.legal_actions(state)[0].model_copy(update={"seat": other}))
        except IllegalAction:
            pass
        else:
            raise AssertionError("an action by the wrong seat was accepted")
        state = ENGINE.apply(state, random_action(state, rng))


def test_random_games_reach_every_ending():
    """The generator above really produces target endings, accepted-put endings, folds, draws, take-backs."""
    seen: set[str] = set()
    for seed in range(120):
        mode = ("two_player", "free_for_all", "partners")[seed % 3]
        players = {"two_player": 2, "free_for_all": 3 + seed % 4, "partners": 4}[mode]
        table = PutSettings(mode=mode, put_any_turn=seed % 2 == 0, target=3)
        state = ENGINE.new_game(table, players, seed)
        rng = Rng(seed)
        while not ENGINE.is_over(state):
            if ENGINE.needs_round(state):
                state = ENGINE.start_round(state)
            elif ENGINE.to_act(state) is None:
                state = ENGINE.advance(state)
            else:
                state = ENGINE.apply(state, random_action(state, rng))
            seen.update(item.type for item in state.events)
        seen.add("put ending" if state.termination is PUT_SEEN else "target ending")
    assert {
        "put ending",
        "target ending",
        "fold",
        "round_drawn",
        "put_lapses",
        "tied_trick",
        "take_back",
        "pass",
        "discard",
    } <= seen
