"""A text field whose own editing keys act in the order they were typed."""

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
