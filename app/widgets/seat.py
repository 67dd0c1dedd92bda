"""One seat at the table: name, role, stack, cards and what just happened to it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.reactive import reactive

from ..i18n import N_, _
from ..seat_words import shown_name
from .card_widget import CardWidget
from .cards import CARD_PARTS, back_marks, boxed_row, compact_row
from .glyphs import symbol
from .names import fit_name


@dataclass(frozen=True)
class SeatInfo:
    """What a seat panel shows; built by the game's presenter from a seat view."""

    name: str
    stack: str | None
    """Chips as shown (a count, or money with the chip value on: see app/chip_value.py), or None in a
    game without chips."""
    cards: tuple[str | None, ...] = ()
    """The cards shown, None for a face-down card."""
    role: str = ""
    """"BANK", "DEALER" or "" (in English: shown translated, see `ROLES`)."""
    highlights: frozenset[str] = field(default_factory=frozenset)
    """Cards to pick out (matching the turned card, the card chosen)."""
    delta: int | None = None
    """Chips just paid (negative) or received (positive)."""
    delta_text: str = ""
    """`delta` as shown ("+16", or "+1.60 €"); its sign when left empty."""
    tag: str = ""
    """A short mark after the name ("partner"), kept whole when the name shortens."""
    status: str = ""
    """A short line: "out", "to bet", "sits out", the score ..."""
    notes: tuple[str, ...] = ()
    """Instead of `status`: short notes, most important first, joined with " · " as far as the seat's width allows."""
    active: bool = False
    """Whose turn it is."""
    out: bool = False


ROLES = (N_("BANK"), N_("DEALER"))
"""The roles a seat's badge names, translated where shown."""
NAME_MIN = 4
"""Cells a name keeps in a seat's headline however narrow the seat (see `headline`)."""


def fitted(line: Text, width: int) -> Text:
    """`line` cut to `width` cells with an ellipsis, so it never wraps onto the seat's next line."""
    if width and line.cell_len > width:
        line = line.copy()
        line.truncate(width, overflow="ellipsis")
    return line
NARROW = 24
"""Seats narrower than this show their role ("dealer") in the status line, not as a badge."""


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
        """Badge, name, stack and change on one line; the name shortened (`fit_name`) to leave room for the rest."""
        line, tail, gap = Text(), Text(), " " if self.narrow else "  "
        if info.role and not self.narrow:
            line.append(" " + _(info.role) + " ", style=self.part("seat--badge"))
            line.append(" ")
        if info.tag:
            tail.append(f" ({info.tag})", style="bold")
        if info.stack is not None:
            tail.append(f"{gap}{symbol('●', self.prefs)} ", style=self.part("seat--chip"))
            tail.append(info.stack, style="bold")
        if info.delta:
            tail.append(f"{gap}{info.delta_text or f'{info.delta:+d}'}",
                        style=self.part("seat--gain" if info.delta > 0 else "seat--loss"))
        width, name = self.size.width, shown_name(info.name)
        if not width:
            return line + Text(name, style="bold") + tail
        line.append(fit_name(name, max(width - line.cell_len - tail.cell_len, NAME_MIN)), style="bold")
        return fitted(line + tail, width)

    @property
    def narrow(self) -> bool:
        """Too narrow for the role's badge: the role then opens the status line, in words."""
        return 0 < self.size.width < NARROW

    def status_text(self, info: SeatInfo) -> str:
        """The role on a narrow seat, then the status or as many of the notes as fit the seat's width."""
        text = self.notes_text(info)
        if info.role and self.narrow:
            role = _(info.role).lower()
            return f"{role} {symbol('·', self.prefs)} {text}" if text else role
        return text

    def notes_text(self, info: SeatInfo) -> str:
        """The status, or as many of the notes as fit the seat's width (always the first)."""
        if not info.notes:
            return info.status
        width, line = self.size.width, ""
        for note in info.notes:
            longer = f"{line} {symbol('·', self.prefs)} {note}" if line else note
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
            cards.append("" if not shown else " ")
            cards.append_text(back_marks(hidden, look))
        if height == 2:  # a crowded table: the status follows the cards
            status = Text(f"  {text}" if text else "", style=self.part("seat--status"))
            fits = cards.cell_len + status.cell_len <= self.size.width
            return Text("\n").join([head, fitted(cards + status if fits else cards, self.size.width)])
        return Text("\n").join([head, cards, status])
