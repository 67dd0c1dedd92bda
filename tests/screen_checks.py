"""Checks the English screen walks run on each screen (tests/screen_walk.py): every character ASCII in the
ASCII card style, and "You" capitalised only where a sentence starts."""

from __future__ import annotations

import re

from tests.app_helpers import screen_text

MID_SENTENCE_YOU = re.compile(r"[a-z,;] You\b")
"""A lower-case word or a comma before "You": a sentence that does not start there ("Score: You 0" lists
the name of the one person, which is "You" by default)."""


def assert_ascii(app, where: str, text: str | None = None) -> None:
    """Every character on the screen ASCII (`text`: the screen's text when the caller has it already)."""
    text = screen_text(app) if text is None else text
    others = sorted({char for char in text if not char.isascii()})
    assert not others, f"{where}: not ASCII: {others}"


def assert_you_starts_sentences(app, where: str, text: str | None = None) -> None:
    """ "You" capitalised only where a sentence starts (`text` as for `assert_ascii`)."""
    text = screen_text(app) if text is None else text
    found = MID_SENTENCE_YOU.findall(text)
    assert not found, f"{where}: 'You' mid-sentence in {text!r}"
