"""Put at the table: its presenter, the trick and score in the middle, the card keys, the answer to a put.

Registered in app/games/__init__.py; the rules are in rules/put/.
"""

from ..presentation import Presentation
from .presenter import PutPresenter
from .setup_words import SETUP_WORDS
from .words import ENDINGS

PRESENTATION = Presentation("put", PutPresenter, SETUP_WORDS, ENDINGS)

__all__ = ["PRESENTATION"]
