"""Put and Take settings: the chip rules plus the four variant toggles."""

from __future__ import annotations

from pydantic import StrictBool

from ..settings import ChipSettings, setting


class PutAndTakeSettings(ChipSettings):
    """Every switch of a Put and Take table (SCENARIOS.md keys)."""

    ante: StrictBool = setting(
        False, rule="PT-V1", label="Ante", help="everyone but the banker puts 1 chip in the pool before each round"
    )
    """PT-V1: everyone but the banker puts 1 chip in the pool before each round."""
    easy_come_easy_go: StrictBool = setting(
        False,
        rule="PT-V2",
        label="Easy come, easy go",
        help="1 chip more per card of the same rank and colour as the turned card",
    )
    """PT-V2: 1 chip more per card of the same rank and colour as the turned card."""
    red_and_black: StrictBool = setting(
        False,
        rule="PT-V3",
        label="Red and black",
        help="3+ cards in the suit of the k-th turned card (k = 1..5) pay or collect k chips more",
    )
    """PT-V3: k chips more for holding 3+ cards of the k-th turned card's suit."""
    up_and_down_the_river: StrictBool = setting(
        False,
        rule="PT-V4",
        label="Up and down the river",
        help="pay or collect the turned card's value per match (A=1 .. K=13) instead of 1-2-4-8-16",
    )
    """PT-V4: pay the turned card's face value per match instead of 1, 2, 4, 8, 16."""
