"""A guard around one Textual 8.2.8 bug that reaches Parlour's players.

`OptionList._move_page` (pageup / pagedown in a list: the command palette's) looks the highlighted option up
in the list's line map, which is built only once the list has a size: a page key that comes before its first
layout (ctrl+p then pageup within ~0.1 s) raised KeyError and stopped the app. Textual's own
`scroll_to_highlight` guards the very same look-up; the page move is guarded the same way here: before the
list is laid out a page key does nothing. (Textual's issue tracker is to hear of it: see the closing note.)
"""

from __future__ import annotations

from textual.widgets import OptionList

_move_page = OptionList._move_page


def _guarded_move_page(self: OptionList, direction) -> None:
    try:
        _move_page(self, direction)
    except KeyError:  # not laid out yet: nothing to page through
        pass


OptionList._move_page = _guarded_move_page
