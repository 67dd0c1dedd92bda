"""Red Dog at the table: its presenter, the pot and turned cards in the middle, the bet box.

The table finds this folder by the game's key (app/games/__init__.py); the rules are in rules/red_dog/.
"""

from .presenter import RedDogPresenter as PRESENTER

__all__ = ["PRESENTER"]
