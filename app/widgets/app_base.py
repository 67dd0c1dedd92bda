"""What the screens, the widgets and the games' keys ask of the running app, under the app shell.

The one app is `ParlourApp` (app/parlour_app.py), on the top floor: it opens every screen, so nothing
under it imports it. The floors below type `self.app` as this base instead: the preferences in force,
whether the app is the demo, and the ways on (a new table, Continue, a network table, the screens
around the table), which `ParlourApp` provides. The command palette (app/commands.py) sees the app so too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.app import App

if TYPE_CHECKING:
    from ..saving.preferences import Preferences
    from ..seating.table_seat import NextGame, TableLook, TableSeat
    from ..seating.table_setup import TableSetup


class AppBase(App):
    """The app as its screens and widgets see it; `ParlourApp` fills every part in."""

    demo: bool = False
    """A demo table: computer players only, it plays itself and keeps no records."""
    language_asked: str | None = None
    """The language `--lang` asked for (it wins over the preference until the preference is changed)."""
    size_changes: int = 0
    """How often the terminal went below the minimum size or back (the app's `-too-small` class): a screen covered
    meanwhile is styled again as it comes back (app/widgets/screen_base.py `styled_with`)."""
    quit_asked: str | None = None
    """While the terminal is too small, a q that asked whether to quit a game going on: what quitting does to it (an
    English message of app/widgets/confirm.py `QUIT_DETAILS`, the "too small" notice's question); else None."""
    served_here: dict[str, Any] = {}
    """The network tables this app serves (`parlour host`, Host a network table), by the address its seats join at,
    each with its server (app/net/server.py `TableServer`; replaced, never changed in place): a seat taken there
    from the join dialog is this app's own (its kept token, app/screens/lobby.py), and quitting asks first while a
    game there is going on."""

    @property
    def prefs(self) -> Preferences:
        """Look and pace of the table."""
        raise NotImplementedError

    @prefs.setter
    def prefs(self, prefs: Preferences) -> None:
        raise NotImplementedError

    def open_table(self, setup: TableSetup, seed: int | None = None, look: TableLook | None = None) -> None:
        """Sit down at a new table for `setup` (`look`: its switches as a table before it was left)."""
        raise NotImplementedError

    def open_remote(self, remote: Any) -> None:
        """Sit down at a network table (app/screens/lobby.py `RemoteTable`)."""
        raise NotImplementedError

    def open_next_game(self, following: NextGame) -> None:
        """Sit down in the same seat at the next game a server's host dealt (its lobby: the host starts it)."""
        raise NotImplementedError

    def resume_game(self) -> None:
        """The saved games, to continue one."""
        raise NotImplementedError

    def starts_auto(self, session: TableSeat) -> bool:
        """Whether a table opens with auto-play on."""
        raise NotImplementedError

    def end_demo(self) -> None:
        """Leave the demo where it came from."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """Speak the language now in force on every screen."""
        raise NotImplementedError

    def new_game(self, game: str) -> None:
        """Back to the menu and on to the setup of `game`."""
        raise NotImplementedError

    def action_keys(self) -> None:
        """The keys panel of the screen on top."""
        raise NotImplementedError

    def action_rules(self) -> None:
        """The rule books."""
        raise NotImplementedError

    def action_statistics(self) -> None:
        """The statistics."""
        raise NotImplementedError

    def action_preferences(self) -> None:
        """The preferences."""
        raise NotImplementedError
