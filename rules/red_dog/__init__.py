"""Red Dog (`red_dog`): RULES.md RD-1..RD-10 and the variants RD-V1..RD-V3.

The game registers here; its engine and models load on first use (see rules/games.py).
"""

from ..declarations import ActionKindInfo
from ..games import GameInfo, Strength

GAME = GameInfo(
    id="red_dog",
    title="Red Dog",
    blurb="bet that you hold a higher card of the suit turned",
    rule_prefix="RD",
    min_players=2,
    max_players=10,
    chip_game=True,
    strengths=(
        Strength("casual", "easier: judges its hand roughly, bets on a hunch"),
        Strength("sharp", "stronger: bets by exact odds from the cards seen"),
    ),
    action_kinds=(ActionKindInfo("bet", takes="amount"), ActionKindInfo("forfeit"), ActionKindInfo("pass")),
    engine_class="engine:RedDogEngine",
    settings_class="settings:RedDogSettings",
    state_class="state:RedDogState",
    view_class="view:RedDogView",
    bots="bots:BOTS",
    coach="coach:advise",
    reviewer_ref="coach:REVIEWER",
)
