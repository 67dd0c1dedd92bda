"""Saved games: how long a long game's record takes to open (read and replayed through the engine).

    python bench/records.py [--rounds 5000]

For each game, a table of computer players is played for ROUNDS rounds with its record
written as in the app (app/saving/table_records.py), then the record is opened as Continue does:
read (app/saving/game_files.py) and replayed from its seed (app/saving/saved_games.py), timed over a few
runs. Also the record's size, and a step of the table with its move appended (a computer
player's decision included). Aim: a 5,000-round game opens in under a second.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["PARLOUR_HOME"] = tempfile.mkdtemp(prefix="parlour-bench-")

from parlour.app.saving.saved_games import replayed, saved_games  # noqa: E402
from parlour.app.saving.table_records import SavedTable  # noqa: E402
from parlour.app.seating.session import TableSession  # noqa: E402
from parlour.app.seating.table_setup import TableSetup, default_seats  # noqa: E402
from parlour.rules.games import by_id, game_ids  # noqa: E402

AIM_SECONDS = 1.0
RUNS = 3


def long_game(game: str, rounds: int) -> TableSession:
    """A table that does not end on its own played `rounds` rounds, its record written as the app writes it.

    The seats are computer players; in Put they never put (a seen put would end the game at once).
    """
    info = by_id(game)
    settings = {"rebuy": True, "starting_chips": 1000} if info.chip_game else {"target": 100_000}
    players = 2 if game == "put" else 4
    session = TableSession(
        TableSetup(game=game, seats=default_seats(players, people=0), settings=settings), seed=3, records=SavedTable()
    )
    session.start()
    bots = info.computer_players()
    choose = bots.get("highest_no_put") or bots.get("sharp")
    while session.state.rounds_played < rounds:
        seat = session.to_act()
        if seat is None:
            session.step()
        else:
            assert choose is not None  # a game with decisions has computer players
            session.act(seat, choose(session.view(seat), session.bot_rng))
    return session


def open_time(session: TableSession) -> float:
    """Seconds to list and replay the record (the best of RUNS), checked against the table."""
    timings = []
    for _ in range(RUNS):
        started = time.perf_counter()
        (game,), _ = saved_games()
        loaded = replayed(game)
        timings.append(time.perf_counter() - started)
        assert loaded.state == session.state
    return min(timings)


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5000)
    args = parser.parse_args()
    for game in game_ids():
        session = long_game(game, args.rounds)
        path = cast(SavedTable, session.records).path
        assert path is not None
        size = path.stat().st_size / 1e6
        seconds = open_time(session)
        verdict = "met" if seconds < AIM_SECONDS else "MISSED"
        step = statistics.median(timed_steps(session, 50)) * 1000
        print(
            f"{game:<13} {args.rounds} rounds: record {size:5.2f} MB, {len(session.moves):>6} entries; "
            f"opens in {seconds:5.2f} s (aim < {AIM_SECONDS:.0f} s: {verdict}); a step of the table, "
            f"its move appended: {step:4.2f} ms",
            flush=True,
        )
        assert path is not None
        path.unlink()


def timed_steps(session: TableSession, count: int) -> list[float]:
    """Seconds per step of the table with its record appended (median over `count`)."""
    timings = []
    for _ in range(count):
        started = time.perf_counter()
        session.step()
        timings.append(time.perf_counter() - started)
    return timings


if __name__ == "__main__":
    main()
