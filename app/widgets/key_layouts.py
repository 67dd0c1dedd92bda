"""Keys typed with the Russian keyboard layout on, read as the keys at the same places on the Latin one.

Parlour's keys are letters and signs of the Latin layout ("y" yes, "p" put, "[" the log back). A Russian
player usually has the Russian layout on, where the same keys type "н", "з", "х": without this they did
nothing. Outside a text field, a key typed in the Russian layout (ЙЦУКЕН) acts as the key at its place; in a
field (a name, a bet, the rules' search) it stays the letter typed.
"""

from __future__ import annotations

from textual import events
from textual.keys import _character_to_key
from textual.widget import Widget

RUSSIAN = "йцукенгшщзхъфывапролджэячсмитьбю.ё"
LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,./`"
RUSSIAN_SHIFTED = "ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ"
LATIN_SHIFTED = 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~'
PLACES = dict(zip(RUSSIAN + RUSSIAN_SHIFTED, LATIN + LATIN_SHIFTED, strict=True))
"""Each character of the Russian layout and the Latin one at the same key."""
TEXT_FIELDS = {"Input", "TextArea"}
"""Textual's text fields, by name (importing them at start-up would cost the menu's first paint)."""


def as_latin(event: events.Key, focused: Widget | None) -> None:
    """Turn a key typed in the Russian layout into the Latin key at its place, unless a text field has the
    focus (the event is changed in place, before anything acts on it)."""
    latin = PLACES.get(event.character or "")
    if latin is None or (focused is not None and any(kind.__name__ in TEXT_FIELDS for kind in type(focused).__mro__)):
        return
    event.key, event.character = _character_to_key(latin), latin
