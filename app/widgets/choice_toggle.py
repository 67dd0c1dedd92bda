"""A one-line choice among a few words that enter, space, right or a click move to the next one, left back.

Lighter than a Select (one widget instead of five): the setup has one per computer
seat, and ten Selects made Red Dog's setup slow to open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.binding import Binding
from textual.content import Content
from textual.message import Message
from textual.widgets import Button

from ..words.i18n import N_
from .glyphs import symbol

if TYPE_CHECKING:
    from .app_base import AppBase


class ChoiceToggle(Button):
    """Shows the current choice as `‹ word ›` (`< word >` in ASCII); pressing it moves to the next choice, and the
    arrows its marks point along move either way."""

    if TYPE_CHECKING:

        @property
        def app(self) -> AppBase: ...

    BINDINGS = [
        Binding("space", "press", N_("Next choice"), show=False),
        Binding("right", "press", N_("Next choice"), show=False),
        Binding("left", "step(-1)", N_("Previous choice"), show=False),
    ]
    """Space moves on as well as enter, like the checkboxes beside it; right and left step along the choices."""

    class Changed(Message):
        """The choice moved on."""

        def __init__(self, toggle: ChoiceToggle) -> None:
            super().__init__()
            self.toggle = toggle

        @property
        def control(self) -> ChoiceToggle:
            return self.toggle

    def __init__(
        self, choices: dict[str, str], value: str, *, id: str | None = None, classes: str | None = None
    ) -> None:
        self.descriptions = dict(choices)
        """Each choice with what it means (shown as the tooltip)."""
        self.choices = list(choices)
        self.value = value if value in self.choices else self.choices[0]
        super().__init__(f"‹ {self.value} ›", id=id, classes=classes, compact=True)
        self.tooltip = self.descriptions[self.value]

    def shown(self) -> str:
        """The choice between its marks, in the card style in force."""
        prefs = self.app.prefs
        return f"{symbol('‹', prefs)} {self.value} {symbol('›', prefs)}"

    def render(self) -> Content:
        return Content(self.shown())  # drawn afresh, so a change of card style shows at once

    def action_press(self) -> None:
        # Every key moves on, however fast they come: a Button ignores a press within 0.2 s of the last (its
        # press effect), so "space space" typed ahead lost the second.
        self.press()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_step(1)

    def action_step(self, by: int) -> None:
        """Move `by` choices along (round the end), as a press does one."""
        self.value = self.choices[(self.choices.index(self.value) + by) % len(self.choices)]
        self.label = self.shown()
        self.tooltip = self.descriptions[self.value]
        self.post_message(self.Changed(self))
