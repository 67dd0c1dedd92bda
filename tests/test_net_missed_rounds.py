"""The rounds that end while a friend's terminal is closed count in his statistics (app/net/missed_rounds.py):
noticed over the last stops, a friend who closed his terminal while a computer player stood in for his seat found
his statistics without the rounds played meanwhile, so their net no longer added up to his stack. The server keeps
what each of those rounds did and tells the seat when it is taken back (protocol `Missed`); nothing is kept while
every seat is here, and never more than a bound."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from pathlib import Path

from websockets.asyncio.client import connect

from parlour.app.net import seat_tokens
from parlour.app.net.client import SeatRequest
from parlour.app.net.missed_rounds import MissedRounds
from parlour.app.net.protocol import SERVER_MESSAGE, Missed, RoundResult
from parlour.app.net.remote_session import fits
from parlour.app.net.served_record import seats_path
from parlour.app.net.table_keeper import KeptSeats
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.writer import settle_app_writes
from tests.net_helpers import ann_opens, red_dog_setup, send, serving, until
from tests.test_net_seat_moments import BORIS, boris_sits, play

STARTING = 100
"""Each seat's chips at the start (CH-1, the setup's default)."""


async def ann_plays_on(host, table, done) -> None:
    """Ann (the host's raw socket) forfeits whenever she is to decide, while Boris's seat is empty (a computer
    player decides for it once the table has waited `wait`), until `done()` holds."""

    def her_turn_or_done() -> bool:
        return done() or (table.session.person_to_act() == 0 and not table.session.is_over())

    while True:
        await until(None, her_turn_or_done)
        if done():
            return
        state = table.session.state
        await send(host, type="act", action={"seat": 0, "do": "forfeit"})
        await until(None, lambda: table.session.state is not state)


def missed_messages(sent: list[str]) -> list[Missed]:
    return [message for message in map(SERVER_MESSAGE.validate_json, sent) if isinstance(message, Missed)]


async def boris_closes_his_terminal(server, address: str, rounds: int):
    """Ann opens a Red Dog table, Boris sits and is shown a round, his terminal closes, and `rounds` rounds end
    without him (Ann forfeits, a computer player stands in for him): (Ann's socket, the table, Boris's request, his
    decisions with a choice in them, the rounds he was shown, the rounds ended while he was away)."""
    host, code = await ann_opens(address)
    table = server.tables[code]
    request = SeatRequest(address=address, name="Boris", table=code)
    first, listener = await boris_sits(request)
    await send(host, type="start")
    choices, shown = await play(first, host, table, lambda: first.view(BORIS).rounds_played >= 1)
    listener.cancel()  # no leave: the seat waits for him
    await first.hang_up()
    gone_at = table.session.rounds_played
    await ann_plays_on(host, table, lambda: table.session.rounds_played >= gone_at + rounds)
    return host, table, request, choices, shown, table.session.rounds_played - gone_at


async def test_ch_5_rounds_that_end_while_a_friends_terminal_is_closed_count_in_his_statistics(parlour_home):
    async with serving(pace=0.001, wait=0.01) as (server, address):
        host, table, request, choices, shown, away = await boris_closes_his_terminal(server, address, 3)
        again, listener = await boris_sits(request)

        def missed_counted() -> bool:
            settle_app_writes()
            return Statistics().players("red_dog")["Boris"].rounds == shown + away

        await until(None, missed_counted)
        assert table.missed.rounds == [] and not table.missed.away_from
        said = f"(while you were not at the table, {away} rounds ended: they count in your statistics)"
        assert said in again.notes(), "said under the log"
        twice = Missed(rounds=(RoundResult(before=(1, 1, 1), after=(1, 1, 1), rebought=(0, 0, 0)),), game_over=False)
        said = again.receive(twice.model_dump_json())
        assert said == "the server sent a message this Parlour cannot read: ignored", "told once a seat taken"
        target = again.view(BORIS).rounds_played + 1
        more, later = await play(again, host, table, lambda: again.view(BORIS).rounds_played >= target)
        await send(host, type="end")
        unjudged, last = await play(again, host, table, again.is_over)
        listener.cancel()
        await again.hang_up()
    assert away >= 3 and (unjudged, last) == (0, 0)
    settle_app_writes()
    boris = Statistics().players("red_dog")["Boris"]
    played = table.session.rounds_played
    assert shown + later < played, "rounds he was not shown"
    assert boris.rounds == played, "every round he sat in, the ones played while he was away too"
    assert boris.net == again.scores()[BORIS] - STARTING - boris.rebought, "his net adds up to his stack"
    assert boris.judged == choices + more, "a computer player's decisions for his seat are not his to be judged"
    assert boris.games == 1


async def test_ch_5_a_game_that_ends_while_his_terminal_is_closed_counts_when_he_comes_back(parlour_home):
    async with serving(pace=0.001, wait=0.01) as (server, address):
        host, table, request, *_figures = await boris_closes_his_terminal(server, address, 2)
        await send(host, type="end")  # the host ends the game while Boris is away (CH-5)
        await until(None, table.session.is_over)

        again, listener = await boris_sits(request)

        def counted() -> bool:
            settle_app_writes()
            return Statistics().players("red_dog")["Boris"].rounds >= table.session.rounds_played  # the end with them

        await until(None, counted)  # the result is in his first update; the rounds he missed come after it
        listener.cancel()
        await again.hang_up()
    settle_app_writes()
    players = Statistics().players("red_dog")
    boris = players["Boris"]
    played = table.session.rounds_played
    # the host's end may have come half-way through a round: it counts when it moved chips, as at home
    assert played >= 3 and boris.rounds in (played, played + 1), (boris.rounds, played)
    final = table.session.scores()
    assert boris.net == final[BORIS] - STARTING - boris.rebought
    assert sum(stats.wins for stats in players.values()) == (table.session.outcome().winner is not None)


async def boris_shown_the_first_of_four_rounds(server, address: str):
    """Ann opens a Red Dog table of four rounds, Boris sits, the game starts and he is shown its first round: (Ann's
    socket, the table's code, the table, Boris's request, his seat's client and its listener, his decisions with a
    choice in them, the rounds he was shown)."""
    host = await connect(address)
    await send(host, type="create", setup=red_dog_setup(3, 2, rounds=4), name="Ann")
    code = json.loads(await host.recv())["table"]
    table = server.tables[code]
    request = SeatRequest(address=address, name="Boris", table=code)
    first, listener = await boris_sits(request)
    await send(host, type="start")
    choices, shown = await play(first, host, table, lambda: first.view(BORIS).rounds_played >= 1)
    return host, code, table, request, first, listener, choices, shown


async def boris_back_after_the_restart(
    folder, address: str, code: str, request: SeatRequest, choices: int, missed: int = 3
) -> None:
    """The server starts again on `folder`, its restored table plays to the end with nobody at it (computer players
    stand in), Boris comes back: he is told the `missed` rounds played since the last he was shown or told, and his
    statistics hold the whole game, its net his stack less the start."""
    async with serving(pace=0.001, wait=0.01, folder=folder) as (restarted, address_again):
        restored = restarted.tables[code]
        await until(None, restored.session.is_over)
        token, _notice = seat_tokens.held_token(address, code)
        assert token is not None
        seat_tokens.keep_token(address_again, code, token)  # the same server, come back on another port
        again, listener = await boris_sits(replace(request, address=address_again))
        said = f"(while you were not at the table, {missed} rounds ended: they count in your statistics)"
        await until(None, lambda: said in again.notes())  # the rounds he missed come after his first update
        listener.cancel()
        await again.hang_up()
    settle_app_writes()
    boris = Statistics().players("red_dog")["Boris"]
    assert boris.rounds == restored.session.rounds_played == 4, "every round of the game"
    assert boris.net == restored.session.scores()[BORIS] - STARTING - boris.rebought, "his net adds up to his stack"
    assert boris.judged == choices, "the stand-ins' decisions are not his"


async def test_ch_5_rounds_that_end_after_the_server_restarts_count_when_he_comes_back(parlour_home):
    """Noticed in the last stop: a table restored after the server's restart kept none of the rounds its seats'
    clients missed, so the rounds played after the restart before a friend was back counted nowhere. A game of four
    rounds: Boris is shown the first, the server stops (his connection with it) and starts again on its folder, the
    other three rounds and the game's end come with nobody at the table (computer players stand in), and all of
    them count when he comes back."""
    async with serving(pace=0.001, wait=1000) as (server, address):
        _host, code, table, request, _first, listener, choices, shown = await boris_shown_the_first_of_four_rounds(
            server, address
        )
        assert table.session.rounds_played == shown == 1, "stopped where he has seen every round ended"
        listener.cancel()
        folder = server.folder
    await boris_back_after_the_restart(folder, address, code, request, choices)


async def test_ch_5_rounds_a_friend_missed_before_the_server_restarted_count_when_he_comes_back(parlour_home):
    """Noticed in the last stops: what a seat's client missed before the server's restart was kept by the old process
    alone, so a friend away since before it found those rounds nowhere. A game of four rounds: Boris is shown the
    first and closes his terminal, the second ends without him (Ann forfeits, a computer player stands in for him),
    the server stops and starts again on its folder, the last two rounds and the end come with nobody at the table,
    and all three count when he comes back."""
    async with serving(pace=0.001, wait=0.01) as (server, address):
        host, code, table, request, first, listener, choices, shown = await boris_shown_the_first_of_four_rounds(
            server, address
        )
        listener.cancel()  # no leave: the seat waits for him
        await first.hang_up()
        await ann_plays_on(host, table, lambda: table.session.rounds_played >= 2)
        assert (shown, table.session.rounds_played, table.missed.away_from) == (1, 2, {BORIS: 1})
        await until(None, lambda: table.record is not None and not table.record.waiting)  # the round kept on disk
        folder = server.folder
    await boris_back_after_the_restart(folder, address, code, request, choices)


def kept_seats(record: Path) -> KeptSeats:
    """The seats a served table keeps beside its record, as its restart reads them."""
    return KeptSeats.model_validate_json(seats_path(record).read_bytes())


async def test_ch_5_a_friend_back_before_the_restart_is_told_after_it_only_the_rounds_he_missed_since(parlour_home):
    """Boris away for the second round, back and told it, then the server stops (his connection with it) and starts
    again: he is told the last two rounds alone, not the second once more (his statistics would count it twice)."""
    async with serving(pace=0.001, wait=0.01) as (server, address):
        host, code, table, request, first, listener, choices, _shown = await boris_shown_the_first_of_four_rounds(
            server, address
        )
        listener.cancel()
        await first.hang_up()
        await ann_plays_on(host, table, lambda: table.session.rounds_played >= 2)
        record = table.record
        assert record is not None and record.path is not None
        await until(None, lambda: not record.waiting)
        assert kept_seats(record.path).seats[BORIS].away_from == 1, "away on disk from the round after the first"
        back, listener = await boris_sits(request)
        said = "(while you were not at the table, 1 round ended: it counts in your statistics)"
        await until(None, lambda: said in back.notes())
        assert table.session.rounds_played == 2 and not table.missed.away_from
        await until(None, lambda: not record.waiting)
        assert kept_seats(record.path).seats[BORIS].away_from is None, "back: no longer away on disk (a crash now)"
        listener.cancel()
        folder = server.folder
    await boris_back_after_the_restart(folder, address, code, request, choices, missed=2)


async def test_only_the_seat_taken_back_is_told_and_only_once():
    """A client that sits for the first time, and the clients still here, get no `Missed`; a seat taken back gets its
    rounds once, after its first update."""
    async with serving(pace=0.001, wait=0.01) as (server, address):
        host, code = await ann_opens(address)
        table = server.tables[code]
        sent: list[str] = []

        class Keeps:
            async def send(self, text: str) -> None:
                sent.append(text)

            async def close(self) -> None:
                sent.append("closed")

        boris = Keeps()
        await table.sit(boris, "Boris", None)
        assert [json.loads(text)["type"] for text in sent] == ["welcome", "update"], "a seat taken for the first time"
        token = json.loads(sent[0])["token"]
        await send(host, type="start")
        await table.went(boris)
        await ann_plays_on(host, table, lambda: table.session.rounds_played >= 2)
        ended = table.session.rounds_played
        sent.clear()
        await table.sit(Keeps(), "Boris", token)
        kinds = [json.loads(text)["type"] for text in sent]
        assert kinds[:2] == ["welcome", "update"] and kinds.count("missed") == 1, kinds
        (missed,) = missed_messages(sent)
        assert len(missed.rounds) == ended and not missed.game_over
        assert all(len(item.before) == len(item.after) == len(item.rebought) == 3 for item in missed.rounds)
        await table.tell_missed(BORIS)  # asked again (a second seat-taking of the same connection would)
        assert missed_messages(sent) == [missed], "told once"
        anns = []
        while (text := await next_message(host)) is not None:
            anns.append(json.loads(text)["type"])
        assert "update" in anns and "missed" not in anns, "Ann, here all along, missed nothing"


async def next_message(socket) -> str | None:
    """The next message a raw websocket holds (None once it holds none for a moment)."""
    try:
        async with asyncio.timeout(0.2):
            return await socket.recv()
    except TimeoutError:
        return None


def figures(n: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Round n at a table of two: seat 0 wins a chip."""
    return (n, 0), (n + 1, 0), (0, 0)


def told(n: int) -> RoundResult:
    before, after, rebought = figures(n)
    return RoundResult(before=before, after=after, rebought=rebought)


def test_missed_rounds_are_kept_only_for_the_seats_away_and_within_their_bound():
    missed = MissedRounds(kept=3)
    missed.ended(*figures(0))  # nobody away: nothing kept
    assert missed.rounds == [] and missed.back(1) is None
    missed.went(1)
    missed.ended(*figures(1))
    missed.went(2)
    missed.ended(*figures(2))
    assert missed.back(1) == (told(1), told(2))
    assert len(missed.rounds) == 1, "seat 2 still needs the round after it went"
    for n in range(3, 7):
        missed.ended(*figures(n))
    assert missed.back(2) == (told(4), told(5), told(6)), "the oldest go past the bound"
    assert missed.rounds == [] and missed.back(2) is None


def test_a_round_a_server_says_was_missed_is_read_only_when_it_fits_the_table():
    assert fits(RoundResult(before=(5, 0, 7), after=(4, 0, 9), rebought=(0, 0, 0)), 3)
    assert not fits(RoundResult(before=(5, 0), after=(4, 0), rebought=(0, 0)), 3), "a figure per seat"
    assert not fits(RoundResult(before=(5, -1, 7), after=(4, 0, 9), rebought=(0, 0, 0)), 3), "no stack below 0"


def test_missed_rounds_go_only_when_no_away_seat_needs_them_and_each_seat_gets_its_own():
    """Two seats away at once, one longer than the other, past the bound: each gets the rounds from its own going,
    the oldest gone past the bound, and a round goes only once no away seat needs it."""
    missed = MissedRounds(kept=3)
    missed.went(1)
    missed.went(2)
    missed.ended(*figures(1))
    assert missed.back(1) == (told(1),)
    assert missed.back(2) == (told(1),), "still kept for the seat away longer"
    missed.went(1)
    for n in range(2, 5):
        missed.ended(*figures(n))
    missed.went(2)  # seat 2 saw rounds 2 to 4
    for n in range(5, 7):
        missed.ended(*figures(n))  # past the bound: rounds 2 and 3 go
    assert missed.back(2) == (told(5), told(6)), "its own rounds only, the ones it saw not among them"
    assert missed.back(1) == (told(4), told(5), told(6))
    assert missed.rounds == [] and not missed.away_from
