"""The two-handed Put round with PU-V1 (put at any turn) as a zero-sum game (numpy, offline).

How the engine plays PU-V1 two-handed (rules/put/puts.py, tricks.py, checks.py), and so this
model: there is no put window; the non-dealer (P1) leads the first trick (PU-5). At each of
the round's turns to lead or play (six at most: P1 leads, P2 answers, the second trick's
leader and answerer, the third's), the player to act may say "I put" before playing his card,
once a round (PU-V1). The other then folds (the putter scores 1 and the round ends: two-handed
nobody takes a card back) or sees: the putter plays his card and the round goes on, its
winner winning the game, a drawn round lapsing the put (PU-4). The round stops once a player
has two tricks (PU-6), so the third trick's two turns (and their puts) only come when it
has not.

On the rank arrays of round_tensors.py: the whole round's play is one array over
z = (x1, x2, x3, y1, y2, y3), P1's cards in the order played, then P2's (the deal's chance
`weight6`, the result `result6`). Who leads the second trick (x1 >= y1) and the third (the
second trick's collector), and whether there is a third, follow from the cards. A put turned
down ("no put") goes on in the plain play; a seen put at turn t goes on in play context t,
whose card choices are strategies of their own. Decisions (P1's name ends in _1, P2's in _2):

- put1 (P1, by hand) / see1 (P2, by hand); lead[c] (P1: hand, x1) for contexts 0 (plain), 1.
- put2 (P2: hand, x1) / see2 (P1: hand, x1); answer[c] (P2: hand, x1, y1) for contexts 0..2.
- turn 3, the second trick's leader: put3_1 / see3_2 where P1 leads it, put3_2 / see3_1
  where P2 does; his card (which of his last two) c3_1[c] / c3_2[c], contexts 0..3.
- turn 4, its answerer: put4_2 / see4_1, put4_1 / see4_2; card c4_2[c] / c4_1[c], contexts 0..4.
- turns 5 and 6 (the third trick's leader and answerer, cards forced): put5_* / see5_*,
  put6_* / see6_* (the third trick's answerer knows every card: his put6 is over all of z).

A dense decision's array is broadcast over z (1 on the axes its player has not seen); a pair
of own unplayed cards whose order he has not chosen is summed over both orders ("bag").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import numpy as np

from .round_model import Stakes
from .round_tensors import (
    Layout,
    answer_by_triple,
    by_hand,
    lead_by_triple,
    sum_to_hand_first,
)

TURNS = range(1, 7)
CARD_TURNS = range(1, 5)
"""The turns with a card to choose (the third trick's cards are forced)."""
P1, P2 = 1, 2


@dataclass(frozen=True)
class Spec:
    """One decision: its player, kind, turn, the shape of its array and the axes its player has not
    seen (summed), the pair of own unplayed cards summed over both orders, the region it applies in."""

    name: str
    player: int
    kind: str
    """put, see (binary: the array is the chance of yes), lead, answer, pair (card choices)."""
    turn: int
    shape: tuple[int, ...] = ()
    bag: tuple[int, int] | None = None


def dense(R: int, axes: str) -> tuple[int, ...]:
    """The broadcast shape of an array over the axes named (x1 x2 x3 y1 y2 y3 as 0-5)."""
    return tuple(R if str(a) in axes else 1 for a in range(6))


def specs(R: int) -> dict[str, Spec]:
    """Every decision of the round (card choices once per context: name@context)."""
    out: dict[str, Spec] = {}

    def add(spec: Spec) -> None:
        out[spec.name] = spec

    add(Spec("put1", P1, "put", 1))
    add(Spec("see1", P2, "see", 1))
    add(Spec("put2", P2, "put", 2))
    add(Spec("see2", P1, "see", 2))
    add(Spec("put3_1", P1, "put", 3, dense(R, "0123"), (1, 2)))
    add(Spec("see3_2", P2, "see", 3, dense(R, "0345"), (4, 5)))
    add(Spec("put3_2", P2, "put", 3, dense(R, "0345"), (4, 5)))
    add(Spec("see3_1", P1, "see", 3, dense(R, "0123"), (1, 2)))
    add(Spec("put4_2", P2, "put", 4, dense(R, "01345"), (4, 5)))
    add(Spec("see4_1", P1, "see", 4, dense(R, "0123")))
    add(Spec("put4_1", P1, "put", 4, dense(R, "01234"), (1, 2)))
    add(Spec("see4_2", P2, "see", 4, dense(R, "0345")))
    add(Spec("put5_1", P1, "put", 5, dense(R, "01234")))
    add(Spec("see5_2", P2, "see", 5, dense(R, "01345")))
    add(Spec("put5_2", P2, "put", 5, dense(R, "01345")))
    add(Spec("see5_1", P1, "see", 5, dense(R, "01234")))
    add(Spec("put6_2", P2, "put", 6, dense(R, "012345")))
    add(Spec("see6_1", P1, "see", 6, dense(R, "01234")))
    add(Spec("put6_1", P1, "put", 6, dense(R, "012345")))
    add(Spec("see6_2", P2, "see", 6, dense(R, "01345")))
    for c in range(2):
        add(Spec(f"lead@{c}", P1, "lead", 1))
    for c in range(3):
        add(Spec(f"answer@{c}", P2, "answer", 2))
    for c in range(4):
        add(Spec(f"c3_1@{c}", P1, "pair", 3, dense(R, "0123"), (1, 2)))
        add(Spec(f"c3_2@{c}", P2, "pair", 3, dense(R, "0345"), (4, 5)))
    for c in range(5):
        add(Spec(f"c4_2@{c}", P2, "pair", 4, dense(R, "01345"), (4, 5)))
        add(Spec(f"c4_1@{c}", P1, "pair", 4, dense(R, "01234"), (1, 2)))
    return out


def shape(lay: Layout, spec: Spec) -> tuple[int, ...]:
    """The shape of a decision's array: by hand on the first two turns (and its lead or answer), else dense."""
    H, R = len(lay.hands), lay.ranks
    if spec.kind == "answer":
        return (H, R, R)
    if spec.kind == "lead" or spec.turn == 2:
        return (H, R)
    return (H,) if spec.turn == 1 else spec.shape


def initial(lay: Layout, spec: Spec) -> np.ndarray:
    """An even strategy for a decision."""
    R = lay.ranks
    if spec.kind in ("put", "see"):
        return np.full(shape(lay, spec), 0.5)
    if spec.kind == "lead":
        return lay.holds / lay.holds.sum(axis=1, keepdims=True)
    if spec.kind == "answer":
        lead = lay.holds / lay.holds.sum(axis=1, keepdims=True)
        return np.repeat(lead[:, None, :], R, axis=1)
    assert spec.bag is not None
    return np.broadcast_to(np.where(choice_mask(R, spec.bag), 0.5, 1.0), spec.shape).copy()


@lru_cache(maxsize=64)
def choice_mask(R: int, bag: tuple[int, int]) -> np.ndarray:
    """Where the pair's two cards differ (a real choice), broadcast over z (one read-only array per pair:
    the solvers ask for it at every decision of every iteration)."""
    g = np.arange(R)
    shape_a = tuple(R if a == bag[0] else 1 for a in range(6))
    shape_b = tuple(R if a == bag[1] else 1 for a in range(6))
    mask = g.reshape(shape_a) != g.reshape(shape_b)
    mask.setflags(write=False)
    return mask


def swap_bag(array: np.ndarray, bag: tuple[int, int]) -> np.ndarray:
    offset = array.ndim - 6
    return array.swapaxes(bag[0] + offset, bag[1] + offset)


@dataclass
class Geometry:
    """The fixed arrays of one deck for the PU-V1 round."""

    lay: Layout
    weight: np.ndarray
    result: np.ndarray
    lead2: np.ndarray
    """(R,1,1,R,1,1) float: P1 leads the second trick."""
    lead3: np.ndarray
    """(R,R,1,R,R,1) float: P1 leads the third trick (where there is one)."""
    live: np.ndarray
    """(R,R,1,R,R,1) float: the third trick is played (nobody has two tricks after two)."""
    hand_matrix: np.ndarray
    """(hands, R**3) one-hot: each ordered triple's hand."""
    specs: dict[str, Spec] = field(default_factory=dict[str, Spec])
    spread: dict[int, np.ndarray] = field(default_factory=dict[int, np.ndarray])
    """Per turn 1-4: an even spread over the cards not yet played there (summing to 1 over them): a
    fold ends the round before they are played, and z runs over them all."""
    actors: dict[int, np.ndarray | float] = field(default_factory=dict[int, np.ndarray | float])
    """Per turn 1-6: 1 where P1 acts (`actor_is_p1`, worked out once)."""


def geometry(lay: Layout) -> Geometry:
    R = lay.ranks
    g = np.arange(R)
    x1 = g.reshape(R, 1, 1, 1, 1, 1)
    x2 = g.reshape(1, R, 1, 1, 1, 1)
    y1 = g.reshape(1, 1, 1, R, 1, 1)
    y2 = g.reshape(1, 1, 1, 1, R, 1)
    lead2 = x1 >= y1
    wins1 = (x1 > y1).astype(int) + (x2 > y2)
    wins2 = (y1 > x1).astype(int) + (y2 > x2)
    live = (wins1 < 2) & (wins2 < 2)
    lead3 = np.where(lead2, x2 >= y2, x2 > y2)
    hand_matrix = np.zeros((len(lay.hands), R**3))
    flat = lay.hand_of.reshape(-1)
    real = flat < len(lay.hands)
    hand_matrix[flat[real], np.arange(R**3)[real]] = 1.0
    geo = Geometry(
        lay,
        lay.weight6,
        lay.result6,
        lead2.astype(np.float32),
        lead3.astype(np.float32),
        live.astype(np.float32),
        hand_matrix,
        specs(R),
    )
    even = uniform_profile(geo)
    spread: Any = 1.0
    for turn in range(4, 0, -1):
        spread = spread * sum(
            region * expand(geo, geo.specs[name], even[name]) for name, region in card_deciders(geo, turn, 0)
        )
        geo.spread[turn] = np.broadcast_to(spread, (R,) * 6).copy()
    return geo


Profile = dict[str, np.ndarray]
"""Both players' strategies by decision name (either half may be read alone)."""


def uniform_profile(geo: Geometry) -> Profile:
    return {name: initial(geo.lay, spec) for name, spec in geo.specs.items()}


# -- between a decision's array and z ---------------------------------------


def expand(geo: Geometry, spec: Spec, array: np.ndarray) -> np.ndarray:
    """A decision's chances broadcast over z: of yes (put, see) or of the card z plays."""
    lay, R = geo.lay, geo.lay.ranks
    if spec.kind == "lead":
        return lead_by_triple(lay, array).reshape(R, R, R, 1, 1, 1)
    if spec.kind == "answer":
        return answer_by_triple(lay, array).transpose(3, 0, 1, 2).reshape(R, 1, 1, R, R, R)
    if spec.turn == 1:
        spread = by_hand(lay, array)
        return spread.reshape((R, R, R, 1, 1, 1) if spec.player == P1 else (1, 1, 1, R, R, R))
    if spec.turn == 2:
        if spec.player == P2:  # (hand_y, x1)
            return by_hand(lay, array).transpose(3, 0, 1, 2).reshape(R, 1, 1, R, R, R)
        return lead_by_triple(lay, array).reshape(R, R, R, 1, 1, 1)  # (hand_x, x1)
    return array


def project(geo: Geometry, spec: Spec, values: np.ndarray) -> np.ndarray:
    """Values over z summed into the decision's information sets (by action for cards)."""
    lay, R = geo.lay, geo.lay.ranks
    if spec.kind == "lead":
        return sum_to_hand_first(lay, values.sum(axis=(3, 4, 5)))
    if spec.kind == "answer":
        by_y = values.sum(axis=(1, 2)).reshape(R, R, R, R).transpose(1, 2, 3, 0)
        return sum_to_hand_first(lay, by_y).transpose(0, 2, 1)
    if spec.turn == 1:
        own = values.sum(axis=(3, 4, 5) if spec.player == P1 else (0, 1, 2))
        return geo.hand_matrix @ own.reshape(-1)
    if spec.turn == 2:
        if spec.player == P2:
            by_y = values.sum(axis=(1, 2)).reshape(R, R**3).T
            return geo.hand_matrix @ by_y
        return sum_to_hand_first(lay, values.sum(axis=(3, 4, 5)))
    unseen = tuple(a for a in range(6) if spec.shape[a] == 1)
    summed = values.sum(axis=unseen, keepdims=True)
    if spec.bag is not None and spec.kind != "pair":
        same = ~choice_mask(R, spec.bag)
        summed = summed + np.where(same, 0.0, swap_bag(summed, spec.bag))
    return summed


def legal(geo: Geometry, spec: Spec) -> np.ndarray:
    lay = geo.lay
    return lay.holds if spec.kind == "lead" else lay.holds[:, None, :]


# -- the round ---------------------------------------------------------------


def actor_is_p1(geo: Geometry, turn: int) -> np.ndarray | float:
    """1 where P1 acts at the turn (broadcast over z)."""
    if not geo.actors:
        second, third = 1.0 - geo.lead2, 1.0 - geo.lead3
        second.setflags(write=False)
        third.setflags(write=False)
        geo.actors.update({1: 1.0, 2: 0.0, 3: geo.lead2, 4: second, 5: geo.lead3, 6: third})
    return geo.actors[turn]


def turn_region(geo: Geometry, turn: int) -> np.ndarray | float:
    """1 where the turn comes at all (the third trick's only where it is played)."""
    return geo.live if turn >= 5 else 1.0


def deciders(geo: Geometry, turn: int, kind: str) -> list[tuple[str, np.ndarray | float]]:
    """The decisions of a kind at a turn with the region each applies in."""
    if turn <= 2:
        name = f"{kind}{turn}"
        return [(name, 1.0)]
    p1 = actor_is_p1(geo, turn)
    live = turn_region(geo, turn)
    if kind == "put":
        return [(f"put{turn}_1", p1 * live), (f"put{turn}_2", (1.0 - p1) * live)]
    return [(f"see{turn}_2", p1 * live), (f"see{turn}_1", (1.0 - p1) * live)]


def card_deciders(geo: Geometry, turn: int, context: int) -> list[tuple[str, np.ndarray | float]]:
    if turn == 1:
        return [(f"lead@{context}", 1.0)]
    if turn == 2:
        return [(f"answer@{context}", 1.0)]
    p1 = actor_is_p1(geo, turn)
    return [(f"c{turn}_1@{context}", p1), (f"c{turn}_2@{context}", 1.0 - p1)]


def region(geo: Geometry, spec: Spec) -> np.ndarray | float:
    """Where over z a decision applies (its player to act at its turn, the round still on); 1.0: everywhere."""
    if spec.kind in ("put", "see"):
        found = deciders(geo, spec.turn, spec.kind)
    else:
        found = card_deciders(geo, spec.turn, int(spec.name.split("@")[1]))
    return next(where for name, where in found if name == spec.name)


Decide = Callable[[str, np.ndarray, Any], np.ndarray]
"""(decision, its values per action in its player's payoff (put and see: what yes gains over no), his own
reach to it over z) -> the chances to go on with."""


class Round:
    """One PU-V1 round at given stakes: values, counterfactual values, best replies."""

    def __init__(self, geo: Geometry, stakes: Stakes, dtype: Any = np.float64) -> None:
        self.geo = geo
        self.dtype = dtype
        self.set_stakes(stakes)

    def set_stakes(self, stakes: Stakes) -> None:
        self.stakes = stakes
        res = self.geo.result
        self.ordinary = np.choose(res + 1, [stakes.lose, stakes.draw, stakes.win]).astype(self.dtype)
        self.seen = np.choose(res + 1, [0.0, stakes.draw, 1.0]).astype(self.dtype)
        self.weight = self.geo.weight.astype(self.dtype)
        self.folds: dict[int, np.ndarray] = {}
        for t in TURNS:
            p1_folds = np.asarray(actor_is_p1(self.geo, t), dtype=self.dtype)  # 0/1 masks are float32
            fold = stakes.lose + p1_folds * (stakes.win - stakes.lose)
            if t in self.geo.spread:
                fold = fold * self.geo.spread[t]
            self.folds[t] = np.asarray(fold, dtype=self.dtype)

    def combined(self, chances: dict[str, np.ndarray], pairs: list[tuple[str, np.ndarray | float]]) -> Any:
        return sum(region * chances[name] for name, region in pairs)

    def walk(self, profile: Profile, player: int, decide: Decide | None, own_reach: bool = True) -> float:
        """One pass for `player`: the opponent's reach forward, values backward; at each of `player`'s
        decisions `decide` gets its values and returns the chances to go on with (the current ones
        for regrets, a best reply's). Returns the round's value to P1 (with what was decided).
        `own_reach`: `decide` is given the player's own reach too (CFR's average weighs by it); a best reply
        reads none, and without it gets None there and the pass makes none of those arrays. Each seen put's tail
        is worked out as its reaches are, and they are dropped with it: a measure on the real deck peaks at
        1.43 GB (1.84 GB with every tail's reaches kept to the end; 1.92 with the own reaches too), the same
        floats."""
        geo = self.geo
        chance = {
            name: expand(geo, geo.specs[name], array).astype(self.dtype, copy=False) for name, array in profile.items()
        }
        sign = 1.0 if player == P1 else -1.0

        def opp(pairs: list[tuple[str, np.ndarray | float]], yes: bool) -> Any:
            """The opponent's factor of a decision (1 where the player decides)."""
            factor: Any = 1.0
            for name, region in pairs:
                if geo.specs[name].player != player:
                    p = chance[name] if yes else 1.0 - chance[name]
                    factor = factor + region * (p - 1.0)
            return factor

        def opp_card(pairs: list[tuple[str, np.ndarray | float]]) -> Any:
            factor: Any = 1.0
            for name, region in pairs:
                if geo.specs[name].player != player:
                    factor = factor + region * (chance[name] - 1.0)
            return factor

        def own_reach_update(reach: Any, pairs: list[tuple[str, np.ndarray | float]], yes: bool | None) -> Any:
            if not own_reach:
                return None
            for name, region in pairs:
                if geo.specs[name].player == player:
                    p = chance[name] if yes is None or yes else 1.0 - chance[name]
                    reach = reach * (1.0 + region * (p - 1.0))
            return reach

        def tail(t: int, start: Any, start_own: Any) -> Any:
            """The value of a put seen at turn t (the cards played on from there), the player's card decisions
            in that tail decided on the way. A pass that decides first carries the reaches forward from `start`
            along the tail's cards (its chain: four arrays at the most, dropped with the tail)."""
            chain: list[tuple[Any, Any]] = []
            for k in range(t, 5) if decide is not None else ():
                chain.append((start, start_own))
                if k < 4:
                    cards = card_deciders(geo, k, t)
                    start = start * opp_card(cards)
                    start_own = own_reach_update(start_own, cards, None)
            value: Any = self.seen
            for k in range(4, t - 1, -1):
                cards = card_deciders(geo, k, t)
                if decide is not None:
                    k_reach, k_own = chain.pop()
                    for name, _region in cards:
                        spec = geo.specs[name]
                        if spec.player == player:
                            raw = project(geo, spec, k_reach * value)
                            chance[name] = self.as_chance(spec, decide(name, sign * raw, k_own))
                value = self.combined(chance, cards) * value
            return value

        # forward: the opponent's reach (times the deal) and the player's own reach, each seen put's tail on the
        # way (a tail's decisions are read nowhere else, so working it out early changes nothing); only a pass
        # that decides reads the reaches (the round's value alone is the backward pass)
        reach: dict[int, Any] = {1: self.weight}
        own: dict[int, Any] = {1: 1.0 if own_reach else None}
        own_card: dict[int, Any] = {}
        tails: dict[int, Any] = {}
        for t in TURNS:
            if decide is None:
                tails[t] = tail(t, None, None)
                continue
            puts, sees = deciders(geo, t, "put"), deciders(geo, t, "see")
            tails[t] = tail(
                t,
                reach[t] * opp(puts, True) * opp(sees, True),
                own_reach_update(own_reach_update(own[t], puts, True), sees, True),
            )
            after = own_reach_update(own[t], puts, False)
            nxt = reach[t] * opp(puts, False)
            if t <= 4:
                cards = card_deciders(geo, t, 0)
                nxt = nxt * opp_card(cards)
                own_card[t] = after
                after = own_reach_update(after, cards, None)
            reach[t + 1] = nxt
            own[t + 1] = after

        # backward: the plain play
        plain: Any = self.ordinary
        for t in range(6, 0, -1):
            puts, sees = deciders(geo, t, "put"), deciders(geo, t, "see")
            if t <= 4:
                cards = card_deciders(geo, t, 0)
                for name, _region in cards:
                    spec = geo.specs[name]
                    if spec.player == player and decide is not None:
                        raw = project(geo, spec, reach[t] * plain)
                        chance[name] = self.as_chance(spec, decide(name, sign * raw, own_card[t]))
                plain = self.combined(chance, cards) * plain
            fold = self.folds[t]
            seen_over_fold = tails[t] - fold
            for name, _region in sees:
                spec = geo.specs[name]
                if spec.player == player and decide is not None:
                    gain = project(geo, spec, reach[t] * opp(puts, True) * seen_over_fold)
                    chance[name] = self.as_chance(spec, decide(name, sign * gain, own[t]))
            see = self.combined(chance, sees)
            put_over_plain = fold + see * seen_over_fold - plain
            for name, _region in puts:
                spec = geo.specs[name]
                if spec.player == player and decide is not None:
                    gain = project(geo, spec, reach[t] * put_over_plain)
                    chance[name] = self.as_chance(spec, decide(name, sign * gain, own[t]))
            q = self.combined(chance, puts)
            plain = plain + q * put_over_plain
        return float((self.weight * plain).sum())

    def as_chance(self, spec: Spec, array: np.ndarray) -> np.ndarray:
        return expand(self.geo, spec, array).astype(self.dtype, copy=False)

    def value(self, profile: Profile) -> float:
        """P1's chance to win the game when both play `profile`."""
        return self.walk(profile, P1, None)

    def best_reply(self, profile: Profile, player: int, chosen: Profile | None = None) -> float:
        """The most `player` gets against the other's half of `profile`, in his own payoff (the
        reply's choices into `chosen`, if given)."""
        geo = self.geo

        def best(name: str, values: np.ndarray, _own: Any) -> np.ndarray:
            pick = pure(name, values)
            if chosen is not None:
                chosen[name] = pick
            return pick

        def pure(name: str, values: np.ndarray) -> np.ndarray:
            spec = geo.specs[name]
            if spec.kind in ("put", "see"):
                return (values > 0).astype(np.float64)
            if spec.kind == "pair":
                assert spec.bag is not None
                other = swap_bag(values, spec.bag)
                pick = (values > other) | ((values == other) & higher(geo.lay.ranks, spec.bag))
                return np.where(choice_mask(geo.lay.ranks, spec.bag), pick, True).astype(np.float64)
            allowed = legal(geo, spec)
            masked = np.where(allowed, values, -np.inf)
            top = masked.argmax(axis=-1)
            return (np.arange(geo.lay.ranks) == top[..., None]).astype(np.float64)

        value = self.walk(dict(profile), player, best, own_reach=False)
        return value if player == P1 else -value

    def exploitability(self, profile: Profile) -> tuple[float, float, float]:
        """(P1's best reply's gain, P2's, P1's value) in game-win probability."""
        v = self.value(profile)
        return self.best_reply(profile, P1) - v, self.best_reply(profile, P2) + v, v


def higher(R: int, bag: tuple[int, int]) -> np.ndarray:
    g = np.arange(R)
    a = g.reshape(tuple(R if i == bag[0] else 1 for i in range(6)))
    b = g.reshape(tuple(R if i == bag[1] else 1 for i in range(6)))
    return a > b


def matched_pair(regrets: np.ndarray, bag: tuple[int, int], R: int) -> np.ndarray:
    """Regret matching between the pair's two orders: the chance of the order z has."""
    plus = np.maximum(regrets, 0.0)
    total = plus + swap_bag(plus, bag)
    with np.errstate(invalid="ignore", divide="ignore"):
        share = np.where(total > 0, plus / total, 0.5)
    return np.where(choice_mask(R, bag), share, 1.0)
