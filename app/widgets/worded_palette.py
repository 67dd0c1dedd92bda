"""Textual's command palette, saying "No matches found" in the language in force.

Textual writes that line in English inside a private method (`_start_no_matches_countdown`, Textual 8.2.8, pinned in
pyproject.toml): the method is the same here but for its words (seen in Russian: «🔎 theme … No matches found»).
"""

from __future__ import annotations

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

from ..words.i18n import _


class WordedPalette(CommandPalette):
    """The command palette, its words in the language in force (the placeholder is given as it opens)."""

    def _start_no_matches_countdown(self, search_value: str) -> None:
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:  # an empty search is the palette's list of every command: nothing to say
                words = Text(_("No matches found"), style="not bold")
                self.query_one(CommandList).add_option(Option(Align.center(words), disabled=True, id=self._NO_MATCHES))
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
