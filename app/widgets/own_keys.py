"""Fields that run their own key bindings as they read each key, in the order the keys were typed.

In Textual 8.2.8 a key goes to the widget focused when the app reads it, but a binding acts on it only once the
key has travelled back up to the app, which looks the binding up among the widgets focused then (textual#6605).
Keys that arrive in one read (typed quickly over ssh or in the browser, or pasted) were applied out of order or
to another field: "3", backspace, "5" left "3" in a number's field; down, space, down, space at the setup ticked
neither box below, both spaces acting on the box the focus had moved to by then. A field here runs its
own bindings as it reads the key, as the app would run them; priority bindings are the app's before the key
gets here. (The app now also reads each key only once the one before it has been read, app/widgets/key_order.py;
a field's own keys still act where it reads them, should a key ever be read sooner, after `READ_AT_MOST`.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.widget import Widget


async def run_own_binding(widget: Widget, event: events.Key) -> bool:
    """Run the widget's own (not priority) binding of the key, if it has one that acts; the key then goes no
    further. Whether one ran."""
    for binding in widget._bindings.key_to_bindings.get(event.key, ()):
        if not binding.priority and await widget.app.run_action(binding.action, widget):
            event.stop()
            event.prevent_default()
            return True
    return False


if TYPE_CHECKING:
    _Base = Widget
else:
    _Base = object


class OwnKeys(_Base):
    """Mixed in before a widget's Textual class, a plain class (Textual follows a widget's first DOMNode base for
    its CSS and component classes): its bindings act on a key as it reads it (`run_own_binding`); a key it has no
    binding of goes on to the Textual class."""

    async def _on_key(self, event: events.Key) -> None:
        # No super() call: Textual calls each class's _on_key in turn, until one prevents the default.
        await run_own_binding(self, event)
