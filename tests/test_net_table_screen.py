"""`parlour host` and `parlour join` through the app: the lobby, the host's start, the usual table screen
playing a seat of a server's table, keys deciding for it; and the command lines' refusals."""

from __future__ import annotations

import asyncio
import json
import re
from contextlib import asynccontextmanager
from typing import cast

import pytest
from textual.widgets import Input, OptionList
from websockets.asyncio.client import connect

from parlour.app.cli import main
from parlour.app.net.client import SeatRequest
from parlour.app.net.protocol import VERSION
from parlour.app.net.remote_session import RemoteSession
from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.widgets.status_line import StatusLine
from parlour.rules.errors import IllegalAction
from tests.app_helpers import QUICK, SIZE, screen_text, type_over
from tests.net_helpers import FakeSleep, ann_hosts, final_update, hosted_red_dog, started_by_the_host, until


async def boris_joins(pilot, app: ParlourApp):
    """Once the host's lobby is up, a friend named Boris joins it over a raw websocket and the lobby lists him:
    (the lobby, the table's code, Boris's socket)."""
    await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
    lobby = cast(LobbyScreen, app.screen)
    assert lobby.session is not None
    code = lobby.session.table_id
    friend = await connect(lobby.address)
    await friend.send(json.dumps({"version": VERSION, "type": "hello", "table": code, "name": "Boris"}))
    await until(pilot, lambda: "Boris" in str(lobby.query_one("#lobby-seats").render()))
    return lobby, code, friend


async def boris_at_the_table(pilot, app: ParlourApp):
    """Boris joins the host's lobby (`boris_joins`), the host starts with enter, and the table comes: (the table,
    the lobby, the table's code, Boris's socket)."""
    lobby, code, friend = await boris_joins(pilot, app)
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, TableScreen))
    return cast(TableScreen, app.screen), lobby, code, friend


async def test_the_host_sits_a_friend_joins_and_both_play_with_auto_play_kept_on(parlour_home):
    """Ann hosts, Boris joins, both play their seats to the end of the game: Ann with the table's own keys,
    Boris over his socket.

    The server keeps a network table's pace: `a` there paused the screen's updates, so the host's own turn
    never showed ("Waiting for the next player") until space, while the server waited for her (and after
    `--wait` seconds a computer player stood in). So `a` is pressed first, and each of Ann's turns must show
    as it comes, no key pressed."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={"rounds": 1})
    app = ann_hosts(setup)
    async with app.run_test(size=SIZE) as pilot:
        table, lobby, code, friend = await boris_at_the_table(pilot, app)
        assert isinstance(table.session, RemoteSession) and table.session.seat == 0
        assert table.presenter.names[1] == "Boris", "the friend's name as it joined"
        await pilot.press("a")
        assert table.auto and "toggle_auto" not in {
            active.binding.action for active in table.active_bindings.values() if active.enabled
        }, "the key is off and not in the footer"
        assert lobby.server is not None
        server_table = lobby.server.tables[code]
        friend_turns = anns_turns = 0
        for _ in range(400):
            if server_table.session.is_over():
                break
            seat = server_table.session.person_to_act()
            if seat == 0 and isinstance(app.screen, TableScreen):
                await until(pilot, table.viewer_decides, seconds=3.0)  # shown as it comes, no key pressed
                anns_turns += 1
                await pilot.press("f")  # Ann forfeits, with the table's own key
            elif seat == 1:
                await friend.send(
                    json.dumps({"version": VERSION, "type": "act", "action": {"seat": 1, "do": "forfeit"}})
                )
                friend_turns += 1
            await pilot.pause(0.05)
            if not isinstance(app.screen, TableScreen):
                await pilot.press("enter")  # round summary, final standings
        assert server_table.session.is_over() and friend_turns >= 1 and anns_turns >= 1
        forfeits = [event for event in server_table.session.state.events if event.type == "forfeit"]
        assert any(event.seat == 0 for event in forfeits), "Ann's key reached the server's table"
        await friend.close()


async def test_a_friend_who_sits_down_after_the_start_is_named_at_the_hosts_table_from_then_on(parlour_home):
    """Seen: the host started before her friend joined, and her table called him "Player 2" for the rest of the
    game (the title, his seat, the round summaries, the standings) while his own screen said "Boris"."""
    from tests.app_helpers import screen_text

    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={"rounds": 1})
    app = ann_hosts(setup)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
        lobby = cast(LobbyScreen, app.screen)
        assert lobby.session is not None
        code = lobby.session.table_id
        await pilot.press("enter")  # Ann starts with nobody else there
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = cast(TableScreen, app.screen)
        assert table.presenter.names[1] == "Player 2"
        friend = await connect(lobby.address)
        await friend.send(json.dumps({"version": VERSION, "type": "hello", "table": code, "name": "Boris"}))
        await until(pilot, lambda: table.presenter.names[1] == "Boris")
        await pilot.pause()
        shown = {panel.info.name for panel in table.seat_panels().values() if panel.info is not None}
        assert table.setup.names[1] == "Boris" and "Boris" in shown and "Player 2" not in shown
        felt = screen_text(app).split("─Log")[0]
        assert "Boris" in felt and "Player 2" not in felt
        # the log's lines from before he came too (seen: "Player 2 antes 1" above "Boris bets 2")
        assert not [line for line in table.log_widget.written if "Player 2" in line], table.log_widget.written
        status = str(table.query_one("#table-status").render())
        assert "auto-play" not in status, "a server's pace, which no key here changes: nothing said of auto-play"
        await friend.close()


@pytest.mark.parametrize(
    "argv, words",
    [
        (["join", "ws://127.0.0.1:1", "not-a-code", "--name", "Vera"], "a table code is 16 characters"),
        (["join", "ws://127.0.0.1:1", "0123456789abcdef"], "--name"),
    ],
)
def test_bad_join_lines_exit_2_with_one_clear_line(argv, words, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2 and words in capsys.readouterr().err


LONG_NAME = "Alexandrina Petrovna"
"""20 characters: it sat down as "Alexandrina Petr", cut without a word."""


@pytest.mark.parametrize(
    "argv",
    [
        ["join", "ws://127.0.0.1:1", "0123456789abcdef", "--name", LONG_NAME],
        ["host", "red_dog", "--name", LONG_NAME],
        ["web", "--join", "ws://127.0.0.1:1", "0123456789abcdef", "--name", LONG_NAME],
    ],
)
def test_a_name_longer_than_a_name_keeps_is_refused_on_the_command_line_naming_the_limit(argv, capsys):
    """As the setup's name fields take no more than NAME_LIMIT characters and say so, --name refuses a longer name
    (exit 2, argparse's one line) rather than cut it; the spaces a name loses (squeezed) are not counted."""
    from parlour.app.cli import build_parser
    from parlour.app.words.clean_names import NAME_LIMIT

    with pytest.raises(SystemExit) as exit_:  # (parsed only: an old Parlour took the name and opened the app)
        build_parser().parse_args(argv)
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert exit_.value.code == 2, last
    assert f"argument --name: a name can be at most {NAME_LIMIT} characters long, not '{LONG_NAME}'" in last, last
    fits = "Alexandrina" + "  " + "Petr"  # 16 once its spaces are squeezed
    assert build_parser().parse_args([*argv[:-1], fits]).name == fits


@pytest.mark.parametrize("blank", ["", "   ", "\x1b[31m"])
@pytest.mark.parametrize("command", [["join", "ws://127.0.0.1:1", "0123456789abcdef"], ["host", "red_dog"]])
def test_a_name_with_nothing_that_shows_is_refused_on_the_command_line(command, blank, capsys):
    """Seen: `parlour join ADDRESS CODE --name ""` (or blanks) stopped the app with a traceback as it asked for its
    seat (the protocol's hello takes a name of one character at least). Refused as argparse refuses, exit 2."""
    from parlour.app.cli import build_parser

    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args([*command, "--name", blank])
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert exit_.value.code == 2 and "argument --name: a name needs at least one visible character" in last, last


async def test_joining_an_unknown_table_says_so_in_the_lobby(parlour_home):
    from parlour.app.net.server import TableServer

    server = TableServer(pace=0.01)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.serve(port=0, ready=ready))
    port = await ready
    app = ParlourApp(
        prefs=QUICK,
        remote=RemoteTable(SeatRequest(address=f"ws://127.0.0.1:{port}", name="Vera", table="0123456789abcdef")),
    )
    async with app.run_test(size=SIZE) as pilot:
        await until(
            pilot,
            lambda: (
                isinstance(app.screen, LobbyScreen)
                and "no table with that code" in str(app.screen.query_one("#lobby-join").render())
            ),
        )
        await pilot.press("escape")
    task.cancel()


@asynccontextmanager
async def ann_listening():
    """A table server on a free port, Ann's seat at a new two-handed Put table and her client listening to it:
    (server, her socket, her welcome, her session, what her client told)."""
    from parlour.app.net.client import listen, take_seat
    from parlour.app.net.server import TableServer

    server = TableServer(pace=0.01)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.serve(port=0, ready=ready))
    port = await ready
    setup = TableSetup(game="put", seats=default_seats(2, 1), settings={})
    request = SeatRequest(address=f"ws://127.0.0.1:{port}", name="Ann", setup=setup)
    socket, welcome, first = await take_seat(request)
    session = RemoteSession(socket.send, welcome, first)
    told: list[str] = []
    listener = asyncio.create_task(listen(socket, session, request, told.append, FakeSleep()))
    try:
        yield server, socket, welcome, session, told
    finally:
        listener.cancel()
        task.cancel()


async def test_a_dropped_connection_takes_its_seat_back_with_its_token(parlour_home):
    async with ann_listening() as (server, socket, welcome, session, told):
        socket.transport.abort()  # the network goes
        await until(None, lambda: "back at the table" in told)
        assert told[0].startswith("connection lost") and "back at the table" in told
        assert session.send_text != socket.send and session.seat == welcome.seat
        assert len(server.tables) == 1, "the same table, not a new one"


async def test_a_decision_made_after_the_seat_is_taken_back_reaches_the_table(parlour_home):
    """The seat taken back is the one played: the next decision goes over the new connection and the table takes
    it, the dead connection is let go (one "connection lost", one "back at the table"), and the seat is never called
    unreachable."""
    async with ann_listening() as (server, socket, welcome, session, told):
        session.start_game()
        table = server.tables[welcome.table]
        await until(None, lambda: table.started)
        socket.transport.abort()  # the network goes
        await until(None, lambda: "back at the table" in told)

        def decision_due() -> bool:
            while session.step() is not None:
                pass
            return session.person_to_act() == welcome.seat

        await until(None, decision_due)
        moves = len(table.session.moves)
        session.act(welcome.seat, session.view(welcome.seat).legal[0].action())

        def ann_decided() -> bool:  # a record's steps are counts, its decisions actions
            return any(not isinstance(move, int) and move.seat == welcome.seat for move in table.session.moves[moves:])

        await until(None, ann_decided)
        await asyncio.sleep(0.3)  # time for a second drop to be noticed, were the dead connection still read
        assert told == ["connection lost: reconnecting to your seat…", "back at the table"] and not session.unreachable


async def test_host_without_setup_options_sets_the_game_up_in_the_setup_screen_first(parlour_home):
    from parlour.app.screens.setup import SetupScreen

    app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address="", name=""), serve_port=0, game="put"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        title = str(app.screen.query_one("#setup-title").render())
        assert title == "Host a network table: Put", "not a game at this keyboard"
        # seen: a host from the menu sat down as "You", and his friends read "You says "I put!"": a name is asked
        error = str(app.screen.query_one("#setup-error").render())
        assert "the host's seat needs your name" in error and app.screen.query_one("#start").disabled, error
        await type_over(pilot, "name-0", "Ann")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
        session = cast(LobbyScreen, app.screen).session
        assert session is not None
        assert session.setup.game == "put" and session.host and session.names[0] == "Ann"


async def open_the_join_dialog(app: ParlourApp, pilot) -> None:
    """From the main menu, with keys: "Join a network table"."""
    from parlour.app.screens.join import JoinScreen

    await pilot.pause()
    menu = app.screen.query_one("#menu", OptionList)
    ids = [menu.get_option_at_index(index).id for index in range(menu.option_count)]
    await pilot.press(*["down"] * ids.index("join"), "enter")
    await until(pilot, lambda: isinstance(app.screen, JoinScreen))


async def test_the_menu_joins_a_table_by_its_code(parlour_home):
    from parlour.app.net.server import TableServer
    from parlour.app.screens.join import JoinScreen
    from tests.app_helpers import replace_text

    server = TableServer(pace=0.01)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.serve(port=0, ready=ready))
    port = await ready
    host = await connect(f"ws://127.0.0.1:{port}")
    setup = TableSetup(game="put", seats=default_seats(2, 2), settings={}).model_dump(mode="json")
    await host.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
    code = json.loads(await host.recv())["table"]
    app = ParlourApp(prefs=QUICK, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await open_the_join_dialog(app, pilot)
        await pilot.press(*"not-a-code", "enter")
        assert isinstance(app.screen, JoinScreen)
        assert "16 characters" in str(app.screen.query_one("#join-error").render())
        await replace_text(pilot, "join-address", f"ws://127.0.0.1:{port}")
        await replace_text(pilot, "join-code", code)
        await replace_text(pilot, "join-name", "Boris")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
        await until(pilot, lambda: "Boris (you): here" in str(app.screen.query_one("#lobby-seats").render()))
    await host.close()
    task.cancel()


@pytest.mark.parametrize("way", ["quit", "leave the table"])
async def test_a_host_quitting_or_leaving_a_table_served_from_here_ends_the_game_for_everybody(parlour_home, way):
    """The server goes with the host's app: quitting, or leaving the table for the menu (the pause menu), says
    so, then ends the game (CH-5) so that every friend gets the result; then the app quits, or the host is back
    at the menu (seen: "Leave the table" left the friends at a table nobody would ever move again, and the host's
    own table stayed on screen, its bet live)."""
    from parlour.app.screens.game_over import GameOverScreen
    from parlour.app.screens.menu import MenuScreen
    from parlour.app.widgets.confirm import ConfirmLeave, ConfirmQuit

    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={"rounds": 50})
    app = ann_hosts(setup)
    async with app.run_test(size=SIZE) as pilot:
        _table, _lobby, _code, friend = await boris_at_the_table(pilot, app)
        quitting = way == "quit"
        await pilot.press(*(["q"] if quitting else ["escape", "down", "down", "enter"]))
        await until(pilot, lambda: isinstance(app.screen, ConfirmQuit if quitting else ConfirmLeave))
        words = "quitting ends the game for everybody" if quitting else "leaving ends the game for everybody"
        assert words in " ".join(str(s.render()) for s in app.screen.query("Static"))
        await pilot.press("y")
        outcome = (await final_update(friend))["outcome"]
        assert outcome["termination"] == "ended" and outcome["finished"]
        if quitting:
            await until(pilot, lambda: app.return_code is not None)
        else:  # the standings the game's end brought may come first
            await until(pilot, lambda: isinstance(app.screen, (MenuScreen, GameOverScreen)))
            if isinstance(app.screen, GameOverScreen):
                # the host has left: no next game (seen: "enter: play again", which then waited for ever)
                keys = str(app.screen.query_one("#game-over-keys").render())
                assert "play again" not in keys and "escape: main menu" in keys, keys
                await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await friend.close()


async def friend_next(socket) -> str:
    """The next `next` message a raw socket receives (others passed over)."""
    while '"type":"next"' not in (text := await socket.recv()):
        pass
    return text


async def test_the_host_at_a_servers_table_ends_the_game_for_everybody_from_the_pause_menu(parlour_home):
    """CH-5: seen, a host at a `parlour serve` table could only leave it (his seat waiting), a game of no round limit
    playing on for his friends. The host's pause menu offers the end, as at a table here: the result comes to every
    seat; a friend's menu does not offer it. Then enter deals the next game: the host in its lobby, in her seat, the
    friend told where his is."""
    from parlour.app.screens.game_over import SETTLE, GameOverScreen
    from parlour.app.screens.pause import PauseMenu
    from parlour.app.widgets.confirm import ConfirmEnd
    from tests.net_helpers import serving

    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={"rounds": 0, "rebuy": True})
    async with serving(pace=0.01) as (_server, address):
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Ann", setup=setup)))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            session = cast(RemoteSession, cast(LobbyScreen, app.screen).session)
            friend = await connect(address)
            await friend.send(
                json.dumps({"version": VERSION, "type": "hello", "table": session.table_id, "name": "Bo"})
            )
            await pilot.press("enter")  # the host starts
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted)
            await until(pilot, lambda: "esc Menu" in screen_text(app))  # the footer: not "esc Pause" either
            assert "Pause" not in screen_text(app)
            await pilot.press("a")  # the server's pace: said, not nothing (seen: a pressed, nothing said)
            await until(pilot, lambda: "The server keeps this table's pace" in screen_text(app))
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, PauseMenu))
            # not "Paused": a play-test read it so while the table played on for the others
            assert "Menu: the table plays on meanwhile" in screen_text(app) and "Paused" not in screen_text(app)
            menu = app.screen.query_one(OptionList)
            ids = [menu.get_option_at_index(index).id for index in range(menu.option_count)]
            assert "end" in ids, ids
            menu.highlighted = ids.index("end")
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, ConfirmEnd))
            assert "It ends for everybody at the table" in screen_text(app), "as her Leave says"
            await pilot.press("y")
            outcome = (await final_update(friend))["outcome"]
            assert outcome["termination"] == "ended" and outcome["finished"]
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
            # The next game, the same seats (seen: a network table's end offered the main menu alone).
            assert "enter: play again" in str(app.screen.query_one("#game-over-keys").render())
            await pilot.pause(SETTLE)
            await pilot.press("enter")
            told = json.loads(await asyncio.wait_for(friend_next(friend), 5))
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            following = cast(RemoteSession, cast(LobbyScreen, app.screen).session)
            assert following.table_id == told["table"] != session.table_id and following.seat == 0 and following.host
            await friend.close()
    session.host = False  # a friend's seat: the end is not his
    assert not session.capabilities.end_here
    with pytest.raises(IllegalAction):
        session.end()


async def test_a_friend_whose_host_ends_the_game_sees_the_final_standings_and_no_play_again(parlour_home):
    from parlour.app.screens.game_over import GameOverScreen

    async with hosted_red_dog(pace=0.05) as (address, code, host):
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            table = cast(TableScreen, app.screen)
            # the deal come (no fixed wait): the game is ended in the middle of the round
            await until(pilot, lambda: any(event.type == "deal" for event in table.session.log(table.viewer)))
            await host.send(json.dumps({"version": VERSION, "type": "end"}))

            def words() -> str:
                return " ".join(str(static.render()) for static in app.screen.query("Static"))

            # under load the screen may be pushed a moment before its words are composed
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen) and "ended the game" in words())
            assert "Ann (the host) ended the game" in words() and "play again" not in words()
            assert "ended at the table" not in words(), "seen: the friend was not told the host ended it"
            assert "review" not in words(), "he took no decision here: nothing of his to review"
            assert cast(TableScreen, app.screen_stack[-2]).session.person_to_act() is None, "nothing left to decide"
            header = cast(TableScreen, app.screen_stack[-2]).query_one("#table-status", StatusLine).text
            assert "game over" in header and "dealer" not in header, f"the game has no dealer now: {header}"
            await pilot.press("enter")
            assert isinstance(app.screen, GameOverScreen), "no next game here: the host opens it"
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, (GameOverScreen, TableScreen)))


async def test_a_friends_put_brings_the_fold_or_see_dialog_with_its_update_whatever_the_local_pace(parlour_home):
    """PU-4 at a network table: the update that makes the answer due is shown as it comes, the dialog with it.
    The server keeps the pace; the screen's own (here the slowest, 5 s) once held every update back to its next
    tick, so a friend's put reached the host's screen seconds late."""
    from parlour.app.games.put.answer import PutAnswer
    from parlour.app.saving.preferences import Preferences

    setup = TableSetup(game="put", seats=default_seats(2, 2), settings={})
    app = ann_hosts(setup, prefs=Preferences(animation_seconds=5.0))
    async with app.run_test(size=SIZE) as pilot:
        lobby, code, friend = await boris_joins(pilot, app)
        await pilot.press("enter")
        assert lobby.server is not None
        server_table = lobby.server.tables[code]
        await until(
            pilot, lambda: isinstance(app.screen, TableScreen) and server_table.session.person_to_act() is not None
        )
        table = cast(TableScreen, app.screen)
        if server_table.session.person_to_act() == 0:  # Ann speaks first: no put from her
            await until(pilot, table.viewer_decides, seconds=2.0)
            await pilot.press("d")
            await until(pilot, lambda: server_table.session.person_to_act() == 1, seconds=2.0)
        await friend.send(json.dumps({"version": VERSION, "type": "act", "action": {"seat": 1, "do": "put"}}))
        await until(pilot, lambda: isinstance(app.screen, PutAnswer), seconds=2.0)
        assert table.session.person_to_act() == 0 and "fold" in table.prompt.legal_kinds()
        await friend.close()


async def test_the_host_sees_whom_the_table_waits_for_and_that_a_friend_who_left_is_away(parlour_home):
    """Seen before: while a friend decided, and after he had left, the host read only "Waiting for the next
    player". Now the prompt names him, and says when he is away (a computer player then stands in after the
    server's wait)."""
    from tests.app_helpers import screen_text

    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={"rounds": 3})
    app = ann_hosts(setup)
    async with app.run_test(size=SIZE) as pilot:
        table, lobby, code, friend = await boris_at_the_table(pilot, app)
        assert lobby.server is not None
        server_table = lobby.server.tables[code]
        for _ in range(200):
            seat = server_table.session.person_to_act()
            if seat == 1:
                break
            if seat == 0 and isinstance(app.screen, TableScreen):
                await until(pilot, table.viewer_decides, seconds=3.0)
                await pilot.press("f")
            await pilot.pause(0.05)
            if not isinstance(app.screen, TableScreen):
                await pilot.press("enter")
        assert server_table.session.person_to_act() == 1
        await until(pilot, lambda: "Waiting for Boris to decide" in screen_text(app), seconds=3.0)
        # and for how long: a silent player holds the others the server's decide_within at the most
        counted = re.compile(r"Waiting for Boris to decide · a computer player decides for the seat in (\d):(\d\d)")
        first = counted.search(screen_text(app))
        assert first is not None, screen_text(app)
        await until(pilot, lambda: (later := counted.search(screen_text(app))) is not None and later[0] != first[0])
        # where the line is short of room, fewer words with the clock (seen: a bare "· 0:45" said nothing), then the
        # prompt's words alone (seen cut at "begins in")
        long, short, plain = table.idle_prompts(table.session.view(table.viewer))
        assert long.startswith(plain) and re.fullmatch(re.escape(plain) + r" · a computer decides in \d:\d\d", short)
        await friend.close()
        await until(pilot, lambda: "Boris is away: after a short wait" in screen_text(app), seconds=3.0)
        # and his seat says so (seen: only a log line told it, the seat looking as if he were there)
        boris = table.seat_panels()[1]
        assert boris.info is not None and boris.status_text(boris.info).startswith("away"), boris.info


async def test_a_friend_who_leaves_the_table_by_the_pause_menu_is_away_and_joining_again_takes_the_seat_back(
    parlour_home,
):
    """Seen: "Leave the table" went to the menu and left the connection open, so the seat stayed held by nobody
    (no computer player stood in) and joining again was refused ("every person's seat at this table is taken").
    Leaving now hangs up: the server counts the seat away at once, and the same code takes the seat back."""
    from parlour.app.screens.menu import MenuScreen
    from parlour.app.screens.pause import PauseMenu
    from parlour.app.widgets.confirm import ConfirmLeave

    async with hosted_red_dog(pace=0.05) as (address, code, host):
        remote = RemoteTable(SeatRequest(address=address, name="Boris", table=code))
        app = ParlourApp(prefs=QUICK, remote=remote)
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            session = cast(TableScreen, app.screen).session
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, PauseMenu))
            await pilot.press("down", "down", "enter")  # Leave the table
            await until(pilot, lambda: isinstance(app.screen, ConfirmLeave))
            assert "Your seat waits for you" in " ".join(str(s.render()) for s in app.screen.query("Static"))
            await pilot.press("y")
            await until(pilot, lambda: isinstance(app.screen, MenuScreen))

            async def seats() -> dict:
                while True:
                    data = json.loads(await host.recv())
                    if data["type"] == "update" and 1 in data["away"]:
                        return data

            await asyncio.wait_for(seats(), 5)  # the host's updates say Boris is away
            assert isinstance(session, RemoteSession) and session.gone
            app.open_remote(remote)  # joining again, with the same code
            await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.session is not session)
            await pilot.pause()  # the table mounted before the app stops (seen: its mount ran after its log went)
            again = cast(TableScreen, app.screen).session
            assert isinstance(again, RemoteSession) and again.seat == session.seat == 1, "his own seat back"


async def test_a_put_and_take_table_deals_the_next_round_once_the_summary_is_closed(parlour_home):
    """Seen: the server dealt round after round while the people read their summaries, and each screen then
    replayed what it had missed, one round per enter (Boris at round 3 while Ann ended the game at round 5). The
    app says when its person has read a round's summary, and the table waits for it."""
    from parlour.app.screens.round_summary import RoundSummary
    from tests.net_helpers import send, serving

    setup = TableSetup(game="put_and_take", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    async with serving(pace=0.01) as (server, address):
        host = await connect(address, max_queue=None)  # Ann: a client that shows no summary
        await send(host, type="create", setup=setup, name="Ann")
        code = json.loads(await host.recv())["table"]
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            session = server.tables[code].session
            await until(pilot, lambda: isinstance(app.screen, RoundSummary))
            # its escape opens the menu over a table that plays on, as the table's own does (seen: "esc pause")
            await pilot.press("f2")
            await until(pilot, lambda: "esc menu" in screen_text(app))
            assert "pause" not in screen_text(app)
            await pilot.press("f2")
            await until(pilot, lambda: isinstance(app.screen, RoundSummary))
            for _ in range(5):
                await pilot.pause(0.1)
                assert session.view(None).rounds_played == 1, "round 2 waits for Boris's summary"
            await pilot.press("enter")  # read: round 2 comes, is played (no decision in it), and waits in its turn
            await until(pilot, lambda: session.view(None).rounds_played == 2 and server.tables[code].reading() == (1,))
        await host.close()


async def test_a_table_whose_server_cannot_be_reached_again_says_so_where_it_stays(parlour_home):
    """Seen: the server gone for good (its host's app quit), a friend read a passing notice, then a live-looking
    table whose keys did nothing. Once the seat cannot be taken back, the table says so on its message line."""
    from parlour.app.net import client
    from parlour.app.net.server import TableServer
    from tests.app_helpers import screen_text

    sleep = FakeSleep()  # every try, a second or more apart, in no real time
    server = TableServer(pace=0.05)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.serve(port=0, ready=ready))
    address = f"ws://127.0.0.1:{await ready}"
    host = await connect(address)
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    await host.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
    code = json.loads(await host.recv())["table"]
    remote = RemoteTable(SeatRequest(address=address, name="Boris", table=code), sleep=sleep)
    app = ParlourApp(prefs=QUICK, remote=remote)
    async with app.run_test(size=SIZE) as pilot:
        await started_by_the_host(pilot, app, host)
        table = cast(TableScreen, app.screen)
        host.transport.abort()
        task.cancel()  # the server goes for good
        for running in list(server.tasks):
            running.cancel()
        await until(pilot, lambda: table.session.unreachable)
        await until(pilot, lambda: "could not be reached again" in screen_text(app))
        assert len(sleep.waits) == client.REJOIN_TRIES and sleep.waits[:6] == [1.0, 2.0, 3.0, 4.0, 5.0, 5.0]


async def test_the_join_dialog_opens_with_the_table_last_joined_even_in_the_next_run(parlour_home):
    """Seen: each run's join dialog began empty (the address, the code, the name "Guest"), whether the table had
    been joined by the dialog or by `parlour join`: a friend coming back had to find the host's join line again."""
    async with hosted_red_dog(pace=0.05) as (address, code, _host):
        joined = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Борис", table=code)))
        async with joined.run_test(size=SIZE) as pilot:  # `parlour join ADDRESS CODE --name Борис`
            await until(pilot, lambda: isinstance(joined.screen, LobbyScreen) and joined.screen.session is not None)
        again = ParlourApp(prefs=QUICK, autoplay=False)
        async with again.run_test(size=SIZE) as pilot:
            await open_the_join_dialog(again, pilot)
            fields = ("address", "code", "name")
            values = {field: again.screen.query_one(f"#join-{field}", Input).value for field in fields}
            assert values == {"address": address, "code": code, "name": "Борис"}


async def test_the_prompt_under_an_open_summary_names_only_the_people_still_reading(parlour_home):
    """Seen: with her summary open, Ann's line under it still said Boris was reading after he had closed his (the
    table's updates wait for her summary; whom the next round waits for need not)."""
    from parlour.app.screens.round_summary import RoundSummary
    from tests.app_helpers import screen_text
    from tests.net_helpers import send, serving

    setup = TableSetup(game="put_and_take", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    async with serving(pace=0.01) as (server, address):
        host = await connect(address, max_queue=None)  # Ann shows summaries too: she says so
        await send(host, type="create", setup=setup, name="Ann", summaries=True)
        code = json.loads(await host.recv())["table"]
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            await until(pilot, lambda: isinstance(app.screen, RoundSummary))
            await until(pilot, lambda: "Waiting for Ann to read the round summary" in screen_text(app))
            await send(host, type="seen", rounds=1)
            await until(pilot, lambda: server.tables[code].reading() == (1,))
            await until(pilot, lambda: "Waiting for Ann" not in screen_text(app))
            assert isinstance(app.screen, RoundSummary), "his own summary still open"
        await host.close()


async def test_a_network_table_offers_no_key_that_moves_it(parlour_home):
    """Seen: the footer offered "space Turn card" at a network table of Put and Take, where the server keeps the
    pace and the key moved nothing."""
    from tests.net_helpers import send, serving

    setup = TableSetup(game="put_and_take", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    async with serving(pace=0.01) as (_server, address):
        host = await connect(address, max_queue=None)
        await send(host, type="create", setup=setup, name="Ann")
        code = json.loads(await host.recv())["table"]
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with app.run_test(size=SIZE) as pilot:
            await started_by_the_host(pilot, app, host)
            table = cast(TableScreen, app.screen)
            offered = {active.binding.action for active in table.active_bindings.values() if active.enabled}
            assert "next" not in offered and "toggle_auto" not in offered
        await host.close()


async def test_a_host_at_a_server_elsewhere_leaves_the_table_and_the_game_goes_on(parlour_home):
    """The host of a table on a server that does not run in this app (`parlour serve` elsewhere) may leave it: the
    seat waits for its person (said before leaving), and the game goes on for everybody; only a table served from
    here ends with its host."""
    from parlour.app.screens.menu import MenuScreen
    from parlour.app.widgets.confirm import ConfirmLeave
    from tests.net_helpers import serving

    async with serving(pace=0.01, wait=1000) as (server, address):
        setup = TableSetup(game="red_dog", seats=default_seats(3, 1), settings={"rounds": 50})
        app = ParlourApp(prefs=QUICK, autoplay=True, remote=RemoteTable(SeatRequest(address, "Ann", setup)))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            (table,) = server.tables.values()
            await pilot.press("enter")  # the host starts the game
            await until(pilot, lambda: isinstance(app.screen, TableScreen))
            await pilot.press("escape", "down", "down", "enter")
            await until(pilot, lambda: isinstance(app.screen, ConfirmLeave))
            assert "Your seat waits for you" in " ".join(str(s.render()) for s in app.screen.query("Static"))
            await pilot.press("y")
            await until(pilot, lambda: isinstance(app.screen, MenuScreen))
            await until(pilot, lambda: table.away() == (0,))
            assert not table.session.is_over(), "the game goes on: the host's seat waits for her"


async def test_the_lobby_says_whose_table_it_is_on_the_hosts_and_a_friends_screen(parlour_home):
    """Seen: Boris joined Ann's table and his lobby read 'Ann: here', 'Boris (you): here', 'waiting for the host to
    start the game': not whose table it was nor who would start it. Both lobbies name the host, at 80x24 too."""
    from tests.app_helpers import SMALL, screen_text

    app = ann_hosts(TableSetup(game="red_dog", seats=default_seats(3, 2), settings={}))
    async with app.run_test(size=SMALL) as pilot:
        await boris_joins(pilot, app)
        shown = screen_text(app)
        assert "Ann (you, the host): here" in shown and "Boris: here" in shown, shown
        assert "enter: start the game" in shown
    async with hosted_red_dog(pace=0.01) as (address, code, _host):
        friend = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with friend.run_test(size=SMALL) as pilot:
            await until(pilot, lambda: isinstance(friend.screen, LobbyScreen) and friend.screen.session is not None)
            await until(pilot, lambda: "Boris (you): here" in screen_text(friend))
            shown = screen_text(friend)
            assert "Ann (the host): here" in shown, shown
            assert "waiting for Ann, the host, to start the game · escape: leave" in shown, shown


async def test_a_computer_players_own_name_is_shown_in_each_screens_language(parlour_home):
    """Seen: a Russian host's computer players kept their Russian names on an English friend's screen («Клео»,
    «Дмитрий»). A name that is one of the app's own is shown in the language of the screen (the protocol
    unchanged: the client reads the names as they came); a person's name stays as typed."""
    from parlour.app.net.protocol import VERSION as SENT_WITH
    from parlour.app.words.i18n import set_language
    from tests.app_helpers import SMALL, screen_text
    from tests.net_helpers import serving

    set_language("ru")
    seats = default_seats(4, 2)  # «Клео», «Дмитрий»: the host's screen is Russian
    set_language("en")
    assert [seat.name for seat in seats[2:]] != ["Cleo", "Dmitri"] and SENT_WITH == VERSION
    async with serving(pace=0.01) as (_server, address):
        host = await connect(address)
        setup = TableSetup(game="red_dog", seats=seats, settings={}).model_dump(mode="json")
        await host.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
        code = json.loads(await host.recv())["table"]
        friend = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Boris", table=code)))
        async with friend.run_test(size=SMALL) as pilot:
            await until(pilot, lambda: "Boris (you): here" in screen_text(friend))
            shown = screen_text(friend)
            assert "Cleo: computer player" in shown and "Dmitri: computer player" in shown, shown
            await host.send(json.dumps({"version": VERSION, "type": "start"}))
            await until(pilot, lambda: isinstance(friend.screen, TableScreen) and friend.screen.is_mounted)
            await until(pilot, lambda: "Cleo" in screen_text(friend) and "Клео" not in screen_text(friend))
            assert cast(TableScreen, friend.screen).presenter.names[2:] == ("Cleo", "Dmitri")
        await host.close()


def test_a_name_shown_in_this_screens_language_is_never_another_seats_nor_a_persons_changed():
    """`names_here`: a seat waiting for its person reads 'Player 2' («Игрок 2» at a Russian host's table; a
    person who typed «Игрок 9» at seat 3 keeps it); a person called «Клео» stays «Клео»; a computer player's
    «Клео» beside a person called Cleo stays «Клео» (two Cleos would be one name for two seats); a name typed for
    a computer player stays as typed."""
    from parlour.app.seating.table_setup import names_here

    assert names_here(("Клео", "Дмитрий", "Rex"), people=(0,)) == ("Клео", "Dmitri", "Rex")
    assert names_here(("Cleo", "Клео", "Ева"), people=(0,)) == ("Cleo", "Клео", "Eva")
    assert names_here(("Аня", "Игрок 2", "Игрок 9", "Клео"), people=(0, 1, 2)) == ("Аня", "Player 2", "Игрок 9", "Cleo")


async def test_the_person_a_server_waits_for_is_told_in_the_last_minute_how_long_is_left(parlour_home, monkeypatch):
    """Seen: the others read "a computer player decides for the seat in 1:50", the person himself nothing, then a
    computer player bet his whole pot. In the wait's last minute he is told, under his decision's line."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={"rounds": 3})
    app = ann_hosts(setup)
    async with app.run_test(size=SIZE) as pilot:
        table, _lobby, _code, friend = await boris_at_the_table(pilot, app)
        # Ann's decision, whoever the deal makes decide first (Boris, a raw socket, would hold the table two minutes)
        monkeypatch.setattr(table, "viewer_decides", lambda: True)
        left = {"seconds": 90.0}
        monkeypatch.setattr(table.session, "waits_left", lambda: left["seconds"])
        message = table.query_one("#table-message")  # read as it is set: the table moves on (a move clears it)
        table.show_wait()
        assert "left to decide" not in str(message.render()), "not before the last minute"
        left["seconds"] = 42.3
        table.show_wait()
        assert "0:43 left to decide: then a computer player decides for you" in str(message.render())
        await friend.close()


async def test_a_round_summary_at_a_servers_table_says_how_long_the_table_waits_for_its_reader(
    parlour_home, monkeypatch
):
    """Seen: the others read "… to read the round summary · the next round begins in 0:54", the reader himself
    nothing: nothing told him the next round would begin without him. His summary counts it down; the table's
    prompt under it, which is not redrawn there, leaves its clock out (seen: "· 0:45" under the summary's 0:12)."""
    from parlour.app.screens.round_summary import RoundSummary
    from tests.app_helpers import screen_text

    setup = TableSetup(game="put_and_take", seats=default_seats(3, 2), settings={"rounds": 3})  # no decisions
    app = ann_hosts(setup)
    async with app.run_test(size=SIZE) as pilot:
        table, _lobby, _code, friend = await boris_at_the_table(pilot, app)
        await until(pilot, lambda: isinstance(app.screen, RoundSummary), seconds=10.0)
        said = re.compile(r"The next round begins in [12]:\d\d, or once everybody has read this")
        await until(pilot, lambda: said.search(screen_text(app)) is not None)  # on one line of the dialog
        monkeypatch.setattr(type(table.session), "reading", property(lambda _session: (0, 1)))  # Boris reads too
        under = table.idle_prompts(table.session.view(table.viewer))
        assert "Boris[/b] to read the round summary" in under[0] and not re.search(r"\d:\d\d", " ".join(under)), under
        await friend.close()


@pytest.mark.parametrize(
    "game, before",
    [
        ("red_dog", "enter: start the game (it waits for anyone not here yet)"),
        ("put_and_take", "enter: start the game (the cards are turned for anyone not here yet)"),
    ],
)
async def test_the_hosts_lobby_says_what_starting_now_means_for_anyone_not_here_yet(parlour_home, game, before):
    """A play-test: a Put and Take lobby said the game "waits for anyone not here yet", and its first round was
    played for two empty seats (nobody decides anything there). Once everybody is here, just how to start."""
    from tests.app_helpers import SMALL

    app = ann_hosts(TableSetup(game=game, seats=default_seats(3, 2), settings={}))
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
        hint = app.screen.query_one("#lobby-hint")
        await until(pilot, lambda: before in str(hint.render()))
        _lobby, _code, friend = await boris_joins(pilot, app)
        await until(pilot, lambda: "enter: start the game ·" in str(hint.render()))
        await friend.close()
