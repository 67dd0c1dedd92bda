"""Put settings: the mode (PU-3 / PU-V2 / PU-V3), put at any turn (PU-V1) and the target (PU-7).

Put keeps score in points, not chips: the chip settings (starting_chips, rebuy, rounds)
are not fields here, so the strict model refuses them as unknown keys.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import StrictBool, StrictInt

from ..settings import FrozenSettings, setting

Mode = Literal["two_player", "free_for_all", "partners"]


PLAYERS = {
    "two_player": (2, 2, "PU-3", "put.two_player_players"),
    "free_for_all": (3, 6, "PU-V2", "put.free_for_all_players"),
    "partners": (4, 4, "PU-V3", "put.partners_players"),
}
"""Per mode: fewest and most players, the rule that says so and the code of its refusal (rules/put/refusals.py)."""


class PutSettings(FrozenSettings):
    """Every switch of a Put table (SCENARIOS.md keys)."""

    mode: Mode = setting(
        "two_player",
        rule="PU-V2/V3",
        label="Table",
        help="two players, free for all (3-6), or two against two",
        choices=(
            ("two_player", "Two players", None),
            ("free_for_all", "Free for all", "PU-V2"),
            ("partners", "Two against two", "PU-V3"),
        ),
    )
    """PU-3 two players; PU-V2 three to six players each for himself; PU-V3 two against two."""
    put_any_turn: StrictBool = setting(
        False, rule="PU-V1", label="Put at any turn", help='"I put" may be said before any card you play'
    )
    """PU-V1: "I put" at any turn to lead or play, instead of only in the window after the deal."""
    target: StrictInt = setting(5, rule="PU-7", label="Target", help="points needed to win the game", ge=1)
    """PU-7: the points that win the game."""

    @classmethod
    def fitted(cls, held: dict[str, Any], players: int, moved: str) -> tuple[dict[str, Any], int]:
        """The table follows the players (PU-3 two, PU-V2 three to six, PU-V3 four: `PLAYERS`, the first mode they
        fit) and the players the table chosen (brought into its range): seen, four players with the table left at
        "Two players" refused until the table was changed by hand."""
        mode = str(held.get("mode"))
        if mode not in PLAYERS:  # a field holding no mode: the setup refuses it as it is
            return held, players
        low, high, _rule, _code = PLAYERS[mode]
        if moved == "mode":
            players = min(max(players, low), high)
        elif moved == "players" and not low <= players <= high:
            mode = next((kind for kind, (fewest, most, *_) in PLAYERS.items() if fewest <= players <= most), mode)
        return {**held, "mode": mode}, players

    @property
    def two_handed(self) -> bool:
        """Whether each round is played by two hands (two players, or partners' receivers)."""
        return self.mode != "free_for_all"


def team(mode: str, seat: int) -> tuple[int, ...]:
    """The seats that share `seat`'s score: PU-V3 partners sit opposite (seats 0+2 and 1+3); else the seat alone."""
    return (seat % 2, seat % 2 + 2) if mode == "partners" else (seat,)
