"""The sharp player's reading of a Put decision, for a person: each choice's chances and its own choice.

The figures are the sharp computer player's own (assess.py), from the seat's view alone.
Its reading draws random guesses of the hidden hands; the coach draws them from a
generator seeded by what the seat has seen (its hand, the round's log as it reads it,
the score), so the same position always shows the same figures and nothing hidden can
move them.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from ..engine import Action
from ..review import Judgement, Reviewer
from ..rng import Rng
from .assess import Assessment, assess, pick
from .deal import strength
from .view import PutView


@dataclass(frozen=True)
class PutAdvice:
    """Every legal choice with its chances, and the sharp player's choice."""

    seat: int
    choices: tuple[Assessment, ...]
    """Listed as assess.py orders them: answers, no put, cards from the lowest, the put."""
    sharp: Action


def seen_seed(view: PutView) -> int:
    """A seed from what the seat knows (never from a card it has not seen)."""
    known = repr((view.seat, view.hand, view.scores, view.round, [event.public() for event in view.log]))
    return int.from_bytes(hashlib.sha256(known.encode()).digest()[:8], "big")


def advise(view: PutView) -> PutAdvice | None:
    """The coach's figures for the seat whose decision is due, from its view; None without a decision."""
    if view.seat is None or not view.legal:
        return None
    choices = assess(view, Rng(seen_seed(view)))
    return PutAdvice(seat=view.seat, choices=tuple(choices), sharp=pick(choices))


def same_choice(one: Action, other: Action) -> bool:
    """Whether two choices are the same for the game (cards of the same rank are: PU-1, suits never matter)."""
    if one.do == other.do == "play":
        return strength(one.card) == strength(other.card)
    return one == other


def judge(view: PutView, action: Action) -> Judgement | None:
    """A choice set beside the sharp player's, by the chance to win the game the sharp player reckons
    for each (from the seat's view, as the coach shows it); None when it was the only choice."""
    advice = advise(view)
    if advice is None or advice.choices[0].game is None:
        return None
    chosen = next(choice for choice in advice.choices if same_choice(choice.action, action))
    best = next(choice for choice in advice.choices if choice.action == advice.sharp)
    return Judgement(sharp=advice.sharp, chosen_value=chosen.game, sharp_value=best.game,
                     agrees=same_choice(action, advice.sharp))


REVIEWER = Reviewer(unit="chance", thresholds=(0.03, 0.08, 0.20), judge=judge)
"""Put's decisions in a review: giving away 3 points of the chance to win the game is an inaccuracy,
8 a mistake, 20 a blunder (the sharp player's estimates carry a point or two of noise)."""
