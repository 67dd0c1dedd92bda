"""Put and Take (`put_and_take`): RULES.md PT-1..PT-11 and the variants PT-V1..PT-V4."""

from .engine import PutAndTakeEngine
from .settings import PutAndTakeSettings
from .state import PutAndTakeState

__all__ = ["PutAndTakeEngine", "PutAndTakeSettings", "PutAndTakeState"]
