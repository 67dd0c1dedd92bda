"""How finely a shipped equilibrium's chances are kept: the less a player reaches a point, the coarser.

A chance's error moves what the round is worth, to either player and to any reply, by at most the
player's own chance of reaching it times the error (times the chance and the other seat's reach,
both at most 1). So a chance is rounded to a power of two from PRECISION / r up to twice that, r
that own reach, between STEP and COARSEST: where the player seldom comes, a few bits say enough.
LZMA then stores the tables' chances in about two thirds of the bytes (PU-V1's (2, 1): 1.19 ->
0.76 MB, its exploitability 9.2113e-6 before and after; bench/README.md). Used by the writers of
both tables (equilibrium_solve.strategy_members, anyturn_ship.whole_members); the readers never
know (a rounded chance is read like any other).
"""

from __future__ import annotations

import numpy as np

STEP = 2.0**-20
"""The finest step a shipped chance is rounded to."""
PRECISION = 1e-5
"""A chance reached with own chance r is rounded to a step in [PRECISION / r, 2 PRECISION / r)."""
COARSEST = 2.0**-4
"""The coarsest step, however seldom a point is reached."""


def step_for(reach: np.ndarray) -> np.ndarray:
    """The step a chance is rounded to where its player reaches it with chance `reach`: the power of two in
    [PRECISION / reach, 2 PRECISION / reach), kept between STEP and COARSEST."""
    exponent = np.floor(np.log2(np.maximum(reach, 1e-300) / PRECISION))
    return 2.0 ** -np.clip(exponent, -np.log2(COARSEST), -np.log2(STEP))


def rounded_by_reach(chances: np.ndarray, reach: np.ndarray, shares: bool = False) -> np.ndarray:
    """`chances` rounded to `step_for` their own reach (broadcast to them). `shares`: the last axis is a choice
    of cards (the reach the same along it); its largest chance takes what the rounding left, so each still sums
    to 1, and a choice never reached (all 0) stays as it was."""
    step = step_for(np.broadcast_to(reach, chances.shape))
    rounded = np.rint(chances / step) * step
    if shares:
        top = np.argmax(rounded, axis=-1)[..., None]
        rest = rounded.sum(axis=-1, keepdims=True) - np.take_along_axis(rounded, top, axis=-1)
        np.put_along_axis(rounded, top, 1.0 - rest, axis=-1)
        rounded = np.clip(rounded, 0.0, 1.0)
        total = rounded.sum(axis=-1, keepdims=True)
        with np.errstate(invalid="ignore", divide="ignore"):
            rounded = np.where(chances.sum(axis=-1, keepdims=True) > 0, rounded / total, chances)
    return np.clip(rounded, 0.0, 1.0)
