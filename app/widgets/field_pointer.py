"""The pointer at the start of a form row: "▶" (">" in ASCII) while one of the row's fields has the focus.

The focused field is then found by shape as well as by colour, whatever the theme.
Put one first in each row. The row's own stylesheet needs a `:focus-within` rule
(`.setup-row:focus-within` lifts the row in parlour.tcss): Textual restyles a row's
children on a change of focus only when the row has one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widget import Widget

from .glyphs import symbol

if TYPE_CHECKING:
    from .app_base import AppBase


class FieldPointer(Widget):
    """Two columns: the pointer, shown only while its row holds the focus."""

    if TYPE_CHECKING:

        @property
        def app(self) -> AppBase: ...

    SCOPED_CSS = False  # the rule that shows it starts at its row
    DEFAULT_CSS = """
    FieldPointer { width: 2; height: 1; color: $accent; text-style: bold; visibility: hidden; }
    *:focus-within > FieldPointer { visibility: visible; }
    """

    def render(self) -> Text:
        return Text(symbol("▶", self.app.prefs))
