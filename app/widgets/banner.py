"""The main menu's banner: a heart, the name, a spade, and one line on what Parlour is."""

from __future__ import annotations

from rich.console import RenderableType
from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from ..words.i18n import _
from .ascii_style import ASCII_CLASS

BOLD = Style(bold=True)


class Banner(Static):
    """Two centred lines; the suits take their colours from the stylesheet."""

    COMPONENT_CLASSES = {"banner--heart", "banner--spade"}
    """The red heart and the white spade."""

    def render(self) -> RenderableType:
        heart = BOLD + self.get_component_rich_style("banner--heart", partial=True)
        spade = BOLD + self.get_component_rich_style("banner--spade", partial=True)
        ascii_style = self.app.has_class(ASCII_CLASS)  # no suits in ASCII: a star each side
        return Text.assemble(
            ("*" if ascii_style else "♥", heart),
            "  ",
            ("P A R L O U R", BOLD),
            "  ",
            ("*" if ascii_style else "♠", spade),
            "\n",
            (_("three old card games at one table"), "dim"),
        )
