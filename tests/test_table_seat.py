"""The seat contract (app/seating/table_seat.py): the table screen plays a game at this keyboard and a seat of a
server's table through `TableSeat` alone, with the same keys and the same test code; what differs is said by
each table's capabilities, never by asking which kind it is (issue 22)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from parlour.app.net.remote_session import RemoteSession
from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.lobby import LobbyScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_seat import TableSeat
from parlour.app.seating.table_setup import TableSetup, default_seats
from tests.app_helpers import SIZE, app_at_table
from tests.net_helpers import ann_hosts, until

ROOT = Path(__file__).resolve().parent.parent
SETTINGS = {"rounds": 1, "starting_chips": 20}


def imported_modules(path: Path) -> set[str]:
    """Every module a source file imports (relative ones with their dots), at its top or inside functions."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("screen_module", ["app/screens/table.py", "app/screens/table_flow.py"])
def test_the_table_screen_knows_neither_kind_of_table(screen_module):
    modules = imported_modules(ROOT / screen_module)
    assert not {module for module in modules if module.endswith(("session", "remote_session"))}, modules
    source = (ROOT / screen_module).read_text(encoding="utf-8")
    assert "remote" not in source.replace("remote_", ""), "no question of which kind of table it is"


def local_app() -> ParlourApp:
    return app_at_table("red_dog", players=3, people=1, seed=5, autoplay=True, rounds=1, starting_chips=20)


def served_app() -> ParlourApp:
    """`parlour host` of the same table: this app serves it and Ann sits at seat 1; the host starts alone."""
    return ann_hosts(TableSetup(game="red_dog", seats=default_seats(3, 1), settings=SETTINGS))


async def started_at_the_servers_table(pilot, app: ParlourApp) -> tuple[TableScreen, RemoteSession]:
    """The host at the lobby starts the game (enter): its table and seat, a server's."""
    await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.session is not None)
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, TableScreen))
    table = app.screen
    assert isinstance(table, TableScreen) and isinstance(table.session, RemoteSession)
    return table, table.session


async def play_to_the_end(pilot, app: ParlourApp) -> tuple[TableSeat, GameOverScreen]:
    """Keys only, whatever the table: at the lobby enter starts, a person's turn forfeits (RD-6), a round's
    summary goes on with enter; the table plays the rest by itself. Returns the seat and its final standings."""
    table = None
    for _ in range(600):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            assert table is not None
            return table.session, screen
        if isinstance(screen, LobbyScreen):
            if screen.session is not None:
                await pilot.press("enter")
        elif isinstance(screen, TableScreen):
            table = screen
            if screen.viewer_decides():
                await pilot.press("f")
        else:
            await pilot.press("enter")
        await pilot.pause(0.02)
    raise AssertionError(f"no end of the game: {app.screen!r}")


@pytest.mark.parametrize(
    "make_app, kind, offers",
    [
        (local_app, TableSession, {"review": True, "again": True}),
        # a review of her own decisions, as she saw them; the next game, the server's, at her word
        (served_app, RemoteSession, {"review": True, "again": True}),
    ],
    ids=["at this keyboard", "a server's table"],
)
async def test_one_game_through_either_kind_of_table_with_the_same_keys(make_app, kind, offers):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        seat, final = await play_to_the_end(pilot, app)
        assert isinstance(seat, kind) and isinstance(seat, TableSeat)
        assert seat.is_over() and seat.outcome().finished
        assert seat.view(0).round == SETTINGS["rounds"], "CH-5: the game ends after its rounds"
        assert sum(seat.scores()) + seat.view(0).pot == 3 * SETTINGS["starting_chips"], "CH-3: no chip made or lost"
        assert {"review": final.review, "again": final.again} == offers, "what the table can do besides"
        await pilot.press("escape")


def test_a_table_is_reseated_in_one_place_as_it_was_set_up():
    """Names as a server's people joined and who plays from this screen: one way to change a setup's seats,
    taken as set up (two seats of one name from before names had to differ are kept, not refused)."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings=SETTINGS)
    renamed = setup.reseated(name=["Ann", "Ann", "Bob"])
    assert renamed.names == ("Ann", "Ann", "Bob") and renamed.people == setup.people
    seen_from_seat_2 = renamed.reseated(human=[False, True, False])
    assert seen_from_seat_2.people == (1,) and seen_from_seat_2.names == renamed.names
    assert seen_from_seat_2.settings == setup.settings and seen_from_seat_2.seats[2].strength == setup.seats[2].strength


async def test_a_decision_the_server_refuses_is_said_on_the_message_line_as_one_refused_here():
    """RD-6: the rules' refusal coming back from the server is worded from its code where a refusal at a table
    here is (the line under the prompt), not as a passing notice; the server's own refusals stay notices."""
    from parlour.app.net.protocol import Error
    from tests.app_helpers import NoticedApp

    app = ann_hosts(TableSetup(game="red_dog", seats=default_seats(3, 1), settings=SETTINGS), NoticedApp)
    assert isinstance(app, NoticedApp)
    async with app.run_test(size=SIZE) as pilot:
        table, session = await started_at_the_servers_table(pilot, app)
        await until(pilot, table.viewer_decides)  # Ann's turn: the server sends nothing until she decides
        refusal = Error(
            message="a bet may not exceed the 3 chips in the pot (bet 9) (RD-6)",
            rule="RD-6",
            code="red_dog.bet_over_pot",
            params={"pot": 3, "amount": 9},
        )
        seat = session.person_to_act()
        session.receive(refusal.model_dump_json())
        assert seat is not None and session.person_to_act() == seat, "refused: her decision is asked for again"
        await pilot.pause()
        line = str(table.query_one("#table-message").render())
        assert "3" in line and "9" in line and "(RD-6)" in line, line
        assert not [notice for notice in app.notices if "RD-6" in notice], app.notices


async def test_the_coach_at_a_servers_table_advises_this_seat_alone_from_its_view():
    """A seat at a server's table gets the coach's figures for its own decision, worked out here from its view (the
    server sends no advice), and none for another seat."""
    app = ann_hosts(TableSetup(game="red_dog", seats=default_seats(3, 1), settings=SETTINGS))
    async with app.run_test(size=SIZE) as pilot:
        table, session = await started_at_the_servers_table(pilot, app)
        await until(pilot, table.viewer_decides)
        seat = session.seat
        advice = session.advice(seat)
        assert advice is not None and advice == session.game.advise(session.view(seat)), "its own view's figures"
        assert advice.unseen == len(session.view(seat).unseen)
        assert all(session.advice(other) is None for other in range(3) if other != seat)
        session.act(seat, session.view(seat).legal[0].action())
        assert session.person_to_act() is None, "sent: not asked again before the server's answer"
        await until(pilot, lambda: session.view(seat).to_act != seat)  # the server's answer shown


async def test_each_decision_at_a_servers_table_is_asked_for_once_the_next_in_the_same_round_too():
    """Put (two players): several decisions of one person in one round, made with the table's keys; once the server
    has answered one, the next is asked for (none left waiting on an answer already come)."""
    app = ann_hosts(TableSetup(game="put", seats=default_seats(2, 1), settings={"target": 5}))
    async with app.run_test(size=SIZE) as pilot:
        table, session = await started_at_the_servers_table(pilot, app)
        seat = session.seat
        await until(pilot, lambda: session.person_to_act() == seat)
        round_number = session.view(seat).round
        for _decision in range(2):  # a put window or an answer to a put, then a card, at the least
            await until(pilot, lambda: session.person_to_act() == seat, seconds=5)
            assert session.view(seat).round == round_number, "the same round"
            asked = session.view(seat)
            kinds = {choice.do for choice in asked.legal}
            await pilot.press("s" if "see" in kinds else "d" if "decline" in kinds else "enter")  # as a person would
            await until(pilot, lambda: session.view(seat) is not asked, seconds=5)  # the server's answer shown
