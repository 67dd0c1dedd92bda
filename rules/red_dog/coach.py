"""The sharp player's reading of a Red Dog decision, for a person: the odds and what each choice is worth.

Everything comes from the seat's view: the cards it has not seen (52 minus its hand, the
cards turned and shown this round), how many of them its hand beats (RD-7), and so the
chance p of winning a bet. A bet of b wins b with chance p and loses b otherwise, so it is
worth b(2p - 1) chips on average; a forfeit costs 1 chip (RD-6), a pass nothing (RD-V3).
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
    """One choice and the chips it is worth on average."""

    label: str
    """"forfeit", "pass", "bet 1", "bet 9 (max)", "bet 4 (sharp)"."""
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
    """What the sharp player would do."""
    reason: str
    """Why, in one line."""

    @property
    def chance(self) -> float:
        """The chance that a bet wins."""
        return self.wins / self.unseen if self.unseen else 0.0


def worth(action: Action, chance: float) -> float:
    """Expected chips of an action at this chance of winning."""
    if action.do == "bet":
        return (action.amount or 0) * (2 * chance - 1)
    return -1.0 if action.do == "forfeit" else 0.0


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
    choices = tuple(ChoiceValue(label(option, view, best), option, worth(option, chance)) for option in options)
    return RedDogAdvice(
        seat=view.seat, wins=wins, unseen=unseen, choices=choices, sharp=best, reason=reason(best, chance, view)
    )


def label(action: Action, view: RedDogView, best: Action) -> str:
    """How a choice reads in the coach's list."""
    if action.do != "bet":
        text = action.do
    else:
        text = f"bet {action.amount}"
        if view.bet_range is not None and action.amount == view.bet_range[1]:
            text += " (max)"
    return text + (" ← sharp" if action == best else "")


def reason(best: Action, chance: float, view: RedDogView) -> str:
    """The sharp player's choice in one line."""
    if best.do == "bet" and chance > 0.5:
        assert view.seat is not None  # the deciding seat's view
        stack = view.stacks[view.seat]
        return (
            f"bets (2p - 1) of its stack: (2 x {chance:.3f} - 1) x {stack} = {(2 * chance - 1) * stack:.1f}, "
            f"within 1..{view.bet_range[1] if view.bet_range else 0} (a Kelly-style cap)"
        )
    if best.do == "bet":
        return "p is 1/2 or less: the smallest bet, 1 chip, loses less on average than forfeiting 1"
    if best.do == "pass":
        return "a short hand may pass at no cost: better than any bet at p of 1/2 or less"
    return "no card can win: forfeiting 1 chip is cheaper than losing a bet"


def judge(view: RedDogView, action: Action) -> Judgement:
    """A bet (or no bet) set beside the sharp player's, in expected chips at the odds the seat knew."""
    chance = beaten_count(view.hand, view.unseen) / len(view.unseen) if view.unseen else 0.0
    best = sharp(view, Rng(0))
    return Judgement(
        sharp=best, chosen_value=worth(action, chance), sharp_value=worth(best, chance), agrees=action == best
    )


REVIEWER = Reviewer(unit="chips", thresholds=(0.5, 2.0, 5.0), judge=judge)
"""Red Dog's decisions in a review: giving away half a chip on average is an inaccuracy, two a mistake,
five a blunder."""
