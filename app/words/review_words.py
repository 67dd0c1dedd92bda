"""How a review reads: each mark with its chess sign, and what a choice gave away in the game's unit.

The signs are a chess review's (?! an inaccuracy, ? a mistake, ?? a blunder), so a mark
reads without colour; the thresholds behind them are each game's (its Reviewer). Everything
is said in the language in force.
"""

from __future__ import annotations

from decimal import Decimal

from ...rules.review import Review, Reviewer
from .i18n import _, ngettext, pgettext
from .numbers import decimal, percent

SIGNS = {"good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??", "forced": "="}
"""A mark's sign."""
STYLES = {"good": "$success", "inaccuracy": "$warning", "mistake": "$error", "blunder": "$error", "forced": "dim"}
"""A mark's colour (the sign says the same without it)."""


def mark_text(mark: str) -> str:
    """ "mistake ?" in its colour (markup)."""
    names = {
        "good": pgettext("review mark", "good"),
        "inaccuracy": pgettext("review mark", "inaccuracy"),
        "mistake": pgettext("review mark", "mistake"),
        "blunder": pgettext("review mark", "blunder"),
        "forced": pgettext("review mark", "forced"),
    }
    return f"[{STYLES[mark]}]{names.get(mark, mark)} [b]{SIGNS[mark]}[/b][/]"


def cost_text(cost: float, reviewer: Reviewer) -> str:
    """ "2.40 chips" or "12.5 percentage points of the chance to win the game" (not "points": Put scores in
    points, and a player read them as the game's)."""
    # The figure has decimals: `n` is 1 only when it reads 1 (English "1.00 chip"), else 2.
    if reviewer.unit == "chips":
        # TRANSLATORS: {cost} has two decimals ("2.40"); a Russian fraction takes «фишки» in every form.
        return ngettext("{cost} chip", "{cost} chips", 1 if round(cost, 2) == 1 else 2).format(cost=decimal(cost, 2))
    # TRANSLATORS: {cost} has one decimal ("12.5"); a Russian fraction takes «процентного пункта».
    return ngettext(
        "{cost} percentage point of the chance to win the game",
        "{cost} percentage points of the chance to win the game",
        1 if round(cost * 100, 1) == 1 else 2,
    ).format(cost=decimal(cost * 100, 1))


def gave_away(cost: float, reviewer: Reviewer) -> bool:
    """Whether a cost shows as more than nothing (at the precision `cost_text` shows it)."""
    return round(cost, 2) > 0 if reviewer.unit == "chips" else round(cost * 100, 1) > 0


def shown_figure(value: float, reviewer: Reviewer) -> Decimal:
    """A worth as `worth_text` writes it: chips to two places, the chance to win in percent to one (the decimals
    the review judges it to: `Reviewer.rounded`)."""
    rounded = reviewer.rounded(value)
    return rounded if reviewer.unit == "chips" else rounded.scaleb(2)


def given_text(cost: float, reviewer: Reviewer) -> str:
    """What a choice gave away as the review says it: "nothing", or its cost (`cost_text`)."""
    return cost_text(cost, reviewer) if gave_away(cost, reviewer) else _("nothing")


def no_slips_text(review: Review) -> str:
    """What the review says when no choice of the game is marked ?! or worse: that none gave anything away,
    or, when some gave a little, that none gave the least a mark counts."""
    reviewer = review.reviewer
    costs = [frame.judgement.cost for frame in review.frames if frame.judgement is not None and frame.mark]
    if reviewer is None or not any(gave_away(cost, reviewer) for cost in costs):
        return _("No choice in this game gave anything away.")
    return _("No choice in this game is marked ?!, ? or ??: none gave away {least} or more.").format(
        least=cost_text(reviewer.thresholds[0], reviewer)
    )


def cost_short(cost: float, reviewer: Reviewer) -> str:
    """ "2.40" chips, or "12.5%" of the chance to win the game (a table cell; «2,40», «12,5 %» in Russian)."""
    return decimal(cost, 2) if reviewer.unit == "chips" else percent(cost, 1)


def worth_text(value: float, reviewer: Reviewer) -> str:
    """What a choice is worth, as the coach's figures say it: "worth -0.36" expected chips, or "game 65.4%", its
    chance to win the game («в среднем -0,36», «игра 65,4 %» in Russian)."""
    if reviewer.unit == "chips":
        return _("worth {value}").format(value=decimal(value, 2, signed=True))
    return _("game {value}").format(value=percent(value, 1))


def thresholds_text(reviewer: Reviewer) -> str:
    """The marks' thresholds: "marks by chips given away:" and, on a line of their own, "✓ under 0.50 · ?! 0.50+ · ?
    2.00+ · ?? 5.00+" (or by chance to win; the summary's ✓ column was the one mark it did not explain)."""
    low, mid, high = (cost_short(value, reviewer) for value in reviewer.thresholds)
    if reviewer.unit == "chips":
        # TRANSLATORS: the marks on a line of their own: after the words they wrapped mid-list ("??" and "5.00+" apart)
        marks = _("marks by chips given away:\n✓ under {low} · ?! {low}+ · ? {mid}+ · ?? {high}+")
    else:
        # TRANSLATORS: the marks on a line of their own: after the words they wrapped mid-list ("· ?? 20.0%+" alone)
        marks = _("marks by chance to win given away:\n✓ under {low} · ?! {low}+ · ? {mid}+ · ?? {high}+")
    return marks.format(low=low, mid=mid, high=high)
