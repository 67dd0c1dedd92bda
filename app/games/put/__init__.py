"""Put at the table: its presenter, the trick and score in the middle, the card keys, the answer to a put.

The table finds this folder by the game's key (app/games/__init__.py); the rules are in rules/put/.
"""

from .presenter import PutPresenter as PRESENTER

__all__ = ["PRESENTER"]
