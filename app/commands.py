"""The command palette (ctrl+p): Parlour's commands, namespaced "Parlour: ...", in the language in force."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from ..rules.games import all_games
from .saving.saved_game_names import has_saved_games
from .words.i18n import _

Command = tuple[str, Callable[[], object], str]


if TYPE_CHECKING:
    from .widgets.app_base import AppBase


class ParlourCommands(Provider):
    """New games, continue, the screens around the table, and the table's toggles."""

    def commands(self) -> list[Command]:
        # lazy: start-up (the palette is built with the app; the table screen loads with the first table)
        from .screens.table import TableScreen

        app = cast("AppBase", self.app)
        table = next((screen for screen in reversed(app.screen_stack) if isinstance(screen, TableScreen)), None)

        def left_first(go: Callable[[], object]) -> Callable[[], object]:
            """`go` once the table is left as its pause menu's Leave leaves it (asked first where that loses the
            game or touches the others): seen, a new game from a Put table opened at once, the Put game unseen
            yet held, "being played in another window", until the new table was left."""
            if table is None:
                return go
            flow = table.flow
            return lambda: flow.leave_table(then=go)

        found: list[Command] = [
            (
                _("Parlour: new game of {game}").format(game=_(info.title)),
                left_first(lambda name=info.id: app.new_game(name)),
                _("set up a {game} table").format(game=_(info.title)),
            )
            for info in all_games()
        ]
        if has_saved_games():
            found.append(
                (
                    _("Parlour: continue a saved game"),
                    left_first(app.resume_game),
                    _("choose a saved game to sit down at"),
                )
            )
        found += [
            (_("Parlour: rules"), app.action_rules, _("the rule books")),
            (_("Parlour: keys here"), app.action_keys, _("the keys that work on this screen (f2)")),
            (_("Parlour: statistics"), app.action_statistics, _("games, wins, chips and charts")),
            (_("Parlour: preferences"), app.action_preferences, _("theme, pace, card style")),
        ]
        if table is not None:
            found += [
                (_("Parlour: toggle the log"), table.action_toggle_log, _("show or hide the round log")),
                (_("Parlour: toggle auto-play"), table.action_toggle_auto, _("let the table move by itself")),
            ]
        found.append((_("Parlour: quit"), app.action_quit, _("leave Parlour (the game is saved)")))
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
