"""The setup screen's form read as a table, without the screen: what each field holds turned into its setting, and
the whole checked as a `TableSetup` with its seed.

A tick or a choice is taken as it is; a number field's text is read as a whole number or a decimal (a point or a
comma), and text that is no number is refused in words naming the field's label. The seed is read first, then
the table is validated (the settings model and the engine's `check_setup`): the first problem is raised, and
app/games/table_refusals.py `refusal` words it as the setup screen shows it.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from ...rules.games import by_id
from ...rules.settings import SettingField
from ..words.i18n import _
from ..words.numbers import parse_float
from .table_setup import SeatSetup, TableSetup, parse_seed


def read_setting(field: SettingField, held: Any) -> Any:
    """The setting a field of the form holds: a tick or a choice as it is, a number field's text read as a number
    (ValueError naming the field's label when it is not one, blank included)."""
    if field.kind in ("bool", "choice"):
        return held
    text = str(held).strip()
    try:
        return int(text) if field.kind == "int" else parse_float(text)
    except ValueError:
        message = _("{label}: {text} is not a number") if text else _("{label}: empty, type a number")
        raise ValueError(message.format(label=_(field.label), text=text)) from None


def read_settings(fields: Iterable[SettingField], held: Mapping[str, Any]) -> dict[str, Any]:
    """Every setting of the form by its key, from what each field holds (`held`, by the setting's key)."""
    return {field.key: read_setting(field, held[field.key]) for field in fields}


def form_setup(
    game: str,
    seats: tuple[SeatSetup, ...],
    held: Mapping[str, Any],
    *,
    chip_value: Mapping[str, str] | None = None,
    seed: str = "",
) -> tuple[TableSetup, int | None]:
    """The table the form describes and its seed (None: a new deal); raises with the first reason it cannot be
    played (the seed's, then a setting's that is no number, then the table's own)."""
    chosen_seed = parse_seed(seed)
    setup = TableSetup(
        game=game,
        seats=seats,
        settings=read_settings(by_id(game).setting_fields(), held),
        chip_value=dict(chip_value or {}),  # pyright: ignore[reportArgumentType]  (validated into a ChipValue)
    )
    return setup, chosen_seed
