"""Put and Take at the table: its presenter, its middle (the rows and the pool) and its log words.

Registered in app/games/__init__.py; the rules are in rules/put_and_take/. The presenter loads at the first table (the
setup screen needs only the setup words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..presentation import Presentation
from .setup_words import SETUP_WORDS

if TYPE_CHECKING:
    from .presenter import PutAndTakePresenter


def presenter() -> type["PutAndTakePresenter"]:
    # lazy: start-up (a game's presenter loads at its first table, not with the menu)
    from .presenter import PutAndTakePresenter

    return PutAndTakePresenter


PRESENTATION = Presentation("put_and_take", presenter, SETUP_WORDS)

__all__ = ["PRESENTATION"]
