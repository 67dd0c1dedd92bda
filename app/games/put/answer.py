"""A put was made against you: fold or see, with your cards, the score and what each answer means."""

from __future__ import annotations

from typing import cast

from textual.app import ComposeResult
from textual.binding import Binding

from ....rules.actions import ActionKind
from ....rules.engine import Action
from ...widgets.card_row import CardRow
from ...widgets.literal import SafeStatic, literal
from ...widgets.screen_base import ParlourModal
from ...words.i18n import N_, _
from ...words.seat_words import said


class PutAnswer(ParlourModal[Action]):
    """f folds, s sees; the dialog spells out both outcomes at the current score (PU-4, PU-V2)."""

    BINDINGS = [
        Binding("f", "answer('fold')", N_("Fold")),
        Binding("s", "answer('see')", N_("See")),
        Binding("c", "coach", N_("Coach"), tooltip=N_("coach on / off")),
        Binding("q", "quit", N_("Quit")),
        Binding("escape", "pause", N_("Pause")),
        Binding("escape", "menu", N_("Menu")),  # a server's table: it plays on meanwhile (`check_action`)
        Binding("enter", "which", show=False),
        Binding("space", "which", show=False),
        Binding("p", "put_again", show=False),
    ]
    """The two answers to a put (PU-4). Enter and space choose neither (no answer is the safe one: a fold gives
    a point away, a see stakes the game): they say which keys answer. c and q are the table's keys (the coach, quit),
    which the dialog covers: it closes unanswered for them (`then`), and the table asks again after the coach; escape
    is the table's pause menu, the question asked again after it (seen: escape did nothing there), called "Menu" at a
    server's table, which plays on meanwhile (as the table calls it)."""

    WHICH = N_("Which answer? f folds, s sees: the choice is yours")
    PUT_AGAIN = N_("One put a round: f folds, s sees (PU-4)")
    """p, the table's "I put", here (seen: it did nothing, where the table says why)."""

    def __init__(
        self,
        seat: int,
        putter: str,
        if_fold: str,
        if_see: str,
        hand: tuple[str, ...],
        details: list[str] | None = None,
        plays_on: bool = False,
    ) -> None:
        super().__init__()
        self.plays_on = plays_on
        """The table plays on while its menu is open (a server's pace): escape is "Menu", not "Pause"."""
        self.seat = seat
        """The seat answering."""
        self.putter = putter
        """The putter's name (plain text)."""
        self.if_fold = if_fold
        """What folding means, in markup."""
        self.if_see = if_see
        """What seeing means, in markup."""
        self.hand = hand
        """The cards of the seat answering."""
        self.details = details or []
        """Markup lines shown under the cards (the score, the answers so far)."""
        self.then: str | None = None
        """What the table is to do, the dialog closed unanswered: "coach" (turn it on or off) or "quit"."""

    def compose_body(self) -> ComposeResult:
        putter = said(literal(self.putter), N_('You say "I put!"'), N_('{who} says "I put!"'))
        yield SafeStatic(f"[b]{putter}[/b]", classes="dialog-title")
        if self.hand:
            yield CardRow(self.hand, _("Your cards: "), classes="put-answer-detail")
        else:  # PU-V1: a put after the seat's last card was played (seen: "Your cards:" and nothing after it)
            yield SafeStatic(_("Your cards: none left, your last is on the table"), classes="put-answer-detail")
        for line in self.details:
            yield SafeStatic(line, classes="put-answer-detail")
        fold, see, hint = _("Fold"), _("See"), _("f: fold · s: see")
        yield SafeStatic(f"\n[b reverse] f [/] [b]{fold}[/b]: {self.if_fold}", id="put-answer-fold")
        yield SafeStatic(f"\n[b reverse] s [/] [b]{see}[/b]: {self.if_see}", id="put-answer-see")
        yield SafeStatic(f"[dim]{hint}[/]", classes="dialog-hint")

    def action_which(self) -> None:
        self.query_one(".dialog-hint", SafeStatic).update(f"[b]{_(self.WHICH)}[/b]")

    def action_put_again(self) -> None:
        self.query_one(".dialog-hint", SafeStatic).update(f"[b]{_(self.PUT_AGAIN)}[/b]")

    def action_coach(self) -> None:
        self.leave("coach")

    def action_quit(self) -> None:
        self.leave("quit")

    def action_pause(self) -> None:
        self.leave("pause")

    def action_menu(self) -> None:
        self.leave("pause")  # the table's menu, which at a server's table does not pause it

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("pause", "menu"):
            return self.plays_on == (action == "menu")
        return super().check_action(action, parameters)

    def leave(self, then: str) -> None:
        """Closed unanswered for the table's key (two actions, not one with its argument: the keys panel, f2, groups
        an action's keys as one thing, and read "c or q: coach on / off / quit")."""
        self.then = then
        self.dismiss(None)

    def action_answer(self, answer: str) -> None:
        self.dismiss(Action(seat=self.seat, do=cast(ActionKind, answer)))  # the bindings give "fold" or "see"
