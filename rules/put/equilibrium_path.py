"""Whether a player's choices this round are ones the equilibrium rarely makes.

The solver's chances at a decision are as good as the weight the equilibrium's own play gives it: it stops
once a round is exact to 1e-5, and a decision its play comes to only after a choice it makes less than NEVER
of the time weighs little in that. There its chances answer what the opponent might have held, to keep such a
choice from paying, more than what he holds: seen, the dealer sees a put said at the first turn 95% of the time
with a hand that folding serves 3.6 points better, where the equilibrium puts at the first turn with three 3s
alone. The coach then does not say how often perfect play makes each choice (perfect.py `with_mixes`).
Standard library only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

NEVER = 0.005
"""How often the equilibrium makes a choice, below which it never makes it: the solver leaves such shares, down to
1e-10, where the choice is worth less (its noise, not a mix); the coach shows them as "played 0%"."""


def rarely_followed(hands: Iterable[tuple[float, Sequence[float]]]) -> bool:
    """Whether a player made a choice this round that the equilibrium makes less than NEVER of the time, his
    possible hands weighed by the deal and by his choices before it. `hands`: each hand he may hold, as its
    deal's weight and the equilibrium's chance of each of his choices in turn with it (the same choices for
    every hand: what he did is public)."""
    rows = list(hands)
    weights = [weight for weight, _ in rows]
    for turn in range(len(rows[0][1]) if rows else 0):
        made = [weight * chances[turn] for weight, (_, chances) in zip(weights, rows)]
        if sum(made) < NEVER * sum(weights):
            return True
        weights = made
    return False
