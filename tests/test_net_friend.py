"""A friend at a network table, through the app: the lobby names the game he joins and its settings; the table's
switches he set (the coach) are his again when he comes back to the table; a game the host ends while he is to
decide ends as a finished game does, with a review of his own decisions drawn from what he saw alone."""

from __future__ import annotations

import asyncio
from typing import cast

import pytest
from websockets.asyncio.client import connect

from parlour.app.net import seat_tokens
from parlour.app.net.client import SeatRequest
from parlour.app.net.remote_session import RemoteSession
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.keys_panel import KeysPanel
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.review import ReviewScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.chip_value import ChipValue
from parlour.app.seating.table_seat import TableLook
from parlour.app.seating.table_setup import TableSetup, default_seats
from tests.app_helpers import QUICK, SIZE, SMALL, NoticedApp, screen_text
from tests.net_helpers import (
    FakeClock,
    FakeSleep,
    ann_opens,
    ann_silent_at_her_first_bet,
    final_update,
    message,
    red_dog_setup,
    send,
    serving,
    started_by_the_host,
    until,
    waiting_for_a_person,
)

CODE = "0123456789abcdef"
TOKEN = "t" * 43


async def opened_by_ann(address: str, setup: TableSetup):
    """Ann opens a table of `setup` over a raw websocket: (her socket, the table's code)."""
    host = await connect(address, max_queue=None)
    await send(host, type="create", setup=setup.model_dump(mode="json"), name="Ann")
    return host, (await message(host, "welcome"))["table"]


def boris_joins(address: str, code: str, prefs: Preferences = QUICK) -> NoticedApp:
    """`parlour join ADDRESS CODE --name Boris`."""
    return NoticedApp(prefs=prefs, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))


@pytest.mark.parametrize(
    "game, settings, language, title, words",
    [
        (
            "put",
            {"target": 7, "put_any_turn": True},
            "en",
            "Network table: Put",
            "Table: Two players · Put at any turn · Target: 7",
        ),
        (
            "put",
            {"target": 7, "put_any_turn": True},
            "ru",
            "Сетевой стол: Я ставлю",
            "Стол: Вдвоём · «Ставлю» в любой ход · Очков до победы: 7",
        ),
        (
            "red_dog",
            {"rebuy": True, "irregular_deals": 0.1},
            "en",
            "Network table: Red Dog",
            "Starting chips: 100 · Rounds: no limit · Rebuy · Clumsy dealer: 10%",
        ),
        (
            "red_dog",
            {"rebuy": True, "irregular_deals": 0.1},
            "ru",
            "Сетевой стол: Рыжая собака",
            "Начальный запас: 100 · Партии: без ограничения · Докупка · Неловкая сдача: 10 %",
        ),
        (  # CH-6: what a chip is worth (seen: the friends were never told)
            "put_and_take",
            {"rounds": 5, "chip_value": {"amount": "0.5", "currency": "EUR"}},
            "en",
            "Network table: Put and Take",
            "Starting chips: 100 · Rounds: 5 · 1 chip = 0.50 EUR",
        ),
    ],
    ids=["put-en", "put-ru", "red_dog-en", "red_dog-ru", "put_and_take-money"],
)
async def test_a_friend_waiting_in_the_lobby_reads_which_game_it_is_and_its_settings(
    parlour_home, game, settings, language, title, words
):
    """Seen: joining a friend's table, nothing before the table said which game it was, nor how it was set up (the
    host chose both). The lobby's title names the game, the line under it its settings, as the setup screen names
    them (a variant by its name when on, CH-5's rounds "no limit" at 0), in the language in force, at 80x24."""
    chip_value = settings.pop("chip_value", None)
    setup = TableSetup(game=game, seats=default_seats(2 if game == "put" else 3, 2), settings=settings)
    if chip_value is not None:
        setup = setup.model_copy(update={"chip_value": ChipValue(**chip_value)})
    async with serving(pace=0.01) as (_server, address):
        host, code = await opened_by_ann(address, setup)
        app = boris_joins(address, code, Preferences(animation_seconds=0, language=language))
        async with app.run_test(size=SMALL) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            await until(pilot, lambda: title in screen_text(app))
            lines = screen_text(app).splitlines()
            assert lines[0] == title and lines[1] == words, lines[:3]
        await host.close()


def test_a_seats_switches_are_kept_with_its_token_and_go_with_it(parlour_home):
    """The table's switches (coach, money, log) are kept beside a friend's seat token: only while a seat is held,
    kept when the same seat is taken back (the same token), not for another seat, and gone with the token."""
    look = TableLook(coach=True, money=True, log=False)
    assert seat_tokens.keep_look("ws://a:1", CODE, look) is None
    assert seat_tokens.held_look("ws://a:1", CODE) is None, "no seat held: nothing kept"
    seat_tokens.keep_token("ws://a:1", CODE, TOKEN)
    assert seat_tokens.held_look("ws://a:1", CODE) is None, "a seat just taken: as the preferences say"
    assert seat_tokens.keep_look("ws://a:1", CODE, look) is None
    assert seat_tokens.held_look("ws://a:1", CODE) == look and seat_tokens.held_look("ws://b:1", CODE) is None
    seat_tokens.keep_token("ws://a:1", CODE, TOKEN)
    assert seat_tokens.held_look("ws://a:1", CODE) == look, "the same seat taken back keeps them"
    assert seat_tokens.held_token("ws://a:1", CODE) == (TOKEN, None)
    seat_tokens.keep_token("ws://a:1", CODE, "v" * 43)
    assert seat_tokens.held_look("ws://a:1", CODE) is None, "another seat at that table starts anew"
    seat_tokens.keep_look("ws://a:1", CODE, look)
    seat_tokens.forget_token("ws://a:1", CODE)
    assert seat_tokens.held_look("ws://a:1", CODE) is None


async def test_a_friends_coach_stays_on_when_he_comes_back_to_the_table(parlour_home):
    """Seen: Boris turned the coach on at a friend's table (c), closed his terminal, joined the same table again (his
    seat taken back by its token) and the coach was off again: the new table opened as the preferences say. The
    switches he set are kept with his seat and the table taken back opens with them (the coach on, the log off)."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={})
    async with serving(pace=0.05) as (_server, address):
        host, code = await opened_by_ann(address, setup)
        first = boris_joins(address, code)
        async with first.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, first, host)
            await pilot.press("c", "l")
            assert cast(TableScreen, first.screen).look() == TableLook(coach=True, money=False, log=False)
        again = boris_joins(address, code)  # the terminal closed without leaving: the seat waits for him
        async with again.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(again.screen, TableScreen))
            await pilot.pause()
            table = cast(TableScreen, again.screen)
            assert cast(RemoteSession, table.session).seat == 1, "his own seat, taken back"
            assert table.look() == TableLook(coach=True, money=False, log=False)
            assert "╭─ Coach" in screen_text(again) and not table.log_widget.display
        await host.close()


async def boris_bets_once_and_is_to_bet_again(pilot, app: ParlourApp, server_table, host) -> TableScreen:
    """Boris's table (the game started): Ann (the host's raw socket) forfeits whenever she is to bet, Boris bets
    what his bet line offers (enter) once, then the game waits for his next bet (RD-6)."""
    table = cast(TableScreen, app.screen)
    bets = 0
    for _ in range(600):
        if server_table.session.person_to_act() == 0:
            await send(host, type="act", action={"seat": 0, "do": "forfeit"})
            await until(pilot, lambda: server_table.session.person_to_act() != 0)
        elif app.screen is table and table.viewer_decides():
            if bets:
                return table
            await pilot.press("enter")
            bets += 1
        elif app.screen is not table:
            await pilot.press("enter")  # a round's summary
        await pilot.pause(0.05)
    raise AssertionError("Boris was never to bet again")


async def test_a_friends_game_ended_by_the_host_ends_as_a_finished_game_and_reviews_his_own_decisions(parlour_home):
    """Seen: the host quit while Boris was to bet; behind the final standings his table still showed his bet line
    ("You, your bet: 1 range 1–3 enter bet …") and "to bet" on his seat, and the end offered no review. A game ended at
    the table (CH-5) leaves nobody a decision: the line says the game is over and his seat waits for nothing; the end
    offers what a finished game's does, less the next game (the host's to open), and a review of the decisions he
    took, drawn from his own views alone: Ann's hand, never shown him, stays face down at every moment."""
    async with serving(pace=0.05) as (server, address):
        host, code = await ann_opens(address)
        app = boris_joins(address, code)
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            table = await boris_bets_once_and_is_to_bet_again(pilot, app, server.tables[code], host)
            await send(host, type="end")
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
            await pilot.pause()
            # said at once, whatever the screen shows (seen: a friend reading a round's summary was not told)
            ended = "Ann (the host) has ended the game, ranked as it stands (CH-5)"
            await host.close()  # an update after the end (Ann away) carries the result again
            await pilot.pause(1.0)
            assert app.notices.count(ended) == 1, app.notices  # once (seen twice, over the standings)
            assert table.prompt.legal_kinds() == set() and not table.viewer_decides()
            assert "The game is over." in str(table.prompt.render()), str(table.prompt.render())
            mine = table.seat_panels()[1].info
            assert mine is not None and mine.status != "to bet" and not mine.active
            keys = str(app.screen.query_one("#game-over-keys").render())
            assert "r: review the game · escape: main menu" in keys, keys
            await pilot.press("r")
            await until(pilot, lambda: isinstance(app.screen, ReviewScreen))
            review = cast(ReviewScreen, app.screen)
            decisions = [frame.decision for frame in review.review.frames if frame.decision is not None]
            assert review.review.seat == 1 and [decision.seat for decision in decisions] == [1]
            judged = [frame.mark for frame in review.review.frames if frame.decision is not None]
            assert judged[0] is not None, "judged, as a finished game's review judges a person's decision"
            assert all(frame.state is None and frame.seen.seat == 1 for frame in review.review.frames)
            for index in range(len(review.review.frames)):
                await pilot.pause()
                ann = review.seat_panels()[0].info
                assert ann is not None and ann.cards and not any(ann.cards), f"moment {index + 1}: her hand shown"
                if index < len(review.review.frames) - 1:
                    await pilot.press("right")
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, MenuScreen))
            # Seen: the connection stayed open once the standings were closed, and a join of the same table later
            # took the seat from it ("your seat was taken at another window" over the menu).
            served = server.tables[code]
            await until(pilot, lambda: served.seats[1].client is None)
            assert cast(RemoteSession, table.session).gone
        await host.close()


async def test_a_seat_taken_at_another_window_leaves_this_one_which_says_so_and_does_not_take_it_back(parlour_home):
    """Seen (a stop's list): Boris joining his table again from a second terminal took his seat there, and the first
    window went on showing the table as it was, his bet line live, its connection open for good. The server tells
    the connection it took the seat from and closes it; that window says where the seat went, offers no decision
    (one would go nowhere) and stays away (taking the seat back with the same token would take it from the window he
    plays at now, and back again)."""
    from parlour.app.net.client import take_seat

    def line() -> str:
        return str(table.query_one("#table-message").render())

    sleep = FakeSleep(go=True)
    async with serving(pace=0.05) as (server, address):
        host, code = await ann_opens(address)
        app = ParlourApp(
            prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code), sleep=sleep)
        )
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            table = await boris_bets_once_and_is_to_bet_again(pilot, app, server.tables[code], host)
            session = cast(RemoteSession, table.session)
            token = seat_tokens.held_token(address, code)[0]
            assert token is not None and table.viewer_decides()
            other, welcome, first = await take_seat(SeatRequest(address=address, name="Boris", table=code, token=token))
            assert welcome.seat == first.view["seat"] == session.seat == 1, "the seat plays on at the other window"
            await until(pilot, lambda: "another window" in line())
            assert session.taken_elsewhere and not session.reconnecting and not table.viewer_decides()
            prompt = str(table.prompt.render())
            assert "This window gets no more updates from the table" in prompt, (
                "not his bet line, nor 'Waiting for Ann' for good"
            )
            await pilot.press("enter")
            await pilot.pause(0.3)
            assert server.tables[code].session.person_to_act() == 1, "his bet waits for the other window"
            assert sleep.waits == [], "the first window does not try to take the seat back"
            assert "another window" in line()
            await pilot.pause()
            footer = screen_text(app).splitlines()[-1]
            assert "Forfeit" not in footer and "Coach" in footer, f"it offered the bet it no longer has: {footer}"
            await pilot.press("escape")  # the pause menu: leave the table, asked nothing (no seat waits here)
            await until(pilot, lambda: app.screen is not table)
            await pilot.press("down", "down", "enter")
            await until(pilot, lambda: isinstance(app.screen, MenuScreen))
            await other.close()
        await host.close()


async def test_a_served_game_with_no_decision_is_reviewed_round_by_round_as_at_home(parlour_home):
    """Seen: a network game of Put and Take (nobody decides in it) ended with no review ("escape: main menu"), where
    the same game at home offers `r` and its rounds moment by moment. A seat's review is its rounds' ends as it saw
    them, and its own decisions where it took any."""
    from parlour.app.net.client import listen, take_seat

    setup = TableSetup(game="put_and_take", seats=default_seats(2, 1), settings={"rounds": 2})
    async with serving(pace=0.001) as (_server, address):
        request = SeatRequest(address=address, name="Ann", setup=setup)
        socket, welcome, first = await take_seat(request)
        session = RemoteSession(socket.send, welcome, first)
        listener = asyncio.create_task(listen(socket, session, request, lambda _text: None))
        session.start_game()
        for _ in range(400):
            while (change := session.step()) is not None:
                if change.round_ended:
                    session.round_seen(session.view(welcome.seat).rounds_played)
            if session.is_over():
                break
            await asyncio.sleep(0.01)
        assert session.is_over() and session.capabilities.review
        review = session.review()
        assert [frame.round for frame in review.frames] == [1, 2] and all(
            frame.decision is None for frame in review.frames
        )
        listener.cancel()
        await socket.close()


async def test_a_decision_a_computer_player_made_for_the_seat_is_not_in_its_review(parlour_home):
    """The review of a seat played over the network holds the decisions its person took from here: one a computer
    player took for the seat (its person silent past `decide_within`) is not judged as theirs. Each is judged from
    the view the seat decided from, nothing else (every frame is the seat's own view)."""
    async with serving(pace=0.01) as (server, address):
        socket, session, listener, welcome = await ann_silent_at_her_first_bet(server, address, rounds=2)
        served = server.tables[welcome.table].session
        taken = []  # her first bet was made for her
        for _ in range(400):
            while (change := session.step()) is not None:
                if change.round_ended:  # her summary read: the next round is dealt
                    session.round_seen(session.view(welcome.seat).rounds_played)
            if session.is_over():
                break
            # She decides from the view the server holds now (under load the stand-in's update could still be on
            # its way, and her screen's older turn answered: seen once, a decision refused, one fewer judged).
            if session.person_to_act() == welcome.seat and session.view(welcome.seat) == served.view(welcome.seat):
                action = session.view(welcome.seat).legal[0].action()
                session.act(welcome.seat, action)
                taken.append(action)
            await asyncio.sleep(0.01)
        assert session.is_over() and taken and session.capabilities.review
        review = session.review()
        judged = [frame.decision for frame in review.frames if frame.decision is not None]
        assert judged == taken and review.players[0].decisions == len(taken), "hers alone, not the stand-in's"
        assert all(frame.seen.seat == welcome.seat for frame in review.frames)
        ends = [frame for frame in review.frames if frame.decision is None]
        assert [frame.round for frame in ends] == [1, 2] and all(frame.scores for frame in ends)
        listener.cancel()
        await socket.close()


async def test_the_hosts_next_game_takes_a_friend_from_the_final_standings_to_its_lobby_in_his_seat(parlour_home):
    """Seen: a network game's end offered the friends "escape: main menu" alone; a rematch took a new table and its
    code told to everybody again. The host deals the next game (`again`): Boris, at the final standings, is told,
    leaves the finished table and sits in his seat in the next game's lobby; the host starts it from there."""
    async with serving(pace=0.05) as (server, address):
        host, code = await ann_opens(address)
        app = boris_joins(address, code)
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            await send(host, type="end")
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
            keys = str(app.screen.query_one("#game-over-keys").render())
            assert "play again" not in keys, "the next game is the host's to deal"
            await pilot.press("f2")  # seen: the keys (or the rules) open over the standings kept him there for good
            await until(pilot, lambda: isinstance(app.screen, KeysPanel))
            await send(host, type="again")
            told = await message(host, "next")
            await until(pilot, lambda: "Ann (the host) deals the next game: the same seats" in app.notices)
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            session = cast(RemoteSession, cast(LobbyScreen, app.screen).session)
            assert session.table_id == told["table"] != code and session.seat == 1
            assert "Ann (the host) deals the next game: the same seats" in app.notices, app.notices
            await until(pilot, lambda: server.tables[code].seats[1].client is None)  # the finished table left
            ann = await connect(address)
            await send(ann, type="hello", table=told["table"], name="Ann", token=told["token"])
            assert (await message(ann, "welcome"))["host"], "the host's seat, the host's again"
            await started_by_the_host(pilot, app, ann)
            await ann.close()
        await host.close()


async def test_a_friend_away_when_the_host_ends_the_game_comes_back_to_its_final_standings(parlour_home):
    """Seen: Fyodor's window closed, the host ended the game and left the table; joining again said "no table with
    that code here", where the leave dialog had promised his seat would wait. The finished table waits for him a
    while: he comes back to the game over, ranked as it stood."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={})
    async with serving(pace=0.05) as (server, address):
        host, code = await opened_by_ann(address, setup)
        first = boris_joins(address, code)
        async with first.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, first, host)
            session = cast(RemoteSession, cast(TableScreen, first.screen).session)
        await session.hang_up()  # his window killed: the connection gone without a word
        await until(None, lambda: server.tables[code].away() == (1,))
        await send(host, type="end")
        scores = (await final_update(host))["scores"]  # (updates of moves before the end may come first)
        await host.close()
        await until(None, lambda: code in server.finished)
        again = boris_joins(address, code)
        async with again.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(again.screen, GameOverScreen))
            await pilot.pause()
            assert "Ann (the host)" in screen_text(again), screen_text(again)  # "… ended the game", wrapped
            table = again.screen_stack[-2]
            assert isinstance(table, TableScreen) and list(table.session.scores()) == scores


async def test_a_friend_who_sits_down_after_a_computer_player_decided_for_his_seat_is_told_so_in_his_log(parlour_home):
    """Seen: Boris closed his window; back at the table, his log read "You say "I put!"" and the put's words "your
    put stands", a put a computer player had made for him after the wait, and nothing said so. The table tells
    whoever sits down at a seat decided for how many decisions were not his; his log says it under them at once,
    before the table next moves."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    async with serving(pace=0.01, wait=1000) as (server, address):
        host = await connect(address, max_queue=None)  # she reads each round's summary: round 2 waits for her
        await send(host, type="create", setup=setup, name="Ann", summaries=True)
        code = (await message(host, "welcome"))["table"]
        table, clock = server.tables[code], FakeClock()
        table.clock = clock
        await send(host, type="start")
        await waiting_for_a_person(table)
        clock.advance(max(table.wait, table.limits.decide_within) + 1, table)  # Ann's made for her once, his after
        await until(None, lambda: table.seats[1].stood_in >= 1 and table.session.person_to_act() in (0, None))
        assert table.seats[1].stood_in == 1  # the table waits for Ann's next decision, or her reading of round 1
        app = boris_joins(address, code)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            said = "(while you were not at the table, a computer player made 1 decision for your seat)"
            await until(pilot, lambda: said in screen_text(app))
        await host.close()


async def test_a_person_who_left_the_lobby_is_away_there_not_yet_to_come(parlour_home):
    """Seen: Vera opened a table, Boris joined, and Vera closed her window before the start: Boris's lobby read
    'Vera: not here yet', as if she had never come. A seat seen taken that is empty again reads away; its seat
    waits for her (her token takes it back)."""
    setup = TableSetup(game="put", seats=default_seats(2, 2), settings={})
    async with serving(pace=0.01) as (server, address):
        host, code = await opened_by_ann(address, setup)
        app = boris_joins(address, code)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            await until(pilot, lambda: "Ann (the host): here" in screen_text(app))
            table, clock = server.tables[code], FakeClock()
            table.clock = clock
            await host.close()
            await until(pilot, lambda: "Ann (the host): away (the seat waits)" in screen_text(app))
            assert "Ann, the host, is away: the table waits a little" in screen_text(app)
            assert "Ann: not here yet" not in screen_text(app)
            clock.advance(server.limits.host_hands_on_after + 1, table)  # not back: the table is handed on to him
            await until(pilot, lambda: "Boris (you, the host): here" in screen_text(app))
            assert "Ann: away (the seat waits)" in screen_text(app)


async def test_the_others_logs_say_who_left_the_table_came_back_or_sat_down_late(parlour_home):
    """Seen: Boris sat down after the start, closed his window, and came back; Ann's table said none of it (a status
    line named him away only when it was his turn, and the log went on as if he were there). Her log says each."""
    from parlour.app.net.client import listen, take_seat

    async with serving(pace=0.01) as (server, address):
        request = SeatRequest(address=address, name="Ann", setup=TableSetup(game="put", seats=default_seats(2, 2)))
        socket, welcome, first = await take_seat(request)
        session = RemoteSession(socket.send, welcome, first)
        listener = asyncio.create_task(listen(socket, session, request, lambda _text: None))
        notes: list[str] = []

        async def noted(line: str) -> None:
            for _ in range(200):
                while session.step() is not None:
                    notes.extend(session.notes())
                if line in notes:
                    return
                await asyncio.sleep(0.02)
            raise AssertionError(f"{line!r} never came: {notes}")

        session.start_game()
        await until(None, lambda: server.tables[welcome.table].started)
        boris = await connect(address)
        await send(boris, type="hello", table=welcome.table, name="Boris")
        token = (await message(boris, "welcome"))["token"]
        await noted("(Boris sits down at the table)")
        await boris.close()
        await noted("(Boris is away: a computer player plays for them meanwhile)")
        boris = await connect(address)
        await send(boris, type="hello", table=welcome.table, name="Boris", token=token)
        await noted("(Boris is back at the table)")
        assert len(notes) == 3, notes
        # Away and back again and again in the same round (a play-test's script took its seat back 30 times a
        # minute: every other log filled with the two lines): each is said once a round.
        table, round_number = server.tables[welcome.table], session.view(None).round
        for _ in range(3):
            await boris.close()
            await until(None, lambda: table.seats[1].client is None)
            boris = await connect(address)
            await send(boris, type="hello", table=welcome.table, name="Boris", token=token)
            await message(boris, "welcome")

        def all_shown() -> bool:
            while session.step() is not None:
                notes.extend(session.notes())
            return table.seats[1].client is not None and session.away == ()

        await until(None, all_shown)
        assert session.view(None).round == round_number, "the same round"
        assert len(notes) == 3, notes
        await boris.close()
        listener.cancel()
        await socket.close()


async def test_a_friend_still_reading_a_summary_when_his_next_decision_comes_due_is_taken_to_it(parlour_home):
    """Seen: Boris left round 3's summary open; the server dealt round 4 once its wait for the readers ran out, his
    bet came due behind the summary, and after the wait a computer player made it: he was told he had kept the
    table waiting, his screen never having shown his turn. The summary now gives way to the table as soon as his
    decision is due, saying so."""
    from parlour.app.screens.round_summary import RoundSummary

    async with serving(pace=0.01) as (server, address):
        host = await connect(address, max_queue=None)  # Ann reads no summaries: the table waits for Boris alone
        await send(host, type="create", setup=red_dog_setup(rounds=3), name="Ann")
        code = (await message(host, "welcome"))["table"]
        table, clock = server.tables[code], FakeClock()
        table.clock = clock
        app = boris_joins(address, code)
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)

            async def played_until(check) -> None:
                """Ann's decisions made for her at once (her wait passed on the table's clock), Boris's by enter."""
                for _ in range(600):
                    if check():
                        return
                    since = table.decision_since
                    if table.session.person_to_act() == 0 and since is not None and since[0] is table.session.state:
                        clock.advance(table.limits.decide_within + 1, table)
                    elif isinstance(app.screen, TableScreen) and app.screen.session.person_to_act() == 1:
                        await pilot.press("enter")
                    await pilot.pause(0.05)
                raise AssertionError(f"it never happened: {screen_text(app)}")

            await played_until(lambda: isinstance(app.screen, RoundSummary))
            await until(pilot, lambda: table.reading() == (1,) and table.reading_left() > 0)
            clock.advance(table.limits.decide_within + 1, table)  # he reads on: the next round is dealt without him
            await played_until(lambda: table.session.person_to_act() == 1)
            assert isinstance(app.screen, RoundSummary), "his decision came due behind the summary"
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            assert "The next round has begun, and it is your turn" in app.notices
            # given way, not read: the server is not told he read it (seen: a silent player's summary closed by
            # itself counted as him back, and the table waited for him in full again)
            await pilot.pause(0.3)
            assert table.rounds_seen.get(1, 0) == 0 and table.seats[1].waited_out == 1
            await until(pilot, lambda: cast(TableScreen, app.screen).session.person_to_act() == 1)
        await host.close()


async def test_a_friends_question_to_answer_goes_when_the_host_ends_the_game_behind_it(parlour_home):
    """Seen: Vera's fold-or-see question stayed open after the host ended the game (the standings only behind a
    toast); her answer then came back refused, in English to her Russian screen. The question goes once the game is
    over behind it, and the final standings come."""
    from parlour.app.games.put.answer import PutAnswer
    from parlour.app.screens.game_over import GameOverScreen

    setup = TableSetup(game="put", seats=default_seats(2, 2), settings={"target": 5})
    async with serving(pace=0.01) as (server, address):
        host, code = await opened_by_ann(address, setup)
        app = boris_joins(address, code)
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            served = server.tables[code]
            for _ in range(600):  # Ann puts at her first chance, Boris declines his own till then
                if isinstance(app.screen, PutAnswer):
                    break
                legal = served.session.view(0).legal if served.session.person_to_act() == 0 else ()
                if any(choice.do == "put" for choice in legal):
                    await send(host, type="act", action={"seat": 0, "do": "put"})
                elif legal:
                    await send(host, type="act", action={"seat": 0, "do": legal[0].do, "card": legal[0].card})
                elif isinstance(app.screen, TableScreen) and app.screen.viewer_decides():
                    await pilot.press("d")  # no put
                elif not isinstance(app.screen, TableScreen):
                    await pilot.press("enter")  # a round's summary
                await pilot.pause(0.05)
            assert isinstance(app.screen, PutAnswer), screen_text(app)
            await send(host, type="end")
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await host.close()
