"""The middle of the Put table: the trick on the table, the tricks so far, the score and the put."""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from app.preferences import Preferences
from app.widgets.cards import boxed_row, compact, label

NAME_WIDTH = 7


@dataclass(frozen=True)
class PutCenterInfo:
    """What the middle of the table shows."""

    trick: tuple[tuple[str, str], ...]
    """The cards on the table: (player name, card), in the order played."""
    history: tuple[str, ...]
    """One line per completed trick."""
    score: str
    """The score board, in markup."""
    banner: str
    """The put situation or the round's result, in markup ("" for none)."""


class PutCenter(Widget):
    """The trick in play (boxed cards with their players), past tricks and the score."""

    DEFAULT_CSS = """
    PutCenter { height: 6; }
    """

    info: reactive[PutCenterInfo | None] = reactive(None)
    """What to show."""

    def __init__(self, prefs: Preferences, **kwargs) -> None:
        super().__init__(**kwargs)
        self.prefs = prefs

    def trick_view(self, boxed: bool) -> RenderableType:
        info = self.info
        head = Text("TRICK", style="bold")
        if not info.trick:
            return Group(head, Text("—", style="dim"))
        if not boxed:
            line = Text("  ").join(Text.assemble((name[:NAME_WIDTH] + " ", "dim"), compact(card, self.prefs))
                                   for name, card in info.trick)
            return Group(head, line)
        cards = boxed_row([card for _, card in info.trick], self.prefs)
        names = Text("".join(name[:5].center(6) for name, _ in info.trick), style="dim")
        return Group(head, cards, names)

    def render(self) -> RenderableType:
        info = self.info
        if info is None:
            return ""
        boxed = self.size.height >= 5
        grid = Table.grid(padding=(0, 3))
        grid.add_column()
        grid.add_column(ratio=1)
        grid.add_column()
        history = Text("\n").join(Text(line) for line in info.history[-3:]) or Text("")
        side = Group(Text.from_markup(info.banner) if info.banner else Text(""), history)
        grid.add_row(self.trick_view(boxed), side, Text.from_markup(info.score))
        return grid


def trick_line(number: int, plays: tuple[tuple[str, str], ...], winner: str | None, prefs: Preferences) -> str:
    """"2: Ann 3♥ · Bob K♠ → Ann" (or "tied")."""
    cards = " · ".join(f"{name} {label(card, prefs)}" for name, card in plays)
    return f"{number}: {cards} → {winner or 'tied'}"
