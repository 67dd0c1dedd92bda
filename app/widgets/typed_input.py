"""A text field whose own editing keys act in the order they were typed; a name field that space does not wipe."""

from __future__ import annotations

from textual import events
from textual.widgets import Input


class TypedInput(Input):
    """Textual's Input, its own editing keys (backspace, delete, the arrows, home, end...) run as they come.

    In Textual 8.2.8 a typed character goes in at once, but a bound key travels up to the app before its action
    runs (textual#6605): keys that arrive in one read, as they do typed quickly over ssh or in the browser, were
    applied out of order ("3", backspace, "5" left "3"). The field's own bindings are run here, in the order of
    the keys, as the app would run them; priority bindings (quit) are the app's before the key gets here."""

    async def _on_key(self, event: events.Key) -> None:
        await super()._on_key(event)
        if event.is_printable:
            return
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            if not binding.priority and await self.app.run_action(binding.action, self):
                event.stop()
                event.prevent_default()
                return


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
