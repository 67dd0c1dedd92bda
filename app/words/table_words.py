"""A table's settings in one line, by the names the setup screen gives them, for a person who did not set the
table up (a friend waiting in a network table's lobby): "Starting chips: 100 · Rounds: 10 · Rebuy · Burn"."""

from __future__ import annotations

from typing import Any

from ...rules.games import by_id
from ...rules.settings import SettingField
from .i18n import _
from .numbers import decimal, percent


def settings_words(game: str, settings: Any) -> str:
    """Every setting of `game` as `settings` (its frozen model) holds it: each number and choice with its value,
    each rule or variant switched on by its name alone (one switched off is left out), in the language in force."""
    parts = (setting_words(field, getattr(settings, field.key)) for field in by_id(game).setting_fields())
    return " · ".join(part for part in parts if part)


def setting_words(field: SettingField, value: Any) -> str:
    """One setting ("" for a switch that is off)."""
    label = _(field.label)
    if field.kind == "bool":
        return label if value else ""
    if field.kind == "float":  # a chance (RD-V3's misdeals): off at 0
        return f"{label}: {percent(value)}" if value else ""
    if field.kind == "choice":
        chosen = next((name for key, name, _rule in field.choices if key == value), str(value))
        return f"{label}: {_(chosen)}"
    if field.key == "rounds" and value == 0:  # CH-5: played until only one player has chips left
        # TRANSLATORS: the number of rounds of a game that has none set ("Rounds: no limit").
        return f"{label}: " + _("no limit")
    return f"{label}: {decimal(value)}"
