"""The base of the table's widgets that draw cards: they follow the current preferences and
take their colours from the stylesheet (the `card--*` component classes)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar
from weakref import WeakKeyDictionary

from rich.style import Style
from textual.app import App
from textual.widget import Widget

from ..saving.preferences import Preferences
from .cards import CARD_PARTS, CardLook

_CARD_STYLES: WeakKeyDictionary[App, dict[str, dict[str, Style]]] = WeakKeyDictionary()
"""Per app and theme, the card parts' styles: the stylesheet gives every card widget the same
ones (`CardWidget > .card--*`), and working them out costs a few milliseconds a widget."""


if TYPE_CHECKING:
    from .app_base import AppBase


class CardWidget(Widget):
    """Draws cards in the card style and colours of the preferences in force at each render."""

    if TYPE_CHECKING:

        @property
        def app(self) -> AppBase: ...

    COMPONENT_CLASSES: ClassVar[set[str]] = set(CARD_PARTS)
    """The parts of a card (face, inks, back, edges); subclasses add their own."""

    def __init__(self, prefs: Preferences | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self._prefs = prefs

    @property
    def prefs(self) -> Preferences:
        """The preferences given, else the app's current ones (changes show at the next render)."""
        return self._prefs or self.app.prefs

    @property
    def look(self) -> CardLook:
        """How to draw cards now: the preferences and the stylesheet's card colours."""
        themes = _CARD_STYLES.setdefault(self.app, {})
        styles = themes.get(self.app.theme)
        if styles is None:
            styles = themes[self.app.theme] = {
                name: self.get_component_rich_style(name, partial=True) for name in CARD_PARTS
            }
        return CardLook(self.prefs, styles)

    def part(self, name: str):
        """The style of one of this widget's own parts (a component class)."""
        return self.get_component_rich_style(name, partial=True)
