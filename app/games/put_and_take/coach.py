"""The Put and Take coach in words: what this hand should bring this round, and how widely it may vary."""

from __future__ import annotations

from ....rules.put_and_take.coach import HandForecast
from ...words.i18n import _, ngettext
from ...words.numbers import decimal


def coach_lines(forecast: HandForecast, pool: int = 0) -> list[str]:
    """The panel: so far, expected and spread for the round (markup). The banker's "so far" counts the `pool`,
    his at the round's end (PT-8), which his seat's figure (his stack's change) does not yet: said so."""
    left = forecast.places_left
    to_come = ngettext("{n} card to come", "{n} cards to come", left).format(n=left)
    lines = [
        _("This round so far [b]{so_far}[/b] · {to_come}").format(so_far=f"{forecast.so_far:+d}", to_come=to_come),
        _("Expected for the round [b]{expected}[/b] chips, spread ± [b]{spread}[/b]").format(
            expected=decimal(forecast.expected, 2, signed=True), spread=decimal(forecast.spread, 2)
        ),
    ]
    if pool:
        pooled = ngettext(
            "{n} chip of it is in the pool, yours at the round's end (PT-8)",
            "{n} chips of it are in the pool, yours at the round's end (PT-8)",
            pool,
        ).format(n=pool)
        lines.insert(1, f"[dim]{pooled}[/]")
    if not forecast.exact:
        caveat = _("a stack could run short (CH-2): the figures leave that out")
        lines.append(f"[dim]{caveat}[/]")
    return lines
