"""What the setup screen offers per game: each setting with its rule ID and a one-line explanation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

FieldKind = Literal["bool", "int", "float", "choice"]


@dataclass(frozen=True)
class SettingField:
    """One editable setting."""

    key: str
    rule: str
    label: str
    help: str
    kind: FieldKind
    choices: tuple[tuple[str, str], ...] = ()
    """(value, label) pairs for a choice."""


CHIP_FIELDS = (
    SettingField("starting_chips", "CH-1", "Starting chips", "every player's stack at the start", "int"),
    SettingField("rounds", "CH-5", "Rounds", "rounds in the game; 0 plays until one player holds all the chips", "int"),
    SettingField("rebuy", "CH-4", "Rebuy", "a player who runs out receives the starting stack again", "bool"),
)

VARIANT_FIELDS: dict[str, tuple[SettingField, ...]] = {
    "put_and_take": (
        SettingField("ante", "PT-V1", "Ante", "everyone but the banker puts 1 chip in the pool before each round",
                     "bool"),
        SettingField("easy_come_easy_go", "PT-V2", "Easy come, easy go",
                     "1 chip more per card of the same rank and colour as the turned card", "bool"),
        SettingField("red_and_black", "PT-V3", "Red and black",
                     "3+ cards of the turned card's suit pay or earn k chips more (1..5)", "bool"),
        SettingField("up_and_down_the_river", "PT-V4", "Up and down the river",
                     "pay the turned card's face value per match (A=1 .. K=13) instead of 1-2-4-8-16", "bool"),
    ),
    "red_dog": (
        SettingField("burn", "RD-V1", "Burn", "the top card goes under the stock unseen before each turn", "bool"),
        SettingField("four_card_hands", "RD-V2", "Four-card hands", "deal 4 cards at any number of players",
                     "bool"),
        SettingField("irregular_deals", "RD-V3", "Clumsy dealer",
                     "chance per round (0-1) of a misdeal, with the source's remedies", "float"),
    ),
    "put": (
        SettingField("mode", "PU-V2/V3", "Table", "two players, free for all (3-6), or two against two",
                     "choice", (("two_player", "Two players"), ("free_for_all", "Free for all"),
                                ("partners", "Two against two"))),
        SettingField("put_any_turn", "PU-V1", "Put at any turn", "\"I put\" may be said before any card you play",
                     "bool"),
        SettingField("target", "PU-7", "Target", "points needed to win the game", "int"),
    ),
}


def fields_for(game: str, chip_game: bool) -> tuple[SettingField, ...]:
    """Every setting the setup screen shows for a game, chip rules first."""
    return (CHIP_FIELDS if chip_game else ()) + VARIANT_FIELDS[game]
