"""Two-handed Put with PU-V1 judged by its shipped equilibrium: each choice's chance to win the game when
both play the equilibrium after it.

As perfect.py does for PU-4, from the seat's view alone (its hand as dealt, what was said
and when, the cards played, the score): the opponent's possible hands are weighed by the
deal (exact card removal, PU-1) and by how likely the equilibrium was to do what he did with
each (his puts or none at each turn, his see, his cards: Bayes); each choice is then valued
by playing the rest of the round out card by card by the rules (PU-5, PU-6, PU-V1) with
both on the equilibrium (anyturn_policy.py), each result priced by the shipped values of the
states it leads to (round_model.py `stakes`). Only at a shipped state itself (`state_of`),
never at one standing for a score beyond the shipped target. Standard library only; the
play-outs of a pair of hands are kept (`RoundPlay.value`), so a round's later decisions and
the review's cost little.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from ..engine import Action
from . import anyturn_table
from .anyturn_opening import Choice, opening_figures
from .anyturn_policy import RoundPolicy, policy
from .anyturn_spot import Spot
from .assess import ordered
from .deal import strength
from .equilibrium_path import rarely_followed
from .equilibrium_table import rank_hands, state_of_key
from .round_model import REAL_DECK, Stakes, stakes
from .view import PutView

FLOOR = 1e-9
"""The least chance given to an opponent's move the equilibrium never makes with a hand he may hold (a
person or another computer player may make it): his hands then keep their other weights."""

Hand = tuple[int, ...]
"""Rank indices (strength minus one), as dealt."""


def state_of(view: PutView) -> tuple[int, int] | None:
    """The shipped PU-V1 state of this two-handed view's score (the non-dealer's need first); None where the
    table is not two-handed PU-V1 or the score's state is not shipped."""
    if view.mode != "two_player" or not view.put_any_turn or len(view.dealt) != 3 or view.players != 2:
        return None
    first = (view.dealer + 1) % 2
    state = (view.target - view.scores[first], view.target - view.scores[1 - first])
    return state if anyturn_table.stored_as(*state) is not None else None


class Node(NamedTuple):
    """A point of the round: each player's cards played in order (1: the non-dealer), and the put. (A
    named tuple: the play-outs make and hash ~50,000 of them at a round's first decision.)"""

    x: tuple[int, ...] = ()
    y: tuple[int, ...] = ()
    put_turn: int | None = None
    """The turn (1-6) at which "I put" was said."""
    seen: bool = False

    @property
    def turn(self) -> int:
        return len(self.x) + len(self.y) + 1

    def actor(self) -> int:
        """Who plays the next card: the non-dealer leads; a trick's winner leads the next, its leader on a
        tie (PU-5)."""
        return course(self.x, self.y)[0]

    def played(self, player: int, rank: int) -> Node:
        if player == 1:
            return Node(self.x + (rank,), self.y, self.put_turn, self.seen)
        return Node(self.x, self.y + (rank,), self.put_turn, self.seen)

    def spot(self, player: int, dealt: Hand) -> Spot:
        return Spot(player, list(dealt), {1: list(self.x), 2: list(self.y)}, self.put_turn, self.seen)


@lru_cache(maxsize=16_384)  # a round meets a few thousand orders of cards
def course(x: tuple[int, ...], y: tuple[int, ...]) -> tuple[int, int | None]:
    """(who plays the next card, the round's result or None while it is played) after these cards."""
    leader = 1
    won = [0, 0]
    for a, b in zip(x, y):
        if a != b:
            leader = 1 if a > b else 2
            won[leader - 1] += 1
    if max(won) >= 2 or len(x) == len(y) == 3:
        return leader, (won[0] > won[1]) - (won[0] < won[1])
    return (leader if (len(x) + len(y)) % 2 == 0 else 3 - leader), None


class RoundPlay:
    """One shipped state's round, both players on its equilibrium."""

    def __init__(self, state: tuple[int, int], memory: int | None = 20_000) -> None:
        """`memory`: how many play-out values are kept (None: all, for anyturn_opening.py's whole pass)."""
        self.state = state
        self.policy: RoundPolicy = policy(state)
        self.at: Stakes = stakes(anyturn_values(), *state)
        self.value = lru_cache(maxsize=memory)(self._value)
        chances = None if memory is None else memory // 4
        self.puts = lru_cache(maxsize=chances)(self._puts)
        self.sees = lru_cache(maxsize=chances)(self._sees)
        self.cards = lru_cache(maxsize=chances)(self._cards)

    # A seat's chances depend on its own hand and the node alone: kept, so that the deciding seat's, the
    # same against every hand the opponent may hold, are read once.
    def _puts(self, player: int, hand: Hand, node: Node) -> float:
        return self.policy.put(node.spot(player, hand))

    def _sees(self, player: int, hand: Hand, node: Node) -> float:
        return self.policy.see(node.spot(player, hand))

    def _cards(self, player: int, hand: Hand, node: Node) -> list[tuple[int, float]]:
        return self.policy.cards(node.spot(player, hand))

    def _value(self, one: Hand, two: Hand, node: Node) -> float:
        """The non-dealer's chance to win the game from `node` with these hands (his, the dealer's)."""
        actor, result = course(node.x, node.y)
        if result is not None:
            return self.at.seen(result) if node.seen else self.at.ordinary(result)
        cards = self.cards_value(one, two, node, actor)
        if node.put_turn is not None:
            return cards
        puts = self.puts(actor, one if actor == 1 else two, node)
        if puts == 0.0:
            return cards
        return puts * self.answered(one, two, node, actor) + (1 - puts) * cards

    def answered(self, one: Hand, two: Hand, node: Node, putter: int) -> float:
        """After `putter` says "I put" at the node's turn: the other sees or folds (a folded put's point)."""
        said = Node(node.x, node.y, node.turn)
        other = 3 - putter
        sees = self.sees(other, one if other == 1 else two, said)
        folded = self.at.win if putter == 1 else self.at.lose
        if sees == 0.0:
            return folded
        return sees * self.value(one, two, Node(node.x, node.y, node.turn, True)) + (1 - sees) * folded

    def cards_value(self, one: Hand, two: Hand, node: Node, actor: int) -> float:
        chances = self.cards(actor, one if actor == 1 else two, node)
        return sum(chance * self.value(one, two, node.played(actor, rank)) for rank, chance in chances)

    def after(self, one: Hand, two: Hand, node: Node, me: int, choice: Choice) -> float:
        """The non-dealer's chance to win the game once `me`, deciding at `node`, makes `choice`."""
        if choice == "put":
            return self.answered(one, two, node, me)
        if choice == "see":
            return self.value(one, two, Node(node.x, node.y, node.put_turn, True))
        if choice == "fold":  # the putter's point
            return self.at.win if me == 2 else self.at.lose
        assert isinstance(choice, int)
        return self.value(one, two, node.played(me, choice))


@lru_cache(maxsize=1)
def anyturn_values() -> dict[tuple[int, int], float]:
    table = anyturn_table.values_table()["non_dealer_wins"]
    return {state_of_key(key): value for key, value in table.items()}


@lru_cache(maxsize=8)
def round_play(state: tuple[int, int]) -> RoundPlay:
    return RoundPlay(state)


def history(view: PutView) -> tuple[int, Hand, Node]:
    """(the deciding seat's player, its hand as dealt, the round so far), as its spot reads them."""
    spot = Spot.of(view)
    node = Node(tuple(spot.played[1]), tuple(spot.played[2]), spot.put_turn, spot.seen)
    return spot.player, spot.dealt, node


def likelihood(play: RoundPlay, who: int, hand: Hand, final: Node, floor: float = FLOOR) -> float:
    """How likely the equilibrium was to do what `who` did this round up to `final`, holding `hand` (each of
    his choices' chance at least `floor`)."""
    chance = 1.0
    for made in choice_chances(play, who, hand, final):
        chance *= max(floor, made)
    return chance


def choice_chances(play: RoundPlay, who: int, hand: Hand, final: Node) -> list[float]:
    """The equilibrium's chance of each choice `who` made this round up to `final`, holding `hand`, in turn
    (a put not said at a turn of his is a choice too)."""
    chances: list[float] = []
    node = Node()
    while True:
        turn = node.turn
        actor = node.actor()
        if node.put_turn is None and (final.put_turn is None or final.put_turn >= turn):
            said = final.put_turn == turn
            if actor == who and (said or turn < final.turn):  # at the last turn, no put is not said yet
                puts = play.puts(who, hand, node)
                chances.append(puts if said else 1.0 - puts)
            if said:
                node = Node(node.x, node.y, turn)
                if actor != who and final.seen:
                    chances.append(play.sees(who, hand, node))
                node = Node(node.x, node.y, turn, final.seen)
        if turn == final.turn:
            return chances
        rank = (final.x if actor == 1 else final.y)[len(node.x if actor == 1 else node.y)]
        if actor == who:
            chances.append(dict(play.cards(who, hand, node)).get(rank, 0.0))
        node = node.played(actor, rank)


def on_path(view: PutView) -> bool:
    """Whether the equilibrium, holding the seat's hand, could have made every choice the seat made this round
    (where it could not, how often it makes each choice here says nothing)."""
    state = state_of(view)
    if state is None:
        return False
    me, mine, node = history(view)
    return likelihood(round_play(state), me, mine, node, floor=0.0) > 0.0


def opponent_rarely_followed(view: PutView) -> bool:
    """Whether the opponent made a choice this round that the equilibrium makes less than NEVER of the time with
    the hands he may hold (equilibrium_path.py); False where the view's state is not shipped."""
    state = state_of(view)
    if state is None:
        return False
    me, mine, node = history(view)
    return rarely_made(round_play(state), me, mine, node)


@lru_cache(maxsize=256)  # the coach's lines, its choice and the review ask of the same decision
def rarely_made(play: RoundPlay, me: int, mine: Hand, node: Node) -> bool:
    played = node.y if me == 1 else node.x
    dealt = tuple(rank + 1 for rank in mine)
    return rarely_followed(
        (ways, choice_chances(play, 3 - me, hand, node))
        for hand in rank_hands()
        if holds(hand, played) and (ways := REAL_DECK.deal_ways(dealt, tuple(rank + 1 for rank in hand)))
    )


def dealt_ways(one: Hand, two: Hand) -> int:
    """How many deals give the non-dealer `one` and the dealer `two` (rank indices)."""
    return REAL_DECK.deal_ways(tuple(rank + 1 for rank in one), tuple(rank + 1 for rank in two))


def holds(hand: Hand, played: Iterable[int]) -> bool:
    """Whether a hand holds every card played from it (by rank)."""
    rest = list(hand)
    for rank in played:
        if rank not in rest:
            return False
        rest.remove(rank)
    return True


def opponent_hands(play: RoundPlay, me: int, mine: Hand, node: Node) -> list[tuple[Hand, float]]:
    """The opponent's possible hands at `node` with their weights (summing to 1)."""
    played = node.y if me == 1 else node.x
    dealt = tuple(rank + 1 for rank in mine)
    out: list[tuple[Hand, float]] = []
    for hand in rank_hands():
        if not holds(hand, played):
            continue
        ways = REAL_DECK.deal_ways(dealt, tuple(rank + 1 for rank in hand))
        if ways:
            out.append((hand, ways * likelihood(play, 3 - me, hand, node)))
    total = sum(weight for _, weight in out)
    return [(hand, weight / total) for hand, weight in out]


def choice_of(action: Action) -> Choice:
    return strength(action.card or "") - 1 if action.do == "play" else action.do


def choice_values(view: PutView) -> list[tuple[Action, float]] | None:
    """Each choice that differs for the game (one card a rank: PU-1) with the deciding seat's chance to win
    the game, both on the shipped PU-V1 equilibrium after it; None where there is none (`state_of`) or no
    decision. The round's first two turns are read from the table worked out ahead (anyturn_opening.py)."""
    state = state_of(view)
    if state is None or view.seat is None or not view.legal:
        return None
    me, mine, node = history(view)
    actions = ordered(view)  # one card a rank (PU-1), in the order ties go
    choices = [choice_of(action) for action in actions]
    worked_out = opening_figures(state, me, mine, node, choices)
    if worked_out is None:
        worked_out = figures(round_play(state), me, mine, node, choices)
    return list(zip(actions, worked_out))


def figures(play: RoundPlay, me: int, mine: Hand, node: Node, choices: list[Choice]) -> list[float]:
    """The chance to win the game of `me` (holding `mine`, deciding at `node`) after each choice."""
    hands = opponent_hands(play, me, mine, node)

    def pair(theirs: Hand) -> tuple[Hand, Hand]:
        return (mine, theirs) if me == 1 else (theirs, mine)

    out: list[float] = []
    for choice in choices:
        worth = sum(w * play.after(*pair(t), node, me, choice) for t, w in hands)
        out.append(min(1.0, max(0.0, worth if me == 1 else 1.0 - worth)))
    return out
