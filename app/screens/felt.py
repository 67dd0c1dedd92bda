"""The felt: the table's layout, shared by the table where a game is played and the review of one.

Seats around the felt (the others across the top, the bottom seat under the middle), the
game's middle, a side column with the coach's panel and the round log, and the line
above them. What each part shows comes from the game's presenter (app/games/<game>/),
one seat view at a time, with the seats' names as shown in the language in force ("You" reads
«Вы» in Russian; `make_presenter` makes a new one after the language is switched); the styles
(assets/parlour.tcss and each game's table.tcss) are written for `FeltScreen`, so both screens
look alike at every size.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.widgets import Static

from ..games import presenter_for
from ..games.presenter import Presenter, TableContext
from ..seating.table_setup import TableSetup
from ..widgets.cards import label
from ..widgets.coach_panel import CoachColumn, CoachPanel
from ..widgets.round_log import RoundLog
from ..widgets.screen_base import ParlourModal, ParlourScreen, ResultT
from ..widgets.seat import SeatPanel
from ..widgets.status_line import StatusLine, StatusPart
from ..words.i18n import N_
from ..words.seat_words import shown_name

LOG_KEYS = [
    Binding(
        "left_square_bracket",
        "scroll_log(-1)",
        N_("Scroll"),
        key_display="[/]",
        tooltip=N_("the log back (and ] forward)"),
    ),
    Binding("right_square_bracket", "scroll_log(1)", N_("Scroll"), show=False, tooltip=N_("the log forward")),
    Binding("left_curly_bracket", "log_end(False)", N_("First line"), show=False, tooltip=N_("the log's first line")),
    Binding("right_curly_bracket", "log_end(True)", N_("Newest"), show=False, tooltip=N_("the log's newest line")),
]
"""The log's keys, for the screens that show one (their arrows and page keys are the game's)."""


class OverTheTable(ParlourModal[ResultT]):
    """A dialog over a table (a round's summary, the final standings) whose LOG_KEYS scroll the table's log behind
    it (seen at 80x24: who paid what in the last round unreadable from the final standings)."""

    def table_below(self) -> FeltScreen | None:
        """The table this screen is over."""
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 and stack[-1] is self else None
        return below if isinstance(below, FeltScreen) else None

    def action_scroll_log(self, pages: int) -> None:
        """The log of the table behind a page back (-1) or on (1)."""
        if (table := self.table_below()) is not None:
            table.action_scroll_log(pages)

    def action_log_end(self, newest: bool) -> None:
        """The log of the table behind at its newest line, or its first."""
        if (table := self.table_below()) is not None:
            table.action_log_end(newest)


class FeltScreen(ParlourScreen):
    """A table's seats, middle, side panels and status line; subclasses add what goes below."""

    def __init__(self, setup: TableSetup, seed: int | None, **context) -> None:
        super().__init__()
        self.setup = setup
        self.game = setup.game
        """The game's key (the rules screen opens on its book)."""
        self.bottom_seat = setup.people[0] if setup.people else 0
        """The seat drawn at the bottom: the first person's, else seat 0."""
        self._felt_seed, self._felt_extras = seed, context
        self.presenter: Presenter = self.make_presenter()
        self.add_class(f"game-{setup.game}")
        self._lines: dict[str, str] = {}
        self._money_fit_due = False

    def make_presenter(self) -> Presenter:
        """The game's presenter, with the names as shown in the language now in force."""
        setup = self.setup
        table = TableContext(
            names=tuple(shown_name(name) for name in setup.names),
            people=setup.people,
            bottom=self.bottom_seat,
            seed=self._felt_seed,
            label=self.card_label,
            settings=setup.settings,
            **self._felt_extras,
        )
        return presenter_for(setup.game)(table)

    def compose_felt(self) -> ComposeResult:
        self.fit_classes(*self.app.size, update=False)  # styled for its size as it mounts: no restyle at once
        yield StatusLine(id="table-status")
        with Horizontal(id="table-main"):
            with Vertical(id="felt"):
                with Grid(id="opponents", classes=f"seats-{self.setup.players - 1}"):
                    for seat in self.others():
                        yield SeatPanel(id=f"seat-{seat}", classes="opponent")
                yield self.presenter.make_center()
                yield SeatPanel(id=f"seat-{self.bottom_seat}", classes="me")
            with CoachColumn(id="side"):
                yield CoachPanel(id="coach")
                yield RoundLog(id="log")

    async def seat_at_bottom(self, seat: int) -> None:
        """Draw `seat` at the bottom from now on (with several people at one keyboard, the seat of the
        person whose turn it is): the seats' panels are placed again around the felt."""
        if seat == self.bottom_seat or not self.is_mounted:
            return
        self.bottom_seat = seat
        await self.query(SeatPanel).remove()
        await self.query_one("#opponents", Grid).mount_all(
            SeatPanel(id=f"seat-{other}", classes="opponent") for other in self.others()
        )
        await self.query_one("#felt", Vertical).mount(SeatPanel(id=f"seat-{seat}", classes="me"))

    def on_seat_panel_money_room(self, message: SeatPanel.MoneyRoom) -> None:
        """Every seat asks when the table is redrawn or resized: the seats are measured once for all of them, after
        the messages already waiting (each seat's among them)."""
        message.stop()
        if not self._money_fit_due:
            self._money_fit_due = True
            self.call_later(self.fit_money)

    def fit_money(self) -> None:
        """Every seat shows money alike: without its currency once any seat, in its own room, must give it up (the
        status line names it), else with it (seen at 80 columns: "9.90 EUR" on the bottom seat, "9.90" on the seats
        across, and at 100 one seat of four without it, its name the longest)."""
        self._money_fit_due = False
        panels = list(self.query(SeatPanel))
        bare = any(panel.gives_up_currency() for panel in panels)
        for panel in panels:
            panel.bare_money = bare

    def seat_panels(self) -> dict[int, SeatPanel]:
        """The seats' panels, by seat."""
        return {int(panel.id.removeprefix("seat-")): panel for panel in self.query(SeatPanel) if panel.id}

    def others(self) -> list[int]:
        """The other seats, clockwise from the bottom seat's left."""
        n = self.setup.players
        return [(self.bottom_seat + i) % n for i in range(1, n)]

    @property
    def log_widget(self) -> RoundLog:
        return self.query_one(RoundLog)

    def action_scroll_log(self, pages: int) -> None:
        """The log a page back (-1) or on (1); it follows its end again once scrolled to it."""
        log = self.log_widget
        log.scroll_by(pages * log.page)

    def action_log_end(self, newest: bool) -> None:
        """The log's newest line (following it again), or its first."""
        if newest:
            self.log_widget.scroll_to_newest()
        else:
            self.log_widget.scroll_to_first()

    def on_resize(self) -> None:
        self.fit_classes(*self.size)

    def fit_classes(self, width: int, height: int, update: bool = True) -> None:
        """The layout's classes for a terminal of this size, in one change (one restyle when `update`)."""
        wide, tall = width >= 120, height >= 36
        self.update_classes({"-wide": wide, "-tall": tall, "-cramped": not wide and not tall}, update=update)

    def card_label(self, card: str) -> str:
        """A card in the current card style."""
        return label(card, self.app.prefs)

    def show_status(self, parts: list[StatusPart]) -> None:
        """The line above the felt, fitted to its width as it is drawn (StatusLine)."""
        line = self.query_one("#table-status", StatusLine)
        line.show(parts)
        self._lines["#table-status"] = line.text

    def show_line(self, selector: str, text: str) -> None:
        """Update a one-line Static only when its text changes (an update costs a layout pass)."""
        if self._lines.get(selector) != text:
            self._lines[selector] = text
            line = self.query_one(selector, Static)
            line.update(text)
            line.set_class(not text, "-empty")
