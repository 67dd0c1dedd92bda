"""The Put and Take coach in words: what this hand should bring this round, and how widely it may vary."""

from __future__ import annotations

from ....rules.put_and_take.coach import HandForecast


def coach_lines(forecast: HandForecast) -> list[str]:
    """The panel: so far, expected and spread for the round (markup)."""
    to_come = f"{forecast.places_left} card{'s' if forecast.places_left != 1 else ''} to come"
    lines = [f"This round so far [b]{forecast.so_far:+d}[/b] · {to_come}",
             f"Expected for the round [b]{forecast.expected:+.2f}[/b] chips, spread ± [b]{forecast.spread:.2f}[/b]"]
    if not forecast.exact:
        lines.append("[dim]a stack could run short (CH-2): the figures leave that out[/]")
    return lines
