"""The rule books from seeds/: loading, marking the variants on in a game, searching.

Pure text functions, so the rules screen stays a thin view.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..rules.games import by_id

SEEDS = Path(__file__).resolve().parent.parent / "seeds"


def rule_book(game: str) -> str:
    """The Markdown rule book of a game, or a line saying it is missing."""
    path = SEEDS / f"{game}.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {by_id(game).title}\n\nThe rule book ({path.name}) is missing."


def active_variants(game: str, settings: dict[str, Any]) -> list[tuple[str, str]]:
    """(rule ID, name) of every variant switched on in `settings`."""
    found = []
    for field in by_id(game).setting_fields():
        variant = field.variant_in_force(settings.get(field.key))
        if variant is not None:
            found.append(variant)
    return found


def mark_variants(text: str, variants: list[tuple[str, str]]) -> str:
    """The book with a note of the variants in force on top, and each one's heading marked."""
    if not variants:
        return text
    for rule, _ in variants:
        heading = re.compile(rf"^((?:#+ |- \*\*){re.escape(rule)}\b.*)$", re.MULTILINE)
        text = heading.sub(r"\1  ✔ **on in this game**", text, count=1)
    names = ", ".join(f"{rule} {name}" for rule, name in variants)
    return f"> **In this game:** {names}.\n\n{text}"


def search(text: str, query: str) -> str:
    """Only the blocks (paragraphs, list items, headings) that mention `query`, with their section."""
    words = query.strip().lower()
    if not words:
        return text
    blocks = re.split(r"\n\s*\n", text)
    section, found, shown_sections = "", [], set()
    for block in blocks:
        if block.lstrip().startswith("#"):
            section = block.strip().splitlines()[0]
        if words in block.lower():
            if section and section not in shown_sections and not block.lstrip().startswith("#"):
                found.append(section)
            shown_sections.add(section)
            found.append(block.strip())
    if not found:
        return f"*Nothing in this rule book mentions “{query.strip()}”.*"
    count = sum(1 for block in found if words in block.lower())
    passages = "1 passage mentions" if count == 1 else f"{count} passages mention"
    return f"*{passages} “{query.strip()}”.*\n\n" + "\n\n".join(found)
