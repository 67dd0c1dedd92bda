"""The footer of every screen: Textual's Footer, minus a memory leak."""

from __future__ import annotations

from textual.widgets import Footer


class ParlourFooter(Footer):
    """Textual's Footer without its leak: every key it ever showed stayed in memory.

    Footer recomposes whenever the keys that work change (several times a round at a
    table, and every time the main menu comes back on top), and each new FooterKey
    registers a watcher on the footer's `compact`; Textual 8.2.8 prunes that list only
    when `compact` changes, which it never does, so the removed keys (widgets, styles,
    caches) piled up for as long as the screen lived: ~150 KB a round at a table, and a
    few KB every return to the menu (~4 KB a game in a long demo).
    """

    async def recompose(self) -> None:
        await super().recompose()
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers if node.is_attached]
