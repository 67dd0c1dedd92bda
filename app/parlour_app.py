"""The Parlour application: screens, global keys, preferences and the minimum-size guard."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Iterator, Sequence, cast

from rich.text import Text
from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette

from . import textual_fixes  # noqa: F401  (guards a Textual bug before any list is made)
from .commands import ParlourCommands
from .games import check_registered
from .saving.paths import quick_preference
from .screens.menu import MenuScreen
from .widgets import ascii_style
from .widgets.app_base import AppBase
from .widgets.key_layouts import as_latin
from .widgets.key_order import KeysInOrder
from .widgets.literal import parses
from .widgets.screen_base import MIN_HEIGHT, MIN_WIDTH, TooSmallNotice
from .widgets.stylesheets import FIRST_STYLES, read_later_styles
from .widgets.themes import ThemeCommands, offered_theme
from .widgets.worded_palette import WordedPalette
from .words.i18n import N_, _, choose_language, pgettext, set_language

if TYPE_CHECKING:  # Pydantic models load after the first paint (see on_mount)
    from textual.filter import LineFilter
    from textual.notifications import SeverityLevel
    from textual.screen import Screen

    from .saving.preferences import Preferences
    from .seating.session import Records
    from .seating.table_seat import TableLook, TableSeat
    from .seating.table_setup import TableSetup

SYSTEM_WORDS = (
    N_("Theme"),
    N_("Change the current theme"),
)
"""The titles and help of Textual's system commands in the command palette (Textual 8.2.8's words, pinned)."""
LEFT_OUT = ("Keys", "Quit", "Minimize", "Maximize", "Screenshot")
"""Textual's system commands the palette does not offer: its keys panel and quit (Parlour's replace them: "Parlour:
keys here", "Parlour: quit", which asks first at a game; seen: two quits side by side, one of them at once), and
what a card table has no use for (seen: Maximize hid the whole table under a hatch, its keys still playing unseen;
Screenshot said only "Failed to save screenshot")."""


class ParlourApp(KeysInOrder, AppBase):
    """Three old card games at one terminal table."""

    CSS_PATH = FIRST_STYLES  # the rest once the menu is painted: app/widgets/stylesheets.py
    COMMANDS = App.COMMANDS | {lambda: ParlourCommands}
    TITLE = "Parlour"
    BINDINGS = [
        Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True),
        Binding("f1,question_mark", "rules", N_("Rules"), show=False),
        Binding("f2", "keys", N_("Keys")),
        # Priority: the focus moves as the key comes, before the keys after it are handed on. As the screens' own
        # binding it travelled up from the focused field first (textual#6605), and keys read with it, as typed
        # over ssh or in a browser, went to the field left: "0.5", tab, "EUR" made a chip value of "0.5E".
        # (System: the keys panel says what tab does where there is more than one part to move between.)
        Binding("tab", "focus_next", show=False, priority=True, system=True),
        Binding("shift+tab", "focus_previous", show=False, priority=True, system=True),
    ]
    """Keys that work on every screen (dialogs repeat f1 and f2: see `ParlourModal`)."""

    def __init__(
        self,
        *,
        start: TableSetup | None = None,
        seed: int | None = None,
        prefs: Preferences | None = None,
        autoplay: bool | None = None,
        demo: bool = False,
        remote=None,
        language: str | None = None,
    ) -> None:
        super().__init__()
        self.language_asked = language
        """The language `--lang` asked for (it wins over the preference until the preference is changed)."""
        self.remote = remote
        """A network table to sit at at once (`parlour host` / `join`: app/screens/lobby.py RemoteTable)."""
        self._prefs = prefs
        self._rules_screen = None
        self.demo = demo
        """A demo table: computer players only, it plays itself and keeps no records."""
        self.autoplay = autoplay
        """Whether tables start with auto-play on (tests and snapshots say); None: see `starts_auto`."""
        self.start_setup = start
        """A table to open at once (`parlour play`), skipping the menu."""
        self.start_seed = seed

    @property
    def prefs(self) -> Preferences:
        """Look and pace of the table (from preferences.json unless given to the app)."""
        if self._prefs is None:
            self.load_preferences()
        return cast("Preferences", self._prefs)  # load_preferences sets them

    @prefs.setter
    def prefs(self, prefs: Preferences) -> None:
        self._prefs = prefs

    def on_mount(self) -> None:
        check_registered()  # a game without its presentation stops the app here, not at its first table
        if self._prefs is None and self.start_setup is None and self.remote is None:
            # Paint the menu first (in the saved theme and language), validate the preferences just after.
            # An unchecked saved value: choose_language takes it only if it is one of the languages.
            set_language(choose_language(self.language_asked, cast("str | None", quick_preference("language"))))
            self.theme = offered_theme(self, quick_preference("theme"))
            self.set_class(quick_preference("card_style") == "ascii", "-ascii")  # no Unicode flashes first
            self.push_screen(MenuScreen())
            self.call_after_refresh(self.load_preferences)
            return
        read_later_styles(self)
        set_language(choose_language(self.language_asked, self.prefs.language))
        self.theme = offered_theme(self, self.prefs.theme)
        self.show_card_style()
        self.push_screen(MenuScreen())
        if self.start_setup is not None:
            self.open_table(self.start_setup, self.start_seed)
        if self.remote is not None:
            self.open_remote(self.remote)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Every screen but the first menu comes up with every stylesheet read (app/widgets/stylesheets.py)."""
        if not isinstance(screen, MenuScreen):
            read_later_styles(self)
        return super().push_screen(screen, *args, **kwargs)

    def open_next_game(self, following) -> None:
        """The same seat at the next game a server's host dealt: its lobby, the seat taken with its token."""
        # lazy: start-up (the network's modules load with the first network table)
        from .net.client import SeatRequest
        from .screens.lobby import RemoteTable

        request = SeatRequest(following.address, following.name, table=following.table, token=following.token)
        self.open_remote(RemoteTable(request))

    def open_remote(self, remote) -> None:
        """`parlour host` / `join`: the lobby; a host with no setup given sets the game up first, in the
        usual setup screen (its seats ticked "person" are the people's seats)."""
        # lazy: start-up (each screen but the menu loads when it is first opened, after the menu's first paint)
        from .screens.lobby import LobbyScreen

        request = remote.request
        if request.setup is not None or request.table is not None:
            self.push_screen(LobbyScreen(remote))
            return

        # lazy: start-up (Pydantic loads after the menu's first paint)
        from .saving.saved import load_last_setup, remember_setup
        from .screens.setup import SetupScreen

        initial, notice = load_last_setup(remote.game)
        if notice:
            self.notify(notice, severity="warning", timeout=8, markup=False)

        def chosen(result: tuple | None) -> None:
            if result is not None:  # the seed is the server's to choose: none is taken from the setup
                setup = result[0]
                # Kept as a table sat down at here keeps it (seen: a server refused it, and the setup opened
                # again held the defaults).
                problem = remember_setup(setup)
                if problem:
                    self.notify(problem, severity="warning", timeout=8, markup=False)
                name = request.name or setup.names[setup.people[0]] if setup.people else request.name or _("Host")
                self.push_screen(LobbyScreen(replace(remote, request=replace(request, setup=setup, name=name))))

        self.push_screen(SetupScreen(remote.game, initial, hosting=True, host_named=bool(request.name)), chosen)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Textual's notification, never raising on its markup: Parlour's own notices (file names, errors, a
        server's words) say `markup=False`; any other message that is not valid markup is shown as plain text
        (a toast reads its markup only when it is drawn, where an error would end the app)."""
        if markup:
            markup = parses(message)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def retranslate(self) -> None:
        """Speak the language now in force on every screen: the one on top at once, the others as they come
        back on top (app/widgets/screen_base.py `SteadyScreen.retranslate`)."""
        self.title = _("Parlour")
        if hasattr(self.screen, "retranslate"):
            cast(Any, self.screen).retranslate()

    def show_card_style(self) -> None:
        """Draw in the card style of the preferences: ASCII everywhere, or Unicode (app/widgets/ascii_style.py)."""
        ascii_style.show_card_style(self, self.prefs)

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters, plus, in the ASCII card style, the one that keeps every character ASCII."""
        filters = super().get_line_filters()
        if not self.has_class("-ascii"):
            return filters
        return ascii_style.line_filters(self, filters)

    def get_key_display(self, binding: Binding) -> str:
        """A key as Textual writes it ("⏎", "↑"), spelled in ASCII in the ASCII card style ("enter", "up"); the
        space bar as the language names it (seen: «space Открыть» in the footer, «пробел меняет поле» beside it)."""
        display = super().get_key_display(binding)
        if display == "space":
            display = pgettext("key", "space")
        if not self.has_class("-ascii"):
            return display
        return ascii_style.ascii_key(display)

    def _handle_exception(self, error: Exception) -> None:
        """Any crash: exit status 1 and a short message (the traceback goes to crash.log), and the saved
        game being continued is set aside (app/crash.py). Overrides Textual's (pinned: 8.2.8)."""
        # lazy: start-up (it brings the table screen)
        from .crash import report_crash

        message = report_crash(self, error)
        super()._handle_exception(error)
        self._exit_renderables[:] = [Text(message)]

    def watch_theme(self, theme: str) -> None:
        """A theme chosen anywhere (the command palette too) is kept in the preferences."""
        if self._prefs is not None and self._prefs.theme != theme:
            # lazy: start-up (Pydantic)
            from .saving.saved import save_preferences

            self._prefs = self._prefs.model_copy(update={"theme": theme})
            notice = save_preferences(self._prefs)
            if notice:
                self.notify(notice, severity="warning", timeout=8, markup=False)

    def load_preferences(self) -> None:
        """Read and apply preferences.json (a bad file is set aside and the user told)."""
        # lazy: start-up (Pydantic, after the menu's first paint: on_mount)
        from .saving.saved import load_preferences
        from .screens.preferences import apply_preferences

        read_later_styles(self)
        prefs, notice = load_preferences()
        apply_preferences(self, prefs)
        if notice:
            self.notify(notice, severity="warning", timeout=8, markup=False)
        self.check_folder()

    def check_folder(self) -> None:
        """Tell the player at once when the data folder cannot be written: no game is saved nor any round counted."""
        # lazy: start-up
        from .saving.folder_check import unwritable
        from .saving.paths import data_dir

        problem = unwritable(folder := data_dir())
        if problem is not None:
            said = _("Parlour's folder {folder} cannot be written ({problem}): games are not saved, nor rounds counted")
            self.notify(said.format(folder=folder, problem=problem), severity="warning", timeout=12, markup=False)

    async def on_event(self, event: events.Event) -> None:
        """Keys are read one after another, each once the one before it has been read all the way, whatever the
        pace they came at (app/widgets/key_order.py). A key typed in the Russian layout is the Latin key at its
        place (app/widgets/key_layouts.py). While the "too small" notice covers the screen, nothing acts on what
        is not shown: every key but q and ctrl+q (quit, as the notice says) is dropped, and so are mouse presses."""
        typed = isinstance(event, (events.Key, events.Paste)) and not event.is_forwarded
        if isinstance(event, (events.Key, events.Paste)) and typed:
            if self.hold_key(event):  # read once the key before it has been read (app/widgets/key_order.py)
                return
            if not self.screen_stack:  # the app is closing: a key read now has nothing to act on
                event.stop()
                return
            if isinstance(event, events.Key):
                as_latin(event, self.focused)  # "н" with the Russian layout on is "y"
        try:
            if (
                isinstance(event, (events.Key, events.MouseDown, events.MouseUp, events.Click))
                and not event.is_forwarded
                and self.has_class("-too-small")
                and getattr(event, "key", None) != "ctrl+q"
            ):
                event.stop()
                if getattr(event, "key", None) == "q":
                    await self.quit_too_small()
                elif isinstance(event, events.Key) and self.quit_asked is not None:
                    self.ask_quit(None)  # any other key: stay
                return
            await super().on_event(event)
        finally:
            if typed:
                self.key_read()

    async def quit_too_small(self) -> None:
        """q on the "too small" notice: the table's question could not be seen there (seen: q left a game at once,
        "confirm before quitting" on), so a game going on is asked about on the notice itself and a second q quits
        as the table quits (its game kept, a table served from here ended first); else q quits."""
        # lazy: start-up (the table's modules load with the first table)
        from .screens.table import TableScreen
        from .widgets.confirm import QUIT_DETAILS

        table = next((screen for screen in reversed(self.screen_stack) if isinstance(screen, TableScreen)), None)
        if table is None:
            await self.run_action("quit")
        elif self.quit_asked is None and table.flow.asks_before_quitting():
            self.ask_quit(QUIT_DETAILS[table.flow.quit_kind()])
        else:
            table.flow.leave_app()

    def ask_quit(self, detail: str | None) -> None:
        """The "too small" notice asks whether to quit (`detail`: what quitting does to the game), or no longer."""
        self.quit_asked = detail
        for notice in self.screen.query(TooSmallNotice):
            notice.refresh()

    def on_resize(self, event: events.Resize) -> None:
        small = event.size.width < MIN_WIDTH or event.size.height < MIN_HEIGHT
        if self.quit_asked is not None:
            self.ask_quit(None)
        if small != self.has_class("-too-small"):
            self.size_changes += 1
            self.set_class(small, "-too-small")

    def open_table(self, setup: TableSetup, seed: int | None = None, look: TableLook | None = None) -> None:
        """Sit down at a new table for `setup` (`look`: its switches as a table before it was left)."""
        # lazy: start-up (the table's modules load with the first table)
        from .seating.session import TableSession

        seed = seed if seed is not None else new_seed()
        self.sit_down(TableSession(setup, seed, records=self.table_records()), look)

    def resume_game(self) -> None:
        """The saved games, to continue one (the menu offers it only when there is one)."""
        # lazy: start-up
        from .screens.saved_games import SavedGamesScreen

        self.push_screen(SavedGamesScreen(), self.continue_game)

    def continue_game(self, chosen: tuple | None) -> None:
        """Sit down at a saved game the player chose (its record replayed already)."""
        if chosen is None:
            return
        # lazy: start-up
        from .saving.table_records import SavedTable

        game, session = chosen
        session.records = SavedTable(game.path)
        self.sit_down(session)

    def sit_down(self, session: TableSeat, look: TableLook | None = None) -> None:
        """Open the table screen of a session."""
        # lazy: start-up
        from .screens.table import TableScreen

        self.push_screen(TableScreen(session, look))

    def starts_auto(self, session: TableSeat) -> bool:
        """Whether a table opens with auto-play on: as the app was told (`autoplay`); always in the demo and at
        a network table (the server keeps the pace); else as the player last left it at this game, and at
        first on only where players decide. A newcomer to a game without decisions (Put and Take) turns each
        card with space and sees the first round happen, instead of watching it go by."""
        if self.autoplay is not None:
            return self.autoplay
        if self.demo or not session.capabilities.paced_here:
            return True
        return self.prefs.auto_play.get(session.setup.game, session.game.decisions)

    def table_records(self) -> Records | None:
        """What a table keeps on disk: its record and the statistics, or nothing in the demo."""
        if self.demo:
            return None
        # lazy: start-up
        from .saving.table_records import SavedTable

        return SavedTable()

    def new_game(self, game: str) -> None:
        """Back to the menu and on to the setup of `game`."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, MenuScreen):
            self.pop_screen()
        cast("MenuScreen", self.screen).new_game(game)  # the menu is at the bottom

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """In the demo tab moves no focus: any key ends the show (app/widgets/screen_base.py `end_demo_on_key`)."""
        return not (self.demo and action in ("focus_next", "focus_previous"))

    def end_demo(self) -> None:
        """Leave the demo where it came from: `parlour --demo` started it from the shell, so Parlour ends (the
        demo keeps nothing to save)."""
        self.exit()

    async def action_quit(self) -> None:
        """Quit Parlour (q at the menu, its Quit, the palette's); asked first while a network table this app serves
        has a game going on or still to start (seen: q at the menu stopped the friends' table at once, without a
        word). A table's own quit asks its own question first (app/screens/table_flow.py)."""
        if self.prefs.confirm_quit and any(server.in_play() for server in self.served_here.values()):
            # lazy: start-up
            from .widgets.confirm import ConfirmQuit

            self.push_screen(ConfirmQuit(kind="served_here"), lambda yes: self.exit() if yes else None)
            return
        self.exit()

    def action_statistics(self) -> None:
        # lazy: start-up
        from .screens.statistics import StatisticsScreen

        self.push_screen(StatisticsScreen(game=getattr(self.screen, "game", None)))

    def action_preferences(self) -> None:
        # lazy: start-up
        from .screens.preferences import PreferencesScreen

        self.push_screen(PreferencesScreen())

    def action_keys(self) -> None:
        """The keys panel of the screen on top; on the panel itself, close it."""
        # lazy: start-up
        from .screens.keys_panel import toggle_keys_panel

        toggle_keys_panel(self)

    def get_system_commands(self, screen: Screen) -> Iterator[SystemCommand]:
        """Textual's commands but those LEFT_OUT, in the language in force (SYSTEM_WORDS)."""
        return (
            command._replace(title=_(command.title), help=_(command.help))
            for command in super().get_system_commands(screen)
            if command.title not in LEFT_OUT
        )

    def action_command_palette(self) -> None:
        """Textual's command palette, its placeholder in the language in force (Textual 8.2.8's, pinned)."""
        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(WordedPalette(id="--command-palette", placeholder=_("Search for commands…")))

    def search_themes(self) -> None:
        """The palette's "Theme": the themes Preferences offers, its placeholder in the language in force."""
        self.push_screen(WordedPalette(providers=[ThemeCommands], placeholder=_("Search for themes…")))

    def action_rules(self) -> None:
        # lazy: start-up
        from .screens.rules import RulesScreen

        if isinstance(self.screen, RulesScreen):
            return
        table: Any = next((s for s in reversed(self.screen_stack) if hasattr(s, "setup")), None)  # a table screen
        game = getattr(self.screen, "game", None) or getattr(table, "game", None)
        settings = table.setup.settings if table is not None and table.game == game else None
        kept = self._rules_screen
        if kept is not None and kept.is_mounted and kept not in self.screen_stack:
            kept.reopen(game, settings)
            self.push_screen(kept)
        elif kept is None:
            # One rules screen for the session: installed, so closing it keeps its books built.
            self._rules_screen = RulesScreen(game, settings)
            self.install_screen(self._rules_screen, "rules")
            self.push_screen(self._rules_screen)
        else:
            self.push_screen(RulesScreen(game, settings))  # it is open further down the stack


def new_seed() -> int:
    """A fresh seed for a table nobody asked to reproduce."""
    import secrets  # here, not at the start: it loads hashing (~3 ms) the menu never needs

    return secrets.randbelow(1 << 31)
