"""Put and Take (`put_and_take`): RULES.md PT-1..PT-11 and the variants PT-V1..PT-V4.

The game registers here; its engine and models load on first use (see rules/games.py).
"""

from ..games import GameInfo

GAME = GameInfo(
    id="put_and_take",
    title="Put and Take",
    blurb="pay on five cards, collect on five",
    rule_prefix="PT",
    min_players=2,
    max_players=8,
    chip_game=True,
    strengths=(),
    engine_class="engine:PutAndTakeEngine",
    settings_class="settings:PutAndTakeSettings",
    state_class="state:PutAndTakeState",
    view_class="view:PutAndTakeView",
    coach="coach:advise",
)
