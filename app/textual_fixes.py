"""Guards around two Textual 8.2.8 behaviours that reach Parlour's players.

`OptionList._move_page` (pageup / pagedown in a list: the command palette's) looks the highlighted option up
in the list's line map, which is built only once the list has a size: a page key that comes before its first
layout (ctrl+p then pageup within ~0.1 s) raised KeyError and stopped the app. Textual's own
`scroll_to_highlight` guards the very same look-up; the page move is guarded the same way here: before the
list is laid out a page key does nothing. (Textual's issue tracker is to hear of it: see the closing note.)

Textual wraps a line of `Content` with Rich's `divide_line`, at any whitespace, a no-break space too (its words
split on `\\s`): «1 234,50» could part at its thousands and a coach's "bet 3 (max) -1.95" between its figure and
its tag, whatever no-break spaces the words put there (app/words/numbers.py `figures_bound`). Its words are told
here that a no-break space joins.
"""

from __future__ import annotations

import re

from rich import _wrap
from textual.widgets import OptionList

_move_page = OptionList._move_page


def _guarded_move_page(self: OptionList, direction) -> None:
    try:
        _move_page(self, direction)
    except KeyError:  # not laid out yet: nothing to page through
        pass


OptionList._move_page = _guarded_move_page


_BREAKING = r"[^\S\u00a0\u202f]"
"""Whitespace a line may break at: any but the no-break spaces."""
_wrap.re_word = re.compile(rf"{_BREAKING}*(?:\S|[\u00a0\u202f])+{_BREAKING}*")
