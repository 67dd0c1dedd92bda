"""The middle of the Put table: the trick and who played what, what just happened, the score.

Three columns: the trick on the table (boxed cards over their players' names, or a
compact list when the row is narrow), then the put and the latest event above this
round's finished tricks, then the score board (two columns of names when there are
more players than lines). The columns are fitted to the width (`layout`): when the
middle would get too narrow, first the name in the trick's title shortens, then the
score board's names, and last the trick is drawn compact. Names shorten one way
everywhere (`fit_name`: an ellipsis at the end).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.reactive import reactive

from ...widgets.card_widget import CardWidget
from ...widgets.cards import CARD_PARTS, boxed_row, compact
from ...widgets.literal import rich_text
from ...widgets.names import fit_name, name_cell
from ...words.i18n import _
from .phrases import TEAM

NAME_WIDTH = 6
"""Cells of a player's name under a card of the trick, or beside it in the compact trick."""
TRICK_GAP = "  "
"""Between two boxed cards of the trick, so that the names under them keep apart."""
BOX_WIDTH = 5
COMPACT_ENTRY = NAME_WIDTH + 1 + 5
"""A compact play: the name, a space, the card ("[10♥]" at most)."""
SCORE_NAME_WIDTH = 35
"""Cells of a player's or team's name on the score board, when the row has room (two names and their joiner)."""
SCORE_NAME_MIN = 6
"""... and however narrow it is."""
MIDDLE_MIN = 26
"""Cells kept for the put and history column before the other two give up room."""
PADDING = 2
"""Cells between two columns."""
BOLD = Style(bold=True)


@dataclass(frozen=True)
class PutCenterInfo:
    """What the middle of the table shows (built by the table screen from the state)."""

    title: tuple[str, str, str]
    """The trick's heading as (before, player name, after): ("TRICK 2 · ", "Ann", " led") for the trick
    in play, ("TRICK 1 → ", "Ann", "") for the last finished one; the name shortens to fit."""
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
    """The score board's heading ("SCORE (to 5)")."""
    scores: tuple[tuple[str, int], ...]
    """(player or team, points), in seat order."""


@dataclass(frozen=True)
class Layout:
    """How wide each column is drawn."""

    trick: int
    boxed: bool
    """The trick as boxed cards over names, else as a compact list."""
    middle: int
    score_names: int
    """Cells of each name on the score board."""


def score_name(name: str, cells: int) -> str:
    """A player's or team's name in `cells`, padded; a team's two names shorten each on its own."""
    team = _(TEAM)  # each of a team's two names shortens on its own
    first, _gap, second = name.partition(team)
    if not second or cell_len(name) <= cells or cells < 2 * NAME_WIDTH + cell_len(team):
        return name_cell(name, cells)
    room = cells - cell_len(team)
    return name_cell(fit_name(first, room - room // 2) + team + fit_name(second, room // 2), cells)


class PutCenter(CardWidget):
    """The trick in play with its players, the put and the latest event, tricks so far, the score."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {*CARD_PARTS, "center--headline", "center--leader"}
    """The put and a round's result; the leading score."""

    DEFAULT_CSS = """
    PutCenter { height: 5; }
    """

    info: reactive[PutCenterInfo | None] = reactive(None)
    """What to show."""

    # -- fitting the columns ------------------------------------------------------------

    def layout(self, info: PutCenterInfo) -> Layout:
        """Column widths for this width: the middle keeps MIDDLE_MIN as long as the others can give way."""
        before, name, after = info.title
        plays = len(info.trick)
        rows = max(1, self.size.height - 1)
        boxed_cards = plays * (BOX_WIDTH + len(TRICK_GAP)) - 1 if plays else 1
        compact_cards = -(-plays // rows) * (COMPACT_ENTRY + PADDING) - PADDING if plays else 1
        title_min = cell_len(before + after) + min(cell_len(name), NAME_WIDTH)
        title = cell_len(before + name + after)
        boxed = self.size.height >= 5 and plays > 0
        score_names = SCORE_NAME_WIDTH
        steps = iter(("title", *["score"] * (SCORE_NAME_WIDTH - SCORE_NAME_MIN), "compact"))
        while True:
            trick = max(boxed_cards if boxed else compact_cards, title)
            middle = self.size.width - trick - self.score_width(info, score_names) - 2 * PADDING
            step = next(steps, None) if middle < MIDDLE_MIN else None
            if step is None:
                return Layout(trick=trick, boxed=boxed, middle=max(middle, 1), score_names=score_names)
            if step == "title":
                title = title_min
            elif step == "compact":
                boxed = False
            else:
                score_names -= 1

    # -- the three columns -------------------------------------------------------------

    def title_text(self, info: PutCenterInfo, width: int) -> Text:
        before, name, after = info.title
        name = fit_name(name, max(width - cell_len(before + after), NAME_WIDTH))
        return Text(before + name + after, style="bold", no_wrap=True, overflow="ellipsis")

    def trick_view(self, info: PutCenterInfo, layout: Layout) -> RenderableType:
        head = self.title_text(info, layout.trick)
        if not info.trick:
            return Group(head, Text("—", style="dim"))
        if layout.boxed:
            return Group(head, self.boxed_trick(info))
        return Group(head, self.compact_trick(info))

    def boxed_trick(self, info: PutCenterInfo) -> Text:
        """The cards boxed side by side, each over its player's name."""
        boxes = [boxed_row([card], self.look, info.best).split("\n") for _, card in info.trick]
        lines = [Text(TRICK_GAP).join(box[row] for box in boxes) for row in range(3)]
        gap = " " * (len(TRICK_GAP) - 1)
        names = gap.join(name_cell(name, NAME_WIDTH, centre=True) for name, _ in info.trick)
        return Text("\n").join([*lines, Text(names, style="dim")])

    def compact_trick(self, info: PutCenterInfo) -> Table:
        """The plays as "Ann    3♥" entries, top to bottom, in as many columns as needed."""
        rows = max(1, self.size.height - 1)
        grid = Table.grid(padding=(0, PADDING))
        columns = [info.trick[i : i + rows] for i in range(0, len(info.trick), rows)]
        for _column in columns:
            grid.add_column(no_wrap=True)
        for row in range(rows):
            cells = []
            for column in columns:
                if row < len(column):
                    name, card = column[row]
                    cells.append(
                        Text.assemble(
                            (name_cell(name, NAME_WIDTH) + " ", "dim"),
                            compact(card, self.look, highlight=card in info.best),
                        )
                    )
                else:
                    cells.append(Text(""))
            grid.add_row(*cells)
        return grid

    def banner_line(self, markup: str) -> Text:
        """A banner line with its `[headline]` parts in the headline colour."""
        line = rich_text(markup)
        headline = self.part("center--headline")
        line.spans = [span._replace(style=headline) if span.style == "headline" else span for span in line.spans]
        return line

    def middle_view(self, info: PutCenterInfo, width: int) -> RenderableType:
        """The banner, then as many of the latest finished tricks as the lines left hold (lines wrap)."""
        lines = [self.banner_line(line) for line in info.banner]
        room = self.size.height - sum(self.rows(line, width) for line in lines)
        history: list[Text] = []
        for line in reversed(info.history):
            text = Text(line, style="dim")
            room -= self.rows(text, width)
            if room < 0:
                break
            history.insert(0, text)
        return Text("\n").join(lines + history)

    def rows(self, text: Text, width: int) -> int:
        """Lines `text` takes at `width` cells."""
        return len(text.wrap(self.app.console, max(width, 1)))

    def score_width(self, info: PutCenterInfo, name_cells: int) -> int:
        columns = self.score_columns(info)
        names = min(name_cells, max(cell_len(name) for name, _ in info.scores))
        column = names + 1 + max(len(str(points)) for _, points in info.scores)
        return max(cell_len(info.score_title), len(columns) * (column + PADDING) - PADDING)

    def score_columns(self, info: PutCenterInfo) -> list[tuple[tuple[str, int], ...]]:
        """The score board's entries, in one column, or two when there are more players than lines."""
        rows = max(1, self.size.height - 1)
        per_column = rows if len(info.scores) <= rows else -(-len(info.scores) // 2)
        return [info.scores[i : i + per_column] for i in range(0, len(info.scores), per_column)]

    def score_view(self, info: PutCenterInfo, name_cells: int) -> RenderableType:
        """The score board, names shortened to `name_cells`."""
        columns = self.score_columns(info)
        names = min(name_cells, max(cell_len(name) for name, _ in info.scores))
        digits = max(len(str(points)) for _, points in info.scores)
        top = max(points for _, points in info.scores)
        lines = []
        for row in range(len(columns[0])):
            line = Text(no_wrap=True)
            for index, column in enumerate(columns):
                if row >= len(column):
                    continue
                name, points = column[row]
                line.append((" " * PADDING) if index else "")
                line.append(score_name(name, names) + " ")
                style = self.part("center--leader") if points == top and top > 0 else BOLD
                line.append(str(points).rjust(digits), style=style)
            lines.append(line)
        return Text("\n").join([Text(info.score_title, style="bold", no_wrap=True), *lines])

    def render(self) -> RenderableType:
        info = self.info
        if info is None:
            return ""
        layout = self.layout(info)
        grid = Table.grid(padding=(0, PADDING))
        grid.add_column(width=layout.trick, no_wrap=True)
        grid.add_column(width=layout.middle)
        grid.add_column(no_wrap=True)
        grid.add_row(
            self.trick_view(info, layout),
            self.middle_view(info, layout.middle),
            self.score_view(info, layout.score_names),
        )
        return grid
