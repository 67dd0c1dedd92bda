"""The end of a game: the final standings, then play again or back to the menu."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Static

from ..screen_base import ParlourModal


class GameOverScreen(ParlourModal[str]):
    """Final standings; enter plays again with the same table, escape returns to the menu."""

    BINDINGS = [
        Binding("enter,space", "again", "Play again"),
        Binding("r", "review", "Review"),
        Binding("escape,m", "menu", "Main menu"),
    ]
    """Choices at the end of a game."""

    def __init__(self, standings: list[tuple[str, str]], headline: str, close_after: float | None = None,
                 review: bool = False) -> None:
        super().__init__()
        self.review = review
        """Whether the game can be reviewed (`r`): it has decisions to judge."""
        self.close_after = close_after
        """Seconds after which a new game starts by itself (the demo), or None to wait for a key."""
        self.standings = standings
        self.headline = headline

    def compose_body(self) -> ComposeResult:
        yield Static("[b]Game over[/b]", classes="dialog-title")
        yield Static(self.headline, id="game-over-headline")
        table = DataTable(show_cursor=False, id="standings")
        table.can_focus = False
        table.add_columns("#", "Player", "Final")
        for place, (name, result) in enumerate(self.standings, start=1):
            table.add_row(str(place), Text(name), result)
        yield table
        keys = "enter: play again · r: review the game · escape: main menu" if self.review else \
            "enter: play again · escape: main menu"
        yield Static(f"[dim]{keys}[/]", classes="dialog-hint")

    def on_mount(self) -> None:
        if self.close_after is not None:
            self.set_timer(self.close_after, self.action_again)

    def action_again(self) -> None:
        if self.is_current:
            self.dismiss("again")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        return allowed if allowed is not True or action != "review" else self.review

    def action_review(self) -> None:
        if self.is_current:
            self.dismiss("review")

    def action_menu(self) -> None:
        self.dismiss("menu")
