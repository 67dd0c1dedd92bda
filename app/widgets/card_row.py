"""One line of cards inline ("Your cards: 3♥ K♠ 9♦"), for dialogs and the preferences' sample."""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text
from textual.reactive import reactive

from ..saving.preferences import Preferences
from .card_widget import CardWidget
from .cards import compact_row


class CardRow(CardWidget):
    """A caption and cards in the current card style and colours."""

    DEFAULT_CSS = """
    CardRow { height: 1; width: 1fr; }
    """

    cards: reactive[tuple[str, ...]] = reactive(())
    """The cards shown."""
    shown_prefs: reactive[Preferences | None] = reactive(None)
    """Preferences to draw with instead of the app's (the preferences screen shows a choice before it is kept)."""

    def __init__(self, cards: tuple[str, ...] = (), caption: str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        self.caption = caption
        """Text before the cards ("Your cards: ")."""
        self.set_reactive(CardRow.cards, tuple(cards))

    @property
    def prefs(self) -> Preferences:
        return self.shown_prefs or super().prefs

    def render(self) -> RenderableType:
        return Text(self.caption) + compact_row(self.cards, self.look)
