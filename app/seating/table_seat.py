"""The seat contract: what a table screen plays through, whichever kind of table it is.

Two tables implement it: a game at this keyboard (app/seating/session.py `TableSession`, which holds the full state
and the records) and one seat of a server's table (app/net/remote_session.py `RemoteSession`, which holds only
its seat's view). The table screen, its flow and the app know a table only through `TableSeat`: what may be
seen (views, logs, the coach's figures, scores, the result), decisions in (`act`) and the table moved on
(`step`), and what the table can do besides (`capabilities`) instead of asking which kind it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, NamedTuple, Protocol, Sequence, runtime_checkable

from ...rules.engine import Action, Outcome
from ...rules.errors import IllegalAction
from ...rules.events import Event
from ...rules.games import GameInfo
from ...rules.history import Move
from .table_setup import TableSetup


@dataclass(frozen=True)
class Change:
    """What one step or decision did, for whoever draws the table (the network protocol's `ChangeNote`
    carries the same figures to a remote seat)."""

    round_ended: bool
    """A round was completed by it."""
    game_over: bool
    """The game ended with it."""
    before: tuple[int, ...]
    """Each seat's chips (Put: points) the round that ended counts from (or before this change): the starting
    stacks for the first round (`TableSession.opening`)."""
    after: tuple[int, ...]
    """Each seat's chips (points) now."""
    move: Move = 1
    """What was done: one automatic step (1), or a decision."""

    @property
    def counts_round(self) -> bool:
        """Whether the statistics count a round for this change (`counts_round`)."""
        return counts_round(self.round_ended, self.game_over, self.before, self.after)


def counts_round(round_ended: bool, game_over: bool, before: Sequence[int], after: Sequence[int]) -> bool:
    """Whether a change counts a round in the statistics: it ended one, or it ended the game mid-round after the round
    moved chips (CH-5: the antes, bets or payments are in the final standings, so in the net too). At this keyboard,
    on a friend's machine and on the server keeping the rounds an away seat missed alike."""
    return round_ended or (game_over and tuple(before) != tuple(after))


@dataclass(frozen=True)
class SeatCapabilities:
    """What a table can do besides being played, so that a screen never asks which kind of table it is."""

    paced_here: bool
    """The table moves at this screen's pace (the preferences' speed, the pace keys, auto-play as the player left
    it at this game); False at a server's table, whose updates come at the server's pace."""
    review: bool
    """Its game can be reviewed here once over (its whole record is here and the game has decisions)."""
    play_again: bool
    """A new game of the same setup can be dealt here once it is over."""
    end_here: bool = False
    """The person here may end the game now, ranked as it stands (CH-5: the people at the table stop; `end`): a
    game at this keyboard, or the host of a server's table (for everybody there)."""


@dataclass(frozen=True)
class TableLook:
    """What a player switched at a table for the table itself (`c`, `v`, `l`): a game played again from the
    game-over screen opens as the last one was left, and so does a network seat taken back (`TableSeat.look`),
    where a new table opens as the preferences say."""

    coach: bool
    money: bool
    log: bool


def stopped(view: Any) -> Any:
    """A seat's view of a game ended at the table before its rules ended it (CH-5: the people stop where they
    are): nobody is to act and the seat has nothing to decide (the position is the one the game stopped at)."""
    if view.to_act is None and not view.legal:
        return view
    return view.model_copy(update={"to_act": None, "legal": ()})


class NextGame(NamedTuple):
    """The next game a server's host dealt at a finished table, as one of its seats takes it."""

    address: str
    """The server's."""
    table: str
    """Its code."""
    token: str
    """The token of this seat there (the same seat)."""
    name: str
    """This seat's name (the seat keeps it there)."""


@runtime_checkable
class TableSeat(Protocol):
    """A table as its screen sees it: seat views out, decisions in."""

    @property
    def setup(self) -> TableSetup:
        """Who sits where (as this screen plays it) and the rule settings."""
        ...

    @property
    def seed(self) -> int | None:
        """The seed the game was dealt from, when it may be known here (never at a server's table)."""
        ...

    @property
    def game(self) -> GameInfo: ...

    @property
    def resumed(self) -> bool:
        """Whether the game was under way when this table was sat down at."""
        ...

    @property
    def notices(self) -> list[str]:
        """One-line notices about keeping the game, newest last, for the screen to show."""
        ...

    @property
    def capabilities(self) -> SeatCapabilities: ...

    @property
    def saving(self) -> bool:
        """Whether the game is kept when the player leaves, so that it can be taken up again."""
        ...

    @property
    def saving_stopped(self) -> bool:
        """Whether saving stopped partway: the game is kept as it stood then, the moves since are not."""
        ...

    @property
    def unsaved(self) -> bool:
        """Whether the game was to be kept here and is not (saving failed): the table says so while it plays."""
        ...

    @property
    def leaving(self) -> str | None:
        """What leaving does to the others, for the quit question: "serving" (this app serves the table: it
        ends for everybody), "seat_waits" (the seat waits on the server for its person), None (nobody else)."""
        ...

    @property
    def log_seat(self) -> int | None:
        """Whose log the table shows (None: the public log)."""
        ...

    @property
    def look(self) -> TableLook | None:
        """The table's switches as its person last left them at this very game (a network seat taken back after
        the app was closed), or None: the table opens as the preferences say."""
        ...

    def keep_look(self, look: TableLook) -> str | None:
        """The person switched the coach, money or the log: kept where the game is taken up again (a network seat's
        beside its token; nowhere for a table here); a notice when it could not be kept."""
        ...

    def start(self) -> None:
        """Sit down."""
        ...

    def view(self, seat: int | None) -> Any:
        """What `seat` sees now (None: what everybody sees)."""
        ...

    def log(self, seat: int | None) -> tuple[Event, ...]:
        """The round's log as `seat` may read it."""
        ...

    def past_logs(self) -> list[tuple[int, tuple[Event, ...]]]:
        """(round, log) of the latest finished rounds kept here, oldest first."""
        ...

    def advice(self, seat: int | None) -> Any:
        """The coach's figures for `seat` from its view alone (None: nothing to say)."""
        ...

    def review(self) -> Any:
        """The game's review (only where `capabilities.review`)."""
        ...

    def to_act(self) -> int | None:
        """The seat whose decision is due, if any."""
        ...

    def is_person(self, seat: int) -> bool:
        """Whether a person plays `seat` from this screen."""
        ...

    def person_to_act(self) -> int | None:
        """The seat of the person at this screen whose decision is due now, if any."""
        ...

    @property
    def away(self) -> tuple[int, ...]:
        """The people's seats whose player is not here (a network table's clients gone; none at one screen)."""
        ...

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome: ...

    def scores(self) -> tuple[int, ...]:
        """Each seat's chips (Put: points) as shown now."""
        ...

    def act(self, seat: int, action: Action) -> Change | None:
        """`seat` decides: the change it made, or None when it was sent on (a server's table: what it did comes
        back as an update, `when_moved`); IllegalAction (naming the rule) leaves everything as it was."""
        ...

    def step(self) -> Change | None:
        """The table moves on by one step (None: nothing to show yet)."""
        ...

    def end(self) -> Change | None:
        """End the game now, ranked as it stands (CH-5), where `capabilities.end_here` (None: sent to a server's
        table, whose result comes as an update); IllegalAction elsewhere or when it is over already."""
        ...

    def refused(self) -> IllegalAction | None:
        """A decision of this screen's refused after it had left it (a server's rules refuse it as it arrives),
        once; None. A table here refuses at once: `act` raises."""
        ...

    @property
    def reading(self) -> tuple[int, ...]:
        """Between two rounds, the people's seats still reading the last round's summary, whom a server's table
        waits for before the next deal (none at one screen)."""
        ...

    def waits_left(self) -> float | None:
        """Seconds a server's table still waits for the person it waits for (a decision, the readers of a summary)
        before a computer player decides or the next round begins; None while it waits for nobody (always at one
        screen: its people are waited for as long as they take)."""
        ...

    def decision_held(self) -> bool:
        """Whether an update held back while a dialog is open here (a round's summary) makes this seat's decision
        due: a server's table moved on without the person, its clock running (always False at one screen)."""
        ...

    def decision_gone(self) -> bool:
        """Whether an update held back while a dialog is open here (a put to answer) takes the seat's decision away:
        the game was ended at the table, or a computer player decided for the seat (always False at one screen)."""
        ...

    @property
    def unreachable(self) -> bool:
        """A server's table that could not be reached again after its connection was lost: nothing more will
        come (never at one screen)."""
        ...

    @property
    def taken_elsewhere(self) -> bool:
        """A server's table whose seat was taken with its token on another connection (its person at another
        window): nothing more will come here (never at one screen)."""
        ...

    def cut_off(self) -> bool:
        """Nothing more comes to this table's screen: `unreachable` or `taken_elsewhere` (never at one screen)."""
        ...

    @property
    def reconnecting(self) -> bool:
        """A server's table whose connection was lost, while the seat is being taken back (never at one
        screen)."""
        ...

    @property
    def next_game(self) -> NextGame | None:
        """The next game a server's host dealt at this finished table (a table here plays its next game itself:
        `capabilities.play_again`)."""
        ...

    def deal_next_game(self) -> None:
        """The host of a server's finished table asks for the next game (`next_game` comes to every person there)."""
        ...

    def notes(self) -> list[str]:
        """Lines for the log after the events shown last (a server's word on this seat's decision), once each."""
        ...

    def round_seen(self, rounds: int) -> None:
        """The person has seen the game to the end of round `rounds` (closed its summary): a server's table deals
        the next round once every person at it has. A table here deals when its screen moves it."""
        ...

    def when_moved(self, notify: Callable[[], object]) -> None:
        """Have `notify` called (on the app's event loop) whenever the table moves on by itself, with something
        new for `step` to show: a server's table at its own pace. A table paced here never calls it: its screen's
        clock moves it."""
        ...

    async def leave(self) -> None:
        """What the table does as its person leaves it (back to the menu, or the app quitting): a table this app
        serves is ended first, ranked as it stands (CH-5), so that everybody gets the result before the server
        goes; a seat at a server's table hangs up, its seat waiting there for its return; any other game stays as
        it is (kept by its records here)."""
