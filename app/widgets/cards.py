"""Playing cards as Rich text: compact ("10♥") or as drawn boxes three lines tall.

A self-contained renderer used by every seat and row widget. Face-down cards are
shown as backs. The look comes from a `CardLook`: the card style and four-colour
choice of the preferences, and the colours, which the card widgets read from the
stylesheet (their `card--*` component classes in assets/parlour.tcss).

A card picked out (the one chosen to play, a match, the card just turned) differs
by shape, not only by colour: a heavy box ("┏━━━┓", "#===#" in ASCII) or brackets
when compact ("[10♥]"), so it shows on a monochrome screen and to colour-blind eyes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from rich.style import Style
from rich.text import Text

from ..saving.preferences import Preferences
from ..words.i18n import pgettext
from .glyphs import symbol

SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_LABEL = {"T": "10"}
"""Ranks written otherwise than their letter (in every language)."""
BOX_UNICODE = ("╭───╮", "│", "╰───╯")
BOX_ASCII = ("+---+", "|", "+---+")
PICKED_UNICODE = ("┏━━━┓", "┃", "┗━━━┛")
PICKED_ASCII = ("#===#", "#", "#===#")
"""The box of a card picked out."""
BACK = "░░░"
BACK_ASCII = "###"
BACK_MARK = "▮"
"""One face-down card in a compact row ("#" in ASCII)."""
CARD_WIDTH = 6
"""Columns one boxed card takes, with its gap."""

INK = {"S": "black", "C": "black", "H": "red", "D": "red"}
"""Each suit's ink in two colours."""
INK_FOUR = {"S": "black", "C": "green", "H": "red", "D": "blue"}
"""Each suit's ink in four colours."""
CARD_PARTS = (
    "card--face",
    "card--black",
    "card--red",
    "card--green",
    "card--blue",
    "card--felt-black",
    "card--felt-red",
    "card--felt-green",
    "card--felt-blue",
    "card--back",
    "card--back-mark",
    "card--edge",
    "card--edge-best",
    "card--slot",
)
"""The component classes a card widget declares (their colours are in the stylesheet)."""


@dataclass(frozen=True)
class CardLook:
    """How cards are drawn: the preferences' style and the stylesheet's colours."""

    prefs: Preferences
    """Card style (Unicode or ASCII) and two or four colours."""
    styles: dict[str, Style] = field(default_factory=dict)
    """Component class name -> its style (missing ones draw unstyled)."""

    @property
    def ascii(self) -> bool:
        return self.prefs.card_style == "ascii"

    def style(self, name: str) -> Style:
        """The style of one part ("card--edge"); plain when the stylesheet has none."""
        return self.styles.get(name, Style())

    def ink(self, card: str, on_felt: bool) -> Style:
        """The colour a card's rank and suit are written in, on its face or on the felt."""
        colour = (INK_FOUR if self.prefs.four_colour else INK)[card[1]]
        return self.style(f"card--felt-{colour}" if on_felt else f"card--{colour}")


def rank_label(rank: str) -> str:
    """A rank as the language in force writes it: "J", "10"; in Russian «В», «Д», «К», «Т» for J, Q, K, A."""
    if rank in RANK_LABEL:
        return RANK_LABEL[rank]
    if rank in "JQKA":
        # TRANSLATORS: the one-letter rank on a card (J, Q, K, A); Russian: В, Д, К, Т.
        return {
            "J": pgettext("rank", "J"),
            "Q": pgettext("rank", "Q"),
            "K": pgettext("rank", "K"),
            "A": pgettext("rank", "A"),
        }[rank]
    return rank


def suit_letter(suit: str) -> str:
    """A suit as one letter in the ASCII style: S H D C; in Russian п ч б т (пики, червы, бубны, трефы)."""
    # TRANSLATORS: the one-letter suit of a card in the ASCII style (Spades, Hearts, Diamonds, Clubs).
    return {
        "S": pgettext("suit", "S"),
        "H": pgettext("suit", "H"),
        "D": pgettext("suit", "D"),
        "C": pgettext("suit", "C"),
    }[suit]


def label(card: str, prefs: Preferences) -> str:
    """Rank and suit: "10♥", or "10H" in ASCII style; «Д♥» and «Дч» in Russian."""
    suit = suit_letter(card[1]) if prefs.card_style == "ascii" else SUIT_SYMBOL[card[1]]
    return rank_label(card[0]) + suit


BOLD = Style(bold=True)
REVERSE = Style(reverse=True)


def compact(card: str, look: CardLook, *, highlight: bool = False) -> Text:
    """A card inline, coloured for the felt; a highlighted one reversed and in brackets ("[10♥]")."""
    style = BOLD + look.ink(card, on_felt=True)
    if not highlight:
        return Text(label(card, look.prefs), style=style)
    return Text.assemble("[", (label(card, look.prefs), style + REVERSE), "]", style=BOLD)


def back_marks(count: int, look: CardLook) -> Text:
    """`count` face-down cards in a compact row ("▮▮▮", "###" in ASCII)."""
    return Text(symbol(BACK_MARK, look.prefs) * count, style=look.style("card--back-mark"))


def compact_row(cards: Iterable[str], look: CardLook, highlights: frozenset[str] = frozenset(), width: int = 0) -> Text:
    """Several cards inline, separated by spaces. Given a `width` the row would pass, a picked-out card's
    brackets stand in for the spaces beside it ("4♥[10♦]9♥"), so a hand with its matches keeps to one line;
    the caller cuts what still does not fit."""
    row = [compact(card, look, highlight=card in highlights) for card in cards]
    spaced = Text(" ").join(row)
    if not width or spaced.cell_len <= width:
        return spaced
    tight = Text()
    for index, card in enumerate(row):
        bracketed = card.plain.startswith("[")
        if index and not bracketed and not row[index - 1].plain.startswith("["):
            tight.append(" ")
        tight.append_text(card)
    return tight


def boxed_row(
    cards: Sequence[str | None], look: CardLook, highlights: frozenset[str] = frozenset(), empty_slots: int = 0
) -> Text:
    """Cards drawn as boxes side by side (three lines); None is a face-down card.

    `empty_slots` more dotted places are drawn after the cards (rows still to be turned).
    """
    lines = [Text(), Text(), Text()]
    for index, card in enumerate(cards):
        if index:
            for line in lines:
                line.append(" ")
        picked = card in highlights
        top, side, bottom = (
            (PICKED_ASCII if look.ascii else PICKED_UNICODE) if picked else (BOX_ASCII if look.ascii else BOX_UNICODE)
        )
        edge = look.style("card--edge-best" if picked else "card--edge")
        lines[0].append(top, style=edge)
        lines[2].append(bottom, style=edge)
        lines[1].append(side, style=edge)
        if card is None:
            lines[1].append(BACK_ASCII if look.ascii else BACK, style=look.style("card--back"))
        else:
            face = BOLD + look.ink(card, on_felt=False) + look.style("card--face")
            lines[1].append(label(card, look.prefs).rjust(3), style=face)
        lines[1].append(side, style=edge)
    for index in range(empty_slots):
        if index or cards:
            for line in lines:
                line.append(" ")
        dots = ("+ - +", ":   :", "+ - +") if look.ascii else ("┌ ─ ┐", "╎   ╎", "└ ─ ┘")
        for line, part in zip(lines, dots):
            line.append(part, style=look.style("card--slot"))
    return Text("\n").join(lines)


def widest(text: Text) -> int:
    """The cells of `text`'s widest line (a middle's columns side by side: what one leaves the next)."""
    return max((line.cell_len for line in text.split()), default=0)
