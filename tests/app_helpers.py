"""Helpers for driving the real app with Pilot, keys only."""

from __future__ import annotations

import html
import re

from textual.pilot import Pilot

from parlour.app.widgets.seat import SeatPanel

MAX_PRESSES = 60


async def tab_to(pilot: Pilot, widget_id: str) -> None:
    """Press tab until the widget with `widget_id` has focus."""
    for _ in range(MAX_PRESSES):
        focused = pilot.app.focused
        if focused is not None and focused.id == widget_id:
            return
        await pilot.press("tab")
    raise AssertionError(f"tab never reached #{widget_id}")


async def replace_text(pilot: Pilot, widget_id: str, text: str) -> None:
    """Focus an Input by tabbing, clear it with keys (end, then ctrl+u: delete all to the left) and type `text`."""
    await tab_to(pilot, widget_id)
    await pilot.press("end", "ctrl+u", *list(text))


async def until_my_turn(pilot: Pilot, table, presses: int = 20) -> None:
    """Press space (computer turns, automatic steps) until the person at the table decides."""
    for _ in range(presses):
        if table.viewer_decides():
            return
        await pilot.press("space")
    assert table.viewer_decides(), f"no turn for the person after {presses} presses of space"


def seat_status(table, seat: int) -> str:
    """The status line a seat's panel shows now (its notes fitted to its width)."""
    panel = table.query_one(f"#seat-{seat}", SeatPanel)
    return panel.status_text(panel.info)


def screen_text(app) -> str:
    """Every character on the screen as drawn, run together (the text of the app's SVG screenshot)."""
    svg = app.export_screenshot(simplify=True)
    parts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    return "".join(html.unescape(part) for part in parts).replace("\xa0", " ")
