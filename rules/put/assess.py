"""The sharp player's estimates for every legal choice of a Put decision, and its choice among them.

For each choice: the chance to win the round and the chance to win the game afterwards,
as the sharp player reckons them from its view alone (two-handed: sharp.py's belief and
solver; free for all: ffa.py's weighted playouts). The sharp computer player decides by
`pick` over exactly these figures, so the coach that shows them never contradicts it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import repeat
from operator import itemgetter
from typing import Iterable, cast

from ..engine import Action
from ..rng import Rng
from . import ffa, sharp
from .belief import Belief, opponent_hands, opponent_of, played_by
from .deal import strength
from .models import Stakes, dealt_edge, see_chance, two_sided
from .view import PutView

EPSILON = 1e-9
"""Differences below this are ties (kept so the choices never hang on rounding)."""


@dataclass(frozen=True)
class Assessment:
    """One legal choice, as the sharp player values it."""

    action: Action
    game: float | None
    """Chance to win the game after this choice (None when it is the only choice: nothing to weigh)."""
    round: float | None
    """Chance to win (or score in) this round after it."""


def assess(view: PutView, rng: Rng, counted: bool = False) -> list[Assessment]:
    """Every legal choice of the seat to decide, valued; empty when it has no decision. `counted`: the coach's
    figures, to the point: partners' possible hands counted over every deal rather than sampled (belief.py), a
    free for all's played out over six times the guesses (ffa.COACH_BUDGET)."""
    if not view.legal or view.seat is None:
        return []
    if len(view.legal) == 1:
        return [Assessment(view.legal[0].action(), None, None)]
    if view.mode == "free_for_all":
        return assess_ffa(view, rng, ffa.COACH_BUDGET if counted else ffa.PLAYOUT_BUDGET)
    return assess_two_handed(view, rng, counted)


def pick(assessments: list[Assessment]) -> Action:
    """The sharp choice: the best game chance; among equals, seeing before folding, not putting
    before putting, and the lowest card (the order `assess` lists them in)."""
    best = assessments[0]
    for item in assessments[1:]:  # two or more choices: all valued
        assert item.game is not None and best.game is not None
        if item.game > best.game + EPSILON:
            best = item
    return best.action


def sharp_choice(view: PutView, rng: Rng) -> Action:
    """The sharp computer player's choice: the legal choice with the best chance (the only one, when forced).
    bots.py registers it as "sharp"; the expert falls back to it where the equilibrium does not reach."""
    if len(view.legal) == 1:
        return view.legal[0].action()
    return pick(assess(view, rng))


def ordered(view: PutView) -> list[Action]:
    """The legal choices in the order ties go: see, fold; decline; cards lowest first (one per rank); put."""
    kinds = {choice.do: choice.action() for choice in view.legal}
    first = [kinds[kind] for kind in ("see", "fold", "decline") if kind in kinds]
    # A "play" action always names its card.
    cards = sorted(
        (choice.action() for choice in view.legal if choice.do == "play"),
        key=lambda action: strength(cast(str, action.card)),
    )
    by_rank: dict[int, Action] = {}
    for action in cards:
        by_rank.setdefault(strength(cast(str, action.card)), action)
    return first + list(by_rank.values()) + ([kinds["put"]] if "put" in kinds else [])


def assess_two_handed(view: PutView, rng: Rng, counted: bool = False) -> list[Assessment]:
    """Two players or partners: every choice averaged over the opponent's possible hands."""
    opponent = opponent_of(view)
    belief = opponent_hands(view, opponent, rng, counted)
    where = sharp.position(view, opponent)
    assert view.seat is not None  # the deciding seat's view
    ordinary, seen, fold_game = two_sided(view.scores[view.seat], view.scores[opponent], view.target)
    stakes = seen if view.seen else ordinary
    as_it_stands: list[tuple[int, float]] = []
    """Each possible hand's result from here with best play (see, no put, put), worked out once."""
    out: list[Assessment] = []
    for action in ordered(view):
        if action.do == "fold":
            game, won = fold_game, 0.0
        elif action.do == "play":
            rank = strength(cast(str, action.card))
            game, won = sharp.averaged(sharp.results(belief, where.after_card(rank)), stakes)
        else:
            as_it_stands = as_it_stands or sharp.results(belief, where.result())
            if action.do == "see":
                game, won = sharp.averaged(as_it_stands, seen)
            elif action.do == "decline":
                game, won = sharp.averaged(as_it_stands, ordinary)
            else:
                game, won = put_two_handed(view, opponent, belief, as_it_stands, ordinary, seen)
        out.append(Assessment(action, game, won))
    return out


def put_two_handed(
    view: PutView,
    opponent: int,
    belief: Belief,
    outcomes: list[tuple[int, float]],
    ordinary: Stakes,
    seen: Stakes,
) -> tuple[float, float]:
    """ "I put": the opponent folds (a point) or sees (the round decides the game), by his likely hand (each
    hand's result `outcomes`, in the belief's order)."""
    leading = opponent == (view.dealer + 1) % view.players
    played = tuple(played_by(view, opponent))
    their_fold = 1.0 - ordinary.win
    game = won = weights = 0.0
    seen_values = (seen.lose, seen.draw, seen.win)  # `seen.value(result)`, looked up: no call a hand
    # each hand's chance to see looked up by map over all the hands (C calls to the caches), as weigh_by_calls does
    edges = map(dealt_edge, map(itemgetter(0), belief), repeat(played), repeat(leading))
    for sees, (result, weight) in zip(map(see_chance, edges, repeat(their_fold)), outcomes):
        game += weight * (sees * seen_values[result + 1] + (1 - sees) * ordinary.win)
        won += weight * (sees * float(result > 0) + (1 - sees))
        weights += weight
    return (game / weights, won / weights) if weights else (0.0, 0.0)


def assess_ffa(view: PutView, rng: Rng, budget: int = ffa.PLAYOUT_BUDGET) -> list[Assessment]:
    """Free for all: every choice valued over the same weighted guesses of the other hands, `budget` playouts
    shared among the choices."""
    kinds = {choice.do for choice in view.legal}
    ranks = sorted({strength(c) for c in view.hand})
    plays = max(1, len(ranks)) if "play" in kinds else 1
    count = max(8, budget // (plays + (1 if "put" in kinds else 0)))
    guesses = ffa.deals(view, count, rng)
    values = ffa.Values(view)
    weights = sum(weight for _, weight in guesses) or 1.0
    start = ffa.mover(view)
    play_outs = ffa.PlayOuts(view, sorted(guesses[0][0]) if guesses else [])
    me = cast(int, view.seat)  # the deciding seat's view
    as_it_stands: list[int | None] = []
    """Each guess played out from here with no card chosen (see, no put, put), worked out once."""
    out: list[Assessment] = []
    for action in ordered(view):
        if action.do == "fold":
            out.append(Assessment(action, ffa.fold_value(view, values), 0.0))
            continue
        if action.do == "play":
            rank = strength(cast(str, action.card))
            winners = play_outs.winners(guesses, me, rank)
        else:
            as_it_stands = as_it_stands or play_outs.winners(guesses, start)
            winners = as_it_stands
        game = won = 0.0
        for (_, weight), (one_game, one_round) in zip(guesses, ffa_outcomes(action, view, guesses, values, winners)):
            game += weight * one_game
            won += weight * one_round
        out.append(Assessment(action, game / weights, won / weights))
    return out


def ffa_outcomes(
    action: Action, view: PutView, guesses: list[ffa.Deal], values: ffa.Values, winners: list[int | None]
) -> Iterable[tuple[float, float]]:
    """(game chance, round won) of a choice against each guess of the other hands, whose round its `winners` won
    (None: drawn) once the choice was made. Only a put's depends on the guess itself: any other choice's is looked
    up by the winner (a call a guess took ~2% of a four-player game's instructions)."""
    me = view.seat
    assert me is not None  # the deciding seat's view
    if action.do == "put":
        return [put_outcome(view, hands, values, winner) for (hands, _), winner in zip(guesses, winners)]
    worth = {
        winner: (seen_value(winner, me, values) if action.do == "see" else values.of(winner, me), float(winner == me))
        for winner in set(winners)
    }
    return map(worth.__getitem__, winners)


def put_outcome(
    view: PutView, hands: dict[int, list[int]], values: ffa.Values, winner: int | None
) -> tuple[float, float]:
    """(game chance, round won) of "I put" against one guess of the other hands, whose round `winner` won (None:
    drawn) if played on."""
    me = view.seat
    assert me is not None  # the deciding seat's view
    folds = all_fold(view, hands)
    return (
        folds * values.plain_mine + (1 - folds) * seen_value(winner, me, values),
        folds + (1 - folds) * float(winner == me),
    )


def seen_value(winner: int | None, seat: int, values: ffa.Values) -> float:
    """A round that decides the game: won, drawn (the game as it stands) or lost."""
    return 1.0 if winner == seat else values.now if winner is None else 0.0


def all_fold(view: PutView, hands: dict[int, list[int]]) -> float:
    """The chance every other player folds to my put, by their hands."""
    chance = 1.0
    for seat, ranks in hands.items():
        if seat != view.seat:
            chance *= 1.0 - ffa.call_chance("see", sum(ranks), len(ranks))
    return chance
