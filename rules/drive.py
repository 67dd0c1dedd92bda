"""Moving a game through its engine: a record's moves walked one by one, or a game played out by deciders.

Every caller that moves a game goes through these two walks: the table session (a saved game replayed),
the review, and the play-outs of computer players in benchmarks and tests. Each step comes out as a
`Stepped` (the state before, the state after, the move between), so a caller keeps its own books (a
round's start, its decisions, a judgement) without repeating how the engine is driven.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from .actions import Action
from .engine import Engine
from .errors import IllegalAction
from .history import Move


@dataclass(frozen=True, slots=True)
class Stepped:
    """One move: the state before it, the state after it, and the move (1 for an automatic step)."""

    before: Any
    after: Any
    move: Move

    def began_round(self, engine: Engine[Any, Any, Any]) -> bool:
        """Whether this move dealt a new round."""
        return engine.needs_round(self.before) and not engine.needs_round(self.after)

    def ended_round(self, engine: Engine[Any, Any, Any]) -> bool:
        """Whether the round (or the game) is over after this move."""
        return engine.needs_round(self.after) or engine.is_over(self.after)


def walk(engine: Engine[Any, Any, Any], start: Any, moves: Iterable[Move]) -> Iterator[Stepped]:
    """Every single move of `moves` from `start`, a count of automatic steps yielding one `Stepped` per step;
    IllegalAction (naming the rule) for a move the rules refuse at that point, or one that is neither a
    decision nor a number of steps ("record.not_a_move")."""
    state = start
    for number, move in enumerate(moves, start=1):
        if isinstance(move, Action):
            after = engine.apply(state, move)
            yield Stepped(state, after, move)
            state = after
            continue
        # A move from a record on disk may be anything, whatever its declared type says.
        if isinstance(move, bool) or not isinstance(move, int) or move < 1:  # pyright: ignore[reportUnnecessaryIsInstance]
            raise IllegalAction("record.not_a_move", engine.decision_rule, number=number, move=move)
        for _step in range(move):
            after = engine.step(state)
            yield Stepped(state, after, 1)
            state = after


def replay(engine: Engine[Any, Any, Any], start: Any, moves: Iterable[Move]) -> Any:
    """The state after `moves` from `start` (see `walk`)."""
    state = start
    for stepped in walk(engine, start, moves):
        state = stepped.after
    return state


Decide = Callable[[Any, int], Action]
"""A decider: the action of `seat` in `state` (a computer player reads the seat's view of it)."""


def play_out(engine: Engine[Any, Any, Any], state: Any, decide: Decide, rounds: int | None = None) -> Iterator[Stepped]:
    """The game from `state` on, every automatic step taken and every decision asked of `decide`, until it is
    over or (`rounds`) that many more rounds have been played."""
    last = None if rounds is None else state.rounds_played + rounds
    while not engine.is_over(state) and (last is None or state.rounds_played < last):
        seat = None if engine.needs_round(state) else engine.to_act(state)
        if seat is None:
            after, move = engine.step(state), 1
        else:
            action = decide(state, seat)
            after, move = engine.apply(state, action), action
        yield Stepped(state, after, move)
        state = after


def played_out(engine: Engine[Any, Any, Any], state: Any, decide: Decide, rounds: int | None = None) -> Any:
    """The state at the end of `play_out`."""
    for stepped in play_out(engine, state, decide, rounds):
        state = stepped.after
    return state


def by_players(engine: Engine[Any, Any, Any], players: dict[int, Callable[[Any, Any], Action]], rng: Any) -> Decide:
    """A decider asking each seat's computer player (`choose(view, rng)`) from the seat's own view."""
    return lambda state, seat: players[seat](engine.view(state, seat), rng)
