"""Computer players for Red Dog. Each is `choose(view, rng) -> Action` and sees only its seat's view.

- `always_one`: the baseline, bets 1 chip every time.
- `casual`: plausible and a little random; judges its hand roughly (ignoring the cards
  already seen) and bets more with a stronger hand.
- `sharp`: its exact chance of winning from the cards it has not seen, then the bet with
  the best expected chips, capped Kelly-style at (2p - 1) of its stack.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from .. import cards as C
from ..engine import Action
from ..fast import build
from ..rng import Rng
from .odds import beaten_count, win_chance
from .view import RedDogView

__all__ = ["BOTS", "Bot", "always_one", "beaten_count", "casual", "sharp", "win_chance"]

Bot = Callable[[RedDogView, Rng], Action]


@lru_cache(maxsize=4096)
def decision(seat: int | None, do: str, amount: int | None = None) -> Action:
    """A seat's decision (frozen: each is made once, then shared)."""
    if amount is None:
        return build(Action, seat=seat, do=do)
    return build(Action, seat=seat, do=do, amount=amount)


def no_bet(view: RedDogView) -> Action:
    """The action that costs least without betting: pass for a short hand, else forfeit."""
    return decision(view.seat, "pass" if view.may_pass else "forfeit")


def bet(view: RedDogView, amount: int) -> Action:
    """A bet of `amount`, kept inside the legal range (a whole number: the players compute it)."""
    assert view.bet_range is not None  # called only when a bet is possible
    low, high = view.bet_range
    return decision(view.seat, "bet", max(low, min(high, int(amount))))


def always_one(view: RedDogView, rng: Rng) -> Action:
    """Bet 1 whenever a bet is possible."""
    return no_bet(view) if view.bet_range is None else bet(view, 1)


def sharp(view: RedDogView, rng: Rng) -> Action:
    """Maximise expected chips: a bet of b wins b(2p - 1) on average, a forfeit loses 1, a pass 0.

    With p > 1/2 it bets (2p - 1) of its stack (Kelly), at least 1 and at most the maximum;
    otherwise 1 chip beats forfeiting whenever p > 0, and passing beats betting for a short hand.
    """
    if view.bet_range is None:
        return no_bet(view)
    wins, unseen = beaten_count(view.hand, view.unseen), len(view.unseen)  # p = wins / unseen
    if 2 * wins > unseen:
        assert view.seat is not None  # the deciding seat's view
        # (2p - 1) of the stack, rounded down, in whole numbers: in floating point a whole (2p - 1) x stack came out
        # just under it (p = 25/47 and 47 chips: 2.999..., a bet of 2, not 3).
        return bet(view, (2 * wins - unseen) * view.stacks[view.seat] // unseen)
    if view.may_pass or wins == 0:
        return no_bet(view)
    return bet(view, 1)


def casual(view: RedDogView, rng: Rng) -> Action:
    """A rough read of the hand against the whole deck, a dash of mood, a bet that grows with both."""
    if view.bet_range is None:
        return no_bet(view)
    others = [card for card in C.DECK if card not in view.hand]
    rough = beaten_count(view.hand, others) / len(others)
    if view.may_pass and rough < 0.45:
        return no_bet(view)
    if rough < 0.3 and rng.random() < 0.4:
        return no_bet(view)
    share = rough * rough * (0.5 + rng.random())
    return bet(view, round(share * view.bet_range[1]))


BOTS: dict[str, Bot] = {"casual": casual, "sharp": sharp, "always_one": always_one}
"""The computer players by strength name."""
