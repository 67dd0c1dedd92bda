"""A monkey at the keyboard: seeded random key streams over the whole running app.

Three seeds; each stream has KEYS_PER_SEED keys: 400 (PARLOUR_MONKEY_KEYS sets another
number for a longer run). A seed takes 7-11 s of CPU (12-16 s on an idle core); the suite runs with
`-n auto` (pytest-xdist), so the seeds run beside the other tests. The
time goes to the app itself, not the test: the tables play their computer players'
turns at the game's pace, each round ends in a summary over the table, and a quit
means a new app.

The stream (letters, digits, arrows, enter, escape, tab, space, backspace, page keys,
function keys, ctrl+p) starts at the main menu. Every STEER_EVERY keys it is steered,
with keys only, back to the menu and on to one of the three tables, the rules, the
statistics or the preferences, so every screen and game is really visited. When the
stream quits the app (q at the menu, q then y at a table, Quit in the palette) a new
app starts and the stream goes on. Nothing calls the app to play: the test only reads
the screens to choose steering keys and to check the games.

Keys are posted to the app's queue as its driver posts them, BATCH at a time, then the
test waits for the app to have read them all (it reads each once the one before has been
read all the way, app/widgets/key_order.py: `until_read`) and for the screen to settle and
repaint (`pilot.pause(0)`); `pilot.press` waits
for the CPU to go idle after every key (~0.1 s each), far too slow for thousands of keys.
Keys come faster than a person types, but the stream waits a frame where a person would
see the screen change first (FRAME_AFTER, FRAME_BEFORE, `until_settled`): faster than
that it only finds races inside Textual 8.2.8 itself (named where they are avoided).

Checked: no exception (run_test re-raises any), and after every batch the whole screen is
drawn (the screens under a dialog too: a widget that fails to draw is a break) and every table
on the screen stack keeps the engine invariants: the 52 cards once each, chips conserved
with rebuys (CH-3), no negative stack or pot, Put scores never negative. The app does not
draw the frames between two stops (tests/conftest.py `_draw_when_read`): drawing them all
cost a fifth of the monkey's time, and what a frame shows is the state of a stop or on the
way to one.

The last tests pin the app bugs the monkey found (see app/widgets/screen_base.py `SteadyScreen`
and `TableScreen.live`): a screen closed before it was built, a second close that closed
the screen below, and a table moved by a key or timer after it was left.
"""

from __future__ import annotations

import asyncio
import os
import random
import string
from collections.abc import Callable
from typing import cast

import pytest
from textual import events
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import OptionList

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.pause import PauseMenu
from parlour.app.screens.preferences import PreferencesScreen
from parlour.app.screens.rules import RulesScreen
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.statistics import StatisticsScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.widgets.confirm import ConfirmQuit
from tests.app_helpers import QUICK, SIZE, held, screen_text
from tests.table_invariants import assert_table_sound

KEYS_PER_SEED = int(os.environ.get("PARLOUR_MONKEY_KEYS", "400"))
BATCH = 5
TARGETS = {
    "new:red_dog": "TableScreen:red_dog",
    "rules": "RulesScreen",
    "new:put": "TableScreen:put",
    "statistics": "StatisticsScreen",
    "new:put_and_take": "TableScreen:put_and_take",
    "preferences": "PreferencesScreen",
}
"""Where the stream is steered, in turn (menu option id: the screen it opens). A steering that
does not get there (the stream quit the app on the way) is tried again after the next batch."""
STEER_EVERY = max(BATCH, KEYS_PER_SEED // (len(TARGETS) + 1))
"""Keys between two steerings: every target at least once per stream."""
MUST_VISIT = {
    "MenuScreen",
    "SetupScreen",
    "TableScreen:put_and_take",
    "TableScreen:red_dog",
    "TableScreen:put",
    "RulesScreen",
    "StatisticsScreen",
    "PreferencesScreen",
}

NAMED = {
    "space": " ",
    "enter": "\r",
    "escape": "\x1b",
    "tab": "\t",
    "backspace": "\x7f",
    "ctrl+p": "\x10",
    "question_mark": "?",
    "shift+tab": None,
    "up": None,
    "down": None,
    "left": None,
    "right": None,
    "pageup": None,
    "pagedown": None,
    "home": None,
    "end": None,
    "delete": None,
    **{f"f{n}": None for n in range(1, 13)},
}
"""Named keys and the character a terminal sends with each (None: no character)."""
WEIGHTED = (
    [(letter, 1.0) for letter in string.ascii_lowercase]
    + [(digit, 1.0) for digit in string.digits]
    + [(key, 3.0) for key in ("up", "down", "left", "right", "enter", "space", "escape")]
    + [(key, 2.0) for key in ("tab", "backspace")]
    + [(key, 1.0) for key in ("shift+tab", "pageup", "pagedown", "home", "end", "delete")]
    + [("ctrl+p", 0.5), ("f1", 0.25), ("question_mark", 0.25)]
    + [(f"f{n}", 0.25) for n in range(2, 13)]
)
"""Every key of the stream with its weight: moves and confirmations come more often; the keys that
open the rules or the palette less."""


READ_WAIT = 3.0
"""Seconds the stream waits at the most for the keys posted to be read (each waits a while at the most for the
one before it: app/widgets/key_order.py READ_AT_MOST)."""
FRAME_AFTER = {"enter", "space", "escape", "ctrl+p", "f1", "question_mark", "q", "y"}
"""Keys that may open a screen or a list: the next key waits for a repaint, as a person's would
(and so does every key in the command palette)."""
PALETTE_KEYS = ("up", "down", "up", "down", "enter", "escape", "pagedown")
"""In the command palette the stream first types "parlour" (so only Parlour's commands match, not
Textual's own screenshot or theme commands), then moves and chooses one key at a time at a
person's pace (the palette searches in the background; see FRAME_BEFORE for page keys)."""
FRAME_BEFORE = {"pageup", "pagedown"}
"""Keys that wait for a repaint first, and for an open list to be laid out: Textual 8.2.8's
OptionList pages from line indexes it builds only once it has a size, so a page key in a Select
that has just opened (or right after typing in the palette) raises KeyError inside Textual (as
in kagan-sh/kagan-legacy#31); a person sees the list open before paging through it."""
AT_THE_MENU = {"q": "down", "space": "down"}
"""At the main menu q quits at once; the stream swaps it so it mostly stays in one app (and opens
fewer screens: space chooses like enter). After a key at the menu the test waits until the app
is idle: the menu acts on a choice when its message arrives, and a screen opened in the meantime
(ctrl+p) ends up under the chosen one (reported: MenuScreen.on_menu_selected pushes even when the
menu is no longer on top; a second ctrl+p then fails with DuplicateIds in Textual)."""


def key_event(key: str) -> events.Key:
    return events.Key(key, NAMED.get(key, key if len(key) == 1 else None))


def running(app: ParlourApp) -> bool:
    return app.return_code is None


async def send(pilot: Pilot, keys: list[str]) -> None:
    """Post the keys to the app's queue, as its driver does; after the last one and after every key
    that may open or close a screen (FRAME_AFTER) let the screen settle and repaint, and when the
    screen changed, wait until the new one is built and the old one gone (a person sees the new
    screen before typing on)."""
    app = cast(ParlourApp, pilot.app)
    shown = app.screen
    for index, key in enumerate(keys):
        if not running(app):
            return
        if key in FRAME_BEFORE:
            await until_list_drawn(pilot)
        app.post_message(key_event(key))
        if key in FRAME_AFTER or index == len(keys) - 1:
            await until_read(pilot)
            # At the menu and in dialogs a choice travels on as a message or a callback (which may
            # quit the app): wait until the app is idle, so no key lands on a closing app.
            await (pilot.pause() if isinstance(shown, (MenuScreen, ModalScreen)) else pilot.pause(0))
            if running(app) and app.screen is not shown:
                await until_settled(pilot, shown)
                shown = app.screen


async def until_read(pilot: Pilot) -> None:
    """Until the app has read every key posted (it reads each once the one before has been read all the way:
    app/widgets/key_order.py), READ_WAIT seconds at the most. Without it the keys piled up unread behind a slow
    screen, ninety and more, and the steering keys landed after them, where a person would have seen the screen
    first. It waits in real time, not a repaint at a time: the app repaints when it has something to show."""
    app = cast(ParlourApp, pilot.app)
    reached = asyncio.Event()  # set once the app has taken every key posted off its queue (read, or held)
    if not app.call_later(reached.set):
        return
    waited = 0.0
    while running(app) and (not reached.is_set() or app.keys_waiting()) and waited < READ_WAIT:
        await asyncio.sleep(0.005)
        waited += 0.005


async def until_list_drawn(pilot: Pilot) -> None:
    """A frame, then more (at most ~10) while the focused option list has no size yet."""
    await pilot.pause(0)
    for _ in range(10):
        focused = pilot.app.focused
        if not isinstance(focused, OptionList) or focused.scrollable_content_region:
            return
        await pilot.pause(0.01)


async def until_settled(pilot: Pilot, old) -> None:
    """Wait, a frame at a time (at most ~100), until the screen on top and all its widgets are
    mounted and `old`, if it left the stack, is removed (or kept installed, as the app keeps its
    rules screen: it stays attached, and waiting for it to go only let the table beneath play on
    for the ~100 frames). Faster keys reach Textual's own races (a second command palette while
    the first is being removed: DuplicateIds)."""
    app = cast(ParlourApp, pilot.app)
    for _ in range(100):
        if not running(app):
            return
        screen = app.screen
        built = screen.is_mounted and all(cast(Widget, node).is_mounted for node in screen.walk_children())
        if built and (old in app.screen_stack or not old.is_attached or app.is_screen_installed(old)):
            return
        await pilot.pause(0)


def way_back(screen) -> list[str]:
    """Keys that take one step from `screen` towards the main menu."""
    if isinstance(screen, PauseMenu):
        return ["home", "down", "down", "enter"]  # Leave the table
    if isinstance(screen, ConfirmQuit):
        return ["n"]
    if type(screen).__name__ == "PutAnswer":
        return ["f"]
    # Tables, round summaries and hand-overs (the pause menu: a summary's enter would play on, a round a key at a
    # table without decisions), setup, rules, statistics, preferences, game over, palette.
    return ["escape"]


async def steer(pilot: Pilot, target: str, visited: set[str]) -> bool:
    """Back to the main menu and on to `target` (a menu option id), with keys only; whether it got there."""
    app = cast(ParlourApp, pilot.app)
    for _ in range(30):
        if not running(app) or isinstance(app.screen, MenuScreen):
            break
        for key in way_back(app.screen):
            await send(pilot, [key])
    if not running(app) or not isinstance(app.screen, MenuScreen):
        return False
    menu = app.screen.query_one("#menu", OptionList)
    ids = [menu.get_option_at_index(index).id for index in range(menu.option_count)]
    for key in ["home", *["down"] * ids.index(target), "enter"] + (["ctrl+s"] if target.startswith("new:") else []):
        await send(pilot, [key])  # ctrl+s: start the table as set up
        if running(app):
            visited.add(screen_name(app.screen))
    return running(app) and any(screen_name(screen) == TARGETS[target] for screen in app.screen_stack)


def screen_name(screen) -> str:
    """A screen's class name; a table's with its game ("TableScreen:put")."""
    name = type(screen).__name__
    return f"{name}:{screen.game}" if isinstance(screen, TableScreen) else name


def check_tables(app: ParlourApp) -> None:
    """The engine invariants for every table on the screen stack."""
    for screen in app.screen_stack:
        if isinstance(screen, TableScreen):
            assert_table_sound(held(screen).engine, held(screen).state)


async def monkey(seed: int) -> tuple[int, set[str]]:
    """Play the stream; returns (apps started, screens visited)."""
    rng = random.Random(seed)
    keys, weights = zip(*WEIGHTED)
    sent, apps, visited, steered, palette = 0, 0, set(), -1, None
    while sent < KEYS_PER_SEED:
        app = ParlourApp(autoplay=False, prefs=QUICK)
        apps += 1
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            while sent < KEYS_PER_SEED and running(app):
                if sent // STEER_EVERY > steered:
                    target = list(TARGETS)[(steered + 1) % len(TARGETS)]
                    if await steer(pilot, target, visited):
                        steered += 1
                if isinstance(app.screen, CommandPalette):
                    palette, first = app.screen, app.screen is not palette
                    for key in list("parlour") if first else [rng.choice(PALETTE_KEYS)]:
                        await send(pilot, [key])
                        await pilot.pause()
                        sent += 1
                    continue
                batch = rng.choices(keys, weights, k=BATCH)
                if isinstance(app.screen, MenuScreen):
                    batch = [AT_THE_MENU.get(key, key) for key in batch]
                await send(pilot, batch)
                sent += BATCH
                if running(app):
                    visited.add(screen_name(app.screen))
                    check_tables(app)
                    screen_text(app)  # the whole screen drawn at every stop: a widget that fails to draw breaks too
            if running(app):
                await pilot.pause()  # keys still bubbling up must land before run_test shuts the app
    return apps, visited


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_monkey_keys_break_nothing(seed):
    apps, visited = await monkey(seed)
    assert MUST_VISIT <= visited, f"never reached {MUST_VISIT - visited}"


# -- the bugs the monkey found ----------------------------------------------------------------

MENU_SCREENS: dict[str, Callable[[], Screen]] = {
    "setup": lambda: SetupScreen("red_dog"),
    "rules": RulesScreen,
    "statistics": StatisticsScreen,
    "preferences": PreferencesScreen,
}
"""The screens the menu opens, made as the menu makes them."""


@pytest.mark.parametrize(
    "screen_name, close", [("setup", "back"), ("rules", "close"), ("statistics", "back"), ("preferences", "back")]
)
async def test_a_key_that_closes_a_screen_before_it_is_built_is_dropped(screen_name, close):
    """A close arriving before the screen mounted used to crash its on_mount (NoMatches)."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = MENU_SCREENS[screen_name]()
        app.push_screen(screen)
        assert await app.run_action(close, screen) is False  # the binding's check, before any mount
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


@pytest.mark.parametrize("screen_name", ["table", *MENU_SCREENS])
async def test_quitting_in_the_moment_a_screen_opens_breaks_nothing(screen_name):
    """Seen (a network table the host started as its friend quit): the app quit before the table was built, and
    on the way out the table's mount handler found none of its widgets (NoMatches): a crash report on quitting."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if screen_name == "table":
            app.open_table(TableSetup(game="put_and_take", seats=default_seats(3, 1), settings={}))
        else:
            app.push_screen(MENU_SCREENS[screen_name]())
        app.exit()
    assert app.return_code == 0  # run_test re-raises what a handler raised on the way out


async def test_a_second_close_does_not_close_the_screen_below():
    """Escape and the Back button in one moment: Textual's dismiss popped the menu too (an empty app)."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        setup = cast(SetupScreen, app.screen)
        setup.action_back()
        setup.action_back()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_double_escape_from_a_screen_stops_at_the_menu():
    """Escape at the main menu used to quit: escape twice to leave the setup quit the whole app."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("escape", "escape", "escape")
        await pilot.pause()
        assert running(app) and isinstance(app.screen, MenuScreen)
        await pilot.press("q")
        await pilot.pause()
        assert not running(app)


async def test_a_table_that_was_left_ignores_late_keys_and_ticks():
    """A key or timer reaching a table being removed used to redraw it without its widgets (NoMatches)."""
    from parlour.app.seating.table_setup import default_setup

    app = ParlourApp(start=default_setup("put", 2), seed=5, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        before = held(table).state
        await pilot.press("escape", "down", "down", "enter")  # Pause menu: Leave the table
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        table.action_next()
        table.on_tick()
        await pilot.pause()
        assert held(table).state is before
