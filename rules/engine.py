"""The one engine shape shared by the three games (STYLE.md point 3).

Every game module provides an `Engine` subclass with the same methods, so the
scenario runner, the benchmarks, the bots' harness and the table drive all games
alike:

- `new_game(settings, players, seed, first_dealer=None, stacks=None, humans=())`
- `start_round(state, deck=None, hands=None)`: shuffle and cut (or take a scripted deck)
  and deal; only when `needs_round(state)`.
- `to_act(state)`: the seat whose decision is due, or None when the next step is
  automatic (`advance`) or nothing is due.
- `legal_actions(state)`: the actions that seat may take, in a fixed order.
- `apply(state, action)`: the state after a decision; IllegalAction names the rule.
- `advance(state)`: one automatic step (a card turned and its payments).
- `needs_round(state)`, `is_over(state)`, `outcome(state)`.

All are pure: states are frozen, and randomness comes from the `rng` int in the state.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from .errors import IllegalAction

ActionKind = Literal["bet", "forfeit", "pass", "put", "decline", "fold", "see", "play"]


class Action(BaseModel):
    """A decision by one seat, the same shape as a scenario action."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    do: ActionKind
    amount: int | None = None
    """Chips, for `bet`."""
    card: str | None = None
    """The card, for `play`."""

    @property
    def code(self) -> str:
        """The scenario runner's string for it: "bet 5", "play 3H", "fold"."""
        if self.do == "bet":
            return f"bet {self.amount}"
        if self.do == "play":
            return f"play {self.card}"
        return self.do


class Outcome(BaseModel):
    """How a game stands: finished or not, the winner, the ranking, why it ended."""

    model_config = ConfigDict(frozen=True)

    finished: bool
    winner: int | None
    standings: tuple[int, ...]
    reason: str | None = None


class Engine:
    """Base class of the three engines; see the module docstring for the contract."""

    game: str = ""
    min_players: int = 2
    max_players: int = 2
    decision_rule: str | None = None
    """The rule that says who decides when (named when an action comes at the wrong time)."""
    end_rule: str = "CH-5"
    """The rule that ends the game."""

    def new_game(self, settings: Any, players: int, seed: int = 0, *, first_dealer: int | None = None,
                 stacks: tuple[int, ...] | None = None, humans: tuple[int, ...] = ()) -> Any:
        raise NotImplementedError

    def check_setup(self, settings: Any, players: int) -> None:
        """Raise InvalidSetup when this table cannot be played."""
        raise NotImplementedError

    def start_round(self, state: Any, deck: tuple[str, ...] | None = None, hands: Any = None) -> Any:
        raise NotImplementedError

    def needs_round(self, state: Any) -> bool:
        raise NotImplementedError

    def to_act(self, state: Any) -> int | None:
        raise NotImplementedError

    def legal_actions(self, state: Any) -> list[Action]:
        raise NotImplementedError

    def apply(self, state: Any, action: Action) -> Any:
        raise NotImplementedError

    def advance(self, state: Any) -> Any:
        raise NotImplementedError

    def is_over(self, state: Any) -> bool:
        raise NotImplementedError

    def outcome(self, state: Any) -> Outcome:
        raise NotImplementedError

    def legal_codes(self, state: Any) -> list[str]:
        """The legal actions as the scenario runner's strings (Red Dog folds bets into "bet 1..N")."""
        return [action.code for action in self.legal_actions(state)]

    def scoreboard(self, state: Any) -> dict[str, Any]:
        """The runner's `stacks`, `pot` and `scores` fields (None where the game has none)."""
        raise NotImplementedError

    def dealer(self, state: Any) -> int:
        """The banker/dealer seat (of the round in progress, or the next one)."""
        raise NotImplementedError

    def step(self, state: Any) -> Any:
        """Move the game on by one automatic step: a new round, or `advance`.

        Raises IllegalAction when a decision is due or the game is over.
        """
        if self.is_over(state):
            raise IllegalAction("the game is over", "CH-5")
        if self.needs_round(state):
            return self.start_round(state)
        if self.to_act(state) is not None:
            raise IllegalAction(f"seat {self.to_act(state)} must decide first")
        return self.advance(state)

    def check_turn(self, state: Any, action: Action, rule: str) -> None:
        """Refuse an action by the wrong seat or when no decision is due."""
        seat = self.to_act(state)
        if seat is None:
            raise IllegalAction("no decision is due now", rule)
        if action.seat != seat:
            raise IllegalAction(f"it is seat {seat}'s turn, not seat {action.seat}'s", rule)


class ChipEngine(Engine):
    """What the two chip games (Put and Take, Red Dog) share: the end, the outcome, the scoreboard."""

    def pot_of(self, state: Any) -> int:
        """The chips in the middle (Put and Take's pool, Red Dog's pot)."""
        raise NotImplementedError

    def seat_players(self, settings: Any, players: int, seed: int, first_dealer: int | None,
                     stacks: tuple[int, ...] | None, draw: Any, rule: str) -> tuple[tuple[int, ...], Any, int, list]:
        """The start of every chip game: checked table and stacks (CH-1), the seeded generator,
        and the first dealer, drawn with `draw(rng, players)` unless given (`rule` names the draw).

        Returns (stacks, rng, first dealer, the draw's events).
        """
        from .errors import InvalidSetup
        from .rng import Rng, seed_state

        self.check_setup(settings, players)
        stacks = tuple(stacks) if stacks is not None else (settings.starting_chips,) * players
        if len(stacks) != players or any(chips < 1 for chips in stacks):
            raise InvalidSetup("stacks need one entry of at least 1 chip per player", "CH-1")
        rng = Rng(seed_state(seed))
        events: list = []
        if first_dealer is None:
            first_dealer, events = draw(rng, players)
        elif not 0 <= first_dealer < players:
            raise InvalidSetup(f"the first dealer must be a seat from 0 to {players - 1}", rule)
        return stacks, rng, first_dealer, events

    def is_over(self, state: Any) -> bool:
        return state.phase == "over"

    def scoreboard(self, state: Any) -> dict[str, Any]:
        return {"stacks": list(state.stacks), "pot": self.pot_of(state), "scores": None}

    def outcome(self, state: Any) -> Outcome:
        from .chips import standings, winner_by_stack

        over = state.phase == "over"
        return Outcome(finished=over, winner=winner_by_stack(state.stacks) if over else None,
                       standings=standings(state.stacks), reason=state.end_reason)
