"""A game's rule book as the rules screen shows it with every variant of the game marked (the walks in Russian
and in the ASCII style check the books this way without a screen, beside one rules screen each)."""

from __future__ import annotations

from parlour.app.words.i18n import _
from parlour.app.words.rule_books import mark_variants, rule_book
from parlour.rules.games import by_id


def every_variant(game: str) -> list[tuple[str, str]]:
    """(rule ID, name in the language in force) of every variant a setting of `game` can switch on."""
    found: dict[str, str] = {}
    for field in by_id(game).setting_fields():
        values = [choice[0] for choice in field.choices] if field.kind == "choice" else [True]
        for value in values:
            variant = field.variant_in_force(value)
            if variant is not None:
                found.setdefault(variant[0], _(variant[1]))
    return list(found.items())


def marked_book(game: str) -> str:
    """`game`'s book in the language in force, with the note and the marks of every variant it has."""
    variants = every_variant(game)
    assert variants, f"{game} has no variant to mark"
    return mark_variants(rule_book(game), variants)
