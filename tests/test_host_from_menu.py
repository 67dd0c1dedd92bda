"""Hosting a network table from the main menu (PRODUCT.md: "Host or join a table over the network"): the game is
chosen in a dialog, then the usual setup and the lobby follow as for `parlour host GAME`, on this machine only."""

from __future__ import annotations

from typing import cast

from parlour.app.net import DEFAULT_PORT
from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.host import HostScreen
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.setup import SetupScreen
from tests.app_helpers import QUICK, SIZE, screen_text
from tests.net_helpers import until


async def choose_menu_entry(pilot, app, entry: str) -> None:
    menu = app.screen.query_one("#menu")
    menu.highlighted = [option.id for option in menu.options].index(entry)
    await pilot.press("enter")


async def at_the_host_dialog(pilot, app, monkeypatch) -> list[RemoteTable]:
    """The host dialog open from the menu; what it asks the app to open is listed (and opened) as it comes."""
    await pilot.pause()
    asked: list[RemoteTable] = []
    opened = app.open_remote
    monkeypatch.setattr(app, "open_remote", lambda table: (asked.append(table), opened(table)))
    await choose_menu_entry(pilot, app, "host")
    await until(pilot, lambda: isinstance(app.screen, HostScreen))
    return asked


async def test_host_chooses_a_game_then_its_setup_opens_for_a_table_served_on_this_machine(monkeypatch):
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        asked = await at_the_host_dialog(pilot, app, monkeypatch)
        assert "127.0.0.1:8765" in screen_text(app) and "--listen 0.0.0.0" in screen_text(app)
        await pilot.press("down", "enter")  # Red Dog
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        (table,) = asked
        assert table.game == "red_dog" and table.serve_port == DEFAULT_PORT and table.serve_host == "127.0.0.1"
        assert table.request.setup is None and table.request.table is None, "the setup screen sets the game up"
        assert cast(SetupScreen, app.screen).game == "red_dog"


async def test_escape_leaves_the_host_dialog_for_the_menu_and_hosts_nothing(monkeypatch):
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        monkeypatch.setattr(app, "open_remote", lambda table: (_ for _ in ()).throw(AssertionError("hosted")))
        await choose_menu_entry(pilot, app, "host")
        await until(pilot, lambda: isinstance(app.screen, HostScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))


async def test_a_hosted_tables_setup_is_kept_as_the_games_last_even_when_its_server_refuses_it(parlour_home):
    """A play-test: a table set up to host (600 rounds) was refused by the server ("a network table plays 500 rounds
    at the most"); back at the menu, the setup opened again held the defaults, the setup typed gone. A hosted
    table's setup is kept as a table sat down at here keeps it, whatever the server answers."""
    from parlour.app.net.client import SeatRequest
    from parlour.app.saving.saved import load_last_setup
    from tests.test_bad_input import fill

    app = ParlourApp(autoplay=False, prefs=QUICK)
    remote = RemoteTable(SeatRequest(address="ws://127.0.0.1:1", name="Ann"), game="red_dog")  # nothing listens there
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_remote(remote)
        await until(pilot, lambda: isinstance(app.screen, SetupScreen) and bool(app.screen.query("#set-rounds")))
        await fill(pilot, "set-rounds", "600")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.is_mounted)
        await until(pilot, lambda: "✗" in screen_text(app))  # nothing listens at that address: refused
    kept, notice = load_last_setup("red_dog")
    assert notice is None and kept is not None and kept.settings["rounds"] == 600
