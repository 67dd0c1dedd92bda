"""The end of a game: the final standings, then play again or back to the menu."""

from __future__ import annotations

import time
from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable

from ..games.presenter import PLAYER, StandingRow
from ..widgets.literal import SafeStatic
from ..words.i18n import N_, _
from .demo import demo_words
from .felt import LOG_KEYS, OverTheTable

SETTLE = 0.6
"""Seconds after the standings show in which enter does not play again: an enter pressed twice to close the
last round's summary would otherwise skip the final standings and start a new game."""


class GameOverScreen(OverTheTable[str]):
    """Final standings; enter plays again with the same table (once they have been seen: SETTLE), escape
    returns to the menu."""

    BINDINGS = [
        Binding("enter", "again", N_("Play again")),
        Binding("r", "review", N_("Review")),
        Binding("escape,m", "menu", N_("Main menu")),
        *LOG_KEYS,
    ]
    """Choices at the end of a game. Not space: the table's next step, pressed on through the last round, would
    start a new game and lose the standings (and the review the dialog offers). The table's log scrolls behind."""

    def __init__(
        self,
        standings: list[StandingRow],
        headline: str,
        close_after: float | None = None,
        review: bool = False,
        again: bool = True,
        heading: str = PLAYER,
        moving_on: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__()
        self.moving_on = moving_on
        """Whether the next game has been dealt (a server's host dealt it): the standings, shown again after a screen
        opened over them (the rules, the keys), lead on to it."""
        self.covered = False
        """Whether another screen has been opened over the standings."""
        self.heading = heading
        """The heading over the names (a message, translated when shown): players, or teams."""
        self.again = again
        """Whether this table can play again (a network table's next game is the host's to open)."""
        self.review = review
        """Whether the game can be reviewed (`r`): it has decisions to judge."""
        self.close_after = close_after
        """Seconds after which a new game starts by itself (the demo), or None to wait for a key."""
        self.standings = standings
        """(place, player, final figure; with rebuys, chips rebought and the net result) best first; a shared
        place reads "=5"."""
        self.headline = headline
        self.shown_at = time.monotonic()
        """When the standings showed (set again on mount)."""

    def compose_body(self) -> ComposeResult:
        title = _("Game over")
        yield SafeStatic(f"[b]{title}[/b]", classes="dialog-title")
        yield SafeStatic(self.headline, id="game-over-headline")
        table = DataTable(show_cursor=False, id="standings")
        table.can_focus = False
        rebuys = any(row.net for row in self.standings)
        table.add_columns("#", _(self.heading), _("Final"), *((_("Rebought"), _("Net")) if rebuys else ()))
        for row in self.standings:
            money = (Text(row.rebought), Text(row.net)) if rebuys else ()  # a currency is the player's text (CH-6)
            table.add_row(row.place, Text(row.name), Text(row.final), *money)
        yield table
        keys = {
            (True, True): _("enter: play again · r: review the game · escape: main menu"),
            (True, False): _("enter: play again · escape: main menu"),
            (False, True): _("r: review the game · escape: main menu"),  # a network table's next game is the host's
            (False, False): _("escape: main menu"),
        }[self.again, self.review]
        keys = demo_words() if self.app.demo else keys
        yield SafeStatic(f"[dim]{keys}[/]", classes="dialog-hint", id="game-over-keys")

    def on_mount(self) -> None:
        self.shown_at = time.monotonic()
        if self.close_after is not None:
            self.set_timer(self.close_after, self.play_again)

    def on_screen_suspend(self) -> None:
        self.covered = True

    def on_screen_resume(self) -> None:
        """Back from a screen opened over the standings (seen: a friend with the rules open when the host dealt the
        next game stayed at these standings, and enter did nothing): on to the next game, if it was dealt."""
        if self.covered and self.moving_on() and self.is_current:
            self.dismiss("next")

    def action_again(self) -> None:
        if time.monotonic() - self.shown_at >= SETTLE:
            self.play_again()

    def play_again(self) -> None:
        if self.is_current:
            self.dismiss("again")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is not True:
            return allowed
        return {"review": self.review, "again": self.again}.get(action, True)

    def action_review(self) -> None:
        if self.is_current:
            self.dismiss("review")

    def action_menu(self) -> None:
        self.dismiss("menu")
