"""The ASCII card style: with it on, every character the app draws is ASCII.

Three layers, from the most careful to the catch-all:

- Parlour's own widgets and games draw their symbols through `glyphs.symbol`, which
  picks an ASCII stand-in in this style (a chip is "$", a card back "#").
- While the style is on the app has the `-ascii` class, and assets/ascii.tcss turns
  every border it knows into an ASCII one.
- What no Parlour code draws (Textual's own marks: the Select arrow, scroll bars,
  Markdown bullets; the chart; the rule books' typography; names people type) passes
  through `AsciiFilter`, a Textual line filter the app applies while the style is on
  (`ParlourApp.get_line_filters`). It replaces each character by one of the same
  width, so no layout moves: the symbols of `glyphs.ASCII_FOR`, box drawing as
  + - |, accented letters without their accents, anything else as "?". Russian letters
  stay when Parlour speaks Russian (its words and card ranks are Russian; the style is
  about symbols and borders), and become Latin ones in English (the rule books quote
  Russian names: «Я ставлю»).

`show_card_style` switches all of this at once for every screen, shown or kept.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Sequence, cast

from rich.cells import get_character_cell_size
from rich.segment import Segment
from textual.app import App
from textual.color import Color
from textual.filter import LineFilter
from textual.screen import Screen
from textual.widget import Widget

from ..words.i18n import language
from .glyphs import ASCII_FOR, KEY_WORDS, is_ascii_style
from .screen_base import SteadyScreen

if TYPE_CHECKING:
    from ..saving.preferences import Preferences

ASCII_CLASS = "-ascii"
"""The app's CSS class while the ASCII style is on."""
FOUR_COLOUR_CLASS = "-four-colour"
"""The app's CSS class while the screens are drawn in four-colour suits (`show_card_style`)."""
CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя", "abvgdeezzijklmnoprstufhccss'y'eua"))
"""Russian letters, one Latin letter each (the rule books quote Russian names: «Я ставлю»)."""


def box_drawing(name: str) -> str:
    """A box-drawing character by its Unicode name: a line as - = or |, a corner or a join as +."""
    horizontal = "HORIZONTAL" in name or (" AND " not in name and ("LEFT" in name or "RIGHT" in name))
    vertical = "VERTICAL" in name or (" AND " not in name and ("UP" in name or "DOWN" in name))
    if horizontal and not vertical:
        return "=" if "DOUBLE HORIZONTAL" in name else "-"
    if vertical and not horizontal:
        return "|"
    return "+"


def stand_in(char: str, keep_cyrillic: bool = False) -> str:
    """The ASCII for one character, before fitting it to the character's width (a Russian letter stays
    as it is when `keep_cyrillic`)."""
    if char in ASCII_FOR:
        return ASCII_FOR[char]
    name = unicodedata.name(char, "")
    if name.startswith("BOX DRAWINGS"):
        return box_drawing(name)
    if name.startswith("BRAILLE PATTERN"):
        return " " if char == "\u2800" else "*"
    if "BULLET" in name:
        return "*"
    if "BLOCK" in name or name.startswith("QUADRANT"):
        return " "  # partial blocks draw bars and scroll-bar ends: their colour is the mark
    for word, arrow in (("LEFT", "<"), ("RIGHT", ">"), ("UP", "^"), ("DOWN", "v")):
        if word in name and ("ARROW" in name or "TRIANGLE" in name):
            return arrow
    if char.lower() in CYRILLIC:
        if keep_cyrillic:
            return char
        letter = CYRILLIC[char.lower()]
        return letter.upper() if char.isupper() else letter
    plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    return plain or "?"


class AsciiTable(dict):
    """`str.translate` table from code point to ASCII, filled in as characters are met."""

    def __init__(self, keep_cyrillic: bool = False) -> None:
        super().__init__()
        self.keep_cyrillic = keep_cyrillic

    def __missing__(self, code: int) -> str:
        char = chr(code)
        width = get_character_cell_size(char)
        ascii_text = "" if width == 0 else stand_in(char, self.keep_cyrillic)[:width].ljust(width)
        self[code] = ascii_text
        return ascii_text


ASCII_TABLE = AsciiTable()
"""The table for English, shared by every filter pass: each character is worked out once."""
PLAIN_RUSSIAN_TABLE = AsciiTable(keep_cyrillic=True)
"""The table while Parlour speaks Russian: ASCII but for Russian letters."""


def to_ascii(text: str) -> str:
    """`text` in ASCII (Russian letters kept in Russian), each character replaced by one of the same width."""
    if text.isascii():
        return text
    return text.translate(ASCII_TABLE if language() == "en" else PLAIN_RUSSIAN_TABLE)


class AsciiFilter(LineFilter):
    """Makes every line a widget draws ASCII (the catch-all of the ASCII style)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            segment
            if segment.control or segment.text.isascii()
            else Segment(to_ascii(segment.text), segment.style, segment.control)
            for segment in segments
        ]


ASCII_FILTER = AsciiFilter()
"""The filter the app adds while the ASCII style is on."""


def line_filters(app: App, filters: Sequence[LineFilter]) -> Sequence[LineFilter]:
    """The app's line filters plus the ASCII filter while the ASCII style is on."""
    return [*filters, ASCII_FILTER] if app.has_class(ASCII_CLASS) else filters


def ascii_key(display: str) -> str:
    """A key as the footer shows it, in ASCII: "⏎" is "enter", "↑" is "up"."""
    for char, word in KEY_WORDS.items():
        display = display.replace(char, word)
    return to_ascii(display)


def every_screen(app: App) -> list[Screen]:
    """The screens on the stack and those installed but not shown (the rules screen kept for the session)."""
    installed = [screen for screen in app._installed_screens.values() if isinstance(screen, Screen)]
    return list(dict.fromkeys([*app.screen_stack, *installed]))  # Textual 8.2.8 lists installed ones nowhere else


def show_card_style(app: App, prefs: Preferences) -> None:
    """Draw every screen in the card style of `prefs` from now on (at once, not at the next change), and in its
    suits' colours (four-colour suits: seen, a table under the preferences kept its two colours until its next
    step). The app's classes say what is drawn."""
    ascii_style = is_ascii_style(prefs)
    restyled = app.has_class(ASCII_CLASS) != ascii_style
    recolour = app.has_class(FOUR_COLOUR_CLASS) != prefs.four_colour
    if not (restyled or recolour):
        return
    app.set_class(ascii_style, ASCII_CLASS)
    app.set_class(prefs.four_colour, FOUR_COLOUR_CLASS)
    for screen in every_screen(app):
        for node in screen.walk_children(with_self=True):
            widget = cast(Widget, node)  # every node under a screen is a widget
            widget.refresh()  # drops the lines it drew before, with or without the filter
            if widget.show_vertical_scrollbar:
                widget.vertical_scrollbar.refresh()
            if widget.show_horizontal_scrollbar:
                widget.horizontal_scrollbar.refresh()
        if restyled and screen.is_mounted:
            screen.refresh_bindings()  # footers write their keys again
        if restyled and isinstance(screen, SteadyScreen):
            screen.restyle_cards()
