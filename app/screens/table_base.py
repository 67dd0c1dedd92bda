"""What every table screen shares: the state, the pace, computer turns, the log, round ends.

A table screen holds one `state` reactive and renders from it; only the screen
calls the engine. Automatic steps (cards turned) and computer decisions run on a
timer at the pace set in the preferences, never blocking the keyboard; `space`
moves on at once. Subclasses draw the felt (`render_table`) and handle the human
decisions of their game. The hand-over between people (table_hand_over.py) and the
round and game end (table_round_end.py) are mixins of their own.
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, Vertical
from textual.binding import Binding
from textual.reactive import reactive
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Static

from parlour.app.describe import describe
from parlour.app.screens.base import ParlourScreen
from parlour.app.screens.table_hand_over import HandOverTurns
from parlour.app.screens.table_round_end import RoundEnd
from parlour.app.table_setup import TableSetup
from parlour.app.widgets.cards import label
from parlour.app.widgets.footer import ParlourFooter
from parlour.app.widgets.round_log import RoundLog
from parlour.app.widgets.seat import SeatPanel
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction
from parlour.rules.games import engine_for
from parlour.rules.rng import Rng, seed_state

MIN_TICK = 0.03
"""Seconds between steps when the animation speed is 0 (instant)."""


class TableScreen(HandOverTurns, RoundEnd, ParlourScreen):
    """The base of the three tables."""

    BINDINGS = [
        Binding("space", "next", "Next"),
        Binding("a", "toggle_auto", "Auto-play"),
        Binding("l", "toggle_log", "Log", show=False),
        Binding("escape", "pause", "Pause"),
        Binding("q", "quit_table", "Quit"),
    ]
    """Keys at every table; games add their own."""

    state: reactive[Any] = reactive(None, always_update=True, init=False)
    """The game state; every change re-renders the table."""
    auto: reactive[bool] = reactive(True, init=False)
    """Whether automatic steps and computer moves run by themselves."""

    def __init__(self, setup: TableSetup, seed: int, state: Any = None, *, bot_rng: int | None = None,
                 round_start: tuple[int, ...] | None = None) -> None:
        super().__init__()
        self.resumed = state is not None
        """Whether this table continues a saved game."""
        self.setup = setup
        """Who sits where and the rule settings."""
        self.game = setup.game
        self.seed = seed
        """The seed the game was dealt from (shown, so a game can be replayed)."""
        self.engine = engine_for(setup.game)
        self.bot_rng = Rng(bot_rng) if bot_rng is not None else Rng(seed_state(seed)).fork(0xB07)
        if state is None:
            state = self.engine.new_game(setup.rules_settings(), setup.players, seed, humans=setup.humans)
        self.set_reactive(TableScreen.state, state)
        self.round_start_stacks: tuple[int, ...] | None = round_start
        self.revealed: int | None = setup.humans[0] if len(setup.humans) == 1 else None
        """The person whose hidden cards are face up now (several people take turns, see HandOver)."""
        self._handing_over = False
        self._logged: tuple = ()
        self._told = False
        self._timer: Timer | None = None
        self._lines: dict[str, str] = {}
        """The text last shown in each one-line Static (see `show_line`)."""
        self._footer_keys: tuple = ()

    # -- layout -----------------------------------------------------------------

    def compose_body(self) -> ComposeResult:
        yield Static(id="table-status")
        yield from self.compose_felt()
        yield Static(id="table-prompt")
        yield Static(id="table-message")
        yield ParlourFooter()

    def compose_felt(self) -> ComposeResult:
        """The seats around the table, the game's centre, the person's seat at the bottom, the log."""
        with Horizontal(id="table-main"):
            with Vertical(id="felt"):
                with Grid(id="opponents", classes=f"seats-{self.setup.players - 1}"):
                    for seat in self.others():
                        yield SeatPanel(id=f"seat-{seat}", classes="opponent")
                yield self.make_center()
                yield SeatPanel(id=f"seat-{self.bottom_seat}", classes="me")
            yield RoundLog(id="log")

    def make_center(self) -> Widget:
        """The middle of the table (pool and rows, pot and turned cards, the trick)."""
        raise NotImplementedError

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the first person's, else seat 0."""
        return self.setup.humans[0] if self.setup.humans else 0

    def others(self) -> list[int]:
        """The other seats, clockwise from the bottom seat's left."""
        n = self.setup.players
        return [(self.bottom_seat + i) % n for i in range(1, n)]

    def on_mount(self) -> None:
        self.set_reactive(TableScreen.auto, self.app.autoplay)
        pace = max(self.app.prefs.animation_seconds, MIN_TICK)
        self._timer = self.set_interval(pace, self.on_tick, pause=not self.auto)
        self._pace = pace
        self.refresh_view()
        if not self.app.demo:
            from parlour.app import table_records

            self.tell(table_records.save_now(self) if self.resumed else table_records.game_started(self))

    def on_screen_resume(self) -> None:
        """Back from another screen: pick up changed preferences (pace, card style)."""
        pace = max(self.app.prefs.animation_seconds, MIN_TICK)
        if self._timer is not None and pace != self._pace:
            self._timer.stop()
            self._timer = self.set_interval(pace, self.on_tick, pause=not self.auto)
            self._pace = pace
        self.refresh(layout=True)
        self.refresh_view()

    def tell(self, notice: str | None) -> None:
        """Show a saving notice once per table (the game goes on without saving)."""
        if notice and not self._told:
            self._told = True
            self.app.notify(notice, severity="warning", timeout=8)

    def on_resize(self) -> None:
        self.set_class(self.size.width >= 120, "-wide")
        self.set_class(self.size.height >= 36, "-tall")

    @property
    def log_widget(self) -> RoundLog:
        return self.query_one(RoundLog)

    # -- state ------------------------------------------------------------------

    def watch_state(self) -> None:
        self.refresh_view()

    def live(self) -> bool:
        """Whether the table may move and draw: mounted, still on the screen stack, the app not quitting.

        Keys and timers can still reach a table that was just left or whose app is shutting
        down (a fast enter after "Quit Parlour"); its widgets are being removed by then.
        """
        return self.is_mounted and self.app.return_code is None and self in self.app.screen_stack

    def refresh_view(self) -> None:
        if not self.live():
            return
        self.render_table(self.state)
        self.log_new_events()
        self.show_line("#table-status", self.status_line())
        self.show_line("#table-prompt", self.prompt_line())
        self.refresh_footer()
        self.maybe_hand_over()

    def show_line(self, selector: str, text: str) -> None:
        """Update a one-line Static only when its text changes (an update costs a layout pass)."""
        line = self.query_one(selector, Static)
        if self._lines.get(selector) != text:
            self._lines[selector] = text
            line.update(text)

    def refresh_footer(self) -> None:
        """Redraw the footer only when the keys that work now change.

        `refresh_bindings` makes the Footer recompose, which costs a full layout; doing it
        on every key (a bet +1, a card chosen) made each key take tens of milliseconds.
        """
        keys = tuple((key, active.binding.action, active.enabled) for key, active in self.active_bindings.items())
        if keys != self._footer_keys:
            self._footer_keys = keys
            self.refresh_bindings()

    def change_state(self, new: Any) -> None:
        """Move to a new state: render it, and mark a round's end."""
        old = self.state
        if self.engine.needs_round(old) and not self.engine.needs_round(new):
            self.round_start_stacks = self.stacks_of(old)
        self.state = new
        self.show_line("#table-message", "")
        round_over = new.rounds_played > old.rounds_played or (self.engine.is_over(new) and not self.engine.is_over(old))
        if round_over:
            if not self.app.demo:
                from parlour.app import table_records

                self.tell(table_records.round_ended(self, old, new))
            self.on_round_end(old, new)
        if self.engine.needs_round(new) or self.engine.is_over(new):
            self.round_start_stacks = None
        if not self.app.demo:
            from parlour.app import table_records

            self.tell(table_records.save_now(self))

    def stacks_of(self, state: Any) -> tuple[int, ...]:
        """What the summaries count per seat: chips here, points in Put."""
        return state.stacks

    def seat_name(self, seat: int) -> str:
        """A seat's name, escaped for markup."""
        return escape(self.setup.names[seat])

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].human

    def my_turn(self) -> bool:
        """A person decides now and may see the cards."""
        seat = self.engine.to_act(self.state)
        return self.waiting_for_human() and seat is not None and self.may_see(seat)

    def waiting_for_human(self) -> bool:
        seat = self.engine.to_act(self.state)
        return seat is not None and self.is_human(seat) and not self.engine.is_over(self.state)

    # -- moving on ------------------------------------------------------------------

    def on_tick(self) -> None:
        if self.app.screen is self and not self.waiting_for_human():
            self.step_once()

    def step_once(self) -> None:
        """One automatic step or one computer decision."""
        state = self.state
        if self.engine.is_over(state) or not self.live():
            return
        seat = self.engine.to_act(state)
        if seat is None:
            self.change_state(self.engine.step(state))
        elif not self.is_human(seat):
            self.change_state(self.engine.apply(state, self.bot_action(state, seat)))

    def act(self, action: Action) -> bool:
        """A human decision: applied, or refused with a one-line reason and nothing changed."""
        if not self.live():
            return False
        try:
            new = self.engine.apply(self.state, action)
        except IllegalAction as error:
            self.show_message(str(error))
            return False
        self.change_state(new)
        return True

    def bot_action(self, state: Any, seat: int) -> Action:
        raise NotImplementedError

    def show_message(self, text: str) -> None:
        self.show_line("#table-message", f"[b #ff5f5f]✗[/] {text}")
        self.app.bell()

    # -- the log --------------------------------------------------------------------

    def log_new_events(self) -> None:
        events = self.state.events
        same_round = bool(self._logged) and bool(events) and events[0] is self._logged[0]
        fresh = events[len(self._logged):] if same_round else events
        if not same_round and events and self._logged:
            self.log_widget.write(Text("·" * 12, style="dim"))
        names = self.setup.names
        for event in fresh:
            style = "bold" if event.type == "turn" else ""
            self.log_widget.write(Text(describe(event, names, self.card_label, self.log_reveals, self.game), style=style))
        self._logged = events

    def card_label(self, card: str) -> str:
        return label(card, self.app.prefs)

    # -- to be drawn by each game -------------------------------------------------------

    def render_table(self, state: Any) -> None:
        raise NotImplementedError

    def status_line(self) -> str:
        return ""

    def prompt_line(self) -> str:
        return ""

    # -- keys --------------------------------------------------------------------------

    def action_next(self) -> None:
        if not self.waiting_for_human():
            self.step_once()

    def action_toggle_auto(self) -> None:
        self.auto = not self.auto

    def watch_auto(self, auto: bool) -> None:
        if self._timer is not None:
            self._timer.resume() if auto else self._timer.pause()
        self.refresh_view()

    def action_toggle_log(self) -> None:
        self.log_widget.display = not self.log_widget.display

    def action_pause(self) -> None:
        from parlour.app.screens.pause import PauseMenu

        self.app.push_screen(PauseMenu(), self.after_pause)

    def after_pause(self, choice: str | None) -> None:
        if choice == "menu":
            self.app.pop_screen()
        elif choice == "quit":
            self.app.exit()
        elif choice == "rules":
            self.app.action_rules()

    def action_quit_table(self) -> None:
        from parlour.app.screens.confirm import ConfirmQuit

        if not self.app.prefs.confirm_quit or self.engine.is_over(self.state):
            self.app.exit()
            return
        self.app.push_screen(ConfirmQuit(), lambda yes: self.app.exit() if yes else None)
