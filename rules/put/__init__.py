"""Put ("I put", `put`): RULES.md PU-1..PU-7 and the variants PU-V1..PU-V3."""

from .engine import PutEngine
from .settings import PutSettings
from .state import PutState

__all__ = ["PutEngine", "PutSettings", "PutState"]
