"""rules/drive.py: the one walk over a record's moves and the one play-out, used by the session, the review,
computer players' benchmarks and tests (CH-5: a game is played until it ends)."""

from __future__ import annotations

import pytest

from parlour.app.games.table_refusals import replay_refusal
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import SeatSetup, TableSetup
from parlour.app.words.i18n import set_language
from parlour.rules.drive import by_players, play_out, played_out, replay, walk
from parlour.rules.errors import IllegalAction
from parlour.rules.history import add_move
from parlour.rules.red_dog.bots import BOTS
from parlour.rules.red_dog.engine import RedDogEngine
from parlour.rules.red_dog.settings import RedDogSettings
from parlour.rules.rng import Rng

ENGINE = RedDogEngine()


def bots_game(seed: int, rounds: int | None = None):
    """A 3-seat Red Dog game of computer players: its start, its moves as a record keeps them, its end."""
    start = ENGINE.new_game(RedDogSettings(rounds=6), 3, seed)
    players = {seat: BOTS[kind] for seat, kind in enumerate(("sharp", "casual", "always_one"))}
    moves: list = []
    state = start
    for stepped in play_out(ENGINE, start, by_players(ENGINE, players, Rng(seed)), rounds):
        assert stepped.before is state
        add_move(moves, stepped.move)
        state = stepped.after
    return start, moves, state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_game_played_out_replays_to_the_same_end_and_is_over(seed):
    start, moves, end = bots_game(seed)
    assert ENGINE.is_over(end) and end.rounds_played == 6
    assert replay(ENGINE, start, moves) == end
    assert [stepped.after for stepped in walk(ENGINE, start, moves)][-1] == end
    assert any(isinstance(move, int) and move > 1 for move in moves), "steps are kept as counts"


def test_play_out_stops_after_the_rounds_asked_for():
    start, _moves, end = bots_game(4, rounds=2)
    assert end.rounds_played == 2 and ENGINE.needs_round(end) and not ENGINE.is_over(end)
    players = {seat: BOTS["casual"] for seat in range(3)}
    assert played_out(ENGINE, end, by_players(ENGINE, players, Rng(0)), rounds=1).rounds_played == 3


def test_walk_marks_the_rounds_each_move_began_and_ended():
    start, moves, _end = bots_game(5)
    steps = list(walk(ENGINE, start, moves))
    assert sum(stepped.began_round(ENGINE) for stepped in steps) == 6
    assert sum(stepped.ended_round(ENGINE) for stepped in steps) == 6


@pytest.mark.parametrize("bad", [0, -2, True, "3", 1.5])
def test_a_record_move_that_is_no_move_is_refused_by_its_code(bad):
    start, moves, _end = bots_game(6)
    with pytest.raises(IllegalAction) as refused:
        replay(ENGINE, start, [*moves[:3], bad])
    assert refused.value.code == "record.not_a_move" and refused.value.rule == ENGINE.decision_rule  # RD-6
    assert refused.value.params["number"] == 4


def test_the_session_replays_a_record_to_the_same_table_as_it_was_played():
    setup = TableSetup(
        game="red_dog",
        seats=(SeatSetup(name="Ann", strength="sharp"), SeatSetup(name="Bob", strength="casual")),
        settings={"rounds": 4},
    )
    played = TableSession(setup, 11)
    while not played.is_over():
        played.step()
    again = TableSession(setup, 11)
    again.replay(played.moves)
    assert again.state == played.state and again.moves == played.moves
    assert again.past_logs() == played.past_logs()
    numbers = [number for number, _log in played.past_logs()]
    assert numbers == [0, 1, 2, 3, 4], "the draw for the first dealer, then each finished round once, in order"
    assert {"draw", "first_dealer"} <= {event.type for event in played.past_logs()[0][1]}


def test_a_refused_replay_is_worded_in_the_language_in_force():
    setup = TableSetup(game="red_dog", seats=(SeatSetup(name="Ann", human=True), SeatSetup(name="Bob")))
    refused = IllegalAction("turn.wait_for", "RD-6", seat=1)
    set_language("ru")
    try:
        said = replay_refusal(setup, refused)
    finally:
        set_language("en")
    assert "Bob" in said and "RD-6" in said and any("а" <= letter <= "я" for letter in said.lower())
    assert "must decide" not in said
    assert replay_refusal(setup, IllegalAction("record.not_a_move", "RD-6", number=7, move="x")).startswith("move 7")
    # The one person is spoken to, cards as the table labels them (seen: "KH is not in You's hand (PU-5)")
    put = TableSetup(game="put", seats=(SeatSetup(name="You", human=True), SeatSetup(name="Bob")))
    not_held = IllegalAction("put.card_not_held", "PU-5", seat=0, card="KH")
    assert replay_refusal(put, not_held, lambda card: {"KH": "K♥"}[card]) == "K♥ is not in your hand (PU-5)"
    two = put.model_copy(update={"seats": (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob", human=True))})
    assert replay_refusal(two, not_held) == "KH is not in Ann's hand (PU-5)", "two people: nobody is spoken to"


def test_a_refused_replay_reads_on_after_the_colon_of_its_notice():
    """The notice reads "…cannot be continued: it is your turn (RD-6)" (seen: "…: It is", «…: У вас»); a name
    that opens the reason keeps its capital."""
    setup = TableSetup(game="red_dog", seats=(SeatSetup(name="You", human=True), SeatSetup(name="Bob")))
    assert replay_refusal(setup, IllegalAction("turn.not_yours", "RD-6", seat=0, other=1)) == "it is your turn (RD-6)"
    assert replay_refusal(setup, IllegalAction("turn.wait_for", "RD-6", seat=1)) == "Bob decides first (RD-6)"
    assert replay_refusal(setup, IllegalAction("round.in_progress", "RD-6")) == "a round is already in progress (RD-6)"
    put = TableSetup(game="put", seats=(SeatSetup(name="You", human=True), SeatSetup(name="Bob")))
    set_language("ru")
    try:
        said = replay_refusal(put, IllegalAction("put.card_not_held", "PU-5", seat=0, card="KH"))
    finally:
        set_language("en")
    assert said[0].islower(), said
