"""Host a network table from the main menu: choose the game; its usual setup screen follows (the seats ticked
"person" are the people's), then the lobby serves the table from this app, as `parlour host GAME` does, or opens
it on a Parlour server already running elsewhere (`parlour serve`), as `parlour host GAME --server ADDRESS` does.

Served from this app, the table listens on this machine only (127.0.0.1), the safe default: friends at other
terminals of this machine join at once; serving other machines is `parlour host GAME --listen 0.0.0.0`, which the
dialog names (the README says what to think of first)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from ...rules.games import all_games
from ..net import DEFAULT_PORT
from ..net.client import SeatRequest
from ..net.connection_words import address_problem
from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourModal
from ..words.i18n import N_, _
from .lobby import RemoteTable

ADDRESS_LIMIT = 200
"""Characters the server's field takes (an address is far shorter; a paste is cut there)."""


class HostScreen(ParlourModal[RemoteTable | None]):
    """The games; enter hosts the one highlighted, escape goes back."""

    BINDINGS = [Binding("escape", "back", N_("Back"))]

    def __init__(self, server: str = "") -> None:
        super().__init__()
        self.server = server
        """The server's field as it opens: the one last hosted on in this run ("": served from the app)."""

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
        # A refused address is said on this line, in its place: the dialog keeps its height (at 80x24 in Russian a
        # line more pushed its hint off the screen).
        yield SafeStatic(_("Or host it on a server running parlour serve, at:"), id="host-server-label")
        yield Input(
            self.server, placeholder=_("leave blank to serve from this app"), id="host-server", max_length=ADDRESS_LIMIT
        )
        yield SafeStatic(
            "[dim]" + _("enter: set the game up · tab: the server · escape: back") + "[/]", classes="dialog-hint"
        )

    @on(OptionList.OptionSelected, "#host-games")
    def on_game_chosen(self, message: OptionList.OptionSelected) -> None:
        server = self.query_one("#host-server", Input).value.strip()
        problem = address_problem(server) if server else None
        if problem is not None:
            self.query_one("#host-server-label", Static).update(f"[b $error]✗[/] {literal(problem)}")
            self.app.bell()
            return
        game = message.option.id or ""
        request = SeatRequest(address=server, name="", setup=None)
        self.dismiss(
            RemoteTable(request, game=game) if server else RemoteTable(request, serve_port=DEFAULT_PORT, game=game)
        )

    @on(Input.Submitted, "#host-server")
    def on_server_given(self, event: Input.Submitted) -> None:
        """Enter in the server's field sets up the game highlighted in the list."""
        event.stop()
        games = self.query_one("#host-games", OptionList)
        if games.highlighted is not None:
            games.action_select()

    def action_back(self) -> None:
        self.dismiss(None)
