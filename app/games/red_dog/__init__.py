"""Red Dog at the table: its presenter, the pot and turned cards in the middle, the bet box.

Registered in app/games/__init__.py; the rules are in rules/red_dog/. The presenter loads at the first table (the
setup screen needs only the setup words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..presentation import Presentation
from .setup_words import SETUP_WORDS

if TYPE_CHECKING:
    from .presenter import RedDogPresenter


def presenter() -> type["RedDogPresenter"]:
    # lazy: start-up (a game's presenter loads at its first table, not with the menu)
    from .presenter import RedDogPresenter

    return RedDogPresenter


PRESENTATION = Presentation("red_dog", presenter, SETUP_WORDS)

__all__ = ["PRESENTATION"]
