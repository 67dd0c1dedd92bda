"""The footer of every screen: Textual's Footer, minus a memory leak, with the keys panel's key on the right."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.widgets import Footer

from ..words.i18n import N_, _, language

LEAST_NEEDED = ("pace(1)", "scroll_log(-1)", "toggle_log", "toggle_money", "toggle_coach", "toggle_auto")
"""Actions whose keys leave a footer first, in this order, when not every key fits in the width (a
longer language, many keys at once): they all still work, and the keys panel (f2) lists them."""
TEXTUAL_WORDS = (N_("palette"), N_("Dismiss menu"))
"""Textual's own key descriptions that a footer shows (the command palette's; an open Select's list's,
textual/widgets/_select.py `SelectOverlay.BINDINGS`)."""
KEYS_PANEL_ACTIONS = {"keys", "app.keys"}
"""The keys panel's binding (the app's, or a dialog's copy of it)."""


def fitting(keys: list, room: int, width) -> list:
    """The keys that fit in `room` cells: the least needed ones (`LEAST_NEEDED`) left out first, then
    the last ones."""
    kept = list(keys)
    order = [key for action in LEAST_NEEDED for key in kept if getattr(key, "action", None) == action]
    while kept and sum(width(key) for key in kept) > room:
        kept.remove(order.pop(0) if order else kept[-1])
    return kept


class ParlourFooter(Footer):
    """Textual's Footer without its leak: every key it ever showed stayed in memory.

    Footer recomposes whenever the keys that work change (several times a round at a
    table, and every time the main menu comes back on top), and each new FooterKey
    registers a watcher on the footer's `compact`; Textual 8.2.8 prunes that list only
    when `compact` changes, which it never does, so the removed keys (widgets, styles,
    caches) piled up for as long as the screen lived: ~150 KB a round at a table, and a
    few KB every return to the menu (~4 KB a game in a long demo).

    Each key's description is shown in the language in force (bindings mark theirs with `N_`), and
    when the keys do not all fit in the width the least needed ones are left out (`fitting`).

    The keys panel's key (f2) stands on the right, by the command palette's, where a
    table's many keys never push it out of an 80-column footer. Under a dialog only those two are
    left: they work there too; the screen's own keys wait for the dialog to close.
    """

    DEFAULT_CSS = """
    ParlourFooter .footer-right { dock: right; width: auto; }
    ParlourFooter .footer-right FooterKey.-command-palette { dock: none; }
    """

    def compose(self) -> ComposeResult:
        self.composed_keys = self.shown_keys() if self._bindings_ready else None
        left, right = [], []
        for widget in super().compose():
            if isinstance(getattr(widget, "description", None), str):  # a key: bindings mark theirs with N_()
                key: Any = widget
                key.description = _(key.description)
                if not key.has_class("-command-palette"):  # Footer binds the others' `compact` to its own
                    # That `compact` and its class, given before the key is styled: otherwise each new key is
                    # styled again as it mounts, twice in a footer that is not compact (FooterKey starts compact),
                    # ~1 ms a time, a dozen keys at every change of a table's keys.
                    key.set_reactive(type(key).compact, self.compact)
                    key.set_class(self.compact, "-compact", update=False)
            if getattr(widget, "action", None) in KEYS_PANEL_ACTIONS or widget.has_class("-command-palette"):
                right.append(widget)
            else:
                left.append(widget)
        if self.covered():
            left = []  # a dialog over the screen takes the keys: its own are in its words, f2 lists them
        room = self.app.size.width - sum(self.key_width(widget) for widget in right) - 1
        yield from fitting(left, room, self.key_width)
        if right:
            yield HorizontalGroup(*right, classes="footer-right")

    composed_keys: tuple | None = None
    """What the keys were last composed from (`shown_keys`); None before the screen's keys were known."""

    def shown_keys(self) -> tuple:
        """Everything the footer's keys are drawn from: the screen's shown bindings (key, action, words, whether
        they work), the width, the language and whether a dialog covers the screen."""
        bindings = tuple(
            (binding.key, binding.action, binding.description, enabled, tooltip)
            for _node, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show
        )
        return bindings, self.app.size.width, language(), self.compact, self.show_command_palette, self.covered()

    def covered(self) -> bool:
        """Whether another screen (a dialog) is over the footer's screen: the screen's keys then do nothing, and
        the footer showed them all the same (a round summary over the table offered "l Log", "esc Pause")."""
        return self.is_attached and self.screen is not self.app.screen

    def on_resize(self) -> None:
        self.call_next(self.recompose)  # fitted again only when the width changed (`shown_keys`)

    def key_width(self, widget) -> int:
        """The cells a key takes in the footer (an estimate on the safe side: its padding and gap)."""
        if not hasattr(widget, "key_display"):
            return 0
        return cell_len(widget.key_display) + cell_len(widget.description) + (2 if self.compact else 3)

    async def recompose(self) -> None:
        """Compose the keys again, only when what they are drawn from changed: Textual recomposes a footer at
        every change of the screen's bindings (each focus change, each refresh of a table), ~30 times as a
        table opens, nearly always to the same keys."""
        if self.composed_keys is not None and self.is_attached and self.shown_keys() == self.composed_keys:
            return
        await super().recompose()
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers if node.is_attached]
