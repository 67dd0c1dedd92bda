"""What follows a change at the table: the hand-over between people, a dialog the viewer answers,
the round summary, the final standings and "play again"; and leaving the table.

The table screen owns one `TableFlow`; the flow pushes the dialogs and moves the table's
`revealed` seat, and decides nothing about the game itself. `Table` names what the flow
uses of the screen.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol

from textual.timer import Timer

from ..games.presenter import Presenter
from ..seating.table_seat import Change, TableLook, TableSeat
from ..seating.table_setup import TableSetup, next_seed
from ..widgets.confirm import ConfirmEnd, ConfirmLeave, ConfirmQuit
from ..widgets.prompt_line import PromptLine
from ..words.i18n import _
from ..words.seat_words import shown_name
from .game_over import GameOverScreen
from .hand_over import HandOver
from .pause import PauseMenu
from .review import ReviewScreen
from .round_summary import OVERTAKEN, PAUSE, RoundSummary

DEMO_PAUSE = 2.0
"""Seconds a demo table shows each round summary and the final standings."""
WATCH_EVERY = 0.5
"""Seconds between two looks whether a decision's dialog at a server's table still stands (`dialog_overtaken`)."""


class Table(Protocol):
    """What the flow uses of the table screen."""

    app: Any
    session: TableSeat
    setup: TableSetup
    presenter: Presenter

    @property
    def prompt(self) -> PromptLine: ...

    revealed: int | None
    coach: Any
    """Whether the coach's panel is shown (the screen's reactive bool)."""
    money: Any
    """Whether chips show as money (the screen's reactive bool, CH-6)."""

    @property
    def viewer(self) -> int | None: ...

    def refresh_view(self) -> None: ...

    def look(self) -> TableLook: ...

    async def seat_at_bottom(self, seat: int) -> None: ...

    def decide(self, action: Any) -> None: ...

    def live(self) -> bool: ...

    def action_quit_table(self) -> None: ...

    def action_toggle_auto(self) -> None: ...

    def end_here(self) -> None: ...

    def show_line(self, selector: str, text: str) -> None: ...

    def show_wait(self) -> None: ...

    def catch_up(self) -> None: ...

    def set_interval(self, interval: float, callback: Callable[[], object]) -> Timer: ...


class TableFlow:
    """The dialogs around one table's game."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._handing_over = False
        self._asking = False
        self.summing_up = False
        """A round's summary is open, or paused over: the table waits until it is closed (`after_summary`), also in the
        moment between the summary closing for the pause menu and the menu coming up (seen under load: the table's
        timer dealt the next round then, behind the pause menu)."""
        self.moved_on = False
        """The table was left for the next game a server's host dealt (`to_next_game`)."""
        self.standings_shown = False
        """The final standings have been shown (a next game dealt meanwhile shows them first, then leads on)."""
        self._watching: Timer | None = None
        """A decision's dialog open at a server's table: the look whether it still stands (`dialog_overtaken`)."""

    @property
    def app(self) -> Any:
        return self.table.app

    def after(self, change: Change) -> None:
        """After a step or a decision: the round's summary when it ended, else the next person's turn."""
        if change.round_ended:
            self.round_summary(change)
        elif change.game_over:  # ended at the table mid-round (CH-5): no round to sum up, the standings
            self.after_summary()
        else:
            self.prompt_person()

    # -- a person's turn -----------------------------------------------------------

    def prompt_person(self) -> None:
        """Before a person decides: hand the keyboard over if another person sat here last, then any dialog."""
        if not self.hand_over():
            self.dialog()

    def hand_over(self) -> bool:
        """With several people at one keyboard, hide the cards and ask for the keyboard to be passed."""
        table = self.table
        seat = table.session.person_to_act()
        if len(table.setup.people) < 2 or self._handing_over or seat is None or seat == table.revealed:
            return False

        table.revealed = None
        self._handing_over = True
        table.refresh_view()
        self.app.push_screen(
            HandOver(shown_name(table.setup.names[seat]), table.action_quit_table),
            lambda ready: self.after_hand_over(seat) if ready else self.pause_at_hand_over(),
        )
        return True

    def pause_at_hand_over(self) -> None:
        """Escape at the hand-over (seen: it did nothing, though escape pauses at any table): the pause menu, the cards
        still hidden; whatever does not leave the table comes back to the hand-over."""
        self._handing_over = False
        self.pause(lambda choice: self.after_pause(choice, back=self.prompt_person))

    async def after_hand_over(self, seat: int) -> None:
        """The person at `seat` has the keyboard: their seat comes to the bottom, their cards are shown."""
        self._handing_over = False
        await self.table.seat_at_bottom(seat)
        self.table.revealed = seat
        self.table.prompt.new_decision()
        self.table.refresh_view()
        self.dialog()

    def dialog(self) -> None:
        """A decision the viewer answers in a dialog (a put to fold or see), if the game has one now."""
        table = self.table
        viewer = table.viewer
        if self._asking or viewer is None or not table.live() or self.app.screen is not table:
            return
        if table.session.person_to_act() != viewer:
            return
        advice = table.session.advice(viewer) if table.coach else None  # the dialog covers the coach's panel
        plays_on = not table.session.capabilities.paced_here  # a server's table: its menu does not pause it
        dialog = table.presenter.dialog(table.session.view(viewer), advice, plays_on)
        if dialog is not None:
            self._asking = True
            self.app.push_screen(dialog, lambda action: self.after_dialog(action, getattr(dialog, "then", None)))
            if plays_on:  # a server's table moves on behind it: the question goes once it no longer stands
                self._watching = table.set_interval(WATCH_EVERY, lambda: self.dialog_overtaken(dialog))

    def dialog_overtaken(self, dialog: Any) -> None:
        """Close the decision's dialog once a server's update held behind it took the decision away (the host ended
        the game, a computer player decided for the seat): the table then shows what came."""
        if self.table.session.decision_gone() and dialog.is_current:
            dialog.dismiss(None)
            self.table.catch_up()

    def after_dialog(self, action: Any, then: str | None = None) -> None:
        """The dialog's answer, or, closed unanswered for a table key it covers (`then`), that key: the coach turned
        on or off and the question asked again with its figures, the question of quitting, or the pause menu (the
        question asked again as it closes)."""
        self._asking = False
        if self._watching is not None:
            self._watching.stop()
            self._watching = None
        if action is not None:
            self.table.decide(action)
        elif then == "coach":
            self.table.coach = not self.table.coach
            self.dialog()
        elif then == "quit":
            self.quit(stay=self.dialog)
        elif then == "pause":
            self.pause(lambda choice: self.after_pause(choice, back=self.dialog))

    # -- the end of a round and of the game ------------------------------------------------

    def round_summary(self, change: Change) -> None:
        table = self.table
        self.summing_up = True
        table.show_wait()  # the prompt under the summary without its clock (`idle_prompts`)
        if len(table.setup.people) > 1 and table.revealed is not None:
            # Several people at one keyboard all read the summary: the cards of whoever decided last are hidden (seen:
            # a folded hand, and an unplayed card, face up under it), its words are nobody's, and the next round's
            # hand is shown only once the keyboard is handed over, even to the same person (`hand_over`).
            table.revealed = None
            table.refresh_view()
        view = table.session.view(table.viewer)

        def in_money() -> list[Any]:
            """The table's `v` from the summary: the stacks the other way, the summary's rows with them."""
            table.money = not table.money
            return table.presenter.summary_rows(view, change.before, change.after)

        summary = RoundSummary(
            table.presenter.summary_title(view),
            table.presenter.summary_rows(view, change.before, change.after),
            heading=table.presenter.rows_heading(view),
            close_after=DEMO_PAUSE if self.app.demo else None,
            quit_table=None if self.app.demo else self.quit,
            money=in_money if table.setup.chip_value.priced and not self.app.demo else None,
            # (a server keeps its table's pace: no `a` there, nor in the demo)
            auto_play=table.action_toggle_auto if table.session.capabilities.paced_here and not self.app.demo else None,
            pauses=not self.app.demo,
            plays_on=not table.session.capabilities.paced_here,
            note=lambda: table.presenter.summary_note(view),
            # the table waits for this person while he reads (a server's; not once the next round has begun)
            waits=lambda: table.session.waits_left() if table.viewer in table.session.reading else None,
            decision_due=table.session.decision_held,
            words=lambda: (
                table.presenter.summary_title(view),
                table.presenter.summary_rows(view, change.before, change.after),
            ),
        )

        def paused(chosen: str | None) -> None:
            if chosen == "menu" and table.session.is_over():
                # The game's last round: its final standings first, which then leave for the menu (escape) as a
                # finished game's do (seen: Leave the table from here skipped the game's result).
                self.after_summary(seen=view.rounds_played)
            else:  # whatever does not leave the table comes back to the summary
                self.after_pause(chosen, back=lambda: self.round_summary(change))

        def closed(choice: str | None) -> None:
            if choice == PAUSE:
                self.pause(paused)
            else:  # read, unless it gave way to the next round's decision (`OVERTAKEN`)
                self.after_summary(seen=None if choice == OVERTAKEN else view.rounds_played)

        self.app.push_screen(summary, closed)

    def after_summary(self, _: object = None, seen: int | None = None) -> None:
        """After a round's summary (`seen`: the rounds it sums up) or the end of the game: the next person's turn,
        or the final standings."""
        table = self.table
        self.summing_up = False
        if seen is not None:
            table.session.round_seen(seen)
        # what a server's table sent meanwhile: the table's resume came while the summary was still summing up, and
        # no update may come to show it (seen under load: a decision due behind a closed summary never shown)
        table.catch_up()
        if not table.session.is_over():
            self.prompt_person()
            return

        session = table.session
        if session.next_game is not None and self.standings_shown:  # dealt while a review was open over them
            self.to_next_game()
            return
        self.standings_shown = True
        view, outcome = session.view(table.viewer), session.outcome()
        with table.presenter.speaking_to_the_table():  # everybody at the keyboard reads the end
            standings = table.presenter.standings_rows(view, outcome, session.scores())
            headline = table.presenter.outcome_line(view, outcome)
        self.app.push_screen(
            GameOverScreen(
                standings,
                headline,
                heading=table.presenter.rows_heading(view),
                close_after=DEMO_PAUSE if self.app.demo else None,
                # once a round has been played (seen: a game ended in its first round offered an empty review)
                review=session.capabilities.review and view.rounds_played > 0,
                again=session.capabilities.play_again or session.next_game is not None,
                moving_on=lambda: session.next_game is not None,
            ),
            self.after_game,
        )

    def after_game(self, choice: str | None) -> None:
        session = self.table.session
        if choice == "review":
            self.app.push_screen(ReviewScreen(session.review(), session.setup, session.seed), self.after_summary)
            return
        if choice == "next" or (choice == "again" and session.next_game is not None):  # dealt by a server's host
            self.to_next_game()
            return
        if choice == "again" and session.capabilities.play_again and session.seed is None:
            session.deal_next_game()  # a server's table: its next game comes to every person there (`to_next_game`)
            self.table.show_line("#table-message", _("Dealing the next game…"))
            return
        # What leaving a table does (a server's seat hangs up: seen left open, a join of the table later took its
        # seat from it), then the table goes.
        self.app.run_worker(self.table.session.leave(), group="leaving")
        self.app.pop_screen()
        seed = self.table.session.seed
        if choice == "again" and self.table.session.capabilities.play_again and seed is not None:
            self.app.open_table(self.table.setup, next_seed(seed), look=self.table.look())

    def to_next_game(self) -> None:
        """The next game a server's host dealt: this finished table is left, and its lobby opens, this seat taken
        there (the host starts it)."""
        following = self.table.session.next_game
        if following is None or self.moved_on:
            return
        self.moved_on = True
        self.app.run_worker(self.table.session.leave(), group="leaving")
        if self.app.screen is self.table:  # (it is: the standings, a summary or a review closed, or none was open)
            self.app.pop_screen()
        self.app.open_next_game(following)

    # -- leaving ---------------------------------------------------------------------------

    def pause(self, then: Callable[[str | None], None] | None = None) -> None:
        """The pause menu; its choice to `then` (by default what the table's own escape leads to, `after_pause`)."""
        session = self.table.session
        capabilities = session.capabilities
        menu = PauseMenu(capabilities.end_here and not session.is_over(), plays_on=not capabilities.paced_here)
        self.app.push_screen(menu, then or self.after_pause)

    def after_pause(self, choice: str | None, back: Callable[[], object] | None = None) -> None:
        """The pause menu's choice. `back`: what a resume, or a leave, an end or a quit declined, comes back to (the
        hand-over, the cards still hidden); at the table's own pause nothing, and a quit declined opens the menu
        again."""
        if choice == "menu":
            self.leave_table(stay=back)
        elif choice == "end":
            self.end_game(stay=back)
        elif choice == "quit":
            self.quit(stay=back or self.pause)  # asked as q asks (seen: escape, up, enter quit at once: up goes round)
        elif back is not None:
            back()

    def end_game(self, stay: Callable[[], object] | None = None) -> None:
        """End the game here, ranked as it stands (CH-5), asked first: a game without a round limit and with rebuys
        ends no other way, and an ended game cannot be continued. `stay`: what follows a "no"."""

        def end(yes: bool | None = True) -> None:
            if yes and not self.table.session.is_over():
                self.table.end_here()
            elif not yes and stay is not None:
                stay()

        if not self.app.prefs.confirm_quit:
            end()
            return
        self.app.push_screen(ConfirmEnd(everybody=not self.table.session.capabilities.paced_here), end)

    def quit(self, stay: Callable[[], object] | None = None) -> None:
        """Quit the app, asked first while the game goes on; `stay`: what follows a "no" (the put asked again)."""
        if not self.asks_before_quitting():
            self.leave_app()
            return
        self.app.push_screen(
            ConfirmQuit(kind=self.quit_kind()),
            lambda yes: self.leave_app() if yes else stay() if stay is not None else None,
        )

    def asks_before_quitting(self) -> bool:
        """Whether quitting is asked first (the preference, and a game going on)."""
        return self.app.prefs.confirm_quit and not self.table.session.is_over()

    def quit_kind(self) -> str:
        """What quitting does to the game, as app/widgets/confirm.py `QUIT_DETAILS` says it."""
        session = self.table.session
        return session.leaving or ("stopped" if session.saving_stopped else "saved" if session.saving else "unsaved")

    def leave_table(self, stay: Callable[[], object] | None = None, then: Callable[[], object] | None = None) -> None:
        """Back to the menu, once the table has done what it does as its person leaves (`TableSeat.leave`); asked
        first where leaving loses the game or touches the others (a game not saved, a network table). `stay`: what
        follows a "no"; `then`: what follows the leaving (the palette's new game)."""
        session = self.table.session

        async def leave_then_go() -> None:
            await session.leave()
            # On top, the table goes; under the final standings a served game ended with (a dialog over it is
            # "current" too), closing them takes it away (`after_game`).
            if self.app.screen is self.table:
                self.app.pop_screen()
            if then is not None:
                then()

        def go(yes: bool | None = True) -> None:
            if yes:
                self.app.run_worker(leave_then_go(), group="leaving")
            elif stay is not None:
                stay()

        kind = session.leaving or ("stopped" if session.saving_stopped else None)
        if kind is None and not session.saving and self.table.setup.people:
            kind = "unsaved"
        # A table cut off from its server has nothing here to lose, nor a seat that waits for its person.
        if kind is None or not self.app.prefs.confirm_quit or session.is_over() or session.cut_off():
            go()
            return
        self.app.push_screen(ConfirmLeave(kind), go)

    def leave_app(self) -> None:
        """Quit, once the table has done what it does as its app goes (`TableSeat.leave`: a network table this
        app serves is ended first, so that everybody gets the result before the server goes)."""
        session = self.table.session

        async def leave_then_exit() -> None:
            await session.leave()
            self.app.exit()

        self.app.run_worker(leave_then_exit(), group="leaving")
