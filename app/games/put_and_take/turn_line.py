"""The Put and Take prompt line: nothing to decide, so space (or enter) turns the next card at once."""

from __future__ import annotations

from textual.binding import Binding

from ...widgets.prompt_line import PromptLine
from ...words.i18n import N_


class TurnLine(PromptLine):
    """What the banker turns next; space turns it now."""

    BINDINGS = [
        Binding("space", "screen.next", N_("Turn card")),
        Binding("enter", "screen.next", N_("Turn card"), show=False),
    ]
    """The table's `next`, named for what it does here."""
