"""The demo's words: `parlour --demo` plays by itself and any key leaves it (app/widgets/screen_base.py
`end_demo_on_key`), so its screens show this line instead of their keys."""

from __future__ import annotations

from ..words.i18n import _


def demo_words() -> str:
    """What the demo offers instead of keys (markup)."""
    return _("[b]Demo[/b] — press any key to leave")
