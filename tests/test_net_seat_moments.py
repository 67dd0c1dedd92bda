"""What a friend's network seat saw is kept on his machine (app/net/seat_moments.py): seen (the notes of the last
stops), a friend who closed his terminal and took his seat back found a review without the decisions he took before,
and the round he left half-way counted with none of them judged. The file is read back with the seat, trusted only
as the game's models and engine accept it, and goes with the seat's token."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

from parlour.app.net import seat_tokens
from parlour.app.net.client import SeatRequest, listen, take_seat
from parlour.app.net.remote_session import RemoteSession
from parlour.app.net.seat_moments import SeatMoments, moments_path
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.writer import settle_app_writes
from parlour.rules.drive import by_players, play_out
from parlour.rules.engine import Action
from parlour.rules.games import all_games, by_id
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.review import Moment
from parlour.rules.rng import Rng
from tests.net_helpers import ann_opens, send, serving

BORIS = 1


async def boris_sits(request: SeatRequest) -> tuple[RemoteSession, asyncio.Task]:
    """Boris takes a seat at the table as the lobby seats a friend: with the token kept for it, if any (his own seat
    back), keeping the new token and what his seat saw (app/screens/lobby.py `connect`)."""
    token, _notice = seat_tokens.held_token(request.address, request.table or "")
    socket, welcome, first = await take_seat(replace(request, token=token))
    assert welcome.seat == BORIS
    seat_tokens.keep_token(request.address, welcome.table, welcome.token)
    session = RemoteSession(socket.send, welcome, first)
    session.kept_at = request.address
    await session.keep_moments()
    session.hang_up = socket.close
    session.receive(first.model_dump_json())
    return session, asyncio.create_task(listen(socket, session, request, lambda _text: None))


def decisions(session: RemoteSession) -> list[Action]:
    return [frame.decision for frame in session.review().frames if frame.decision is not None]


async def play(session: RemoteSession, host, table, stop) -> tuple[int, int]:
    """Boris bets the most whenever he is to decide, Ann (the host's raw socket) forfeits, until `stop()` holds:
    (Boris's decisions with a choice in them, rounds ended) shown here."""
    choices = rounds = 0
    for _ in range(2000):
        while (change := session.step()) is not None:
            rounds += change.round_ended
            if change.round_ended and not change.game_over:
                if stop():  # between two rounds: the next waits for him to read this one's summary
                    return choices, rounds
                session.round_seen(session.view(BORIS).rounds_played)
        if stop():
            return choices, rounds
        if session.person_to_act() == BORIS:
            legal = session.view(BORIS).legal
            choices += len(legal) > 1
            session.act(BORIS, legal[-1].action())
        elif table.session.person_to_act() == 0 and not table.session.is_over():
            await send(host, type="act", action={"seat": 0, "do": "forfeit"})
            before = table.session.state
            for _tick in range(200):
                if table.session.state is not before:
                    break
                await asyncio.sleep(0.005)
        await asyncio.sleep(0.005)
    raise AssertionError(f"the game never got there: {session.view(BORIS)!r} {table.session.person_to_act()}")


async def test_rd_6_a_friend_who_closed_his_terminal_half_way_through_a_round_has_every_decision_back(parlour_home):
    async with serving(pace=0.001) as (server, address):
        host, code = await ann_opens(address)
        table = server.tables[code]
        request = SeatRequest(address=address, name="Boris", table=code)
        first, listener = await boris_sits(request)
        await send(host, type="start")

        def half_way() -> bool:
            """A round ended, and Boris decided in the next one, which waits for Ann."""
            view = first.view(BORIS)
            mine = [item for item in view.log if item.type in ("bet", "forfeit") and item.seat == BORIS]
            return view.rounds_played >= 1 and bool(mine) and table.session.person_to_act() == 0

        choices, rounds = await play(first, host, table, half_way)
        before = decisions(first)
        assert rounds >= 1 and before
        listener.cancel()  # the terminal closes: no leave, the seat waits for him
        await first.hang_up()
        settle_app_writes()
        kept = list((parlour_home / "seat-moments").iterdir())
        assert len(kept) == 1 and first.token not in kept[0].name and first.token.encode() not in kept[0].read_bytes()
        assert oct(kept[0].stat().st_mode & 0o777) == "0o600", "his cards: read by this user alone"

        again, listener = await boris_sits(request)
        assert decisions(again) == before, "what he decided before, in the terminal he closed"
        target = first.view(BORIS).rounds_played + 2
        more, later = await play(again, host, table, lambda: again.view(BORIS).rounds_played >= target)
        await send(host, type="end")  # between two rounds: nothing half-way left unjudged (CH-5)
        unjudged, last = await play(again, host, table, again.is_over)
        assert (unjudged, last) == (0, 0)
        listener.cancel()
        await again.hang_up()
    settle_app_writes()
    review = decisions(again)
    assert review[: len(before)] == before and len(review) > len(before)
    boris = Statistics().players("red_dog")["Boris"]
    assert boris.rounds == rounds + later, "the round left half-way counted once, where it ended"
    assert boris.judged == choices + more, "every decision with a choice judged, those of the closed terminal too"
    assert not list((parlour_home / "seat-moments").glob("*")), "the moments go with the token, at the result"
    assert seat_tokens.held_token(address, code) == (None, None)


def kept_moments(lines: list[bytes]) -> SeatMoments:
    path = moments_path("t" * 43)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"".join(lines))
    return SeatMoments("t" * 43, lambda _notice: None)


def red_dog_decision() -> tuple[Moment, dict]:
    """A Red Dog view of seat 1 at its bet (RD-6), and its line as the file keeps it."""
    game = by_id("red_dog")
    engine = game.engine()
    state = engine.new_game(RedDogSettings(), 3, seed=5, first_dealer=0)
    state = engine.start_round(state)
    view = engine.view(state, BORIS)
    action = view.legal[-1].action()
    line = {"view": view.model_dump(mode="json"), "decision": action.model_dump(mode="json"), "scores": None}
    return Moment(view=view, decision=action), line


def test_rd_6_moments_read_back_as_they_were_and_a_line_cut_by_a_crash_is_left_out(parlour_home):
    moment, line = red_dog_decision()
    text = json.dumps(line).encode()
    kept = kept_moments([text + b"\n", text[:40]])
    told: list[str] = []
    kept.tell = told.append
    assert kept.read(by_id("red_dog"), BORIS) == [moment] and not told
    assert kept.path.read_bytes() == text + b"\n", "the cut line cut off: the next one starts clean"
    kept.append(moment)
    assert kept.read(by_id("red_dog"), BORIS) == [moment, moment]


def test_rd_6_moments_the_rules_refuse_are_set_aside_and_the_user_told(parlour_home):
    _moment, line = red_dog_decision()
    top = line["view"]["bet_range"][1]
    for spoilt in (
        {**line, "decision": {**line["decision"], "amount": top + 1}},  # more than the bet range (RD-6)
        {**line, "view": {**line["view"], "seat": 2}},  # another seat's view
        {**line, "decision": None},  # neither a decision nor a round's end
        {**line, "decision": None, "scores": [99, 99]},  # a round's end at a table of two
    ):
        kept = kept_moments([json.dumps(spoilt).encode() + b"\n"])
        told: list[str] = []
        kept.tell = told.append
        assert kept.read(by_id("red_dog"), BORIS) == [], spoilt
        assert len(told) == 1 and "line 1" in told[0] and "moved to" in told[0], told
        assert not kept.path.exists() and list(kept.path.parent.glob("*.corrupt-*"))
        for aside in kept.path.parent.glob("*.corrupt-*"):
            aside.unlink()


def test_every_games_moments_read_back_as_they_were(parlour_home):
    """Each game's decisions and round ends of seat 1, as a computer player sees and takes them over a few rounds,
    written and read back through the file: the same views, decisions and scores (Put's and Put and Take's too)."""
    for game in all_games():
        engine = game.engine()
        players = max(engine.min_players, 2)
        bots = list(game.computer_players().values())  # (Put and Take has none: no decisions)
        decide = by_players(engine, {seat: bots[0] for seat in range(players) if bots}, Rng(3))
        moments: list[Moment] = []
        for stepped in play_out(engine, engine.new_game(game.settings_model()(), players, 3), decide, rounds=4):
            if isinstance(stepped.move, Action) and stepped.move.seat == BORIS:
                moments.append(Moment(view=engine.view(stepped.before, BORIS), decision=stepped.move))
            if stepped.ended_round(engine):
                moments.append(Moment(view=engine.view(stepped.after, BORIS), scores=engine.scores(stepped.after)))
        kept = SeatMoments(game.id, lambda _notice: None)
        for moment in moments:
            kept.append(moment)
        assert moments and kept.read(game, BORIS) == moments, game.id
