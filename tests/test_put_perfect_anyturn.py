"""Perfect play's figures with PU-V1, put at any turn (rules/put/perfect_anyturn.py, issue 24): the round
played out from the seats' spots is the model's, the table worked out ahead is the live figures', the
equilibrium's own choices are its best, and nothing the seat has not seen moves a figure."""

from __future__ import annotations

import random
from typing import cast

import numpy as np
import pytest

from parlour.rules import cards as C
from parlour.rules.put.anyturn_opening import SCALE, SITUATIONS, Choice, opening_figures
from parlour.rules.put.anyturn_ship import shipped_profile
from parlour.rules.put.coach import PERFECT, PutAdvice, advise
from parlour.rules.put.equilibrium_table import rank_hands
from parlour.rules.put.expert import equilibrium_chances, expert
from parlour.rules.put.perfect import valued_choices
from parlour.rules.put.perfect_anyturn import Node, RoundPlay, anyturn_values, figures, state_of
from parlour.rules.put.round_model import REAL_DECK, stakes
from parlour.rules.put.settings import PutSettings
from parlour.rules.rng import Rng
from tests.put_helpers import ENGINE, act, start
from tests.test_coach import relabelled
from tests.test_put_anyturn import deal_by_hand, expanded, shipped_states
from tests.test_put_perfect import expert_decisions

DEALS_A_STATE = 6
"""Random deals a shipped state is played out at (48 deals in all when four states were shipped, 54 for nine)."""


@pytest.mark.parametrize("state", shipped_states())
def test_a_round_played_out_from_the_spots_is_the_model_s_at_each_deal(real, state):
    """For random deals at each shipped state, the non-dealer's chance to win the game with both on the
    equilibrium, played out through the seats' spots in the shipped archive, is the one the rules give
    played out by hand over the model's arrays (tests/test_put_anyturn.py `deal_by_hand`)."""
    chances = expanded(real, shipped_profile(state))
    at = stakes(anyturn_values(), *state)
    play = RoundPlay(state)
    hands = rank_hands()
    rng = np.random.default_rng(sum(state))
    checked = 0
    while checked < DEALS_A_STATE:
        one, two = (hands[int(i)] for i in rng.integers(len(hands), size=2))
        if not REAL_DECK.deal_ways(tuple(r + 1 for r in one), tuple(r + 1 for r in two)):
            continue
        by_hand = deal_by_hand(chances, at, [list(one), list(two)])
        assert play.value(one, two, Node()) == pytest.approx(by_hand, abs=1e-6)  # chances rounded to 2**-20
        checked += 1


SITUATIONS_A_STATE = 2
"""The opening table's test takes two of the five situations at each shipped state, the next two at the next: every
situation at several states and every state checked, in about the time four states took (~0.5 s a situation)."""


@pytest.mark.parametrize("state", shipped_states())
def test_the_opening_table_holds_the_figures_perfect_play_works_out(state):
    """assets/put_anyturn_opening.zip, summed deal by deal, holds what perfect_anyturn.py works out decision by
    decision: one random decision of a situation of the first two turns (to the table's 1/65535)."""
    play = RoundPlay(state)
    rng = random.Random(sum(state))
    hands = rank_hands()
    first_taken = shipped_states().index(state) * SITUATIONS_A_STATE
    taken = {(first_taken + step) % len(SITUATIONS) for step in range(SITUATIONS_A_STATE)}
    for number, situation in enumerate(SITUATIONS):
        mine = rng.choice(hands)
        if number not in taken:
            continue
        first = None
        if situation.first_card:
            first = rng.choice(sorted(set(mine)) if situation.me == 1 else range(13))
        node = Node(() if first is None else (first,), (), situation.put_turn, situation.seen)
        held = list(mine)
        if situation.me == 1 and first is not None:
            held.remove(first)
        choices: list[Choice] = ["see", "fold"] if situation.kind == "see" else sorted(set(held))
        choices += ["put"] if situation.kind == "put" else []
        stored = opening_figures(state, situation.me, mine, node, choices)
        assert stored == pytest.approx(figures(play, situation.me, mine, node, choices), abs=1 / SCALE), situation


def test_where_the_equilibrium_mixes_its_choices_are_worth_the_same_and_none_is_worth_more():
    """On the equilibrium's own path (both seats the expert) its choices are best replies: a choice it makes
    at least 5% of the time is worth the best figure to within a tenth of a point. A posterior or a
    play-out read one off breaks this at once."""
    mixed = checked = 0
    met: set[tuple[int, int]] = set()
    for number, (_, _, view) in enumerate(expert_decisions(range(10), 2, (0, 1), put_any_turn=True)):
        valued = valued_choices(view)
        if valued is None or len(valued) < 2:
            continue
        state = state_of(view)
        assert state is not None
        met.add(state)
        best = max(choice.game for choice in valued)
        made = [choice for choice in valued if choice.mix >= 0.05]
        assert made, number
        assert all(best - choice.game < 1e-3 for choice in made), number
        assert all(0.0 <= choice.game <= 1.0 for choice in valued)
        assert sum(choice.mix for choice in valued) == pytest.approx(1.0, abs=1e-6)
        mixed += len(made) > 1
        checked += 1
    assert met == {state for state in shipped_states() if max(state) <= 2 and state != (2, 2)}
    assert checked > 40 and mixed > 5


def test_changing_any_card_the_seat_has_not_seen_never_changes_a_pu_v1_figure():
    """From the seat's view alone: the opponent's hand and the cards set aside, shuffled among themselves,
    leave every PU-V1 figure as it was (and the figures do differ from position to position)."""
    figures = set()
    checked = changed = 0

    def random_legal(view, rng):
        return rng.choice(view.legal).action()

    shipped_scores = expert_decisions(range(9), 2, (0, 1), play=random_legal, put_any_turn=True)
    for number, (state, seat, view) in enumerate(shipped_scores):
        engine = ENGINE
        if state_of(view) is None:
            continue
        seen = engine.seen_cards(state, seat)
        hidden = [card for card in C.DECK if card not in seen]
        other = relabelled(state, hidden, Rng(number))
        advice = cast(PutAdvice, advise(view))
        assert advice.judge == PERFECT
        assert advise(engine.view(other, seat)) == advice
        if advice.choices[0].game is None:
            continue  # one choice: nothing to value
        figures.update(round(cast(float, choice.game), 6) for choice in advice.choices)
        changed += sorted(other.dealt[1 - seat]) != sorted(state.dealt[1 - seat])
        checked += 1
    assert checked > 20 and changed > checked // 2 and len(figures) > 20


def test_after_a_choice_perfect_play_never_makes_how_often_it_chooses_is_not_shown():
    """A seat that made a choice the equilibrium never makes with its hand has left perfect play's path: its
    later decisions that round still get every figure, but no "how often" (all 0), as under PU-4."""
    checked = 0
    for seed in range(12):
        state = ENGINE.new_game(PutSettings(put_any_turn=True, target=2), 2, seed).model_copy(update={"scores": (0, 1)})
        rng = Rng(seed)
        strayed: tuple[int, int] | None = None
        """(the seat that left perfect play's path, the round it did)."""
        while not ENGINE.is_over(state) and checked <= seed:
            seat = ENGINE.to_act(state)
            if seat is None:
                state = ENGINE.step(state)
                continue
            view = ENGINE.view(state, seat)
            valued = valued_choices(view)
            if valued is not None and strayed == (seat, view.round) and len(valued) > 1:
                assert all(choice.mix == 0 for choice in valued) and all(0 <= c.game <= 1 for c in valued)
                checked += 1
            never = [c.action for c in valued or [] if c.mix == 0 and c.action.do == "play"]
            if valued is not None and strayed is None and never and len(view.hand) == 3:
                assert sum(choice.mix for choice in valued) == pytest.approx(1.0, abs=1e-6)
                state, strayed = ENGINE.apply(state, never[0]), (seat, view.round)
                continue
            state = ENGINE.apply(state, expert(view, rng))
    assert checked >= 5


def test_the_pu_v1_coach_speaks_for_perfect_play_and_names_the_strategy_page():
    """At a shipped PU-V1 score the perfect-play panel names the strategy page's key, as under PU-4; a panel
    for a table without the page does not."""
    from parlour.app.games import presenter_for
    from parlour.app.games.presenter import TableContext
    from parlour.app.games.put.coach import coach_lines
    from tests.put_helpers import start

    presenter = presenter_for("put")(TableContext(names=("A", "B"), people=(), bottom=0, seed=0, label=str))
    hands = [["AS", "KS", "4S"], ["5S", "6H", "7D"]]
    any_turn = ENGINE.view(start(hands, target=3, scores=(2, 1), put_any_turn=True), 1)
    advice = cast(PutAdvice, advise(any_turn))
    lines = presenter.coach_lines(any_turn, advice)
    assert lines[0].startswith("[dim]perfect play") and "g:" in lines[-1]
    assert not any("g:" in line for line in coach_lines(advice, str, strategy=False))
    beyond = ENGINE.view(start(hands, target=4, put_any_turn=True), 1)
    assert cast(PutAdvice, advise(beyond)).judge != PERFECT, "(4, 4) is not shipped: the sharp player coaches"
    assert presenter.offers_strategy(beyond), "the page draws (4, 4) scaled down to (3, 3), as the expert plays it"


def test_after_a_put_perfect_play_almost_never_says_its_answer_is_not_shown_as_how_often_it_sees():
    """Seen at a target of 3, 1-0 to the non-dealer: he says "I put" at the first turn, which perfect play does
    there only with three 3s (7% of the time, once in 60,000 rounds over all hands). Its dealer sees with K Q 2
    95% of the time, which keeps such a put from paying, yet against the hands it puts with folding is worth
    3.6 points more: the coach showed "see · played 95%" beside a see it marked as a mistake. Where the opponent
    made a choice perfect play almost never makes (equilibrium_path.py) and its own choices here go against its
    figures, the coach gives the figures alone and points at the best; the expert still plays the equilibrium
    (its answer is what keeps the put from paying)."""
    table = {"target": 3, "put_any_turn": True}
    state = act(start([["7H", "7C", "5C"], ["KH", "QS", "2D"]], dealer=0, scores=(0, 1), **table), "put")
    view = ENGINE.view(state, 0)
    own = {action.do: share for action, share in equilibrium_chances(view) or []}
    assert own["see"] > 0.9
    advice = cast(PutAdvice, advise(view))
    worth = {choice.action.do: cast(float, choice.game) for choice in advice.choices}
    assert worth["fold"] - worth["see"] > 0.03
    assert advice.judge == PERFECT and not any(advice.mixes) and advice.opponent_strayed
    assert advice.sharp.do == "fold"
    assert sum(expert(view, Rng(seed)).do == "see" for seed in range(100)) > 80  # its own mix, drawn
    # where its own choice agrees with the figures (Q 7 3: see, always) it still says how often
    state = act(start([["7H", "7C", "5C"], ["QH", "7S", "3D"]], dealer=0, scores=(0, 1), **table), "put")
    agreed = cast(PutAdvice, advise(ENGINE.view(state, 0)))
    assert any(agreed.mixes) and not agreed.opponent_strayed
