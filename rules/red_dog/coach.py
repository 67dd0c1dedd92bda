"""The sharp player's reading of a Red Dog decision, for a person: the odds and what each choice is worth.

Everything comes from the seat's view: the cards it has not seen (52 minus its hand, the
cards turned and shown this round), how many of them its hand beats (RD-7), and so the
chance p of winning a bet. A bet of b wins b with chance p and loses b otherwise, so it is
worth b(2p - 1) chips on average; a forfeit costs 1 chip (RD-6), or what is left of it (nothing at 0 chips:
CH-2, CH-4), a pass nothing (RD-V3).
The sharp computer player (bots.sharp) bets (2p - 1) of its stack when p > 1/2 (a
Kelly-style cap that keeps it in the game), else 1 chip, or passes / forfeits when that
is cheaper; the coach quotes exactly that choice.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Action
from ..review import Judgement, Reviewer
from ..rng import Rng
from .bots import sharp
from .odds import beaten_count
from .view import RedDogView


@dataclass(frozen=True)
class ChoiceValue:
    """One choice and the chips it is worth on average (the app words it: app/games/red_dog/coach.py)."""

    action: Action
    expected: float
    """Expected chips won (negative: lost)."""


@dataclass(frozen=True)
class RedDogAdvice:
    """The odds of a bet for the seat that decides, and its choices' worth."""

    seat: int
    wins: int
    """Unseen cards the hand beats (RD-7)."""
    unseen: int
    """Cards the seat has not seen."""
    choices: tuple[ChoiceValue, ...]
    """Not betting, then the bets from the smallest to the largest, the sharp player's among them (each once:
    with a pot of 1 the smallest bet is the largest)."""
    sharp: Action
    """What the sharp player would do (and why, from `chance`: the app says it, app/games/red_dog/coach.py)."""

    @property
    def chance(self) -> float:
        """The chance that a bet wins."""
        return self.wins / self.unseen if self.unseen else 0.0


def worth(action: Action, chance: float, stack: int) -> float:
    """Expected chips of an action at this chance of winning, for a seat holding `stack` chips (a forfeit pays
    1 chip, or what the seat has: nothing at 0, CH-2)."""
    if action.do == "bet":
        return (action.amount or 0) * (2 * chance - 1)
    return 0.0 - min(1, stack) if action.do == "forfeit" else 0.0


def advise(view: RedDogView) -> RedDogAdvice | None:
    """The coach's figures for the seat whose bet is due, from its view; None when it has no decision."""
    if view.seat is None or not view.legal:
        return None
    wins, unseen = beaten_count(view.hand, view.unseen), len(view.unseen)
    chance = wins / unseen if unseen else 0.0
    # The sharp player draws no random numbers: any generator gives the same choice.
    best = sharp(view, Rng(0))
    options = [Action(seat=view.seat, do="pass" if view.may_pass else "forfeit")]
    if view.bet_range is not None:
        low, high = view.bet_range
        bets: set[int] = {low, high}
        if best.do == "bet" and best.amount is not None:
            bets.add(best.amount)
        options += [Action(seat=view.seat, do="bet", amount=amount) for amount in sorted(bets)]
    stack = view.stacks[view.seat]
    choices = tuple(ChoiceValue(option, worth(option, chance, stack)) for option in options)
    return RedDogAdvice(seat=view.seat, wins=wins, unseen=unseen, choices=choices, sharp=best)


def judge(view: RedDogView, action: Action) -> Judgement | None:
    """A bet (or no bet) set beside the sharp player's, in expected chips at the odds the seat knew; None for the
    only choice there was (a seat at 0 chips may only forfeit, CH-4: nothing to judge)."""
    if len(view.legal) < 2:
        return None
    chance = beaten_count(view.hand, view.unseen) / len(view.unseen) if view.unseen else 0.0
    best = sharp(view, Rng(0))
    stack = view.stacks[action.seat]
    return Judgement(
        sharp=best,
        chosen_value=worth(action, chance, stack),
        sharp_value=worth(best, chance, stack),
        agrees=action == best,
    )


REVIEWER = Reviewer(unit="chips", thresholds=(0.5, 2.0, 5.0), judge=judge)
"""Red Dog's decisions in a review: giving away half a chip on average is an inaccuracy, two a mistake,
five a blunder."""
