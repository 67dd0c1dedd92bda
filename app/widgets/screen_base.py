"""The base of every Parlour screen: a body plus a "terminal too small" notice.

Below the minimum size the body is hidden (by the app's `-too-small` class, see
parlour.tcss) and the notice says how much room is needed, instead of a broken
layout; the body comes back as soon as the terminal is large enough. Both bases
also keep fast typing from breaking screens that are opening or closing
(`SteadyScreen`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from textual import events
from textual.app import ComposeResult, RenderResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Container
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Static

from ..words.i18n import N_, _, language

if TYPE_CHECKING:
    from .app_base import AppBase

    _MixedIntoScreen = Screen[Any]
    """What SteadyScreen is mixed into (the type checker reads it as that screen)."""
else:
    _MixedIntoScreen = object

MIN_WIDTH = 80
MIN_HEIGHT = 24
ResultT = TypeVar("ResultT")
"""What a dialog returns through `dismiss`."""


class TooSmallNotice(Static):
    """Shown instead of the screen's body while the terminal is below the minimum size.

    The text is made when drawn, from the terminal's size then: updated on the notice's own resize event it could
    still name the size before last when read right after a quick second resize."""

    def render(self) -> RenderResult:
        width, height = self.app.size
        asked = cast("AppBase", self.app).quit_asked
        if asked is not None:  # q asked: the table's own question could not be seen (app/parlour_app.py)
            return _("Quit Parlour?\n\n{detail}\n\nq: quit · any other key: stay").format(detail=_(asked))
        return _(
            "Terminal too small\n\nParlour needs {need}, this one is {have}.\n"
            "Enlarge the window to go on, or press q to quit."
        ).format(need=f"{MIN_WIDTH}×{MIN_HEIGHT}", have=f"{width}×{height}")


def end_demo_on_key(screen: Screen, event: events.Key) -> None:
    """In the demo any key ends the show (and does nothing else)."""
    if getattr(screen.app, "demo", False):
        event.prevent_default()
        event.stop()
        cast("AppBase", screen.app).end_demo()


class SteadyScreen(_MixedIntoScreen):
    """Keys typed faster than the screens change must not break them.

    - No key binding acts on a screen that is still being built: a fast enter then
      escape (or f1 then escape) could close it before it and its widgets had mounted;
      their mount handlers then found their widgets gone (NoMatches) and the app
      crashed. Such keys are dropped; the footer shows the keys once the screen is up.
    - The app quitting while a screen is opening (ctrl+q as a table comes up, a network table started by
      the host as its friend quits) no longer crashes the way out: Textual mounts none of the screen's
      widgets then but still sends it Mount, so the screen's own mount handlers are not run.
    - A screen closes only while it is the one on top: Textual's `dismiss` pops
      whatever screen is on top, so a second close already on its way (escape plus
      the Back button pressed in the same moment) closed the screen below too, down
      to an empty one.
    - Focus comes back after the terminal was too small: hiding the body dropped the
      focus, so after enlarging, the menu (and any form) ignored enter until tab. The
      widget focused last is focused again once the enlarged screen is drawn.

    A screen put on top is not styled twice: Textual 8.2.8 applies the stylesheet to every widget as it mounts,
    then again to the whole screen when the screen comes on top (`ScreenResume`), which only a change in between
    makes different: the stylesheet's (a theme chosen while the screen was off the stack) or the app's own
    classes' (`-too-small`, `-ascii`, the app's focus). That second pass was a third of opening a table
    (measured: 2,770 rule applications for ten tables against 1,680) and is left out while both are as they were
    when the screen was styled (`styled_with`); when they are not, the screen is restyled as it comes back, after
    a dialog or a screen over it too (Textual restyles only the screens in view when the app's classes change).

    It also keeps every screen in the language in force: a screen drawn in another language
    (the language was switched in Preferences while it was open) is drawn again as it comes
    back on top (`retranslate`).
    """

    if TYPE_CHECKING:

        @property
        def app(self) -> AppBase: ...

    _built = False
    _refocus: Widget | None = None
    _drawn_in: str | None = None
    """The language the screen was last drawn in."""
    _styled_with: tuple | None = None
    """What the screen's widgets were last styled with (`styled_with`)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return True if self.built() else None

    def built(self) -> bool:
        """Whether the screen and every widget in it have mounted (remembered once true)."""
        # Every node under a screen is a Widget (walk_children is typed for DOMNodes).
        if not self._built and self.is_mounted and all(cast(Widget, node).is_mounted for node in self.walk_children()):
            self._built = True
            self.refresh_bindings()
        return self._built

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Mount) and not self.is_attached:
            # The app is quitting (or the screen was taken off) before the screen was built: Textual mounts
            # none of its widgets then, yet still sends it Mount, whose handlers would find them missing.
            return
        await super().on_event(event)

    def on_mount(self) -> None:
        self._drawn_in = language()
        self._styled_with = self.styled_with()  # every widget composed so far was styled as it mounted
        self.call_after_refresh(self.refresh_bindings)

    def styled_with(self) -> tuple:
        """Everything outside the screen its widgets' styles depend on: the app's stylesheet (Textual's count of its
        changes) and the app's classes and pseudo-classes (a screen's own and its widgets' restyle them at once),
        and how often the terminal went too small or back (seen: a table covered by the rules while the terminal
        shrank and grew again came back showing "Terminal too small" at 80x24)."""
        app = self.app
        return app._css_update_count, app.classes, app.pseudo_classes, app.size_changes

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Textual's own handler (a subclass's handlers come first), which restyles when asked to: asked
        # here exactly when something changed (Textual asks as a screen is pushed, never as the one above is popped,
        # though the app's classes may have changed while this one was covered).
        styled_with = self.styled_with()
        event.refresh_styles = styled_with != self._styled_with
        self._styled_with = styled_with
        if self._drawn_in is not None and self._drawn_in != language():
            self.retranslate()
        if self.is_modal:  # the screens in view beneath a dialog speak its language too (seen: «Пауза» over English)
            self.retranslate_beneath()
        self.refresh_bindings()  # the footer shows the screen's keys again (see ParlourFooter.covered)

    def retranslate_beneath(self) -> None:
        """Draw again, in the language now in force, the screens seen beneath this dialog (down to the first full
        screen) that were drawn in another."""
        stack = self.app.screen_stack
        for screen in reversed(stack[: stack.index(self)] if self in stack else []):
            drawn_in = getattr(screen, "_drawn_in", None)
            if drawn_in is not None and drawn_in != language():
                cast(SteadyScreen, screen).retranslate()
            if not screen.is_modal:
                break

    def on_screen_suspend(self) -> None:
        self.refresh_bindings()  # a dialog over the screen: its footer keeps only the keys that work there

    def restyle_cards(self) -> None:
        """The card style changed (Unicode suits or ASCII letters): say again what was written in the old one, if
        anything was (the table's log); what is drawn from the game anew (`show_card_style` refreshes it) needs
        nothing here."""

    def retranslate(self) -> None:
        """Draw the screen again in the language now in force. By default it is composed anew (a screen
        whose widgets hold what the player was doing keeps it by overriding this)."""
        self._drawn_in = language()
        self.call_next(self.recompose)
        self.call_after_refresh(self.refresh_bindings)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._refocus = event.widget

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width >= MIN_WIDTH and event.size.height >= MIN_HEIGHT:
            self.call_after_refresh(self.restore_focus)

    def restore_focus(self) -> None:
        """Focus again the widget focused last, if nothing else is and the body is shown."""
        refocus = self._refocus
        if (
            self.focused is None
            and refocus is not None
            and refocus.is_attached
            and refocus.focusable
            and not self.app.has_class("-too-small")
        ):
            refocus.focus()

    def dismiss(self, result: Any = None) -> AwaitComplete:
        """Close, only while on top (see above), returning `result` to the callback."""
        if not self.is_active:
            return AwaitComplete()
        return super().dismiss(result)


class ParlourScreen(SteadyScreen, Screen):
    """A full screen whose content is `compose_body()`."""

    def on_key(self, event: events.Key) -> None:
        end_demo_on_key(self, event)

    def compose(self) -> ComposeResult:
        yield TooSmallNotice(classes="too-small")
        with Container(classes="body"):
            yield from self.compose_body()

    def compose_body(self) -> ComposeResult:
        yield from ()


class ParlourModal(SteadyScreen, ModalScreen[ResultT], Generic[ResultT]):
    """A modal dialog returning a `ResultT`; its content is `compose_body()` inside a centred box."""

    BINDINGS = [
        Binding("f1,question_mark", "app.rules", N_("Rules"), show=False),
        Binding("f2", "app.keys", N_("Keys"), show=False),
    ]
    """The app's keys for every screen (rules, keys panel), which Textual does not pass on to a modal
    screen: only the app's priority bindings reach one. Dialogs add their own keys to these."""

    def on_key(self, event: events.Key) -> None:
        end_demo_on_key(self, event)

    def compose(self) -> ComposeResult:
        yield TooSmallNotice(classes="too-small")
        with Container(classes="body dialog"):
            yield from self.compose_body()

    def compose_body(self) -> ComposeResult:
        yield from ()

    # Textual calls SteadyScreen's handlers of these too.
    def on_screen_suspend(self) -> None:
        self.add_class(COVERED)

    def on_screen_resume(self) -> None:
        self.remove_class(COVERED)


COVERED = "-covered"
"""A dialog with another screen over it (the quit question over a round summary) neither draws its box nor dims
the table again (assets/parlour.tcss): two boxes of different sizes drew two borders, one inside the other."""
