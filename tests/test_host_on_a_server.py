"""Opening a table on a Parlour server already running elsewhere (`parlour serve`): `parlour host GAME --server
ADDRESS` and the host dialog's server field. Without them a `parlour serve` served no one (the host dialog always
served from the app on 127.0.0.1:8765, and no command opened a table on another server)."""

from __future__ import annotations

import json
from typing import cast

import pytest
from textual.widgets import Input
from websockets.asyncio.client import connect

from parlour.app.cli import build_parser, main, remote_table
from parlour.app.net.client import SeatRequest
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.host import HostScreen
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.screens.setup import SetupScreen
from parlour.app.seating.table_setup import TableSetup, default_seats
from tests.app_helpers import QUICK, SIZE, screen_text
from tests.net_helpers import send, serving, until
from tests.test_host_from_menu import at_the_host_dialog, choose_menu_entry


def test_host_with_a_server_asks_that_server_for_the_table_and_serves_nothing_here():
    parser = build_parser()
    args = parser.parse_args(["host", "red_dog", "--server", "ws://10.0.0.5:8765", "--people", "2", "--name", "Ann"])
    table = remote_table(args.command_parser, args)
    assert table.serve_port is None and table.request.address == "ws://10.0.0.5:8765"
    assert table.request.name == "Ann" and table.request.setup is not None and table.request.setup.game == "red_dog"


@pytest.mark.parametrize(
    "options, said",
    [
        (["--server", "10.0.0.5:8765"], "give the server's address, e.g. ws://192.168.1.5:8765"),
        (
            ["--server", "ws://10.0.0.5:8765", "--port", "9000"],
            "--port: the server at ws://10.0.0.5:8765 keeps its own",
        ),
        (
            ["--server", "ws://h:1", "--wait", "5", "--limit", "decide_within=9"],
            "--wait, --limit: the server at ws://h:1",
        ),
    ],
)
def test_host_with_a_server_refuses_a_bad_address_and_the_options_of_a_server_served_here(options, said, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["host", "red_dog", *options])
    assert stop.value.code == 2
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert last.startswith("parlour host: error: " + said), last


async def test_the_host_dialog_opens_the_table_on_the_server_typed_and_refuses_what_is_no_address(monkeypatch):
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        asked = await at_the_host_dialog(pilot, app, monkeypatch)
        assert "running parlour serve" in screen_text(app) and "escape: back" in screen_text(app)
        await pilot.press("tab", *"10.0.0.5:8765", "enter")
        await until(pilot, lambda: "✗ give the server's address" in screen_text(app))
        assert isinstance(app.screen, HostScreen) and not asked
        await pilot.press("home", *"ws://", "shift+tab", "down", "enter")  # Red Dog
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        (table,) = asked
        assert table.game == "red_dog" and table.serve_port is None
        assert table.request.address == "ws://10.0.0.5:8765" and table.request.setup is None
        await pilot.press("escape")  # back from the setup: the dialog offers that server again
        await until(pilot, lambda: not isinstance(app.screen, SetupScreen))
        await choose_menu_entry(pilot, app, "host")
        await until(pilot, lambda: isinstance(app.screen, HostScreen))
        assert app.screen.query_one("#host-server", Input).value == "ws://10.0.0.5:8765"


async def test_a_refused_address_keeps_the_dialogs_hint_on_an_80x24_screen_in_russian(monkeypatch):
    """Seen: the refusal took a line of its own, and at 80x24 in Russian (its note three lines long) the dialog's
    hint fell off the screen; it is said in place of the field's label."""
    app = ParlourApp(autoplay=False, prefs=Preferences(language="ru", animation_seconds=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_host_dialog(pilot, app, monkeypatch)
        await pilot.press("tab", *"10.0.0.5", "enter")
        await until(pilot, lambda: "✗ укажите адрес сервера" in screen_text(app))
        assert "escape: назад" in screen_text(app) and isinstance(app.screen, HostScreen)


async def test_a_table_opened_on_a_server_seats_its_host_and_names_that_server_in_the_join_line():
    setup = TableSetup(game="red_dog", seats=default_seats(3, people=2))
    async with serving() as (server, address):
        request = SeatRequest(address=address, name="Ann", setup=setup)
        app = ParlourApp(prefs=QUICK, autoplay=True, remote=RemoteTable(request))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
            lobby = app.screen
            assert isinstance(lobby, LobbyScreen) and lobby.server is None  # nothing served from this app
            assert lobby.session is not None and lobby.session.host
            (table,) = server.tables.values()
            join = f"parlour join {address} {table.code} --name"
            # (the lobby draws its seats and join line once the first update is read, after the seat is taken)
            await until(pilot, lambda: join in screen_text(app).replace("\n", " "))


async def test_a_table_with_no_seat_for_a_friend_offers_no_join_line():
    """Seen: `parlour host red_dog --players 3 --people 1` showed friends a join line, and a friend who used it was
    refused (every seat taken, his own to take back from his own terminal): the lobby says no seat is a friend's. A
    host who gave no name is named once (seen: "You (you, the host)")."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, people=1))
    async with serving() as (_server, address):
        app = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="You", setup=setup)))
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: "No seat here is for a friend" in screen_text(app))
            assert "parlour join" not in screen_text(app)
            # a host named by default (no --name) is "You (the host)", not "You (you, the host)"
            assert "You (the host): here" in screen_text(app) and "(you, the host)" not in screen_text(app)


def ann_hosts_at(address: str) -> ParlourApp:
    """`parlour host red_dog --players 3 --people 2 --name Ann --server ADDRESS`."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={})
    return ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Ann", setup=setup)))


async def in_her_lobby(pilot, ann: ParlourApp, server) -> str:
    """Ann's app in the lobby of the one table on `server`: its code."""
    await until(pilot, lambda: isinstance(ann.screen, LobbyScreen) and ann.screen.session is not None)
    (code,) = server.tables
    return code


async def test_a_seat_given_up_before_the_start_reads_not_here_yet_in_the_hosts_lobby(parlour_home):
    """Seen: a friend who left the lobby gave his seat up, but the host's lobby read "Player 2: away (the seat
    waits)" where anybody could take it. A seat whose name changes holds somebody else, or nobody: not "away"."""
    async with serving(pace=0.05) as (server, address):
        ann = ann_hosts_at(address)
        async with ann.run_test(size=SIZE) as pilot:
            code = await in_her_lobby(pilot, ann, server)
            boris = await connect(address)
            await send(boris, type="hello", table=code, name="Boris")
            await until(pilot, lambda: "Boris: here" in screen_text(ann))
            await send(boris, type="leave")
            await until(pilot, lambda: "Boris" not in screen_text(ann))
            assert "Player 2: not here yet" in screen_text(ann) and "away" not in screen_text(ann), screen_text(ann)
            await boris.close()


async def test_a_host_whose_terminal_closed_takes_her_own_seat_back_on_the_server(parlour_home):
    """Seen in a try in tmux: Ann opened a table on `parlour serve` (`parlour host red_dog --server ADDRESS`), Boris
    joined, her terminal closed, and `parlour join ADDRESS CODE` said "every seat for people at this table is
    taken": only a seat joined kept its token on this machine. A table on a server of its own outlives the host's
    terminal, as a friend's seat does: her token is kept and takes her own seat back, the host's (she starts the
    game)."""
    async with serving(pace=0.05) as (server, address):
        ann = ann_hosts_at(address)
        async with ann.run_test(size=SIZE) as pilot:
            code = await in_her_lobby(pilot, ann, server)
        boris = await connect(address)  # Boris takes the other people's seat
        await send(boris, type="hello", table=code, name="Boris")
        assert json.loads(await boris.recv())["seat"] == 1
        again = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Ann", table=code)))
        async with again.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(again.screen, LobbyScreen) and again.screen.session is not None)
            session = cast(LobbyScreen, again.screen).session
            assert session is not None and session.seat == 0 and session.host, "her own seat, the host's"
            await until(pilot, lambda: "⏎ Start" in screen_text(again))  # she starts the game
        await boris.close()


async def test_the_same_host_command_again_takes_the_hosts_seat_back_not_a_new_table(parlour_home):
    """Seen in a play-test: the host's terminal closed at a table on `parlour serve`, and the same `parlour host
    red_dog --server ADDRESS` run again opened a new, empty table, the friend left at the old one (a table the
    app served itself was taken back so). Her seat kept at that server, at a game of that kind still going, is
    taken back: one table on the server, her own seat, the host's."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={})
    async with serving(pace=0.05) as (server, address):
        host_again = RemoteTable(SeatRequest(address=address, name="Ann", setup=setup))
        ann = ParlourApp(prefs=QUICK, remote=host_again)
        async with ann.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(ann.screen, LobbyScreen) and ann.screen.session is not None)
            (code,) = server.tables
        boris = await connect(address)
        await send(boris, type="hello", table=code, name="Boris")
        assert json.loads(await boris.recv())["seat"] == 1
        put = TableSetup(game="put", seats=default_seats(2, 1))
        again = ParlourApp(prefs=QUICK, remote=RemoteTable(SeatRequest(address=address, name="Ann", setup=put)))
        async with again.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(again.screen, LobbyScreen) and again.screen.session is not None)
            assert len(server.tables) == 2, "another game: a table of its own"
        again = ParlourApp(prefs=QUICK, remote=host_again)
        async with again.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(again.screen, LobbyScreen) and again.screen.session is not None)
            session = cast(LobbyScreen, again.screen).session
            assert session is not None and session.table_id == code and session.seat == 0 and session.host
            assert len(server.tables) == 2, "no new table"
        await boris.close()
