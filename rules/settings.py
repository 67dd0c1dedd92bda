"""Settings models and what the setup screen shows of them.

Every game's settings are one frozen, strict model. Each field is declared with
`setting(...)`, which keeps its label, its rule ID and a one-line explanation in the
field's own metadata; `setting_fields(model)` reads them back, so the setup screen,
the rules screen and the command line need no list of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, cast, get_origin

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

FieldKind = Literal["bool", "int", "float", "choice"]


@dataclass(frozen=True)
class SettingField:
    """One editable setting, as the setup screen shows it."""

    key: str
    """The settings key (SCENARIOS.md)."""
    rule: str
    """The rule ID it belongs to ("PT-V1", "CH-5", "PU-V2/V3")."""
    label: str
    """Its name on screen."""
    help: str
    """What it does, in one line."""
    kind: FieldKind
    """How it is edited."""
    default: Any
    """The engine's default."""
    choices: tuple[tuple[str, str, str | None], ...] = ()
    """For a choice: (value, label, the variant rule it switches on or None)."""

    @property
    def variant(self) -> bool:
        """Whether switching it on plays a variant of the game (its rule is a -V rule)."""
        return "-V" in self.rule

    def variant_in_force(self, value: Any) -> tuple[str, str] | None:
        """(rule ID, name) of the variant `value` switches on, or None."""
        if self.kind == "choice":
            found = next((choice for choice in self.choices if choice[0] == value), None)
            return (found[2], found[1]) if found and found[2] else None
        return (self.rule, self.label) if self.variant and value else None


def setting(
    default: Any,
    *,
    rule: str,
    label: str,
    help: str,
    choices: tuple[tuple[str, str, str | None], ...] = (),
    **limits: Any,
) -> Any:
    """A settings field with what the setup screen shows of it (`limits`: ge, le ...)."""
    extra: dict[str, Any] = {"rule": rule}
    if choices:
        extra["choices"] = [list(choice) for choice in choices]
    return Field(default, title=label, description=help, json_schema_extra=extra, **limits)


def setting_fields(model: type[BaseModel]) -> tuple[SettingField, ...]:
    """Every field of a settings model declared with `setting`, in declaration order."""
    fields: list[SettingField] = []
    for key, info in model.model_fields.items():
        extra = info.json_schema_extra
        if not isinstance(extra, dict) or "rule" not in extra:
            continue
        extra = cast("dict[str, Any]", extra)  # what `setting` wrote (pydantic's JsonValue is partly unknown)
        # `setting` stores the choices as lists of (value, label, help).
        stored = cast("list[list[str | None]]", extra.get("choices", ()))
        choices = cast("tuple[tuple[str, str, str | None], ...]", tuple(tuple(choice) for choice in stored))
        fields.append(
            SettingField(
                key=key,
                rule=str(extra["rule"]),
                label=info.title or key,
                help=info.description or "",
                kind=_kind(info.annotation, choices),
                default=info.default,
                choices=choices,
            )
        )
    return tuple(fields)


def _kind(annotation: Any, choices: tuple[tuple[str, str, str | None], ...]) -> FieldKind:
    if choices or get_origin(annotation) is Literal:
        return "choice"
    if annotation is bool:
        return "bool"
    return "float" if annotation is float else "int"


class FrozenSettings(BaseModel):
    """Base of every game's settings: frozen, strict types, unknown keys refused."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    @property
    def ends_by_itself(self) -> bool:
        """Whether a game at these settings comes to its end without anybody stopping it (CH-5)."""
        return True

    @classmethod
    def fitted(cls, held: dict[str, Any], players: int, moved: str) -> tuple[dict[str, Any], int]:
        """A setup's settings (by key, as its fields hold them) and table size made to agree where the rules tie
        them, after `moved` changed (a setting's key, or "players"): nothing is tied unless a game says so."""
        return held, players


class ChipSettings(FrozenSettings):
    """The chip rules common to Put and Take and Red Dog."""

    starting_chips: StrictInt = setting(
        100, rule="CH-1", label="Starting chips", help="every player's stack at the start", ge=1, le=1_000_000_000
    )
    """CH-1: every player's starting stack."""
    rounds: StrictInt = setting(
        0,
        rule="CH-5",
        label="Rounds",
        help="rounds in the game; 0: until only one player has chips left",
        ge=0,
        le=1_000_000,
    )
    """CH-5: rounds in a game; 0 means no limit."""
    rebuy: StrictBool = setting(
        False, rule="CH-4", label="Rebuy", help="a player out of chips receives the starting stack again"
    )
    """CH-4: a busted player receives `starting_chips` again instead of leaving."""

    @property
    def ends_by_itself(self) -> bool:
        """With rebuy (CH-4) nobody is ever out, so nobody holds the chips alone: only a round limit ends the game
        (CH-5), or the players stopping it."""
        return self.rounds > 0 or not self.rebuy
