"""Put at the table: its presenter, the trick and score in the middle, the card keys, the answer to a put.

Registered in app/games/__init__.py; the rules are in rules/put/. The presenter loads at the first table (the
setup screen needs only the setup words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..presentation import Presentation
from .endings import ENDINGS
from .setup_words import SETUP_WORDS

if TYPE_CHECKING:
    from .presenter import PutPresenter


def presenter() -> type["PutPresenter"]:
    # lazy: start-up (a game's presenter loads at its first table, not with the menu)
    from .presenter import PutPresenter

    return PutPresenter


PRESENTATION = Presentation("put", presenter, SETUP_WORDS, ENDINGS)

__all__ = ["PRESENTATION"]
