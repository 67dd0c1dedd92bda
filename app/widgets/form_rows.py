"""Up and down from row to row of a form (the game's setup, the preferences, the join dialog).

A form is rows of fields, one above the other; tab goes through every field, and a person moving down the
form presses down. Textual's lists (Select) open on down, so the form takes up and down first (priority
bindings) and moves to the next or previous row's first field; in an open list they move through it, as
there the form gives them up (`check_action`). Space or enter opens a list, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import OptionList

from ..words.i18n import N_

if TYPE_CHECKING:
    from textual.screen import Screen

    _Base = Screen
else:
    _Base = object

ROW_KEYS = [
    Binding("down", "next_row", N_("Next row"), key_display="↓", show=False, priority=True),
    Binding("up", "previous_row", N_("Previous row"), key_display="↑", show=False, priority=True),
]
"""A form screen's BINDINGS include these."""


class FormRows(_Base):
    """A screen whose fields stand in rows (`ROWS`, a selector of the rows top to bottom: containers, or the fields
    themselves where a row is one field)."""

    ROWS = ""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is True and action in ("next_row", "previous_row") and isinstance(self.focused, OptionList):
            return False  # an open list: the key moves through it
        return allowed

    def action_next_row(self) -> None:
        self.move_row(+1)

    def action_previous_row(self) -> None:
        self.move_row(-1)

    def move_row(self, step: int) -> None:
        """Focus the first field of the row `step` rows on from the focused one (staying at either end)."""
        rows = self.rows()
        if not rows:
            return
        at = next((index for index, row in enumerate(rows) if self.focused in row), None)
        # The screen's own set_focus, at once: a widget's focus() waits for the loop, and keys typed faster moved
        # from the same row again.
        if at is None:
            self.set_focus(rows[0][0])
        elif 0 <= at + step < len(rows):
            self.set_focus(rows[at + step][0])

    def rows(self) -> list[list[Widget]]:
        """The rows shown, top to bottom, each as the widgets in it that take the focus (rows with none, like a
        legend or a sample, left out)."""
        fields = [
            [widget for widget in (row, *row.walk_children(Widget)) if widget.focusable]
            for row in self.query(self.ROWS)
            if row.display
        ]
        return [row for row in fields if row]
