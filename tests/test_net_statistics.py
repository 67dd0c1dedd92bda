"""A game played at a network seat counts in this machine's statistics, as a game at this keyboard does (CH-5,
PRODUCT.md screen 5): seen after an evening of Put and Take with friends, the statistics screen had none of it. Its
rounds and its end count, and the seat's own decisions judged from what it saw."""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

from parlour.app.net.client import SeatRequest, listen, take_seat
from parlour.app.net.remote_session import RemoteSession
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.writer import settle_app_writes
from parlour.app.seating.table_setup import TableSetup
from tests.net_helpers import red_dog_setup, serving


@asynccontextmanager
async def ann_alone_at_red_dog():
    """Ann's seat at a served Red Dog table of three rounds, she the one person, the game started: (her session,
    her seat); the connection closed afterwards."""
    async with serving(pace=0.001) as (_server, address):
        setup = TableSetup.model_validate(red_dog_setup(players=3, people=1, rounds=3))
        request = SeatRequest(address=address, name="Ann", setup=setup)
        socket, welcome, first = await take_seat(request)
        session = RemoteSession(socket.send, welcome, first)
        listener = asyncio.create_task(listen(socket, session, request, lambda _text: None))
        session.start_game()
        try:
            yield session, welcome.seat
        finally:
            listener.cancel()
            await socket.close()


async def test_ch_5_a_network_seats_rounds_and_game_are_in_this_machines_statistics(parlour_home):
    async with ann_alone_at_red_dog() as (session, seat):
        rounds: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        choices = 0
        """Ann's decisions with more than one choice (the statistics judge those)."""
        for _ in range(2000):
            while (change := session.step()) is not None:
                if change.round_ended:
                    rounds.append((change.before, change.after))
                    if not change.game_over:
                        session.round_seen(session.view(seat).rounds_played)  # her summary read
            if session.is_over():
                break
            if session.person_to_act() == seat:
                legal = session.view(seat).legal
                choices += len(legal) > 1
                session.act(seat, legal[-1].action())  # the largest bet
            await asyncio.sleep(0.005)
    assert session.is_over() and len(rounds) == 3
    settle_app_writes()
    players = Statistics().players("red_dog")
    assert set(players) == set(session.setup.names), players
    ann = players["Ann"]
    assert (ann.games, ann.rounds) == (1, 3)
    assert ann.net == rounds[-1][1][0] - rounds[0][0][0], "the net is the final stack less the starting one"
    assert ann.best_round == max(after[0] - before[0] for before, after in rounds)
    assert choices and ann.judged == choices, "her decisions judged from what she saw (rules/review.py seat_review)"
    assert ann.agreed <= ann.judged and ann.given_per_decision is not None
    assert players["Bob"].judged == 0, "a computer player's decisions are the server's: not judged here"
    winner = session.outcome().winner
    assert sum(stats.wins for stats in players.values()) == (winner is not None)
    files = b"".join(path.read_bytes() for path in parlour_home.rglob("*") if path.is_file())
    assert session.token.encode() not in files, "the seat's token is a secret: never written in the statistics"


async def test_a_network_seat_whose_statistics_cannot_be_written_says_so_once(parlour_home):
    (parlour_home / "statistics.sqlite3").mkdir(parents=True)  # a folder where the database would be: not a database
    async with ann_alone_at_red_dog() as (session, seat):
        for _ in range(2000):
            while (change := session.step()) is not None:
                if change.round_ended and not change.game_over:
                    session.round_seen(session.view(seat).rounds_played)
            if session.is_over():
                break
            if session.person_to_act() == seat:
                session.act(seat, session.view(seat).legal[0].action())
            await asyncio.sleep(0.005)
    settle_app_writes()
    assert session.is_over()
    assert len(session.notices) == 1 and "statistics" in session.notices[0], session.notices
