"""The two-handed Put round of round_model.py laid out as numpy arrays (offline solving only).

Imported only by the solver and the best-response calculator (`--solve`, tests, bench):
numpy is a development extra ("solve" and "test" in pyproject), never needed to play.

Indices are rank strengths minus one. A player's card play is an ordered triple, so the
whole round's play is one array over (x1, x2, x3, y1, y2, y3): P1's cards, then P2's.
Decision points (the third card is forced):
- P1 leads x1 from his hand: `lead[h, r]`.
- P2 answers with y1 having seen x1: `answer[h, x1, r]`.
- Each then picks which of his last two cards goes to the second trick: P1's pick
  `second1[x1, x2, x3, y1, y2]` (the chance of x2 before x3) sees y2 only when P2 led the
  second trick (y1 > x1); P2's `second2[y1, y2, y3, x1, x2]` sees x2 only when P1 led it.
  Where the card is not seen, the array is constant along that axis.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .round_model import Deck, play_result


@dataclass(frozen=True)
class Layout:
    """Fixed arrays of one deck: hands, the deal's weights, the play's results."""

    deck: Deck
    hands: list[tuple[int, ...]]
    hand_of: np.ndarray
    """(R, R, R) index of the hand an ordered triple plays (len(hands): a triple the deck cannot deal)."""
    first_of: np.ndarray
    """(R, R, R) the triple's first card."""
    holds: np.ndarray
    """(hands, R) whether a hand holds a rank."""
    pair_weight: np.ndarray
    """(hands, hands) the chance of each deal (P1's hand, P2's hand)."""
    weight6: np.ndarray
    """(R,)*6 the deal's chance for each pair of triples (each triple of a hand carries its hand's)."""
    result6: np.ndarray
    """(R,)*6 int8: +1 P1 scores, 0 draw, -1 P2 scores."""
    p1_leads_second: np.ndarray
    """(R, R) [x1, y1]: x1 >= y1."""
    choice: np.ndarray
    """(R, R) [a, b]: a != b (a real choice between the last two cards)."""
    lead_index: np.ndarray
    """(R, R, R) where each triple's [hand, first card] lies in a flat (hands + 1, R) array."""
    answer_index: np.ndarray
    """(R, R, R, R) [y1, y2, y3, x1]: where [hand, x1, y1] lies in a flat (hands + 1, R, R) array."""

    @property
    def ranks(self) -> int:
        return self.deck.ranks


@lru_cache(maxsize=4)
def layout(deck: Deck) -> Layout:
    """Build (and keep) the arrays of a deck."""
    R = deck.ranks
    hands = deck.hands()
    index = {h: i for i, h in enumerate(hands)}
    hand_of = np.full((R, R, R), len(hands), dtype=np.int64)
    first_of = np.zeros((R, R, R), dtype=np.int64)
    for a in range(R):
        for b in range(R):
            for c in range(R):
                key = tuple(sorted((a + 1, b + 1, c + 1), reverse=True))
                hand_of[a, b, c] = index.get(key, len(hands))
                first_of[a, b, c] = a
    holds = np.zeros((len(hands), R), dtype=bool)
    for i, h in enumerate(hands):
        for r in h:
            holds[i, r - 1] = True
    ways = np.array([[deck.deal_ways(h1, h2) for h2 in hands] for h1 in hands], dtype=np.float64)
    pair_weight = ways / ways.sum()
    padded = np.zeros((len(hands) + 1, len(hands) + 1))
    padded[:-1, :-1] = pair_weight
    flat = hand_of.reshape(-1)
    weight6 = padded[flat][:, flat].reshape((R,) * 6)
    g = np.arange(R)
    x1, x2, x3, y1, y2, y3 = np.ix_(g, g, g, g, g, g)
    difference = np.sign(x1 - y1) + np.sign(x2 - y2) + np.sign(x3 - y3)
    result6 = np.sign(difference).astype(np.int8)
    assert result6[0, 1, 2, 2, 1, 0] == play_result((1, 2, 3), (3, 2, 1))
    p1_leads = g[:, None] >= g[None, :]
    choice = g[:, None] != g[None, :]
    lead_index = hand_of * R + first_of
    answer_index = (hand_of[..., None] * R + g) * R + first_of[..., None]
    return Layout(
        deck, hands, hand_of, first_of, holds, pair_weight, weight6, result6, p1_leads, choice, lead_index, answer_index
    )


def swap_last_two(array: np.ndarray) -> np.ndarray:
    """The same array with the second and third card of the triple exchanged."""
    return array.swapaxes(1, 2)


def p1_view(lay: Layout, values: np.ndarray) -> np.ndarray:
    """Sum P1's second-trick values over y2 where he led the second trick (he did not see y2)."""
    seen_all = lay.p1_leads_second[:, None, None, :, None]
    return np.where(seen_all, values.sum(axis=4, keepdims=True), values)


def p2_view(lay: Layout, values: np.ndarray) -> np.ndarray:
    """Sum P2's second-trick values over x2 where he led the second trick (he did not see x2)."""
    led = ~lay.p1_leads_second.T  # [y1, x1]: y1 > x1
    return np.where(led[:, None, None, :, None], values.sum(axis=4, keepdims=True), values)


def by_hand(lay: Layout, per_hand: np.ndarray) -> np.ndarray:
    """A per-hand array (hands, ...) spread to every triple (R, R, R, ...); 0 for undealable triples."""
    padded = np.concatenate([per_hand, np.zeros((1,) + per_hand.shape[1:])], axis=0)
    return padded[lay.hand_of]


def lead_by_triple(lay: Layout, lead: np.ndarray) -> np.ndarray:
    """(R, R, R): the chance P1 leads the triple's first card from its hand."""
    return np.concatenate([lead.reshape(-1), np.zeros(lay.ranks)])[lay.lead_index]


def answer_by_triple(lay: Layout, answer: np.ndarray) -> np.ndarray:
    """(R, R, R, R) [y1, y2, y3, x1]: the chance P2 answers x1 with y1 from the triple's hand."""
    return np.concatenate([answer.reshape(-1), np.zeros(lay.ranks**2)])[lay.answer_index]


def sum_to_hand_first(lay: Layout, per_triple: np.ndarray) -> np.ndarray:
    """(R, R, R, ...) summed into (hands, R, ...): by the triple's hand and first card."""
    R = lay.ranks
    extra = per_triple.shape[3:]
    flat = per_triple.reshape((R**3, -1))
    target = (lay.hand_of * R + lay.first_of).reshape(-1)
    out = np.zeros(((len(lay.hands) + 1) * R, flat.shape[1]))
    np.add.at(out, target, flat)
    return out[: len(lay.hands) * R].reshape((len(lay.hands), R) + extra)


def pair_choice(regrets: np.ndarray, lay: Layout) -> np.ndarray:
    """Regret matching on a choice between the last two cards: the chance of playing x2 first."""
    plus = np.maximum(regrets, 0.0)
    total = plus + swap_last_two(plus)
    shape = (1, lay.ranks, lay.ranks) + (1,) * (regrets.ndim - 3)
    real = lay.choice.reshape(shape)
    with np.errstate(invalid="ignore", divide="ignore"):
        matched = np.where(total > 0, plus / total, 0.5)
    return np.where(real, matched, 1.0)


def matched(regrets: np.ndarray, legal: np.ndarray) -> np.ndarray:
    """Regret matching over the last axis among legal actions (uniform when no regret is positive)."""
    plus = np.where(legal, np.maximum(regrets, 0.0), 0.0)
    total: np.ndarray = plus.sum(axis=-1, keepdims=True)
    uniform: np.ndarray = legal / np.maximum(legal.sum(axis=-1, keepdims=True), 1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(total > 0, plus / total, uniform)
