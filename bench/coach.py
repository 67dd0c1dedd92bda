"""The coach: how long its figures take at a person's decision, in each game.

    python bench/coach.py [--decisions 3000] [--games "put perfect"]

For each game, tables of sharp computer players are played and, at every decision (Put and
Take: after every card turned, for a player's hand), the coach's figures are worked out from
the deciding seat's view exactly as the table does (`GameInfo.advise`, then the game's panel
lines). Prints the median, p95 and slowest time per decision. Aim: p95 < 50 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlour.app.games import presenter_for  # noqa: E402
from parlour.app.games.presenter import TableContext  # noqa: E402
from parlour.rules.games import by_id  # noqa: E402
from parlour.rules.rng import Rng  # noqa: E402

AIM_MS = 50.0
TABLES = {
    "red_dog": [({}, 4), ({"burn": True}, 6), ({}, 10)],
    "put": [({}, 2), ({"mode": "partners"}, 4), ({"mode": "free_for_all"}, 4), ({"mode": "free_for_all"}, 6)],
    "put_and_take": [({}, 4), ({"easy_come_easy_go": True, "red_and_black": True}, 8)],
    "put perfect": [({"target": 3}, 2)],
    "put any turn": [({"target": 3, "put_any_turn": True}, 2)],
}
"""Each game's tables (settings, players), taken in turn; "put perfect": two-handed Put within the shipped
equilibrium, where the coach judges by perfect play (rules/put/perfect.py); "put any turn": two-handed PU-V1
to 3, judged by perfect play at the shipped PU-V1 states (rules/put/perfect_anyturn.py), elsewhere sharp."""


def coached_positions(label: str, count: int):
    """(view of the seat to coach) at `count` positions of sharp-played games, tables in turn."""
    game = label.split()[0]
    info = by_id(game)
    engine = info.engine()
    bot = info.computer_players().get("sharp")
    rng = Rng(7)
    found, seed = 0, 0
    while found < count:
        settings, players = TABLES[label][seed % len(TABLES[label])]
        state = engine.new_game(info.settings_model()(**settings), players, seed)
        seed += 1
        while not engine.is_over(state) and found < count and state.rounds_played < 30:
            seat = engine.to_act(state)
            if seat is None:
                state = engine.step(state)
                if game == "put_and_take" and state.phase in ("put", "take"):
                    found += 1
                    yield engine.view(state, (state.banker + 1) % players)
                continue
            found += 1
            view = engine.view(state, seat)
            yield view
            assert bot is not None  # a game with decisions has its sharp player
            state = engine.apply(state, bot(view, rng))


def measure(label: str, count: int) -> list[float]:
    """Milliseconds per decision: the figures and the panel's lines."""
    game = label.split()[0]
    info = by_id(game)
    presenter = presenter_for(game)(
        TableContext(names=tuple(f"P{i}" for i in range(10)), people=(), bottom=0, seed=0, label=str)
    )
    timings = []
    for view in coached_positions(label, count):
        start = time.perf_counter()
        presenter.coach_lines(view, info.advise(view))
        timings.append((time.perf_counter() - start) * 1000)
    return timings


def main() -> None:
    assert __doc__ is not None
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=3000, help="decisions timed per game")
    parser.add_argument("--games", default=",".join(TABLES), help="which of TABLES, separated by commas")
    args = parser.parse_args()
    for game in args.games.split(","):
        timings = sorted(measure(game, args.decisions))
        p95 = timings[int(len(timings) * 0.95) - 1]
        verdict = "met" if p95 < AIM_MS else "MISSED"
        print(
            f"{game:13} {len(timings):5} decisions: median {statistics.median(timings):6.2f} ms, "
            f"p95 {p95:6.2f} ms, slowest {timings[-1]:6.2f} ms  (aim p95 < {AIM_MS:.0f} ms: {verdict})"
        )


if __name__ == "__main__":
    main()
