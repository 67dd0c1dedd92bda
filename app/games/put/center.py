"""The middle of the Put table: the trick and who played what, what just happened, the score.

Three columns: the trick on the table (boxed cards over their players' names, or a
compact list when the row is narrow), then the put and the latest event above this
round's finished tricks, then the score board (two columns of names when there are
more players than lines).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.reactive import reactive

from ...widgets.card_widget import CardWidget
from ...widgets.cards import CARD_PARTS, CARD_WIDTH, boxed_row, compact

NAME_WIDTH = 6
"""Characters of a name kept under a card or in the compact trick."""
SCORE_NAME_WIDTH = 13
"""Characters of a player's or team's name kept on the score board."""
MIDDLE_MIN = 30
"""Columns kept for the put and history column before the trick is drawn compact."""
BOLD = Style(bold=True)


@dataclass(frozen=True)
class PutCenterInfo:
    """What the middle of the table shows (built by the table screen from the state)."""

    title: str
    """"TRICK 2 · Ann leads" for the trick in play, "TRICK 1 → Ann" for the last finished one."""
    trick: tuple[tuple[str, str], ...]
    """The cards shown: (player name, card), in the order played."""
    best: frozenset[str]
    """Cards to pick out: the top card(s) of a finished trick."""
    banner: tuple[str, ...]
    """Markup lines: the put, then what just happened or the round's result; `[headline]` marks what
    is drawn in the headline colour."""
    history: tuple[str, ...]
    """One plain line per finished trick of this round."""
    score_title: str
    """The score board's heading ("SCORE · first to 5")."""
    scores: tuple[tuple[str, int], ...]
    """(player or team, points), in seat order."""


class PutCenter(CardWidget):
    """The trick in play with its players, the put and the latest event, tricks so far, the score."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {*CARD_PARTS, "center--headline", "center--leader"}
    """The put and a round's result; the leading score."""

    DEFAULT_CSS = """
    PutCenter { height: 5; }
    """

    info: reactive[PutCenterInfo | None] = reactive(None)
    """What to show."""


    # -- the three columns -------------------------------------------------------------

    def trick_view(self, info: PutCenterInfo, room: int) -> RenderableType:
        head = Text(info.title, style="bold", no_wrap=True, overflow="ellipsis")
        if not info.trick:
            return Group(head, Text("—", style="dim"))
        if self.size.height >= 5 and CARD_WIDTH * len(info.trick) - 1 <= room:
            cards = boxed_row([card for _, card in info.trick], self.look, info.best)
            names = Text("".join(name[:NAME_WIDTH - 1].center(CARD_WIDTH) for name, _ in info.trick), style="dim")
            return Group(head, cards, names)
        return Group(head, self.compact_trick(info))

    def compact_trick(self, info: PutCenterInfo) -> Table:
        """The plays as "Ann    3♥" entries, top to bottom, in as many columns as needed."""
        rows = max(1, self.size.height - 1)
        grid = Table.grid(padding=(0, 2))
        columns = [info.trick[i:i + rows] for i in range(0, len(info.trick), rows)]
        for _ in columns:
            grid.add_column(no_wrap=True)
        for row in range(rows):
            cells = []
            for column in columns:
                if row < len(column):
                    name, card = column[row]
                    cells.append(Text.assemble((f"{name[:NAME_WIDTH]:<{NAME_WIDTH}} ", "dim"),
                                               compact(card, self.look, highlight=card in info.best)))
                else:
                    cells.append(Text(""))
            grid.add_row(*cells)
        return grid

    def banner_line(self, markup: str) -> Text:
        """A banner line with its `[headline]` parts in the headline colour."""
        line = Text.from_markup(markup)
        headline = self.part("center--headline")
        line.spans = [span._replace(style=headline) if span.style == "headline" else span for span in line.spans]
        return line

    def middle_view(self, info: PutCenterInfo) -> RenderableType:
        lines = [self.banner_line(line) for line in info.banner]
        room = max(0, self.size.height - len(lines))
        history = info.history[-room:] if room else ()
        lines += [Text(line, style="dim", no_wrap=True, overflow="ellipsis") for line in history]
        return Text("\n").join(lines)

    def score_view(self, info: PutCenterInfo) -> tuple[RenderableType, int]:
        """The score board and its width."""
        rows = max(1, self.size.height - 1)
        per_column = rows if len(info.scores) <= rows else -(-len(info.scores) // 2)
        grid = Table.grid(padding=(0, 1))
        columns = [info.scores[i:i + per_column] for i in range(0, len(info.scores), per_column)]
        for index, _ in enumerate(columns):
            grid.add_column(no_wrap=True, overflow="ellipsis", max_width=SCORE_NAME_WIDTH)
            grid.add_column(justify="right", no_wrap=True)
            if index < len(columns) - 1:
                grid.add_column(width=0)
        top = max(points for _, points in info.scores)
        for row in range(per_column):
            cells: list[Text] = []
            for index, column in enumerate(columns):
                name, points = column[row] if row < len(column) else ("", None)
                style = self.part("center--leader") if points == top and top > 0 else BOLD
                cells += [Text(name), Text("" if points is None else str(points), style=style)]
                if index < len(columns) - 1:
                    cells.append(Text(""))
            grid.add_row(*cells)
        name_width = min(SCORE_NAME_WIDTH, max(len(name) for name, _ in info.scores))
        column_width = name_width + 1 + max(len(str(points)) for _, points in info.scores)
        width = max(len(info.score_title), len(columns) * (column_width + 2) - 2)
        return Group(Text(info.score_title, style="bold", no_wrap=True), grid), width

    def render(self) -> RenderableType:
        info = self.info
        if info is None:
            return ""
        score, score_width = self.score_view(info)
        room = self.size.width - score_width - MIDDLE_MIN - 4
        grid = Table.grid(padding=(0, 2), expand=True)
        grid.add_column(no_wrap=True)
        grid.add_column(ratio=1)
        grid.add_column(no_wrap=True)
        grid.add_row(self.trick_view(info, room), self.middle_view(info), score)
        return grid

