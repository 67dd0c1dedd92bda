"""A value quoted in a message as the language in force quotes: «foo» in Russian; in English as Python writes a
string ('foo', or "it's"), as the command line's messages always had it."""

from __future__ import annotations

from .i18n import language

QUOTES = {"ru": ("«", "»")}
"""The opening and closing quotation marks of each language that has its own (the others quote as English)."""


def quoted(text: str) -> str:
    """`text` between the language's quotation marks, a character that does not print (a tab, a new line) written
    as its escape, as English's quotes write it (seen: «неизвестная настройка 'foo'», English quotes in a Russian
    sentence)."""
    marks = QUOTES.get(language())
    if marks is None:
        return repr(text)
    shown = "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
    return f"{marks[0]}{shown}{marks[1]}"
