"""The base of the table's widgets that draw cards: they follow the current preferences."""

from __future__ import annotations

from textual.widget import Widget

from parlour.app.preferences import Preferences


class CardWidget(Widget):
    """Draws cards in the card style and colours of the preferences in force at each render."""

    def __init__(self, prefs: Preferences | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self._prefs = prefs

    @property
    def prefs(self) -> Preferences:
        """The preferences given, else the app's current ones (changes show at the next render)."""
        return self._prefs or self.app.prefs
