"""The Red Dog coach in words: the odds of the hand, what each choice is worth, the sharp player's bet."""

from __future__ import annotations

from ....rules.engine import Action
from ....rules.red_dog.coach import RedDogAdvice


def choice_text(action: Action, high: int | None) -> str:
    """"forfeit", "pass", "bet 1", "bet 9 (max)"."""
    if action.do != "bet":
        return action.do
    return f"bet {action.amount}" + (" (max)" if action.amount == high else "")


def coach_lines(advice: RedDogAdvice, high: int | None) -> list[str]:
    """The panel: the odds, each choice's expected chips, the sharp bet and why (markup)."""
    lines = [f"[b]{advice.wins} of {advice.unseen}[/b] unseen cards win for this hand: "
             f"[b]{advice.chance:.1%}[/b] (RD-7)"]
    worth = [f"{choice_text(choice.action, high)} [b]{choice.expected:+.2f}[/b]" for choice in advice.choices]
    lines.append("Expected chips: " + " · ".join(worth))
    lines.append(f"Sharp player: [b]{choice_text(advice.sharp, high)}[/b] — {advice.reason}")
    return lines
