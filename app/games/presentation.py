"""What one game gives the app, in one object: a game's package under app/games/ defines its `PRESENTATION`,
and app/games/__init__.py registers it by the game's key."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping

from ..words.i18n import Marked

if TYPE_CHECKING:
    from .presenter import Presenter
    from .refusal_words import Words


EndingWords = Marked
"""How an ending is said: a message (`N_`), or for an ending with a figure the two English forms of a counted
message (`N_plural`, `{n}` the figure)."""


@dataclass(frozen=True)
class Presentation:
    """A game at the table: its presenter, and its words for what its rules say as codes."""

    game: str
    """The game's key in the registry of games (rules/games.py)."""
    load_presenter: Callable[[], type[Presenter]]
    """Its presenter, imported when called (a table's first paint; the setup screen needs only the words here):
    what the seats, the middle and the lines show (its refusal words are its `refusal_words`)."""
    setup_words: Mapping[str, Words]
    """Its engine's refusals of a table, each code worded once (every engine refuses a player count)."""
    endings: Mapping[str, EndingWords] = field(default_factory=dict[str, EndingWords])
    """Its own endings (its registration's `terminations`), by code; the shared ones are app/games/words.py's."""
