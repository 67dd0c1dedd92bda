"""Put through the real app, keys only, asserting on the model: whole games, puts, refusals, hand-over; the
four-handed games (free for all, partners) to their end through the table session, without a screen."""

from __future__ import annotations

from typing import Any, Sequence, cast

import pytest
from textual.widgets import DataTable, Static

from parlour.app.games import presenter_for
from parlour.app.games.presenter import TableContext
from parlour.app.games.put.answer import PutAnswer
from parlour.app.games.put.card_line import CardLine
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens import game_over
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.hand_over import HandOver
from parlour.app.screens.pause import PauseMenu
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats
from parlour.app.widgets.seat import SeatInfo, SeatPanel
from parlour.rules.actions import Choice
from parlour.rules.put.endings import PUT_SEEN
from tests.app_helpers import QUICK, SIZE, SMALL, held, screen_text, seat_status
from tests.net_helpers import until
from tests.session_helpers import play_on

RUSSIAN_QUICK = Preferences(language="ru", animation_seconds=0)


def put_setup(players: int, people: int = 1, **settings) -> TableSetup:
    return TableSetup(game="put", seats=default_seats(players, people), settings=settings)


def last_play(state, seat: int) -> str | None:
    """The card `seat` played last this round, from the round log."""
    plays = [event.card for event in state.events if event.type == "play" and event.seat == seat]
    return plays[-1] if plays else None


async def choose_and_play(pilot, table: TableScreen, index: int, by_digit: bool) -> tuple[int, str]:
    """Choose card `index` of the hand with a digit or with arrows, then enter; returns (seat, card)."""
    seat = held(table).engine.to_act(held(table).state)
    hand = cast(CardLine, table.prompt).hand()
    if by_digit:
        await pilot.press(str(index + 1))
    else:
        steps = (index - cast(CardLine, table.prompt).selected) % len(hand)
        await pilot.press(*(["right"] * steps if steps <= len(hand) // 2 else ["left"] * (len(hand) - steps)))
    assert table.prompt.chosen_card() == hand[index]
    await pilot.press("enter")
    assert seat is not None  # a person is to play
    return seat, hand[index]


async def play_to_the_end(pilot, table: TableScreen, answers: str = "fffs", limit: int = 900) -> dict:
    """Answer every screen with keys until the game is over; checks each card played and the scores.

    Puts against the person are answered in turn by the keys in `answers` (mostly fold, so games reach the target).
    """
    app = pilot.app
    seen = {"played": 0, "by digit": 0, "puts": 0, "answers": 0, "handovers": 0}
    scores = held(table).state.scores
    for turn in range(limit):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            return seen
        if isinstance(screen, HandOver):
            seen["handovers"] += 1
            await pilot.press("space")
        elif isinstance(screen, RoundSummary):
            await pilot.press("enter")
        elif isinstance(screen, PutAnswer):
            await pilot.press(answers[seen["answers"] % len(answers)])
            seen["answers"] += 1
        elif "decline" in table.prompt.legal_kinds():
            seen["puts"] += turn % 7 == 0
            await pilot.press("p" if turn % 7 == 0 else "enter")
        elif "play" in table.prompt.legal_kinds():
            seat, card = await choose_and_play(
                pilot, table, turn % len(cast(CardLine, table.prompt).hand()), by_digit=turn % 2 == 0
            )
            assert last_play(held(table).state, seat) == card  # the card chosen by keys is the card played
            seen["played"] += 1
            seen["by digit"] += turn % 2 == 0
        else:
            await pilot.press("space")
        assert all(now >= before for now, before in zip(held(table).state.scores, scores))  # scores only grow
        scores = held(table).state.scores
    raise AssertionError("the game did not end")


def assert_properly_over(state) -> None:
    """The game ended at the target (PU-7) or by a round won after a seen put (PU-4)."""
    assert state.phase == "over" and state.winner is not None
    target = state.settings.target
    assert state.scores[state.winner] >= target or (state.seen and state.termination is PUT_SEEN)
    if state.scores[state.winner] < target:
        assert max(state.scores) < target


def headline_said(headline: str) -> None:
    assert "wins the game" in headline or "win the game" in headline


@pytest.mark.slow
async def test_two_player_game_to_the_end_with_keys_only_then_play_again_opens_a_fresh_table(monkeypatch):
    """A whole game by keys, to 2 points (PU-7 ends it at the target): three rounds, computer puts answered, cards
    chosen by digit and by arrows (to 3 points it played five rounds of the same); then enter at the final
    standings opens a fresh table: the next seed, nothing played (the standings' wait for a second enter, SETTLE,
    is test_app_put_and_take's: here none, so no real-time wait)."""
    monkeypatch.setattr(game_over, "SETTLE", 0.0)
    app = ParlourApp(start=put_setup(2, target=2), seed=11, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        seen = await play_to_the_end(pilot, table)
        assert_properly_over(held(table).state)
        assert 0 < seen["by digit"] < seen["played"] and seen["answers"] > 0
        headline_said(str(app.screen.query_one("#game-over-headline").render()))
        assert held(table).state.scores[held(table).state.winner] == 2
        termination = table.session.outcome().termination
        assert termination is not None and termination.rule == "PU-7"
        await pilot.press("enter")
        await pilot.pause()
        again = cast(TableScreen, app.screen)
        assert isinstance(again, TableScreen) and again is not table and again.session.seed == held(table).seed + 1
        assert held(again).state.rounds_played == 0 and held(again).state.scores == (0, 0)


class AsTheKeysDo:
    """The person's choices `play_to_the_end` makes with keys, made through the table session: at the put window a
    put now and then (the person's every seventh decision), else decline; the puts against the person answered in
    turn by `answers` (f folds, s sees); the card played by turns. Counts the cards played."""

    def __init__(self, answers: str) -> None:
        self.answers = answers
        self.turn = self.answered = self.played = 0

    def __call__(self, legal: Sequence[Choice]) -> Choice:
        self.turn += 1
        kinds = {choice.do: choice for choice in legal}
        if "fold" in kinds:
            self.answered += 1
            return kinds["fold" if self.answers[(self.answered - 1) % len(self.answers)] == "f" else "see"]
        if "decline" in kinds:
            return kinds["put" if self.turn % 7 == 0 else "decline"]
        cards = [choice for choice in legal if choice.do == "play"]
        self.played += 1
        return cards[self.turn % len(cards)]


def whole_game_without_a_screen(setup: TableSetup, seed: int, answers: str) -> TableSession:
    """A four-handed game played to its end through the table session as `play_to_the_end` plays it by keys
    (the keys themselves, and the screens of a whole game, are the two-handed game's test above; the screens of
    these modes are test_table_fit's and the snapshots'); scores only grow (PU-7), the game ends properly and the
    final standings' headline says who won."""
    session = TableSession(setup, seed)
    session.start()
    person = AsTheKeysDo(answers)
    scores = session.state.scores
    while not session.is_over():
        play_on(session, 1, person)
        assert all(now >= before for now, before in zip(session.state.scores, scores))  # scores only grow
        scores = session.state.scores
    assert_properly_over(session.state)
    assert person.played > 0
    context = TableContext(names=setup.names, people=(0,), bottom=0, seed=seed, label=str)
    headline_said(presenter_for("put")(context).outcome_line(session.view(0), session.outcome()))
    return session


def test_the_felt_says_no_move_older_than_the_put_and_its_answers_under_their_headline():
    """Seen at the table: "Bob's put seen: winner takes the game!" over "You do not put", the decline before
    Bob's put, which read as the answer. Under the headline the latest line is a move made since, or none."""
    from parlour.app.games.put.presenter import PutPresenter
    from parlour.rules.put.engine import PutEngine
    from parlour.rules.put.settings import PutSettings

    engine = PutEngine()
    state = engine.start_round(engine.new_game(PutSettings(), 2, 5))
    while engine.to_act(state) is None:
        state = engine.advance(state)
    seat = engine.to_act(state)
    presenter = PutPresenter(TableContext(names=("Ann", "Bob"), people=(0,), bottom=0, seed=5, label=str))
    presenter.speak_to(0)

    def act(do: str) -> None:
        nonlocal state
        state = engine.apply(state, next(a for a in engine.legal_actions(state) if a.do == do))
        while engine.to_act(state) is None and not engine.needs_round(state):
            state = engine.advance(state)

    act("decline")
    assert "not put" in " ".join(presenter.banner(engine.view(state, 0)))
    act("put")
    act("see")
    banner = presenter.banner(engine.view(state, 0))
    assert "seen" in banner[0] and len(banner) == 1 and "not put" not in " ".join(banner), banner
    act("play")
    banner = presenter.banner(engine.view(state, 0))
    assert "seen" in banner[0] and "play" in banner[1] and "not put" not in " ".join(banner), (seat, banner)


def test_free_for_all_game_of_four_to_the_end():
    session = whole_game_without_a_screen(put_setup(4, mode="free_for_all", target=2), seed=1, answers="s")
    assert session.state.players == 4 and len(session.state.dealt[0]) == 5  # PU-V2: players + 1 cards


def test_partners_game_to_the_end_scores_by_team():
    session = whole_game_without_a_screen(put_setup(4, mode="partners", target=2), seed=10, answers="fffs")
    state = session.state
    assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3]  # PU-V3: team points


async def test_pu_v3_in_russian_the_round_summary_and_the_standings_head_their_rows_team_and_a_fold_names_the_team():
    """Seen at 80x24: «Игрок» (player) over «Вы и Клео», «Борис и Дмитрий», and «Борис сдаётся» where his team
    gave the point away. Partners to 1 (seed 4: a drawn round, then the person folds to Bob's put): the round's
    summary says the team scores, it and the standings head their rows «Команда»."""
    app = ParlourApp(start=put_setup(4, mode="partners", target=1), seed=4, autoplay=True, prefs=RUSSIAN_QUICK)
    headings: dict[str, str] = {}
    titles: list[str] = []
    async with app.run_test(size=SMALL) as pilot:
        for _turn in range(200):
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, RoundSummary):
                headings["summary"] = str(list(screen.query_one(DataTable).columns.values())[0].label)
                titles.append(screen.title_text)
                await pilot.press("enter")
            elif isinstance(screen, GameOverScreen):
                headings["standings"] = str(list(screen.query_one(DataTable).columns.values())[1].label)  # after #
                break
            else:
                await pilot.press("f" if isinstance(screen, PutAnswer) else "enter")
    assert headings == {"summary": "Команда", "standings": "Команда"}, headings
    assert titles[-1] == (
        "Партия 2. Вы сдаётесь: Bob и Dmitri получают 1 очко за «ставлю»\nBob и Dmitri выиграли игру: 1 очко!"
    ), "the team scores, and wins"


async def test_partners_pass_and_discard_show_step_by_step_on_the_felt():
    app = ParlourApp(start=put_setup(4, mode="partners"), seed=7, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        center: Any = table.query_one("#center")  # the game's centre widget, with its `info`
        steps = [
            ("pass", "Bob passes two cards to Dmitri", 1, "passed 2 to Dmitri"),
            ("pass", "Cleo passes J♠ 9♥ to you", 0, "got 2 from Cleo"),
            ("discard", "You discard 4♥ 9♥ face down", 0, "discarded 2"),
            ("discard", "Dmitri discards two cards face down", 3, "discarded 2"),
        ]
        await pilot.press("space")  # the deal
        assert held(table).state.phase == "pass"
        for kind, banner, seat, status in steps:
            await pilot.press("space")
            assert held(table).state.events[-1].type == kind or held(table).state.phase == "window"
            assert banner in " ".join(center.info.banner)
            assert seat_status(table, seat) == status
        assert held(table).state.phase == "window" and table.viewer_decides()
        assert held(table).state.hands[0] == ("2S", "JD", "JS")


async def reach_the_put_answer(pilot, table: TableScreen) -> PutAnswer:
    """Seed 7, two players: deal, You do not put, Bob puts; the answer dialog opens by itself."""
    await pilot.press("space", "enter", "space")
    await pilot.pause()
    assert held(table).state.phase == "answer" and held(table).state.putter == 1
    assert isinstance(pilot.app.screen, PutAnswer)
    return pilot.app.screen


async def test_enter_at_the_put_answer_chooses_nothing_then_f_folds_and_scores_the_putter_one():
    """Neither answer is the safe one (PU-4): enter and space leave the dialog open, the state as it was, and say
    which keys answer (enter did nothing without a word); then f folds a computer's put: the putter scores 1."""
    app = ParlourApp(start=put_setup(2), seed=7, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        dialog = await reach_the_put_answer(pilot, table)
        assert "Bob scores 1 point" in dialog.if_fold and "wins the whole game" in dialog.if_see
        state = held(table).state
        await pilot.press("enter", "space")
        await pilot.pause()
        assert app.screen is dialog and held(table).state is state
        assert "f folds, s sees" in str(dialog.query_one(".dialog-hint", Static).render())
        # escape is the table's pause menu here too, the question asked again as it closes (seen: escape did nothing)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, PauseMenu))
        await pilot.press("escape")  # resume
        await until(pilot, lambda: isinstance(app.screen, PutAnswer))
        assert held(table).state is state
        await pilot.press("f")
        await pilot.pause()
        state = held(table).state
        assert state.scores == (0, 1) and state.rounds_played == 1  # PU-4: the putter scores 1
        assert (0, "fold") in state.calls and not state.tricks
        assert isinstance(app.screen, RoundSummary)
        assert "You fold: Bob scores 1 for the put" in app.screen.title_text


async def test_c_and_q_at_the_put_answer_turn_the_coach_on_and_ask_to_quit_then_the_put_is_asked_again():
    """Seen: at the put dialog, the most important decision in Put, c and q did nothing (the dialog covers the
    table's keys): c turns the coach on and the dialog comes back with its figures; q asks first, and "no" brings the
    dialog back, the state as it was."""
    from parlour.app.widgets.confirm import Confirm

    app = ParlourApp(start=put_setup(2), seed=7, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        dialog = await reach_the_put_answer(pilot, table)
        state = held(table).state
        assert not table.coach and not any("%" in line for line in dialog.details)
        await pilot.press("c")
        await pilot.pause()
        again = app.screen
        assert table.coach and isinstance(again, PutAnswer) and again is not dialog
        assert any("%" in line for line in again.details), "the coach's figures in the dialog"
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, PutAnswer) and held(table).state is state


async def test_a_game_continued_at_a_put_asks_the_put_again(parlour_home):
    """Seen: quit at Bob's put, then Continue: the table came back with only "f fold · s see" on its prompt line,
    the dialog (what folding and seeing each mean) gone: it asked while Continue's list was still on top."""
    app = ParlourApp(start=put_setup(2), seed=7, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await reach_the_put_answer(pilot, cast(TableScreen, app.screen))
        await pilot.press("q", "y")
    again = ParlourApp(autoplay=False, prefs=Preferences(animation_seconds=0))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "enter")  # Continue, the one saved game
        await pilot.pause()
        assert isinstance(again.screen, PutAnswer), again.screen
        assert "Bob scores 1 point" in again.screen.if_fold


async def test_a_computer_put_seen_with_s_decides_the_game_and_a_digit_beyond_the_hand_is_refused():
    """s sees Bob's put: the round decides the game (PU-4), the person plays on; then 7 (three cards) is refused
    with a message, p after the window (no PU-V1) does nothing, and 2 enter plays the second card."""
    app = ParlourApp(start=put_setup(2), seed=7, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await reach_the_put_answer(pilot, table)
        await pilot.press("s")
        await pilot.pause()
        state = held(table).state
        assert state.seen and state.putter == 1 and state.phase == "play"
        assert app.screen is table and table.viewer_decides()
        assert "put seen: winner takes the game" in " ".join(cast(Any, table.query_one("#center")).info.banner)
        assert len(cast(CardLine, table.prompt).hand()) == 3
        before, selected = held(table).state, cast(CardLine, table.prompt).selected
        await pilot.press("7")
        await pilot.pause()
        assert held(table).state is before and cast(CardLine, table.prompt).selected == selected
        assert "no card 7" in str(table.query_one("#table-message").render())
        await pilot.press("p")  # no put after the window without PU-V1: the key does nothing
        assert held(table).state is before
        await pilot.press("2", "enter")
        assert last_play(held(table).state, 0) == before.hands[0][1]


async def test_the_person_puts_with_p_in_the_window():
    app = ParlourApp(start=put_setup(2), seed=7, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("space")
        assert "put" in table.prompt.legal_kinds() and held(table).state.phase == "window"
        await pilot.press("p")
        state = held(table).state
        assert state.putter == 0 and state.phase == "answer" and state.calls == ((0, "put"),)
        await pilot.press("space")  # Bob answers
        assert held(table).state.calls[-1][0] == 1 and held(table).state.calls[-1][1] in ("fold", "see")


async def test_the_person_puts_mid_round_with_put_at_any_turn():
    app = ParlourApp(start=put_setup(2, put_any_turn=True), seed=1, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        for _ in range(40):
            state = held(table).state
            if table.viewer_decides() and "put" in table.prompt.legal_kinds() and (state.tricks or state.trick):
                break
            if isinstance(app.screen, (RoundSummary, PutAnswer)):
                await pilot.press("enter" if isinstance(app.screen, RoundSummary) else "s")
            else:
                await pilot.press("1", "enter") if table.viewer_decides() else await pilot.press("space")
        else:
            raise AssertionError("no turn of the person's with a put allowed")
        hand = held(table).state.hands[0]
        await pilot.press("p")
        state = held(table).state
        assert state.putter == 0 and state.phase == "answer"
        assert [event.note for event in state.events if event.type == "put"] == ["PU-V1"]
        assert state.hands[0] == hand  # putting is not playing: the card is still to be played


async def test_two_people_share_the_keyboard_and_never_see_each_other():
    """Ann and Bea at one keyboard: behind every hand-over screen nobody's cards show, then only the one who decides
    sees hers, at the put window, at a put's answer and at every trick. Each puts whenever she may and a put is
    seen, so the first round decides the game (PU-4): every screen of a game is met in that round (the rounds
    of a game to 2 points met the same screens again)."""
    seats = (SeatSetup(name="Ann", human=True), SeatSetup(name="Bea", human=True))
    app = ParlourApp(start=TableSetup(game="put", seats=seats, settings={"target": 2}), seed=4, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        handovers = answered = 0
        for _ in range(400):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            if isinstance(screen, HandOver):
                handovers += 1
                assert table.revealed is None
                for seat in (0, 1):  # nobody's cards show behind the hand-over screen
                    assert all(
                        card is None for card in cast(SeatInfo, table.query_one(f"#seat-{seat}", SeatPanel).info).cards
                    )
                await pilot.press("enter")
                assert table.revealed == held(table).engine.to_act(held(table).state)
            elif isinstance(screen, RoundSummary):
                await pilot.press("enter")
            elif isinstance(screen, PutAnswer):
                # only the answerer's cards show
                assert table.revealed == held(table).engine.to_act(held(table).state)
                answered += 1
                await pilot.press("s")
            elif table.viewer_decides():
                me = held(table).engine.to_act(held(table).state)
                assert me is not None
                other = 1 - me
                assert table.viewer != other
                assert all(
                    card is None for card in cast(SeatInfo, table.query_one(f"#seat-{other}", SeatPanel).info).cards
                )
                await pilot.press("p" if "put" in table.prompt.legal_kinds() else "enter")
            else:
                await pilot.press("space")
        assert isinstance(app.screen, GameOverScreen)
        assert_properly_over(held(table).state)
        assert handovers >= 3 and answered >= 1 and held(table).state.termination is PUT_SEEN


@pytest.mark.parametrize("coach", [True, False])
async def test_pu4_the_answer_dialog_shows_the_coachs_figures_its_panel_would_while_the_coach_is_on(coach):
    """At 80x24 the dialog to fold or see covered the coach's panel just when its figures mattered (found playing
    in tmux): with the coach on, the dialog shows each answer's figures itself; with it off, none."""
    app = ParlourApp(start=put_setup(2), seed=3, autoplay=True, prefs=QUICK)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if coach:
            await pilot.press("c")
        await pilot.press("enter")  # no put: Bob puts (seed 3)
        await until(pilot, lambda: isinstance(app.screen, PutAnswer))
        shown = screen_text(app)
        assert ("Coach — perfect play (the solved game):" in shown) is coach  # whose figures: the solved game
        if coach:
            rows = [line for line in shown.splitlines() if "game" in line and "%" in line]
            assert any("fold" in row for row in rows) and any("see" in row for row in rows), shown


def test_the_put_answer_calls_escape_menu_at_a_table_that_plays_on(monkeypatch):
    """At a server's table the menu escape opens does not pause it: the dialog calls it "Menu", as the table does
    (seen: "esc Pause" over the answer at a `parlour serve` table); it opens the same menu."""
    here = PutAnswer(0, "Bob", "", "", ("KH", "2C"))
    served = PutAnswer(0, "Bob", "", "", ("KH", "2C"), plays_on=True)
    assert here.check_action("pause", ()) and not here.check_action("menu", ())
    assert served.check_action("menu", ()) and not served.check_action("pause", ())
    monkeypatch.setattr(served, "dismiss", lambda result=None: None)  # not on a screen stack here
    served.action_menu()
    assert served.then == "pause"


async def test_the_card_chosen_before_a_put_is_still_chosen_after_its_answer():
    """PU-V1: a card chosen, then "I put", answered with a see: the same card is still chosen, so enter plays it
    (seen: the choice went back to the first card)."""
    app = ParlourApp(start=put_setup(2, put_any_turn=True), seed=8, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        prompt = cast(CardLine, table.prompt)
        for _turn in range(40):  # to the person's first card with a put still to be said
            if table.viewer_decides() and {"play", "put"} <= prompt.legal_kinds():
                break
            await pilot.press("d" if "decline" in prompt.legal_kinds() else "space")
            await pilot.pause()
        hand = prompt.hand()
        assert {"play", "put"} <= prompt.legal_kinds() and len(hand) >= 3
        await pilot.press("3", "p")
        for _turn in range(10):  # Bob answers (space moves the table on)
            await pilot.press("space")
            await pilot.pause()
            if table.viewer_decides():
                break
        assert held(table).state.seen, "Bob sees (seed 8)"
        assert prompt.hand() == hand and prompt.chosen_card() == hand[2]
        await pilot.press("enter")
        await pilot.pause()
        assert last_play(held(table).state, 0) == hand[2]


async def test_pu_v1_the_put_answer_with_no_card_left_in_hand_says_so():
    """Seen (PU-V1, a put after the seat's last card was played): "Your cards:" with nothing after it."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await app.push_screen(PutAnswer(0, "Bob", "Bob scores 1", "the trick decides", ()))
        await pilot.pause()
        assert "Your cards: none left, your last is on the table" in screen_text(app)


async def test_pu4_p_in_the_answer_to_a_put_says_one_put_a_round_and_leaves_the_choice_open():
    """A play-test: p (the table's "I put") in the fold-or-see dialog did nothing, where the table says why."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        answer = PutAnswer(0, "Bob", "Bob scores 1", "the trick decides", ("KH", "2C"))
        await app.push_screen(answer)
        await pilot.press("p")
        assert app.screen is answer, "still answering"
        said = "One put a round: f folds, s sees (PU-4)"
        assert said in screen_text(app).replace("\n", " "), screen_text(app)
