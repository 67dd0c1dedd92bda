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
from ...widgets.cards import CARD_PARTS, back_marks, boxed_row, compact_row, widest
from ...widgets.glyphs import symbol
from ...widgets.literal import rich_text
from ...words.i18n import _

TURNED_SHOWN = 10
"""Turned cards drawn at most (the most recent ones): a round's at ten players, where the room allows (seen: six at
160 columns, sixty empty beside them)."""
GAP = 3
"""Cells between the middle's columns."""
HEADLINE_ROOM = 14
"""Cells the headline keeps beside the turned cards ("Dmitri WINS 6", wrapped over its lines)."""
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
        chips = self.part("center--chips")
        pot = Text.assemble((_("POT") + "\n", "bold"), (f"{symbol('●', look.prefs)} ", chips), (info.pot, chips + BOLD))
        stock_title = Text(_("STOCK") + " ", style="bold") + Text(f"{info.stock}\n", style="dim")
        stock = stock_title + (boxed_row([None], look) if boxed else back_marks(1, look))
        # As many of the latest cards as leave the headline its room: more would wrap the row onto a second line
        # and hide the card just turned (money makes the pot's figure wide: "● 16 руб.").
        room = self.size.width - widest(pot) - widest(stock) - 3 * GAP - HEADLINE_ROOM
        shown = max(1, min(TURNED_SHOWN, (room + 1) // 6)) if boxed and self.size.width else TURNED_SHOWN
        recent = info.turned[-shown:]
        latest = frozenset(recent[-1:])
        cards = (
            boxed_row(recent, look, latest, empty_slots=0 if recent else 1)
            if boxed
            else compact_row(recent, look, latest) or Text(symbol("·", look.prefs), style="dim")
        )
        colour = self.part(f"center--{info.result}") if info.result else BOLD
        headline = rich_text(info.headline, style=colour)
        grid = Table.grid(padding=(0, GAP))
        # The pot, the stock and the cards never wrap (a wrapped row of cards hid the latest): the headline does.
        grid.add_column(no_wrap=True)  # left: the title does not move when the figure under it gains a digit
        grid.add_column(no_wrap=True)
        grid.add_column(no_wrap=True)
        grid.add_column(ratio=1)
        # Earlier cards left out of the row: the title counts every card turned, as the stock's counts its cards (a
        # play-test at ten players saw 7♦ in the log and not in the row, and nothing said so).
        turned_title = Text(_("TURNED"), style="bold")
        if len(info.turned) > len(recent):
            turned_title += Text(f" {len(info.turned)}", style="dim")
        grid.add_row(pot, stock, turned_title + "\n" + cards, headline)
        return grid
