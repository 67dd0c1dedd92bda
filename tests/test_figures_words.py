"""The figures of issue 21 and the sentences around them, below the screens: the final standings share a place
between equal results ("=5"), a game one player ends holding chips alone says so truthfully and names the pot
it leaves (RD-10), a Put game won by a seen put says so on its score board (PU-4), and the review says the
same of what a choice gave away in its panel, its summary and its notice."""

from __future__ import annotations

import re
import textwrap
from dataclasses import replace
from decimal import Decimal

from parlour.app.games import presenter_for
from parlour.app.games.presenter import TableContext, places
from parlour.app.games.words import ending_text, ending_words
from parlour.app.screens.review import given_line
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.words.review_words import given_text, no_slips_text, worth_text
from parlour.rules.actions import Action
from parlour.rules.games import by_id
from parlour.rules.outcome import Outcome, Termination
from parlour.rules.put.endings import PUT_SEEN
from parlour.rules.review import Frame, Judgement, Review
from tests.session_helpers import play_on


def presenter(game: str, names: tuple[str, ...]):
    return presenter_for(game)(TableContext(names=names, people=(0,), bottom=0, seed=1, label=str))


def test_places_equal_results_share_a_place_shown_as_tied():
    assert places([10, 8, 8, 5, 0, 0]) == ["1", "=2", "=2", "4", "=5", "=5"]
    assert places([3, 2, 1]) == ["1", "2", "3"]
    assert places([4, 4]) == ["=1", "=1"]


def test_ch5_chip_standings_rank_equal_stacks_together():
    names = ("You", "Ann", "Bob", "Cleo", "Dmitri", "Eve")
    stacks = (0, 12, 7, 7, 1, 0)
    outcome = Outcome(finished=True, winner=1, standings=(1, 2, 3, 4, 0, 5), termination=Termination.ROUNDS_PLAYED)
    view = TableSession(TableSetup(game="red_dog", seats=default_seats(6)), seed=1).view(0)
    rows = [row[:3] for row in presenter("red_dog", names).standings_rows(view, outcome, stacks)]
    assert rows == [
        ("1", "Ann", "12"),
        ("=2", "Bob", "7"),
        ("=2", "Cleo", "7"),
        ("4", "Dmitri", "1"),
        ("=5", "You", "0"),
        ("=5", "Eve", "0"),
    ]


def test_ch4_ch6_money_standings_write_the_net_result_in_its_currency_as_the_columns_beside_it():
    """Seen: "8.75 USD  0.00 USD  +6.25" (Final, Rebought, Net): the net result alone had no currency."""
    from parlour.app.seating.chip_value import ChipValue

    value = ChipValue(amount=Decimal("0.25"), currency="USD")
    context = TableContext(
        names=("You", "Ann"),
        people=(0,),
        bottom=0,
        seed=1,
        label=str,
        chips=value.money,
        change=lambda chips: value.money(chips, signed=True, currency=False),
        currency=lambda: "USD",
    )
    setup = TableSetup(game="red_dog", seats=default_seats(2), settings={"rebuy": True, "starting_chips": 10})
    view = TableSession(setup, seed=1).view(0).model_copy(update={"rebuys": (0, 1)})
    outcome = Outcome(finished=True, winner=0, standings=(0, 1), termination=Termination.ROUNDS_PLAYED)
    rows = presenter_for("red_dog")(context).standings_rows(view, outcome, (35, 10))
    assert [row[2:] for row in rows] == [
        ("8.75\u00a0USD", "0.00\u00a0USD", "+6.25\u00a0USD"),
        ("2.50\u00a0USD", "2.50\u00a0USD", "-2.50\u00a0USD"),
    ]


def finished(game: str, seed: int, players: int, **settings) -> TableSession:
    setup = TableSetup(game=game, seats=default_seats(players, people=0), settings=settings)
    return play_on(TableSession(setup, seed=seed), 20000)


def test_pu4_put_standings_put_the_winner_first_and_share_equal_points():
    session = next(
        session
        for seed in range(40)
        for session in [finished("put", seed, 4, mode="free_for_all", target=3)]
        if session.outcome().termination is PUT_SEEN and len(set(session.scores())) < 4
    )
    view, outcome = session.view(None), session.outcome()
    rows = [row[:3] for row in presenter("put", session.setup.names).standings_rows(view, outcome, session.scores())]
    assert outcome.winner is not None
    assert rows[0][:2] == ("1", session.setup.names[outcome.winner]), "the winner first, whatever the points"
    # seen: "1 Bob 1 point / 2 You 1 point" read like a draw; the winner's line says why he won
    assert rows[0][2].endswith("won by the put") and not any("put" in result for _p, _n, result in rows[1:])
    points = {name: int(result.split()[0]) for _place, name, result in rows}
    for index, (place, name, _result) in enumerate(rows[1:], start=1):
        better = 1 + sum(points[other] > points[name] for _p, other, _r in rows[1:])
        tied = sum(points[other] == points[name] for _p, other, _r in rows[1:]) > 1
        assert place == ("=" if tied else "") + str(better + 1), rows


def test_pu4_a_game_won_by_a_seen_put_says_so_above_the_score():
    session = next(
        session
        for seed in range(40)
        for session in [finished("put", seed, 2, target=5)]
        if session.outcome().termination is PUT_SEEN and max(session.scores()) < 5
    )
    view = session.view(0)
    info = presenter("put", session.setup.names).center_info(view)
    assert info.score_title == "SCORE · won by the put"
    assert dict(info.scores) == dict(zip(session.setup.names, session.scores())), "the winning point is counted"
    playing = TableSession(TableSetup(game="put", seats=default_seats(2), settings={"target": 5}), seed=1)
    assert presenter("put", playing.setup.names).center_info(playing.view(0)).score_title == "SCORE (to 5)"


def test_ch5_rd10_one_player_left_with_chips_is_said_truthfully_with_the_pot_it_leaves():
    session = next(
        session
        for seed in range(60)
        for session in [finished("red_dog", seed, 2, starting_chips=3)]
        if session.outcome().termination is Termination.ONE_HOLDER and session.state.pot
    )
    state, outcome = session.state, session.outcome()
    assert sum(state.stacks) + state.pot == 6, "CH-3: the pot holds the rest"
    line = presenter("red_dog", session.setup.names).outcome_line(session.view(0), outcome)
    assert "nobody else has chips left" in line and "holds all the chips" not in line
    chips = "chip" if state.pot == 1 else "chips"
    assert f"left in the pot: {state.pot} {chips} (RD-10)" in line, "the pot's chips named as chips"
    ending = next(event.ending for event in state.events if event.type == "game_over")
    assert ending_words(ending) == ending_text(Termination.ONE_HOLDER, state.settings), "the log says the same"


def test_ch5_pt8_a_game_ended_mid_round_names_the_chips_its_pool_keeps():
    """A play-test ended a Put and Take game with 4 chips in the pool: the standings added up to 396 of 400 and
    nothing said where the rest were. The headline names them, as Red Dog's names its pot."""
    setup = TableSetup(game="put_and_take", seats=default_seats(4, people=0), settings={})
    session = TableSession(setup, seed=3)
    while not session.state.pool:
        session.step()
    session.end()
    state, outcome = session.state, session.outcome()
    assert sum(state.stacks) + state.pool == 400, "CH-3: the pool holds the rest"
    line = presenter("put_and_take", session.setup.names).outcome_line(session.view(0), outcome)
    chips = "chip" if state.pool == 1 else "chips"
    assert line.endswith(
        f" · left in the pool: {state.pool} {chips}, the banker's only at the end of a round, which this one never"
        " reached (PT-8)"
    ), line


def judged_frame(cost: float, mark: str, number: int = 1) -> Frame:
    action = Action(seat=0, do="bet", amount=1)
    return Frame(
        round=1,
        state=None,
        decision=action,
        mark=mark,
        number=number,
        judgement=Judgement(sharp=action, chosen_value=0.0, sharp_value=cost, agrees=cost == 0),
    )


def review_of(*frames: Frame) -> Review:
    game = by_id("red_dog")
    return Review(game=game, reviewer=game.reviewer(), frames=frames, players=(), complete=True)


def test_the_review_says_the_same_of_what_a_choice_gave_away_in_its_panel_and_its_notice():
    reviewer = by_id("red_dog").reviewer()
    small = review_of(judged_frame(0.0, "good"), judged_frame(0.32, "good", 2))
    assert given_text(0.32, reviewer) == "0.32 chips"
    assert no_slips_text(small) == "No choice in this game is marked ?!, ? or ??: none gave away 0.50 chips or more."
    nothing = review_of(judged_frame(0.0, "good"), judged_frame(0.001, "good", 2))
    assert given_text(0.001, reviewer) == "nothing", "a cost that shows as 0.00 is nothing, as the notice says"
    assert no_slips_text(nothing) == "No choice in this game gave anything away."


def test_pu4_a_judged_choice_gives_away_the_difference_of_the_two_worths_shown_above_it():
    """Seen: "game 28.5%" chosen, "game 37.1%" perfect play's, and "given away: 8.7 points" under them (the exact
    values 28.46% and 37.14% are 8.68 apart): the figures on one screen add up."""
    put, red_dog = by_id("put").reviewer(), by_id("red_dog").reviewer()
    chosen = Judgement(sharp=Action(seat=0, do="pass"), chosen_value=0.2846, sharp_value=0.3714, agrees=False)
    assert (worth_text(0.2846, put), worth_text(0.3714, put)) == ("game 28.5%", "game 37.1%")
    assert given_line(replace(chosen, judge="perfect"), put) == (
        "given away: [b]8.6 percentage points of the chance to win the game[/b]"
    )
    bet = Judgement(sharp=Action(seat=0, do="pass"), chosen_value=0.104, sharp_value=0.116, agrees=False)
    assert (worth_text(0.104, red_dog), worth_text(0.116, red_dog)) == ("worth +0.10", "worth +0.12")
    assert given_line(bet, red_dog) == "given away: [b]0.02 chips[/b]", "not the exact 0.012's 0.01"
    alike = Judgement(sharp=Action(seat=0, do="pass"), chosen_value=0.995, sharp_value=1.004, agrees=False)
    assert given_line(alike, red_dog) == "given away: [b]nothing[/b]", "both read +1.00: nothing between them"


def test_rd2_ch4_a_red_dog_seat_says_what_made_its_round_figure_and_a_rebuy_apart():
    """The seat's figure is the round's (RD-2's opening ante in it, as the summary counts it), its notes name
    each part, and a rebuy (CH-4) is named, never added to the figure."""
    setup = TableSetup(
        game="red_dog", seats=default_seats(3, people=0), settings={"starting_chips": 3, "rebuy": True, "rounds": 20}
    )
    session, seen = TableSession(setup, seed=5), set()
    show = presenter("red_dog", setup.names)
    while not session.is_over() and "rebuy" not in seen:
        change = session.step()
        assert change is not None
        if change.round_ended:
            view = session.view(None)
            assert change is not None
            rows = show.summary_rows(view, change.before, change.after)
            for seat, row in enumerate(rows):
                info = show.seat_info(view, seat)
                assert (info.delta_text or "0") == row.change
                if row.rebought:
                    seen.add("rebuy")
                    assert f"rebought {row.rebought}" in info.notes and row.now == str(view.stacks[seat])
                if view.rounds_played == 1:
                    assert "ante 1" in info.notes, "the opening ante is part of the first round"
    assert "rebuy" in seen


def test_ch6_a_round_summary_in_money_writes_a_seat_that_did_not_move_as_money_too():
    """A play-test: a money summary read "0" beside "+0.10" and "-0.40"."""
    from decimal import Decimal

    from parlour.app.games.presenter import TableContext
    from parlour.app.seating.chip_value import ChipValue

    value = ChipValue(amount=Decimal("0.10"), currency="€")
    setup = TableSetup(game="red_dog", seats=default_seats(3, people=0), settings={})
    session = TableSession(setup, seed=5)
    context = TableContext(
        names=setup.names,
        people=(),
        bottom=0,
        seed=5,
        label=str,
        chips=value.money,
        bare=lambda chips: value.money(chips, currency=False),
        change=lambda chips: value.money(chips, signed=True, currency=False),
    )
    show = presenter_for("red_dog")(context)
    rows = show.summary_rows(session.view(None), (10, 10, 10), (11, 10, 6))
    assert [row.change for row in rows] == ["+0.10", "0.00", "-0.40"]


def test_rd6_a_red_dog_seats_notes_add_up_to_its_figure_a_forfeit_named_with_its_chip():
    """A play-test: "forfeited · ante 1" beside -2, the forfeit's chip named nowhere. Each part with its amount: won
    (+), lost, forfeited and ante (-); a bet waiting for its card, a pass and a rebuy (a fresh stake) count nothing."""
    from parlour.rules.engine import Action

    setup = TableSetup(game="red_dog", seats=default_seats(4, people=1), settings={"rounds": 12, "rebuy": True})
    session, seen = TableSession(setup, seed=3), set()
    show = presenter("red_dog", setup.names)
    signs = {"won": 1, "lost": -1, "forfeited": -1, "ante": -1, "bets": 0, "rebought": 0}
    while not session.is_over():
        if session.person_to_act() == 0:  # the person forfeits, or bets 1 where a forfeit is not his to make
            legal = {choice.do for choice in session.view(0).legal}
            session.act(0, Action(seat=0, do="forfeit") if "forfeit" in legal else Action(seat=0, do="bet", amount=1))
        else:
            session.step()
        view = session.view(None)
        for seat in range(4):
            info = show.seat_info(view, seat)
            total = 0
            for note in info.notes:
                word, _space, amount = note.rpartition(" ")
                if word in signs:
                    total += signs[word] * int(amount)
                    seen.add(word)
            assert total == (info.delta or 0), (seat, info.notes, info.delta)
    assert {"won", "lost", "forfeited", "ante"} <= seen, seen


def test_pt8_the_bankers_coach_says_the_pool_is_in_its_so_far_which_his_seat_does_not_show_yet():
    from parlour.app.games.put_and_take.coach import coach_lines
    from parlour.app.words.i18n import set_language
    from parlour.rules.put_and_take.coach import HandForecast

    forecast = HandForecast(seat=0, so_far=4, expected=3.5, spread=2.0, places_left=6, exact=True)
    assert coach_lines(forecast, pool=4)[:2] == [
        "This round so far [b]+4[/b] chips · 6 cards to come",
        "[dim]4 chips of this are in the pool: yours at the round's end if they are still there (PT-8)[/]",
    ]
    assert not any("pool" in line for line in coach_lines(forecast))
    set_language("ru")
    yours = "в конце партии ваши, если их не заберут (PT-8)"
    assert coach_lines(forecast, pool=4)[1] == f"[dim]в том числе 4 фишки в банке — {yours}[/]"
    assert (
        coach_lines(forecast, pool=1)[1]
        == "[dim]в том числе 1 фишка в банке — в конце партии ваша, если её не заберут (PT-8)[/]"
    )


def test_ch6_pt8_while_the_table_shows_money_the_put_and_take_coach_says_money_too():
    """The seat shows "+0.40 €" for a round's +4 chips: the coach beside it says the same sum, not "+4"."""
    from decimal import Decimal

    from parlour.app.games.put_and_take.coach import coach_lines
    from parlour.app.seating.chip_value import ChipValue
    from parlour.app.words.i18n import set_language
    from parlour.rules.put_and_take.coach import HandForecast

    value = ChipValue(amount=Decimal("0.10"), currency="€")
    forecast = HandForecast(seat=0, so_far=4, expected=3.5, spread=2.25, places_left=6, exact=True)
    assert coach_lines(forecast, pool=4, worth=value.worth)[:3] == [
        "This round so far [b]+0.40\xa0€[/b] · 6 cards to come",
        "[dim]0.40\xa0€ of this is in the pool: yours at the round's end if it is still there (PT-8)[/]",
        "Expected result this round: [b]+0.350\xa0€[/b], spread ±[b]0.225\xa0€[/b]",
    ]
    assert coach_lines(forecast)[1] == "Expected result this round: [b]+3.50[/b] chips, spread ±[b]2.25[/b]"
    set_language("ru")
    assert coach_lines(forecast, pool=4, worth=value.worth)[1] == (
        "[dim]в том числе 0,40\xa0€ в банке — в конце партии ваши, если их не заберут (PT-8)[/]"
    )
    # "±" holds to its figure: with a space the panel wrapped between them («разброс ±» / «5,236 EUR»).
    assert coach_lines(forecast)[1] == "Ожидаемый итог партии: [b]+3,50[/b] фишки, разброс ±[b]2,25[/b]"


def headed_without_how_often(advice, english: str, russian: str) -> list[str]:
    """The Put coach's lines for `advice` (English): a heading saying `english` (in Russian `russian`), two lines at
    80 columns as the other headings, and no "played" (no «частота») under any choice, in both languages."""
    from parlour.app.games.put.coach import coach_lines
    from parlour.app.words.i18n import set_language

    lines = coach_lines(advice, str)
    assert english in lines[0] and not any("played" in line for line in lines)
    assert len(textwrap.wrap(lines[0].removeprefix("[dim]").removesuffix("[/]"), 76)) == 2  # as the other heading
    set_language("ru")
    try:
        in_russian = coach_lines(advice, str)
        assert russian in in_russian[0] and not any("частота" in line for line in in_russian)
        assert len(textwrap.wrap(in_russian[0].removeprefix("[dim]").removesuffix("[/]"), 76)) == 2
    finally:
        set_language("en")
    return lines


def test_pu4_the_coach_shows_how_often_perfect_play_chooses_only_where_perfect_play_comes():
    """At (5, 5) perfect play always puts with 5, 3, K dealing: after the person's "no put" it never comes to
    his card, so the panel says so and shows no "played 0%" under every card, in both languages."""
    from parlour.app.games.put.coach import coach_lines
    from parlour.rules.put.coach import advise
    from parlour.rules.put.engine import PutEngine
    from tests.put_helpers import act, start

    engine = PutEngine()
    state = act(start([["7H", "9C", "JD"], ["5D", "3D", "KS"]]), "decline")
    window = advise(engine.view(state, 0))
    assert window is not None and window.mixes == (0.0, 1.0)  # no put never, I put always
    lines = coach_lines(window, str)
    assert all("played" in line for line in lines[1:3]) and "how often" in lines[0]
    answer = advise(engine.view(act(state, "decline", "play 7H"), 0))
    assert answer is not None and not any(answer.mixes)
    lines = headed_without_how_often(answer, "never comes here", "с этой рукой сюда не доходит")
    # three cards, the best marked; the marks' legend and the strategy's key under them
    assert len(lines) == 6 and sum("[b]▸[/b]" in line for line in lines) == 1


def test_pu4_the_coach_says_what_its_marks_mean_where_a_choice_is_marked_less_than_good():
    """Seen at a table: "I put  game 46.8% ?!" and nothing said what ?! meant (the review's legend did). Under rows
    with a mark other than ✓ one line gives the review's thresholds, in both languages, one line at 80 columns;
    under rows all ✓ (or a lone choice) none."""
    from parlour.app.games.put.answer import PutAnswer
    from parlour.app.games.put.coach import coach_lines
    from parlour.app.words.i18n import set_language
    from parlour.rules.put.coach import advise, choice_marks
    from parlour.rules.put.engine import PutEngine
    from tests.put_helpers import act, start

    engine = PutEngine()
    state = act(start([["7H", "9C", "JD"], ["5D", "3D", "KS"]]), "decline")
    window = advise(engine.view(state, 0))
    assert window is not None and choice_marks(window) == ("inaccuracy", "good")  # no put: never made
    lines = coach_lines(window, str)
    # each mark kept with its figure by a no-break space (seen wrapped: "· ?" then "8,0 %+")
    assert (
        lines[3] == "[dim]?! 3.0%+ given away, or less if perfect play avoids it · ?\u00a08.0%+ · ??\u00a020.0%+[/]"
    ), lines
    set_language("ru")
    try:
        legend = coach_lines(window, str)[3].removeprefix("[dim]").removesuffix("[/]")
    finally:
        set_language("en")
    assert (
        legend == "?! упущено 3,0\u00a0%+ или меньше не по безупречной игре · ?\u00a08,0\u00a0%+ · ??\u00a020,0\u00a0%+"
    )
    assert len(legend) <= 76
    # The answer to a put keeps its figures and marks but not the legend (seen at 80x24: its wrapped line pushed
    # the dialog's keys out of its box); the panel beside it has the legend.
    answer_state = act(start([["7H", "9C", "JD"], ["5D", "3D", "KS"]]), "put")
    answer = advise(engine.view(answer_state, 0))
    assert answer is not None and choice_marks(answer) == ("mistake", "good")
    dialog = presenter("put", ("You", "Bob")).dialog(engine.view(answer_state, 0), answer)
    assert isinstance(dialog, PutAnswer)
    assert any("?" in line for line in dialog.details), dialog.details
    assert not any("given away" in line for line in dialog.details), dialog.details
    assert any("given away" in line for line in coach_lines(answer, str))
    # Seat 1, the first to speak, holding three aces: no put and I put 0.1 points apart, both marked ✓.
    both_good = advise(engine.view(start([["AH", "AC", "AD"], ["5D", "3D", "KS"]]), 1))
    assert both_good is not None and choice_marks(both_good) == ("good", "good")
    assert not any("given away" in line for line in coach_lines(both_good, str))


def test_pu4_where_the_opponent_did_what_perfect_play_almost_never_does_the_coach_says_so():
    """At (2, 3) perfect play never puts as the non-dealer: after his put its dealer's stored answer (fold, with
    8 5 2) goes against its own figures (see, 25 points better), so the panel shows the figures alone under a
    heading that says why, two lines at 80 columns in both languages, and no "played" under any choice."""
    from parlour.rules.put.coach import advise
    from parlour.rules.put.engine import PutEngine
    from tests.put_helpers import act, start

    state = act(start([["7H", "7C", "5C"], ["8H", "5D", "2H"]], dealer=0, scores=(0, 1), target=3), "put")
    answer = advise(PutEngine().view(state, 0))
    assert answer is not None and answer.opponent_strayed
    lines = headed_without_how_often(answer, "the opponent did what perfect play almost never does", "Соперник")
    assert "[b]▸[/b] " in lines[1] and "see" in lines[1]


def test_the_figure_a_given_away_line_works_from_is_the_worth_as_written_for_any_value():
    """`shown_figure` rounds as the language's number formats do (half to even, from the value's shortest decimal
    form): checked against `worth_text` itself on values of every length, so the two can never drift apart."""
    from decimal import Decimal

    from parlour.app.words.review_words import shown_figure
    from parlour.rules.rng import Rng

    rng = Rng(7)
    for reviewer in (by_id("put").reviewer(), by_id("red_dog").reviewer()):
        for _ in range(2000):
            value = round(rng.below(600_001) / 100_000 - 3 * (reviewer.unit == "chips"), 2 + rng.below(6))
            written = worth_text(value, reviewer).split()[-1].replace("+", "").rstrip("%")
            assert Decimal(written) == shown_figure(value, reviewer), (value, written)


def test_pu_v2_the_sharp_players_choice_beside_a_choice_that_reads_the_same_shows_a_decimal():
    """Seen in a free for all: "▸ 9♦  round 31% · game 24%" above "7♣  round 31% · game 24%", the mark beside one
    of two equal rows. Where another choice would read as his, every row shows a decimal; else whole percentages."""
    from parlour.app.games.put.coach import coach_lines
    from parlour.rules.put.assess import Assessment
    from parlour.rules.put.coach import PutAdvice

    def choice(card: str, round_: float, game: float) -> Assessment:
        return Assessment(action=Action(seat=0, do="play", card=card), round=round_, game=game)

    close = PutAdvice(
        seat=0, choices=(choice("9D", 0.3134, 0.2412), choice("7C", 0.3061, 0.2371)), sharp=choice("9D", 0, 0).action
    )
    assert [re.sub(r"\[/?b\]", "", line) for line in coach_lines(close, str)[1:]] == [
        "▸ 9D  round 31.3% · game 24.1%",
        "  7C  round 30.6% · game 23.7%",
    ]
    apart = PutAdvice(seat=0, choices=(close.choices[0], choice("7C", 0.2061, 0.2371)), sharp=close.sharp)
    assert [re.sub(r"\[/?b\]", "", line) for line in coach_lines(apart, str)[1:]] == [
        "▸ 9D  round  31% · game  24%",
        "  7C  round  21% · game  24%",
    ]
    from parlour.app.words.i18n import set_language

    window = PutAdvice(
        seat=0,
        choices=(
            Assessment(action=Action(seat=0, do="decline"), round=0.4012, game=0.3534),
            Assessment(action=Action(seat=0, do="put"), round=0.3981, game=0.3541),
        ),
        sharp=Action(seat=0, do="put"),
    )
    set_language("ru")
    try:
        rows = [re.sub(r"\[/?b\]", "", line) for line in coach_lines(window, str)[1:]]
    finally:
        set_language("en")
    assert rows[1] == "▸    ставлю  партия 39,8\u00a0% · игра 35,4\u00a0%"
    assert max(map(len, rows)) <= 42, "the side column of a wide screen holds them unwrapped"


def test_pu5_a_card_number_past_the_hand_names_the_numbers_there_are():
    """Seen: «у вас их 2, выберите от 1 до 2» (and "choose 1 to 1" with one card left)."""
    from parlour.app.games.put.card_line import no_card_words
    from parlour.app.words.i18n import set_language

    assert no_card_words(5, 3) == "There is no card 5: you hold 3, choose 1 to 3"
    assert no_card_words(5, 2) == "There is no card 5: you hold two, choose 1 or 2"
    assert no_card_words(2, 1) == "There is no card 2: you hold one card, 1"
    set_language("ru")
    try:
        assert no_card_words(5, 2) == "Карты с номером 5 нет: у вас их две, выберите 1 или 2"
    finally:
        set_language("en")


def test_ch2_chips_that_were_missing_take_the_genitive_in_russian():
    """Seen: «не хватило 4 фишки» (a native writes «не хватило 4 фишек»; 5 and more read right)."""
    from parlour.app.games.words import short_text
    from parlour.app.words.i18n import set_language
    from parlour.rules.events import event

    def short(amount: int) -> str:
        return short_text(event("pay", seat=1, amount=1, short=amount))

    assert short(4) == ", short by 4 chips" and short(1) == ", short by 1 chip"
    set_language("ru")
    try:
        assert [short(n) for n in (1, 4, 5, 21, 22)] == [
            ", не хватило 1 фишки",
            ", не хватило 4 фишек",
            ", не хватило 5 фишек",
            ", не хватило 21 фишки",
            ", не хватило 22 фишек",
        ]
    finally:
        set_language("en")


def test_rd6_ch6_the_whole_pot_question_says_what_the_chips_are_worth_where_the_table_shows_money():
    """Seen in a Red Dog game shown in USD: "Bet the whole pot (42 chips)?", the bet line beside it in money."""
    from parlour.app.games.red_dog.refusals import all_in_question
    from parlour.rules.red_dog.engine import RedDogEngine
    from parlour.rules.red_dog.settings import RedDogSettings

    engine = RedDogEngine()
    state = engine.start_round(engine.new_game(RedDogSettings(), 3, 5, stacks=(20, 20, 20)))
    view = engine.view(state, engine.to_act(state))
    assert view.pot == 3 and view.bet_range == (1, 3)
    assert all_in_question(view, 3) == "Bet the whole pot (3 chips)?"
    assert all_in_question(view, 3, "0.75 USD") == "Bet the whole pot (3 chips\u00a0=\u00a00.75 USD)?"  # one line
    assert all_in_question(view, 2, "0.50 USD") is None
