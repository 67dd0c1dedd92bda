"""Red Dog (`red_dog`): RULES.md RD-1..RD-10 and the variants RD-V1..RD-V3."""

from rules.red_dog.engine import RedDogEngine
from rules.red_dog.settings import RedDogSettings
from rules.red_dog.state import RedDogState

__all__ = ["RedDogEngine", "RedDogSettings", "RedDogState"]
