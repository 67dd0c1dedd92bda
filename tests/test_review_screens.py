"""The review through the app: opened from a finished game's last screen and from a saved game, stepped
with keys, its summary; the statistics keep each person's choices; snapshots at 80x24 and 160x50."""

from __future__ import annotations

from typing import cast

from textual.widgets import DataTable

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.table_records import SavedTable
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.review import ReviewScreen
from parlour.app.screens.review_summary import ReviewSummary
from parlour.app.screens.saved_games import SavedGamesScreen
from parlour.app.screens.statistics import StatisticsScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.widgets.coach_panel import CoachPanel
from parlour.rules.engine import Action
from parlour.rules.review import PlayerReview
from tests.app_helpers import QUICK, SMALL
from tests.net_helpers import until
from tests.session_helpers import play_on

WIDE = (160, 50)


def red_dog_setup(rounds: int = 2) -> TableSetup:
    return TableSetup(game="red_dog", seats=default_seats(3), settings={"rounds": rounds})


def biggest_bet(legal):
    """The person bets the most it may (a bold player: the review has something to say)."""
    return legal[-1]


async def play_to_the_game_over(pilot, table) -> None:
    """Decide with the biggest bet, step on, close the round summaries, until the final standings."""
    for _ in range(400):
        if isinstance(pilot.app.screen, GameOverScreen):
            return
        if pilot.app.screen is not table:
            await pilot.press("enter")
            continue
        seat = table.session.person_to_act()
        if seat is not None:
            choice = table.session.view(seat).legal[-1]
            table.decide(choice.action(choice.high))
        else:
            table.advance()
        await pilot.pause()
    raise AssertionError("the game did not end")


async def test_a_finished_game_is_reviewed_from_its_last_screen_and_back():
    app = ParlourApp(start=red_dog_setup(), seed=3, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await play_to_the_game_over(pilot, table)
        assert "r: review" in str(app.screen.query_one(".dialog-hint").render())
        await pilot.press("r")
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewScreen) and review.review.complete
        frames = review.review.frames
        assert frames[-1].decision is None and frames[-1].state.phase == "over"
        judged = [frame for frame in frames if frame.mark is not None]
        assert judged and all(cast(Action, frame.decision).seat == 0 for frame in judged), (
            "the person's decisions are judged"
        )
        assert "moment 1 of {n}".format(n=len(frames)) in review.status(review.frame)
        await pilot.press("right")
        assert review.index == 1
        await pilot.press("left", "left")
        assert review.index == 0
        await pilot.press("down")
        assert review.frame.round == 2
        await pilot.press("up")
        assert review.index == 0
        await pilot.press("x")
        if review.frame.mark is not None:
            assert review.frame.mark in ("inaccuracy", "mistake", "blunder")
            panel = "\n".join(review.query_one("#coach", CoachPanel).lines)
            assert "sharp player" in panel and "given away" in panel
        await pilot.press("end")
        assert review.index == len(frames) - 1
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ReviewSummary)
        you = review.review.players[0]
        assert you.decisions == len(judged) and you.judged <= you.decisions
        row = [str(cell) for cell in app.screen.query_one("#review-summary", DataTable).get_row_at(0)]
        assert sum(int(count) for count in row[4:]) == int(row[1]) == you.decisions, "the marks and = add up"
        assert row[2].endswith(f"({you.agreed}/{you.judged})")
        legend = str(app.screen.query_one("#review-thresholds").render())
        assert (
            "given away: the chips all the judged choices together gave away beside the sharp player's, each at its "
            "expected value" in legend
        ), "a total, where the statistics give chips per choice"
        await pilot.press("escape")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen), "back to the final standings"


async def test_a_saved_game_is_reviewed_up_to_its_last_finished_round(parlour_home):
    session = TableSession(red_dog_setup(rounds=0), 8, records=SavedTable())
    session.start()
    play_on(session, 120, biggest_bet)
    assert not session.is_over() and session.state.rounds_played >= 2
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await app.push_screen(SavedGamesScreen())
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewScreen) and not review.review.complete
        assert review.review.frames[-1].state.rounds_played == session.state.rounds_played
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)


async def test_the_statistics_keep_each_persons_choices_with_a_chart(parlour_home):
    session = TableSession(red_dog_setup(rounds=3), 5, records=SavedTable())
    session.start()
    play_on(session, 2000, biggest_bet)
    assert session.is_over()
    review = session.review().players[0]
    figures = Statistics().players("red_dog")["You"]
    assert figures.judged == review.judged and figures.agreed == review.agreed
    assert abs(figures.given_away - review.cost) < 1e-9
    assert "Bob" in Statistics().players("red_dog") and Statistics().players("red_dog")["Bob"].judged == 0
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await app.push_screen(StatisticsScreen("red_dog"))
        await pilot.pause()
        screen = app.screen
        table = screen.query_one("#stats-table", DataTable)
        assert [str(column.label) for column in table.columns.values()][-2:] == ["Agreed", "Cost"]
        await pilot.press("k")
        await pilot.pause()
        title = screen.query_one("#stats-chart-title")
        assert "You: choices matching the sharp player's, game by game" in str(title.render()), "yours first"
        await pilot.press("tab", "down")  # You, Bob, Cleo: the cursor starts on you, your row first
        await pilot.pause()
        assert "Bob: no decisions judged yet" in str(title.render()), "a computer player's choices are not kept"


def scripted_review_screen(size):
    session = TableSession(red_dog_setup(rounds=0), 8)
    play_on(session, 60, biggest_bet)

    async def run_before(pilot) -> None:
        screen = ReviewScreen(session.review(), session.setup, session.seed)
        await pilot.app.push_screen(screen)
        await pilot.pause()
        await pilot.press("x")
        await pilot.pause()

    return run_before


def test_review_snapshot_80x24(snap_compare):
    assert snap_compare(ParlourApp(autoplay=False), terminal_size=SMALL, run_before=scripted_review_screen(SMALL))


def test_review_snapshot_160x50(snap_compare):
    assert snap_compare(ParlourApp(autoplay=False), terminal_size=WIDE, run_before=scripted_review_screen(WIDE))


async def test_put_statistics_speak_of_the_score_not_a_stack(parlour_home):
    stats = Statistics()
    stats.record_round("put", "t", ("You", "Ann"), (0, 0), (1, 0))
    stats.record_choices(
        "put",
        "t",
        ("You", "Ann"),
        {0: PlayerReview(0, decisions=2, judged=1, agreed=1), 1: PlayerReview(1, decisions=2, judged=2, agreed=1)},
    )
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await app.push_screen(StatisticsScreen("put"))
        await pilot.pause()
        title = app.screen.query_one("#stats-chart-title")
        assert "score over the last game" in str(title.render())
        await pilot.press("k")
        await pilot.pause()
        shown = str(title.render())
        assert "(k: the score" in shown and "stack" not in shown
        # Put's choices are judged by perfect play with two players, by the sharp player with more: the chart says
        # "agreed", the legend by whom (a play-test read "matching perfect play" over free for all games)
        assert "choices agreed, game by game" in shown and "perfect" not in shown
        legend = str(app.screen.query_one("#stats-legend").render())
        assert "matching perfect play (two players)" in legend and "win chance" in legend


async def test_at_80x24_the_review_keeps_every_choice_of_a_put_decision_in_view():
    """The review's panel at 80x24 holds ~7 lines: the decision, the judge's choice, what it gave away and a row
    a choice (three cards to lead) fill it, so the coach's notes (its heading, the strategy key, in the footer
    too) wait for a larger screen, where they are shown. The border under them names whose figures they are
    (perfect play, the solved game): without the heading the review gave them unnamed."""
    session = TableSession(TableSetup(game="put", seats=default_seats(2), settings={"target": 1}), 3)
    play_on(session, 40, lambda legal: legal[0])
    review = session.review()
    engine = review.game.engine()

    def choices(index: int) -> int:
        frame = review.frames[index]
        advice = review.game.advise(engine.view(frame.state, 0))
        return len(advice.choices) if advice is not None else 0

    judged = [
        index
        for index, frame in enumerate(review.frames)
        if frame.decision is not None and frame.decision.seat == 0 and frame.decision.do == "play" and frame.mark
    ]
    widest = max(judged, key=choices)
    assert choices(widest) == 3, "the person led from three cards of three ranks"
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        screen = ReviewScreen(review, session.setup, session.seed)
        await pilot.app.push_screen(screen)
        await pilot.pause()
        screen.go(widest)
        await pilot.pause()
        panel = screen.query_one(CoachPanel)
        assert len([line for line in panel.lines if " game [b]" in line]) == 3
        assert not any(line.startswith("[dim]") for line in panel.lines[3:])
        assert panel.content_size.height >= len(panel.lines), "every line of the panel is on the screen"
        assert str(panel.border_subtitle) == "perfect play (the solved game)"
        await pilot.resize_terminal(*WIDE)
        await until(
            pilot,
            lambda: (
                any(line.startswith("[dim]") for line in panel.lines[3:])  # the coach's notes are back
                and panel.content_size.height >= len(panel.lines)  # once the panel has grown, all on the screen
            ),
        )


async def test_a_judged_choice_shows_its_worth_beside_the_sharp_players_even_when_the_coach_lists_neither():
    """Seen: the review of a bet of 3 listed what bet 1 and the largest bet were worth, not the bet made."""
    from parlour.app.words.numbers import decimal

    session = TableSession(red_dog_setup(rounds=0), 8)
    middle = 0
    for _ in range(200):
        person = session.person_to_act()
        if person is None:
            session.step()
            continue
        view = session.view(person)
        if view.bet_range is not None and view.bet_range[1] >= 3:
            session.act(person, Action(seat=person, do="bet", amount=2))  # neither the smallest nor the largest
            middle += 1
        else:
            session.act(person, view.legal[0].action())
        if middle >= 3:
            break
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        screen = ReviewScreen(session.review(), session.setup, session.seed)
        await app.push_screen(screen)
        await pilot.pause()
        judged = [frame for frame in screen.review.frames if frame.judgement is not None and frame.mark is not None]
        bets_of_2 = [frame for frame in judged if cast(Action, frame.decision).amount == 2]
        assert len(bets_of_2) >= 2  # the finished rounds' (the review's)
        for frame in bets_of_2:
            judgement = frame.judgement
            assert judgement is not None
            lines = screen.panel_lines(frame)
            assert lines[0] == f"[b]You[/b] chose [b]bet 2[/b], worth {decimal(judgement.chosen_value, 2, signed=True)}"
            assert f", worth {decimal(judgement.sharp_value, 2, signed=True)} · " in lines[1]
            if judgement.sharp.amount != 2:
                assert "bet 2 " not in lines[4], "the coach's own list names the smallest, the largest and sharp's"


async def test_a_game_whose_choices_all_differ_from_the_sharp_players_shows_its_0_percent_on_the_chart(parlour_home):
    """Seen: one game at 0% agreement drew an empty chart (a bar of 0% is no bar at all); each bar now has its figure
    above it, and the axis writes its percentages as the language does («25 %»)."""
    from tests.app_helpers import screen_text

    session = TableSession(red_dog_setup(rounds=2), 8, records=SavedTable())
    session.start()
    play_on(session, 400, lambda legal: legal[0])  # a forfeit whenever the person may bet: never the sharp choice
    assert session.is_over() and Statistics().players("red_dog")["You"].agreed == 0
    app = ParlourApp(autoplay=False, prefs=QUICK.model_copy(update={"language": "ru"}))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await app.push_screen(StatisticsScreen("red_dog"))
        await pilot.pause()
        await pilot.press("k")
        await pilot.pause()
        chart = [line for line in screen_text(app).splitlines() if "┤" in line]
        assert [line.split("┤")[0].strip() for line in chart] == ["100 %", "75 %", "50 %", "25 %", "0 %"]
        assert chart[-1].split("┤")[1].startswith("0 %"), "the one game's bar, at 0%, says so"


async def test_pu_v3_the_review_names_every_pass_and_discard_all_cards_face_up():
    """Partners: the table's log said "You discard 9♠ 7♦ face down", the review's "You discard two cards face down"
    (the public log); then a play-test read "Bob passes two cards to Dmitri" in the review, which shows every card
    face up (PRODUCT.md), and could not check the passes. The review's log names every pass and discard."""
    setup = TableSetup(game="put", seats=default_seats(4), settings={"mode": "partners", "target": 1})
    session = TableSession(setup, 0)  # seed 0: the person receives and discards
    session.start()
    play_on(session, 400)
    assert session.is_over()
    review = session.review()
    mine = [event for event in session.log(0) if event.type == "discard" and event.seat == 0]
    assert mine and mine[0].cards, "the person discarded (PU-V3), his own cards in his log"
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=WIDE) as pilot:
        screen = ReviewScreen(review, session.setup, session.seed)
        await pilot.app.push_screen(screen)
        await pilot.pause()
        for index, frame in enumerate(review.frames):
            if frame.round == 1:
                screen.go(index)
        await pilot.pause()
        written = "\n".join(screen.log_widget.written)
        cards = " ".join(screen.presenter.context.label(card) for card in mine[0].cards)
        assert f"You discard {cards} face down" in written, written
        assert "two cards" not in written, "every pass and discard named"
        assert any(event.type == "discard" and not event.cards for event in session.log(0)), "his table: his own"
        for event in screen.frame.state.events:
            if event.type in ("pass", "discard"):
                assert event.cards and " ".join(screen.presenter.context.label(card) for card in event.cards) in written


async def test_a_rounds_end_at_80_columns_keeps_the_persons_own_figure_and_names_the_teams():
    """A play-test read the end of a round of Put and Take at eight seats in the review "… | Eva 86 | Fyodor", the
    last figure cut off: the line is the standing as Continue shows it (the leaders that fit, "…", the person's own),
    and Put's two against two gives its teams."""
    for setup in (
        TableSetup(game="put_and_take", seats=default_seats(8)),
        TableSetup(game="put", seats=default_seats(4), settings={"mode": "partners", "target": 50}),
    ):
        session = TableSession(setup, 5)
        play_on(session, 80, pick=lambda legal: legal[0])
        app = ParlourApp(autoplay=False, prefs=QUICK)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = ReviewScreen(session.review(), session.setup, session.seed)
            await app.push_screen(screen)
            await pilot.pause()
            ends = [frame for frame in screen.review.frames if frame.decision is None]
            assert ends, setup.game
            line = screen.verdict(ends[0])
            scores = ends[0].scores if ends[0].scores is not None else screen.engine.scores(ends[0].state)
            assert len(line) <= 78, line
            # x goes to the next mistake where there are choices to judge (seen offered where nobody decides)
            assert bool(screen.check_action("slip", ())) == (setup.game == "put")
            if setup.game == "put":
                assert "You & Cleo" in line and "Bob & Dmitri" in line, line
            else:
                assert "…" in line and (line.endswith(f"… · You {scores[0]}") or f"You {scores[0]} · " in line), line


async def test_x_past_the_last_marked_choice_says_it_goes_back_to_the_first(monkeypatch):
    """Seen: `x` on the last choice marked ?!, ? or ?? changed nothing and said nothing. It goes back to the first,
    saying so; with one marked choice in the game it says that it is the only one."""
    from parlour.app.screens.review import SLIPS
    from tests.app_helpers import NoticedApp

    session = TableSession(red_dog_setup(rounds=0), 8)
    play_on(session, 60, biggest_bet)
    app = NoticedApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        screen = ReviewScreen(session.review(), session.setup, session.seed)
        await app.push_screen(screen)
        await pilot.pause()
        slips = [index for index, frame in enumerate(screen.review.frames) if frame.mark in SLIPS]
        assert len(slips) >= 2, slips
        for index in slips:
            await pilot.press("x")
            assert screen.index == index
        assert not app.notices
        await pilot.press("x")
        assert screen.index == slips[0] and app.notices == ["No marked choice after this one: back to the first."]
        cleared = []
        monkeypatch.setattr(app, "clear_notifications", lambda: cleared.append(True))  # (toasts are drawn apart)
        await pilot.press("x")
        assert cleared, "the word before goes as x says another (seen: a pile of them over the panel)"
