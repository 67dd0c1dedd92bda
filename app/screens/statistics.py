"""Statistics (PRODUCT.md screen 5): per game and player name, with a chart of the last game.

One tab per game (left/right switch when the tabs have focus), a table of the
players who sat at that game (tab moves into it, up/down choose a player), and
below it the chosen player's stack (or Put score) after each round of their last
game. In a game with decisions the table also says how often a person's choices agreed
with the sharp player's and what a choice gave away on average (expected chips, or
percentage points of the chance to win the game), and `k` turns the chart to the agreement game by
game. With no statistics the screen says so instead of showing empty tables (and, with the statistics off, why:
nothing is counted then). Everything is in
the language in force, drawn again after a switch (`retranslate`).
"""

from __future__ import annotations

import math
from typing import cast

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Static, Tab, Tabs
from textual_plotext import PlotextPlot

from ...rules.games import all_games, by_id, game_ids
from ..saving.saved import load_last_join, load_last_setups
from ..saving.statistics import PlayerStats, Statistics
from ..widgets.footer import ParlourFooter
from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourScreen
from ..words import numbers
from ..words.i18n import N_, _, language, ngettext, pgettext
from ..words.review_words import cost_short
from ..words.seat_words import YOU, shown_name

EMPTY_ALL = N_(
    "No statistics yet.\n\nEvery round you play on this computer is counted here, per game and per player "
    "name: games, rounds, wins, chips won or lost, the best and worst round, how often your choices "
    "agreed with the sharp player's, and charts of the last game and of your choices. Rounds at network "
    "tables count too, as your seat saw them."
)
"""Paragraphs without line breaks of their own: the screen wraps them at its width."""


def signed(value: int | None) -> str:
    """+12, -3, 0, or a dash for nothing."""
    if value is None:
        return "—"
    return numbers.whole(value, signed=True)


def rebuys_text(record: PlayerStats) -> str:
    """How often a player bought in again (CH-4) and the chips that brought: "2 (40)", or "0"."""
    if not record.rebuys:
        return "0"
    return _("{count} ({chips})").format(count=record.rebuys, chips=record.rebought)


def integer_ticks(low: int, high: int, most: int = 8) -> list[int]:
    """At most `most` evenly spaced whole numbers from `low` to `high`, both of them named where a step up to twice
    the smallest one reaches it (seen: "0 2 4 6 8" under nine rounds, the last one unnamed: "0 3 6 9")."""
    least = max(1, math.ceil((high - low) / (most - 1)))
    step = next((step for step in range(least, 2 * least + 1) if (high - low) % step == 0), least)
    return list(range(low, high + 1, step))


def row_ticks(low: int, high: int, rows: int, most: int = 6) -> tuple[list[int], float]:
    """Whole numbers up the side of a chart `rows` rows high from `low`, evenly spaced in value and the same number of
    rows apart (as many as `most`), and the top of the chart's range that puts each on a row of its own, at least
    `high` (seen at 80x24: "100 91 82" on four rows, one row apart then two)."""
    span = max(rows, 2) - 1  # rows above the lowest
    apart = math.ceil(span / (most - 1))
    step = max(1, math.ceil((high - low) * apart / span))
    return [low + step * index for index in range(span // apart + 1)], low + step * span / apart


BAR_GAMES = 24
"""Up to this many games the choices chart draws a bar per game; more make a line."""
LABELLED_BARS = 8
"""Up to this many bars each has its figure written above it (more would run into each other at 80 columns)."""


def percent(share: float | None) -> str:
    """ "62%", or a dash for nothing."""
    return "—" if share is None else numbers.percent(share)


def table_rows(records: dict[str, PlayerStats], people: frozenset[str] = frozenset()) -> list[tuple[str, PlayerStats]]:
    """Players in table order: the people of this computer first (the first row is the one chosen as the screen
    opens: further down a long table, it scrolled the first rows out of sight), then most rounds first, then by
    name. `people`: names people sat down with here (`people_here`)."""
    return sorted(
        records.items(), key=lambda item: (not a_person_here(*item, people), -item[1].rounds, item[0].casefold())
    )


def a_person_here(name: str, record: PlayerStats, people: frozenset[str] = frozenset()) -> bool:
    """Whether `name` is a person who played at this computer: the default name of the one person at the keyboard,
    a name whose decisions were judged here (only a person's are: a network seat's name, a renamed seat; seen: a
    friend's own row came after the host's and the computer players', the host's chart shown him), or one of
    `people` (Put and Take has no decisions to judge: a friend's own row came after the host's there still)."""
    return name == YOU or record.judged > 0 or name in people


def people_here() -> frozenset[str]:
    """The names people sat down with at this computer, as far as it remembers them: the people's seats of each
    game's last setup and the name the last network table seated him with (seen: joined as "Ann", seated as "Ann 2"
    beside the host Ann, whose row came first; a file that cannot be read adds none; the screens that use the files
    say so)."""
    setups, _notice = load_last_setups()
    joined, _notice = load_last_join()
    names = {seat.name for setup in setups.setups.values() for seat in setup.seats if seat.human}
    return frozenset(names | ({joined.seated_as or joined.name} if joined is not None else set()))


TABLE_LINES = 10
"""The table's lines at most at 80x24 (its heading and nine rows; assets/around.tcss)."""
CHART_ROOM = 26
"""The lines a taller terminal keeps for everything but the table (the chart's share the most of them)."""
CHART_FRAME = 4
"""Rows of a stack chart that are not its plot: its frame's top, the axis under it, the rounds' figures, the word
"round"."""


class StatisticsScreen(ParlourScreen):
    """Statistics of every game played on this computer."""

    BINDINGS = [
        Binding("k", "toggle_chart", N_("Chart"), tooltip=N_("the stack or score chart, or the choices")),
        Binding("escape", "back", N_("Back")),
    ]
    """Tab moves between the game tabs and the table; k switches the chart."""

    def __init__(self, game: str | None = None, stats: Statistics | None = None) -> None:
        super().__init__()
        self.stats = stats or Statistics()
        """The statistics shown (each tab read when it is shown, each chart when its player is chosen)."""
        self.played = self.stats.any_games()
        """The games anybody has played."""
        played = [name for name in game_ids() if name in self.played]
        self.game = game if game in game_ids() else (played[0] if played else game_ids()[0])
        """The game whose tab is open."""
        self.records: dict[str, PlayerStats] = {}
        """The open tab's players."""
        self.people = people_here()
        """The names people sat down with here: their rows come first (`table_rows`)."""
        self.choices_chart = False
        """The chart shows the chosen player's agreement with the sharp player game by game (k), not the
        stack over the last game."""
        self.player: str | None = None
        """The player whose chart is shown."""
        self.told: str | None = None
        """The statistics' last notice shown (`tell`)."""

    def compose_body(self) -> ComposeResult:
        title, keys = _("Statistics"), _("per game and player name · ←/→ game · tab, then ↑/↓ player")
        yield SafeStatic(f"[b]{title}[/b]  [dim]{keys}[/]", id="stats-title")
        yield Tabs(
            *(Tab(_(info.title), id=f"stats-{info.id}") for info in all_games()),
            active=f"stats-{self.game}",
            id="stats-games",
        )
        with Vertical(id="stats-main"):
            yield DataTable(id="stats-table", cursor_type="row", zebra_stripes=True)
            yield SafeStatic(id="stats-legend")
            yield SafeStatic(id="stats-chart-title")
            yield PlotextPlot(id="stats-chart")
        yield SafeStatic(id="stats-empty")
        yield ParlourFooter()

    def on_resize(self, event: events.Resize) -> None:
        # A tall terminal shows more of the table (seen at 160x50: ten players as nine and a scrollbar, above a
        # chart of thirty rows); at 80x24 the stylesheet's ten lines, the chart keeping its room.
        self.query_one("#stats-table").styles.max_height = max(TABLE_LINES, event.size.height - CHART_ROOM)
        super().on_resize(event)
        if self.player:  # its ticks fit its new height (`plot_series`), once it has it
            self.call_after_refresh(self.show_chart, self.player)

    def on_mount(self) -> None:
        self.show_game(self.game)

    def tell(self) -> None:
        """Show the statistics' notice once it is new: a file found damaged (or unreadable) at any tab or chart, not
        only as the screen opened."""
        if self.stats.notice and self.stats.notice != self.told:
            self.told = self.stats.notice
            self.notify(self.stats.notice, severity="warning", timeout=8, markup=False)

    def retranslate(self) -> None:
        """Draw the screen again in the language now in force, on the same tab, player and chart."""
        self._drawn_in = language()
        self.call_next(self._draw_again)

    async def _draw_again(self) -> None:
        player = self.player
        await self.recompose()
        self.show_game(self.game)
        if player in self.records:
            table = self.query_one("#stats-table", DataTable)
            table.move_cursor(row=[name for name, _record in table_rows(self.records, self.people)].index(player))
            self.show_chart(player)
        self.refresh_bindings()

    @on(Tabs.TabActivated, "#stats-games")
    def on_game_chosen(self, message: Tabs.TabActivated) -> None:
        game = (message.tab.id or "").removeprefix("stats-")
        if game in game_ids() and game != self.game:
            self.show_game(game)

    def show_game(self, game: str) -> None:
        """Fill the table for `game`, or show the empty state."""
        self.game = game
        records = self.records = self.stats.players(game)
        self.set_class(not records, "-empty")
        empty = self.query_one("#stats-empty", Static)
        if not records:
            empty.update(self.empty_text(game))
        table = self.query_one("#stats-table", DataTable)
        table.clear(columns=True)
        net = _("Chips ±") if by_id(game).chip_game else _("Points ±")  # the net: won less lost
        columns = [_("Player"), _("Games"), _("Rounds"), _("Wins"), net, _("Best round"), _("Worst round")]
        judged = by_id(game).decisions
        rebuys = any(record.rebuys for record in records.values())
        if judged:  # ten columns at the most: the headings the table's own words (a language may shorten them)
            columns = columns[:5] + [
                pgettext("statistics column", "Best"),
                pgettext("statistics column", "Worst"),
                pgettext("statistics column", "Agreed"),
                _("Cost"),
            ]
        if rebuys:
            columns.insert(5, pgettext("statistics column", "Rebuys"))
        table.add_columns(*columns)
        rows = table_rows(records, self.people)
        for name, record in rows:
            cells = [
                Text(shown_name(name)),
                str(record.games),
                str(record.rounds),
                str(record.wins),
                signed(record.net),
                *([rebuys_text(record)] if rebuys else []),
                signed(record.best_round),
                signed(record.worst_round),
            ]
            if judged:
                cells += [percent(record.agreement), self.given_text(record.given_per_decision)]
            table.add_row(*cells, key=name)
        legend = self.query_one("#stats-legend", Static)
        legend.display = (judged or rebuys) and bool(records)
        notes = [_("rebuys: times rebought (chips received), not counted in Chips ±")] if rebuys else []
        reviewer = by_id(game).reviewer() if judged else None
        if reviewer is not None and "perfect" in reviewer.judges:
            notes.append(_("agreed: choices matching perfect play (two players), else the sharp player's"))
            notes.append(_("cost: win chance given away per choice"))
        elif reviewer is not None:
            chips = reviewer.unit == "chips"
            notes.append(
                _("agreed: choices matching the sharp player's · cost: chips given away per choice")
                if chips
                else _("agreed: choices matching the sharp player's · cost: win chance given away per choice")
            )
        if notes:
            legend.update("\n".join(f"[dim]{text}[/]" for text in notes))
        if records:  # your own chart first: your row heads the table
            table.move_cursor(row=0)
            self.show_chart(rows[0][0])
        self.tell()

    def empty_text(self, game: str) -> str:
        """What an empty tab says: that the statistics are off and why (the notice's line: seen promising that every
        round is counted while none could be), that nothing is recorded yet, or that this game has no rounds."""
        if self.stats.off:
            return literal(self.stats.off[:1].upper() + self.stats.off[1:])  # a path may hold "["
        if not self.played:
            return _(EMPTY_ALL)
        return _("No rounds of {game} played yet.").format(game=_(by_id(game).title))

    @on(DataTable.RowHighlighted, "#stats-table")
    def on_player_chosen(self, message: DataTable.RowHighlighted) -> None:
        if message.row_key.value is not None:
            self.show_chart(message.row_key.value)

    def given_text(self, given: float | None) -> str:
        """What a judged decision gave away on average: chips, or percentage points of the chance to win the
        game."""
        if given is None:
            return "—"
        reviewer = by_id(self.game).reviewer()
        return cost_short(given, reviewer) if reviewer else "—"

    def action_toggle_chart(self) -> None:
        self.choices_chart = not self.choices_chart
        if self.player is not None:
            self.show_chart(self.player)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        return allowed if allowed is not True or action != "toggle_chart" else by_id(self.game).decisions

    def show_chart(self, name: str) -> None:
        """Draw the chart of `name` (text: `literal` in markup): the stack, or the choices game by game."""
        self.player = name
        if self.choices_chart and by_id(self.game).decisions:
            self.show_choices_chart(name)
            return
        chart_data = self.stats.chart(self.game, name)
        series = chart_data.series
        shown = literal(shown_name(name))
        title = self.query_one("#stats-chart-title", Static)
        chart = self.query_one("#stats-chart", PlotextPlot)
        plt = chart.plt
        plt.clear_data()
        if len(series) < 2:
            title.update(_("[b]{name}[/b]: no rounds recorded in the last game").format(name=shown))
        else:
            played = len(series) - 1 + chart_data.dropped
            what = (
                _("[b]{name}[/b]: stack over the last game")
                if by_id(self.game).chip_game
                else _("[b]{name}[/b]: score over the last game")
            ).format(name=shown)
            rounds = ngettext("{n} round; 0 = before the first", "{n} rounds; 0 = before the first", played).format(
                n=played
            )  # short: the title is one line (seen cut at 80 columns, the count of rounds lost)
            title.update(f"{what} [dim]({rounds})[/]")
            self.plot_series(plt, chart_data.dropped, series, chart.size.height)
        chart.refresh()
        self.tell()

    def show_choices_chart(self, name: str) -> None:
        """`name`'s agreement with the sharp player in each game of the open tab, oldest first."""
        points = self.stats.choices_chart(self.game, name)
        title = self.query_one("#stats-chart-title", Static)
        chart = self.query_one("#stats-chart", PlotextPlot)
        plt = chart.plt
        plt.clear_data()
        chips = by_id(self.game).chip_game
        if not points:
            text = (
                _("[b]{name}[/b]: no decisions judged yet [dim](k: the stack chart)[/]")
                if chips
                else _("[b]{name}[/b]: no decisions judged yet [dim](k: the score chart)[/]")
            )
        elif "perfect" in by_id(self.game).reviewer().judges:
            # (perfect play judges two-player games, the sharp player the others: the note above says so)
            text = _("[b]{name}[/b]: choices agreed, game by game [dim](k: the score)[/]")
        else:
            text = (
                _("[b]{name}[/b]: choices matching the sharp player's, game by game [dim](k: the stack)[/]")
                if chips
                else _("[b]{name}[/b]: choices matching the sharp player's, game by game [dim](k: the score)[/]")
            )
        title.update(text.format(name=literal(shown_name(name))))
        if points:
            games = list(range(1, len(points) + 1))
            shares = [round(100 * point.agreement) for point in points]
            if len(points) <= BAR_GAMES:
                plt.bar(games, shares, width=0.5)
                plt.xlim(0, len(points) + 1)
                plt.xticks(cast("list[float]", games))  # plotext takes whole numbers too
                if len(points) <= LABELLED_BARS:  # each bar's figure above it: a bar of 0% is otherwise no bar at all
                    for game, share in zip(games, shares):
                        plt.text(numbers.percent(share / 100), game, min(share + 6, 96), alignment="center")
            else:
                plt.plot(games, shares, marker="braille")
                plt.xlim(1, len(points))
                plt.xticks(cast("list[float]", integer_ticks(1, len(points))))
            plt.ylim(0, 100)
            ticks = [0.0, 25.0, 50.0, 75.0, 100.0]
            plt.yticks(ticks, [numbers.percent(tick / 100) for tick in ticks])
            plt.xlabel(_("game"))
        chart.refresh()

    @staticmethod
    def plot_series(plt, first_round: int, series: tuple[int, ...], height: int = 0) -> None:
        """One line: the value after each round, with whole-number ticks (a flat line gets some room), no more of
        them up its side than every other row of a chart `height` rows high has room for (seen at 80x24: "10 8 6 2
        0" on five rows, the 4 drawn over)."""
        rounds = list(range(first_round, first_round + len(series)))
        low, high = min(series), max(series)
        if low == high:
            low, high = low - 1, high + 1
        plt.plot(rounds, list(series), marker="braille")
        plt.xlim(rounds[0], rounds[-1])
        plt.xticks(integer_ticks(rounds[0], rounds[-1]))
        ticks, top = row_ticks(low, high, height - CHART_FRAME if height else 11)  # (before any layout: room)
        plt.ylim(low, top)
        plt.yticks(ticks)
        plt.xlabel(_("round"))

    def action_back(self) -> None:
        self.dismiss(None)
