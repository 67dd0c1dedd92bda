"""The rounds that end while a people's seat's client is away, kept for the seat until it comes back.

A person who closes his terminal (or loses his connection) while the game goes on has a computer player stand in
for his seat, and the rounds that end meanwhile are never shown on his machine: its statistics, which count the
rounds a seat is shown (app/net/seat_statistics.py), left them out, so his figures there no longer added up to the
table's. The table keeps what each such round did (protocol `RoundResult`: every seat's chips before and after it,
the rebuys) while a seat is away, from the first round an away seat has not seen, and hands a returning seat the
rounds it missed (protocol `Missed`). Nothing is kept while every seat's client is here.

Bounded: at most KEPT rounds a table (a game of chips plays `Limits.max_rounds`, 500, at the most on a server),
each kept as one array of its figures (~330 bytes at ten seats, against ~1.2 KB at eight as a model: the most, a
server's every table with a seat away for 500 rounds, ~33 MB); beyond that the oldest go, and a seat away for longer
than that misses them in its statistics, as before. A table restored after the server's restart keeps the rounds
that end from then on for every seat taken (no client is in it yet: app/net/table_keeper.py `seat_again`), and
those its seats' clients missed before: where each away seat's share begins is kept beside the table's record
(`KeptSeat.away_from`), and its record's replay ends the same rounds again (`table_keeper.restore`).
"""

from __future__ import annotations

from array import array
from typing import Callable

from ...rules.chips import rebought
from ...rules.events import Event
from ..seating.table_seat import Change
from .protocol import RoundResult

KEPT = 500
"""The most rounds a table keeps for its away seats."""


class MissedRounds:
    """The rounds ended since the earliest an away seat has not seen, and where each away seat's share begins."""

    def __init__(self, kept: int = KEPT) -> None:
        self.kept = kept
        self.rounds: list[array] = []
        """Each round's figures, every seat's before, then after, then rebought."""
        self.first = 0
        """The number of `rounds[0]` among the rounds ended at this table since it opened in this process."""
        self.away_from: dict[int, int] = {}
        """Per away seat, the number of the first round its client has not seen."""

    @property
    def ended_so_far(self) -> int:
        return self.first + len(self.rounds)

    def went(self, seat: int) -> None:
        """The seat's client went: the rounds that end from now on are kept for it."""
        self.away_from.setdefault(seat, self.ended_so_far)

    def round_over(self, change: Change, public_log: Callable[[], tuple[Event, ...]]) -> None:
        """A change made at the table: a round it ends (`Change.counts_round`) is kept for the seats away, the rebuys
        read from the table's public log then (asked only while a seat is away)."""
        if change.counts_round:
            again = rebought(public_log(), len(change.after)) if self.away_from else ()
            self.ended(change.before, change.after, again)

    def ended(self, before: tuple[int, ...], after: tuple[int, ...], rebought: tuple[int, ...]) -> None:
        """A round ended: each seat's chips (Put: points) it counted from and ended with, and rebought at its end."""
        if not self.away_from:
            self.first += 1
            return
        self.rounds.append(array("q", (*before, *after, *rebought)))
        if len(self.rounds) > self.kept:
            del self.rounds[0]
            self.first += 1

    def back(self, seat: int) -> tuple[RoundResult, ...] | None:
        """The rounds `seat` missed, in order, now that its client is back (None: it was not away, as a seat taken
        for the first time); what no away seat needs any more goes."""
        start = self.away_from.pop(seat, None)
        if start is None:
            return None
        missed = tuple(map(result, self.rounds[max(start - self.first, 0) :]))
        needed = min(self.away_from.values(), default=self.ended_so_far)
        drop = max(needed - self.first, 0)
        del self.rounds[:drop]
        self.first += drop
        return missed


def result(figures: array) -> RoundResult:
    """A round's kept figures as the protocol says them."""
    seats = len(figures) // 3
    return RoundResult(
        before=tuple(figures[:seats]), after=tuple(figures[seats : 2 * seats]), rebought=tuple(figures[2 * seats :])
    )
