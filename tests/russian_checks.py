"""What a Russian screen may show: no English word left (keys' names, Parlour's own names and players' names
aside) and no number written with a decimal point; the checks the Russian screen walks run on every screen."""

from __future__ import annotations

import re
from collections.abc import Set

from parlour.rules.games import all_games
from tests.app_helpers import screen_text

KEEP = {
    "enter",
    "space",
    "escape",
    "esc",
    "tab",
    "ctrl",
    "shift",
    "backspace",
    "pageup",
    "pagedown",
    "home",
    "end",
    "left",
    "right",
    "down",
    "del",
    "delete",
    "pgup",
    "pgdn",
    "alt",
    "parlour",
    "ascii",
    "unicode",
    "textual",
    "dark",
    "light",
    "eur",
    "usd",
    "rub",
}
"""Latin words a Russian screen may show: keys, Parlour's name, the card styles' names, a theme, currencies."""
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
POINTED_NUMBER = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")
"""A number written with a decimal point ("0.5", "29.3"); not a version or an address ("0.1.0",
"127.0.0.1"), which are not numbers a person reads as amounts."""


def book_words() -> set[str]:
    """What a Russian rule book may quote in Latin letters: the games' and the variants' English names (each
    book says what a game or a variant is called in English); never a setting's key (issue 21)."""
    words = set()
    for game in all_games():
        words |= {part.lower() for part in LATIN_WORD.findall(game.title)}
        words |= {part.lower() for field in game.setting_fields() for part in LATIN_WORD.findall(field.label)}
    return words


def english_words(text: str, allowed: Set[str] = frozenset()) -> set[str]:
    """The words of three or more Latin letters in `text` that a Russian screen may not show."""
    return {word for word in LATIN_WORD.findall(text) if word.lower() not in KEEP | allowed}


def assert_russian(app, where: str, text: str | None = None) -> None:
    """No English word on the screen (`text`: the screen's text when the caller has it already)."""
    text = screen_text(app) if text is None else text
    left = english_words(text, book_words() if where.startswith("rules") else set())
    assert not left, f"{where}: English left on the screen: {sorted(left)}"


def assert_no_pointed_number(app, where: str, text: str | None = None) -> None:
    """No number with a decimal point on the screen (`text` as for `assert_russian`)."""
    found = POINTED_NUMBER.findall(screen_text(app) if text is None else text)
    assert not found, f"{where}: numbers with a decimal point: {found}"
