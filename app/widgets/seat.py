"""One seat at the table: name, role, stack, cards and what just happened to it."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.console import RenderableType
from rich.text import Text
from textual.reactive import reactive

from parlour.app.widgets.card_widget import CardWidget
from parlour.app.widgets.cards import boxed_row, compact_row


@dataclass(frozen=True)
class SeatInfo:
    """What a seat panel shows; built by the table screen from the game state."""

    name: str
    stack: int | None
    """Chips, or None in a game without chips."""
    cards: tuple[str | None, ...] = ()
    """The cards shown, None for a face-down card."""
    role: str = ""
    """"BANK", "DEALER" or "" ."""
    highlights: frozenset[str] = field(default_factory=frozenset)
    """Cards to pick out (matching the turned card)."""
    delta: int | None = None
    """Chips just paid (negative) or received (positive)."""
    status: str = ""
    """A short line: "out", "to bet", "sits out", the score ..."""
    active: bool = False
    """Whose turn it is."""
    out: bool = False


class SeatPanel(CardWidget):
    """A seat; boxed cards when it has the room, compact ones otherwise."""

    DEFAULT_CSS = """
    SeatPanel { height: 3; padding: 0 1; background: $boost; }
    SeatPanel.-active { background: $accent 30%; }
    SeatPanel.-out { color: $text-disabled; }
    """

    info: reactive[SeatInfo | None] = reactive(None)
    """What to show."""


    def watch_info(self, info: SeatInfo | None) -> None:
        self.set_class(bool(info and info.active), "-active")
        self.set_class(bool(info and info.out), "-out")

    def headline(self, info: SeatInfo) -> Text:
        line = Text()
        if info.role:
            badge = f" {info.role} " if self.size.width >= 24 else " ★ "
            line.append(badge, style="bold #1b1b1b on #ffd75f")
            line.append(" ")
        line.append(info.name, style="bold")
        if info.stack is not None:
            line.append("  ● ", style="#ffd75f")
            line.append(str(info.stack), style="bold")
        if info.delta:
            line.append(f"  {info.delta:+d}", style="bold #5fd75f" if info.delta > 0 else "bold #ff5f5f")
        return line

    def status_line(self, info: SeatInfo) -> Text:
        return Text(info.status, style="italic #d7d7af") if info.status else Text("")

    def render(self) -> RenderableType:
        info = self.info
        if info is None:
            return ""
        head = self.headline(info)
        status = self.status_line(info)
        height = self.size.height
        if not info.cards:
            return Text("\n").join([head, status])
        boxed = height >= 4 and self.size.width >= 6 * len(info.cards) - 1
        if boxed:
            if height < 5 and info.status:
                head.append(f"  {info.status}", style="italic #d7d7af")
            lines = [head, boxed_row(info.cards, self.prefs, info.highlights)]
            return Text("\n").join(lines + ([status] if height >= 5 else []))
        shown = [card for card in info.cards if card is not None]
        hidden = len(info.cards) - len(shown)
        cards = compact_row(shown, self.prefs, info.highlights)
        if hidden:
            cards.append(("" if not shown else " ") + "▮" * hidden, style="#5f87af")
        return Text("\n").join([head, cards, status])
