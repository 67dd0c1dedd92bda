"""The Put and Take prompt line: nothing to decide, so space (or enter) turns the next card at once."""

from __future__ import annotations

from textual.binding import Binding

from ...widgets.prompt_line import PromptLine


class TurnLine(PromptLine):
    """What the banker turns next; space turns it now."""

    BINDINGS = [
        Binding("space", "screen.next", "Turn card"),
        Binding("enter", "screen.next", "Turn card", show=False),
    ]
    """The table's `next`, named for what it does here."""
