"""One seat at the table: name, role, stack, cards and what just happened to it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.reactive import reactive

from .card_widget import CardWidget
from .cards import CARD_PARTS, boxed_row, compact_row


@dataclass(frozen=True)
class SeatInfo:
    """What a seat panel shows; built by the game's presenter from a seat view."""

    name: str
    stack: int | None
    """Chips, or None in a game without chips."""
    cards: tuple[str | None, ...] = ()
    """The cards shown, None for a face-down card."""
    role: str = ""
    """"BANK", "DEALER" or "" ."""
    highlights: frozenset[str] = field(default_factory=frozenset)
    """Cards to pick out (matching the turned card, the card chosen)."""
    delta: int | None = None
    """Chips just paid (negative) or received (positive)."""
    status: str = ""
    """A short line: "out", "to bet", "sits out", the score ..."""
    notes: tuple[str, ...] = ()
    """Instead of `status`: short notes, most important first, joined with " · " as far as the seat's width allows."""
    active: bool = False
    """Whose turn it is."""
    out: bool = False


class SeatPanel(CardWidget):
    """A seat; boxed cards when it has the room, compact ones otherwise."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {*CARD_PARTS, "seat--badge", "seat--chip", "seat--gain", "seat--loss",
                                             "seat--status"}
    """The badge (BANK, DEALER), the chip mark, a gain or a loss, the status line."""

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
            line.append(badge, style=self.part("seat--badge"))
            line.append(" ")
        line.append(info.name, style="bold")
        if info.stack is not None:
            line.append("  ● ", style=self.part("seat--chip"))
            line.append(str(info.stack), style="bold")
        if info.delta:
            line.append(f"  {info.delta:+d}", style=self.part("seat--gain" if info.delta > 0 else "seat--loss"))
        return line

    def status_text(self, info: SeatInfo) -> str:
        """The status, or as many of the notes as fit the seat's width (always the first)."""
        if not info.notes:
            return info.status
        width, line = self.size.width, ""
        for note in info.notes:
            longer = f"{line} · {note}" if line else note
            if not width or len(longer) <= width or not line:
                line = longer
        return line

    def status_line(self, status: str) -> Text:
        return Text(status, style=self.part("seat--status")) if status else Text("")

    def render(self) -> RenderableType:
        info = self.info
        if info is None:
            return ""
        head = self.headline(info)
        text = self.status_text(info)
        status = self.status_line(text)
        height = self.size.height
        if not info.cards:
            return Text("\n").join([head, status])
        look = self.look
        boxed = height >= 4 and self.size.width >= 6 * len(info.cards) - 1
        if boxed:
            if height < 5 and text:
                head.append(f"  {text}", style=self.part("seat--status"))
            lines = [head, boxed_row(info.cards, look, info.highlights)]
            return Text("\n").join(lines + ([status] if height >= 5 else []))
        shown = [card for card in info.cards if card is not None]
        hidden = len(info.cards) - len(shown)
        cards = compact_row(shown, look, info.highlights)
        if hidden:
            cards.append(("" if not shown else " ") + "▮" * hidden, style=look.style("card--back-mark"))
        return Text("\n").join([head, cards, status])
