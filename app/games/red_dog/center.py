"""The middle of the Red Dog table: the pot, the stock, this round's turned cards and the last result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.console import RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.reactive import reactive

from ...widgets.card_widget import CardWidget
from ...widgets.cards import CARD_PARTS, back_marks, boxed_row, compact_row
from ...widgets.glyphs import symbol
from ...widgets.literal import rich_text
from ...words.i18n import _

TURNED_SHOWN = 6
"""Turned cards drawn (the most recent ones)."""
BOLD = Style(bold=True)


@dataclass(frozen=True)
class RedDogCenterInfo:
    """What the middle of the table shows."""

    pot: str
    """The pot's chips as shown."""
    stock: int
    turned: tuple[str, ...]
    headline: str
    """The bet in play or the last result, in markup."""
    result: str = ""
    """"win", "lose" or "" (colours the headline)."""


class RedDogCenter(CardWidget):
    """Pot, stock and turned cards, with the latest result large and clear."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {*CARD_PARTS, "center--chips", "center--win", "center--lose"}
    """The pot's chips, a won bet, a lost bet."""

    DEFAULT_CSS = """
    RedDogCenter { height: 4; }
    """

    info: reactive[RedDogCenterInfo | None] = reactive(None)
    """What to show."""

    def render(self) -> RenderableType:
        info = self.info
        if info is None:
            return ""
        look = self.look
        boxed = self.size.height >= 4  # a title line over boxed cards
        recent = info.turned[-TURNED_SHOWN:]
        latest = frozenset(recent[-1:])
        stock = boxed_row([None], look) if boxed else back_marks(1, look)
        cards = (
            boxed_row(recent, look, latest, empty_slots=0 if recent else 1)
            if boxed
            else compact_row(recent, look, latest) or Text(symbol("·", look.prefs), style="dim")
        )
        chips = self.part("center--chips")
        pot = Text.assemble((_("POT") + "\n", "bold"), (f"{symbol('●', look.prefs)} ", chips), (info.pot, chips + BOLD))
        colour = self.part(f"center--{info.result}") if info.result else BOLD
        headline = rich_text(info.headline, style=colour)
        grid = Table.grid(padding=(0, 3))
        grid.add_column()  # left: the title does not move when the figure under it gains a digit
        grid.add_column()
        grid.add_column()
        grid.add_column(ratio=1)
        grid.add_row(
            pot,
            Text(_("STOCK") + " ", style="bold") + Text(f"{info.stock}\n", style="dim") + stock,
            Text(_("TURNED") + "\n", style="bold") + cards,
            headline,
        )
        return grid
