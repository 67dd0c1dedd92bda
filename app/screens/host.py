"""Host a network table from the main menu: choose the game; its usual setup screen follows (the seats ticked
"person" are the people's), then the lobby serves the table from this app, as `parlour host GAME` does.

The table listens on this machine only (127.0.0.1), the safe default: friends at other terminals of this machine
join at once; serving other machines is `parlour host GAME --listen 0.0.0.0`, which the dialog names (the README
says what to think of first)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ...rules.games import all_games
from ..net import DEFAULT_PORT
from ..net.client import SeatRequest
from ..widgets.literal import SafeStatic
from ..widgets.screen_base import ParlourModal
from ..words.i18n import N_, _
from .lobby import RemoteTable


class HostScreen(ParlourModal[RemoteTable | None]):
    """The games; enter hosts the one highlighted, escape goes back."""

    BINDINGS = [Binding("escape", "back", N_("Back"))]

    def compose_body(self) -> ComposeResult:
        yield SafeStatic("[b]" + _("Host a network table") + "[/b]", classes="dialog-title")
        yield OptionList(*(Option(_(info.title), id=info.id) for info in all_games()), id="host-games")
        yield SafeStatic(
            "[dim]"
            + _(
                "Served from this app on this machine (127.0.0.1:{port}); for other machines start "
                "parlour host GAME --listen 0.0.0.0"
            ).format(port=DEFAULT_PORT)
            + "[/]",
            id="host-note",
        )
        yield SafeStatic("[dim]" + _("enter: set the game up · escape: back") + "[/]", classes="dialog-hint")

    @on(OptionList.OptionSelected, "#host-games")
    def on_game_chosen(self, message: OptionList.OptionSelected) -> None:
        request = SeatRequest(address="", name="", setup=None)
        self.dismiss(RemoteTable(request, serve_port=DEFAULT_PORT, game=message.option.id or ""))

    def action_back(self) -> None:
        self.dismiss(None)
