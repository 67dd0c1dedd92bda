"""How a game ends: a `Termination` naming the rule that ended it, the `Ending` (it and its figure, as data), and
the `Outcome` (winner, standings)."""

from __future__ import annotations

from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict


class Termination(str, Enum):
    """Why a game is over; `rule` names the rule that says so."""

    ROUNDS_PLAYED = "rounds_played"
    """CH-5: the configured number of rounds is played."""
    ONE_HOLDER = "one_holder"
    """CH-5: one player holds chips alone."""
    ALL_OUT = "all_out"
    """CH-5: every player is out."""
    PEOPLE_OUT = "people_out"
    """CH-5: the players who are people are all out."""
    TARGET_REACHED = "target_reached"
    """PU-7: a player (or team) reached the target."""
    PUT_SEEN = "put_seen"
    """PU-4: a put was seen and its round won, which wins the whole game."""
    ENDED = "ended"
    """CH-5: the game was ended at the table (a network table's host ended it), ranked as it stood."""

    @property
    def rule(self) -> str:
        """The RULES.md ID of this ending."""
        return {"target_reached": "PU-7", "put_seen": "PU-4"}.get(self.value, "CH-5")

    def ending(self, settings: Any) -> "Ending":
        """This ending with its figure: the rounds played (CH-5) or the target reached (PU-7)."""
        figure = (
            settings.rounds
            if self is Termination.ROUNDS_PLAYED
            else settings.target
            if self is Termination.TARGET_REACHED
            else None
        )
        return Ending(termination=self, figure=figure)

    def describe(self, settings: Any) -> str:
        """The ending as one phrase in English, as the round log's note writes it ("3 rounds played")."""
        return self.ending(settings).english()


class Ending(BaseModel):
    """How a game ended, as data (a `game_over` event carries it; the app words it): the termination and
    its figure, the rounds played or the points of the target (None for the endings that name no number)."""

    model_config = ConfigDict(frozen=True)

    termination: Termination
    figure: int | None = None

    def english(self) -> str:
        """The ending in English, from its one template ("3 rounds played")."""
        return ENGLISH[self.termination].format(figure=self.figure)


ENGLISH = {
    Termination.ROUNDS_PLAYED: "{figure} rounds played",
    Termination.TARGET_REACHED: "reached {figure} points (PU-7)",
    Termination.ONE_HOLDER: "one player holds all the chips",
    Termination.ALL_OUT: "every player is out",
    Termination.PEOPLE_OUT: "the human players are all out",
    Termination.PUT_SEEN: "won the round after an accepted put (PU-4)",
    Termination.ENDED: "the game was ended at the table",
}
"""Each ending's English template (the scenario runner's `game_over` note)."""


class Outcome(BaseModel):
    """How a game stands: finished or not, the winner, the ranking, and why it ended."""

    model_config = ConfigDict(frozen=True)

    finished: bool
    """Whether the game is over."""
    winner: int | None
    """The winning seat (partners: the lower seat of the team); None while playing or when nobody won."""
    standings: tuple[int, ...]
    """Every seat, best first."""
    termination: Termination | None = None
    """Why it ended (None while it goes on)."""
    reason: str | None = None
    """The ending in English ("3 rounds played"), as the round log's note says it."""
    ending: Ending | None = None
    """Why it ended with its figure, as data: what the app words (None while it goes on)."""
