"""The table: one screen for every game, drawn from one seat's view through the table session.

The screen keeps the pace (a timer moves automatic steps and computer players on, never
blocking the keyboard; `space` moves on at once), chooses whose view is shown (see
`viewer`) and draws the seats, the middle, the lines and the log from that view alone.
What those parts show, and the decision keys, come from the game's presenter
(app/games/<game>/), in the language in force; after a switch (Preferences opened over the
table) `retranslate` draws every part again in the new one, the game and the bet being typed
kept. Decisions arrive as messages from the prompt line and go to the
session; what follows a change (a hand-over, a dialog, the round summary, the end) is
`TableFlow`'s business.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer

from ...rules.errors import IllegalAction
from ..saving.saved import save_preferences
from ..seating.table_seat import Change, TableLook, TableSeat
from ..widgets.coach_panel import CoachPanel
from ..widgets.footer import ParlourFooter
from ..widgets.literal import SafeStatic, literal
from ..widgets.prompt_line import PromptLine
from ..widgets.seat import SeatInfo, SeatPanel
from ..widgets.status_line import StatusPart
from ..words.i18n import N_, _, language
from ..words.numbers import clock, whole
from ..words.seat_words import shown_name
from .demo import demo_words
from .felt import LOG_KEYS, FeltScreen
from .game_over import GameOverScreen
from .preferences import SPEEDS, speed_label
from .table_flow import TableFlow

MIN_TICK = 0.03
"""Seconds between steps when the animation speed is 0 (instant)."""
LAST_MINUTE = 60.0
"""Seconds left of a server's wait for the person to decide from which he is told so (`show_wait`)."""
UNSAVED_KEPT = 5
"""The status line's "not saved" stays longest as the line shortens (StatusPart.keep; the game's own part is 4)."""


def marked_away(info: SeatInfo) -> SeatInfo:
    """A seat whose person has gone from a server's table, said first on its line (seen: only a log line told it,
    the seat looking as if its person were there)."""
    away = _("away")
    if info.notes:
        bare = (away, *info.notes_bare) if info.notes_bare else ()
        return replace(info, notes=(away, *info.notes), notes_bare=bare)
    return replace(info, status=f"{away} · {info.status}" if info.status else away)


class TableScreen(FeltScreen):
    """A game at the table, seen from one seat."""

    BINDINGS = [
        Binding("space", "next", N_("Next")),
        Binding("space", "decision_first", show=False),  # while a person decides: says so, not nothing
        Binding("a", "toggle_auto", N_("Auto"), tooltip=N_("auto-play on / off")),
        Binding("c", "toggle_coach", N_("Coach"), tooltip=N_("coach on / off")),
        Binding("g", "strategy", N_("Strategy"), tooltip=N_("how the game is best played at this score")),
        Binding("v", "toggle_money", N_("Value"), tooltip=N_("chips or money")),
        Binding("v", "no_money", N_("Value"), show=False),  # a chip of no value in money: `v` says so (`check_action`)
        Binding("l", "toggle_log", N_("Log"), tooltip=N_("log on / off")),
        *LOG_KEYS,
        Binding("escape", "pause", N_("Pause")),
        Binding("escape", "menu", N_("Menu")),  # a server's table: it plays on meanwhile (`check_action`)
        Binding("q", "quit_table", N_("Quit")),
        Binding("minus", "pace(1)", N_("Pace"), key_display="-/+", tooltip=N_("slower")),
        Binding("plus,equals_sign", "pace(-1)", N_("Pace"), show=False, tooltip=N_("faster")),
        Binding("a,minus,plus,equals_sign", "server_pace", show=False),  # a server's table: they say why not
    ]
    """Keys at every table; the prompt line adds the game's decision keys before them. Pace comes last:
    on a narrow footer it is the one left out (the keys panel lists every key)."""

    auto: reactive[bool] = reactive(True, init=False)
    """Whether automatic steps and computer moves run by themselves."""
    coach: reactive[bool] = reactive(False, init=False)
    """Whether the coach's panel is shown (figures from the viewer's view alone)."""
    money: reactive[bool] = reactive(False, init=False)
    """Whether stacks, the pot and round results show in money, at the setup's chip value (CH-6)."""

    def __init__(self, session: TableSeat, look: TableLook | None = None) -> None:
        super().__init__(
            session.setup,
            session.seed,
            chips=self.chips_text,
            change=self.change_text,
            bare=self.bare_chips_text,
            worth=self.worth_text,
            bare_worth=self.bare_worth_text,
            currency=self.currency_text,
        )
        self.session = session
        """The game: seat views out, decisions in. The screen never reads its full state."""
        self.opening_look = look
        """How the table opens (None: as the session keeps it, a network seat taken back, else as the preferences
        say)."""
        self.revealed: int | None = self.setup.people[0] if len(self.setup.people) == 1 else None
        """The seat whose cards are shown (see `viewer`); TableFlow moves it between several people."""
        self.flow = TableFlow(self)
        self._timer: Timer | None = None
        self._wait_timer: Timer | None = None
        """A server's table: the prompt's count of the wait for a person, redrawn each second."""
        self._wait_said = False
        """The person waited for is told on the message line how long is left (`show_wait`)."""
        self._decided_at: Any = None
        """The view the prompt's decision was begun at (`after`): an update that leaves it as it was begins none."""
        self._pace = 0.0
        self._footer_keys: tuple = ()
        self._told = 0
        """The session's notices shown so far."""

    # -- layout -------------------------------------------------------------------

    def compose_body(self) -> ComposeResult:
        yield from self.compose_felt()
        yield self.presenter.prompt_class(self.shown_names(), id="table-prompt")
        yield SafeStatic(id="table-message", classes="-empty")
        if self.app.demo:  # no table keys: any key leaves (app/widgets/screen_base.py `end_demo_on_key`)
            yield SafeStatic(demo_words(), id="demo-line")
        else:
            yield ParlourFooter(show_command_palette=False, compact=True)  # ctrl+p works; the keys need the room

    def shown_names(self) -> tuple[str, ...]:
        """The seats' names as shown in the language in force ("You" reads «Вы» in Russian)."""
        return tuple(shown_name(name) for name in self.setup.names)

    @property
    def prompt(self) -> PromptLine:
        return self.query_one("#table-prompt", PromptLine)

    def on_mount(self) -> None:
        self.set_reactive(TableScreen.auto, self.app.starts_auto(self.session))
        look = self.opening_look or self.session.look
        # the demo has nobody to coach (seen: its panel said "the coach speaks when you decide" all along)
        coach = (self.app.prefs.coach if look is None else look.coach) and not self.app.demo
        self.set_reactive(TableScreen.coach, coach)
        self.set_class(self.coach, "-coach")
        if look is not None:
            self.set_reactive(TableScreen.money, look.money and self.setup.chip_value.priced)
            self.show_log(look.log)
        self.title_panels()
        self.start_timer()
        self.session.when_moved(lambda: self.post_message(self.Moved()))
        self.session.start()
        for round_number, log in self.session.past_logs():
            self.log_widget.follow(round_number, log, self.presenter.log_line)
        self.prompt.new_decision()
        self.refresh_view()
        self.tell()
        # the connection lost before this screen heard of it (the lobby told as the table opened: seen under load)
        self.show_connection()
        # Once the table is the screen on top (a dialog asks only there: a game continued at a put came back
        # without its fold-or-see dialog, Continue's list still on top as the table mounted).
        self.call_after_refresh(self.opened)

    def opened(self) -> None:
        """The table is up: the person's turn (and its dialog), or, a game over before it opened (a friend back at
        a table its host ended while he was away), the final standings."""
        if self.session.is_over():
            self.flow.after_summary()
        else:
            self.flow.prompt_person()

    def title_panels(self) -> None:
        """The side panels' titles in the language in force."""
        self.log_widget.show_title()
        self.query_one(CoachPanel).border_title = _("Coach")

    def start_timer(self) -> None:
        """The table's clock: a step at the pace of the preferences. A table paced elsewhere (a server's) has
        none: each of its updates is shown as it comes (`Moved`): waiting for a tick of the screen's own held a
        friend's put, and the fold-or-see dialog it makes due, back by up to a pace, and a pace slower than the
        server's let the updates pile up ever further behind."""
        if not self.session.capabilities.paced_here:
            if self._wait_timer is None:  # the wait for a person counted down on the prompt line (`wait_words`)
                self._wait_timer = self.set_interval(1.0, self.show_wait)
            return
        pace = max(self.app.prefs.animation_seconds, MIN_TICK)
        if self._timer is not None:
            if pace == self._pace:
                return
            self._timer.stop()
        self._timer = self.set_interval(pace, self.on_tick, pause=not self.auto)
        self._pace = pace

    def on_screen_resume(self) -> None:
        """Back from another screen: pick up changed preferences (pace, card style), and show what a table paced
        elsewhere sent meanwhile."""
        self.start_timer()
        if self._drawn_in is not None and self._drawn_in != language():
            self.retranslate()
        self.refresh(layout=True)
        self.refresh_view()
        self.catch_up()

    def retranslate(self) -> None:
        """Draw every part again in the language now in force (switched in Preferences over the table),
        keeping the game, the bet being typed and the log: a new presenter gives the names, the
        middle, the seats, the lines and the coach in the new words, and says again every event the log
        keeps (each line keeps its event: a Russian log went on under English lines); a note of the session's
        (a line that says no event) stays as it was written."""
        self._drawn_in = language()
        self.presenter = self.make_presenter()
        self.log_widget.redescribe(self.presenter.log_line)
        self.title_panels()
        self._lines.clear()
        self._footer_keys = ()
        self.refresh_view()
        for widget in (*self.query(SeatPanel), self.query_one("#center"), self.prompt):
            widget.refresh(layout=True)
        self.refresh_bindings()

    def restyle_cards(self) -> None:
        """The log's cards in the new style too ("10S" beside "10♠" after a switch back to Unicode)."""
        self.log_widget.redescribe(self.presenter.log_line)

    def renamed(self) -> None:
        """A person sat down at a network table after its start: his name, not his seat's placeholder ("Player 2"),
        in every line drawn, the log's earlier ones too (a new presenter gives the names; seen: "Player 2 antes 1"
        above "Boris bets 2")."""
        self.setup = self.session.setup
        self.presenter = self.make_presenter()
        self.log_widget.redescribe(self.presenter.log_line)
        self._lines.clear()

    def tell(self) -> None:
        """Show the session's saving notices not shown yet (saving off, the table waiting for a write, going on)."""
        notices = self.session.notices
        while self._told < len(notices):
            self.app.notify(notices[self._told], severity="warning", timeout=8, markup=False)
            self._told += 1

    def chips_text(self, chips: int) -> str:
        """A number of chips, as money with its currency while `money` is on ("12.50 EUR": at 80 columns the
        status line naming the chip's value may be cut)."""
        return self.setup.chip_value.money(chips) if self.money else whole(chips)

    def bare_chips_text(self, chips: int) -> str:
        """A number of chips for a seat short of room: money without its currency while `money` is on, the figures
        without their groups otherwise (a billion chips at ten seats: "999999999", not "999 999 9…")."""
        return self.setup.chip_value.money(chips, currency=False) if self.money else str(chips)

    def change_text(self, chips: int) -> str:
        """A gain or a loss, as money while `money` is on (in the currency of the stack beside it)."""
        return (
            self.setup.chip_value.money(chips, signed=True, currency=False) if self.money else whole(chips, signed=True)
        )

    def worth_text(self, chips: float, signed: bool) -> str | None:
        """A fraction of chips (the coach's figures) as money while `money` is on, else None (said in chips)."""
        return self.setup.chip_value.worth(chips, signed) if self.money else None

    def bare_worth_text(self, chips: float, signed: bool) -> str | None:
        """`worth_text` without the currency, for a list that names it once."""
        return self.setup.chip_value.worth(chips, signed, currency=False) if self.money else None

    def currency_text(self) -> str:
        """The currency's label while `money` is on, else ""."""
        return self.setup.chip_value.currency if self.money else ""

    # -- whose view ------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """The seat whose view is drawn: the one person's; with several people, the one whose turn
        it is (kept while computers play, None while the keyboard is handed over); nobody's in a demo."""
        return self.revealed

    def viewer_decides(self) -> bool:
        """Whether the person whose view is shown decides now (their keys are live)."""
        seat = self.session.person_to_act()
        return seat is not None and seat == self.viewer

    def live(self) -> bool:
        """Whether the table may move and draw: mounted, still on the screen stack, the app not quitting.

        Keys and timers can still reach a table that was just left or whose app is shutting
        down (a fast enter after "Quit Parlour"); its widgets are being removed by then.
        """
        return self.is_mounted and self.app.return_code is None and self in self.app.screen_stack

    # -- drawing ---------------------------------------------------------------------

    def refresh_view(self) -> None:
        """Draw everything from the viewer's view (drawing never changes the game)."""
        if not self.live():
            return
        if self.session.setup.names != self.setup.names:
            self.renamed()
        view = self.session.view(self.viewer)
        presenter = self.presenter
        presenter.speak_to(view.seat)
        self.prompt.names = presenter.names
        self.prompt.money = self.setup.chip_value.money if self.money else None
        self.prompt.show(view, *self.idle_prompts(view))
        chosen = self.prompt.chosen_card()
        away = self.session.away
        for seat, panel in self.seat_panels().items():
            info = presenter.seat_info(view, seat, chosen if seat == view.seat else None)
            panel.info = marked_away(info) if seat in away else info
        center: Any = self.query_one("#center")  # each game's centre widget has its own `info`
        center.info = presenter.center_info(view)
        money = f"[b]{literal(self.setup.chip_value.describe())}[/]" if self.money else ""
        paced_here = self.session.capabilities.paced_here
        over = self.session.is_over()  # (a game ended at the table mid-round: its view's phase is the round's, CH-5)
        parts = presenter.status_parts(view, self.auto, money, self.app.demo, paced_here, over)
        if self.session.unsaved:  # said once as it happened; said here for as long as the table plays (it is kept last)
            parts.insert(1, StatusPart(_("[b]not saved[/b]"), UNSAVED_KEPT))
        self.show_status(parts)
        self.write_log(view)
        if self.coach:
            panel = self.query_one(CoachPanel)
            panel.show_lines(self.coach_text(view))
            # whose figures, on its border: its heading gives way first where the room is short (seen at 80x24)
            advice = self.session.advice(self.viewer) if self.viewer is not None else None
            panel.border_subtitle = self.presenter.coach_source(view, advice) if advice is not None else ""
        self.refresh_footer()

    def coach_text(self, view: Any) -> list[str]:
        """The coach's lines for the seat shown. With several people at this keyboard and nobody's view shown, where
        no person sees a card the whole table does not (Put and Take's hands lie face up), each person's figures, their
        name first: the coach spoke to nobody (seen: two people at Put and Take, its opening line all game long)."""
        presenter, people = self.presenter, self.setup.people
        spoken_to = self.viewer
        if spoken_to is not None or len(people) < 2 or any(self.session.view(p).unseen != view.unseen for p in people):
            return presenter.coach_lines(view, self.session.advice(spoken_to))
        figures = {person: self.session.advice(person) for person in people}
        if not any(figures.values()):
            return presenter.coach_lines(view, None)  # what the coach speaks of, once
        lines: list[str] = []
        for person, advice in figures.items():  # the name opens the person's first line: at 80x24 the log keeps room
            first, *rest = presenter.coach_lines(self.session.view(person), advice)
            lines += [f"[b]{literal(presenter.names[person])}[/b] · {first}", *rest]
        return lines

    def idle_prompts(self, view: Any) -> tuple[str, ...]:
        """The prompt line when the viewer has nothing to decide: who decides or what comes next, and how the
        table moves on (by itself under auto-play, else at space; the demo says its own keys: `demo_words`; a
        network table moves on at the server's pace, which no key here changes); then, for a line too narrow
        for that, the same with the hint in its fewest words, and last what comes next alone."""
        if self.session.cut_off():  # said on the message line below it
            return (_("This window gets no more updates from the table"),)
        presenter, over = self.presenter, view.phase == "over"
        person = view.to_act is not None and not over and self.session.is_person(view.to_act)
        readers = [seat for seat in self.session.reading if seat != self.viewer]
        waits: tuple[str, ...] = ()  # how long a server's table waits for the person, said in fewer words as it must
        if readers and view.to_act is None and not over:
            text = presenter.reading_words(readers)
            waits = self.wait_words("reading")
        elif self.session.is_over() and not over:  # ended at the table mid-round (CH-5): its phase is the round's
            text, over = _("The game is over."), True
        elif view.to_act is None or over:
            text = presenter.next_step(view, self.auto)
        else:
            away = person and view.to_act in self.session.away
            text = presenter.thinking(view, person, self.auto or self.app.demo, away)
            if person:
                waits = self.wait_words("away" if away else "decision")
        if self.flow.summing_up:  # a summary over the table counts the wait down itself; this line is not redrawn
            waits = ()  # under it (seen: "· 0:45" there, the summary's own clock at 0:12)
        if waits:  # (seen at 80 columns: "Waiting for Mal, Борис to read the round summary · the next round begins in")
            return *(text + " · " + wait for wait in waits), text
        paced_elsewhere = not self.session.capabilities.paced_here
        if over or person or self.app.demo or paced_elsewhere or (view.to_act is not None and not self.auto):
            return (text,)
        return presenter.pace_hint(text, self.auto), presenter.pace_hint(text, self.auto, short=True), text

    def wait_words(self, kind: str) -> tuple[str, ...]:
        """How long a server's table still waits for the person it waits for, said after the prompt's words, in
        fewer words after: until a computer player makes the decision for the seat (`kind` "decision", or "away":
        its person has gone), or until the next round begins ("reading"); none where the table waits as long as its
        people take. Seen: a player who kept silent held every round ~4 minutes, the others told only "Waiting for
        Dora to decide"."""
        clock = self.wait_clock()
        if clock is None:
            return ()
        said = {
            "decision": _("a computer player decides for the seat in {time}"),
            "away": _("in {time}"),
            "reading": _("the next round begins in {time}"),
        }[kind].format(time=clock)
        # (seen: a bare "· 0:45", then "· in 0:45", said nothing of what comes then)
        shorter = {"decision": _("a computer decides in {time}"), "reading": _("next round in {time}")}.get(kind)
        return (said, shorter.format(time=clock)) if shorter is not None else (said,)

    def wait_clock(self) -> str | None:
        """The wait for a person at a server's table as a clock ("1:45"), or None."""
        left = self.session.waits_left()
        return None if left is None else clock(left)

    def show_wait(self) -> None:
        """A second later: the wait counted down on the prompt line (a server's table, waiting for a person); the
        person waited for is told in the last minute, on the line under it (seen: nothing told him)."""
        left = self.session.waits_left() if self.live() and self.app.screen is self else None
        if left is None:
            if self._wait_said:
                self._wait_said = False
                self.show_line("#table-message", "")
            return
        if self.viewer_decides():
            if left <= LAST_MINUTE:
                self._wait_said = True
                self.show_line(
                    "#table-message",
                    _("{time} left to decide: then a computer player decides for you").format(time=clock(left)),
                )
            return
        self._wait_said = False  # (the decision made, the line under the prompt was cleared with the move: `after`)
        view = self.session.view(self.viewer)
        self.prompt.show(view, *self.idle_prompts(view))

    def show_message(self, text: str) -> None:
        """A one-line refusal under the prompt, with the bell."""
        self.show_line("#table-message", f"[b $error]✗[/] {text}")
        self.app.bell()

    def refresh_footer(self) -> None:
        """Redraw the footer only when the keys that work now change.

        `refresh_bindings` makes the Footer recompose, which costs a full layout; doing it
        on every key (a bet +1, a card chosen) made each key take tens of milliseconds.
        """
        keys = tuple((key, active.binding.action, active.enabled) for key, active in self.active_bindings.items())
        if keys != self._footer_keys:
            self._footer_keys = keys
            self.refresh_bindings()

    def write_log(self, view: Any) -> None:
        """Add the round's new events to the log, as the log's seat may read them."""
        seat = self.log_seat
        log = view.log if seat == view.seat else self.session.log(seat)
        self.log_widget.follow(view.round, log, self.presenter.log_line)
        self.write_notes()

    def write_notes(self) -> None:
        """The session's lines for the log after the events shown last (`TableSeat.notes`)."""
        for note in self.session.notes():
            self.log_widget.add(Text(note, style="dim"))

    @property
    def log_seat(self) -> int | None:
        """Whose log is shown (see `TableSeat.log_seat`)."""
        return self.session.log_seat

    # -- moving on ---------------------------------------------------------------------

    def on_tick(self) -> bool:
        """A step, unless a person must decide or another screen is on top; whether something was shown."""
        if self.app.screen is self and not self.flow.summing_up and self.session.person_to_act() is None:
            return self.advance()
        return False

    class Moved(Message):
        """The table moved on by itself: an update came from a table paced elsewhere (a server's)."""

    def on_table_screen_moved(self, message: Moved) -> None:
        message.stop()
        if self.session.next_game is not None:  # the host dealt the next game: everybody goes to its lobby
            self.to_next_game()
            return
        self.catch_up()
        self.write_notes()  # a note that came with no move (decisions made for the seat before its person sat down)
        refused = self.session.refused()
        if refused is not None:  # said where a refusal here is said (until the table next moves on)
            self.show_message(self.presenter.refusal(refused))
        self.show_connection()
        gone = self.session.cut_off()  # no update will come to redraw the prompt
        if self.live() and (self.app.screen is not self or gone):  # under a dialog the table waits, its prompt too
            view = self.session.view(self.viewer)
            self.prompt.show(view, *self.idle_prompts(view))
            if gone:
                self.refresh_footer()  # its decision's keys go with the decision

    def to_next_game(self) -> None:
        """Leave for the next game from the final standings, or from the table the host asked it at; from anything
        else open over them (a review) once it closes (`TableFlow.after_summary`)."""
        if isinstance(self.app.screen, GameOverScreen):
            self.app.screen.dismiss("next")
        elif self.app.screen is self:
            self.flow.to_next_game()

    def show_connection(self) -> None:
        """A server's table whose connection is lost says so on its message line, for as long as it lasts."""
        if self.session.unreachable:  # nothing more will come: said where it stays, not a passing notice
            self.show_message(_("The table could not be reached again: escape, then Leave the table"))
        elif self.session.taken_elsewhere:
            self.show_message(_("Your seat is played from another window now: escape, then Leave the table"))
        elif self.session.reconnecting:  # until the seat is back (its update moves the table on: `after`)
            self.show_line("#table-message", reconnecting_words(self.session))
        elif self._lines.get("#table-message") == _(RECONNECTING):  # back, under a dialog (a summary) that holds
            self.show_line("#table-message", "")  # the table still: nothing else would say so until it closes

    def catch_up(self) -> None:
        """Show what a table paced elsewhere has sent, a step a frame, while nothing is on top (a dialog, a
        summary: the rest waits until it closes)."""
        if not self.session.capabilities.paced_here and self.on_tick():
            self.set_timer(MIN_TICK, self.catch_up)

    def advance(self) -> bool:
        """One automatic step or one computer decision; whether there was one to show."""
        if self.session.is_over() or not self.live():
            return False
        change = self.session.step()
        if change is None:  # a network seat's next update has not come, or the last move is being saved
            self.tell()
            return False
        self.after(change)
        return True

    def on_prompt_line_decided(self, message: PromptLine.Decided) -> None:
        """A person's decision: applied, or refused with a one-line reason and nothing changed."""
        message.stop()
        self.decide(message.action)

    def decide(self, action: Any) -> None:
        if not self.live():
            return
        if self.session.reconnecting:  # seen: enter did nothing and said nothing while the seat was being taken back
            self.show_message(_(NOT_SENT))
            return
        try:
            change = self.session.act(action.seat, action)
        except IllegalAction as error:
            self.show_message(self.presenter.refusal(error))
            return
        self.after(change)

    def end_here(self) -> None:
        """The person ends the game now (the pause menu): ranked as it stands (CH-5), the final standings follow."""
        try:
            change = self.session.end()
        except IllegalAction as error:
            self.show_message(self.presenter.refusal(error))
            return
        self.after(change)

    def on_prompt_line_refused(self, message: PromptLine.Refused) -> None:
        message.stop()
        self.show_message(message.text)

    def on_prompt_line_chosen(self, message: PromptLine.Chosen) -> None:
        message.stop()
        self.show_line("#table-message", "")
        self.refresh_view()

    def on_prompt_line_edited(self, message: PromptLine.Edited) -> None:
        """The person corrected what they are about to decide: the refusal of what was there before goes."""
        message.stop()
        self.show_line("#table-message", "")

    def after(self, change: Change | None) -> None:
        """Draw the new state, then whatever follows the change (None: a decision sent to a server's table, whose
        change comes back as an update)."""
        self.show_line("#table-message", reconnecting_words(self.session))  # (updates that came before the loss)
        view = self.session.view(self.viewer)
        if view != self._decided_at:  # (seen: a friend gone away or back reset a bet being typed to 1)
            self._decided_at = view
            self.prompt.new_decision()
        self.refresh_view()
        self.tell()
        if change is not None:
            self.flow.after(change)

    # -- keys ----------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if allowed is not True:
            return allowed
        if action == "next":  # a server's table moves at its own pace: space would move nothing there
            return self.session.person_to_act() is None and self.session.capabilities.paced_here
        if action == "decision_first":
            return self.session.person_to_act() is not None
        if action in ("toggle_money", "no_money"):  # a chip of no value in money: none to show ("1 chip = 1"),
            # which `v` says rather than do nothing (seen: nothing changed, nothing said)
            return self.session.game.chip_game and self.setup.chip_value.priced == (action == "toggle_money")
        if action in ("pause", "menu"):  # the same menu; a server's table is not paused by it (seen: "esc Pause")
            return self.session.capabilities.paced_here == (action == "pause")
        if action in ("pace", "toggle_auto", "server_pace"):
            # a server keeps its table's pace (a paused screen hid the seat's own turn while the server waited)
            return self.session.capabilities.paced_here == (action != "server_pace")
        if action == "strategy":
            return self.coach and self.offers_strategy_page()
        return True

    def offers_strategy_page(self) -> bool:
        """Whether the game has a strategy page for the position shown (asked at every refresh of the keys: the
        page itself is built only when opened)."""
        return self.presenter.offers_strategy(self.session.view(self.viewer))

    def strategy_page(self) -> Screen | None:
        """The game's strategy page for the position shown, or None (the rules screen offers it too)."""
        view = self.session.view(self.viewer)
        return self.presenter.strategy_page(view) if self.presenter.offers_strategy(view) else None

    def action_next(self) -> None:
        if self.session.person_to_act() is None:
            self.advance()

    def action_decision_first(self) -> None:
        """Space while a person decides: the table waits for the decision, and says where its keys are."""
        self.show_line("#table-message", _("The decision comes first: its keys are on the line above"))

    def action_toggle_auto(self) -> None:
        """Auto-play on or off, said on the table's message line as the pace is (a notice covered the prompt's end
        for seconds, and lingered over the menu once the player left), and kept for this game's next tables (not the
        demo's; the key is off at a network table, whose pace the server keeps)."""
        self.auto = not self.auto
        self.show_line(
            "#table-message",
            _("Auto-play on: the table moves on by itself (a stops it)")
            if self.auto
            else _("Auto-play off: space moves the table on, one step at a time"),
        )
        if self.app.demo:
            return

        prefs = self.app.prefs
        self.app.prefs = prefs.model_copy(update={"auto_play": {**prefs.auto_play, self.setup.game: self.auto}})
        notice = save_preferences(self.app.prefs)
        if notice:
            self.app.notify(notice, severity="warning", timeout=8, markup=False)

    def watch_auto(self, auto: bool) -> None:
        if self._timer is not None:
            self._timer.resume() if auto else self._timer.pause()
        self.refresh_view()

    def action_strategy(self) -> None:
        """The game's strategy page for the position shown (games that have one, while the coach is on)."""
        page = self.strategy_page() if self.coach else None
        if page is not None:
            self.app.push_screen(page)

    def action_toggle_coach(self) -> None:
        self.coach = not self.coach

    def watch_coach(self, coach: bool) -> None:
        self.set_class(coach, "-coach")
        self.refresh_view()
        self.refresh_bindings()
        self.keep_look()
        self.keep_coach_preference(coach)

    def keep_coach_preference(self, coach: bool) -> None:
        """`c` sets the preference "Coach at the table" (its help says so), as the pace keys set theirs: the next
        table, and a game continued, open as the person left the coach (after Continue it was off again)."""
        prefs = self.app.prefs
        if prefs.coach == coach:
            return
        self.app.prefs = prefs.model_copy(update={"coach": coach})
        notice = save_preferences(self.app.prefs)
        if notice:
            self.app.notify(notice, severity="warning", timeout=8, markup=False)

    def action_toggle_money(self) -> None:
        self.money = not self.money

    def action_server_pace(self) -> None:
        """a, - or + at a server's table: its pace is the server's, which the keys do not change (seen: a pressed, and
        nothing said)."""
        self.show_line("#table-message", _("The server keeps this table's pace: auto-play and the pace are its own"))

    def action_no_money(self) -> None:
        self.show_line(
            "#table-message",
            # (seen: "set Chip value" beside a setup showing "Chip value 1": its currency is what was missing; a line
            # of 80 columns at the most, its rule kept)
            _("A chip has no money value: give Chip value a currency in the setup (CH-6)")
            if self.session.capabilities.paced_here
            else _("A chip has no money value here: the host sets one before the game (CH-6)"),
        )

    def watch_money(self) -> None:
        self.log_widget.redescribe(self.presenter.log_line)
        self.refresh_view()
        self.keep_look()

    def keep_look(self) -> None:
        """The switches as the player left them, kept where the game is taken up again (a network seat's: `c` at a
        friend's table stayed off when he came back to it)."""
        notice = self.session.keep_look(self.look())
        if notice:
            self.app.notify(notice, severity="warning", timeout=8, markup=False)

    def action_pace(self, slower: int) -> None:
        """One step slower (1) or faster (-1) on the Preferences' list of paces; kept as the preference."""
        prefs = self.app.prefs
        speeds = sorted({*SPEEDS, prefs.animation_seconds})
        index = min(max(speeds.index(prefs.animation_seconds) + slower, 0), len(speeds) - 1)
        self.app.prefs = prefs.model_copy(update={"animation_seconds": speeds[index]})
        self.start_timer()
        self.show_line("#table-message", _("Pace: {pace}").format(pace=speed_label(speeds[index])))
        notice = save_preferences(self.app.prefs)
        if notice:
            self.app.notify(notice, severity="warning", timeout=8, markup=False)

    def action_toggle_log(self) -> None:
        self.show_log(not self.log_widget.display)
        self.keep_look()

    def show_log(self, shown: bool) -> None:
        """The log hidden or shown again; hidden with the coach off, the felt takes the side column's room."""
        self.log_widget.display = shown
        self.set_class(not shown, "-no-log")

    def look(self) -> TableLook:
        """The table's switches as the player has left them."""
        return TableLook(coach=self.coach, money=self.money, log=bool(self.log_widget.display))

    def action_pause(self) -> None:
        self.flow.pause()

    action_menu = action_pause  # the same menu, named "Menu" in the footer at a server's table (`check_action`)

    def action_quit_table(self) -> None:
        self.flow.quit()


RECONNECTING = N_("Connection lost: reconnecting to your seat…")
"""The table's message line while its lost connection is being taken up again."""
NOT_SENT = N_("Not sent: the connection is lost; decide again once it is back")
"""A decision made while the connection is being taken up again (the table asks again once the seat is back)."""


def reconnecting_words(session: TableSeat) -> str:
    """The table's message line while its lost connection is being taken up again (else empty)."""
    return _(RECONNECTING) if session.reconnecting else ""
