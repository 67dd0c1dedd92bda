"""The table session (app/seating/session.py) without any screen: whole games, decisions refused, views,
the round's start and end, the records it keeps, and a game continued from its save."""

from __future__ import annotations

import pytest

from parlour.app.saving.saved_games import replayed, saved_games
from parlour.app.saving.statistics import Statistics
from parlour.app.saving.table_records import SavedTable
from parlour.app.saving.writer import settle_app_writes
from parlour.app.seating.session import Records, TableSession
from parlour.app.seating.table_seat import Change
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats, default_setup
from parlour.rules.engine import Action
from parlour.rules.errors import IllegalAction
from parlour.rules.games import REGISTERED, by_id


class Recording(Records):
    """Records that remember every change they are told of."""

    def __init__(self) -> None:
        self.started_with: list[TableSession] = []
        self.changes: list[Change] = []

    def started(self, session: TableSession) -> str | None:
        self.started_with.append(session)
        return None

    def changed(self, session: TableSession, change: Change) -> str | None:
        self.changes.append(change)
        return "saving is off: a test"


SHORT = {"put": {"target": 2}}
"""Settings that keep a game without chips short (a chip game stops after its `rounds`; any other plays as set)."""


def computers_only(game: str, rounds: int = 3) -> TableSetup:
    """A table of computer players; chip games stop after `rounds` rounds, Put at 2 points."""
    info = by_id(game)
    settings = {"rounds": rounds} if info.chip_game else SHORT.get(game, {})
    players = 4 if game != "put" else 2
    return TableSetup(game=game, seats=default_seats(players, people=0), settings=settings)


def play_out(session: TableSession, limit: int = 5000) -> list[Change]:
    changes = []
    for _ in range(limit):
        if session.is_over():
            return changes
        changes.append(session.step())
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", REGISTERED)
def test_a_whole_game_of_computer_players(game: str) -> None:
    records = Recording()
    session = TableSession(computers_only(game), seed=5, records=records)
    session.start()
    start = session.engine.starting_scores(session.state)
    changes = play_out(session)
    assert records.started_with == [session] and records.changes == changes
    ended = [change for change in changes if change.round_ended]
    assert len(ended) == session.state.rounds_played and changes[-1].game_over
    assert session.outcome().finished and session.outcome().termination is not None
    assert session.notices and set(session.notices) == {"saving is off: a test"}
    first = ended[0]
    assert first.before == start, "the first round counts from the starting stacks, its opening ante in it (RD-2)"
    for previous, later in zip(ended, ended[1:]):
        assert later.before == previous.after
    with pytest.raises(IllegalAction) as refused:
        session.step()
    assert refused.value.rule == session.engine.end_rule


@pytest.mark.parametrize("game", REGISTERED)
def test_the_same_seed_plays_the_same_game(game: str) -> None:
    first, second = (TableSession(computers_only(game), seed=8) for _ in range(2))
    play_out(first)
    play_out(second)
    assert first.state == second.state


def person_turn(game: str, seed: int = 3) -> TableSession:
    """A session stepped on until the person in seat 0 decides."""
    session = TableSession(default_setup(game, 2 if game == "put" else 3), seed=seed)
    for _ in range(200):
        if session.person_to_act() is not None:
            return session
        session.step()
    raise AssertionError("the person never decides")


@pytest.mark.parametrize("game", [game for game in REGISTERED if by_id(game).decisions])
def test_a_person_decides_through_act_and_refusals_change_nothing(game: str) -> None:
    session = person_turn(game)
    seat = session.person_to_act()
    before = session.state.model_dump()
    with pytest.raises(IllegalAction):
        session.step()  # a person decides now: no automatic step, no computer plays for them
    foreign = session.view(seat).unseen[0]  # not in the seat's hand
    assert seat is not None
    for wrong in (Action(seat=seat, do="bet", amount=10**9), Action(seat=seat, do="play", card=foreign)):
        with pytest.raises(IllegalAction) as refused:
            session.act(seat, wrong)
        assert refused.value.rule
    with pytest.raises(IllegalAction):
        session.act(1 - seat if seat else 1, session.view(seat).legal[0].action())  # not for another seat
    assert session.state.model_dump() == before
    assert seat is not None
    change = session.act(seat, session.view(seat).legal[0].action())
    assert isinstance(change, Change) and session.state.model_dump() != before


@pytest.mark.parametrize("game", REGISTERED)
def test_views_are_the_engines_views(game: str) -> None:
    session = TableSession(computers_only(game), seed=2)
    for _ in range(12):
        for seat in (*range(session.setup.players), None):
            assert session.view(seat) == session.engine.view(session.state, seat)
            assert session.log(seat) == session.view(seat).log
        if session.is_over():
            break
        session.step()


def test_only_computer_seats_are_played_for() -> None:
    seats = (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob", human=True), SeatSetup(name="Cy"))
    session = TableSession(TableSetup(game="red_dog", seats=seats), seed=1)
    for _ in range(50):
        person = session.person_to_act()
        if person is not None:
            assert session.is_person(person)
            session.act(person, session.view(person).legal[0].action())
        else:
            session.step()
    assert session.state.rounds_played >= 1


def test_saved_table_records_every_move_and_counts_rounds() -> None:
    setup = computers_only("red_dog", rounds=2)
    session = TableSession(setup, seed=4, records=SavedTable())
    session.start()
    for _ in range(6):
        session.step()
    (saved,), notices = saved_games()
    assert not notices
    resumed = replayed(saved)
    assert resumed.state == session.state and resumed.bot_rng.state == session.bot_rng.state
    play_out(session)
    play_out(resumed)
    assert resumed.state == session.state, "a saved game continues exactly as it would have"
    stats = Statistics()
    assert {record.rounds for record in stats.players("red_dog").values()} == {2}
    assert saved_games() == ([], []), "a finished game's record is removed"


@pytest.mark.parametrize("seed", [4, 5])
def test_pu_v3_partners_who_win_both_count_the_win_in_the_statistics(seed) -> None:
    """Two against two (PU-V3): the team that reaches the target wins together, so both partners' names get the
    game's win, not only the lower seat that `Outcome.winner` names (found playing: the partner had no win)."""
    setup = TableSetup(game="put", seats=default_seats(4, people=0), settings={"mode": "partners", "target": 2})
    session = TableSession(setup, seed=seed, records=SavedTable())
    session.start()
    play_out(session)
    settle_app_writes()
    winners = session.winners()
    assert len(winners) == 2 and winners[0] == session.outcome().winner
    players = Statistics().players("put")
    names = setup.names
    assert {name for name, record in players.items() if record.wins} == {names[seat] for seat in winners}
    assert all(record.games == 1 for record in players.values())


@pytest.mark.parametrize("people, log_seat", [(1, 0), (2, None)], ids=["one person", "two at one keyboard"])
def test_the_log_shows_a_lone_persons_own_cards_and_nobodys_when_people_share_the_screen(people, log_seat):
    """The log stays on screen for everyone at the keyboard: a lone person reads the deal of her own cards in it,
    people sharing the screen read the public log (no hand in it)."""
    session = TableSession(TableSetup(game="put", seats=default_seats(2, people)), 7)
    session.start()
    session.step()  # the first dealer drawn and the deal
    while not any(item.type == "deal" for item in session.log(session.log_seat)):
        session.step()
    assert session.log_seat == log_seat
    dealt = [item for item in session.log(session.log_seat) if item.type == "deal"]
    own = [item.cards for item in dealt if item.seat == 0]
    assert (own and all(own)) if log_seat == 0 else not any(item.cards for item in dealt), dealt


def test_ch5_a_game_ended_at_the_table_says_so_and_what_the_round_under_way_did():
    """`end` (the host ends a network game, CH-5): the change says the game is over, no round ended, and the figures
    go from where the round under way began (its first round: the starting stacks) to the stacks as they stand."""
    session = TableSession(TableSetup(game="red_dog", seats=default_seats(3, 0), settings={}), 7)
    session.start()
    starting = session.engine.starting_scores(session.state)
    while session.engine.needs_round(session.state):
        session.step()  # into the first round (its antes paid when the game began, RD-2)
    change = session.end()
    assert (change.game_over, change.round_ended, change.move) == (True, False, 0)
    assert change.before == starting == (100, 100, 100) and change.after == session.scores() != starting


def test_ch5_a_game_ended_at_the_table_leaves_nobody_a_decision():
    """Seen: a friend's table showed the bet line under the final standings of a game the host had ended mid-round
    (its views still had the bet due). An ended game's views, every seat's and the public one, have nobody to act
    and nothing to decide; the position stays the one the game stopped at."""
    session = TableSession(TableSetup(game="red_dog", seats=default_seats(3, 1), settings={}), 7)
    session.start()
    while session.person_to_act() is None:
        session.step()
    seat = session.person_to_act()
    before = session.view(seat)
    assert before.to_act == seat and before.legal
    session.end()
    for viewer in (None, 0, 1, 2):
        view = session.view(viewer)
        assert view.to_act is None and view.legal == (), viewer
    after = session.view(seat)
    assert (after.hand, after.pot, after.phase, after.log) == (before.hand, before.pot, before.phase, before.log)
