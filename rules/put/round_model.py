"""The two-handed Put round as a game of imperfect information, on ranks (PU-1, PU-3..PU-7).

This is the model the equilibrium solver (equilibrium_solve.py) and the best replies
(round_game.py: `best_reply_value`, `exploitability`) work on; tests/test_put_round_model.py plays random rounds
through the real engine and checks that this model scores and moves on the same way.

- A deck is `ranks` ranks (strength 1 = lowest ... `ranks` = highest, PU-1) of `copies`
  cards each; the real one is 13 x 4. Suits never matter (PU-1), so a hand is its ranks,
  best first, and a deal of two hands counts its card combinations (exact card removal).
- P1 is the non-dealer (speaks first in the put window and leads the first trick, PU-4,
  PU-5), P2 the dealer. A player's card play is an ordered triple of ranks, the order he
  plays his three cards in; the round's result depends on the two triples only: the
  player with more tricks taken by a strictly higher card scores (PU-6). Who leads each
  trick (the collector of the last one, PU-5) only decides who sees what: the first
  trick P2 answers P1's card; the second is led by P1 if P1's first card was at least
  as high (a tie is collected by its leader), else by P2; the third is forced. The stop
  at two won tricks (PU-6) hides the last cards but cannot change the result.
- A state is (points P1 still needs, points P2 still needs); the deal then passes, so
  the next round's P1 is this round's P2 (PU-2). `Stakes` prices each result in P1's
  chance to win the game, from a table of state values.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb

Hand = tuple[int, ...]
"""A hand's rank strengths, best first."""
Plays = tuple[int, int, int]
"""The ranks one player plays, in order (trick 1, 2, 3)."""
Values = dict[tuple[int, int], float]
"""P1's chance to win the game before the deal, by (P1's need, P2's need)."""


@dataclass(frozen=True)
class Deck:
    """A deck by ranks and copies of each (the real one: 13 ranks of 4)."""

    ranks: int = 13
    copies: int = 4

    def hands(self) -> list[Hand]:
        """Every three-card hand by ranks, best rank first."""
        return [
            tuple(sorted(h, reverse=True))
            for h in combinations_with_replacement(range(1, self.ranks + 1), 3)
            if max(h.count(r) for r in h) <= self.copies
        ]

    def deal_ways(self, first: Hand, second: Hand) -> int:
        """How many card combinations deal `first` to P1 and `second` to P2 (0: not enough cards)."""
        ways = 1
        for rank in set(first) | set(second):
            mine, theirs = first.count(rank), second.count(rank)
            ways *= comb(self.copies, mine) * comb(self.copies - mine, theirs)
        return ways


REAL_DECK = Deck()


def trick_count(mine: Plays, theirs: Plays) -> int:
    """My tricks won minus theirs, card by card (ties count for nobody, PU-5)."""
    return sum((a > b) - (a < b) for a, b in zip(mine, theirs))


def play_result(first: Plays, second: Plays) -> int:
    """+1 P1 scores, 0 a drawn round, -1 P2 scores (PU-6)."""
    difference = trick_count(first, second)
    return (difference > 0) - (difference < 0)


def first_leads_second_trick(first_card: int, second_card: int) -> bool:
    """Whether P1 leads the second trick: he led the first, won it or tied it (PU-5)."""
    return first_card >= second_card


@lru_cache(maxsize=64)
def orderings(hand: Hand) -> tuple[Plays, ...]:
    """The distinct orders a hand can be played in."""
    a, b, c = hand
    return tuple(sorted({(a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)}, reverse=True))


@dataclass(frozen=True)
class Stakes:
    """P1's chance to win the game after the round: he scores, a draw, P2 scores; a seen put's
    winner wins the game (PU-4) and its draw lapses like any other."""

    win: float
    draw: float
    lose: float

    def ordinary(self, result: int) -> float:
        """After a round played without a seen put."""
        return self.win if result > 0 else self.lose if result < 0 else self.draw

    def seen(self, result: int) -> float:
        """After a round played on against a put."""
        return 1.0 if result > 0 else 0.0 if result < 0 else self.draw


def value_at(values: Values, first_needs: int, second_needs: int) -> float:
    """P1's chance before a deal: 1 once he needs nothing, 0 once the other does (PU-7)."""
    if first_needs <= 0:
        return 1.0
    if second_needs <= 0:
        return 0.0
    return values[(first_needs, second_needs)]


def stakes(values: Values, first_needs: int, second_needs: int) -> Stakes:
    """What each result is worth to P1 in state (first_needs, second_needs): the next round swaps
    the roles (the deal passes, PU-2), so P1's chance is one minus the next P1's."""
    return Stakes(
        win=1.0 - value_at(values, second_needs, first_needs - 1),
        draw=1.0 - value_at(values, second_needs, first_needs),
        lose=1.0 - value_at(values, second_needs - 1, first_needs),
    )


def next_state(first_needs: int, second_needs: int, scorer: int | None, game_won: bool) -> tuple[int, int] | None:
    """The next round's (P1 need, P2 need) after this one (scorer 0 = P1, 1 = P2), or None if the game is over."""
    if scorer is None:
        return second_needs, first_needs
    if game_won:
        return None
    needs = [first_needs, second_needs]
    needs[scorer] -= 1
    if needs[scorer] == 0:
        return None
    return needs[1], needs[0]
