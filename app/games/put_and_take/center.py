"""The middle of the Put and Take table: the put row, the take row and the pool."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.cells import cell_len
from rich.console import RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.reactive import reactive

from ...widgets.card_widget import CardWidget
from ...widgets.cards import CARD_PARTS, boxed_row, compact_row, widest
from ...widgets.glyphs import symbol
from ...words.i18n import _

ROW = 5
BOLD = Style(bold=True)
GAP = 3
"""Cells between the put row, the take row and the pool."""


@dataclass(frozen=True)
class CenterInfo:
    """What the middle of the table shows."""

    put_row: tuple[str, ...]
    take_row: tuple[str, ...]
    pool: str
    """The pool's chips as shown."""
    pool_bare: str
    """The same without the currency, for a middle too narrow for it (the status line names the currency)."""
    put_rates: tuple[str, ...]
    """What each put card costs per matching card ("1", "2", ...; its value with PT-V4 once turned)."""
    take_rates: tuple[str, ...]
    """What each take card collects per matching card."""
    latest: str | None
    """The card turned last (drawn highlighted)."""


class PutAndTakeCenter(CardWidget):
    """Two rows of five card places and the pool."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {*CARD_PARTS, "center--chips"}
    """The pool's chips."""

    DEFAULT_CSS = """
    PutAndTakeCenter { height: 6; }
    """

    info: reactive[CenterInfo | None] = reactive(None)
    """What to show."""

    def row(self, title: str, cards: tuple[str, ...], rates: tuple[str, ...], boxed: bool) -> Text:
        info = self.info
        latest = frozenset({info.latest}) if info and info.latest else frozenset()
        head = Text(title, style="bold")
        if boxed:
            body = boxed_row(cards, self.look, latest, empty_slots=ROW - len(cards))
            scale = Text("".join(rate.center(6) for rate in rates), style="dim")
            return Text("\n").join([head, body, scale])
        shown = compact_row(cards, self.look, latest)
        rest = Text(f" {symbol('·', self.prefs)}" * (ROW - len(cards)), style="dim")
        return Text("\n").join([head, shown + rest, Text(" ".join(rates), style="dim")])

    def render(self) -> RenderableType:
        info = self.info
        if info is None:
            return ""
        boxed = self.size.height >= 5
        grid = Table.grid(padding=(0, GAP))
        # The rows of cards never wrap (seen: "● 0.025 Bitcoin" broke the fifth put card onto the rows below at
        # 80 columns, its rates gone): the pool gives up its currency first, then wraps.
        grid.add_column(no_wrap=True)
        grid.add_column(no_wrap=True)
        grid.add_column()  # left: the title does not move when the figure under it gains a digit
        rows = [
            self.row(_("PUT  players pay"), info.put_row, info.put_rates, boxed),
            self.row(_("TAKE  players collect"), info.take_row, info.take_rates, boxed),
        ]
        room = self.size.width - sum(widest(row) for row in rows) - 2 * GAP
        chips = self.part("center--chips")
        mark = f"{symbol('●', self.prefs)} "
        figure = info.pool if cell_len(mark + info.pool) <= room or not self.size.width else info.pool_bare
        pool = Text.assemble((_("POOL") + "\n", "bold"), (mark, chips), (figure, chips + BOLD))
        grid.add_row(*rows, pool)
        return grid
