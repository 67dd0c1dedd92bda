"""Put and Take settings: the chip rules plus the four variant toggles."""

from __future__ import annotations

from pydantic import StrictBool

from ..settings import ChipSettings


class PutAndTakeSettings(ChipSettings):
    """Every switch of a Put and Take table (SCENARIOS.md keys)."""

    ante: StrictBool = False
    """PT-V1: everyone but the banker puts 1 chip in the pool before each round."""
    easy_come_easy_go: StrictBool = False
    """PT-V2: 1 chip more per card of the same rank and colour as the turned card."""
    red_and_black: StrictBool = False
    """PT-V3: k chips more for holding 3+ cards of the k-th turned card's suit."""
    up_and_down_the_river: StrictBool = False
    """PT-V4: pay the turned card's face value per match instead of 1, 2, 4, 8, 16."""
