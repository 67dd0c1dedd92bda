"""The footer of every screen: Textual's Footer, minus a memory leak, with the keys panel's key on the right."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.widgets import Footer

from ..i18n import N_, _

TEXTUAL_WORDS = (N_("palette"),)
"""Textual's own key descriptions that a footer shows (the command palette's)."""
KEYS_PANEL_ACTIONS = {"keys", "app.keys"}
"""The keys panel's binding (the app's, or a dialog's copy of it)."""


class ParlourFooter(Footer):
    """Textual's Footer without its leak: every key it ever showed stayed in memory.

    Footer recomposes whenever the keys that work change (several times a round at a
    table, and every time the main menu comes back on top), and each new FooterKey
    registers a watcher on the footer's `compact`; Textual 8.2.8 prunes that list only
    when `compact` changes, which it never does, so the removed keys (widgets, styles,
    caches) piled up for as long as the screen lived: ~150 KB a round at a table, and a
    few KB every return to the menu (~4 KB a game in a long demo).

    Each key's description is shown in the language in force (bindings mark theirs with `N_`).

    The keys panel's key (f2) stands on the right, by the command palette's, where a
    table's many keys never push it out of an 80-column footer.
    """

    DEFAULT_CSS = """
    ParlourFooter .footer-right { dock: right; width: auto; }
    ParlourFooter .footer-right FooterKey.-command-palette { dock: none; }
    """

    def compose(self) -> ComposeResult:
        right = []
        for widget in super().compose():
            if isinstance(getattr(widget, "description", None), str):  # a key: bindings mark theirs with N_()
                widget.description = _(widget.description)
            if getattr(widget, "action", None) in KEYS_PANEL_ACTIONS or widget.has_class("-command-palette"):
                right.append(widget)
            else:
                yield widget
        if right:
            yield HorizontalGroup(*right, classes="footer-right")

    async def recompose(self) -> None:
        await super().recompose()
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers if node.is_attached]
