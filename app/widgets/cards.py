"""Playing cards as Rich text: compact ("10♥") or as drawn boxes three lines tall.

A self-contained renderer used by every seat and row widget. Face-down cards are
shown as backs. Suit colours follow the preferences (two or four colours).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from rich.text import Text

from parlour.app.preferences import Preferences
from parlour.rules.cards import RANK_LABEL, SUIT_SYMBOL

FACE = "on #f4f1e8"
TWO_COLOUR = {"S": "#1b1b1b", "C": "#1b1b1b", "H": "#c0202a", "D": "#c0202a"}
FOUR_COLOUR = {"S": "#1b1b1b", "C": "#1d7a32", "H": "#c0202a", "D": "#1f4fb8"}
ON_DARK = {"S": "#e8e8e8", "C": "#e8e8e8", "H": "#ff5f5f", "D": "#ff5f5f"}
ON_DARK_FOUR = {"S": "#e8e8e8", "C": "#5fd75f", "H": "#ff5f5f", "D": "#6fa8ff"}
BOX_UNICODE = ("╭───╮", "│", "╰───╯")
BOX_ASCII = ("+---+", "|", "+---+")
BACK = "░░░"
BACK_ASCII = "###"


def label(card: str, prefs: Preferences) -> str:
    """Rank and suit: "10♥", or "10H" in ASCII style."""
    suit = card[1] if prefs.card_style == "ascii" else SUIT_SYMBOL[card[1]]
    return RANK_LABEL.get(card[0], card[0]) + suit


def compact(card: str, prefs: Preferences, *, highlight: bool = False) -> Text:
    """A card inline, coloured for a dark background; highlighted ones reversed."""
    colours = ON_DARK_FOUR if prefs.four_colour else ON_DARK
    style = f"bold {colours[card[1]]}"
    if highlight:
        style = f"bold reverse {colours[card[1]]}"
    return Text(label(card, prefs), style=style)


def compact_row(cards: Iterable[str], prefs: Preferences, highlights: frozenset[str] = frozenset()) -> Text:
    """Several cards inline, separated by spaces."""
    return Text(" ").join(compact(card, prefs, highlight=card in highlights) for card in cards)


def boxed_row(cards: Sequence[str | None], prefs: Preferences,
              highlights: frozenset[str] = frozenset(), empty_slots: int = 0) -> Text:
    """Cards drawn as boxes side by side (three lines); None is a face-down card.

    `empty_slots` more dotted places are drawn after the cards (rows still to be turned).
    """
    top, side, bottom = BOX_ASCII if prefs.card_style == "ascii" else BOX_UNICODE
    colours = FOUR_COLOUR if prefs.four_colour else TWO_COLOUR
    lines = [Text(), Text(), Text()]
    for index, card in enumerate(cards):
        if index:
            for line in lines:
                line.append(" ")
        edge = "bold #ffd75f" if card in highlights else "#8a8a8a"
        lines[0].append(top, style=edge)
        lines[2].append(bottom, style=edge)
        lines[1].append(side, style=edge)
        if card is None:
            lines[1].append(BACK_ASCII if prefs.card_style == "ascii" else BACK, style="#5f87af on #1c2a3a")
        else:
            lines[1].append(label(card, prefs).rjust(3), style=f"bold {colours[card[1]]} {FACE}")
        lines[1].append(side, style=edge)
    for index in range(empty_slots):
        if index or cards:
            for line in lines:
                line.append(" ")
        dots = ("+ - +", ":   :", "+ - +") if prefs.card_style == "ascii" else ("┌ ─ ┐", "    ", "└ ─ ┘")
        lines[0].append(dots[0], style="#4e4e4e")
        lines[1].append(dots[1] if prefs.card_style == "ascii" else "╎   ╎", style="#4e4e4e")
        lines[2].append(dots[2], style="#4e4e4e")
    return Text("\n").join(lines)


CARD_WIDTH = 6
"""Columns one boxed card takes, with its gap."""
