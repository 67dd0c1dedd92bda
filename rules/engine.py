"""The one engine contract shared by every game (STYLE.md point 3).

Every game provides an `Engine` subclass, generic over its state, settings and view,
so the scenario runner, the computer players, the table session, the benchmarks and
the contract tests drive all games alike:

- setup: `check_setup(settings, players)`, `new_game(settings, players, seed, ...)`.
- rounds: `needs_round(state)`, `start_round(state, deck=None, hands=None)` (a scripted
  deck or hands, or a shuffle and cut from the state's generator).
- decisions: `to_act(state)`, `choices(state)` (compact: a bet range is one choice),
  `legal_actions(state)` (every concrete action), `verify(state, action)` (raises
  IllegalAction naming the rule), `why_not(view, action)` (the same check, from a seat's view),
  `can(state, action)`, `apply(state, action)`.
- automatic steps: `advance(state)` (a card turned and its payments), `step(state)`.
- the end: `is_over(state)`, `outcome(state)` (a typed Termination, winner, standings).
- what a seat knows: `seen_cards(state, seat)` and `view(state, seat)`, the one place
  where hidden cards are masked (seat None: the public view); `all_cards(state)`, every card
  at the table, for the checks that the deck is whole.

All are pure: states are frozen, and randomness comes from the `rng` int in the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Generic, Iterable, TypeVar

from pydantic import BaseModel

from .actions import Action, ActionKind, Choice
from .errors import IllegalAction
from .outcome import Outcome, Termination

if TYPE_CHECKING:
    from .events import Event
    from .rng import Rng

__all__ = ["Action", "ActionKind", "ChipEngine", "Choice", "Engine", "Outcome", "Termination"]

S = TypeVar("S", bound=BaseModel)
"""A game's state model."""
G = TypeVar("G", bound=BaseModel)
"""A game's settings model."""
V = TypeVar("V", bound=BaseModel)
"""A game's view model."""


class Engine(Generic[S, G, V]):
    """Base class of the engines; see the module docstring for the contract."""

    game: str = ""
    min_players: int = 2
    max_players: int = 2
    decision_rule: str = ""
    """The rule that says who decides when (named when an action comes at the wrong time)."""
    end_rule: str = "CH-5"
    """The rule that ends the game (named for anything tried after the end)."""
    takes_hands: bool = False
    """Whether a round can be scripted as explicit hands and a stock, not only as a whole deck."""

    # -- setup -------------------------------------------------------------------

    def check_setup(self, settings: G, players: int) -> None:
        """Raise InvalidSetup when this table cannot be played."""
        raise NotImplementedError

    def new_game(
        self,
        settings: G,
        players: int,
        seed: int = 0,
        *,
        first_dealer: int | None = None,
        stacks: tuple[int, ...] | None = None,
        humans: tuple[int, ...] = (),
    ) -> S:
        """A new table: the first dealer drawn from the seed (unless given) and nothing dealt yet."""
        raise NotImplementedError

    # -- rounds ------------------------------------------------------------------

    def needs_round(self, state: S) -> bool:
        """Whether the next step is a new deal."""
        raise NotImplementedError

    def start_round(self, state: S, deck: tuple[str, ...] | None = None, hands: Any = None) -> S:
        """Shuffle and cut (or take the scripted deck or hands) and deal."""
        raise NotImplementedError

    # -- decisions ---------------------------------------------------------------

    def to_act(self, state: S) -> int | None:
        """The seat whose decision is due, or None when the next step is automatic or the game is over."""
        raise NotImplementedError

    def choices(self, state: S) -> tuple[Choice, ...]:
        """The legal decisions of the seat to act, in a fixed order (empty when none is due)."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> list[Action]:
        """Every legal concrete action (a bet range spelled out), in the order of `choices`."""
        return [action for choice in self.choices(state) for action in choice.actions()]

    def legal_codes(self, state: S) -> list[str]:
        """The legal decisions as the scenario runner's strings ("bet 1..N", "play 3H", "fold")."""
        return [choice.code for choice in self.choices(state)]

    def verify(self, state: S, action: Action) -> None:
        """Raise IllegalAction, naming the rule, unless `action` is legal now."""
        raise NotImplementedError

    def why_not(self, view: V, action: Action) -> IllegalAction | None:
        """Why `action` is refused, as far as the seat whose view this is can tell (None: it may be taken);
        answered by the same check as `verify`, so the refusal is the one `apply` would raise."""
        raise NotImplementedError

    def can(self, state: S, action: Action) -> bool:
        """Whether `action` is legal now."""
        try:
            self.verify(state, action)
        except IllegalAction:
            return False
        return True

    def apply(self, state: S, action: Action) -> S:
        """The state after a decision; IllegalAction (naming the rule) when it is not legal."""
        self.verify(state, action)
        return self.perform(state, action)

    def perform(self, state: S, action: Action) -> S:
        """Carry out an action that `verify` accepted."""
        raise NotImplementedError

    # -- automatic steps ---------------------------------------------------------

    def advance(self, state: S) -> S:
        """One automatic step of the round in progress (a card turned and its payments)."""
        raise NotImplementedError

    def step(self, state: S) -> S:
        """Move the game on by one automatic step: a new round, or `advance`.

        Raises IllegalAction when the game is over (naming the rule that ended it) or a
        decision is due (naming the rule that says who decides).
        """
        if self.is_over(state):
            raise IllegalAction("game.over", self.end_rule)
        if self.needs_round(state):
            return self.start_round(state)
        seat = self.to_act(state)
        if seat is not None:
            raise IllegalAction("turn.wait_for", self.decision_rule, seat=seat)
        return self.advance(state)

    # -- the end -----------------------------------------------------------------

    def is_over(self, state: S) -> bool:
        """Whether the game has ended."""
        common: Any = state  # every game's state has the contract's fields, which BaseModel does not declare
        return common.phase == "over"

    def termination(self, state: S) -> Termination | None:
        """Why the game ended (None while it goes on)."""
        common: Any = state
        return common.termination

    def winner(self, state: S) -> int | None:
        """The winning seat once the game is over, else None."""
        raise NotImplementedError

    def team_of(self, state: S, seat: int) -> tuple[int, ...]:
        """The seats that win or lose with `seat` (itself alone but where partners share a score, PU-V3)."""
        return (seat,)

    def leader(self, state: S) -> int | None:
        """The seat ahead now (CH-5): the single highest score; None on a tie or while nobody has any."""
        from .chips import winner_by_stack

        return winner_by_stack(self.scores(state))

    def ended_outcome(self, state: S, by: int | None = None) -> Outcome:
        """The result of a game ended at the table now, before any rule ended it (CH-5: the user quits): every
        seat ranked by what it holds, the seat ahead (if one is) the winner; `by`: the seat whose person ended it
        for everybody (a network table's host). The state itself is unchanged."""
        from .chips import standings

        common: Any = state
        return Outcome(
            finished=True,
            winner=self.leader(state),
            standings=standings(self.scores(state)),
            termination=Termination.ENDED,
            reason=Termination.ENDED.describe(common.settings),
            ending=Termination.ENDED.ending(common.settings),
            ended_by=by,
        )

    def outcome(self, state: S) -> Outcome:
        """Finished or not, the winner, every seat ranked best first, and why it ended. The winner's side comes
        first, then every seat by what it holds: a seen put wins Put whatever the scores (PU-4), so the winner may
        hold fewer points than a loser."""
        from .chips import standings

        over = self.is_over(state)
        termination = self.termination(state) if over else None
        winner = self.winner(state) if over else None
        ranked = standings(self.scores(state))
        if winner is not None:
            side = self.team_of(state, winner)
            ranked = tuple(sorted(ranked, key=lambda seat: seat not in side))  # (a stable sort: by score otherwise)
        common: Any = state
        return Outcome(
            finished=over,
            winner=winner,
            standings=ranked,
            termination=termination,
            reason=termination.describe(common.settings) if termination else None,
            ending=termination.ending(common.settings) if termination else None,
        )

    # -- figures -----------------------------------------------------------------

    def scores(self, state: S) -> tuple[int, ...]:
        """What each seat has: chips in a chip game, points in Put (standings and statistics count these)."""
        raise NotImplementedError

    def starting_scores(self, state: S) -> tuple[int, ...]:
        """What each seat had before the game's first move: the starting stacks of CH-1 (before Red Dog's
        opening ante, RD-2), or no points in Put. A game's figures count from these: the first round's
        change, the net of the statistics and the first point of the chart."""
        raise NotImplementedError

    def scoreboard(self, state: S) -> dict[str, Any]:
        """The runner's `stacks`, `pot` and `scores` fields (None where the game has none)."""
        raise NotImplementedError

    def dealer(self, state: S) -> int:
        """The banker/dealer seat (of the round in progress, or the next one)."""
        raise NotImplementedError

    # -- what a seat knows ---------------------------------------------------------

    def all_cards(self, state: S) -> tuple[str, ...]:
        """Every card at the table wherever it lies, hidden or not: the 52 of the deck once a round is dealt
        (the contract's check; never shown to a seat)."""
        cards: Any = state  # every game's state lists its cards (`all_cards`), which BaseModel does not declare
        return cards.all_cards()

    def seen_cards(self, state: S, seat: int | None) -> frozenset[str]:
        """Every card `seat` has seen (None: every card shown to the whole table)."""
        raise NotImplementedError

    def view(self, state: S, seat: int | None) -> V:
        """What `seat` sees now (None: the public view); never a card outside `seen_cards`."""
        raise NotImplementedError

    def views(self, state: S, seats: Iterable[int | None]) -> list[V]:
        """The views of several seats of one state (a game may share the work between them)."""
        return [self.view(state, seat) for seat in seats]

    def advice(self, state: S) -> dict[str, Any] | None:
        """The scenario runner's advice for the decision due (SCENARIOS.md, "Advice"), from the
        deciding seat's view; None where the game gives none."""
        return None


def turn_refusal(to_act: int | None, action: Action, rule: str) -> IllegalAction | None:
    """The refusal of an action by the wrong seat or when no decision is due (`rule` orders the decisions)."""
    if to_act is None:
        return IllegalAction("turn.none_due", rule)
    if action.seat != to_act:
        return IllegalAction("turn.not_yours", rule, seat=to_act, other=action.seat)
    return None


class ChipEngine(Engine[S, G, V]):
    """What the two chip games (Put and Take, Red Dog) share: seating, the winner, the figures."""

    def pot_of(self, state: S) -> int:
        """The chips in the middle (Put and Take's pool, Red Dog's pot)."""
        raise NotImplementedError

    def seat_players(
        self,
        settings: G,
        players: int,
        seed: int,
        first_dealer: int | None,
        stacks: tuple[int, ...] | None,
        draw: Callable[[Rng, int], tuple[int, list[Event]]],
        rule: str,
    ) -> tuple[tuple[int, ...], Rng, int, list[Event]]:
        """The start of every chip game: checked table and stacks (CH-1), the seeded generator,
        and the first dealer, drawn with `draw(rng, players)` unless given (`rule` names the draw).

        Returns (stacks, rng, first dealer, the draw's events).
        """
        from .errors import InvalidSetup
        from .rng import Rng, seed_state

        self.check_setup(settings, players)
        chip_settings: Any = settings  # a chip game's settings have starting_chips (CH-1)
        stacks = tuple(stacks) if stacks is not None else (chip_settings.starting_chips,) * players
        if len(stacks) != players or any(chips < 1 for chips in stacks):
            raise InvalidSetup("setup.stacks", "CH-1")
        rng = Rng(seed_state(seed))
        events: list[Event] = []
        if first_dealer is None:
            first_dealer, events = draw(rng, players)
        elif not 0 <= first_dealer < players:
            raise InvalidSetup("setup.first_dealer", rule, last=players - 1)
        return stacks, rng, first_dealer, events

    # A chip game's state has stacks, players and settings.starting_chips, which BaseModel does not declare.

    def scores(self, state: S) -> tuple[int, ...]:
        common: Any = state
        return tuple(common.stacks)

    def starting_scores(self, state: S) -> tuple[int, ...]:
        common: Any = state
        return (common.settings.starting_chips,) * common.players

    def winner(self, state: S) -> int | None:
        from .chips import winner_by_stack

        common: Any = state
        return winner_by_stack(common.stacks)

    def scoreboard(self, state: S) -> dict[str, Any]:
        common: Any = state
        return {"stacks": list(common.stacks), "pot": self.pot_of(state), "scores": None}
