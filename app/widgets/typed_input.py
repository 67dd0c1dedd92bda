"""A name field that space does not wipe. (A field's editing keys act in the order they were typed as every key
does: app/widgets/key_order.py.)"""

from __future__ import annotations

from textual import events
from textual.widgets import Input


class NameInput(Input):
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
