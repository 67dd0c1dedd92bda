"""Put and Take (`put_and_take`): RULES.md PT-1..PT-11 and the variants PT-V1..PT-V4."""

from rules.put_and_take.engine import PutAndTakeEngine
from rules.put_and_take.settings import PutAndTakeSettings
from rules.put_and_take.state import PutAndTakeState

__all__ = ["PutAndTakeEngine", "PutAndTakeSettings", "PutAndTakeState"]
