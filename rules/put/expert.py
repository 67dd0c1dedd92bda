"""The expert computer player: two-handed Put's equilibrium (equilibrium_table.py), from its seat's view.

Every decision reads the shipped strategy of the state (points each still needs, the
non-dealer first) at the seat's own information: its hand as dealt, the put history and
the cards played. A mixed choice is drawn from the seat's generator, so a seed replays
the game. Targets beyond the solved one use a scaled-down state (`shipped_state`).

Put at any turn (PU-V1, two players): the shipped PU-V1 equilibrium (anyturn_table.py), read
through anyturn_policy.py as perfect play's PU-V1 figures read it. Where both need one point a
put carries no stake: the expert never puts, always sees and plays the plain card play. At the
other shipped states it plays the whole round's strategy at its spot (anyturn_spot.py: the put,
the see, each card); beyond the shipped target, a whole-round state
with both needs scaled down in proportion (`anyturn_table.standing_for`), as for PU-4; where no
shipped state stands for the score, the sharp player's choices.

Tables it does not model fall back to the sharp player: more than two players (PU-V2) and
partners (PU-V3). Partners are not modelled because their round is a different game: each
side plays best 3 of 5 cards (its own three and its partner's best two) and knows the two it
discarded and that the partner's unseen last card is no better than the cards passed, so a
side's information is its own three and the two passed (41,368 kinds against 455 hands), and
the deal's chances couple both sides' five known cards and the two unseen last cards. Laid
out as the PU-4 round is (round_tensors.py) that is ~4e10 cells against 4.8 million (~35 min
a CFR iteration, ~160 GB an array); dropping the discards would make it small but inexact.
bench/README.md ("PU-V3 partners") gives the measured sizes.
Standard library only.
"""

from __future__ import annotations

from ..engine import Action
from ..rng import Rng
from . import anyturn_table
from .anyturn_policy import RoundPolicy, policy
from .anyturn_spot import Spot
from .assess import sharp_choice
from .deal import strength
from .equilibrium_table import chance, hand_index, shipped_state
from .view import PutView

R = 13


def modelled(view: PutView) -> bool:
    """Whether the equilibrium covers this table: two players, put only in the window (PU-3, PU-4)."""
    return view.mode == "two_player" and not view.put_any_turn and len(view.dealt) == 3


def any_turn_covered(view: PutView) -> bool:
    """Whether the shipped PU-V1 equilibrium covers this decision (`any_turn_state`)."""
    return any_turn_state(view) is not None


def any_turn_state(view: PutView) -> tuple[int, int] | None:
    """The shipped PU-V1 state the expert plays at this decision (two players, put at any turn): the
    state of the score (each player's need, the non-dealer first), or the one standing for it
    (anyturn_table.standing_for); None where none does."""
    if view.mode != "two_player" or not view.put_any_turn or len(view.dealt) != 3:
        return None
    first = (view.dealer + 1) % 2
    return anyturn_table.standing_for(view.target - view.scores[first], view.target - view.scores[1 - first])


def expert(view: PutView, rng: Rng) -> Action:
    """The equilibrium's choice (sharp's where the equilibrium does not reach)."""
    if len(view.legal) == 1:
        return view.legal[0].action()
    options = equilibrium_chances(view)
    if options is None or not any(share for _, share in options):  # not modelled, or off its own path
        return sharp_choice(view, rng)
    return draw(options, rng)


def equilibrium_chances(view: PutView) -> list[tuple[Action, float]] | None:
    """How the equilibrium decides at this view: each legal choice with its chance (one action per
    rank for cards), or None where it does not reach. The coach may show these."""
    if not view.legal:
        return None
    state = any_turn_state(view)
    if state is not None:
        return any_turn_chances(view, policy(state))
    if not modelled(view):
        return None
    return Decision(view).chances()


def draw(options: list[tuple[Action, float]], rng: Rng) -> Action:
    """One choice drawn by its chance (one draw from the seat's generator)."""
    total = sum(share for _, share in options)
    if total <= 0:
        return options[0][0]
    point = rng.random() * total
    for action, share in options:
        point -= share
        if point < 0:
            return action
    return options[-1][0]


def card_action(view: PutView, rank: int) -> Action:
    """The play of the first card of this rank index in hand."""
    card = next(c for c in view.hand if strength(c) == rank + 1)
    return next(choice.action() for choice in view.legal if choice.do == "play" and choice.card == card)


class Decision:
    """One decision of a two-handed round, read from the seat's view."""

    read = staticmethod(chance)
    """Where the stored chances come from (the PU-4 policy)."""

    def __init__(self, view: PutView) -> None:
        self.view = view
        self.first = (view.dealer + 1) % 2
        """P1: the non-dealer."""
        self.i_am_first = view.seat == self.first
        needs = [view.target - view.scores[self.first], view.target - view.scores[1 - self.first]]
        self.state = shipped_state(*needs)
        self.hand = hand_index()[tuple(sorted((strength(c) for c in view.dealt), reverse=True))]
        self.kinds = {choice.do: choice.action() for choice in view.legal}

    def context(self) -> str:
        if self.view.putter is None:
            return "plain"
        return "p1_put" if self.view.putter == self.first else "p2_put"

    def chances(self) -> list[tuple[Action, float]]:
        """Each choice with the equilibrium's chance of it; all 0 where the seat's own earlier choices this round
        are ones the equilibrium never makes with this hand (its stored chances there are a solver's default, a
        half each: seen as "played 50%" beside a fold worth 41 points less)."""
        view = self.view
        reached = self.on_own_path()
        if view.phase in ("window", "answer"):
            yes, no = ("put", "decline") if view.phase == "window" else ("see", "fold")
            row = (0 if self.i_am_first else 3) if view.phase == "window" else (1 if self.i_am_first else 2)
            p = self.read(self.state, "calls", row, self.hand, shape=(4, len(hand_index()))) if reached else 0.0
            return [(self.kinds[yes], p), (self.kinds[no], 1 - p if reached else 0.0)]
        return [(self.card(rank), p if reached else 0.0) for rank, p in self.card_chances()]

    def on_own_path(self) -> bool:
        """Whether the equilibrium, holding this hand, could have said what the seat said this round and played
        its first card (the second trick's stored chances say themselves where they are not reached)."""
        view, hands = self.view, len(hand_index())
        for seat, do in view.calls:
            if seat != view.seat:
                continue
            if do in ("put", "decline"):
                row = 0 if self.i_am_first else 3
            else:
                row = 1 if self.i_am_first else 2
            p = self.read(self.state, "calls", row, self.hand, shape=(4, hands))
            if (p if do in ("put", "see") else 1.0 - p) <= 0.0:
                return False
        if not view.tricks:
            return True
        first_trick, seat = dict(view.tricks[0]), view.seat
        assert seat is not None  # a decision's view
        mine = strength(first_trick[seat]) - 1
        name = self.context()
        if self.i_am_first:
            p = self.read(self.state, f"{name}/lead", self.hand, mine, shape=(hands, R))
        else:
            led = strength(first_trick[1 - seat]) - 1
            p = self.read(self.state, f"{name}/answer", self.hand, led, mine, shape=(hands, R, R))
        return p > 0.0

    def card(self, rank: int) -> Action:
        return card_action(self.view, rank)

    def card_chances(self) -> list[tuple[int, float]]:
        """Each rank index in hand with the chance of playing it now."""
        view = self.view
        mine = sorted({strength(c) - 1 for c in view.hand}, reverse=True)
        hands = len(hand_index())
        name = self.context()
        if len(mine) == 1:  # one rank left in hand (the third trick: forced)
            return [(mine[0], 1.0)]
        if not view.tricks:
            if self.i_am_first:
                return [(r, self.read(self.state, f"{name}/lead", self.hand, r, shape=(hands, R))) for r in mine]
            led = strength(view.trick[0][1]) - 1
            return [(r, self.read(self.state, f"{name}/answer", self.hand, led, r, shape=(hands, R, R))) for r in mine]
        first_trick = dict(view.tricks[0])
        x1 = strength(first_trick[self.first]) - 1
        y1 = strength(first_trick[1 - self.first]) - 1
        a, b = (strength(c) - 1 for c in view.hand)
        if a == b:
            return [(a, 1.0)]
        seen = strength(view.trick[0][1]) - 1 if view.trick else 0
        high, low = max(a, b), min(a, b)  # the stored order (equilibrium_table.high_first_chance)
        if self.i_am_first:
            p = self.read(self.state, f"{name}/second1", x1, high, low, y1, seen, shape=(R,) * 5)
        else:
            p = self.read(self.state, f"{name}/second2", y1, high, low, x1, seen, shape=(R,) * 5)
        if p == 0:  # stored only where the seat's own choices lead (at least 1 of SCALE): it never comes here
            return [(a, 0.0), (b, 0.0)]
        first = p if a == high else 1 - p
        return [(a, first), (b, 1 - first)]


def any_turn_chances(view: PutView, shipped: RoundPolicy) -> list[tuple[Action, float]]:
    """The choices at a PU-V1 decision with their chances by a shipped policy, at the seat's spot."""
    spot = Spot.of(view)
    kinds = {choice.do: choice.action() for choice in view.legal}
    if view.phase == "answer":
        see = shipped.see(spot)
        return [(kinds["see"], see), (kinds["fold"], 1 - see)]
    put = shipped.put(spot) if "put" in kinds else 0.0
    cards = [(card_action(view, rank), (1 - put) * share) for rank, share in shipped.cards(spot)]
    return ([(kinds["put"], put)] if "put" in kinds else []) + cards
