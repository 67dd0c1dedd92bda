"""The line under the felt: what happens next, or the person's decision and its keys.

The table gives it the view shown and a line to show when that seat has nothing to
decide (`show`, which only draws), and says when a new decision begins (`new_decision`:
after every change of the game, a hand-over, sitting down), so what was typed for the
last one is cleared. A game with decisions subclasses it with its keys (a bet box, a
card picker); a decision goes up to the table screen as a `Decided` message, never
straight to the session. The line has the focus at the table, so its keys come first.
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual.message import Message
from textual.widgets import Static

from ...rules.engine import Action


class PromptLine(Static, can_focus=True):
    """One line of prompt; the base shows what the table says and takes no keys of its own."""

    class Decided(Message):
        """The person decided."""

        def __init__(self, action: Action) -> None:
            super().__init__()
            self.action = action

    class Refused(Message):
        """A key asked for something the rules or the line do not allow: say why in one line."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    class Chosen(Message):
        """The person's choice moved (a card picked): the seat is drawn again."""

    def __init__(self, names: tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init__("", **kwargs)
        self.names = names
        """Player names by seat (plain text)."""
        self.view: Any = None
        """The view shown at the table."""
        self.idle = ""
        """The line when the view's seat has nothing to decide (markup)."""
        self._shown: str | None = None

    def show(self, view: Any, idle: str) -> None:
        """Show `view`: its decision if it has one, else `idle` (drawing only)."""
        self.view, self.idle = view, idle
        self.redraw()

    def redraw(self) -> None:
        """Update the line when its text changed (an update costs a layout pass)."""
        text = self.decision_text() if self.deciding() else self.idle
        if text != self._shown:
            self._shown = text
            self.update(text)

    def deciding(self) -> bool:
        """Whether the seat shown decides now."""
        view = self.view
        return view is not None and view.seat is not None and view.to_act == view.seat and bool(view.legal)

    def seat_name(self, seat: int) -> str:
        """A seat's name, escaped for markup."""
        return escape(self.names[seat])

    def legal_kinds(self) -> set[str]:
        """What the seat shown may do now ("bet", "play", "fold" ...); empty when it is not its turn."""
        return {choice.do for choice in self.view.legal} if self.deciding() else set()

    def choice(self, kind: str) -> Any:
        """The legal choice of that kind (the first one)."""
        return next(choice for choice in self.view.legal if choice.do == kind)

    def decide(self, kind: str) -> None:
        """Take the legal choice of that kind, as it stands."""
        if kind in self.legal_kinds():
            self.post_message(self.Decided(self.choice(kind).action()))

    # -- for the games to fill in ---------------------------------------------------

    def new_decision(self) -> None:
        """A new decision begins: clear what was typed or chosen for the last one."""

    def decision_text(self) -> str:
        """The prompt while the seat shown decides (markup)."""
        return self.idle

    def chosen_card(self) -> str | None:
        """The card the person is about to play, if the game picks cards."""
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No key acts before the table is built (see SteadyScreen)."""
        built = getattr(self.screen, "built", None)
        if built is not None and not built():
            return None
        return super().check_action(action, parameters)
