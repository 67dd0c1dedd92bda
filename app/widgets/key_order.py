"""Keys read one after another: the app reads a key only once the key before it has been read all the way.

Textual 8.2.8 reads each key the terminal sends as soon as it comes: a priority binding acts on it at once, any
other key is posted to the focused widget, and its binding is looked up once the key has travelled back up to the
app (textual#6605). Keys that arrive in one read (typed quickly over ssh or in the browser, or pasted) were so read
against a screen the keys before them had not changed yet: space, down and enter on the setup's list of tables
moved to the next row and started the game, all before the list had opened on the space. The app now holds a key
(or a paste) until the one before it has been read by the widget it went to and, after it, by each of that widget's
parents up to the app (where its binding is looked up), and only then reads it; the focus, an opened list or a new
screen are then the ones the key was typed at; a key that took the focus away (a screen drawn anew) is followed
again after each repaint until a widget has it (`REPAINTS` at the most). A key stays held at most `READ_AT_MOST` (a
widget removed before reading its key reads nothing). It replaces the text fields', tick boxes' and toggles' own
running of their bindings as they read each key, which ordered their keys alone.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from textual import events
from textual.app import ScreenStackError
from textual.message_pump import MessagePump

READ_AT_MOST = 2.0
"""Seconds a key waits at the most for the one before it to be read. (Half a second was too little on a loaded
machine, seen in CI: Preferences drawn anew in Russian took longer, and the keys typed after the language's enter
were read against the screen before it.)"""
PASSES = 2
"""Times the key is followed up from the focused widget to the app: once for the key, once more for what its binding
posted (enter in an open list: the option chosen, then the list closed and the focus back on it)."""

REPAINTS = 4
"""Repaints waited for at the most, after a key typed at a focused widget, for a widget to have the focus again (none
may: the key opened a dialog of keys alone, and the next key waits that long)."""

if TYPE_CHECKING:
    from textual.app import App

    _Base = App
else:
    _Base = object


Typed = events.Key | events.Paste
"""What is read in order: keys, and text pasted between them (bracketed paste)."""


class KeysInOrder(_Base):
    """Mixed into the app before Textual's App: `hold_key` first in its `on_event`, `key_read` once a key has gone
    on (to a binding or to the focused widget)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._reading: object | None = None
        """The key in flight (a token), None when the next key may be read at once."""
        self._held: list[Typed] = []
        """The keys (and pastes) waiting, in the order they came."""
        self._released: Typed | None = None
        """The held key posted again to be read now."""
        self._fallback: asyncio.TimerHandle | None = None

    def hold_key(self, event: Typed) -> bool:
        """Whether `event` waits behind a key not read all the way yet (it is read later, in its turn)."""
        if event is self._released:
            self._released = None
            return False
        if self._reading is None and not self._held:
            return False
        self._held.append(event)
        event.stop()
        event.prevent_default()
        return True

    def keys_waiting(self) -> bool:
        """Whether a key is still being read, or waits to be."""
        return self._reading is not None or bool(self._held)

    def key_read(self) -> None:
        """A key has just been read here: follow it to the widget it went to (the focused one, or the screen) and up
        through its parents, then let the next one be read."""
        try:
            focused = self.focused is not None
        except ScreenStackError:
            focused = False
        self._follow(self._wait_for(object()), PASSES, 0 if focused else REPAINTS)

    def _follow(self, token: object, passes: int, refreshed: int = 0) -> None:
        """From the widget focused now up to the app, `passes` times (see PASSES); then the next key is read."""
        try:
            reader: MessagePump = self.focused or self.screen
        except ScreenStackError:  # the app is closing: its last screen is gone
            self._release(token)
            return
        if not reader.call_later(self._chase, reader, token, passes, refreshed):
            self._release(token)

    def _chase(self, node: MessagePump, token: object, passes: int, refreshed: int) -> None:
        """`node` has read what was posted to it before: on to its parent, the app last."""
        if self._reading is not token:
            return
        parent = getattr(node, "parent", None) if node is not self else None
        if parent is not None and parent.call_later(self._chase, parent, token, passes, refreshed):
            return
        if passes > 1:
            self._follow(token, passes - 1, refreshed)
        elif self.focused is None and refreshed < REPAINTS:
            # The focus the key was typed at is gone: a screen drawn anew gives it once drawn (Preferences in another
            # language: the key after the language's enter went nowhere). Once more after the next repaint. (Where
            # nothing had the focus, a dialog of keys alone, the key is not followed again: `key_read`.)
            if not self.call_after_refresh(self._follow, token, 1, refreshed + 1):
                self._release(token)
        else:
            self._release(token)

    def _wait_for(self, token: object) -> object:
        """`token` is the key in flight, given up on after READ_AT_MOST."""
        if self._fallback is not None:
            self._fallback.cancel()
        self._reading = token
        self._fallback = asyncio.get_running_loop().call_later(READ_AT_MOST, self._release, token)
        return token

    def _release(self, token: object) -> None:
        """The key `token` stands for has been read (or waited for long enough): read the next one held."""
        if self._reading is not token:
            return
        if self._fallback is not None:
            self._fallback.cancel()
            self._fallback = None
        if not self._held:
            self._reading = None
            return
        waiting = self._held.pop(0)
        if isinstance(waiting, events.Key):
            again: Typed = events.Key(waiting.key, waiting.character)
        else:
            again = events.Paste(waiting.text)
        self._released = again
        self._wait_for(again)  # no key is read before it
        if not self.post_message(again):
            self._reading = self._released = None
