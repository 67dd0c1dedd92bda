"""Put and Take at the table: its presenter, its middle (the rows and the pool) and its log words.

Registered in app/games/__init__.py; the rules are in rules/put_and_take/.
"""

from ..presentation import Presentation
from .presenter import PutAndTakePresenter
from .setup_words import SETUP_WORDS

PRESENTATION = Presentation("put_and_take", PutAndTakePresenter, SETUP_WORDS)

__all__ = ["PRESENTATION"]
