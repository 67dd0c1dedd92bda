"""The symbols Parlour draws, in both card styles: Unicode, or plain ASCII for terminals without it.

One table, `ASCII_FOR`, gives each symbol its ASCII stand-in of the same width. Widgets
and games draw a symbol with `symbol("●", prefs)`, which is the symbol itself in the
Unicode style and its stand-in in the ASCII style; the ASCII filter (ascii_style.py)
uses the same table for what no Parlour code draws (Textual's own marks, names typed,
the rule books), so a symbol reads the same wherever it comes from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..saving.preferences import Preferences

ASCII_FOR: dict[str, str] = {
    # chips, cards, roles
    "●": "o",  # not "$": it read as dollars, beside money shown in another currency
    "▮": "#",
    "★": "*",
    "♠": "S",
    "♥": "H",
    "♦": "D",
    "♣": "C",
    # Put's strategy bars: a put said in the first, second or third trick, and "no", told apart without colour too
    # (all four read "#" and only colour parted them); a card's back is the light shade too.
    "█": "#",
    "▓": "=",
    "▒": "+",
    "░": ":",
    # punctuation of the text
    "·": "|",  # not "-": beside negative figures ("bet 1 -0.36 - bet 4 -1.45") it read as a minus
    "•": "*",
    "—": "-",
    "–": "-",
    "―": "-",
    "┄": "-",  # the log's line between two rounds
    "…": ".",
    "×": "x",
    "−": "-",  # the minus sign of a formula (seen: "(2p ? 1)" in the Russian coach)
    "±": "~",  # not "?": the coach and the review mark choices "?" and "?!" ("Chips ±", "spread ± 12.39")
    "“": '"',
    "”": '"',
    "‘": "'",
    "’": "'",
    "«": '"',  # Russian quotes as the English ones (seen: <Продолжить> read as a tag)
    "»": '"',
    "€": "E",  # currencies a chip's value is labelled with (CH-6): a letter of the same width, not "?"
    "₽": "P",
    "£": "L",
    "¥": "Y",
    "₹": "R",
    "₴": "H",
    "₸": "T",
    "\u00a0": " ",
    # marks: ticks, crosses, pointers, arrows, toggles
    "✓": "+",
    "✔": "+",
    "✗": "x",
    "✘": "x",
    "▶": ">",
    "▸": ">",
    "►": ">",
    "◀": "<",
    "◂": "<",
    "‹": "<",
    "›": ">",
    "←": "<",
    "→": ">",
    "↑": "^",
    "↓": "v",
    "▲": "^",
    "▼": "v",
    "⏎": "<",
    "⌫": "<",
    "⭘": "O",
    "○": "o",
    "◉": "o",
    "▌": "|",
    "▐": "|",
    "▏": "|",
    "▕": "|",
    # Textual's Markdown bullets, level by level (the rule books' sub-items)
    "▪": "-",
    "‣": ">",
    "⭑": "*",
    "◦": "o",
}
"""Each symbol's ASCII stand-in, one column wide like the symbol."""

KEY_WORDS: dict[str, str] = {"⏎": "enter", "↑": "up", "↓": "down", "←": "left", "→": "right", "⌫": "backspace"}
"""Keys Textual writes as symbols (the footer's "⏎"), spelled out in the ASCII style."""


def is_ascii_style(prefs: Preferences) -> bool:
    """Whether `prefs` ask for plain ASCII (Preferences > Cards)."""
    return prefs.card_style == "ascii"


def up_down(prefs: Preferences) -> str:
    """The ↑ and ↓ keys as a hint names them: the arrows, or in the ASCII style words (their stand-ins, "^v", read
    as ctrl+v beside the footer's "^p palette")."""
    from ..words.i18n import _

    # TRANSLATORS: the up and down arrow keys, in the plain ASCII card style (the Unicode one draws "↑↓")
    return _("up/down") if is_ascii_style(prefs) else "↑↓"


def symbol(char: str, prefs: Preferences) -> str:
    """`char` as drawn in the card style of `prefs`: itself, or its ASCII stand-in."""
    return ASCII_FOR[char] if is_ascii_style(prefs) else char
