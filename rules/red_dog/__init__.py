"""Red Dog (`red_dog`): RULES.md RD-1..RD-10 and the variants RD-V1..RD-V3."""

from .engine import RedDogEngine
from .settings import RedDogSettings
from .state import RedDogState

__all__ = ["RedDogEngine", "RedDogSettings", "RedDogState"]
