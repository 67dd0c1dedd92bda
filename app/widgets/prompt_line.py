"""The line under the felt: what happens next, or the person's decision and its keys.

The table gives it the view shown and a line to show when that seat has nothing to
decide (`show`, which only draws), and says when a new decision begins (`new_decision`:
after every change of the game, a hand-over, sitting down), so what was typed for the
last one is cleared. A game with decisions subclasses it with its keys (a bet box, a
card picker); a decision goes up to the table screen as a `Decided` message, never
straight to the session. The line has the focus at the table, so its keys come first.

Every key of a line is a binding, never an `on_key` handler: Textual runs a widget's
`on_key` at once but a binding only when the key has bubbled up to the app, so keys
typed in one burst ("2", backspace, "3", enter) ran out of order when some were
handled one way and some the other. A decision key that cannot act now is not
silent either: its hidden twin (`explain`) says why in one line (`refusal`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from textual.binding import Binding
from textual.message import Message

from ...rules.engine import Action
from ..words.seat_words import shown_name
from .literal import SafeStatic, cell_width, literal

if TYPE_CHECKING:
    from .app_base import AppBase


def explain(keys: str, kind: str) -> Binding:
    """The hidden twin of decision keys: while the person decides but decision `kind` cannot be taken,
    the key says why (`PromptLine.refusal`) instead of doing nothing. List it after the keys' own bindings."""
    return Binding(keys, f"why_not({kind!r})", show=False)


class PromptLine(SafeStatic, can_focus=True):
    """One line of prompt; the base shows what the table says and takes no keys of its own."""

    if TYPE_CHECKING:

        @property
        def app(self) -> AppBase: ...

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
        """The person's choice moved (a card picked): the seat is drawn again (a refusal said before is gone)."""

    class Edited(Message):
        """What the person is about to decide changed (a bet typed or moved): a refusal said before no longer
        stands."""

    def __init__(self, names: tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init__("", **kwargs)
        self.names = names
        """Player names by seat (plain text)."""
        self.view: Any = None
        """The view shown at the table."""
        self.idle = ""
        """The line when the view's seat has nothing to decide (markup)."""
        self.idle_shorter: tuple[str, ...] = ()
        """Shorter forms of `idle`, longest first: shown when `idle` does not fit the line (`fitting`)."""
        self.money: Callable[[int], str] | None = None
        """A number of chips as money while the table shows money (CH-6), else None: what is typed stays chips."""
        self._shown: str | None = None

    def show(self, view: Any, idle: str, *shorter: str) -> None:
        """Show `view`: its decision if it has one, else `idle`, or the first of `shorter` that fits when it does
        not (drawing only)."""
        self.view, self.idle, self.idle_shorter = view, idle, shorter
        self.redraw()

    def redraw(self) -> None:
        """Update the line when its text changed (an update costs a layout pass)."""
        text = self.decision_text() if self.deciding() else self.fitting(self.idle, *self.idle_shorter)
        if text != self._shown:
            self._shown = text
            self.update(text)

    def on_resize(self) -> None:
        self.redraw()  # the prompt is fitted to the width (`fitting`)

    def deciding(self) -> bool:
        """Whether the seat shown decides now."""
        view = self.view
        return view is not None and view.seat is not None and view.to_act == view.seat and bool(view.legal)

    def fitting(self, *texts: str) -> str:
        """The first of `texts` (markup, longest first) that fits the line's width, else the last."""
        width = self.size.width
        return next((text for text in texts if not width or cell_width(text) <= width), texts[-1])

    def seat_name(self, seat: int) -> str:
        """A seat's name as shown ("You" in the language in force), as markup that shows it (`literal`)."""
        return literal(shown_name(self.names[seat]))

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

    def allows(self, action: str) -> bool:
        """Whether a key's action works now (a game's line: when the rules allow its decision)."""
        return True

    def refusal(self, kind: str) -> str | None:
        """While the person decides: why decision `kind` cannot be taken now, in one line naming the
        rule (markup), or None when it can."""
        return None

    # -- keys -------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No key acts before the table is built (see SteadyScreen); then as the game's line `allows`,
        and a twin from `explain` only when it has a refusal to say."""
        built = getattr(self.screen, "built", None)
        if built is not None and not built():
            return None
        if action == "why_not":
            return self.deciding() and self.refusal(str(parameters[0])) is not None
        allowed = super().check_action(action, parameters)
        return self.allows(action) if allowed is True else allowed

    def action_why_not(self, kind: str) -> None:
        reason = self.refusal(kind) if self.deciding() else None
        if reason is not None:
            self.post_message(self.Refused(reason))
