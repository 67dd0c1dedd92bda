"""Two-handed Put judged by its equilibrium: each choice's chance to win the game when both play it after.

From the seat's view alone (its hand as dealt, the put history, the cards played, the
score): the opponent's possible hands are weighed by the deal (exact card removal, PU-1)
and by how likely the equilibrium was to say and play what he did with each (Bayes); each
choice is then valued by playing the rest of the round out with both sides on the
equilibrium, each result priced by the shipped values of the states it leads to
(round_model.py `stakes`). Only where the shipped tables are exact (`covered`): two
players, "I put" only in the window (PU-4), both needs within the solved target; with
PU-V1 (put at any turn) perfect_anyturn.py does the same at the shipped PU-V1 states.
Standard library only. The put window's figures come from a table worked out ahead by this
module (perfect_window_build.py; read by `window_values`); the play's are worked out live, the
play's values of a pair of hands kept (`play_value`), so the later decisions of a round cost little.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, cast

from ..engine import Action
from .assess import ordered
from .deal import strength
from .equilibrium_path import NEVER, rarely_followed
from .equilibrium_table import (
    SCALE,
    hand_index,
    high_first_chance,
    policy_array,
    rank_hands,
    solved_target,
    state_of_key,
    values_table,
)
from .expert import equilibrium_chances, modelled
from .perfect_anyturn import choice_values, holds, on_path, opponent_rarely_followed, state_of
from .perfect_window import DECISIONS, shipped
from .round_model import REAL_DECK, Stakes, stakes
from .view import PutView

R = 13
INVERSE = 1.0 / SCALE
FLOOR = 1e-9
"""The least chance given to an opponent's move the equilibrium never makes with a hand he may hold (a
person or another computer player may make it): his hands then keep their other weights."""

Hand = tuple[int, ...]
"""Rank indices (strength minus one), best first."""

PERFECT_TIE = 0.001
"""Perfect play's figures closer than this (a tenth of a point of the chance to win the game) are one value: the
shipped equilibrium is exact to 1e-5 a round, and the choices it mixes between are worth the same."""


@dataclass(frozen=True)
class Valued:
    """One choice and its chance to win the game, both playing the equilibrium after it."""

    action: Action
    game: float
    mix: float
    """How often the equilibrium itself makes this choice here (0 to 1)."""


def covered(view: PutView) -> bool:
    """Whether the shipped equilibrium is exact at this view: a two-handed table it models, and both
    players' needs within the solved target; with PU-V1, a shipped PU-V1 state (perfect_anyturn.state_of)."""
    if view.put_any_turn:
        return state_of(view) is not None
    if not modelled(view) or view.players != 2:
        return False
    return all(1 <= view.target - score <= solved_target() for score in view.scores)


@lru_cache(maxsize=1)
def shipped_values() -> dict[tuple[int, int], float]:
    return {state_of_key(key): v for key, v in values_table()["non_dealer_wins"].items()}


@lru_cache(maxsize=1)
def all_hands() -> tuple[tuple[Hand, int], ...]:
    """Every hand (rank indices, best first) with its row in the stored arrays."""
    return tuple((hand, row) for row, hand in enumerate(rank_hands()))


@lru_cache(maxsize=512)
def firsts(hand: Hand) -> tuple[tuple[int, Hand], ...]:
    """Each distinct rank of a hand with the cards left after it."""
    out: list[tuple[int, Hand]] = []
    for rank in sorted(set(hand), reverse=True):
        rest = list(hand)
        rest.remove(rank)
        out.append((rank, tuple(rest)))
    return tuple(out)


def pairs(rest: Hand, fixed: int | None) -> tuple[tuple[int, int], ...]:
    """The orders of the last two cards (second trick, third trick); only `fixed` first when given."""
    a, b = rest
    if fixed is not None:
        return ((fixed, b if fixed == a else a),)
    return ((a, b),) if a == b else ((a, b), (b, a))


def payoffs(at: Stakes) -> dict[str, tuple[float, float, float]]:
    """P1's chance to win the game by the round's result (P2 scores, a draw, P1 scores), per context."""
    seen = (0.0, at.draw, 1.0)
    return {"p1_put": seen, "p2_put": seen, "plain": (at.lose, at.draw, at.win)}


FALLBACK = {
    "p1_put": ("p1_put", "p2_put", "plain"),
    "p2_put": ("p2_put", "p1_put", "plain"),
    "plain": ("plain", "p1_put", "p2_put"),
}
"""Where a player's own choices never lead to a point of the play, the shipped strategy stores nothing
there; a person who got there by a choice of his own is taken to play as the equilibrium does at the
same point after another put history (the seen puts first: the same stakes), else evenly."""


def stored(state: tuple[int, int], context: str, name: str, index: int) -> float:
    return policy_array(state, f"{context}/{name}")[index] * INVERSE


@lru_cache(maxsize=8192)
def first_cards(
    state: tuple[int, int], context: str, hand: Hand, led: int | None
) -> tuple[tuple[int, Hand, float], ...]:
    """The equilibrium's first card from `hand` (P1's lead when `led` is None, else P2's answer to it):
    each rank with the cards left and its chance."""
    row = hand_index()[tuple(r + 1 for r in hand)]
    options = firsts(hand)
    for name in FALLBACK[context]:
        if led is None:
            chances = [stored(state, name, "lead", row * R + rank) for rank, _ in options]
        else:
            chances = [stored(state, name, "answer", (row * R + led) * R + rank) for rank, _ in options]
        total = sum(chances)
        if total > 0:
            return tuple((rank, rest, chance / total) for (rank, rest), chance in zip(options, chances))
    return tuple((rank, rest, 1.0 / len(options)) for rank, rest in options)


def second_card(
    state: tuple[int, int], context: str, name: str, mine: int, middle: int, last: int, theirs: int, seen: int
) -> float:
    """The equilibrium's chance of playing `middle` before `last` (second1 for P1, second2 for P2)."""
    if middle == last:
        return 1.0
    at = (((mine * R + max(middle, last)) * R + min(middle, last)) * R + theirs) * R + seen
    for where in FALLBACK[context]:
        high = high_first_chance(policy_array(state, f"{where}/{name}")[at])
        if high is not None:
            return high if middle > last else 1.0 - high
    return 0.5


COMPARE = [[(a > b) - (a < b) for b in range(R)] for a in range(R)]
"""COMPARE[a][b]: +1 a wins the trick, 0 a tie, -1 b wins."""
RESULT = (0, 0, 0, 1, 2, 2, 2)
"""The round's result by the sum of the three tricks' comparisons (+3): the index into a payoff triple."""


@lru_cache(maxsize=20000)
def play_value(
    state: tuple[int, int],
    context: str,
    first: Hand,
    second: Hand,
    known: tuple[int | None, int | None, int | None, int | None] = (None, None, None, None),
) -> float:
    """P1's chance to win the game from the play of `context` with these hands (P1's, P2's), both on the
    equilibrium; `known` fixes cards already played or chosen: (x1, y1, x2, y2), None where not yet."""
    pay = payoffs(stakes(shipped_values(), *state))[context]
    kx1, ky1, kx2, ky2 = known
    table1 = policy_array(state, f"{context}/second1")
    table2 = policy_array(state, f"{context}/second2")
    total = 0.0
    for x1, rest1, p_lead in first_cards(state, context, first, None):
        if kx1 is not None:
            if x1 != kx1:
                continue
            p_lead = 1.0
        for y1, rest2, p_answer in first_cards(state, context, second, x1):
            if ky1 is not None:
                if y1 != ky1:
                    continue
                p_answer = 1.0
            reach = p_lead * p_answer
            if not reach:
                continue
            trick = COMPARE[x1][y1] + 3
            p2_led = y1 > x1
            for x2, x3 in pairs(rest1, kx2):
                for y2, y3 in pairs(rest2, ky2):
                    chance = reach
                    if kx2 is None and x2 != x3:
                        high = table1[(((x1 * R + max(x2, x3)) * R + min(x2, x3)) * R + y1) * R + (y2 if p2_led else 0)]
                        chance *= (
                            (high * INVERSE if x2 > x3 else 1.0 - high * INVERSE)
                            if high
                            else second_card(state, context, "second1", x1, x2, x3, y1, y2 if p2_led else 0)
                        )
                    if ky2 is None and y2 != y3:
                        high = table2[(((y1 * R + max(y2, y3)) * R + min(y2, y3)) * R + x1) * R + (0 if p2_led else x2)]
                        chance *= (
                            (high * INVERSE if y2 > y3 else 1.0 - high * INVERSE)
                            if high
                            else second_card(state, context, "second2", y1, y2, y3, x1, 0 if p2_led else x2)
                        )
                    if chance:
                        total += chance * pay[RESULT[trick + COMPARE[x2][y2] + COMPARE[x3][y3]]]
    return total


class Position:
    """A decision of a two-handed round as the deciding seat knows it, in the equilibrium's terms."""

    def __init__(
        self,
        state: tuple[int, int],
        mine: Hand,
        me_first: bool,
        their_calls: tuple[str, ...],
        context: str,
        my_cards: tuple[int, ...] = (),
        their_cards: tuple[int, ...] = (),
    ) -> None:
        self.state = state
        """(P1's need, P2's need): P1 is the non-dealer."""
        self.mine = mine
        """The deciding seat's hand as dealt."""
        self.me_first = me_first
        self.their_calls = their_calls
        """What the opponent said this round, in order: "put", "decline", "see", "fold"."""
        self.context = context
        """The play's context: "p1_put" or "p2_put" (a put seen), "plain"."""
        self.my_cards, self.their_cards = list(my_cards), list(their_cards)
        """Each side's cards played this round, in order (rank indices)."""
        self.at = stakes(shipped_values(), *state)
        self.calls = policy_array(state, "calls")
        self.rows = len(hand_index())

    @classmethod
    def of(cls, view: PutView) -> "Position":
        first = (view.dealer + 1) % 2
        assert view.seat is not None  # the deciding seat's view
        opponent = 1 - view.seat
        state = (view.target - view.scores[first], view.target - view.scores[1 - first])
        mine = tuple(sorted((strength(c) - 1 for c in view.dealt), reverse=True))
        context = "plain" if view.putter is None else "p1_put" if view.putter == first else "p2_put"
        plays = [play for trick in view.tricks for play in trick] + list(view.trick)
        return cls(
            state,
            mine,
            view.seat == first,
            tuple(do for seat, do in view.calls if seat == opponent),
            context,
            tuple(strength(c) - 1 for s, c in plays if s == view.seat),
            tuple(strength(c) - 1 for s, c in plays if s == opponent),
        )

    def call(self, row: int, which: int) -> float:
        """The stored chance (calls array): 0 P1 puts, 1 P1 sees, 2 P2 sees, 3 P2 puts."""
        return self.calls[which * self.rows + row] * INVERSE

    def opponent_hands(self, read: bool = True) -> list[tuple[Hand, int, float]]:
        """The opponent's possible hands with their weights (summing to 1): as the equilibrium reads his choices
        (`likelihood`), or, not `read`, as the cards alone leave them."""
        mine = tuple(r + 1 for r in self.mine)
        out: list[tuple[Hand, int, float]] = []
        total = 0.0
        for hand, row in all_hands():
            if not holds(hand, self.their_cards):
                continue
            ways = REAL_DECK.deal_ways(mine, tuple(r + 1 for r in hand))
            if not ways:
                continue
            weight = ways * self.likelihood(hand, row) if read else float(ways)
            out.append((hand, row, weight))
            total += weight
        return [(hand, row, weight / total) for hand, row, weight in out]

    def likelihood(self, hand: Hand, row: int) -> float:
        """How likely the equilibrium was to say and play what the opponent did, holding `hand` (each of his
        choices' chance at least FLOOR)."""
        said = 1.0
        for chance in self.said_chances(row):
            said *= max(FLOOR, chance)
        played = self.played_chances(hand)
        if not played:
            return said
        cards = max(FLOOR, played[0])
        if len(played) > 1:
            cards *= max(FLOOR, played[1])
        return said * cards

    def said_chances(self, row: int) -> list[float]:
        """The equilibrium's chance of each thing the opponent said this round, in turn, with the hand of `row`."""
        is_first = not self.me_first
        out: list[float] = []
        for do in self.their_calls:
            which = {
                "put": 0 if is_first else 3,
                "decline": 0 if is_first else 3,
                "see": 1 if is_first else 2,
                "fold": 1 if is_first else 2,
            }[do]
            said = self.call(row, which)
            out.append(said if do in ("put", "see") else 1.0 - said)
        return out

    def played_chances(self, hand: Hand) -> list[float]:
        """The equilibrium's chance of each card the opponent played this round, in turn, from `hand` (the first
        two: the third is forced)."""
        played = self.their_cards
        if not played:
            return []
        is_first = not self.me_first
        x, y = (played, self.my_cards) if is_first else (self.my_cards, played)
        led = None if is_first else x[0]
        first = next((p for rank, _, p in first_cards(self.state, self.context, hand, led) if rank == played[0]), 0.0)
        if len(played) < 2:
            return [first]
        rest = list(hand)
        rest.remove(played[0])
        rest.remove(played[1])
        if is_first:
            seen = y[1] if y[0] > x[0] else 0
            return [first, second_card(self.state, self.context, "second1", x[0], x[1], rest[0], y[0], seen)]
        seen = x[1] if x[0] >= y[0] else 0
        return [first, second_card(self.state, self.context, "second2", y[0], y[1], rest[0], x[0], seen)]

    def opponent_rarely_followed(self) -> bool:
        """Whether the opponent said or played this round what the equilibrium does less than NEVER of the time
        with the hands he may hold (equilibrium_path.py)."""
        mine = tuple(r + 1 for r in self.mine)
        return rarely_followed(
            (ways, self.said_chances(row) + self.played_chances(hand))
            for hand, row in all_hands()
            if holds(hand, self.their_cards) and (ways := REAL_DECK.deal_ways(mine, tuple(r + 1 for r in hand)))
        )

    def pair(self, theirs: Hand) -> tuple[Hand, Hand]:
        """(P1's hand, P2's hand)."""
        return (self.mine, theirs) if self.me_first else (theirs, self.mine)

    def mine_of(self, value: float) -> float:
        """A chance of P1's as the deciding seat's."""
        return value if self.me_first else 1.0 - value

    def value(self, action: Action, hands: list[tuple[Hand, int, float]]) -> float:
        """The deciding seat's chance to win the game after `action`, both on the equilibrium after it."""
        at, state, first = self.at, self.state, self.me_first
        my_row = hand_index()[tuple(r + 1 for r in self.mine)]
        total = 0.0
        for theirs, row, weight in hands:
            one, two = self.pair(theirs)
            if action.do == "put" and first:
                sees = self.call(row, 2)
                worth = sees * play_value(state, "p1_put", one, two) + (1 - sees) * at.win
            elif action.do == "decline" and first:
                puts = self.call(row, 3)
                sees = self.call(my_row, 1)
                answered = sees * play_value(state, "p2_put", one, two) + (1 - sees) * at.lose
                worth = puts * answered + (1 - puts) * play_value(state, "plain", one, two)
            elif action.do == "put":
                sees = self.call(row, 1)
                worth = sees * play_value(state, "p2_put", one, two) + (1 - sees) * at.lose
            elif action.do == "decline":
                worth = play_value(state, "plain", one, two)
            elif action.do == "see":
                worth = play_value(state, "p1_put" if not first else "p2_put", one, two)
            elif action.do == "fold":
                worth = at.win if not first else at.lose
            else:
                worth = play_value(state, self.context, one, two, self.known(strength(cast(str, action.card)) - 1))
            total += weight * worth
        return self.mine_of(total)

    def known(self, rank: int) -> tuple[int | None, int | None, int | None, int | None]:
        """(x1, y1, x2, y2) with the cards played so far and `rank` as my next card."""
        mine = self.my_cards + [rank]
        x, y = (mine, self.their_cards) if self.me_first else (self.their_cards, mine)
        return (x[0] if x else None, y[0] if y else None, x[1] if len(x) > 1 else None, y[1] if len(y) > 1 else None)


def window_values(position: Position, actions: list[Action]) -> list[float] | None:
    """The figures of `actions` at a window or answer decision from the shipped table (a fold worked out),
    or None where the table has none (then perfect.py works them out)."""
    if position.my_cards or position.their_cards:
        return None
    rows = shipped().get(f"{position.state[0]},{position.state[1]}")
    if rows is None:
        return None
    row = rows[hand_index()[tuple(r + 1 for r in position.mine)]]
    key = (position.me_first, position.their_calls, position.context)
    out: list[float] = []
    for action in actions:
        if action.do == "fold":
            at = position.at
            out.append(position.mine_of(at.lose if position.me_first else at.win))
            continue
        column = next((i for i, decision in enumerate(DECISIONS) if decision == (*key, action.do)), None)
        if column is None:
            return None
        out.append(row[column])
    return out


def valued_choices(view: PutView) -> list[Valued] | None:
    """Each choice that differs for the game, with its chance to win the game (the deciding seat's) when
    both play the equilibrium after it; None where the shipped equilibrium is not exact (`covered`; under
    PU-V1 perfect_anyturn.state_of) or there is no decision."""
    if view.seat is None or not view.legal or not covered(view):
        return None
    if view.put_any_turn:
        return any_turn_valued(view)
    position = Position.of(view)
    actions = ordered(view)  # one card a rank (PU-1), in the order ties go
    values = None if view.phase == "play" else window_values(position, actions)
    if values is None:
        hands = position.opponent_hands()
        values = [position.value(action, hands) for action in actions]
    valued = [(action, min(1.0, max(0.0, value))) for action, value in zip(actions, values)]
    return with_mixes(valued, equilibrium_chances(view) or [], position.opponent_rarely_followed)


def any_turn_valued(view: PutView) -> list[Valued] | None:
    """valued_choices under PU-V1, put at any turn (perfect_anyturn.py)."""
    values = choice_values(view)
    if values is None:
        return None
    mixes = (equilibrium_chances(view) or []) if on_path(view) else []  # off its path, how often says nothing
    return with_mixes(values, mixes, lambda: opponent_rarely_followed(view))


def with_mixes(
    valued: list[tuple[Action, float]], chances: list[tuple[Action, float]], rare: Callable[[], bool]
) -> list[Valued]:
    """The valued choices with how often the equilibrium makes each (`chances`), but none (all 0) where it makes
    a choice NEVER or more of the time that the figures say is worse than the best and the opponent made a
    choice it rarely makes (`rare`, asked only then): there its chances answer what he might have held, to keep
    his choice from paying, not the hands his choices say he holds (equilibrium_path.py)."""
    mixes = [sum(share for choice, share in chances if same_for_the_game(choice, action)) for action, _ in valued]
    top = max(value for _, value in valued)
    if any(mix >= NEVER and value < top - PERFECT_TIE for (_, value), mix in zip(valued, mixes)) and rare():
        mixes = [0.0] * len(valued)
    return [Valued(action, value, mix) for (action, value), mix in zip(valued, mixes)]


CERTAIN = 0.0005
"""A chance within this of 0 or 1 reads as certain ("0.0%", "100.0%")."""


def certain_by_reading(view: PutView, valued: list[Valued]) -> bool:
    """Whether a choice's figure reads as certain (0.0% or 100.0%) only because the opponent's choices this round
    are read as perfect play's: the cards alone leave the round open (seen: "100.0%" with the opponent's last card
    unseen and able to beat the seat's, and a "0.0%" in a round the seat went on to win). Play decisions of
    two-handed Put, where the figures come from that reading."""
    if view.put_any_turn or view.phase != "play" or not any(is_certain(choice.game) for choice in valued):
        return False
    position = Position.of(view)
    hands = position.opponent_hands(read=False)
    return any(
        is_certain(choice.game) and not is_certain(min(1.0, max(0.0, position.value(choice.action, hands))))
        for choice in valued
    )


def is_certain(chance: float) -> bool:
    return chance < CERTAIN or chance > 1.0 - CERTAIN


def strayed(view: PutView) -> bool:
    """Whether the opponent made a choice this round that perfect play rarely makes (equilibrium_path.py), where
    the figures are perfect play's (`covered`)."""
    if view.seat is None or not view.legal or not covered(view):
        return False
    if view.put_any_turn:
        return opponent_rarely_followed(view)
    return Position.of(view).opponent_rarely_followed()


def same_for_the_game(one: Action, other: Action) -> bool:
    """Two choices that are one for the game (cards of a rank are: PU-1)."""
    if one.do == other.do == "play":  # a play names its card
        return strength(cast(str, one.card)) == strength(cast(str, other.card))
    return one == other
