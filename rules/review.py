"""A game reviewed from its record: every position replayed, each decision set beside the sharp player's.

A record is a setup, a seed and the moves (rules/history.py). Replaying it gives every
position of the game; at each decision of a reviewed seat the game's `Reviewer` (in its
coach module) weighs the choice made against the sharp player's choice, from the deciding
seat's view alone (what it knew then), and says what the difference cost: expected chips
in Red Dog, the chance to win the game in Put. A cost, weighed as the two worths shown make it
(`Reviewer.judged_cost`), is marked like a chess review by the game's stated thresholds
(`Reviewer.thresholds`): below the first "good", then "inaccuracy", "mistake" and "blunder".
A choice the sharp player would also make costs nothing; a choice worth more than the sharp
player's (a bigger bet with the odds in the bettor's favour) costs nothing either. A decision
with a single legal choice is "forced".

The review is built once for a whole record (`review`), as frames to step through: one
per decision and one at the end of every round (the round's last cards on the table).
A game still under way is reviewed up to the end of its last finished round, so that no
card of the round in progress is shown.

A seat that played a game from its own screen (a network table's: the server keeps the record and the hidden
cards) is reviewed from what it saw (`seat_review`): its own decisions, each with its view then, and its view at
every round's end. Nothing it did not see is in it: the other hands stay as they were on its table.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Any, Callable, Iterable

from .drive import walk
from .engine import Action
from .games import GameInfo
from .history import Move

MARKS = ("good", "inaccuracy", "mistake", "blunder")
"""A judged decision's marks, from no cost to the largest."""
PLACES = {"chips": 2, "chance": 3}
"""The decimals a worth is judged to, by its unit (`Reviewer.unit`): a hundredth of a chip, a tenth of a point of
the chance to win; the review shows them so."""


@dataclass(frozen=True)
class Judgement:
    """A decision set beside the sharp player's choice in the same position."""

    sharp: Action
    """What the sharp player would have done."""
    chosen_value: float
    """What the choice made is worth (expected chips, or the chance to win the game)."""
    sharp_value: float
    """What the sharp player's choice is worth, in the same unit."""
    agrees: bool
    """The choice made is the sharp player's (in Put, a card of the same rank counts: suits do not matter)."""
    judge: str = "sharp"
    """Whose choice it is set beside: "sharp" (the sharp computer player) or "perfect" (perfect play, where a
    game is solved: two-handed Put)."""
    unplayed: bool = False
    """The judge never makes this choice here, and it is worth less than the judge's (Put's perfect play: its
    strategy gives the choice no weight): never "good", however little it gives away."""

    @property
    def cost(self) -> float:
        """What the choice gave away against the sharp player's (never below 0)."""
        return max(0.0, self.sharp_value - self.chosen_value)


@dataclass(frozen=True)
class Reviewer:
    """How one game's decisions are judged (each game's coach module defines one)."""

    unit: str
    """"chips" (expected chips) or "chance" (the chance to win the game, 0 to 1)."""
    thresholds: tuple[float, float, float]
    """The least cost of an inaccuracy, a mistake and a blunder."""
    judge: Callable[[Any, Action], Judgement | None]
    """(the deciding seat's view, the action taken) -> its judgement; None when it was the only choice."""
    judges: tuple[str, ...] = ("sharp",)
    """Whose choices the judgements may set a decision beside (`Judgement.judge`), as the statistics say it."""

    def rounded(self, value: float) -> Decimal:
        """A worth to the decimals it is judged to (`PLACES`), half to even from the value's shortest decimal form,
        as the language's number formats round it."""
        return Decimal(str(value)).quantize(Decimal(1).scaleb(-PLACES[self.unit]), ROUND_HALF_EVEN)

    def judged_cost(self, judgement: Judgement) -> float:
        """What a choice gave away as its mark weighs it: the two worths each to the decimals judged (`rounded`),
        the one less the other, never below 0. The review shows this figure beside the mark: 37.14% less 29.18% is
        8.0 points, a mistake (from 8), where the exact 7.96 made the "8.0" shown beside it an inaccuracy."""
        return max(0.0, float(self.rounded(judgement.sharp_value) - self.rounded(judgement.chosen_value)))

    def mark(self, judgement: Judgement | None) -> str:
        """ "forced" for the only choice, else the mark of its cost (`judged_cost`); a choice the judge never makes
        and worth less than its own is an inaccuracy at least (`Judgement.unplayed`)."""
        if judgement is None:
            return "forced"
        cost = self.judged_cost(judgement)
        marks = [mark for mark, least in zip(MARKS[1:], self.thresholds) if cost >= least]
        return marks[-1] if marks else MARKS[1] if judgement.unplayed else MARKS[0]


@dataclass(frozen=True)
class Frame:
    """One position to show: a decision about to be taken, or the end of a round."""

    round: int
    """The round it belongs to (1 for the first)."""
    state: Any
    """The full state: before the decision, or once the round is over."""
    decision: Action | None = None
    """The decision taken here (None: the end of a round)."""
    judgement: Judgement | None = None
    mark: str | None = None
    """The decision's mark (None when its seat is not reviewed, or at a round's end)."""
    number: int = 0
    """The decision's number in the game, from 1 (0 at a round's end)."""
    seen: Any = None
    """The reviewed seat's view at this moment, in a review of one seat's views (`seat_review`; `state` is None):
    the moment is drawn from it alone."""
    scores: tuple[int, ...] | None = None
    """Each seat's chips (Put: points) at a round's end, in a review of one seat's views."""


@dataclass
class PlayerReview:
    """One reviewed seat's decisions, in sum."""

    seat: int
    decisions: int = 0
    """Decisions taken (forced ones included)."""
    judged: int = 0
    """Decisions with more than one choice."""
    agreed: int = 0
    """Judged decisions that were the sharp player's choice."""
    cost: float = 0.0
    """The sum of the costs: expected chips, or chance to win the game, given away."""
    marks: Counter[str] = field(default_factory=Counter[str])
    """How many of each mark."""

    @property
    def agreement(self) -> float | None:
        """The share of judged decisions that agreed with the sharp player (None before any)."""
        return self.agreed / self.judged if self.judged else None


@dataclass(frozen=True)
class Review:
    """A whole game's frames and each reviewed seat's summary."""

    game: GameInfo
    reviewer: Reviewer | None
    """None for a game without decisions."""
    frames: tuple[Frame, ...]
    players: tuple[PlayerReview, ...]
    """The reviewed seats, in seat order."""
    complete: bool
    """The whole record was reviewed (a game under way stops at its last finished round)."""
    seat: int | None = None
    """The seat whose own views the review is made of (`seat_review`); None: the full states, every hand."""


@dataclass(frozen=True)
class Moment:
    """What a seat saw at a moment of a game it played from its own screen: a decision it took, or a round's end."""

    view: Any
    """Its view then: before its decision, or as the round ended."""
    decision: Action | None = None
    """The decision it took (None: the end of a round)."""
    scores: tuple[int, ...] | None = None
    """Each seat's chips (Put: points) at a round's end."""


def review(game: GameInfo, start: Any, moves: Iterable[Move], seats: Iterable[int] | None = None) -> Review:
    """Replay `moves` from `start` (the game's state before its first move) and judge the decisions of
    `seats` (None: every seat). RuleError when the record breaks a rule, as in a replay."""
    engine, reviewer = game.engine(), game.reviewer()
    reviewed = set(range(start.players) if seats is None else seats)
    players = {seat: PlayerReview(seat) for seat in sorted(reviewed)}
    frames: list[Frame] = []
    finished: list[Frame] = []
    """The frames up to the end of the last finished round."""
    state, number = start, 0
    for stepped in walk(engine, start, moves):
        move, state = stepped.move, stepped.after
        if isinstance(move, Action):
            number += 1
            frames.append(judged(game, reviewer, stepped.before, move, number, move.seat in reviewed))
        if stepped.ended_round(engine):
            break_round(frames, state)
        if frames and frames[-1].decision is None:
            finished = list(frames)
    complete = engine.is_over(state) or engine.needs_round(state)
    kept = tuple(frames if complete else finished)
    for frame in kept:
        if frame.decision is not None and frame.decision.seat in players:
            count(players[frame.decision.seat], frame)
    return Review(game=game, reviewer=reviewer, frames=kept, players=tuple(players.values()), complete=complete)


def seat_review(game: GameInfo, seat: int, moments: Iterable[Moment]) -> Review:
    """A review of one seat's decisions from what it saw (see the module's docstring): its moments in order."""
    reviewer = game.reviewer()
    player = PlayerReview(seat)
    frames: list[Frame] = []
    for moment in moments:
        view, decision = moment.view, moment.decision
        if decision is None:
            frames.append(Frame(round=view.round, state=None, seen=view, scores=moment.scores))
            continue
        frames.append(replace(judged_view(reviewer, view, decision, player.decisions + 1), seen=view))
        count(player, frames[-1])
    return Review(game=game, reviewer=reviewer, frames=tuple(frames), players=(player,), complete=True, seat=seat)


def tally(game: GameInfo, decisions: Iterable[tuple[Any, Action]]) -> dict[int, PlayerReview]:
    """Each deciding seat's summary of these decisions, each given with the full state it was taken in
    (the statistics judge a round's decisions this way as it ends)."""
    reviewer = game.reviewer()
    players: dict[int, PlayerReview] = {}
    for number, (state, action) in enumerate(decisions, start=1):
        frame = judged(game, reviewer, state, action, number, True)
        count(players.setdefault(action.seat, PlayerReview(action.seat)), frame)
    return players


def break_round(frames: list[Frame], state: Any) -> None:
    """The end of a round (once: a round's last steps may come one at a time)."""
    if frames and frames[-1].decision is None and frames[-1].round == state.rounds_played:
        frames[-1] = Frame(round=state.rounds_played, state=state)
        return
    frames.append(Frame(round=state.rounds_played, state=state))


def judged(game: GameInfo, reviewer: Reviewer | None, state: Any, action: Action, number: int, reviewed: bool) -> Frame:
    """The frame of one decision, judged when its seat is reviewed."""
    round_number = state.rounds_played + 1
    if reviewer is None or not reviewed:
        return Frame(round=round_number, state=state, decision=action, number=number)
    frame = judged_view(reviewer, game.engine().view(state, action.seat), action, number)
    return replace(frame, round=round_number, state=state)


def judged_view(reviewer: Reviewer | None, view: Any, action: Action, number: int) -> Frame:
    """A decision judged from the deciding seat's view (what it knew then), as a frame without its position."""
    if reviewer is None:  # (a game without decisions has none to judge)
        return Frame(round=view.round, state=None, decision=action, number=number)
    judgement = reviewer.judge(view, action)
    return Frame(
        round=view.round, state=None, decision=action, judgement=judgement, mark=reviewer.mark(judgement), number=number
    )


def count(player: PlayerReview, frame: Frame) -> None:
    """Add one decision to a seat's summary."""
    player.decisions += 1
    if frame.judgement is None:
        return
    player.judged += 1
    player.agreed += frame.judgement.agrees
    player.cost += frame.judgement.cost
    assert frame.mark is not None  # a judged decision has its mark
    player.marks[frame.mark] += 1
