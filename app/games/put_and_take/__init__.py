"""Put and Take at the table: its presenter, its middle (the rows and the pool) and its log words.

The table finds this folder by the game's key (app/games/__init__.py); the rules are in rules/put_and_take/.
"""

from .presenter import PutAndTakePresenter as PRESENTER

__all__ = ["PRESENTER"]
