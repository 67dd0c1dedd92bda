"""A seat at a server's table, keeping the seat contract (app/seating/table_seat.py), so the usual table screen
plays it.

The server holds the game; this holds only what its seat may know: the latest update (its
view, the scores, the result) and the updates not yet shown. The table screen asks the
session as it asks a local one (`view`, `person_to_act`, `act`, `step`): a decision goes to
the server (checked first by the engine from the seat's view, so a refusal is at once and in
words), and each update that comes in is told to the screen showing the seat (`when_moved`), which shows it with
`step`: the table moves at the server's pace. `listen` reads the connection; a lost connection is taken
back with the seat's token (`rejoin`). Once the game is over its person may review the decisions taken from here,
from what the seat saw (rules/review.py `seat_review`): the seat's views are all this side ever has.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from typing import Any, Awaitable, Callable, cast

from websockets.exceptions import ConnectionClosed

from ...rules.engine import Action, Outcome
from ...rules.errors import IllegalAction
from ...rules.events import Event
from ...rules.games import by_id
from ...rules.review import Moment, Review, seat_review
from ...rules.view import SeatView, seats_of
from ..saving.writer import app_writer
from ..seating.table_seat import Change, NextGame, SeatCapabilities, TableLook, stopped
from ..seating.table_setup import SeatSetup, TableSetup, names_here
from ..words.i18n import _, ngettext
from .missed_rounds import KEPT
from .protocol import Act, Again, End, Error, Leave, Missed, Next, Notice, RoundResult, Seen, Start, Update, Welcome
from .seat_moments import SeatMoments
from .seat_statistics import SeatStatistics
from .seat_tokens import forget_token, keep_look, keep_token
from .server_messages import read_server_message
from .server_refusals import DECIDED_FOR, SEAT_ELSEWHERE, STOOD_IN
from .server_words import is_server_code, server_words


async def nothing() -> None:
    """No connection to close."""


def local_setup(setup: TableSetup, seat: int) -> TableSetup:
    """The setup as this client plays it: its own seat is the person at this keyboard; the other people
    play from their own screens, like computer players seen from here (of the default strength: whatever a
    person's seat carried is nothing here, where the server plays every seat but this one)."""
    default = SeatSetup.model_fields["strength"].default
    return setup.reseated(
        human=[index == seat for index in range(setup.players)],
        name=names_here(setup.names, setup.people),
        strength=[default if kept.human else kept.strength for kept in setup.seats],
    )


class RemoteSession:
    """One seat of a table on a server (a `TableSeat`)."""

    saving = True
    """The server keeps the game: the seat is taken up again by rejoining with its token."""
    saving_stopped = False
    unsaved = False

    def __init__(self, send: Callable[[str], Awaitable[None]], welcome: Welcome, first: Update) -> None:
        self.send_text = send
        """Sends one message to the server."""
        self.people = welcome.setup.people
        """The people's seats (each at its own screen)."""
        self.seat = welcome.seat
        self.token = welcome.token
        """The seat's secret: it alone takes the seat back after a drop."""
        self.table_id = welcome.table
        self.host = welcome.host
        self.serving = False
        """The table's server runs in this process (`parlour host`): it goes when this app quits."""
        self.setup = local_setup(welcome.setup, welcome.seat)
        self.seed: int | None = None
        """Never known to a client."""
        self.game = by_id(self.setup.game)
        self.engine = self.game.engine()
        self.notices: list[str] = []
        """What the table screen shows once (saving off: the statistics or the seat's moments cannot be written)."""
        self.statistics = SeatStatistics(self.setup.game, self.seat, welcome.token, self.tell)
        """The rounds and the game shown here, counted in this machine's statistics."""
        self._counted = 0
        """The moments (`_moments`) whose decisions the statistics have judged: those of the rounds ended."""
        self.resumed = False
        self._update = first
        self._end_told = False
        """The host's end of the game has been said (`ended_by_host`)."""
        self._waits_until: float | None = None if first.waits is None else time.monotonic() + first.waits
        """When the table stops waiting for the person it waits for (`waits_left`), by this machine's clock."""
        self._view = self.game.view_model().model_validate(first.view)
        self.been_here: set[int] = set(self.people) - set(first.away)
        """The people's seats seen here (not away) in an update shown: one away now has left, not yet to come."""
        self._comings_told: set[tuple[int, int, str]] = set()
        """(round, seat, words) of each line the log was given of another person's leaving or coming
        (`comings_and_goings`): once each a round."""
        self._pending: deque[tuple[Update, bool, Any]] = deque()
        """The updates come and not shown yet, each with whether it is a decision a computer player made for this
        seat (the server's notice came just before it: `decided_next`) and its view, read as it came (`table_view`)."""
        self._waiting = False
        """A decision went to the server and its update has not been shown yet."""
        self._advice: tuple[Any, Any] = (None, None)
        self._moved: Callable[[], object] = lambda: None
        """Told of every update that comes in (`when_moved`)."""
        self._refused: IllegalAction | None = None
        """The rules' refusal of the last decision sent, not yet shown (`refused`)."""
        self.hang_up: Callable[[], Awaitable[None]] = nothing
        """Closes the connection to the server (the one in use: a seat taken back has a new one)."""
        self.gone = False
        """The person left the table: the connection is not taken up again (app/net/client.py `listen`)."""
        self.leaving_now = False
        """The person is leaving the table (`leave`): a game this app serves ends with it, no next game after."""
        self.unreachable = False
        """The connection was lost and the seat could not be taken back: nothing more will come."""
        self.reconnecting = False
        """The connection was lost and the seat is being taken back (app/net/client.py `listen`)."""
        self.taken_elsewhere = False
        """The seat was taken with its token on another connection (the person at another window): this one was
        closed, and is not taken up again (taking the seat back would take it from the window he uses now)."""
        self._decided_next = False
        """The server said a computer player decided for this seat: the next update to come is that decision (it
        may come while earlier ones wait to be shown), and the log says so after it."""
        self._notes: list[str] = []
        """Lines for the log after the events of the update shown last (`notes`)."""
        self.look: TableLook | None = None
        """The table's switches kept with this seat's token (a friend's seat taken back: `TableSeat.look`)."""
        self.kept_at: str | None = None
        """The address this seat's token is kept under on this machine (a friend's seat; None: not kept)."""
        self._moments: list[Moment] = []
        """What the seat saw at each of its decisions and at each round's end, shown here: its review."""
        self.kept: SeatMoments | None = None
        """The moments written on this machine as they come (a friend's seat, its token kept: `keep_moments`)."""
        self.address = ""
        """The server's address (the next game's table is there)."""
        self.next_game: NextGame | None = None
        """The next game the host dealt at this finished table (`Next`)."""
        self._missed_told = False
        """The server has told this connection the rounds the seat missed (it does once, after the first update)."""
        self._refusal_due = True
        """A refusal of the rules is shown once a decision sent (one before any, as a server may send)."""
        self._missed_counted = 0
        """The rounds missed that the server has told this seat of, on all its connections (at most KEPT)."""
        self._sent: Moment | None = None
        """The decision sent and not yet come back as the table's change (a refusal, or a computer player deciding
        first, drops it)."""

    # -- what the screen reads -----------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self._update.started

    @property
    def host_seat(self) -> int:
        """The host's seat (it starts the game; a host who leaves before the start hands the table on)."""
        return self._update.host

    @property
    def names(self) -> tuple[str, ...]:
        return names_here(self._update.names, self.people)

    @property
    def away(self) -> tuple[int, ...]:
        return self._update.away

    @property
    def reading(self) -> tuple[int, ...]:
        """As the latest update says (not the one shown: a summary open here holds the table's updates back)."""
        return (self._pending[-1][0] if self._pending else self._update).reading

    def waits_left(self) -> float | None:
        """Seconds the table still waits for the person it waits for, as the latest update said, counted down
        here (its `waits`); None while it waits for nobody."""
        if self._waits_until is None:
            return None
        return max(0.0, self._waits_until - time.monotonic())

    def decision_held(self) -> bool:
        """Whether an update held back while a summary is open here makes this seat's decision due: the server
        dealt the next round once its wait for the readers ran out (seen: a friend still reading round 3's summary
        while his round 4 bet was due, until a computer player made it and he was told he had kept the table
        waiting)."""
        return any(view.to_act == self.seat and view.legal for _update, _decided_for, view in self._pending)

    def decision_gone(self) -> bool:
        """Whether an update held back while a dialog is open here takes this seat's decision away (seen: a friend's
        fold-or-see question still open after the host ended the game, her answer then refused)."""
        return any(view.to_act != self.seat or not view.legal for _update, _decided_for, view in self._pending)

    @property
    def capabilities(self) -> SeatCapabilities:
        """The server keeps the pace: no other game from here; once the game is over, a review of the rounds' ends
        the seat saw and its own decisions taken from here, as at home (seen: a served game of Put and Take, where
        nobody decides, ended without one)."""
        return SeatCapabilities(
            paced_here=False,
            review=bool(self._moments) and self.is_over(),
            # not once its person has left the table (seen: the host's "Leave the table" at a table served from here
            # ended the game, then offered "play again", which waited for ever on a server going with the app)
            play_again=self.host and self.is_over() and not self.cut_off() and not self.leaving_now,
            end_here=self.host,
        )

    def start(self) -> None:
        """Sitting down: nothing to keep here (the server keeps the record)."""

    @property
    def leaving(self) -> str:
        """Leaving ends the game for everybody when this app serves the table; else the seat waits for its
        person on the server."""
        return "serving" if self.serving else "seat_waits"

    async def leave(self) -> None:
        """A game this app serves is ended first (the server goes with the app); then the connection is closed:
        the server counts the seat away at once (a computer player may stand in after its wait), and joining the
        table again takes it back. Left open, the seat would stay held by nobody, and another join refused. A game
        not started is not ended (seen: "the game has not started yet", and the lobby left 3 s later): the seat is
        given up (`leave` said), for another person to take, and the table passes to the next person here."""
        self.leaving_now = True  # (before the end: its standings come while it is said)
        if self.serving and self.started and not self.is_over():
            await self.end_game()
        self.gone = True
        if not self.started:  # the seat is given up, for another person to take: its token here takes it no more
            try:
                await self.send_text(Leave().model_dump_json())
            except (ConnectionClosed, OSError):
                pass  # the connection already lost: the seat waits, as after a drop
            if self.kept_at is not None:
                notice = forget_token(self.kept_at, self.table_id)
                if notice:
                    self.tell(notice)
        await self.hang_up()

    async def keep_moments(self) -> None:
        """A friend's seat (its token kept here): its moments are written on this machine as they come, and a seat
        taken back from another launch has those it saw there again, so its review is whole and the round it left
        half-way counts with its decisions judged (app/net/seat_moments.py)."""
        kept = self.kept = SeatMoments(self.token, self.tell)
        earlier = await app_writer().run(lambda: kept.read(self.game, self.seat), key=kept)  # after what was written
        self._moments[:0] = earlier
        ends = [index for index, moment in enumerate(self._moments) if moment.decision is None]
        self._counted = ends[-1] + 1 if ends else 0  # the rounds ended were counted where they were shown

    def tell(self, notice: str | None) -> None:
        """A notice for the screen, once (a data folder that cannot be written would say so at every round), as a local
        table's records tell theirs (app/saving/table_records.py). Called on the app's writer too: list.append is
        atomic."""
        if notice and notice not in self.notices:
            self.notices.append(notice)

    def review(self) -> Review:
        """The seat's own decisions reviewed from what it saw (the record and the hidden cards stay the server's)."""
        return seat_review(self.game, self.seat, self._moments)

    def end(self) -> Change | None:
        """The host ends the game for everybody (CH-5): the result comes back as an update (None). Seen: a host at a
        `parlour serve` table could only leave it, a game of no round limit playing on for his friends."""
        if not self.host:
            raise IllegalAction(_("only the host ends the game"), "CH-5")
        self.spawn(self.send_text(End().model_dump_json()))
        return None

    def keep_look(self, look: TableLook) -> str | None:
        """Keep the switches with the seat's token, so the seat taken back opens as left (a seat at a table this
        process serves keeps no token: app/screens/lobby.py `connect`); a notice when they could not be kept."""
        self.look = look
        if self.kept_at is None or self.result_received():
            return None
        return keep_look(self.kept_at, self.table_id, look)

    def view(self, seat: int | None) -> Any:
        """This seat's view (the only one a client has, whoever asks); nothing to decide in it once nothing more
        comes here (a decision would go nowhere)."""
        return stopped(self._view) if self.cut_off() else self._view

    def cut_off(self) -> bool:
        """Nothing more comes to this window: the table could not be reached again, or the seat is played at
        another window."""
        return self.unreachable or self.taken_elsewhere

    def log(self, seat: int | None) -> tuple[Event, ...]:
        return self._view.log

    @property
    def log_seat(self) -> int:
        return self.seat

    def past_logs(self) -> list:
        return []

    def advice(self, seat: int | None) -> Any:
        if seat != self.seat:
            return None
        if self._advice[0] is not self._view:
            self._advice = (self._view, self.game.advise(self._view))
        return self._advice[1]

    def to_act(self) -> int | None:
        return self._view.to_act

    def is_person(self, seat: int) -> bool:
        return seat in self.people

    def person_to_act(self) -> int | None:
        """This seat, while its decision is due and not yet sent."""
        if self._waiting or self._pending or self.is_over() or self.cut_off():
            return None
        return self.seat if self._view.to_act == self.seat and self._view.legal else None

    def is_over(self) -> bool:
        return self._update.outcome is not None

    def result_received(self) -> bool:
        """Whether the game's result has come (shown or still waiting its turn)."""
        return self.is_over() or any(update.outcome is not None for update, _decided_for, _view in self._pending)

    def outcome(self) -> Outcome:
        return self._update.outcome or Outcome(finished=False, winner=None, standings=tuple(range(self.setup.players)))

    def winners(self, update: Update | None = None) -> tuple[int, ...]:
        """The seats that won the finished game (partners together, PU-V3) as the update shown (or `update`) says;
        none while it goes on or nobody won."""
        outcome = self.outcome() if update is None else update.outcome
        winner = None if outcome is None else outcome.winner
        # The view says who sits with whom as the state does (`team_of`, the one thing the engine reads of it).
        return () if winner is None else self.engine.team_of(cast(Any, self._view), winner)

    def scores(self) -> tuple[int, ...]:
        return self._update.scores

    # -- moving on -----------------------------------------------------------------------------

    def act(self, seat: int, action: Action) -> None:
        """Send this seat's decision (None: what it does comes back as an update); the engine's refusal at once
        when its own check, from this seat's view (`why_not`, the predicate its `verify` uses), refuses it. Which
        seat a client may decide for is the server's to check."""
        refused = self.engine.why_not(self._view, action)
        if refused is not None:
            raise refused
        self._waiting = True
        self._sent = Moment(view=self._view, decision=action)
        self._refusal_due = True
        self.spawn(self.send_text(Act(action=action).model_dump_json()))
        return None

    def step(self) -> Change | None:
        """Show the next update that came in (None: nothing new yet)."""
        if not self._pending:
            return None
        update, decided_for, view = self._pending.popleft()
        before = self.scores()
        stood_in = self.stood_in_for(update)
        self._notes += self.comings_and_goings(update, view.round)
        self.host = update.host == self.seat
        names = names_here(update.names, self.people)
        if names != self.setup.names:
            # a seat whose name changed holds another person, or nobody (given up before the start): not "away"
            self.been_here -= {seat for seat in self.people if names[seat] != self.setup.names[seat]}
            self.rename(names)
        self._update = update
        self.been_here |= set(self.people) - set(update.away)
        self._view = stopped(view) if update.outcome is not None else view  # (a game ended mid-round: CH-5)
        note = update.change
        if note is None:
            return Change(round_ended=False, game_over=self.is_over(), before=before, after=update.scores)
        self._waiting = False
        self.remember(note.round_ended, note.game_over, decided_for)
        self.count(note.round_ended, note.game_over, note.before, note.after, view.log)
        if decided_for:
            self._notes.append(_("(a computer player made this decision for you)"))
        if stood_in is not None:
            who = update.names[stood_in]
            self._notes.append(_("({who} is away: a computer player made this decision)").format(who=who))
        return Change(round_ended=note.round_ended, game_over=note.game_over, before=note.before, after=note.after)

    def count(
        self,
        round_ended: bool,
        game_over: bool,
        before: tuple[int, ...],
        after: tuple[int, ...],
        log: tuple[Event, ...],
    ) -> None:
        """The change shown, in this machine's statistics: the round it ended with this seat's decisions in it, the
        game it ended."""
        if not (round_ended or game_over):
            return
        decisions = [moment for moment in self._moments[self._counted :] if moment.decision is not None]
        self._counted = len(self._moments)
        self.statistics.count(self.setup.names, round_ended, game_over, before, after, log, self.winners(), decisions)

    def comings_and_goings(self, update: Update, round_number: int) -> list[str]:
        """Lines for the log when another person leaves the started table, comes back or sits down late (the
        table showed none of it: only a status line when it was that seat's turn): each of a seat's at most once
        a round (seen: a client taking its seat back over and over filled the others' logs with "away" and "back",
        the round's own lines scrolled away)."""
        before = self._update
        if not (before.started and update.started) or before.outcome is not None:
            return []
        notes = []
        for seat in self.people:
            gone, was_gone = seat in update.away, seat in before.away
            if seat == self.seat or gone == was_gone:
                continue
            if gone:
                # (a client gone is waited for a while first, a silent one not at all: the prompt counts either down)
                words = _("({who} is away: a computer player plays for them meanwhile)")
            elif seat in self.been_here:
                words = _("({who} is back at the table)")
            else:
                words = _("({who} sits down at the table)")
            if (round_number, seat, words) not in self._comings_told:
                self._comings_told.add((round_number, seat, words))
                notes.append(words.format(who=update.names[seat]))
        return notes

    def stood_in_for(self, update: Update) -> int | None:
        """The other person's seat whose decision `update` is a computer player's: the decision was that seat's
        while it was away (an away seat's client sends nothing), and the rules, not the table, ended any game it
        ended; else None."""
        seat = self._view.to_act
        if update.change is None or seat is None or seat == self.seat or seat not in self._update.away:
            return None
        return seat if update.outcome is None or update.outcome.finished else None

    def remember(self, round_ended: bool, game_over: bool, decided_for: bool) -> None:
        """The review's moments of a change shown: the decision sent, when this change is it (not a computer
        player's decision for the seat, nor the game ended at the table: a decision that ends the game ends its
        round), and the seat's view when a round ended."""
        sent, self._sent = self._sent, None
        if sent is not None and not decided_for and (round_ended or not game_over):
            self.moment(sent)
        if round_ended:
            self.moment(Moment(view=self._view, scores=self._update.scores))

    def moment(self, moment: Moment) -> None:
        self._moments.append(moment)
        if self.kept is not None:
            self.kept.keep(moment)

    def notes(self) -> list[str]:
        """Lines for the log after the events shown last (a decision a computer player made for this seat), once
        each."""
        notes, self._notes = self._notes, []
        return notes

    def refused(self) -> IllegalAction | None:
        """The rules' refusal of this seat's last decision, come back from the server (once; None)."""
        refused, self._refused = self._refused, None
        return refused

    def when_moved(self, notify: Callable[[], object]) -> None:
        """Have `notify` called as each update comes in (the screen showing this seat: the lobby, then the table),
        so that it is shown at the server's pace, with no clock of the screen's own."""
        self._moved = notify

    def tell_screen(self) -> None:
        """Have the screen showing the seat look again (the connection lost for good: `unreachable`)."""
        self._moved()

    def rename(self, names: tuple[str, ...]) -> None:
        """The people's names as they joined (a table drawn from now on shows them)."""
        self.setup = self.setup.reseated(name=names)

    def round_seen(self, rounds: int) -> None:
        """Tell the server: the next round waits for the people still reading the last one's summary."""
        self.spawn(self.send_text(Seen(rounds=rounds).model_dump_json()))

    def start_game(self) -> None:
        """The host starts the game."""
        self.spawn(self.send_text(Start().model_dump_json()))

    def deal_next_game(self) -> None:
        """The host asks for the next game at this finished table (`next` answers every person here)."""
        self.spawn(self.send_text(Again().model_dump_json()))

    async def end_game(self, seconds: float = 3.0) -> None:
        """The host ends the game for everybody (CH-5), and waits (at most `seconds`) for the result to come."""
        await self.send_text(End().model_dump_json())
        for _tick in range(int(seconds / 0.05)):
            if self.result_received():
                return
            await asyncio.sleep(0.05)

    # -- the connection ------------------------------------------------------------------------

    def taken_back(self, send: Callable[[str], Awaitable[None]], hang_up: Callable[[], Awaitable[None]]) -> None:
        """The seat was taken back on a new connection: a decision sent on the lost one may never have come (a
        person deciding while the seat was being taken back waited for its update for good), so none is awaited:
        the update that comes with the seat says whose turn it is."""
        self.send_text, self.hang_up = send, hang_up
        self._waiting, self._sent = False, None
        self._missed_told = False

    def ended_by_host(self, update: Update) -> str | None:
        """Said at once when the host ends the game, whatever this screen shows (seen: a friend reading a round's
        summary read "Next: shuffle, cut and deal a new round" for a while, the game over, until he closed it)."""
        ended_by = update.outcome.ended_by if update.outcome is not None else None
        if ended_by is None or ended_by == self.seat or not 0 <= ended_by < len(self.names) or self._end_told:
            return None
        self._end_told = True  # once (seen twice, over the standings: every update after the end carries it)
        return _("{who} (the host) has ended the game, ranked as it stands (CH-5)").format(who=self.names[ended_by])

    def receive(self, text: str) -> str | None:
        """One message from the server: an update waits its turn to be shown; an error or a notice is returned
        (words)."""
        try:
            message = read_server_message(text)
        except ValueError:  # a server of another Parlour, or a broken one: its message is set aside
            return _("the server sent a message this Parlour cannot read: ignored")
        if isinstance(message, Update):
            if message.view.get("seat") != self.seat:
                return _("the server sent another seat's view: ignored")
            view = table_view(message, self.setup.players, self.game.view_model())
            if view is None:
                return _("the server sent a message this Parlour cannot read: ignored")
            if len(self._pending) >= MOST_PENDING:  # a server that never waits for the table (a dialog held it)
                return _("the server sent more updates than this table can hold: ignored")
            self._pending.append((message, self._decided_next, view))
            self._decided_next = False
            self._waits_until = None if message.waits is None else time.monotonic() + message.waits
            if message.outcome is not None and self.kept is not None:
                self.kept.forget()  # the game's result: its moments go with its token (app/net/client.py `listen`)
            self._moved()
            return self.ended_by_host(message)
        if isinstance(message, Next):
            if not self.result_received():  # a next game before this one's end: not a server that follows the protocol
                return _("the server sent a message this Parlour cannot read: ignored")
            self.next_game = NextGame(self.address, message.table, message.token, self.setup.names[self.seat])
            # Kept at once (seen: a friend who went to the menu instead found the seat held for a token he no longer
            # had): joining the next game's code from here takes the seat, as any seat kept here.
            kept = keep_token(self.kept_at, message.table, message.token) if self.kept_at is not None else None
            self._moved()
            if kept or self.host:
                return kept
            who = self.names[self.host_seat] if 0 <= self.host_seat < len(self.names) else ""
            return _("{who} (the host) deals the next game: the same seats").format(who=who)
        if isinstance(message, Missed):  # after the first update of a seat taken back: rounds it was not shown
            told, self._missed_told = self._missed_told, True
            counted = self._missed_counted + len(message.rounds)  # a server taking the seat back over and over
            if told or counted > KEPT or not all(fits(item, self.setup.players) for item in message.rounds):
                return _("the server sent a message this Parlour cannot read: ignored")
            self._missed_counted = counted
            latest = self._pending[-1][0] if self._pending else self._update
            self.statistics.count_missed(self.setup.names, message.rounds, message.game_over, self.winners(latest))
            if message.rounds:  # said under the table's log, as the decisions made for the seat meanwhile are
                missed = ngettext(
                    "while you were not at the table, {n} round ended: it counts in your statistics",
                    "while you were not at the table, {n} rounds ended: they count in your statistics",
                    len(message.rounds),
                )
                self._notes.append(f"({missed.format(n=len(message.rounds))})")
                self._moved()
            return None
        if isinstance(message, Error):
            self._waiting = False
            self._sent = None
            refused = engine_refusal(message)
            if refused is not None and not self._refusal_due:  # a decision is refused once (seen: 300 refusals of
                return None  # no decision sent from a hostile server, each said with the bell)
            if refused is not None:  # the rules refused this seat's decision: shown where a local refusal is
                self._refusal_due = False
                self._refused = refused
                self._moved()
                return None
            # the server's own refusal, worded from its code (one without a code is shown as it came)
            return server_words(message.code, message.params, message.message)
        if isinstance(message, Notice):
            words = server_words(message.code, message.params, message.message)
            if message.code == DECIDED_FOR:  # the decision's update comes next: the log says who made it
                self._decided_next = True
            elif message.code == SEAT_ELSEWHERE:  # the server closes this connection next: not to be taken up again
                self.taken_elsewhere = True
                self._moved()
            elif message.code == STOOD_IN:  # the log shows those decisions as this seat's own: said under them
                self._notes.append(f"({words})")
                self._moved()
            return words
        return None

    @staticmethod
    def spawn(coroutine) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        _TASKS.add(task)
        task.add_done_callback(_TASKS.discard)


MOST_PENDING = 2000
"""Updates waiting to be shown at most (a dialog over the table holds them): a server's table waits for the people
reading a round's summary, so one that sends more is not waiting for anybody (seen: a hostile one's grew this
app's memory by a gigabyte in 20 s)."""
LONGEST_NAME = 64
"""More characters than any name a server keeps (a person's is cut to 16, a protocol's `hello` has 40 at most)."""
MOST_CHIPS = 10**12
"""More chips (or points) than any seat of any table can hold: a figure a server sends above it is not one of a game's
(this machine's statistics add them up, and SQLite's sums stop at 2**63)."""


def table_view(update: Update, players: int, view_model: type[SeatView]) -> Any:
    """The update's view, read by `view_model`, when the update a server sent is one of a table of `players`: a
    name and a figure per seat, the seats it names the table's, its view one of `view_model` at such a table (the
    game's view model checks what its own fields hold), its change's figures those a game can have; else None. A
    server that sent anything else, broken or hostile, had the screen fail as it drew it, or this machine's
    statistics add figures no game has."""
    note, outcome = update.change, update.outcome
    if len(update.names) != players or not figures_fit(update.scores, players):
        return None
    if any(len(name) > LONGEST_NAME for name in update.names):  # (seen: 600,000 characters, the lobby filled)
        return None
    if not seats_of(players, update.host, *update.away, *update.reading):
        return None
    if note is not None and not (figures_fit(note.before, players) and figures_fit(note.after, players)):
        return None
    if outcome is not None and not seats_of(players, outcome.winner, outcome.ended_by, *outcome.standings):
        return None
    try:
        view = view_model.model_validate(update.view)
    except ValueError:
        return None
    return view if view.players == players else None


def fits(result: RoundResult, players: int) -> bool:
    """A round's result a server sent is one this table can have: a figure per seat, each of 0 to MOST_CHIPS."""
    return all(figures_fit(figures, players) for figures in (result.before, result.after, result.rebought))


def figures_fit(figures: tuple[int, ...], players: int) -> bool:
    """A figure per seat, each of 0 to MOST_CHIPS."""
    return len(figures) == players and all(0 <= figure <= MOST_CHIPS for figure in figures)


def engine_refusal(error: Error) -> IllegalAction | None:
    """An `Error` that is the rules' refusal of a decision, as the engine raised it on the server: by its code and
    figures, or (a server that sends sentences) by its English with its rule; None for the server's own refusals
    and for a code this Parlour does not know (both are worded as the server's)."""
    if error.code is not None and not is_server_code(error.code):
        try:
            return IllegalAction(error.code, error.rule, **(error.params or {}))
        except (LookupError, TypeError, ValueError):  # another Parlour's code, or figures not its own ("rule" among
            return None  # them: a second value for the refusal's rule)
    if error.code is None and error.rule is not None:
        suffix = f" ({error.rule})"
        return IllegalAction(error.message.removesuffix(suffix), error.rule)
    return None


_TASKS: set = set()
"""Sends under way (kept so they are not collected before they finish)."""
