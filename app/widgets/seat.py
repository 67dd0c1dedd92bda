"""One seat at the table: name, role, stack, cards and what just happened to it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import ClassVar

from rich.cells import cell_len
from rich.console import RenderableType
from rich.text import Text
from textual.message import Message
from textual.reactive import reactive

from ..words.i18n import N_, _, pgettext
from ..words.seat_words import is_you, shown_name
from .card_widget import CardWidget
from .cards import CARD_PARTS, back_marks, boxed_row, compact_row
from .glyphs import symbol
from .names import fit_name


@dataclass(frozen=True)
class SeatInfo:
    """What a seat panel shows; built by the game's presenter from a seat view."""

    name: str
    stack: str | None
    """Chips as shown (a count, or money with the chip value on: see app/seating/chip_value.py), or None in a
    game without chips."""
    stack_bare: str | None = None
    """The stack without its currency, for a seat short of room (None: `stack` has none)."""
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
    """A short mark after the name ("partner"); where the whole name does not fit beside it, it opens the status line
    instead (`SeatPanel.tag_shown`)."""
    status: str = ""
    """A short line: "out", "to bet", "sits out", the score ..."""
    notes: tuple[str, ...] = ()
    """Instead of `status`: short notes, most important first, joined with " · " as far as the seat's width allows."""
    notes_bare: tuple[str, ...] = ()
    """The notes with money without its currency (the status line names it), for a seat where `notes` do not all
    fit; () when they hold no currency."""
    active: bool = False
    """Whose turn it is."""
    out: bool = False


WHOLE = 10_000
"""Cells enough for every part of a seat's status (`status_lines` parts them itself)."""

ROLES = (N_("BANK"), N_("DEALER"))
"""The roles a seat's badge names, translated where shown."""


def role_text(info: SeatInfo) -> str:
    """The seat's role as its badge says it, in the language in force; the person's own seat's in the second person
    where the language's word is a verb (Russian «СДАЁТ Клео», «СДАЁТЕ Вы»: seen «СДАЁТ  Вы»)."""
    if is_you(info.name):
        yours = {"BANK": pgettext("your seat's role", "BANK"), "DEALER": pgettext("your seat's role", "DEALER")}
        return yours.get(info.role, _(info.role))
    return _(info.role)


NAME_MIN = 4
"""Cells a name keeps in a seat's headline however narrow the seat (see `headline`)."""
NAME_KEPT = 5
"""Cells of a shortened name (four letters and an ellipsis) that still name the seat well enough to keep its change
beside it (see `headline`)."""


def fitted(line: Text, width: int) -> Text:
    """`line` cut to `width` cells with an ellipsis, so it never wraps onto the seat's next line."""
    if width and line.cell_len > width:
        line = line.copy()
        line.truncate(width, overflow="ellipsis")
    return line


def with_currency(info: SeatInfo) -> bool:
    """Whether the seat's stack is money with its currency (a headline short of room may show it without)."""
    return info.stack_bare not in (None, info.stack)


STATUS_MIN = 5
"""Cells a crowded seat's status keeps after its cards, cut with an ellipsis, rather than be left out."""
NARROW = 24
"""Seats narrower than this show their role ("dealer") in the status line, not as a badge."""


class SeatPanel(CardWidget):
    """A seat; boxed cards when it has the room, compact ones otherwise."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        *CARD_PARTS,
        "seat--badge",
        "seat--chip",
        "seat--gain",
        "seat--loss",
        "seat--status",
    }
    """The badge (BANK, DEALER), the chip mark, a gain or a loss, the status line."""

    DEFAULT_CSS = """
    SeatPanel { height: 3; padding: 0 1; background: $boost; }
    SeatPanel.-active { background: $accent 30%; }
    SeatPanel.-out { color: $text-disabled; }
    """

    info: reactive[SeatInfo | None] = reactive(None)
    """What to show."""
    bare_money: reactive[bool] = reactive(False)
    """Money without its currency on this seat whatever its room: the table's one choice for every seat, made when
    any seat must give the currency up (app/screens/felt.py `fit_money`; the status line names the currency)."""

    class MoneyRoom(Message):
        """The seat's room or what it shows changed: whether it must give money's currency up may have too."""

    def watch_info(self, info: SeatInfo | None) -> None:
        self.set_class(bool(info and info.active), "-active")
        self.set_class(bool(info and info.out), "-out")
        self.post_message(self.MoneyRoom())

    def on_resize(self) -> None:
        self.post_message(self.MoneyRoom())

    def gives_up_currency(self) -> bool:
        """Whether this seat, laid out in its own room as if alone, shows money without its currency: its stack
        (`headline`) or its notes (`notes_text`)."""
        info = self.info
        if info is None or not self.size.width or not (with_currency(info) or info.notes_bare):
            return False
        badge = self.badge_shown(info)
        tries = self.tries(info)
        if tries[self.layout(self.tagged(info, badge), badge, tries)[0]][2]:
            return True
        return self.notes_need_bare(info, self.status_room(info) - cell_len(self.role_prefix(info, badge)))

    def headline(self, info: SeatInfo, badge: bool | None = None) -> Text:
        """Badge, name, stack and change on one line. Short of room, the line gives up first its wide gaps, then
        money's currency (the status line names it), then the chip mark before the stack, then the name's end (down
        to NAME_KEPT cells with its ellipsis), then the change, which opens the status line instead
        (`change_aside`), and only then shortens the name further (`fit_name`, down to NAME_MIN cells); the stack
        is never cut. A role's badge that would cost the line its change goes to the status line instead
        (`badge_shown`, worked out here unless given): the change is the seat's figure for the round."""
        width, name = self.size.width, shown_name(info.name)
        badge = self.badge_shown(info) if badge is None else badge
        info = self.tagged(info, badge)
        if not width:
            line, tail = self.headline_parts(info, "  ", True, self.bare_money, badge=badge)
            return line + Text(name, style="bold") + tail
        tries = self.tries(info, self.bare_money)
        chosen, room = self.layout(info, badge, tries)
        line, tail = self.headline_parts(info, *tries[chosen], badge=badge)
        line.append(fit_name(name, max(room, NAME_MIN)), style="bold")
        return fitted(line + tail, width)

    def layout(self, info: SeatInfo, badge: bool, tries: list[tuple[str, bool, bool, bool]]) -> tuple[int, int]:
        """The headline's layout (its place in `tries`) and the cells it leaves the name: the roomiest that fits the
        whole name, else the first with the change that keeps NAME_KEPT cells of it (`headline`)."""
        name = shown_name(info.name)
        layouts = [self.headline_parts(info, *layout, badge=badge) for layout in tries]
        rooms = [self.size.width - line.cell_len - tail.cell_len for line, tail in layouts]
        chosen = next((i for i, room in enumerate(rooms) if cell_len(name) <= room), len(layouts) - 1)
        tight = (" ", with_currency(info))  # single gaps, and the currency given up where there is one
        with_change = [i for i, (gap, change, bare, _mark) in enumerate(tries) if change and (gap, bare) == tight]
        if info.delta and chosen > with_change[-1]:  # the whole name fits only without the change: cut its end
            # "Дмит… 10,10 +0,10" rather than "Дмитрий ● 10,10 ₽": the first layout (the chip mark kept if it
            # can be) whose name keeps NAME_KEPT cells
            chosen = next((i for i in with_change if rooms[i] >= NAME_KEPT), chosen)
        return chosen, rooms[chosen]

    def change_aside(self, info: SeatInfo, badge: bool) -> str:
        """The seat's change where its headline has no room for it ("-5,50"), else "": it opens the status line
        (seen: money at 80 columns and eight seats, "Борис ● 44,50" beside "Клео 56,50 +6,50", the round's -5,50
        shown nowhere)."""
        if not info.delta or not self.size.width:
            return ""
        info = self.tagged(info, badge)
        tries = self.tries(info, self.bare_money)
        chosen, _room = self.layout(info, badge, tries)
        return "" if tries[chosen][1] else info.delta_text or f"{info.delta:+d}"

    @staticmethod
    def tries(info: SeatInfo, bare: bool = False) -> list[tuple[str, bool, bool, bool]]:
        """The headline's layouts, roomiest first: (gap, with the change, the stack without its currency, the chip
        mark before the stack); `bare`: only those without the currency (`bare_money`)."""
        money = with_currency(info)  # layouts without the currency too
        if bare and money:
            return [
                ("  ", True, True, True),
                (" ", True, True, True),
                (" ", True, True, False),
                (" ", False, True, True),
            ]
        return [
            ("  ", True, False, True),
            (" ", True, False, True),
            *([(" ", True, True, True)] if money else []),
            (" ", True, money, False),
            (" ", False, False, True),
            *([(" ", False, True, True)] if money else []),
        ]

    def badge_shown(self, info: SeatInfo) -> bool:
        """Whether the seat's role is a badge on its headline (else it opens the status line, in words): not on a
        seat narrower than NARROW, nor where the badge would leave no room for the change beside the whole name
        while the line without it has (seen: the dealer's seat at the top right at 80 columns lost its "-1")."""
        if not info.role or self.narrow:
            return False
        width = self.size.width
        if not width or not info.delta:
            return True
        name = cell_len(shown_name(info.name))

        def change_fits(badge: bool) -> bool:
            for bare in (False, True):
                line, tail = self.headline_parts(replace(info, tag=""), " ", True, bare, badge=badge)
                if width - line.cell_len - tail.cell_len >= name:
                    return True
            return False

        return change_fits(True) or not change_fits(False)

    def tag_shown(self, info: SeatInfo, badge: bool) -> bool:
        """Whether the seat's tag ("partner") follows its name: where the whole name fits beside it (and the change,
        if any); else the tag opens the status line, after the role's word. A name read whole matters more than
        where its tag stands (seen: "Dmi… (партнёр)" on the partner's seat at 80 columns when he dealt)."""
        if not info.tag or not self.size.width:
            return bool(info.tag)
        name = cell_len(shown_name(info.name))
        for layout in self.tries(info, self.bare_money):
            if layout[1] or not info.delta:
                line, tail = self.headline_parts(info, *layout, badge=badge)
                if self.size.width - line.cell_len - tail.cell_len >= name:
                    return True
        return False

    def tagged(self, info: SeatInfo, badge: bool) -> SeatInfo:
        """`info` as the headline shows it: without its tag where the tag opens the status line (`tag_shown`)."""
        return info if self.tag_shown(info, badge) else replace(info, tag="")

    def headline_parts(
        self, info: SeatInfo, gap: str, delta: bool, bare: bool = False, mark: bool = True, badge: bool = True
    ) -> tuple[Text, Text]:
        """What goes before the name (the role's badge, when `badge`) and after it (tag, stack, change), `gap`
        between them; the stack without its currency when `bare`, and without the chip mark before it unless
        `mark`."""
        line, tail = Text(), Text()
        if self.narrow:
            gap = " "
        if info.role and badge:
            line.append(" " + role_text(info) + " ", style=self.part("seat--badge"))
            line.append(" ")
        if info.tag:
            tail.append(f" ({info.tag})", style="bold")
        if info.stack is not None:
            tail.append(f"{gap}{symbol('●', self.prefs)} " if mark else gap, style=self.part("seat--chip"))
            stack = info.stack_bare if bare and info.stack_bare is not None else info.stack
            tail.append(stack, style="bold")
        if info.delta and delta:
            tail.append(
                f"{gap}{info.delta_text or f'{info.delta:+d}'}",
                style=self.part("seat--gain" if info.delta > 0 else "seat--loss"),
            )
        return line, tail

    @property
    def narrow(self) -> bool:
        """Too narrow for the role's badge: the role then opens the status line, in words."""
        return 0 < self.size.width < NARROW

    def status_text(self, info: SeatInfo, width: int | None = None, badge: bool | None = None) -> str:
        """The role where it is no badge (`badge_shown`, worked out here unless given) and the tag where it does not
        follow the name (`role_words`), then the status or as many of the notes as fit `width` cells (the seat's
        width unless given). Where they do not all fit, the notes (the seat's turn, what made its figure) come
        first and those words after them: the table's top line names the dealer, and the seat names the partner
        where it has the room (seen: "очередь ставить · …" and "сдающий · взнос …", the chips left out)."""
        width = self.size.width if width is None else width
        badge = self.badge_shown(info) if badge is None else badge
        dot = f" {symbol('·', self.prefs)} "
        change = self.change_aside(info, badge)  # the round's figure first, where the headline left it out
        rest = self.status_rest(info, width - cell_len(change + dot) if change else width, badge)
        return dot.join(part for part in (change, rest) if part)

    def status_rest(self, info: SeatInfo, width: int, badge: bool) -> str:
        """The status line after the change (`status_text`) in `width` cells."""
        dot = f" {symbol('·', self.prefs)} "
        words = self.role_words(info, badge)
        if not words:
            return self.notes_text(info, width)
        notes = self.notes_shown(info, width - cell_len(dot.join([*words, ""])))
        if notes and cell_len(dot.join([*words, *notes])) > width:
            return self.fitted_notes([*self.notes_shown(info, width), *words], width)
        return self.fitted_notes([*words, *notes], width)

    def role_prefix(self, info: SeatInfo, badge: bool) -> str:
        """What opens the status line where the room allows (`role_words`) with its separator, else ""."""
        dot = f" {symbol('·', self.prefs)} "
        words = self.role_words(info, badge)
        return dot.join(words) + dot if words else ""

    def role_words(self, info: SeatInfo, badge: bool) -> list[str]:
        """ "dealer" where the role is no badge, "partner" where the tag does not follow the name (`tag_shown`)."""
        words = [role_text(info).lower()] if info.role and not badge else []
        return words + ([info.tag] if info.tag and not self.tag_shown(info, badge) else [])

    def notes_need_bare(self, info: SeatInfo, width: int) -> bool:
        """Whether the notes hold money whose currency costs them their room (`width` cells)."""
        dot = f" {symbol('·', self.prefs)} "
        return bool(info.notes_bare) and width > 0 and cell_len(dot.join(info.notes)) > width

    def notes_shown(self, info: SeatInfo, width: int) -> list[str]:
        """The notes (their money without its currency where that costs them `width` cells), or the status."""
        if not info.notes:
            return [info.status] if info.status else []
        if info.notes_bare and (self.bare_money or self.notes_need_bare(info, width)):
            return list(info.notes_bare)  # "lost 0.40 · ante 0.20" rather than "lost 0.40 EUR · …"
        return list(info.notes)

    def notes_text(self, info: SeatInfo, width: int) -> str:
        """The status, or as many of the notes as fit `width` cells (always the first), then "· …" when some
        were left out: the seat's figure adds up only with all of them ("-4" beside "lost 1" alone)."""
        if not info.notes:
            return info.status
        return self.fitted_notes(self.notes_shown(info, width), width)

    def fitted_notes(self, notes: list[str], width: int) -> str:
        """As many of `notes` as fit `width` cells (always the first), then "· …" when some were left out."""
        dot = f" {symbol('·', self.prefs)} "
        shown: list[str] = []
        for note in notes:
            if width <= 0 or not shown or cell_len(dot.join([*shown, note])) <= width:
                shown.append(note)
        if len(shown) < len(notes):
            while len(shown) > 1 and cell_len(dot.join([*shown, "…"])) > width:
                shown.pop()
            shown.append(symbol("…", self.prefs))
        return dot.join(shown)

    def status_line(self, status: str) -> Text:
        """The status line, cut with an ellipsis at the seat's edge rather than run into the next seat."""
        return fitted(Text(status, style=self.part("seat--status")), self.size.width) if status else Text("")

    def render(self) -> RenderableType:
        info = self.info
        if info is None:
            return ""
        badge = self.badge_shown(info)  # the headline and the status line both ask
        head = self.headline(info, badge)
        text = self.status_text(info, badge=badge)
        status = self.status_line(text)
        height = self.size.height
        if not info.cards:
            return Text("\n").join([head, status])
        look = self.look
        if self.boxed(info):
            if height < 5 and text:
                head = fitted(head + Text(f"  {text}", style=self.part("seat--status")), self.size.width)
            lines = [head, boxed_row(info.cards, look, info.highlights)]
            if height >= 6:
                return Text("\n").join(lines + self.status_lines(info, badge))
            return Text("\n").join(lines + ([status] if height >= 5 else []))
        cards = self.compact_cards(info)
        if height == 2:  # a crowded table: the status (as many notes as fit) follows the cards
            text = self.status_text(info, self.status_room(info, cards), badge)
            status = Text(f"  {text}" if text else "", style=self.part("seat--status"))
            if info.role and not badge and cards.cell_len + status.cell_len > self.size.width:
                status = Text(f"  {role_text(info).lower()}", style=self.part("seat--status"))  # the role at least
            room = self.size.width - cards.cell_len  # a status cut short ("выигр…") still says more than none
            shown = cards + status if status.cell_len <= room or room >= STATUS_MIN + 2 else cards
            return Text("\n").join([head, fitted(shown, self.size.width)])
        if height >= 4:  # a line under the cards to spare: the notes on two lines
            return Text("\n").join([head, fitted(cards, self.size.width), *self.status_lines(info, badge)])
        return Text("\n").join([head, fitted(cards, self.size.width), status])

    def status_lines(self, info: SeatInfo, badge: bool) -> list[Text]:
        """The status on two lines where the seat has them: as many of its parts as fit the first, the rest (as many
        as fit, then "· …") the second (seen at 160x50: "last card +2 · earlier -16 · …" beside blank cells, the
        figure not checkable)."""
        width = self.size.width
        dot = f" {symbol('·', self.prefs)} "
        parts = self.status_text(info, WHOLE, badge).split(dot)
        first: list[str] = []
        while parts and (not first or cell_len(dot.join([*first, parts[0]])) <= width):
            first.append(parts.pop(0))
        rest = self.fitted_notes(parts, width) if parts else ""
        return [self.status_line(dot.join(first)), self.status_line(rest)]

    def boxed(self, info: SeatInfo) -> bool:
        """Whether the cards are drawn boxed (the seat has the room), else compact."""
        return self.size.height >= 4 and self.size.width >= 6 * len(info.cards) - 1

    def compact_cards(self, info: SeatInfo) -> Text:
        """The cards on one line, the face-down ones as marks after the others."""
        look = self.look
        shown = [card for card in info.cards if card is not None]
        hidden = len(info.cards) - len(shown)
        marks = (1 if shown else 0) + hidden if hidden else 0
        cards = compact_row(shown, look, info.highlights, max(1, self.size.width - marks))
        if hidden:
            cards.append("" if not shown else " ")
            cards.append_text(back_marks(hidden, look))
        return cards

    def status_room(self, info: SeatInfo, cards: Text | None = None) -> int:
        """The cells the status line has: the seat's width, or on a crowded table (two lines, compact cards) what the
        cards (`compact_cards`, worked out here unless given) leave beside them."""
        width = self.size.width
        if not info.cards or self.size.height != 2 or self.boxed(info):
            return width
        cards = self.compact_cards(info) if cards is None else cards
        return max(1, width - cards.cell_len - 2)
