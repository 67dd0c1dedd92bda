"""Put ("I put", `put`): RULES.md PU-1..PU-7 and the variants PU-V1..PU-V3."""

from rules.put.engine import PutEngine
from rules.put.settings import PutSettings
from rules.put.state import PutState

__all__ = ["PutEngine", "PutSettings", "PutState"]
