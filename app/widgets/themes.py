"""The themes Parlour offers: one list, for Preferences and for the command palette's "Theme".

Every theme on it keeps the table readable (tests/test_table_themes.py measures it): the felt keeps
its own colours whatever the theme (assets/parlour.tcss), the rest of the screens take the theme's.
"""

from __future__ import annotations

from functools import partial

from textual.app import App
from textual.command import DiscoveryHit, Hit, Hits, Provider

DEFAULT_THEME = "textual-dark"
"""The theme when none was chosen or the chosen one is not offered."""


def offered_themes(app: App) -> list[str]:
    """The themes to choose from, by name."""
    return sorted(app.available_themes)


def offered_theme(app: App, name: object) -> str:
    """`name` if it is offered, else the default theme."""
    return name if isinstance(name, str) and name in offered_themes(app) else DEFAULT_THEME


class ThemeCommands(Provider):
    """The command palette's list of themes: the same list as Preferences'."""

    def choices(self) -> list[tuple[str, partial]]:
        return [(name, partial(setattr, self.app, "theme", name)) for name in offered_themes(self.app)]

    async def discover(self) -> Hits:
        for name, choose in self.choices():
            yield DiscoveryHit(name, choose)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, choose in self.choices():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), choose)
