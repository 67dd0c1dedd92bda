"""The review (rules/review.py): a scripted Red Dog round whose every mark is worked out by hand, Put's
judgements against the coach's own figures, the frames of a game under way, and the round tallies
the statistics keep.

The scripted round (RD-1..RD-8): ten players, so four-card hands (RD-5); seat 9 deals, so seat 0
bets first (RD-6); the pot holds the ten antes (RD-2). A bet of b at a chance p of winning is
worth b(2p - 1) chips, a forfeit -1 (RD-6); the sharp player bets (2p - 1) of its stack, at least
1 and at most the pot, when p > 1/2, else 1 chip. Marks (rules/red_dog/coach.py REVIEWER):
?! from 0.5 chips given away, ? from 2, ?? from 5.
"""

from __future__ import annotations

from typing import cast

import pytest

from parlour.rules.cards import DECK
from parlour.rules.engine import Action
from parlour.rules.games import by_id
from parlour.rules.review import review, tally

HANDS = (
    ("2S", "3H", "4D", "5C"),  # seat 0: beats 2H; 2D 3D; 2C 3C 4C: 6 of its 48 unseen cards
    ("AS", "AH", "AD", "AC"),  # seat 1: beats all of its 43 unseen cards
    ("KD", "QS", "JH", "TC"),  # seat 2: 10 diamonds, 8 spades, 8 hearts, 7 clubs: 33 of 41
    ("8H", "7S", "6D", "QC"),  # seat 3: 5 hearts, 4 spades, 2 diamonds, 9 clubs: 20 of 39
    ("9H", "9D", "9C", "8S"),
    ("8D", "8C", "7H", "7D"),
    ("7C", "6S", "6H", "6C"),
    ("5S", "5H", "4S", "4H"),
    ("4C", "3S", "3D", "3C"),
    ("2H", "2D", "JS", "TS"),
)
TURNED = ("KH", "9S", "5D")
"""The first cards of the stock: seat 0 loses to KH and shows its hand (RD-7), seat 1 wins with AS
and seat 2 with KD (each shows it). So seat 1 has seen 9 cards, seat 2 11 and seat 3 13."""
DECISIONS = [
    Action(seat=0, do="bet", amount=10),
    Action(seat=1, do="bet", amount=20),
    Action(seat=2, do="bet", amount=4),
    Action(seat=3, do="forfeit"),
    *(Action(seat=seat, do="forfeit") for seat in range(4, 10)),
]


def scripted_round():
    game = by_id("red_dog")
    engine = game.engine()
    start = engine.new_game(game.settings_model()(), 10, seed=1, first_dealer=9)
    held = {card for hand in HANDS for card in hand}
    stock = TURNED + tuple(card for card in DECK if card not in held and card not in TURNED)
    dealt = engine.start_round(start, deck=stock, hands=HANDS)
    moves = []
    for action in DECISIONS:
        moves.append(action)
        moves.append(1)  # the card turned for a bet (a forfeit turns none: the step is the next bettor's)
    return game, dealt, moves


def playable(game, start, moves):
    """The scripted moves with each step kept only where the engine takes one (a forfeit turns no card)."""
    engine, state, kept = game.engine(), start, []
    for move in moves:
        if isinstance(move, Action):
            state = engine.apply(state, move)
            kept.append(move)
        elif engine.to_act(state) is None and not engine.is_over(state) and not engine.needs_round(state):
            state = engine.step(state)
            kept.append(move)
    return kept, state


def test_every_mark_of_a_scripted_red_dog_round_as_worked_out_by_hand():
    game, start, moves = scripted_round()
    moves, end = playable(game, start, moves)
    assert game.engine().needs_round(end), "the round is over after the dealer's decision"
    result = review(game, start, moves, seats=[0, 1, 2, 3])
    decisions = [frame for frame in result.frames if frame.decision is not None]
    by_seat = {cast(Action, frame.decision).seat: frame for frame in decisions if frame.mark is not None}
    assert sorted(by_seat) == [0, 1, 2, 3], "only the reviewed seats are judged"
    # Seat 0: p = 6/48; bet 10 is worth 10(2p - 1) = -7.5, the sharp bet of 1 chip -0.75: 6.75 away.
    zero = by_seat[0].judgement
    assert zero is not None
    assert zero.sharp == Action(seat=0, do="bet", amount=1)
    assert zero.cost == pytest.approx(6.75) and by_seat[0].mark == "blunder"
    # Seat 1: p = 1, the pot is 20 after seat 0 lost 10: the sharp player bets all 20, as seat 1 did.
    one = by_seat[1].judgement
    assert one is not None
    assert one.sharp == Action(seat=1, do="bet", amount=20) and one.agrees
    assert one.cost == 0 and by_seat[1].mark == "good"
    # Seat 2: p = 33/41, 2p - 1 = 25/41; the pot is 10 again (RD-8 re-ante), its stack 98: the sharp
    # player bets min(int(98 x 25/41) = 59, 10) = 10, seat 2 bet 4: 6 x 25/41 = 3.66 chips away.
    two = by_seat[2].judgement
    assert two is not None
    assert two.sharp == Action(seat=2, do="bet", amount=10)
    assert two.cost == pytest.approx(6 * 25 / 41) and by_seat[2].mark == "mistake"
    # Seat 3: p = 20/39, 2p - 1 = 1/39; stack 98: the sharp bet is int(98/39) = 2, worth 2/39; the
    # forfeit costs 1 chip: 1 + 2/39 = 1.05 chips away.
    three = by_seat[3].judgement
    assert three is not None
    assert three.sharp == Action(seat=3, do="bet", amount=2)
    assert three.cost == pytest.approx(1 + 2 / 39) and by_seat[3].mark == "inaccuracy"
    summary = {player.seat: player for player in result.players}
    assert [summary[seat].agreed for seat in range(4)] == [0, 1, 0, 0]
    assert [summary[seat].judged for seat in range(4)] == [1, 1, 1, 1]
    assert summary[0].marks["blunder"] == summary[2].marks["mistake"] == summary[3].marks["inaccuracy"] == 1
    assert result.complete and result.frames[-1].decision is None, "the round's end is the last frame"


def test_the_statistics_tally_agrees_with_the_review():
    game, start, moves = scripted_round()
    moves, _ = playable(game, start, moves)
    engine, state, taken = game.engine(), start, []
    for move in moves:
        if isinstance(move, Action):
            if move.seat < 4:
                taken.append((state, move))
            state = engine.apply(state, move)
        else:
            state = engine.step(state)
    tallies = tally(game, taken)
    reviewed = {player.seat: player for player in review(game, start, moves, seats=[0, 1, 2, 3]).players}
    for seat in range(4):
        assert tallies[seat].cost == pytest.approx(reviewed[seat].cost)
        assert tallies[seat].agreed == reviewed[seat].agreed


def test_a_game_under_way_is_reviewed_to_the_end_of_its_last_finished_round(parlour_home):
    from parlour.app.seating.session import TableSession
    from parlour.app.seating.table_setup import default_setup
    from tests.session_helpers import play_on

    session = play_on(TableSession(default_setup("red_dog", 3), 4), 400)
    assert not session.is_over()
    result = session.review()
    assert result.frames and result.frames[-1].decision is None, "the round in progress is left out"
    last_round = result.frames[-1].round
    assert last_round == result.frames[-1].state.rounds_played
    assert all(frame.round <= last_round for frame in result.frames)


def test_put_judgements_are_the_coachs_own_figures():
    from parlour.rules.put.coach import NEVER, PERFECT_TIE, advise, judge

    game, engine = by_id("put"), by_id("put").engine()
    for seed in range(6):
        state = engine.new_game(game.settings_model()(), 2, seed=seed)
        checked = 0
        while not engine.is_over(state) and checked < 12:
            seat = engine.to_act(state)
            if seat is None:
                state = engine.step(state)
                continue
            view = engine.view(state, seat)
            advice = advise(view)
            assert advice is not None
            for choice in advice.choices:
                verdict = judge(view, choice.action)
                if verdict is None:
                    assert len(advice.choices) == 1
                    continue
                # Two or more choices: all valued. The judge's choice is the best one (perfect play's mixed
                # choices are worth the same within the equilibrium's tolerance, 1e-5 a round).
                best = max(cast(float, item.game) for item in advice.choices)
                judges = next(cast(float, item.game) for item in advice.choices if item.action == advice.sharp)
                assert judges == pytest.approx(best, abs=1e-5)
                assert verdict.cost == pytest.approx(max(0.0, judges - cast(float, choice.game)))
                # agreed: the judge's choice, or (perfect play) one worth as much or of its mixed strategy here
                alike = cast(float, choice.game) >= judges - PERFECT_TIE
                played = any(advice.mixes) and advice.mixes[advice.choices.index(choice)] >= NEVER
                agreeing = choice.action == advice.sharp or (advice.judge == "perfect" and (alike or played))
                assert verdict.agrees == agreeing
                assert verdict.sharp == advice.sharp
            state = engine.apply(state, advice.sharp)
            checked += 1


@pytest.mark.parametrize("game_id, players", [("red_dog", 3), ("put", 2)])
def test_frames_are_numbered_and_placed_in_their_rounds_and_a_seats_own_review_says_the_same(game_id, players):
    """What the review screen says of each frame: decision n of the game (from 1; a round's end 0), the round
    it belongs to (a decision the round it is taken in, a round's end the round just finished, once each, a
    round's last steps taken one at a time among them), and per seat how many decisions it took (forced ones
    too) and how many were judged. A seat's own review (a network table's, from its views) numbers its own
    decisions from 1 and places them in the same rounds."""
    from parlour.rules.drive import by_players, play_out
    from parlour.rules.review import Moment, seat_review
    from parlour.rules.rng import Rng

    game = by_id(game_id)
    engine = game.engine()
    start = engine.new_game(game.settings_model()(), players, 5)
    casual = game.computer_players()[game.strengths[-1].name]
    decide = by_players(engine, dict.fromkeys(range(players), casual), Rng(5))
    moves, moments, decision_rounds, round_ends = [], [], [], []
    for stepped in play_out(engine, start, decide, rounds=4):
        moves.append(stepped.move)
        if isinstance(stepped.move, Action):
            decision_rounds.append((stepped.move.seat, stepped.before.rounds_played + 1))
            if stepped.move.seat == 0:
                moments.append(Moment(view=engine.view(stepped.before, 0), decision=stepped.move))
        if stepped.ended_round(engine):
            round_ends.append(stepped.after.rounds_played)
            moments.append(Moment(view=engine.view(stepped.after, 0), scores=engine.scores(stepped.after)))
    result = review(game, start, moves)
    decisions = [frame for frame in result.frames if frame.decision is not None]
    assert [frame.number for frame in decisions] == list(range(1, len(decisions) + 1))
    assert [(cast(Action, frame.decision).seat, frame.round) for frame in decisions] == decision_rounds
    ends = [frame for frame in result.frames if frame.decision is None]
    assert [frame.round for frame in ends] == round_ends == [1, 2, 3, 4], "each round's end once, in turn"
    assert all(frame.number == 0 and frame.round == frame.state.rounds_played for frame in ends)
    for player in result.players:
        own = [frame for frame in decisions if cast(Action, frame.decision).seat == player.seat]
        assert player.decisions == len(own) and player.judged == sum(frame.judgement is not None for frame in own)
    seat_zero = [frame for frame in decisions if cast(Action, frame.decision).seat == 0]
    mine = seat_review(game, 0, moments)
    mine_decisions = [frame for frame in mine.frames if frame.decision is not None]
    assert [frame.number for frame in mine_decisions] == list(range(1, len(seat_zero) + 1))
    assert [(frame.round, frame.decision, frame.mark) for frame in mine_decisions] == [
        (frame.round, frame.decision, frame.mark) for frame in seat_zero
    ]
    assert [frame.round for frame in mine.frames if frame.decision is None] == round_ends
    assert mine.players[0].decisions == len(seat_zero) == result.players[0].decisions


def test_a_mark_is_the_largest_whose_threshold_the_cost_reaches():
    """rules/review.py `Reviewer.mark`: Red Dog's thresholds (0.5, 2 and 5 chips given away) each reached exactly
    take their mark; under the first, "good"; a choice the judge never makes is an inaccuracy at least; the only
    choice is "forced"."""
    from parlour.rules.review import Judgement

    reviewer = by_id("red_dog").reviewer()
    assert reviewer is not None and reviewer.thresholds == (0.5, 2.0, 5.0)
    sharp = Action(seat=0, do="forfeit")

    def mark(cost: float, unplayed: bool = False) -> str:
        return reviewer.mark(Judgement(sharp, -cost, 0.0, agrees=cost == 0, unplayed=unplayed))

    marks = [mark(cost) for cost in (0, 0.49, 0.5, 1.99, 2, 4.99, 5, 50)]
    assert marks == ["good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    assert [mark(0, unplayed=True), mark(0.5, unplayed=True), mark(2, unplayed=True)] == [
        "inaccuracy",
        "inaccuracy",
        "mistake",
    ]
    assert reviewer.mark(None) == "forced"


def test_a_mark_weighs_the_cost_the_review_shows_beside_it():
    """A play-test read "8.0 points" beside "inaccuracy ?!" where the legend says "?" from 8: the exact cost, 7.96,
    was marked and the figures shown, rounded, made 8.0. A cost is weighed as the two worths shown make it
    (`Reviewer.judged_cost`), in Put (to a tenth of a point) and in Red Dog (to a hundredth of a chip)."""
    from parlour.app.words.review_words import given_text
    from parlour.rules.review import Judgement

    put, red_dog = by_id("put").reviewer(), by_id("red_dog").reviewer()
    assert put is not None and red_dog is not None
    sharp = Action(seat=0, do="fold")
    close_to_eight = Judgement(sharp, chosen_value=0.29136, sharp_value=0.37096, agrees=False)  # 7.96 points
    assert close_to_eight.cost < put.thresholds[1] <= put.judged_cost(close_to_eight)
    assert given_text(put.judged_cost(close_to_eight), put) == "8.0 percentage points of the chance to win the game"
    assert put.mark(close_to_eight) == "mistake"
    close_to_three = Judgement(sharp, chosen_value=0.50004, sharp_value=0.52996, agrees=False)  # 2.992 points
    assert given_text(put.judged_cost(close_to_three), put) == "3.0 percentage points of the chance to win the game"
    assert put.mark(close_to_three) == "inaccuracy"
    assert put.mark(Judgement(sharp, chosen_value=0.50004, sharp_value=0.52946, agrees=False)) == "good"  # 2.9
    close_to_two = Judgement(Action(seat=0, do="forfeit"), chosen_value=-1.996, sharp_value=0.0, agrees=False)
    assert given_text(red_dog.judged_cost(close_to_two), red_dog) == "2.00 chips"
    assert red_dog.mark(close_to_two) == "mistake"


def test_a_rounds_end_is_one_frame_however_many_steps_reach_it_and_rounds_without_decisions_keep_their_own():
    """Put and Take has no decisions (PT-11): its review is a frame at each round's end, one a round; a round's
    end reached again (its last steps taken one at a time) stays one frame, the latest position."""
    from parlour.rules.drive import play_out
    from parlour.rules.review import break_round

    game = by_id("put_and_take")
    engine = game.engine()
    start = engine.new_game(game.settings_model()(), 4, 5)

    def no_decision(state, seat):
        raise AssertionError("Put and Take asks nobody to decide (PT-11)")

    steps = list(play_out(engine, start, no_decision, rounds=3))
    result = review(game, start, [stepped.move for stepped in steps])
    assert [(frame.round, frame.decision) for frame in result.frames] == [(1, None), (2, None), (3, None)]
    frames = list(result.frames)
    again = steps[-1].after
    break_round(frames, again)
    assert len(frames) == 3 and frames[-1].state is again, "the same round's end again: one frame, the latest"


def test_pu1_two_cards_of_one_rank_left_to_play_are_no_real_choice_in_the_review():
    """A play-test (partners, the sharp player judging): 2♠ or 2♦ last, the coach's one row "2♠/2♦", was counted a
    judged ✓ and its agreement. Cards of one rank are one choice (PU-1: suits never matter): not judged."""
    from parlour.rules.put.coach import advise, choice_marks, judge
    from tests.put_helpers import ENGINE, start

    state = start([["2S", "2D", "9C"], ["KH", "5D", "7C"], ["QS", "8H", "4D"]], dealer=0, mode="free_for_all")
    for _ in range(40):
        seat = ENGINE.to_act(state)
        assert seat is not None, "a hand of two cards of one rank comes before the round ends"
        legal, view = ENGINE.legal_actions(state), ENGINE.view(state, seat)
        if len(legal) == 2 and len({card[0] for card in view.hand}) == 1:
            advice = advise(view)
            assert advice is not None and len(advice.choices) == 1, advice
            assert [judge(view, choice) for choice in legal] == [None, None] and choice_marks(advice) == ("forced",)
            return
        declined = [choice for choice in legal if choice.do == "decline"]
        state = ENGINE.apply(state, declined[0] if declined else legal[0])
    raise AssertionError("no such hand")
