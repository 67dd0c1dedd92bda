"""How a review reads: each mark with its chess sign, and what a choice gave away in the game's unit.

The signs are a chess review's (?! an inaccuracy, ? a mistake, ?? a blunder), so a mark
reads without colour; the thresholds behind them are each game's (its Reviewer).
"""

from __future__ import annotations

from ..rules.review import Reviewer

SIGNS = {"good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??", "forced": "="}
"""A mark's sign."""
STYLES = {"good": "$success", "inaccuracy": "$warning", "mistake": "$error", "blunder": "$error", "forced": "dim"}
"""A mark's colour (the sign says the same without it)."""


def mark_text(mark: str) -> str:
    """"mistake ?" in its colour (markup)."""
    return f"[{STYLES[mark]}]{mark} [b]{SIGNS[mark]}[/b][/]"


def cost_text(cost: float, reviewer: Reviewer) -> str:
    """"2.40 chips" or "12.5 points of the chance to win the game"."""
    if reviewer.unit == "chips":
        return f"{cost:.2f} chip{'s' * (round(cost, 2) != 1)}"
    return f"{cost * 100:.1f} point{'s' * (round(cost * 100, 1) != 1)} of the chance to win the game"


def cost_short(cost: float, reviewer: Reviewer) -> str:
    """"2.40" chips, or "12.5%" of the chance to win the game (a table cell)."""
    return f"{cost:.2f}" if reviewer.unit == "chips" else f"{cost * 100:.1f}%"


def thresholds_text(reviewer: Reviewer) -> str:
    """The marks' thresholds in one line: "marks by chips given away: ?! 0.50+ · ? 2.00+ · ?? 5.00+"."""
    low, mid, high = (cost_short(value, reviewer) for value in reviewer.thresholds)
    unit = "chips" if reviewer.unit == "chips" else "chance to win given away"
    return f"marks by {unit}{' given away' * (reviewer.unit == 'chips')}: ?! {low}+ · ? {mid}+ · ?? {high}+"
