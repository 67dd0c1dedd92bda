"""The player's preferences: look and pace of the table (PRODUCT.md "Preferences")."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

CardStyle = Literal["unicode", "ascii"]
Language = Literal["auto", "en", "ru"]
"""A language of app/words/i18n.py `LANGUAGES`, or "auto": the environment's (LANG and the like)."""


class Preferences(BaseModel):
    """Display and pace settings; they never change the rules."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    theme: str = "textual-dark"
    """A Textual theme name."""
    animation_seconds: float = Field(default=0.5, ge=0.0, le=5.0)
    """Pause between revealed cards and computer moves; 0 reveals at once."""
    card_style: CardStyle = "unicode"
    """unicode: suit symbols and box drawing; ascii: letters (S H D C) for plain terminals."""
    four_colour: bool = False
    """Spades black, hearts red, diamonds blue, clubs green."""
    confirm_quit: bool = True
    """Ask before leaving a running game."""
    confirm_all_in: bool = True
    """Ask before a person's bet of everything at stake (a game's whole pot or whole stack; the game
    decides what counts). Computer players never ask. Missing in files saved before it: on."""
    coach: bool = False
    """Open every table with the coach's panel shown (`c` shows or hides it at the table)."""
    auto_play: dict[str, bool] = {}
    """Auto-play as the player last left it at each game's table (`a`), by game id; a game not in it starts
    with its default (app/parlour_app.py `ParlourApp.starts_auto`)."""
    language: Language = "auto"
    """The language Parlour speaks (`--lang` overrides it for one run); auto: the environment's, else English."""
