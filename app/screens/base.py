"""The base of every Parlour screen: a body plus a "terminal too small" notice.

Below the minimum size the body is hidden (by the app's `-too-small` class, see
parlour.tcss) and the notice says how much room is needed, instead of a broken
layout; the body comes back as soon as the terminal is large enough.
"""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import Container
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmallNotice(Static):
    """Shown instead of the screen's body while the terminal is below the minimum size."""

    def on_mount(self) -> None:
        self.update_size()

    def on_resize(self) -> None:
        self.update_size()

    def update_size(self) -> None:
        width, height = self.app.size
        self.update(f"Terminal too small\n\nParlour needs {MIN_WIDTH}×{MIN_HEIGHT}, "
                    f"this one is {width}×{height}.\nEnlarge the window to go on.")


def end_demo_on_key(screen: Screen, event: events.Key) -> None:
    """In the demo any key ends the show (and does nothing else)."""
    if getattr(screen.app, "demo", False):
        event.prevent_default()
        event.stop()
        screen.app.end_demo()


class ParlourScreen(Screen):
    """A full screen whose content is `compose_body()`."""

    def on_key(self, event: events.Key) -> None:
        end_demo_on_key(self, event)

    def compose(self) -> ComposeResult:
        yield TooSmallNotice(classes="too-small")
        with Container(classes="body"):
            yield from self.compose_body()

    def compose_body(self) -> ComposeResult:
        yield from ()


class ParlourModal(ModalScreen):
    """A modal dialog; its content is `compose_body()` inside a centred box."""

    def on_key(self, event: events.Key) -> None:
        end_demo_on_key(self, event)

    def compose(self) -> ComposeResult:
        yield TooSmallNotice(classes="too-small")
        with Container(classes="body dialog"):
            yield from self.compose_body()

    def compose_body(self) -> ComposeResult:
        yield from ()
