"""The Put coach and review by perfect play (issue 24): each choice's chance to win the game when both play the
equilibrium after it, from the seat's view alone (PU-1, PU-3..PU-7); the kinds of hand of the strategy page."""

from __future__ import annotations

from itertools import product
from typing import cast

import pytest

from parlour.app.games.put.coach import coach_lines
from parlour.rules import cards as C
from parlour.rules.games import by_id
from parlour.rules.put.anyturn_table import solved_target as any_turn_target
from parlour.rules.put.coach import PERFECT, PERFECT_TIE, SHARP, PutAdvice, advise, choice_marks, judge, judged
from parlour.rules.put.equilibrium_table import hand_index, policy_array, shipped_state, solved_target
from parlour.rules.put.expert import expert
from parlour.rules.put.hand_classes import DEALER, FIRST, KINDS, deal_weight, kind_of, kind_plays
from parlour.rules.put.perfect import covered, shipped_values, valued_choices
from parlour.rules.put.perfect_window import shipped as shipped_window
from parlour.rules.put.perfect_window_build import hand_figures
from parlour.rules.put.round_model import stakes
from parlour.rules.rng import Rng
from tests.put_helpers import ENGINE, act, start
from tests.test_coach import decisions, relabelled

GAME = by_id("put")


def expert_decisions(seeds: range, target: int = 3, scores: tuple[int, int] | None = None, play=expert, **settings):
    """(state, seat, view) at every decision of two-handed games both seats play as the expert, or as `play`
    chooses (from `scores`, when given)."""
    for seed in seeds:
        state = ENGINE.new_game(GAME.settings_model()(target=target, **settings), 2, seed)
        if scores is not None:
            state = state.model_copy(update={"scores": scores})
        rng = Rng(seed)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)
            if seat is None:
                state = ENGINE.step(state)
                continue
            view = ENGINE.view(state, seat)
            yield state, seat, view
            state = ENGINE.apply(state, play(view, rng))


def test_pu4_three_3s_see_a_put_and_win_the_game_for_certain():
    """The dealer holding three 3s cannot lose the round (PU-1, PU-6): seeing the put wins the game (PU-4)
    for certain; folding gives the putter his point, worth what the shipped table says; the fold is a blunder."""
    state = act(start([["AS", "KS", "4S"], ["3S", "3H", "3D"]], target=3), "put")
    view = ENGINE.view(state, 0)
    advice = advise(view)
    assert advice is not None
    assert advice.judge == PERFECT
    by_kind = {choice.action.do: choice.game for choice in advice.choices}
    assert by_kind["see"] == pytest.approx(1.0)
    # a fold scores the putter's point; the deal passes (PU-2): the folder speaks first next round, 3 to 2
    assert by_kind["fold"] == pytest.approx(1.0 - stakes(shipped_values(), 3, 3).win)
    assert by_kind["fold"] == pytest.approx(shipped_values()[(3, 2)])
    assert dict(zip((c.action.do for c in advice.choices), choice_marks(advice)))["fold"] == "blunder"
    assert advice.mixes[[c.action.do for c in advice.choices].index("see")] == pytest.approx(1.0)


def test_pu7_a_fold_that_gives_the_last_point_is_worth_nothing():
    """Both needing one point (PU-7): folding to a put hands over the game, whatever the hand."""
    state = act(start([["AS", "KS", "4S"], ["5S", "6H", "7D"]], target=3, scores=(2, 2)), "put")
    advice = advise(ENGINE.view(state, 0))
    assert advice is not None
    assert advice.judge == PERFECT
    assert {c.action.do: c.game for c in advice.choices}["fold"] == 0.0


def test_the_coach_judges_by_perfect_play_only_where_the_shipped_tables_are_exact():
    assert solved_target() >= 3
    opening = ENGINE.view(act(start([["AS", "KS", "4S"], ["5S", "6H", "7D"]], target=3)), 1)
    assert covered(opening) and cast(PutAdvice, advise(opening)).judge == PERFECT
    far = ENGINE.view(start([["AS", "KS", "4S"], ["5S", "6H", "7D"]], target=solved_target() + 2), 1)
    assert not covered(far) and cast(PutAdvice, advise(far)).judge == SHARP
    late = ENGINE.view(start([["AS", "KS", "4S"], ["5S", "6H", "7D"]], target=solved_target() + 2, scores=(2, 2)), 1)
    assert covered(late) and cast(PutAdvice, advise(late)).judge == PERFECT, (
        "a long game is exact once both needs are shipped"
    )
    hands = [["AS", "KS", "4S"], ["5S", "6H", "7D"]]
    top = any_turn_target()
    any_turn = ENGINE.view(start(hands, target=top + 1, put_any_turn=True), 1)
    assert not covered(any_turn) and cast(PutAdvice, advise(any_turn)).judge == SHARP, "beyond PU-V1's tables"
    for scores in product(range(top), repeat=2):  # PU-V1's shipped needs: every state to its target
        shipped = ENGINE.view(start(hands, target=top, scores=scores, put_any_turn=True), 1)
        assert covered(shipped) and cast(PutAdvice, advise(shipped)).judge == PERFECT


def test_changing_any_card_the_seat_has_not_seen_never_changes_a_perfect_figure():
    """Computed from the seat's view alone: the opponent's hand and the cards set aside, shuffled among
    themselves, leave every figure as it was (and the figures do differ from position to position)."""
    figures = set()
    checked = changed = 0
    for number, (engine, state, seat) in enumerate(decisions("put", {"target": 3}, 2, range(4), limit=60)):
        view = engine.view(state, seat)
        seen = engine.seen_cards(state, seat)
        hidden = [card for card in C.DECK if card not in seen]
        other = relabelled(state, hidden, Rng(number))
        advice = advise(view)
        assert advise(engine.view(other, seat)) == advice
        if advice is not None and advice.judge == PERFECT and advice.choices[0].game is not None:
            figures.update(round(cast(float, choice.game), 6) for choice in advice.choices)  # all valued
            changed += sorted(other.dealt[1 - seat]) != sorted(state.dealt[1 - seat])
            checked += 1
    assert checked > 20 and changed > checked // 2 and len(figures) > 20


def test_where_perfect_play_mixes_its_choices_are_worth_the_same_and_none_is_worth_more():
    """The equilibrium's own choices are best replies: a choice it makes at least 5% of the time is worth
    the best figure, to within a tenth of a point (the shipped strategy is exact to 1e-5 per round)."""
    mixed = checked = 0
    for _state, _seat, view in expert_decisions(range(12)):
        valued = valued_choices(view)
        if valued is None or len(valued) < 2:
            continue
        best = max(choice.game for choice in valued)
        made = [choice for choice in valued if choice.mix >= 0.05]
        assert made
        assert all(best - choice.game < 1e-3 for choice in made)
        assert all(0.0 <= choice.game <= 1.0 for choice in valued)
        assert sum(choice.mix for choice in valued) == pytest.approx(1.0, abs=1e-6)
        mixed += len(made) > 1
        checked += 1
    assert checked > 100 and mixed > 20


def test_pu4_wherever_a_person_strays_perfect_play_shows_how_often_only_choices_worth_the_most():
    """A person who strays from perfect play (a random choice at every decision) reaches spots perfect play
    holding his hand never comes to: there the coach shows no "played" figure, and wherever it shows one, the
    choices made are worth the best. Seen: after a declined put, "J♠ played 100%" beside "▸ 3♠" worth 2.6 points
    more at the second trick (a stored 0, never reached, read as the low card always)."""

    def random_or_expert(view, rng: Rng):
        return view.legal[rng.below(len(view.legal))].action() if view.seat == 0 else expert(view, rng)

    strayed = checked = 0
    for _state, seat, view in expert_decisions(range(40), play=random_or_expert):
        valued = valued_choices(view) if seat == 0 else None
        if valued is None or len(valued) < 2:
            continue
        checked += 1
        best = max(choice.game for choice in valued)
        if not any(choice.mix for choice in valued):
            strayed += view.phase == "play" and bool(view.tricks)
            continue
        assert sum(choice.mix for choice in valued) == pytest.approx(1.0, abs=1e-6)
        # within half a point: off the expert's own path the stored chances are rounded coarser (seen: a choice
        # made 6% of the time worth 0.14 points less, after a declined window and a put seen)
        assert all(best - choice.game < 5e-3 for choice in valued if choice.mix >= 0.05), valued
    assert checked > 150 and strayed > 5


def test_pu4_the_expert_off_its_own_path_plays_as_the_sharp_player():
    """Where its own choices never lead (a stored 0 at the second trick) the equilibrium says nothing: the expert
    plays as the sharp player would rather than a card no table chose."""
    from parlour.rules.put.assess import sharp_choice
    from parlour.rules.put.expert import equilibrium_chances

    state = act(start([["7H", "9C", "JD"], ["5D", "3D", "KS"]]), "decline", "decline", "play 7H", "play 5D")
    state = act(state, "play 9C")
    view = ENGINE.view(state, 0)
    assert view.phase == "play" and len(view.tricks) == 1 and len(view.legal) == 2
    chances = equilibrium_chances(view)
    assert chances is not None and not any(share for _, share in chances), "perfect play never comes here"
    assert expert(view, Rng(5)) == sharp_choice(view, Rng(5))


def test_pu4_after_a_call_perfect_play_never_makes_its_chances_say_nothing():
    """A play-test's review: 3♦ 9♠ 2♦ first to speak at 3:2, "no put" (perfect play always puts there), the dealer
    put, and the answer read "see 71.9% ✓ played 50% · fold 30.7% ?? played 50%": a solver's default at a decision
    perfect play never reaches with this hand, shown as how often it folds. There it says nothing, and the expert
    plays as the sharp player."""
    from parlour.rules.put.assess import sharp_choice
    from parlour.rules.put.expert import equilibrium_chances

    dealt = start([["3D", "9S", "2D"], ["5H", "9D", "KS"]], scores=(3, 2))
    window = advise(ENGINE.view(dealt, 1))
    assert window is not None and window.mixes == (0.0, 1.0), "no put never, I put always"
    view = ENGINE.view(act(dealt, "decline", "put"), 1)
    assert view.phase == "answer"
    chances = equilibrium_chances(view)
    assert chances is not None and not any(share for _, share in chances)
    answer = advise(view)
    assert answer is not None and not any(answer.mixes) and not answer.opponent_strayed
    assert [choice.action.do for choice in answer.choices] == ["see", "fold"]
    assert choice_marks(answer) == ("good", "blunder"), "the fold marked by what it gives away alone"
    assert expert(view, Rng(3)) == sharp_choice(view, Rng(3))
    # On perfect play's path the same answer keeps its chances (second to speak, the put seen always).
    on_path = advise(ENGINE.view(act(start([["5H", "9D", "KS"], ["3D", "9S", "2D"]], scores=(3, 2)), "put"), 0))
    assert on_path is not None and on_path.mixes == (1.0, 0.0)


def test_pu5_a_certain_figure_that_rests_on_reading_the_opponent_as_perfect_says_so():
    """A play-test: "10♠ game 0.0% · J♣ game 0.0%" after the opponent's 2♦ took the first trick and he led 6♥, and the
    seat won the round (his last card was 7♣: perfect play leads it, not the 6♥). Certain only if he played
    perfectly; the cards leave it open, and the coach says so, in both languages. Where the cards decide (a four
    and a five under his six) the 0% stands alone."""
    from parlour.app.games.put.coach import coach_lines
    from parlour.app.words.i18n import set_language

    def after_the_first_trick(mine: list[str]) -> PutAdvice:
        state = act(start([mine, ["2D", "6H", "7C"]]), "decline", "put", "see", f"play {mine[0]}", "play 2D")
        state = act(state, "play 6H")
        advice = advise(ENGINE.view(state, 1))
        assert advice is not None and advice.judge == PERFECT
        return advice

    read = after_the_first_trick(["QC", "TS", "JC"])
    assert [choice.game for choice in read.choices] == [pytest.approx(0.0, abs=5e-4)] * 2 and read.certain_by_reading
    assert coach_lines(read, str)[-2] == "[dim]0.0%: certain only if your opponent has played perfectly so far[/]"
    set_language("ru")
    try:
        assert "наверняка, только если соперник до сих пор играл безупречно" in coach_lines(read, str)[-2]
    finally:
        set_language("en")
    lost = after_the_first_trick(["QC", "4S", "5H"])  # neither card can win a trick: the cards decide it
    assert [choice.game for choice in lost.choices] == [0.0, 0.0] and not lost.certain_by_reading
    assert not any("certain only" in line for line in coach_lines(lost, str))


def test_the_review_marks_each_choice_by_what_it_gives_away_against_perfect_play():
    checked = 0
    for _state, _seat, view in expert_decisions(range(3)):
        advice = advise(view)
        assert advice is not None
        if advice.choices[0].game is None:
            assert judge(view, advice.sharp) is None
            continue
        best = max(cast(float, choice.game) for choice in advice.choices)  # two or more choices: all valued
        # the best, or one worth the same to a tenth of a point that perfect play makes more often (PERFECT_TIE)
        picked = cast(float, next(c for c in advice.choices if c.action == advice.sharp).game)
        assert picked == pytest.approx(best, abs=PERFECT_TIE)
        for choice, mark in zip(advice.choices, choice_marks(advice)):
            verdict = judge(view, choice.action)
            assert verdict is not None and choice.game is not None
            assert verdict.judge == PERFECT
            assert verdict.cost == pytest.approx(max(0.0, picked - choice.game), abs=1e-9)
            assert mark == GAME.reviewer().mark(verdict)
        checked += 1
    assert checked > 30


def test_pu4_a_put_perfect_play_never_makes_is_no_good_choice_though_it_gives_away_little():
    """Seen at a target of 3: you deal at 0-1, Bob has not put; perfect play never puts with 8 9 8 (played 0%),
    and the put, worth 33.4% against no put's 34.1%, was marked good (✓) in the coach and the review: it gives
    away less than the 3 points an inaccuracy takes, but the figures say perfect play avoids it. It is ?! now."""
    state = act(start([["4D", "4C", "AS"], ["8H", "9S", "8D"]], dealer=0, scores=(0, 1), target=3), "decline")
    view = ENGINE.view(state, 0)
    advice = cast(PutAdvice, advise(view))
    assert advice.judge == PERFECT and [choice.action.do for choice in advice.choices] == ["decline", "put"]
    (no_put, put), mixes = advice.choices, advice.mixes
    assert mixes == (1.0, 0.0) and 0 < cast(float, no_put.game) - cast(float, put.game) < 0.03
    assert choice_marks(advice) == ("good", "inaccuracy")
    verdict = judge(view, put.action)
    assert verdict is not None and verdict.unplayed and GAME.reviewer().mark(verdict) == "inaccuracy"
    # the review says why a choice giving away less than the mark's 3 points is ?! (seen: "?!" over "1.7 points")
    from parlour.app.screens.review import given_line

    said = given_line(verdict, GAME.reviewer())
    assert said.startswith("given away: [b]") and said.endswith(" · perfect play never makes it"), said


def test_pu4_a_choice_perfect_play_never_makes_but_worth_as_much_is_good_and_the_review_says_why():
    """Bob (seat 1) speaks first at 1-0 to 3 with 8 3 Q: perfect play never puts (played 0%), yet the put is worth
    48.48% against no put's 48.52%, one value to PERFECT_TIE: it is good, and the review says it is worth as much
    (beside "played 0%" a bare ✓ read as a mistake passed over)."""
    from parlour.app.screens.review import given_line

    state = start([["8H", "3D", "QD"], ["5C", "6C", "7C"]], dealer=0, scores=(1, 0), target=3)
    view = ENGINE.view(state, 1)
    advice = cast(PutAdvice, advise(view))
    (no_put, put), mixes = advice.choices, advice.mixes
    assert mixes == pytest.approx((1.0, 0.0), abs=1e-3)  # "played 0%": the solver's noise (NEVER)
    assert 0 < cast(float, no_put.game) - cast(float, put.game) < PERFECT_TIE
    assert choice_marks(advice) == ("good", "good")
    verdict = judge(view, put.action)
    assert verdict is not None and not verdict.unplayed and verdict.agrees, "worth as much: agreed"
    assert given_line(verdict, GAME.reviewer()) == "given away: [b]nothing[/b] — as good as perfect play's choice"
    agreed = judge(view, no_put.action)
    assert agreed is not None and given_line(agreed, GAME.reviewer()) == "given away: [b]nothing[/b]"


# -- the strategy page's kinds of hand ---------------------------------------------------


def test_every_hand_is_of_exactly_one_kind_and_the_kinds_are_strongest_first():
    for hand in hand_index():
        assert sum(kind.holds(hand) for kind in KINDS) == 1
    assert kind_of((13, 13, 13)) == kind_of((13, 13, 1)) == KINDS[0]
    assert kind_of((13, 12, 1)).kind == "three_two"
    assert kind_of((7, 3, 1)) == KINDS[-1]
    assert sum(deal_weight(hand) for hand in hand_index()) == 22100  # C(52, 3)


@pytest.mark.parametrize("seat", [FIRST, DEALER])
def test_each_kind_s_chances_are_its_hands_averaged_by_how_often_they_are_dealt(seat):
    needs = (2, 3)
    shown, plays = kind_plays(*needs, seat)
    assert shown == needs
    assert sum(play.dealt for play in plays) == pytest.approx(1.0)
    calls = policy_array(needs, "calls")
    rows = len(hand_index())
    put_row = 0 if seat == FIRST else 3
    for play in plays:
        hands = [(hand, row) for hand, row in hand_index().items() if play.kind.holds(hand)]
        weights = [deal_weight(hand) for hand, _ in hands]
        puts = sum(w * calls[put_row * rows + row] for w, (_, row) in zip(weights, hands)) / sum(weights)
        assert play.puts == pytest.approx(puts / 2**32, abs=1e-6)
        assert play.sees is None or 0.0 <= play.sees <= 1.0


def test_scores_beyond_the_solved_game_are_drawn_at_the_scaled_state():
    top = solved_target()
    shown, _plays = kind_plays(top + 4, top + 4, FIRST)
    assert shown == shipped_state(top + 4, top + 4) == (top, top)


@pytest.mark.parametrize(
    "state, hand", [((3, 3), (13, 12, 11)), ((1, 2), (5, 3, 1)), ((2, 1), (11, 11, 4)), ((3, 1), (13, 13, 13))]
)
def test_the_shipped_window_figures_are_perfect_play_s_own(state, hand):
    """assets/put_perfect_window.zip holds what perfect.py works out live, for every shipped state (to its
    1/65535)."""
    table = shipped_window()
    assert set(table) == {f"{m},{n}" for m in range(1, solved_target() + 1) for n in range(1, solved_target() + 1)}
    row = table[f"{state[0]},{state[1]}"][hand_index()[hand]]
    assert row == pytest.approx(hand_figures((state, hand)), abs=1 / 65535)
    assert all(
        len(rows) == len(hand_index()) and all(0.0 <= v <= 1.0 for r in rows for v in r) for rows in table.values()
    )


def test_the_coach_points_at_the_choice_perfect_play_makes_most_often_among_those_worth_the_same():
    """Seen (PU-V1): "▸ 10♦ 59.7% played 4%" beside "I put 59.7% played 96%": the marker went to the first of
    equals, the choice perfect play hardly makes."""
    from parlour.rules.actions import Action
    from parlour.rules.put.assess import Assessment
    from parlour.rules.put.coach import perfect_pick

    ten, put, three = (
        Action(seat=0, do="play", card="TD"),
        Action(seat=0, do="put"),
        Action(seat=0, do="play", card="3C"),
    )
    choices = [Assessment(three, 0.41, None), Assessment(ten, 0.5972, None), Assessment(put, 0.5970, None)]
    assert perfect_pick(choices, (0.0, 0.04, 0.96)) == put, "worth the same within a tenth of a point"
    worse = [
        Assessment(three, 0.41, None),
        Assessment(ten, 0.5972, None),
        Assessment(put, 0.5972 - 2 * PERFECT_TIE, None),
    ]
    assert perfect_pick(worse, (0.0, 0.04, 0.96)) == ten, "worth less: never the best, however often it is made"
    assert perfect_pick(choices, (0.0, 0.0, 0.0)) == ten, "off perfect play's path: the best value"


def test_pu4_a_put_perfect_play_never_says_leaves_its_answer_unshown_where_it_goes_against_the_figures():
    """At (2, 3) perfect play never puts in the window as the non-dealer; his answer to a put was never weighed
    against anything: the dealer with 8 5 2 folds always, where seeing is worth 25 points more against any hand
    (the coach said "fold · played 100%" beside its own ▸ see). It shows the figures alone, says why, and marks
    the best; with three 3s (the next test's) its see still shows how often."""
    state = act(start([["7H", "7C", "5C"], ["8H", "5D", "2H"]], dealer=0, scores=(0, 1), target=3), "put")
    view = ENGINE.view(state, 0)
    advice = cast(PutAdvice, advise(view))
    worth = {choice.action.do: cast(float, choice.game) for choice in advice.choices}
    assert worth["see"] - worth["fold"] > 0.2
    assert not any(advice.mixes) and advice.opponent_strayed and advice.sharp.do == "see"
    sure = act(start([["AS", "KS", "4S"], ["3S", "3H", "3D"]], target=3), "put")
    assert any(cast(PutAdvice, advise(ENGINE.view(sure, 0))).mixes)


def test_pu4_how_often_perfect_play_makes_a_choice_marks_it_only_on_its_path_and_from_the_solvers_noise_up():
    """rules/put/coach.py `judged`: a choice perfect play makes less often than NEVER, worth a little less than its
    own (under the 3 points of an inaccuracy), is an inaccuracy; made that often or more, it is agreed and good; off
    perfect play's path (no frequencies: they say nothing there) it is judged by its worth alone, good."""
    from parlour.rules.engine import Action
    from parlour.rules.put.assess import Assessment
    from parlour.rules.put.equilibrium_path import NEVER

    no_put, put = Action(seat=0, do="decline"), Action(seat=0, do="put")
    choices = (Assessment(no_put, 0.60, None), Assessment(put, 0.59, None))  # the put gives away 1 point

    def put_judged(mixes: tuple[float, ...]):
        advice = PutAdvice(seat=0, choices=choices, sharp=no_put, judge=PERFECT, mixes=mixes)
        return choice_marks(advice)[1], judged(advice, 1)

    mark, verdict = put_judged((1.0 - NEVER / 2, NEVER / 2))
    assert mark == "inaccuracy" and verdict.unplayed and not verdict.agrees
    mark, verdict = put_judged((1.0 - NEVER, NEVER))
    assert mark == "good" and not verdict.unplayed and verdict.agrees, "made as often as NEVER: played"
    mark, verdict = put_judged((0.0, 0.0))
    assert mark == "good" and not verdict.unplayed and not verdict.agrees, "off the path: its worth alone"
    tied = (choices[0], Assessment(put, 0.60 - PERFECT_TIE, None))  # worth as much, to PERFECT_TIE exactly
    verdict = judged(PutAdvice(seat=0, choices=tied, sharp=no_put, judge=PERFECT, mixes=(1.0, 0.0)), 1)
    assert verdict.agrees and not verdict.unplayed, "never made, but worth as much: agreed"
    sharp = PutAdvice(seat=0, choices=choices, sharp=no_put, judge=SHARP)
    assert choice_marks(sharp) == ("good", "good") and not judged(sharp, 1).unplayed
    assert not judged(sharp, 1).agrees, "the sharp player's reckoning: worth less, not its choice"
    even = PutAdvice(seat=0, choices=(choices[0], Assessment(put, 0.60, None)), sharp=no_put, judge=SHARP)
    assert judged(even, 1).agrees, "worth exactly as much by the sharp player's reckoning: agreed (a free for all)"
    only = PutAdvice(seat=0, choices=(Assessment(no_put, None, None),), sharp=no_put, judge=PERFECT, mixes=(1.0,))
    assert choice_marks(only) == ("forced",), "the only choice"


def test_pu1_where_every_choice_loses_against_perfect_play_the_best_is_the_sharp_reading_and_the_coach_says_why():
    """PU-1: two-handed, 1-1; the opponent won the first trick with Q♥ and leads Q♠; the seat holds A♣ and 10♠.
    Perfect play's figures read the game lost either way (the opponent's third card read as his play says), so
    the one listed first was ▸ (seen: 10♠, which can only lose the trick); the sharp player's reading, which
    leaves the hidden card open, takes the trick with the ace, the only way to win should the opponent have
    erred. The panel says why ▸ stands beside one of equal figures."""
    state = start([["QH", "QS", "2S"], ["AC", "7C", "TS"]], dealer=1, scores=(1, 1))
    state = act(state, "decline", "put", "see", "play QH", "play 7C")
    state = act(state, "play QS")
    advice = cast(PutAdvice, advise(ENGINE.view(state, 1)))
    assert advice.judge == PERFECT and [choice.action.card for choice in advice.choices] == ["TS", "AC"]
    assert all(cast(float, choice.game) <= PERFECT_TIE for choice in advice.choices)
    assert advice.sharp.card == "AC"
    lines = coach_lines(advice, str)
    assert any("every choice loses against perfect play" in line for line in lines)
    assert [line.startswith("[b]▸[/b]") for line in lines if "game [b]" in line] == [False, True]
