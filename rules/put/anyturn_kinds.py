"""Perfect play at a glance with PU-V1 (put at any turn): when in the round each kind of hand says "I put".

For the strategy page, as hand_classes.py draws PU-4's put window: at a shipped PU-V1
state, each kind of hand (hand_classes.KINDS) in one seat, how the shipped equilibrium
plays it over the whole round, both players on the equilibrium:

- how often it says "I put" in the first, the second and the third trick (at most once a
  round, PU-V1);
- how often it faces the other's put, and of those puts how often it sees rather than folds.

Each hand's figures are the round played out against every hand the other seat may hold,
each weighed by how often the two are dealt together (exact card removal, PU-1); a kind's
are its hands' weighed by how often each is dealt. The round's no-put paths are walked once
a deal (`deal_habits`); a state takes ~20 s, so the figures are worked out ahead
(`python -m rules.put.anyturn_kinds_build --write`) into assets/put_anyturn_kinds.zip
(figure_archive.py), rewritten whenever the shipped PU-V1 equilibrium changes. From the
table's score alone: no hand is looked at. Standard library only.
"""

from __future__ import annotations

from array import array
from functools import lru_cache

from .equilibrium_table import ASSETS, hand_index, rank_hands
from .figure_archive import SCALE, read_figures
from .hand_classes import FIRST, KINDS, KindPlay, deal_weight, kind_of
from .perfect_anyturn import Hand, Node, RoundPlay, course, dealt_ways

HABITS = ASSETS / "put_anyturn_kinds.zip"
PUT_TRICKS = 3
"""A hand's figures: its put in each of the three tricks, then the puts it faces, then those it sees."""
FACES, SEES = PUT_TRICKS, PUT_TRICKS + 1
FIGURES = PUT_TRICKS + 2
SELDOM = 1e-3
"""A kind that faces a put less often than this is drawn as never facing one: its see, from figures kept to
1/65535 a hand, would say little."""


def deal_habits(play: RoundPlay, one: Hand, two: Hand) -> tuple[list[float], list[float]]:
    """Each player's FIGURES in one deal (the non-dealer holding `one`, the dealer `two`), both on the
    equilibrium: the chance that he says "I put" in each trick, that he faces a put, that he faces and sees
    one. Only the paths without a put are walked: once it is said, no other comes (PU-V1)."""
    figures = ([0.0] * FIGURES, [0.0] * FIGURES)
    hands = (one, two)

    def walk(node: Node, reach: float) -> None:
        actor, result = course(node.x, node.y)
        if result is not None:
            return
        hand = hands[actor - 1]
        puts = play.puts(actor, hand, node)
        if puts > 0.0:
            other = 3 - actor
            said = reach * puts
            figures[actor - 1][(node.turn - 1) // 2] += said
            figures[other - 1][FACES] += said
            figures[other - 1][SEES] += said * play.sees(other, hands[other - 1], Node(node.x, node.y, node.turn))
            reach -= said
            if reach <= 0.0:
                return
        for rank, chance in play.cards(actor, hand, node):
            if chance > 0.0:
                walk(node.played(actor, rank), reach * chance)

    walk(Node(), 1.0)
    return figures


def hand_habits(play: RoundPlay, player: int, hand: Hand) -> list[float]:
    """`player`'s FIGURES holding `hand` (rank indices), over every hand the other may hold."""
    sums = [0.0] * FIGURES
    whole = 0
    for other in rank_hands():
        pair = (hand, other) if player == 1 else (other, hand)
        ways = dealt_ways(*pair)
        if ways:
            whole += ways
            for i, figure in enumerate(deal_habits(play, *pair)[player - 1]):
                sums[i] += ways * figure
    return [total / whole for total in sums]


def layout_at(player: int, row: int) -> int:
    """Where a hand's figures start in a state's member: the first to speak's hands, then the dealer's, in
    `hand_index` order."""
    return ((player - 1) * len(hand_index()) + row) * FIGURES


@lru_cache(maxsize=1)
def shipped_habits() -> dict[tuple[int, int], array[int]]:
    return read_figures(HABITS)


@lru_cache(maxsize=8)
def any_turn_kind_plays(first_needs: int, dealer_needs: int, seat: str) -> tuple[KindPlay, ...]:
    """Each kind's play over the round in `seat` at a shipped PU-V1 state (its figures in the table)."""
    stored = shipped_habits()[(first_needs, dealer_needs)]
    player = 1 if seat == FIRST else 2
    totals = {kind: [0.0] * (FIGURES + 1) for kind in KINDS}
    """kind -> [dealt weight, weighted figures...]"""
    for hand, row in hand_index().items():
        weight = deal_weight(hand)
        entry = totals[kind_of(hand)]
        entry[0] += weight
        at = layout_at(player, row)
        for i in range(FIGURES):
            entry[i + 1] += weight * stored[at + i] / SCALE
    whole = sum(entry[0] for entry in totals.values())
    plays: list[KindPlay] = []
    for kind, (dealt, *figures) in totals.items():
        tricks = tuple(figure / dealt for figure in figures[:PUT_TRICKS])
        faces, sees = figures[FACES], figures[SEES]
        plays.append(
            KindPlay(
                kind,
                dealt / whole,
                min(1.0, sum(tricks)),
                min(1.0, sees / faces) if faces > SELDOM * dealt else None,
                (tricks[0], tricks[1], tricks[2]),
            )
        )
    return tuple(plays)
