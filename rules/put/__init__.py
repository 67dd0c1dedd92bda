"""Put ("I put", `put`): RULES.md PU-1..PU-7 and the variants PU-V1..PU-V3.

The game registers here; its engine and models load on first use (see rules/games.py).
"""

from ..declarations import ActionKindInfo, TerminationInfo
from ..games import GameInfo, Strength

GAME = GameInfo(
    id="put",
    title="Put",
    blurb='three-card tricks and the bluff "I put"',
    rule_prefix="PU",
    min_players=2,
    max_players=6,
    chip_game=False,
    strengths=(
        Strength("casual", "easier: plays sensible cards; puts and sees on a hunch"),
        Strength("sharp", "stronger: plays, puts and folds to win the game"),
        Strength(
            "expert",
            "strongest: plays the solved two-player game, bluffs included; with more players, plays like sharp",
        ),
    ),
    action_kinds=(
        ActionKindInfo("put"),
        ActionKindInfo("decline"),
        ActionKindInfo("fold"),
        ActionKindInfo("see"),
        ActionKindInfo("play", takes="card"),
    ),
    terminations=(
        TerminationInfo("target_reached", "PU-7", "reached {figure} points (PU-7)", figure="target"),
        TerminationInfo("put_seen", "PU-4", "won the round after an accepted put (PU-4)"),
    ),
    engine_class="engine:PutEngine",
    settings_class="settings:PutSettings",
    state_class="state:PutState",
    view_class="view:PutView",
    bots="bots:BOTS",
    coach="coach:advise",
    reviewer_ref="coach:REVIEWER",
)
