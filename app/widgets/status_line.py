"""The line above the felt: parts joined with " · ", fitted to the line's own width whenever it is drawn.

A part that does not fit is left out, the least important first (its `keep` rank lowest); when even
the parts that stay do not fit, the line ends with an ellipsis. The line is never wrapped, and never
cut without saying so. Fitting at drawing time means the width is the one on the screen now (inside
the padding, after a resize), not one guessed before.
"""

from __future__ import annotations

from typing import NamedTuple

from textual.content import Content
from textual.widgets import Static

from .literal import content


class StatusPart(NamedTuple):
    """One part of the line, in markup."""

    markup: str
    keep: int = 0
    """The higher, the longer it stays as the line shortens."""


def joined(parts: list[StatusPart], separator: str = " · ") -> str:
    return separator.join(part.markup for part in parts if part.markup)


def fitted(parts: list[StatusPart], width: int, separator: str = " · ") -> Content:
    """The line that fits `width` cells: the lowest-ranked parts left out first, then an ellipsis."""
    shown = [part for part in parts if part.markup]
    for rank in sorted({part.keep for part in shown}):
        line = content(joined(shown, separator))
        if width <= 0 or line.cell_length <= width:
            return line
        if len(shown) > 1:
            shown = [part for part in shown if part.keep > rank] or shown[:1]
    line = content(joined(shown, separator))
    return line if width <= 0 or line.cell_length <= width else line.truncate(width, ellipsis=True)


class StatusLine(Static):
    """One line of parts, fitted to its width when drawn."""

    DEFAULT_CSS = """
    StatusLine { height: 1; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.parts: list[StatusPart] = []
        """What the line says, in order."""

    def show(self, parts: list[StatusPart]) -> None:
        if parts != self.parts:
            self.parts = list(parts)
            self.refresh()

    @property
    def text(self) -> str:
        """The whole line, every part (markup)."""
        return joined(self.parts)

    def render(self) -> Content:
        return fitted(self.parts, self.size.width)
