"""One table apart from any screen: the engine, the full state, the computer players and the records.

The table screen talks to a session only through the seat contract (app/seating/table_seat.py: seat views, the
public log, `act` / `step`); only the session calls the engine, and only the session holds the full state.
It imports nothing from Textual, so it is tested without a screen.
"""

from __future__ import annotations

import secrets
from collections import deque
from typing import Any, Callable, Iterable, Iterator

from ...rules.drive import Stepped, walk
from ...rules.engine import Action, Outcome
from ...rules.errors import IllegalAction
from ...rules.events import Event
from ...rules.games import GameInfo, by_id
from ...rules.history import Move, add_move
from ...rules.review import review
from ...rules.rng import Rng, seed_state
from ..words.i18n import _
from ..words.seat_words import shown_name
from .table_seat import Change, NextGame, SeatCapabilities, TableLook, stopped
from .table_setup import TableSetup

BOT_SALT = 0xB07
"""Forks the computer players' generator from the game's seed (so they never share its draws)."""
PAST_ROUNDS = 40
"""Finished rounds whose logs are kept for a table that opens on a game already under way."""


class Records:
    """Where a session keeps what it plays (its record, the statistics); this one keeps nothing."""

    def started(self, session: "TableSession") -> str | None:
        """A table sat down at (new or resumed); a one-line notice, or None."""
        return None

    def changed(self, session: "TableSession", change: Change) -> str | None:
        """After every step and decision; a one-line notice, or None."""
        return None

    @property
    def saving(self) -> bool:
        """Whether the game is being kept, so that Continue can pick it up after quitting."""
        return False

    @property
    def saving_stopped(self) -> bool:
        """Whether saving stopped partway (a write failed for good): Continue takes the game up where it did."""
        return False

    @property
    def unsaved(self) -> bool:
        """Whether these records were to keep the game and do not (a folder that could not be made, a write that
        failed for good, the game played in another window): the table says so for as long as it plays."""
        return False

    def remove(self) -> str | None:
        """The game is over or given up: its record goes; a one-line notice, or None."""
        return None

    def ready(self) -> bool:
        """Whether the table may play on (every move so far kept, or saving off)."""
        return True

    def crashed(self) -> str | None:
        """Parlour stopped with an error at this table: a saved game continued here is set aside, so that the
        next launch does not fail on it again; a one-line notice, or None."""
        return None

    def close(self) -> None:
        """The table is left: what the records hold for it is let go."""


class TableSession:
    """A table's game at this keyboard: seat views out, decisions in (a `TableSeat`)."""

    leaving = None
    """Nobody else is at this table: leaving it asks nobody (see `TableSeat.leaving`)."""
    look = None
    """A table here opens as the preferences say, or as the game before it was left (see `TableSeat.look`)."""

    def __init__(
        self,
        setup: TableSetup,
        seed: int,
        *,
        bot_rng: int | None = None,
        records: Records | None = None,
        table_id: str | None = None,
    ) -> None:
        self.setup = setup
        """Who sits where and the rule settings."""
        self.table_id = table_id or secrets.token_hex(8)
        """This table's name in the records and the statistics (kept when a saved game is continued)."""
        self.seed = seed
        """The seed the game was dealt from (shown, so a game can be replayed)."""
        self.game: GameInfo = by_id(setup.game)
        self.capabilities = SeatCapabilities(paced_here=True, review=True, play_again=True, end_here=True)
        """At this keyboard: its own pace, a review (every game: Put and Take's has no decisions to judge, but every
        hand face up and every payment, as a saved game's from Continue), another game."""
        self.engine = self.game.engine()
        self.bot_rng = Rng(bot_rng) if bot_rng is not None else Rng(seed_state(seed)).fork(BOT_SALT)
        """The computer players' generator (saved with the game)."""
        self.round_start: tuple[int, ...] | None = None
        """What each seat's round counts from (None between rounds): the starting stacks for the first
        round, else the scores as the round before left them (`opening`)."""
        self.records = records or Records()
        self.notices: list[str] = []
        """One-line notices about saving, newest last, for the screen to show."""
        self._state = self.new_state()
        self.moves: list[Move] = []
        """Every move since the game began (steps counted): with the seed, the whole game."""
        self._views: tuple[Any, dict[int | None, Any]] = (None, {})
        """The position the views below are of (kept, so that it is never mistaken for another), and the views
        made of it so far by seat."""
        self._advice: tuple[Any, dict[int, Any]] = (None, {})
        """(position and seat, the coach's figures) last worked out."""
        self.round_decisions: list[tuple[Any, Action]] = []
        """The people's decisions of the round in progress (or just ended), each with the state it was
        taken in: the statistics judge them when the round ends."""
        self._finished: deque[Any] = deque(maxlen=PAST_ROUNDS)
        """The states that ended the latest rounds (their logs are the rounds' logs)."""
        self._ended: Outcome | None = None
        """The result of a game ended at the table before its rules ended it (`end`)."""
        players = self.game.computer_players()
        self._computers: dict[int, Callable] = {
            seat: players[place.strength] for seat, place in enumerate(setup.seats) if not place.human and players
        }

    @property
    def saving(self) -> bool:
        """Whether the records keep the game for Continue."""
        return self.records.saving

    @property
    def saving_stopped(self) -> bool:
        """Whether saving stopped partway: Continue takes the game up where it did, the moves since lost."""
        return self.records.saving_stopped

    @property
    def unsaved(self) -> bool:
        """Whether the game was to be kept and is not (`Records.unsaved`)."""
        return self.records.unsaved

    @property
    def resumed(self) -> bool:
        """Whether the game is under way already: moves played (a saved game continued, a served table restored
        from its record)."""
        return bool(self.moves)

    async def leave(self) -> None:
        """The records have kept every move already: they only let go of the game (another window may continue it)."""
        self.records.close()

    def keep_look(self, look: TableLook) -> None:
        """The table's switches are kept nowhere: a game played again takes them from its screen."""

    def refused(self) -> None:
        """Never anything: a decision here is refused at once (`act` raises)."""
        return None

    reading: tuple[int, ...] = ()
    """Nobody is waited for: this table's screen moves it on."""

    def waits_left(self) -> None:
        """Its people are waited for as long as they take."""
        return None

    def decision_held(self) -> bool:
        """Nothing moves on here while a dialog is open."""
        return False

    def decision_gone(self) -> bool:
        """Nothing moves on here while a dialog is open."""
        return False

    unreachable = False
    """This table is here: always at hand."""
    reconnecting = False
    """Nothing to take back: this table is here."""
    taken_elsewhere = False
    """Nobody else takes this seat: this table is here."""
    next_game: NextGame | None = None
    """Never: the next game here is a new table of this app's (`capabilities.play_again`)."""

    def deal_next_game(self) -> None:
        """Nothing: the next game here is a new table of this app's (app/screens/table_flow.py)."""

    def cut_off(self) -> bool:
        """Never: this table is here."""
        return False

    def notes(self) -> list[str]:
        """Nothing but the events: this table is here."""
        return []

    def round_seen(self, rounds: int) -> None:
        """Nothing to tell: this table's screen moves it on (`step`)."""

    def when_moved(self, notify: Callable[[], object]) -> None:
        """Never called: a table at this keyboard moves on only when its screen moves it (`step`)."""

    def new_state(self) -> Any:
        """The game as it stands before its first move (the first dealer drawn, nothing dealt)."""
        setup = self.setup
        return self.engine.new_game(setup.rules_settings(), setup.players, self.seed, humans=setup.people)

    def start(self) -> None:
        """Sit down: the records learn of the table (a new one is saved at once)."""
        self._tell(self.records.started(self))

    # -- what may be seen ---------------------------------------------------------

    @property
    def state(self) -> Any:
        """The full state, hidden cards included: for the records and the tests, never for drawing."""
        return self._state

    def view(self, seat: int | None) -> Any:
        """What `seat` sees now (None: what everybody at the table sees)."""
        return self.views((seat,))[0]

    def views(self, seats: Iterable[int | None]) -> list[Any]:
        """What each of `seats` sees now. A view is made once per position and seat: the table, the computer
        players and the network table ask for the same views again, and several seats' views of one position
        share the work (`Engine.views`)."""
        state, made = self._views
        if state is not self._state:
            state, made = self._views = (self._state, {})
        seats = list(seats)
        missing = [seat for seat in dict.fromkeys(seats) if seat not in made]
        if missing:
            made.update(zip(missing, self.engine.views(state, missing)))
        if self._ended is not None:  # the game stopped mid-round: nobody has a decision left (the server sends these)
            return [stopped(made[seat]) for seat in seats]
        return [made[seat] for seat in seats]

    def log(self, seat: int | None) -> tuple[Event, ...]:
        """The round log as `seat` may read it (None: the public log)."""
        return self.view(seat).log

    def advice(self, seat: int | None) -> Any:
        """The coach's figures for `seat`, from its view alone (None: nothing to say now). Worked out once
        per position and seat."""
        if seat is None:
            return None
        if self._advice[0] is not self._state:  # held, as `views` holds it: a freed state's id can come again
            self._advice = (self._state, {})
        figures = self._advice[1]
        if seat not in figures:  # each seat's kept: a screen may ask for several people's (`TableScreen.coach_text`)
            figures[seat] = self.game.advise(self.view(seat))
        return figures[seat]

    @property
    def log_seat(self) -> int | None:
        """Whose log the table shows: the log stays on screen for everyone, so it shows hidden cards
        only to a lone person (None: the public log)."""
        people = self.setup.people
        return people[0] if len(people) == 1 else None

    def past_logs(self) -> list[tuple[int, tuple[Event, ...]]]:
        """(round, log as `log_seat` may read it) of the latest finished rounds, oldest first, the draw for the
        first dealer before them (round 0) while it is among the latest: a game continued shows its log from
        before it was left."""
        views = (self.engine.view(state, self.log_seat) for state in self._finished)
        return [(view.round, view.log) for view in views]

    def review(self) -> Any:
        """The game's review from its record (rules/review.py): the people's decisions judged (every
        seat's when no person plays), up to the end of the last finished round."""
        return review(self.game, self.new_state(), self.moves, self.setup.people or None)

    def to_act(self) -> int | None:
        """The seat whose decision is due, if any."""
        return self.engine.to_act(self._state)

    def is_person(self, seat: int) -> bool:
        """Whether a person (not a computer player) sits at `seat`."""
        return self.setup.seats[seat].human

    @property
    def away(self) -> tuple[int, ...]:
        """Nobody is away from a table at one screen."""
        return ()

    def person_to_act(self) -> int | None:
        """The seat of the person whose decision is due, or None when no person must decide."""
        seat = None if self._ended is not None else self.to_act()
        return seat if seat is not None and self.is_person(seat) else None

    def is_over(self) -> bool:
        return self._ended is not None or self.engine.is_over(self._state)

    @property
    def rounds_played(self) -> int:
        """Rounds played to their end so far (every seat sees it: a view's `rounds_played`, without making one)."""
        return self._state.rounds_played

    def outcome(self) -> Outcome:
        """The winner, the standings and why the game ended (or that it goes on)."""
        return self._ended or self.engine.outcome(self._state)

    def winners(self) -> tuple[int, ...]:
        """The seats that won the finished game (partners together, PU-V3); none while it goes on or nobody won."""
        winner = self.outcome().winner
        return () if winner is None else self.engine.team_of(self._state, winner)

    def scores(self) -> tuple[int, ...]:
        """Each seat's chips (Put: points) now."""
        return self.engine.scores(self._state)

    # -- moving on -----------------------------------------------------------------

    def end(self, by: int | None = None) -> Change:
        """End the game now, ranked as it stands (CH-5: the people at the table stop); it is counted in the statistics
        and its record goes, as a finished game's; `by`: the seat whose person ended it for everybody (a network
        table's host; None when the table itself did). IllegalAction when it is over already."""
        if self.is_over():
            raise IllegalAction(_("the game is over"), "CH-5")
        self._ended = self.engine.ended_outcome(self._state, by)
        scores = self.scores()
        change = Change(round_ended=False, game_over=True, before=self.round_start or scores, after=scores, move=0)
        self._tell(self.records.changed(self, change))  # the game counted, its record gone
        return change

    def refuse_if_ended(self) -> None:
        if self._ended is not None:
            raise IllegalAction("game.over", "CH-5")  # a code each client words (seen: English to a Russian friend)

    def act(self, seat: int, action: Action) -> Change:
        """`seat` decides; IllegalAction (naming the rule) leaves everything as it was, and so does a table
        whose last move is not kept yet (its saving failed and is being tried again)."""
        self.refuse_if_ended()
        if not self.records.ready():
            raise IllegalAction(_("the table waits: its last move could not be saved yet"))
        if action.seat != seat:
            raise IllegalAction(
                _("seat {seat} cannot act for seat {other}").format(seat=seat + 1, other=action.seat + 1),
                self.engine.decision_rule,
            )
        return self._move(self.engine.apply(self._state, action), action)

    def step(self) -> Change | None:
        """One automatic step (a deal, a card turned) or one computer player's decision; None while the last
        move is not kept yet (its saving failed and is being tried again: the table waits).

        IllegalAction when the game is over or a person must decide.
        """
        self.refuse_if_ended()
        if not self.records.ready():
            return None
        seat = self.to_act()
        if seat is None or self.is_over():
            return self._move(self.engine.step(self._state), 1)
        if seat not in self._computers:
            who = shown_name(self.setup.names[seat])
            raise IllegalAction(
                _("{who} decides now, not a computer player").format(who=who), self.engine.decision_rule
            )
        action = self._computers[seat](self.view(seat), self.bot_rng)
        return self._move(self.engine.apply(self._state, action), action)

    def replay(self, moves: Iterable[Move]) -> None:
        """Play a recorded history from the current state, as it was played (no computer player is
        asked: their decisions are in it, and the records hear nothing); RuleError when the rules
        refuse a move."""
        for stepped in walk(self.engine, self._state, moves):
            self._take(stepped)

    def replayed_changes(self, moves: Iterable[Move]) -> Iterator[Change]:
        """`replay`, a change at a time, each as the move made it when it was played (the records hear nothing):
        a server's restored table learns from them the rounds its away seats missed (app/net/table_keeper.py)."""
        for stepped in walk(self.engine, self._state, moves):
            yield self._change(stepped, self._take(stepped))

    def _move(self, new: Any, move: Move) -> Change:
        """Take the new state and let the records know."""
        stepped = Stepped(self._state, new, move)
        change = self._change(stepped, self._take(stepped))
        self._tell(self.records.changed(self, change))
        return change

    def _change(self, stepped: Stepped, before: tuple[int, ...]) -> Change:
        """What a move taken did (`before`: what its round counts from, as `_take` says)."""
        engine, old, new = self.engine, stepped.before, stepped.after
        return Change(
            round_ended=new.rounds_played > old.rounds_played or (engine.is_over(new) and not engine.is_over(old)),
            game_over=engine.is_over(new),
            before=before,
            after=engine.scores(new),
            move=stepped.move,
        )

    def _take(self, stepped: Stepped) -> tuple[int, ...]:
        """Take the state after a move: keep the move, a person's decision and a finished round, and track
        the round's start and end. Returns what the round counts from (its start, or the stacks before)."""
        engine, old, new, move = self.engine, stepped.before, stepped.after, stepped.move
        if stepped.began_round(engine):
            self.round_decisions = []
            self.round_start = self.opening(old)
            if old.rounds_played == 0 and old.events:  # the draw for the first dealer (PT-2, PU-2, RD-3): its log
                self._finished.append(old)  # is the game's first (seen: a game continued opened at "Cleo cuts")
        if isinstance(move, Action) and self.is_person(move.seat):
            self.round_decisions.append((old, move))
        before = self.round_start or engine.scores(old)
        self._state = new
        add_move(self.moves, move)
        if new.rounds_played > old.rounds_played:
            self._finished.append(new)
        if stepped.ended_round(engine):
            self.round_start = None
        return before

    def opening(self, state: Any) -> tuple[int, ...]:
        """What the round about to begin in `state` counts from: the first round from the starting stacks, so
        that the opening ante (RD-2) is part of it, every later one from where the round before ended. A
        game's rounds thus add up to its final scores less its starting ones."""
        return self.engine.starting_scores(state) if state.rounds_played == 0 else self.engine.scores(state)

    def _tell(self, notice: str | None) -> None:
        if notice:
            self.notices.append(notice)
