"""Settings shared by the chip games (CH-1, CH-4, CH-5), as a frozen, strict model."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt


class FrozenSettings(BaseModel):
    """Base of every game's settings: frozen, strict types, unknown keys refused."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class ChipSettings(FrozenSettings):
    """The chip rules common to Put and Take and Red Dog."""

    starting_chips: StrictInt = Field(100, ge=1, le=1_000_000_000)
    """CH-1: every player's starting stack."""
    rebuy: StrictBool = False
    """CH-4: a busted player receives `starting_chips` again instead of leaving."""
    rounds: StrictInt = Field(0, ge=0, le=1_000_000)
    """CH-5: rounds in a game; 0 means no limit."""
