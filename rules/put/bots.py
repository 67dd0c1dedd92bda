"""Put's computer players: `choose(view, rng) -> Action`, from the seat's view alone.

- casual: plausible cards with some randomness; puts and sees at random, more often
  with a stronger hand.
- sharp: plays to win the game: the choice with the best chance (assess.py, over sharp.py's
  two-handed reading or ffa.py's free-for-all playouts).
- expert: two-handed Put's equilibrium (expert.py); the sharp player's choices where it does not reach.
- highest_no_put: a baseline that never puts, always sees and plays its highest card.
"""

from __future__ import annotations

from typing import Callable

from ..engine import Action
from ..rng import Rng
from .assess import sharp_choice
from .deal import strength
from .expert import expert
from .models import hand_edge, rank_edge, sigmoid
from .view import PutView


def own_edge(view: PutView) -> float:
    """The seat's sense of its round's hand: the cards it holds plus those it has played."""
    played = [c for trick in view.tricks for s, c in trick if s == view.seat]
    played += [c for s, c in view.trick if s == view.seat]
    ranks = tuple(sorted((strength(c) for c in view.hand + tuple(played)), reverse=True))
    if view.mode == "free_for_all":
        return rank_edge(ranks)
    return hand_edge(ranks, view.seat == (view.dealer + 1) % view.players)


def card_action(view: PutView, card: str) -> Action:
    """The legal `play` action for a card."""
    return next(a for a in view.legal if a.do == "play" and a.card == card).action()


def casual(view: PutView, rng: Rng) -> Action:
    """Legal, plausible moves with some randomness; bolder with a stronger hand."""
    kinds = {choice.do: choice.action() for choice in view.legal}
    edge = own_edge(view)
    if "fold" in kinds:
        return kinds["see"] if rng.random() < 0.15 + 0.75 * sigmoid(edge / 0.2) else kinds["fold"]
    if "decline" in kinds:
        return kinds["put"] if rng.random() < 0.5 * sigmoid((edge - 0.35) / 0.1) else kinds["decline"]
    if "put" in kinds and rng.random() < 0.15 * sigmoid((edge - 0.4) / 0.1):
        return kinds["put"]
    return card_action(view, casual_card(view, rng))


def casual_card(view: PutView, rng: Rng) -> str:
    """Lead high or at random; follow with the lowest winner, or throw the lowest, mostly."""
    hand = list(view.hand)
    low_first = sorted(hand, key=strength)
    if not view.trick:
        return low_first[-1] if rng.random() < 0.5 else rng.choice(hand)
    best = max(strength(c) for _, c in view.trick)
    winners = [c for c in low_first if strength(c) > best]
    if winners:
        return winners[0] if rng.random() < 0.75 else rng.choice(hand)
    return low_first[0] if rng.random() < 0.8 else rng.choice(hand)


def sharp(view: PutView, rng: Rng) -> Action:
    """Plays to win the game: the legal choice with the best chance (assess.py)."""
    return sharp_choice(view, rng)


def highest_no_put(view: PutView, rng: Rng) -> Action:
    """Baseline: never puts, always sees, plays its highest card (the first of equals)."""
    kinds = {choice.do: choice.action() for choice in view.legal}
    if "see" in kinds:
        return kinds["see"]
    if "decline" in kinds:
        return kinds["decline"]
    top = max(strength(c) for c in view.hand)
    return card_action(view, next(c for c in view.hand if strength(c) == top))


Bot = Callable[[PutView, Rng], Action]

BOTS: dict[str, Bot] = {"casual": casual, "sharp": sharp, "expert": expert, "highest_no_put": highest_no_put}
"""The computer players by strength name."""
