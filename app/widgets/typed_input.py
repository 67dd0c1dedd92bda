"""A text field whose own editing keys act in the order they were typed; a name field that space does not wipe."""

from __future__ import annotations

from textual import events
from textual.widgets import Input

from .own_keys import run_own_binding


class TypedInput(Input):
    """Textual's Input, its own editing keys (backspace, delete, the arrows, home, end...) run as they come, in
    the order of the keys (app/widgets/own_keys.py: a typed character goes in at once, and "3", backspace, "5"
    left "3")."""

    async def _on_key(self, event: events.Key) -> None:
        await super()._on_key(event)
        if not event.is_printable:
            await run_own_binding(self, event)


class NameInput(TypedInput):
    """A name's field in a form whose hint says "space changes a field": the name comes selected as the field
    takes the focus, and a space typed then went over it (Bob became an empty name). Space there starts editing
    at the name's end instead; a space typed within a name is a space."""

    async def _on_key(self, event: events.Key) -> None:
        start, end = self.selection
        if event.key == "space" and self.value and {start, end} == {0, len(self.value)}:
            event.stop()
            event.prevent_default()
            self.cursor_position = len(self.value)
            return
        await super()._on_key(event)
