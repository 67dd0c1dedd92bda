"""A friend's seat token is kept on disk (app/net/seat_tokens.py), so that a closed terminal joining the
same table again takes its own seat back; a file that cannot be trusted is set aside, and a server that
closes cleanly mid-game (stopped, to be started again) is rejoined like a dropped one."""

from __future__ import annotations

import asyncio
import json
import stat
from contextlib import asynccontextmanager
from typing import cast

from parlour.app.net import seat_tokens
from parlour.app.net.client import SeatRequest, listen, take_seat
from parlour.app.net.protocol import VERSION
from parlour.app.net.remote_session import RemoteSession
from parlour.app.net.server import TableServer
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.paths import data_dir
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.rules.engine import Action
from tests.app_helpers import QUICK, NoticedApp
from tests.net_helpers import FakeSleep, hosted_red_dog, send, until

CODE = "0123456789abcdef"
TOKEN = "t" * 43


def test_a_token_is_kept_found_replaced_and_forgotten_in_a_file_only_its_user_reads(parlour_home):
    assert seat_tokens.held_token("ws://a:1", CODE) == (None, None)
    assert seat_tokens.keep_token("ws://a:1", CODE, TOKEN) is None
    assert seat_tokens.keep_token("ws://b:1", CODE, "u" * 43) is None
    assert seat_tokens.held_token("ws://a:1", CODE) == (TOKEN, None)
    assert seat_tokens.keep_token("ws://a:1", CODE, "v" * 43) is None
    assert seat_tokens.held_token("ws://a:1", CODE) == ("v" * 43, None)
    path = data_dir() / seat_tokens.FILE_NAME
    assert stat.S_IMODE(path.stat().st_mode) == 0o600, "a token takes a seat: nobody else reads it"
    assert seat_tokens.forget_token("ws://a:1", CODE) is None
    assert seat_tokens.held_token("ws://a:1", CODE) == (None, None)
    assert seat_tokens.held_token("ws://b:1", CODE) == ("u" * 43, None)


def test_only_the_latest_seats_are_kept(parlour_home):
    for number in range(seat_tokens.KEEP + 5):
        seat_tokens.keep_token(f"ws://a:{number}", CODE, TOKEN)
    assert seat_tokens.held_token("ws://a:0", CODE) == (None, None)
    assert seat_tokens.held_token(f"ws://a:{seat_tokens.KEEP + 4}", CODE) == (TOKEN, None)


def test_a_file_that_cannot_be_trusted_is_set_aside_and_the_user_told(parlour_home):
    path = data_dir() / seat_tokens.FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            {"seats": [{"address": "ws://a:1", "table": "not a code", "token": TOKEN, "kept": "2026-12-02T00:00:00Z"}]}
        )
    )
    token, notice = seat_tokens.held_token("ws://a:1", "not a code")
    assert token is None and notice and "could not be used" in notice and "moved to" in notice
    assert not path.exists() and list(path.parent.glob(f"{seat_tokens.FILE_NAME}.corrupt-*"))
    assert seat_tokens.keep_token("ws://a:1", CODE, TOKEN) is None, "a new file is started"


def test_a_seat_taken_while_the_file_cannot_be_trusted_is_kept_in_a_new_one(parlour_home):
    """The file spoilt between reading it at the join and keeping the seat it gave: set aside, the user told, and
    the new seat's token kept all the same (nothing but the spoilt file is lost)."""
    path = data_dir() / seat_tokens.FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json")
    notice = seat_tokens.keep_token("ws://a:1", CODE, TOKEN)
    assert notice and "moved to" in notice and list(path.parent.glob(f"{seat_tokens.FILE_NAME}.corrupt-*"))
    assert seat_tokens.held_token("ws://a:1", CODE) == (TOKEN, None)


async def joined_seat(address: str, code: str) -> int:
    """Join through the app as Boris (the lobby), and quit: the seat it got."""
    app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(
            pilot,
            lambda: (
                isinstance(app.screen, LobbyScreen)
                and (app.screen.session is not None or "✗" in str(app.screen.query_one("#lobby-join").render()))
            ),
        )
        session = cast(LobbyScreen, app.screen).session
        assert session is not None, str(app.screen.query_one("#lobby-join").render())
        return session.seat


async def test_a_friend_who_closed_the_terminal_joins_again_and_gets_the_same_seat(parlour_home):
    async with hosted_red_dog(pace=0.01) as (address, code, host):
        first = await joined_seat(address, code)
        assert seat_tokens.held_token(address, code)[0] is not None
        # The table's only other people's seat is taken: only the kept token can seat Boris again.
        assert await joined_seat(address, code) == first == 1
        seat_tokens.forget_token(address, code)
        seat_tokens.keep_token(address, code, TOKEN)  # a token the server does not know: forgotten, a new try
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: "taken" in str(app.screen.query_one("#lobby-join").render()))
        assert seat_tokens.held_token(address, code) == (None, None)


async def test_a_seat_taken_back_under_another_name_says_it_keeps_its_own(parlour_home):
    """A play-test: Nia left and joined again as Nina with her kept token, and sat as Nia without a word. The seat
    keeps its name (the table's log and the others' screens say it), and the person is told so."""
    async with hosted_red_dog(pace=0.01) as (address, code, host):
        assert await joined_seat(address, code) == 1
        app = NoticedApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Nina", table=code)))
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            session = cast(LobbyScreen, app.screen).session
            assert session is not None and session.seat == 1
            assert "You are back in your seat as Boris: a seat keeps its name" in app.notices, app.notices
        again = NoticedApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="boris", table=code)))
        async with again.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: isinstance(again.screen, LobbyScreen) and again.screen.session is not None)
            assert not any("back in your seat" in notice for notice in again.notices), "the same name, told nothing"


async def test_a_server_closing_cleanly_mid_game_is_rejoined_with_the_token(parlour_home):
    folder = parlour_home / "server-tables"
    server = TableServer(pace=0.01, folder=folder)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.serve(port=0, ready=ready))
    port = await ready
    request = SeatRequest(
        address=f"ws://127.0.0.1:{port}",
        name="Ann",
        setup=TableSetup(game="put", seats=default_seats(2, 1), settings={}),
    )
    socket, welcome, first = await take_seat(request)
    session = RemoteSession(socket.send, welcome, first)
    told: list[str] = []
    sleep = FakeSleep(go=False)  # the first try waits until the server is back
    listener = asyncio.create_task(listen(socket, session, request, told.append, sleep))
    await socket.send(json.dumps({"version": VERSION, "type": "start"}))
    table = server.tables[welcome.table]
    await until(None, lambda: table.session.moves)  # mid-game
    task.cancel()  # the server stops: its connections are closed cleanly (1001, going away)
    for running in list(server.tasks):
        running.cancel()
    await until(None, lambda: told)  # the client saw the server go
    again = TableServer(pace=0.01, folder=folder)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(again.serve(port=port, ready=ready))
    await ready
    sleep.go.set()
    await until(None, lambda: "back at the table" in told)
    assert told[0].startswith("the server closed the connection") and session.seat == welcome.seat
    assert sleep.waits == [1.0], "taken back at the first try, a second after the server went"
    listener.cancel()
    task.cancel()
    for running in list(again.tasks):
        running.cancel()


async def test_a_friends_token_goes_once_the_games_result_has_come(parlour_home):
    """The seat's token is kept while the game goes on (a closed terminal takes the seat back) and goes when its result
    comes: nothing is left to take back."""
    from tests.net_helpers import send

    async with hosted_red_dog(pace=0.01) as (address, code, host):
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            assert seat_tokens.held_token(address, code)[0] is not None, "kept while the game goes on"
            await send(host, type="start")
            await send(host, type="end")  # the host ends the game: its result comes to every seat
            await until(pilot, lambda: seat_tokens.held_token(address, code) == (None, None))


@asynccontextmanager
async def boris_losing_his_connection(sleep: FakeSleep):
    """Boris at a started Red Dog table Ann hosts (his app at 100x32), his connection just lost and the first try to
    take his seat back held by `sleep` until the test lets it go: (app, pilot, table, session)."""
    from parlour.app.screens.table import TableScreen
    from tests.net_helpers import send

    async with hosted_red_dog(pace=0.01) as (address, code, host):
        request = SeatRequest(address=address, name="Boris", table=code)
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(request, sleep=sleep))
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            await send(host, type="start")
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted)
            table = cast(TableScreen, app.screen)
            session = cast(RemoteSession, table.session)
            await session.hang_up()  # the connection gone (the server's end is closed the same way)
            await until(pilot, lambda: sleep.waits != [])  # the first try is held: the seat is being taken back
            yield app, pilot, table, session


async def test_a_friends_table_says_the_connection_is_lost_while_his_seat_is_taken_back(parlour_home):
    """Seen: the host's terminal closed; for a minute and a half Boris's table read 'Waiting for Ann to decide', a
    notice of the lost connection gone after a few seconds, until the last try said the table could not be reached.
    The table's message line says the connection is lost for as long as the seat is being taken back, and so does a
    table that opens meanwhile (the lobby's table, the connection lost as it opened: the word went to the lobby)."""
    from parlour.app.screens.table import TableScreen

    def line() -> str:
        return str(app.screen.query_one("#table-message").render())

    def table_up() -> bool:
        return isinstance(app.screen, TableScreen) and app.screen.is_mounted

    sleep = FakeSleep(go=False)  # the first try waits until the test lets it
    async with boris_losing_his_connection(sleep) as (app, pilot, table, session):
        assert session.reconnecting
        await until(pilot, lambda: "Connection lost: reconnecting to your seat…" in line())
        # a decision meanwhile is not sent, and says so (seen: enter did nothing and said nothing)
        sent: list[str] = []
        session.send_text = lambda text: sent.append(text) or asyncio.sleep(0)
        table.decide(Action(seat=session.seat, do="bet", amount=1))
        assert "Not sent: the connection is lost" in line() and not sent
        app.switch_screen(TableScreen(session))  # a table opening now (as the lobby's does) says it too
        await until(pilot, lambda: table_up() and "Connection lost: reconnecting to your seat…" in line())
        sleep.go.set()
        await until(pilot, lambda: "Connection lost" not in line())
        assert not session.unreachable and isinstance(app.screen, TableScreen)


async def test_a_table_under_a_dialog_stops_saying_the_connection_is_lost_once_its_seat_is_back(parlour_home):
    """Seen in tmux: the seat taken back while a round's summary was open over the table, the table's line under it
    still said "Connection lost: reconnecting to your seat…" (the table under a dialog does not move on, and only a move
    cleared the line). The line is cleared as the seat comes back, the dialog still open."""

    def line() -> str:
        return str(table.query_one("#table-message").render())

    sleep = FakeSleep(go=False)
    async with boris_losing_his_connection(sleep) as (app, pilot, table, session):
        await until(pilot, lambda: "Connection lost" in line())
        await pilot.press("escape")  # the pause dialog over the table
        await until(pilot, lambda: app.screen is not table)
        dialog = app.screen
        sleep.go.set()
        await until(pilot, lambda: not session.reconnecting)
        await until(pilot, lambda: "Connection lost" not in line())
        assert app.screen is dialog, "the dialog still open"


async def test_a_decision_made_while_the_connection_was_lost_is_asked_again_once_the_seat_is_back(parlour_home):
    """Seen: the connection lost at Boris's bet, he pressed enter meanwhile (the prompt still offered the bet); the
    decision went nowhere (the connection was closed) and, the seat taken back, his turn never came back: the
    session still waited for that decision's update ('Waiting for…', no key working). The seat taken back is
    asked again what the table's view asks of it, and the screen is told to look once it is back."""
    from parlour.rules.engine import Action
    from tests.net_helpers import serving

    setup = TableSetup(game="red_dog", seats=default_seats(2, 1), settings={})
    sleep = FakeSleep(go=False)
    async with serving(pace=0.01) as (_server, address):
        request = SeatRequest(address=address, name="Ann", setup=setup)
        socket, welcome, first = await take_seat(request)
        session = RemoteSession(socket.send, welcome, first)
        session.hang_up = socket.close
        listener = asyncio.create_task(listen(socket, session, request, lambda _text: None, sleep))
        session.start_game()

        def her_turn() -> bool:
            while session.step() is not None:
                pass
            return session.person_to_act() == session.seat

        await until(None, her_turn)
        await session.hang_up()
        await until(None, lambda: session.reconnecting)
        session.act(session.seat, Action(seat=session.seat, do="forfeit"))  # sent on a closed connection
        assert session.person_to_act() is None
        looked: list[bool] = []  # whether the seat was still being taken back, each time the screen was told to look
        session.when_moved(lambda: looked.append(session.reconnecting))
        sleep.go.set()
        await until(None, lambda: not session.reconnecting)
        await until(None, her_turn)
        # Seen in tmux: the seat taken back while a round's summary was open, the table's line said "Connection
        # lost: taking the seat back…" for good (nothing else moved while her decision was due): the seat's update
        # had come while it was still being taken back, and the screen was not told again.
        assert looked and looked[-1] is False, looked
        session.gone = True
        listener.cancel()
        await session.hang_up()


async def test_a_host_whose_own_app_served_the_table_takes_her_seat_back_when_she_serves_again(parlour_home):
    """A play-test: Ann's terminal closed while her own app served the table; Boris's client took his seat back
    once she started `parlour host` again (the server brought the table back from its folder) and played on, a
    computer player in her seat, while she got a new table: her seat was nobody's to take back ("every seat for
    people at this table is taken"). Serving again, her app takes her seat back at the table it brought back."""
    import socket as sockets

    from parlour.app.screens.table import TableScreen

    with sockets.socket() as probe:  # a port free now, served twice
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={})

    def ann_hosts() -> ParlourApp:
        return ParlourApp(
            prefs=QUICK,
            autoplay=False,
            remote=RemoteTable(SeatRequest(address="", name="Ann", setup=setup), serve_port=port),
        )

    first = ann_hosts()
    async with first.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(first.screen, LobbyScreen) and first.screen.session is not None)
        code = cast(RemoteSession, cast(LobbyScreen, first.screen).session).table_id
        await pilot.press("enter")  # start
        await until(pilot, lambda: isinstance(first.screen, TableScreen) and first.screen.is_mounted)
        await pilot.pause()  # the table mounted before the app stops (seen: its mount after its log was gone)
    # Her terminal closed: the app and its server gone without a word (the table's record on disk).
    put = TableSetup(game="put", seats=default_seats(2, 1))
    other = ParlourApp(
        prefs=QUICK, autoplay=False, remote=RemoteTable(SeatRequest(address="", name="Ann", setup=put), serve_port=port)
    )
    async with other.run_test(size=(100, 32)) as pilot:  # (seen: `parlour host red_dog` brought back a Put lobby)
        await until(pilot, lambda: isinstance(other.screen, LobbyScreen) and other.screen.session is not None)
        session = cast(RemoteSession, cast(LobbyScreen, other.screen).session)
        assert session.table_id != code and session.game.id == "put", "another game asked for: a table of its own"
    again = ann_hosts()
    async with again.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(again.screen, TableScreen) and again.screen.is_mounted)
        await pilot.pause()
        session = cast(RemoteSession, cast(TableScreen, again.screen).session)
        assert session.table_id == code and session.seat == 0, "her own seat at the table she served"
        assert session.serving


async def test_escape_in_the_lobby_leaves_the_seat_and_the_table_knows_at_once(parlour_home):
    """Seen: a friend (and a host) who pressed escape in the lobby was back at the menu, but his connection stayed
    open: the others' lobby read "Boris: here" for good (a host's table never passed on). Leaving closes it: the
    server counts the seat away at once, and the others are told; before the start the seat is given up, for
    another friend to take."""
    from parlour.app.screens.menu import MenuScreen

    async with hosted_red_dog(pace=0.01) as (address, code, host):
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            boris = cast(RemoteSession, cast(LobbyScreen, app.screen).session).seat
            seen: list[dict] = []

            async def told_away() -> bool:
                while True:
                    update = json.loads(await asyncio.wait_for(host.recv(), 5))
                    seen.append(update)
                    if update["type"] == "update" and boris in update.get("away", ()):
                        return True

            while not (seen and seen[-1]["type"] == "update" and boris not in seen[-1].get("away", (boris,))):
                seen.append(json.loads(await asyncio.wait_for(host.recv(), 5)))  # Boris sat down: here
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, MenuScreen))
            assert await told_away(), seen
        # Seen: the seat left so waited "away" for good, and the next friend was told every seat was taken.
        vera, welcome, _first = await take_seat(SeatRequest(address=address, name="Vera", table=code))
        assert welcome.seat == boris, "the seat given up before the start: another friend takes it"
        await vera.close()


async def test_a_friend_whose_host_left_the_lobby_is_told_the_table_is_his_to_start(parlour_home):
    """A play-test: the host pressed escape in the lobby and Boris's lobby read "Борис (вы, хозяин стола)" without a
    word. He is told, once, that he hosts the table now and that enter starts it."""
    async with hosted_red_dog(pace=0.01) as (address, code, host):
        app = NoticedApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            session = cast(RemoteSession, cast(LobbyScreen, app.screen).session)
            assert not session.host
            await host.send(json.dumps({"version": VERSION, "type": "leave"}))
            await until(pilot, lambda: session.host)
            told = "The host left before the start: you are the host now, enter starts the game"
            await until(pilot, lambda: told in app.notices)
            await pilot.pause()
            assert app.notices.count(told) == 1, app.notices


async def test_a_host_who_left_her_own_lobby_joins_her_table_again_and_is_asked_before_quitting(parlour_home):
    """A play-test: Ann hosted from her app, Boris joined, and Ann pressed escape in the lobby: the table passed to
    Boris, and every join of Ann's, from the menu's join dialog with the join line, was refused ("every person's
    seat at this table is taken"): her token was kept apart, as her app's own table's. Her app still serving it, q
    at the menu then stopped it for Boris without a word. Now a join of her app to the table it serves takes her
    seat back, and quitting while it serves a game asks first."""
    import socket as sockets

    from parlour.app.screens.menu import MenuScreen
    from parlour.app.widgets.confirm import ConfirmQuit

    with sockets.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={})
    app = NoticedApp(
        prefs=QUICK,
        autoplay=False,
        remote=RemoteTable(SeatRequest(address="", name="Ann", setup=setup), serve_port=port),
    )
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
        code = cast(RemoteSession, cast(LobbyScreen, app.screen).session).table_id
        address = f"ws://127.0.0.1:{port}"
        boris, _welcome, _first = await take_seat(SeatRequest(address=address, name="Boris", table=code))
        try:
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, MenuScreen), seconds=2)  # (no game to end first)
            assert not any("not started" in notice for notice in app.notices), app.notices
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, ConfirmQuit))
            # a game still to start, not "going on" (a play-test read that over a lobby)
            assert "whose game is going on or still to start" in cast(ConfirmQuit, app.screen).detail
            await pilot.press("n")
            await until(pilot, lambda: isinstance(app.screen, MenuScreen))
            assert app.return_code is None, "still serving Boris's table"
            app.open_remote(RemoteTable(SeatRequest(address=address, name="Ann", table=code)))
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            session = cast(RemoteSession, cast(LobbyScreen, app.screen).session)
            assert session.table_id == code and session.seat == 0, "her own seat again"
            assert session.serving, "leaving or quitting says it ends her friends' table"
        finally:
            await boris.close()


async def test_a_lobby_says_its_connection_is_lost_and_start_is_not_sent_into_it(parlour_home):
    """A play-test: the server gone, Boris's lobby (he was the host now, Ann having left) still read "Boris (you,
    the host): here" and "enter: start the game"; a notice said the connection was lost and was gone, and enter did
    nothing and said nothing. The lobby says the connection is lost while the seat is being taken back, and a start
    meanwhile is not sent, and says so."""
    sleep = FakeSleep(go=False)
    async with hosted_red_dog(pace=0.01) as (address, code, host):
        app = NoticedApp(
            prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code), sleep=sleep)
        )
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            lobby = cast(LobbyScreen, app.screen)
            session = cast(RemoteSession, lobby.session)
            await send(host, type="leave")  # Ann leaves before the start: the table passes to Boris at once
            await until(pilot, lambda: session.host)

            def hint() -> str:
                return str(lobby.query_one("#lobby-hint").render())

            assert "enter: start the game" in hint()
            await session.hang_up()  # the connection gone
            await until(pilot, lambda: sleep.waits != [] and "Connection lost: reconnecting to your seat…" in hint())
            sent: list[str] = []
            session.send_text = lambda text: sent.append(text) or asyncio.sleep(0)
            await pilot.press("enter")
            await pilot.pause()
            assert not sent and any("Not sent: the connection is lost" in notice for notice in app.notices)
