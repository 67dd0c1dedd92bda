"""A network seat's games in this machine's statistics (PRODUCT.md screen 5): every round the seat was shown end,
and the game's end.

A table on a server is played here as much as one at this keyboard (an evening with friends over the network was
missing from the statistics screen after it), so its rounds count here as a local table's do
(app/saving/table_records.py `counting`), from what the seat is shown: every seat's chips (Put: points) before and
after the round, the round's rebuys (public events of its log, CH-4), the seat's own decisions of the round judged
from what it saw then (rules/review.py `seat_review`, as its review judges them: the sharp player decides from a
seat's view alone) and, at the end, the winners. The rounds are written on the app's writer, in the order they
ended (app/saving/writer.py): a Put decision of four or more seats is judged by play-outs, which the screen's loop
would wait for. The rounds that ended while the seat's client was away (a computer player standing in for it) come
from the server when the seat is taken back (app/net/missed_rounds.py) and count too, with no decision to judge. A
server keeps no statistics of its own (app/net/served_record.py): each player's machine counts the games played from
it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

from ...rules.chips import rebought
from ...rules.events import Event
from ...rules.games import by_id
from ...rules.review import Moment, seat_review
from ..saving.statistics import Statistics
from ..saving.writer import app_writer
from ..seating.table_seat import counts_round
from .protocol import RoundResult


def table_key(token: str) -> str:
    """The table's name in the statistics: from the seat's token (the same table when the seat is taken back, from
    another launch too), never the token itself (the statistics file is no place for a secret)."""
    return "net-" + hashlib.sha256(token.encode()).hexdigest()[:16]


class SeatStatistics:
    """Counts what one network seat is shown in this machine's statistics."""

    def __init__(self, game: str, seat: int, token: str, tell: Callable[[str | None], None]) -> None:
        self.game = game
        self.seat = seat
        self.table = table_key(token)
        self.tell = tell
        """Where a notice goes (the statistics cannot be written; None: nothing to say): the session's, said once."""
        self.unwritten: list[tuple[str, list[tuple]]] = []
        """The rows a write failed to add (a full disk): written before the next ones (`Statistics.unwritten`)."""

    def count(
        self,
        names: Sequence[str],
        round_ended: bool,
        game_over: bool,
        before: Sequence[int],
        after: Sequence[int],
        log: Sequence[Event],
        winners: Sequence[int],
        decisions: Sequence[Moment] = (),
    ) -> None:
        """A change shown: the round it ended with the seat's `decisions` in it, and the game when it ended (a game
        ended mid-round counts its round when the round moved chips, as a local table's does, and leaves its
        decisions unjudged, as a local table's does)."""
        counted = counts_round(round_ended, game_over, before, after)
        if not (counted or game_over):
            return
        names, before, after = tuple(names), tuple(before), tuple(after)
        again = rebought(log, len(names))
        game, table, seat = self.game, self.table, self.seat
        judging = tuple(decisions) if round_ended else ()

        def write() -> None:
            stats = Statistics(unwritten=self.unwritten)
            judged = seat_review(by_id(game), seat, judging).players[0] if judging else None
            if counted:
                self.tell(stats.record_round(game, table, names, before, after, again))
            if judged is not None:
                self.tell(stats.record_choices(game, table, names, {seat: judged}))
            if game_over:
                self.tell(stats.record_game_end(game, table, names, tuple(winners)))

        app_writer().submit(write, key=self)

    def count_missed(
        self, names: Sequence[str], rounds: Sequence[RoundResult], game_over: bool, winners: Sequence[int]
    ) -> None:
        """The rounds that ended while the seat's client was away (a computer player stood in for it: no decision
        of its person to judge), and the game if it ended meanwhile, as `count` counts those it is shown."""
        names, winners = tuple(names), tuple(winners)
        game, table = self.game, self.table

        def write() -> None:
            stats = Statistics(unwritten=self.unwritten)
            for item in rounds:
                self.tell(stats.record_round(game, table, names, item.before, item.after, item.rebought))
            if game_over:
                self.tell(stats.record_game_end(game, table, names, winners))

        app_writer().submit(write, key=self)
