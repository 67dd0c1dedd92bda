"""A Put decision read for a person: each choice's chances and the best of them, from the seat's view alone.

Two judges. Where the solved two-handed game is exact (perfect.py `covered`: two players, both
needs within the shipped tables, of PU-4's game or with PU-V1 of its own) it is perfect play: each
choice's chance to win the game when both play the equilibrium after it. Elsewhere it is
the sharp computer player's reading (assess.py): its chances of the round and the game, over
the hidden hands it may face: two players, every one; partners, every deal counted (the computer
player itself samples 240, too few for figures shown to the point: belief.py); a free for all,
six times the computer player's random guesses (ffa.COACH_BUDGET), drawn by a generator seeded by
what the seat has seen (its hand, the round's log as it reads it, the score). Either way the same
position always shows the same figures and nothing hidden can move them; `PutAdvice.judge` says which judge spoke.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Iterable, cast

from ..engine import Action
from ..review import Judgement, Reviewer
from ..rng import Rng
from .assess import Assessment, assess, pick
from .equilibrium_path import NEVER
from .perfect import PERFECT_TIE, certain_by_reading, same_for_the_game, strayed, valued_choices
from .view import PutView

SHARP, PERFECT = "sharp", "perfect"
"""The judges: the sharp computer player's reading, or perfect play (the solved two-handed game)."""


@dataclass(frozen=True)
class PutAdvice:
    """Every legal choice with its chances, and the judge's choice."""

    seat: int
    choices: tuple[Assessment, ...]
    """Listed as assess.py orders them: answers, no put, cards from the lowest, the put (one card a rank).
    Perfect play gives no chance of the round (None): only the game's."""
    sharp: Action
    """The judge's choice: the sharp player's, or the best for perfect play (the one it makes most often of equals;
    where every choice loses, the sharp player's among them)."""
    judge: str = SHARP
    """SHARP or PERFECT."""
    mixes: tuple[float, ...] = ()
    """Perfect play only: how often the equilibrium itself makes each choice (0 to 1), as `choices`; all 0 where
    that says nothing (off its path; `opponent_strayed`)."""
    opponent_strayed: bool = False
    """Perfect play only, where it gives no `mixes`: the opponent made a choice it rarely makes (perfect.py
    `strayed`), so that how often it makes each choice here says nothing of what to do."""
    certain_by_reading: bool = False
    """Perfect play only: a figure reads as certain (0% or 100%) only because the opponent's choices are read as
    perfect play's; the cards alone leave the round open (perfect.py `certain_by_reading`)."""


def seen_seed(view: PutView) -> int:
    """A seed from what the seat knows (never from a card it has not seen)."""
    known = repr((view.seat, view.hand, view.scores, view.round, [event.public() for event in view.log]))
    return int.from_bytes(hashlib.sha256(known.encode()).digest()[:8], "big")


def advise(view: PutView) -> PutAdvice | None:
    """The coach's figures for the seat whose decision is due, from its view; None without a decision."""
    if view.seat is None or not view.legal:
        return None
    perfect = valued_choices(view)
    if perfect is None:
        choices = assess(view, Rng(seen_seed(view)), counted=True)
        return PutAdvice(seat=view.seat, choices=tuple(choices), sharp=pick(choices))
    if len(perfect) == 1:
        only = perfect[0].action
        return PutAdvice(
            seat=view.seat, choices=(Assessment(only, None, None),), sharp=only, judge=PERFECT, mixes=(1.0,)
        )
    choices = [Assessment(item.action, item.game, None) for item in perfect]
    mixes = tuple(item.mix for item in perfect)
    best = sharp_among_lost(view, choices) if all_lost(choices) else perfect_pick(choices, mixes)
    return PutAdvice(
        seat=view.seat,
        choices=tuple(choices),
        sharp=best,
        judge=PERFECT,
        mixes=mixes,
        opponent_strayed=not any(mixes) and strayed(view),
        certain_by_reading=certain_by_reading(view, perfect),
    )


def perfect_pick(choices: list[Assessment], mixes: tuple[float, ...]) -> Action:
    """Perfect play's best choice: of the choices worth the most (within PERFECT_TIE), the one it makes most
    often (seen: the coach pointed at the ten it plays 4% of the time, beside the put it makes 96%, the two
    worth 59.7% each); among those, the first listed."""
    if not any(mixes):  # off perfect play's path: how often it makes each choice says nothing
        return pick(choices)
    top = max(cast(float, choice.game) for choice in choices)  # two or more choices: all valued
    best = max(
        (index for index, choice in enumerate(choices) if cast(float, choice.game) >= top - PERFECT_TIE),
        key=lambda index: (mixes[index], -index),
    )
    return choices[best].action


def all_lost(choices: Iterable[Assessment]) -> bool:
    """Perfect play's figures say the game is lost whichever choice is made (each worth 0, within PERFECT_TIE)."""
    return all(cast(float, choice.game) <= PERFECT_TIE for choice in choices)


def sharp_among_lost(view: PutView, choices: list[Assessment]) -> Action:
    """Where every choice loses against perfect play, the best is the one that does best against an opponent who
    may still err: the sharp player's choice (his reading of the round and the game) among them (seen: ▸ at the first
    listed card, one that could only lose the trick, beside one that could still take it)."""
    reading = assess(view, Rng(seen_seed(view)), counted=True)
    return next(choice.action for choice in choices if same_choice(choice.action, pick(reading)))


def same_choice(one: Action, other: Action) -> bool:
    """Whether two choices are the same for the game (cards of the same rank are: PU-1, suits never matter)."""
    return same_for_the_game(one, other)


def judge(view: PutView, action: Action) -> Judgement | None:
    """A choice set beside the judge's, by the chance to win the game the judge gives each (from the
    seat's view, as the coach shows it); None when it was the only choice, cards of one rank being one (PU-1; seen:
    2♠ or 2♦, the coach's one row "2♠/2♦", counted a judged ✓)."""
    advice = advise(view)
    if advice is None or len(advice.choices) == 1 or advice.choices[0].game is None:
        return None
    return judged(advice, next(i for i, choice in enumerate(advice.choices) if same_choice(choice.action, action)))


def judged(advice: PutAdvice, index: int) -> Judgement:
    """The `index`-th choice of the advice (two or more, all valued) set beside the judge's. Perfect play's choice
    is exact: a choice its strategy never makes here (NEVER) is `unplayed` (never "good") unless it is worth as much as
    the best (within PERFECT_TIE); off its path how often it makes a choice says nothing."""
    chosen = advice.choices[index]
    best = next(choice for choice in advice.choices if choice.action == advice.sharp)
    assert chosen.game is not None and best.game is not None  # two or more choices: all valued
    perfect, on_path = advice.judge == PERFECT, any(advice.mixes)
    never = perfect and on_path and advice.mixes[index] < NEVER
    # Perfect play agrees with any choice of its mixed strategy here, and with one worth as much as its own: the ✓
    # of such a choice counted as not "agreed" (a review's "58% (11/19)" beside fourteen ✓). The sharp player (a free
    # for all) agrees with a choice its own reckoning values exactly as its own (seen: "14% (1/7)" beside seven ✓,
    # each giving away nothing, "6♣, game 6.1%" beside its "4♥, game 6.1%").
    played = perfect and on_path and advice.mixes[index] >= NEVER
    alike = chosen.game >= best.game - (PERFECT_TIE if perfect else 0.0)
    return Judgement(
        sharp=advice.sharp,
        chosen_value=chosen.game,
        sharp_value=best.game,
        agrees=same_choice(chosen.action, advice.sharp) or played or alike,
        judge=advice.judge,
        unplayed=never and chosen.game < best.game - PERFECT_TIE,
    )


def choice_marks(advice: PutAdvice) -> tuple[str, ...]:
    """Each choice's review mark by what it gives away against the judge's choice ("forced" when only one)."""
    if len(advice.choices) == 1 or advice.choices[0].game is None:
        return ("forced",)
    return tuple(REVIEWER.mark(judged(advice, index)) for index in range(len(advice.choices)))


REVIEWER = Reviewer(unit="chance", thresholds=(0.03, 0.08, 0.20), judge=judge, judges=("perfect", "sharp"))
"""Put's decisions in a review: giving away 3 points of the chance to win the game is an inaccuracy,
8 a mistake, 20 a blunder, by either judge (the sharp player's estimates carry a point or two of noise;
perfect play's are exact, and the same thresholds keep one review's marks comparable). A choice perfect play never
makes and worth less than its own is an inaccuracy at least: the figures say perfect play avoids it."""
