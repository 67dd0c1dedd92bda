"""The main menu: a new game of each kind, the rules, quit."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from app.screens.base import ParlourScreen
from rules.games import GAMES

BANNER = """\
[bold #ff5f5f]♥[/]  [bold]P A R L O U R[/]  [bold #e8e8e8]♠[/]
[dim]three old card games at one table[/]"""

BLURBS = {
    "put_and_take": "the banker turns ten cards: pay on five, collect on five",
    "red_dog": "bet that you hold a higher card of the suit the dealer turns",
    "put": "three-card tricks, and the bluff \"I put\" that can win the game",
}
"""The games in menu order, each with one line on how it plays."""


class MenuScreen(ParlourScreen):
    """The first screen."""

    BINDINGS = [
        Binding("q", "app.quit", "Quit"),
        Binding("escape", "app.quit", "Quit", show=False),
    ]
    """Menu keys (arrows and enter choose)."""

    def compose_body(self) -> ComposeResult:
        yield Static(BANNER, id="banner")
        options = [Option(f"New game: [b]{GAMES[name].title}[/b]  [dim]{blurb}[/]", id=f"new:{name}")
                   for name, blurb in BLURBS.items()]
        options += [Option("Rules", id="rules"), Option("Quit", id="quit")]
        yield OptionList(*options, id="menu")
        yield Footer()

    @on(OptionList.OptionSelected, "#menu")
    def on_menu_selected(self, message: OptionList.OptionSelected) -> None:
        choice = message.option.id or ""
        if choice.startswith("new:"):
            from app.screens.setup import SetupScreen

            self.app.push_screen(SetupScreen(choice[4:]), self.on_setup_done)
        elif choice == "rules":
            self.app.action_rules()
        elif choice == "quit":
            self.app.exit()

    def on_setup_done(self, result: tuple | None) -> None:
        """Sit down at the table the setup screen returned (None: the player went back)."""
        if result is not None:
            setup, seed = result
            self.app.open_table(setup, seed)
