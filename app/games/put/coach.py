"""The Put coach in words: each legal choice's chance to win the round and the game, the sharp choice."""

from __future__ import annotations

from typing import Callable

from ....rules.engine import Action
from ....rules.put.coach import PutAdvice
from ...i18n import N_, _, pgettext
from ...numbers import percent

CHOICE_WORDS = {"decline": N_("no put"), "fold": N_("fold"), "see": N_("see")}
"""How each kind of choice reads (a card reads as itself; a put: `choice_text`)."""


def aligned_percent(share: float) -> str:
    """A chance as a percentage, right-aligned to the widest one ("100%") so the rows' figures line up."""
    return percent(share).rjust(len(percent(1)))


def choice_text(action: Action, label: Callable[[str], str]) -> str:
    if action.do == "play":
        return label(action.card)
    if action.do == "put":  # a choice among lower-case ones, not the key's label ("I put" there too in English)
        return pgettext("choice", "I put")
    return _(CHOICE_WORDS[action.do]) if action.do in CHOICE_WORDS else action.do


def coach_lines(advice: PutAdvice, label: Callable[[str], str]) -> list[str]:
    """The panel: per choice "round 45% · game 62%", the sharp choice marked (markup)."""
    if advice.choices[0].game is None:
        return [_("Only one choice: [b]{choice}[/b]").format(choice=choice_text(advice.sharp, label))]
    lines = ["[dim]" + _("chance to win the round · the game, as the sharp player reckons it") + "[/]"]
    names = [choice_text(choice.action, label) for choice in advice.choices]
    width = max(map(len, names))  # the widest choice in the language in force, so that the figures line up
    for choice, name in zip(advice.choices, names):
        mark = "  [b]" + _("← sharp") + "[/b]" if choice.action == advice.sharp else ""
        lines.append(_("{choice}  round [b]{round}[/b] · game [b]{game}[/b]").format(
            choice=name.rjust(width), round=aligned_percent(choice.round),
            game=aligned_percent(choice.game)) + mark)
    return lines
