"""The main menu's banner: a heart, the name, a spade, and one line on what Parlour is."""

from __future__ import annotations

from rich.console import RenderableType
from rich.style import Style
from rich.text import Text
from textual.widgets import Static

BOLD = Style(bold=True)


class Banner(Static):
    """Two centred lines; the suits take their colours from the stylesheet."""

    COMPONENT_CLASSES = {"banner--heart", "banner--spade"}
    """The red heart and the white spade."""

    def render(self) -> RenderableType:
        heart = BOLD + self.get_component_rich_style("banner--heart", partial=True)
        spade = BOLD + self.get_component_rich_style("banner--spade", partial=True)
        return Text.assemble(("♥", heart), "  ", ("P A R L O U R", BOLD), "  ", ("♠", spade), "\n",
                             ("three old card games at one table", "dim"))
