"""Red Dog at the table: its presenter, the pot and turned cards in the middle, the bet box.

Registered in app/games/__init__.py; the rules are in rules/red_dog/.
"""

from ..presentation import Presentation
from .presenter import RedDogPresenter
from .setup_words import SETUP_WORDS

PRESENTATION = Presentation("red_dog", RedDogPresenter, SETUP_WORDS)

__all__ = ["PRESENTATION"]
