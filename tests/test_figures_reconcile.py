"""Every figure a chip game shows adds up (issue 21), over 1,000 seeded games of Red Dog and of Put and Take
played out by computer players at the session level: each round summary's change ("+2") summed is the final
stack less the starting one and the chips rebought (CH-1; Red Dog's opening ante, RD-2, falls in the first
round; a rebuy, CH-4, is a fresh stake shown apart, not a gain), the statistics' net is the same and they count
the rebuys, the final standings' net is the same, the chart starts at the starting stack and then shows the
stack after every round, the best and worst rounds are the summaries' own, the seats show the summary's
figure when a round ends, and chips are conserved (CH-3) with the pot or pool counted.

The figures are taken from the functions the screens use: the round summary's rows (the game's presenter),
the statistics as the table records them (`SavedTable.counting`) and reads them back (`Statistics.players`,
`Statistics.chart`). Only the database is held open for the whole test, so that thousands of rounds are
counted in seconds.
"""

from __future__ import annotations

from contextlib import nullcontext
from typing import Any, cast

import pytest

from parlour.app.games import presenter_for
from parlour.app.games.presenter import TableContext
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.table_records import SavedTable
from parlour.app.seating.session import Records, TableSession
from parlour.app.seating.table_seat import Change
from parlour.app.seating.table_setup import SeatSetup, TableSetup
from parlour.rules.engine import ChipEngine

GAMES = 1000


class HeldOpen(Statistics):
    """The statistics database, one connection for the whole test (the same rows and the same queries)."""

    def __init__(self, path) -> None:
        super().__init__(path)
        self.db = super().open(write=True)
        assert self.db is not None
        self.db.execute("PRAGMA synchronous = OFF")
        assert self.db is not None
        self.db.execute("PRAGMA journal_mode = MEMORY")

    def connection(self, write: bool = False):
        return nullcontext(self.db)


class Counted(Records):
    """Every change, and each finished round counted in the statistics as a table counts it."""

    def __init__(self) -> None:
        self.changes: list[Change] = []
        self.counter = SavedTable(writer=object())  # pyright: ignore[reportArgumentType]  (never writes) -- only its counting job is used: nothing is written

    def changed(self, session: TableSession, change: Change) -> str | None:
        self.changes.append(change)
        if change.round_ended:
            self.counter.counting(session, change)()
        return None


def table(game: str, seed: int) -> TableSetup:
    """A table of 2 to 5 computer players with names of its own (so the statistics keep each game apart),
    short stacks that often bust, a set number of rounds or none, rebuys now and then."""
    players = 2 + seed % 4
    rebuy = seed % 3 == 1  # with a set number of rounds only: else a game with rebuys need never end
    settings = {
        "rounds": 1 + seed % 8 if rebuy else seed % 9,
        "starting_chips": (3, 8, 20)[seed // 3 % 3],
        "rebuy": rebuy,
    }
    if game == "red_dog":
        settings["four_card_hands"] = seed % 2 == 1
    else:
        settings["ante"] = seed % 2 == 0
    return TableSetup(
        game=game, seats=tuple(SeatSetup(name=f"G{seed}S{seat}") for seat in range(players)), settings=settings
    )


def shown_change(text: str) -> int:
    """A round summary's change as a number ("+2", "-1", "0")."""
    return int(text)


def shown_change_text(chips: int) -> str:
    """A change as the summaries show it."""
    return f"{chips:+d}" if chips else "0"


@pytest.mark.parametrize("game", ["red_dog", "put_and_take"])
def test_every_figure_adds_up_over_a_thousand_games(game: str, tmp_path, monkeypatch) -> None:
    stats = HeldOpen(tmp_path / "statistics.sqlite3")
    monkeypatch.setattr("parlour.app.saving.table_records.Statistics", lambda **_options: stats)
    finals: dict[str, tuple[int, int, list[int], list[int]]] = {}
    """Per name: its starting stack, its final stack, the changes of the rounds it played and its rebuys' chips."""
    for seed in range(GAMES):
        setup, records = table(game, seed), Counted()
        session = TableSession(setup, seed=seed, records=records)
        start = session.engine.starting_scores(session.state)
        total = sum(start)
        presenter = presenter_for(game)(TableContext(names=setup.names, people=(), bottom=0, seed=seed, label=str))
        changes: list[list[int]] = [[] for _seat in range(setup.players)]
        stacks: list[list[int]] = [[] for _seat in range(setup.players)]
        rebuys: list[list[int]] = [[] for _seat in range(setup.players)]
        played: list[list[int]] = [[] for _seat in range(setup.players)]
        """Each seat's changes of the rounds it played (the statistics' rounds)."""
        while not session.is_over():
            before_rebuys = session.state.rebuys
            change = session.step()
            state = session.state
            chips_per_rebuy = state.settings.starting_chips
            assert (
                sum(state.stacks) + cast(ChipEngine[Any, Any, Any], session.engine).pot_of(state)
                == total + sum(state.rebuys) * chips_per_rebuy
            ), "CH-3"
            assert change is not None
            if change.round_ended:
                view = session.view(None)
                assert change is not None
                rows = presenter.summary_rows(view, change.before, change.after)
                for seat, row in enumerate(rows):
                    name, change_text, now = row[:3]
                    again = (state.rebuys[seat] - before_rebuys[seat]) * chips_per_rebuy
                    assert name == setup.names[seat] and int(now) == state.stacks[seat]
                    assert getattr(row, "rebought", "") == (str(again) if again else ""), f"seed {seed}: {name}"
                    changes[seat].append(shown_change(change_text))
                    if change.before[seat] > 0:  # CH-4: a seat out of chips as the round began sat it out
                        stacks[seat].append(state.stacks[seat])
                        played[seat].append(changes[seat][-1])
                    rebuys[seat].append(again)
                    shown = presenter.seat_info(view, seat).delta_text or "0"
                    assert shown == change_text, f"seed {seed}: {name}'s seat and the summary"
        final = session.scores()
        standings = {row[1]: row for row in presenter.standings_rows(session.view(None), session.outcome(), final)}
        for seat, name in enumerate(setup.names):
            rebought = sum(rebuys[seat])
            assert sum(changes[seat]) == final[seat] - start[seat] - rebought, f"seed {seed}: the summaries of {name}"
            assert stats.chart(game, name).series == (start[seat], *stacks[seat]), f"seed {seed}: {name}'s chart"
            if any(any(again) for again in rebuys):
                assert standings[name][3:] == (str(rebought), shown_change_text(final[seat] - start[seat] - rebought))
            else:
                assert len(standings[name]) == 3 or not any(standings[name][3:])
            finals[name] = (start[seat], final[seat], played[seat], rebuys[seat])
    players = stats.players(game)
    assert set(players) == set(finals)
    assert sum(record.rebuys for record in players.values()) > GAMES // 10, "games with rebuys are reconciled"
    for name, (start, final, seat_changes, seat_rebuys) in finals.items():
        record = players[name]
        assert record.net == final - start - sum(seat_rebuys), f"the statistics' net of {name}"
        assert (record.rebuys, record.rebought) == (sum(1 for again in seat_rebuys if again), sum(seat_rebuys)), name
        assert record.rounds == len(seat_changes) and record.games == 1
        assert (record.best_round, record.worst_round) == (max(seat_changes), min(seat_changes))
