"""One walk through every screen of a game with keys, checking each screen as it shows (the ASCII style's
test and the Russian one take it): the menu, the setup, the table played on (round summaries, dialogs,
game over), then pause, rules, statistics, preferences and saved games."""

from __future__ import annotations

from typing import Callable

from textual.widgets import Checkbox

from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.table import TableScreen

Check = Callable[[object, str], None]
"""check(app, where): asserts on the screen shown now (`where` names it in the failure)."""
TABLE_KEYS = ("space", "right", "1", "enter", "d", "f", "space", "enter")
"""Keys pressed in turn at a table: they move every game on (a key that does not fit is refused)."""


NEXT_ROUND_KEYS = 6
"""Keys pressed into the round after the first summary: its deal and first turns ("the deal passes to ...")."""


async def walk_table(pilot, presses: int, where: str, check: Check) -> None:
    """Press the table keys in turn (answering dialogs too), checking the screen after each, until the first
    round has ended in its summary and the next one has been played into (NEXT_ROUND_KEYS), the game is over,
    or `presses` keys. More rounds show the same screens again: in twelve walks of 40 keys each (every game, one
    person and two, both languages), every kind of screen a table showed had come by its first summary."""
    summary_closed_at = None
    for index in range(presses):
        if isinstance(pilot.app.screen, GameOverScreen):
            break
        if summary_closed_at is not None and index - summary_closed_at >= NEXT_ROUND_KEYS:
            break
        await pilot.press(TABLE_KEYS[index % len(TABLE_KEYS)])
        await pilot.pause()
        screen = pilot.app.screen
        check(pilot.app, f"{where}, {type(screen).__name__} after {index + 1} keys")
        if summary_closed_at is None and isinstance(screen, RoundSummary):
            summary_closed_at = -1  # the summary is shown: counted from the key that closes it
        elif summary_closed_at == -1 and not isinstance(screen, RoundSummary):
            summary_closed_at = index


async def open_a_list(pilot, check: Check) -> None:
    """The setup's list of player counts opened (a Select's list adds its own key to the footer), then closed."""
    players = pilot.app.screen.query_one("#players")
    players.focus()
    await pilot.pause()
    players.expanded = True
    await pilot.pause()
    check(pilot.app, "setup, a list open")
    await pilot.press("escape")
    await pilot.pause()
    assert pilot.app.screen.query_one("#players").expanded is False


async def open_and_check(pilot, open_screen, where: str, check: Check, keys_panel: bool = False) -> None:
    """Open a screen, check it (and its keys panel), and go back with escape."""
    screen = pilot.app.screen
    open_screen()
    await pilot.pause()
    await pilot.pause()
    assert pilot.app.screen is not screen, where
    check(pilot.app, where)
    if keys_panel:
        await pilot.press("f2")
        await pilot.pause()
        check(pilot.app, f"{where}: keys panel")
        await pilot.press("f2")
    await pilot.press("escape")
    await pilot.pause()


AROUND = ("pause", "rules", "statistics", "preferences", "saved games")
"""The screens around a table, opened in turn once the table has been played on."""
TABLE_BOUND = ("pause", "statistics", "saved games")
"""The screens around a table that show something of it or of its game (the pause menu over it, its players'
rows, its saved game); the rules and the preferences are the same whoever sat at the table, and from game to
game but for the book the rules open on (the walks in Russian and in the ASCII style check every book whole
without a screen, and open these two from one game's table)."""


async def walk_every_screen(
    pilot,
    game: str,
    check: Check,
    presses: int = 24,
    keys_panels: bool = False,
    people: int = 1,
    around: tuple[str, ...] = AROUND,
    menu_and_setup: bool = True,
) -> None:
    """From the main menu: the game's setup (its list of player counts open too; `people` seats ticked for
    people at one keyboard), its table played on, then the screens `around` it (all of them unless another
    walk in the same language and game has checked the ones left out). Without `menu_and_setup` the menu and
    the setup are passed through unchecked: a walk with one person in the same language and game has checked
    them as they are before the people are ticked (the same screens: the coach's preference and the card style
    change nothing of them)."""
    app = pilot.app
    await pilot.pause()
    if menu_and_setup:
        check(app, "menu")
    app.screen.new_game(game)
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    if menu_and_setup:
        check(app, "setup")
        await open_a_list(pilot, check)
    for seat in range(1, people):
        app.screen.query_one(f"#person-{seat}", Checkbox).value = True
    await pilot.pause()
    await pilot.press("enter")  # starts the game
    await pilot.pause()
    assert isinstance(app.screen, TableScreen)
    check(app, "table")
    await walk_table(pilot, presses, game, check)
    for key in ("space", "f", "escape"):  # out of a dialog the walk ended in (a summary, a put, game over)
        if isinstance(app.screen, (TableScreen, MenuScreen)):
            break
        await pilot.press(key)
        await pilot.pause()
    if isinstance(app.screen, TableScreen) and "pause" in around:
        await open_and_check(pilot, app.screen.action_pause, "pause", check, keys_panels)
    for where, open_screen in (
        ("rules", app.action_rules),
        ("statistics", app.action_statistics),
        ("preferences", app.action_preferences),
        ("saved games", app.resume_game),
    ):
        if where in around:
            await open_and_check(pilot, open_screen, where, check, keys_panels)
