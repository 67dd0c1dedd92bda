"""The Put coach in words: each legal choice's chance to win the round and the game, the sharp choice."""

from __future__ import annotations

from typing import Callable

from ....rules.engine import Action
from ....rules.put.coach import PutAdvice

CHOICE_WORDS = {"put": "I put", "decline": "no put", "fold": "fold", "see": "see"}
"""How each kind of choice reads (a card reads as itself)."""


def choice_text(action: Action, label: Callable[[str], str]) -> str:
    return label(action.card) if action.do == "play" else CHOICE_WORDS.get(action.do, action.do)


def coach_lines(advice: PutAdvice, label: Callable[[str], str]) -> list[str]:
    """The panel: per choice "round 45% · game 62%", the sharp choice marked (markup)."""
    if advice.choices[0].game is None:
        return [f"Only one choice: [b]{choice_text(advice.sharp, label)}[/b]"]
    lines = ["[dim]chance to win the round · the game, as the sharp player reckons it[/]"]
    for choice in advice.choices:
        mark = "  [b]← sharp[/b]" if choice.action == advice.sharp else ""
        lines.append(f"{choice_text(choice.action, label):>7}  round [b]{choice.round:4.0%}[/b] · "
                     f"game [b]{choice.game:4.0%}[/b]{mark}")
    return lines
