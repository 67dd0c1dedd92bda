"""Helpers for driving the real app with Pilot, keys only; the sizes and preferences most Pilot tests use, and
an app sat down at a table (`app_at_table`, also conftest's `table_app` fixture)."""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import cast

from textual.pilot import Pilot

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.setup import SetupScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats
from parlour.app.widgets.seat import SeatPanel

MAX_PRESSES = 60
SIZE = (100, 32)
"""The terminal most Pilot tests run in."""
SMALL = (80, 24)
"""The smallest terminal the app is made for."""
QUICK = Preferences(animation_seconds=0)
"""No pause between the table's automatic steps: a test moves on as soon as the app is idle."""


def held(table) -> TableSession:
    """The session of a table at this keyboard, with what a screen never reads (the full state, the engine, the
    computer players' generator, the records): the tests check the game behind the screen through it."""
    session = table.session
    assert isinstance(session, TableSession), f"not a table at this keyboard: {session!r}"
    return session


class NoticedApp(ParlourApp):
    """The real app, noting the notices it is asked to show (`notices`, every message in turn): Textual keeps
    its own list private."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.notices: list[str] = []

    def notify(self, message: str, **kwargs) -> None:
        self.notices.append(message)
        super().notify(message, **kwargs)


def app_at_table(
    game: str,
    players: int = 3,
    people: int = 1,
    *,
    seed: int = 7,
    prefs: Preferences = QUICK,
    seats: tuple[SeatSetup, ...] | None = None,
    autoplay: bool = False,
    **settings,
) -> ParlourApp:
    """An app that sits down at once at a table of `game` (`players` seats, the first `people` people's, or
    `seats` as given) with these settings and seed; nothing plays by itself unless `autoplay`."""
    setup = TableSetup(game=game, seats=seats or default_seats(players, people), settings=settings)
    return ParlourApp(start=setup, seed=seed, autoplay=autoplay, prefs=prefs)


async def press_until(pilot: Pilot, kind: type, key: str = "space"):
    """Press `key` (the table moving on) until a screen of `kind` is on top; returns it."""
    for _ in range(MAX_PRESSES):
        if isinstance(pilot.app.screen, kind):
            return pilot.app.screen
        await pilot.press(key)
        await pilot.pause()
    raise AssertionError(f"no {kind.__name__} after {MAX_PRESSES} presses of {key}")


async def tab_to(pilot: Pilot, widget_id: str) -> None:
    """Press tab until the widget with `widget_id` has focus."""
    for _ in range(MAX_PRESSES):
        focused = pilot.app.focused
        if focused is not None and focused.id == widget_id:
            return
        await pilot.press("tab")
    raise AssertionError(f"tab never reached #{widget_id}")


async def setup_focused_on(pilot: Pilot, game: str, widget_id: str) -> SetupScreen:
    """The menu's new game of `game`: its setup, with the field `widget_id` focused at once (`focus_on`)."""
    await pilot.pause()
    cast(MenuScreen, pilot.app.screen).new_game(game)
    await pilot.pause()
    setup = pilot.app.screen
    assert isinstance(setup, SetupScreen)
    await focus_on(pilot, widget_id)
    return setup


async def replace_text(pilot: Pilot, widget_id: str, text: str) -> None:
    """Focus an Input by tabbing, clear it with keys (end, then ctrl+u: delete all to the left) and type `text`."""
    await tab_to(pilot, widget_id)
    await pilot.press("end", "ctrl+u", *list(text))


async def focus_on(pilot: Pilot, widget_id: str) -> None:
    """Give the widget with `widget_id` the focus at once, for a test that is not about the way there (that
    tab reaches every field of the setup: test_setup_screen; `tab_to` walks there with keys)."""
    pilot.app.screen.query_one(f"#{widget_id}").focus()
    await pilot.pause()


async def type_over(pilot: Pilot, widget_id: str, text: str) -> None:
    """`replace_text` with the Input focused at once (`focus_on`), the text still typed key by key."""
    await focus_on(pilot, widget_id)
    await pilot.press("end", "ctrl+u", *list(text))


async def until_my_turn(pilot: Pilot, table, presses: int = 20) -> None:
    """Press space (computer turns, automatic steps) until the person at the table decides."""
    for _ in range(presses):
        if table.viewer_decides():
            return
        await pilot.press("space")
    assert table.viewer_decides(), f"no turn for the person after {presses} presses of space"


@asynccontextmanager
async def red_dog_in_money_at_my_turn(players: int, prefs: Preferences, seed: int = 3):
    """A Red Dog table of `players` at 80x24, a chip worth 0.10 EUR, at the person's first decision with the
    figures in money (`v`): yields (pilot, app, table)."""
    from decimal import Decimal

    from parlour.app.screens.table import TableScreen
    from parlour.app.seating.chip_value import ChipValue
    from parlour.app.seating.table_setup import default_setup

    setup = default_setup("red_dog", players).model_copy(
        update={"chip_value": ChipValue(amount=Decimal("0.10"), currency="EUR")}
    )
    app = ParlourApp(start=setup, seed=seed, autoplay=False, prefs=prefs)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        await until_my_turn(pilot, table)
        await pilot.press("v")
        await pilot.pause()
        yield pilot, app, table


def seat_status(table, seat: int) -> str:
    """The status line a seat's panel shows now (its notes fitted to its width)."""
    panel = table.query_one(f"#seat-{seat}", SeatPanel)
    return panel.status_text(panel.info)


def screen_text(app) -> str:
    """Every character on the screen as drawn, a line of the screen a line of the text, each line's runs of
    blanks between widgets left out (the text of the app's SVG screenshot, without its window title).

    Drawn from the same full render `App.export_screenshot` makes (the screens under a dialog included), but
    without the SVG: the screenshot's markup took about four fifths of the time, and the screen walks read
    the screen after every key."""
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens, simplify=True)
    lines = (
        "".join(segment.text for strip in line for segment in strip if not segment.control and segment.text.strip(" "))
        for line in update.strips
    )
    return "\n".join(lines).replace("\xa0", " ")
