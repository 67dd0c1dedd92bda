"""A form's button that shows the field pointer before its label while it has the focus.

A row of buttons holds two fields, so the row's own pointer (app/widgets/field_pointer.py) could not say
which one has the focus; and a focused button differs from the others by a tint that some themes hardly show
(seen: down from the setup's last row went on to Start, nothing on screen moved, and the digits typed next went
nowhere). The label keeps the pointer's two columns when unfocused, so the row does not shift. Left and right
move to the button beside it in its row, as a person reading the row expects (tab does too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.widgets import Button

from .glyphs import symbol

if TYPE_CHECKING:
    from .app_base import AppBase


class PointedButton(Button):
    """A button whose label begins with "▶" (">" in ASCII) while it has the focus."""

    BINDINGS = [
        Binding("left", "beside(-1)", show=False),
        Binding("right", "beside(1)", show=False),
    ]

    if TYPE_CHECKING:

        @property
        def app(self) -> AppBase: ...

    def __init__(self, label: str, **kwargs: Any) -> None:
        super().__init__(f"  {label}", **kwargs)
        self.plain_label = label
        """The label without the pointer (plain text: the app's own words)."""

    def on_focus(self) -> None:
        self.label = f"{symbol('▶', self.app.prefs)} {self.plain_label}"

    def on_blur(self) -> None:
        self.label = f"  {self.plain_label}"

    def action_beside(self, step: int) -> None:
        """Focus the button `step` places along this one's row (staying at either end)."""
        parent = self.parent
        if parent is None:
            return
        row = [child for child in parent.children if isinstance(child, PointedButton) and child.focusable]
        at = row.index(self) + step if self in row else -1
        if 0 <= at < len(row):
            self.screen.set_focus(row[at])
