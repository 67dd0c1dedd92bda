"""Perfect play at a glance with PU-V1 (put at any turn): how each kind of hand opens the round.

For the strategy page, as hand_classes.py draws PU-4's put window: at a shipped PU-V1
state, each kind of hand (hand_classes.KINDS) in one seat, the shipped equilibrium's
chances at the seat's first put and at the first put it may face, averaged over the hands
of the kind and over the other seat's hands (exact card removal, PU-1):

- the first to speak (the non-dealer): says "I put" before his lead; sees the dealer's put
  said before the dealer's first card (after his own lead without a put), weighed by how
  often he faces one;
- the dealer: says "I put" before his first card, after a lead without a put (over the
  leads the first speaker makes); sees a put said before the lead, weighed likewise.

Puts later in the round, once cards are seen, are not drawn. From the table's score alone:
no hand is looked at. Standard library only.
"""

from __future__ import annotations

from functools import lru_cache

from .anyturn_policy import policy
from .anyturn_spot import Spot
from .equilibrium_table import hand_index, rank_hands
from .hand_classes import FIRST, KINDS, KindPlay, kind_of
from .perfect_anyturn import Hand, Node
from .round_model import REAL_DECK

R = 13


def opening(player: int, hand: Hand, lead: int | None = None, put_turn: int | None = None) -> Spot:
    """The spot of `player` holding `hand` (rank indices) before any card or after the lead `lead`."""
    return Node(() if lead is None else (lead,), (), put_turn).spot(player, hand)


@lru_cache(maxsize=8)
def any_turn_kind_plays(first_needs: int, dealer_needs: int, seat: str) -> tuple[KindPlay, ...]:
    """Each kind's opening in `seat` at a shipped PU-V1 state (anyturn_table.stored_as must name it)."""
    rule = policy((first_needs, dealer_needs))
    hands = rank_hands()
    kinds = [kind_of(hand) for hand in hand_index()]
    puts_first = [rule.put(opening(1, hand)) for hand in hands]
    leads = [rule.cards(opening(1, hand)) for hand in hands]
    puts_second = [[rule.put(opening(2, hand, lead)) for lead in range(R)] for hand in hands]
    totals = {kind: [0.0, 0.0, 0.0, 0.0, 0.0] for kind in KINDS}
    """kind -> [dealt weight, weight that may put, weighted puts, weight facing a put, weighted sees]"""
    if seat == FIRST:
        sees = [{lead: rule.see(opening(1, hand, lead, 2)) for lead in set(hand)} for hand in hands]
    else:
        sees = [{0: rule.see(opening(2, hand, None, 1))} for hand in hands]
    for i, one in enumerate(hands):
        dealt_one = tuple(rank + 1 for rank in one)
        for j, two in enumerate(hands):
            ways = REAL_DECK.deal_ways(dealt_one, tuple(rank + 1 for rank in two))
            if not ways:
                continue
            quiet = ways * (1.0 - puts_first[i])
            if seat == FIRST:
                entry = totals[kinds[i]]
                entry[0] += ways
                entry[1] += ways
                entry[2] += ways * puts_first[i]
                for lead, chance in leads[i]:
                    facing = quiet * chance * puts_second[j][lead]
                    entry[3] += facing
                    entry[4] += facing * sees[i][lead]
            else:
                entry = totals[kinds[j]]
                entry[0] += ways
                for lead, chance in leads[i]:
                    entry[1] += quiet * chance
                    entry[2] += quiet * chance * puts_second[j][lead]
                facing = ways * puts_first[i]
                entry[3] += facing
                entry[4] += facing * sees[j][0]
    whole = sum(entry[0] for entry in totals.values())
    return tuple(
        KindPlay(
            kind,
            dealt / whole,
            put / may if may > 1e-12 else 0.0,
            sees / facing if facing > 1e-9 * dealt else None,
        )
        for kind, (dealt, may, put, facing, sees) in totals.items()
    )
