"""The rule books from seeds/: loading, marking the variants on in a game, searching all of them.

A game's book is `seeds/<game>.md` in English and `seeds/<game>.<lang>.md` in another language
(the English one where a language has none). Pure text functions, so the rules screen stays a
thin view.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...rules.games import by_id
from .i18n import _, language

SEEDS = Path(__file__).resolve().parents[2] / "seeds"
BLOCK_START = re.compile(r" {0,3}(?:#{1,6} |[-*+] |\d+[.)] |>|\|)")
"""A line that starts a new Markdown block: a heading, a list item, a quote, a table row."""
RULE_ID = re.compile(r"[A-Z]{2}-V?\d+", re.IGNORECASE)
"""A rule ID as RULES.md writes them: CH-3, RD-7, PT-V2."""


def book_path(game: str, lang: str | None = None) -> Path:
    """The file of a game's book in `lang` (the language in force by default); English when it has none."""
    lang = language() if lang is None else lang
    translated = SEEDS / f"{game}.{lang}.md"
    return translated if lang != "en" and translated.is_file() else SEEDS / f"{game}.md"


def rule_book(game: str, lang: str | None = None) -> str:
    """The Markdown rule book of a game in `lang` (the language in force by default), or a line saying it
    is missing."""
    path = book_path(game, lang)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        missing = _("The rule book ({name}) is missing.").format(name=path.name)
        return "# " + _(by_id(game).title) + f"\n\n{missing}"


def active_variants(game: str, settings: dict[str, Any]) -> list[tuple[str, str]]:
    """(rule ID, name) of every variant switched on in `settings` (the name in the language in force)."""
    found = []
    for field in by_id(game).setting_fields():
        variant = field.variant_in_force(settings.get(field.key))
        if variant is not None:
            found.append((variant[0], _(variant[1])))
    return found


def mark_variants(text: str, variants: list[tuple[str, str]]) -> str:
    """The book with a note of the variants in force on top, and each one's rule marked: a heading at its end
    (a heading is one line), a list item right after its rule ID (its first line ends mid-sentence)."""
    if not variants:
        return text
    mark = "✔ **" + _("on in this game") + "**"
    for rule, _name in variants:
        heading = re.compile(rf"^(#+ {re.escape(rule)}\b.*)$", re.MULTILINE)
        text, marked = heading.subn(lambda found: f"{found.group(1)}  {mark}", text, count=1)
        if not marked:
            item = re.compile(rf"^([-*+] \*\*{re.escape(rule)}\*\*)", re.MULTILINE)
            text = item.sub(lambda found: f"{found.group(1)} {mark} —", text, count=1)
    names = ", ".join(f"{rule} {name}" for rule, name in variants)
    return "> **" + _("In this game:") + f"** {names}.\n\n{text}"


@dataclass(frozen=True)
class Passage:
    """A heading, paragraph, list item or table row of a book."""

    start: int
    """Its first line (0-based, as Markdown block widgets count their source lines)."""
    text: str
    """Its lines joined by single spaces (a search may span a line break)."""


@dataclass(frozen=True)
class Hit:
    """A passage of a book that matches a search."""

    book: str
    """The game whose book it is in."""
    passage: Passage
    defines: bool
    """Whether the passage is the rule the search names (`RD-7` finds its own rule first)."""


def passages(text: str) -> list[Passage]:
    """The book cut into passages: a blank line or the start of a new block ends one."""
    lines = text.splitlines()
    found: list[Passage] = []
    start: int | None = None
    for number, line in enumerate([*lines, ""]):
        if start is not None and (not line.strip() or BLOCK_START.match(line)):
            found.append(Passage(start, " ".join(part.strip() for part in lines[start:number])))
            start = None
        if line.strip() and start is None:
            start = number
    return found


def find(books: dict[str, str], query: str) -> list[Hit]:
    """Every passage of `books` (in their order) that mentions `query`, case and line breaks aside.

    The query matches from the start of a word ("burn" finds "burning", "ante" not "guarantees"), е and ё
    alike («банкомет» finds «банкомёт» and back); a rule ID (`RD-7`, `pt-v2`) matches as a whole (not
    RD-70), and the search starts at its own rule: the matches after it in page order, then those before it
    (seen: the rule, then back to the top of its book, then down again past it)."""
    words = query.split()
    if not words:
        return []
    rule = RULE_ID.fullmatch(query.strip())
    start = r"(?<!\w)" if re.match(r"\w", words[0]) else ""
    end = r"(?![\w-])" if rule else ""
    pattern = re.compile(start + r"\s+".join(map(spelled_either_way, words)) + end, re.IGNORECASE)
    defines = re.compile(rf"(?:#+|[-*+]) (?:\*\*)?{re.escape(query.strip())}\b", re.IGNORECASE) if rule else None
    hits = [
        Hit(book, passage, bool(defines and defines.match(passage.text)))
        for book, text in books.items()
        for passage in passages(text)
        if pattern.search(passage.text)
    ]
    first = next((index for index, hit in enumerate(hits) if hit.defines), 0)
    return hits[first:] + hits[:first]


def spelled_either_way(word: str) -> str:
    """A pattern for `word` as typed, е and ё alike (Russian writes ё or leaves it out as the writer pleases)."""
    return "".join("[её]" if letter in "еёЕЁ" else re.escape(letter) for letter in word)
