"""The command palette (ctrl+p): Parlour's commands, namespaced "Parlour: ..."."""

from __future__ import annotations

from typing import Callable

from textual.command import DiscoveryHit, Hit, Hits, Provider

from ..rules.games import all_games

Command = tuple[str, Callable[[], None], str]


class ParlourCommands(Provider):
    """New games, continue, the screens around the table, and the table's toggles."""

    def commands(self) -> list[Command]:
        from .saved_games import has_saved_games
        from .screens.table import TableScreen

        app = self.app
        found: list[Command] = [(f"Parlour: new game of {info.title}", lambda name=info.id: app.new_game(name),
                                 f"set up a {info.title} table") for info in all_games()]
        if has_saved_games():
            found.append(("Parlour: continue a saved game", app.resume_game, "choose a saved game to sit down at"))
        found += [("Parlour: rules", app.action_rules, "the rule books"),
                  ("Parlour: keys here", app.action_keys, "the keys that work on this screen (f2)"),
                  ("Parlour: statistics", app.action_statistics, "games, wins, chips and charts"),
                  ("Parlour: preferences", app.action_preferences, "theme, pace, card style")]
        table = next((screen for screen in reversed(app.screen_stack) if isinstance(screen, TableScreen)), None)
        if table is not None:
            found += [("Parlour: toggle the log", table.action_toggle_log, "show or hide the round log"),
                      ("Parlour: toggle auto-play", table.action_toggle_auto, "let the table move by itself")]
        found.append(("Parlour: quit", app.action_quit, "leave Parlour (the game is saved)"))
        return found

    async def discover(self) -> Hits:
        for name, callback, help_text in self.commands():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, callback, help_text in self.commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)
