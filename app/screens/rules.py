"""The rule books from seeds/, one tab per game."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Markdown, TabbedContent, TabPane

from app.screens.base import ParlourScreen
from rules.games import GAMES

SEEDS = Path(__file__).resolve().parent.parent.parent / "seeds"


def rule_book(game: str) -> str:
    """The Markdown rule book of a game, or a line saying it is missing."""
    path = SEEDS / f"{game}.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {GAMES[game].title}\n\nThe rule book ({path.name}) is missing."


class RulesScreen(ParlourScreen):
    """The three rule books; opens on the current game's."""

    BINDINGS = [Binding("escape,q", "close", "Back")]
    """Leave the rules."""

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.game = game if game in GAMES else "put_and_take"

    def compose_body(self) -> ComposeResult:
        with TabbedContent(initial=f"rules-{self.game}"):
            for name, info in GAMES.items():
                with TabPane(info.title, id=f"rules-{name}"):
                    with VerticalScroll():
                        yield Markdown(rule_book(name))
        yield Footer()

    def action_close(self) -> None:
        self.app.pop_screen()
