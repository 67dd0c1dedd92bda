"""The main menu: continue a saved game, a new game of each kind, rules, statistics, preferences, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ...rules.games import all_games, by_id
from ..saving.saved_game_names import saved_game_kinds
from ..widgets.banner import Banner
from ..widgets.footer import ParlourFooter
from ..widgets.literal import cell_width
from ..widgets.screen_base import ParlourScreen
from ..words.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from ..net.client import SeatRequest
    from .lobby import RemoteTable

MENU_ROOM = 74
"""Cells an entry has on one line of the menu (#menu is 78 wide: its border and padding take 4)."""


def continue_label(kinds: list[str], room: int = MENU_ROOM) -> str:
    """ "Continue your Red Dog game", or "Continue one of 3 saved games (Red Dog, Put)" (markup); the games
    left out when the entry would not fit `room` cells (it would wrap onto a second line)."""
    titles = [_(by_id(kind).title) for kind in dict.fromkeys(kinds) if kind != "?"]
    if len(kinds) == 1 and titles:
        return _("[b]Continue[/b] your {game} game").format(game=titles[0])
    if titles:
        label = ngettext(
            "[b]Continue[/b] a saved game ({games})", "[b]Continue[/b] one of {n} saved games ({games})", len(kinds)
        ).format(n=len(kinds), games=", ".join(titles))
        if cell_width(label) <= room:
            return label
    return ngettext("[b]Continue[/b] a saved game", "[b]Continue[/b] one of {n} saved games", len(kinds)).format(
        n=len(kinds)
    )


class MenuScreen(ParlourScreen):
    """The first screen."""

    BINDINGS = [
        Binding("q", "app.quit", N_("Quit")),
    ]
    """Menu keys (arrows and enter choose). Escape does nothing here: pressed twice to leave a
    screen quickly, it must not quit the app from the menu."""

    last_join: SeatRequest | None = None
    """What the join dialog last asked for in this run: it opens with it again (`join`)."""
    last_server = ""
    """The server the host dialog last opened a table on in this run ("": served from the app)."""

    def compose_body(self) -> ComposeResult:
        yield Banner(id="banner")
        yield OptionList(id="menu")
        yield ParlourFooter()

    continue_said: str | None = None
    """What the Continue entry said when the menu was last filled (None: there was none)."""

    def on_mount(self) -> None:
        self.fill_menu()

    def on_screen_resume(self) -> None:
        self.fill_menu()

    def retranslate(self) -> None:
        """Drawn again in the language now in force, the menu filled in it and focused."""
        super().retranslate()
        self.call_next(self.refill)

    def refill(self) -> None:
        self.fill_menu()
        self.query_one("#menu", OptionList).focus()

    def fill_menu(self) -> None:
        """The entries; Continue only while a game is saved. The cursor stays on the entry it was on (back
        from a screen the menu opened), else goes to the first; to Continue when it says something new (a table
        just left was saved: seen, the cursor stayed on "New game: Red Dog" and enter set up a new game)."""
        menu = self.query_one("#menu", OptionList)
        left_from = menu.highlighted_option.id if menu.highlighted_option is not None else None
        options = []
        kinds = saved_game_kinds()
        label = continue_label(kinds, menu.scrollable_content_region.width or MENU_ROOM) if kinds else None
        if label is not None:
            options.append(Option(label, id="continue"))
            if label != self.continue_said:
                left_from = "continue"
        self.continue_said = label
        options += [
            Option(
                _("New game: [b]{game}[/b]  [dim]{blurb}[/]").format(game=_(info.title), blurb=_(info.blurb)),
                id=f"new:{info.id}",
            )
            for info in all_games()
        ]
        options += [
            Option(_("Host a network table"), id="host"),
            Option(_("Join a network table"), id="join"),
            Option(_("Rules"), id="rules"),
            Option(_("Statistics"), id="statistics"),
            Option(_("Preferences"), id="preferences"),
            Option(_("Quit"), id="quit"),
        ]
        menu.clear_options()
        menu.add_options(options)
        ids = [option.id for option in options]
        menu.highlighted = ids.index(left_from) if left_from in ids else 0  # back on the entry left from

    @on(OptionList.OptionSelected, "#menu")
    def on_menu_selected(self, message: OptionList.OptionSelected) -> None:
        choice = message.option.id or ""
        if choice.startswith("new:"):
            self.new_game(choice[4:])
        elif choice == "continue":
            self.app.resume_game()
        elif choice == "host":
            # lazy: start-up (the host dialog brings the network client)
            from .host import HostScreen

            self.app.push_screen(HostScreen(self.last_server), self.host)
        elif choice == "join":
            # lazy: start-up (the join screen brings the network client)
            from .join import JoinScreen

            self.app.push_screen(JoinScreen(self.last_join or self.saved_join()), self.join)
        elif choice == "rules":
            self.app.action_rules()
        elif choice == "statistics":
            self.app.action_statistics()
        elif choice == "preferences":
            self.app.action_preferences()
        elif choice == "quit":
            self.app.call_next(self.app.action_quit)  # (asks first while this app serves a game: `action_quit`)

    def host(self, table: RemoteTable | None) -> None:
        """Set up and serve the table the host dialog chose the game of (the server it named is offered again
        at the dialog's next opening in this run)."""
        if table is not None:
            self.last_server = table.request.address
            self.app.open_remote(table)

    def join(self, table: RemoteTable | None) -> None:
        """Sit down at the table the join dialog asked for, and keep the request for the dialog's next opening in
        this run (a join that failed is tried again without typing it anew; one that succeeded is kept for the
        next runs too: LobbyScreen)."""
        if table is not None:
            self.last_join = table.request
            self.app.open_remote(table)

    def saved_join(self) -> SeatRequest | None:
        """The table last joined in an earlier run (None: none, or a file set aside: said so)."""
        # lazy: start-up (Pydantic and the network client load when the dialog is first opened)
        from ..net.client import SeatRequest
        from ..saving.saved import load_last_join

        saved, notice = load_last_join()
        if notice:
            self.app.notify(notice, severity="warning", timeout=8, markup=False)
        return None if saved is None else SeatRequest(address=saved.address, name=saved.name, table=saved.table)

    def new_game(self, game: str) -> None:
        """The setup screen, filled with the last setup of this game when there is one."""
        # lazy: start-up (Pydantic and the setup screen load after the menu's first paint)
        from ..saving.saved import load_last_setup
        from .setup import SetupScreen

        initial, notice = load_last_setup(game)
        if notice:
            self.app.notify(notice, severity="warning", timeout=8, markup=False)
        self.app.push_screen(SetupScreen(game, initial), self.on_setup_done)

    def on_setup_done(self, result: tuple | None) -> None:
        """Sit down at the table the setup screen returned (None: the player went back)."""
        if result is not None:
            # lazy: start-up (Pydantic)
            from ..saving.saved import remember_setup

            setup, seed = result
            notice = remember_setup(setup)
            if notice:
                self.app.notify(notice, severity="warning", timeout=8, markup=False)
            self.app.open_table(setup, seed)
