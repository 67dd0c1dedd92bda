"""After each round: who paid and received what, and where everyone stands."""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable

from ..games.presenter import PLAYER, SummaryRow
from ..widgets.literal import SafeStatic
from ..words.i18n import N_, _
from ..words.numbers import clock
from .demo import demo_words
from .felt import LOG_KEYS, OverTheTable

REBOUGHT = N_("Rebought")
"""The column of the chips received again at the round's end (CH-4), shown when somebody rebought, between
"This round" and "Now": the round's result and the rebuy together make the stack now."""


PAUSE = "pause"
"""What the summary is dismissed with when escape asks for the table's pause menu (else None: play on)."""
OVERTAKEN = "overtaken"
"""What the summary is dismissed with when it gives way to the person's decision in the next round, a server's
table having dealt it (not read by its person: the server is not told it was, seen, a silent player's summary
closed by itself counted as him back at the table)."""


class RoundSummary(OverTheTable[str | None]):
    """A short summary; space or enter continues, escape pauses the table."""

    BINDINGS = [
        Binding("space,enter", "dismiss_summary", N_("Continue")),
        Binding("escape", "pause", N_("Pause")),
        Binding("escape", "menu", N_("Menu")),  # a server's table: it plays on meanwhile (`check_action`)
        Binding("v", "toggle_money", N_("Value"), tooltip=N_("chips or money")),
        Binding("q", "quit_table", N_("Quit")),
        Binding("a", "toggle_auto", N_("Auto"), tooltip=N_("auto-play on / off"), show=False),
        *LOG_KEYS,  # the table's log, behind the summary (seen at 80x24: who paid what, not to be read before space)
    ]
    """Continue to the next round; escape pauses as at the table (seen: it dealt the next round, and a table
    playing itself played it at once), the summary there again unless the pause leaves; v shows chips or money as
    at the table; q quits as at the table (asking first); a turns the table's auto-play on or off, as at the
    table. Where the table cannot pause (the demo) escape continues; at a server's table, which plays on, escape
    is "Menu" as at the table (seen: "esc Pause" over a table that went on)."""

    COMPONENT_CLASSES = {"summary--gain", "summary--loss"}
    """Chips won, chips lost."""

    def __init__(
        self,
        title: str,
        rows: list[SummaryRow],
        heading: str = PLAYER,
        close_after: float | None = None,
        quit_table: Callable[[], None] | None = None,
        money: Callable[[], list[SummaryRow]] | None = None,
        auto_play: Callable[[], None] | None = None,
        pauses: bool = True,
        plays_on: bool = False,
        note: Callable[[], str | None] = lambda: None,
        waits: Callable[[], float | None] = lambda: None,
        decision_due: Callable[[], bool] = lambda: False,
        words: Callable[[], tuple[str, list[SummaryRow]]] | None = None,
    ) -> None:
        super().__init__()
        self.words = words
        """The title and the rows again, in the language in force: the summary is composed anew in the language
        switched to (seen: "Round 1" and "You" left in English over a table speaking Russian)."""
        self.decision_due = decision_due
        """Whether this person's decision has come due behind the summary (a server's table dealt the next round
        once its wait for the readers ran out): the summary then gives way to the table, saying so."""
        self.waits = waits
        """Seconds a server's table still waits for this person to read the summary before the next round (None:
        it does not wait for him), said and counted down under the rows (seen: the others were told, he was not)."""
        self.note = note
        """A line under the rows (markup), as the table shows amounts now: Red Dog's pot, which with the stacks makes
        every chip (seen: a player could not check the round's figures, the pot only behind the dialog)."""
        self.plays_on = plays_on
        """The table plays on while its menu is open (a server's pace): escape is called "Menu", not "Pause"."""
        self.pauses = pauses
        """Escape pauses the table (dismissed with PAUSE); where it cannot (the demo), escape continues."""
        self.auto_play = auto_play
        """The table's auto-play key (a summary comes up while the table plays itself, its prompt saying "a stops
        it"): the table's own `a`; None where the table has none (a server's pace, the demo)."""
        self.money = money
        """The table's chips-or-money key (CH-6): turns it over and gives the rows again; None: a game without
        chips, no v here."""
        self.quit_table = quit_table
        """The table's own quit (it asks first, and says whether the game is saved); None: no q here."""
        self.close_after = close_after
        """Seconds after which the summary closes by itself (the demo), or None to wait for a key."""
        self.title_text = title
        self.rows = rows
        self.headers = (heading, N_("This round"), N_("Now"))
        """The columns' headings (messages, translated when shown): the rows' (`heading`: players, or teams), the
        round's result, the score now."""

    def compose_body(self) -> ComposeResult:
        if self.words is not None and self.is_mounted:  # composed again: the language changed
            self.title_text, self.rows = self.words()
        yield SafeStatic(f"[b]{self.title_text}[/b]", classes="dialog-title")
        yield SummaryTable(self)
        note = self.note()
        line = SafeStatic(note or "", id="summary-note")
        line.display = bool(note)  # a game whose stacks hold every chip: no line
        yield line
        wait = SafeStatic("", id="summary-wait")
        wait.display = False
        yield wait
        if self.app.demo:
            hint = demo_words()
        elif self.money is not None:
            hint = _("space / enter: continue · v: chips or money · q: quit")
        else:
            hint = _("space / enter: continue · q: quit")
        yield SafeStatic(f"[dim]{hint}[/]", classes="dialog-hint")

    def on_mount(self) -> None:
        if self.plays_on:
            self.show_wait()
            self.set_interval(1.0, self.show_wait)
        if self.close_after is not None:
            self.set_timer(self.close_after, self.action_dismiss_summary)

    def fill(self, table: DataTable) -> None:
        """The summary's columns and rows (the rebuys' column only when somebody rebought)."""
        rebuys = any(row.rebought for row in self.rows)
        headers = [_(header) for header in self.headers]
        table.add_columns(*headers[:2], *([_(REBOUGHT)] if rebuys else []), *headers[2:])
        for row in self.rows:
            change = row.change
            part = "summary--gain" if change.startswith("+") else "summary--loss" if change.startswith("-") else None
            # Every cell is text: a name is the player's, and money ends with a currency the player typed (CH-6)
            table.add_row(
                Text(row.name),
                Text(change, style=self.get_component_rich_style(part, partial=True)) if part else Text(change),
                *([Text(row.rebought)] if rebuys else []),
                Text(row.now),
            )

    def show_wait(self) -> None:
        """The wait for this person at a server's table, as it stands (hidden once the table waits no more); once
        the next round has made his decision due, the summary gives way to the table."""
        if self.decision_due() and self.is_current:
            self.notify(_("The next round has begun, and it is your turn"), severity="warning")
            self.dismiss(OVERTAKEN)
            return
        left = self.waits()
        line = next(self.query("#summary-wait").results(SafeStatic), None)
        if line is None:  # a summary whose app quit as it opened: mounted without its widgets (SteadyScreen)
            return
        line.display = left is not None
        if left is not None:
            line.update(_("The next round begins in {time}, or once everybody has read this").format(time=clock(left)))

    def action_dismiss_summary(self) -> None:
        if self.is_current:
            self.dismiss(None)

    def action_pause(self) -> None:
        if self.is_current:
            self.dismiss(PAUSE if self.pauses else None)

    action_menu = action_pause

    def action_quit_table(self) -> None:
        if self.is_current and self.quit_table is not None:
            self.quit_table()

    def action_toggle_auto(self) -> None:
        if self.auto_play is not None:
            self.auto_play()

    def action_toggle_money(self) -> None:
        if self.money is not None:
            self.rows = self.money()
            table = self.query_one(SummaryTable)
            table.clear(columns=True)
            self.fill(table)
            note = self.note()
            self.query_one("#summary-note", SafeStatic).update(note or "")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "quit_table" and self.quit_table is None:
            return False
        if action == "toggle_money" and self.money is None:
            return False
        if action == "toggle_auto" and self.auto_play is None:
            return False
        if action in ("pause", "menu"):
            return self.plays_on == (action == "menu")
        return super().check_action(action, parameters)


class SummaryTable(DataTable):
    """The summary's table, filled as it mounts itself: a dialog's own mount may come before the widgets in its
    body have mounted (seen under load at a table playing itself: the dialog found no table to fill)."""

    def __init__(self, summary: RoundSummary) -> None:
        super().__init__(show_cursor=False, id="summary-table")
        self.can_focus = False
        self.summary = summary

    def on_mount(self) -> None:
        self.summary.fill(self)
