"""A record's move line written straight from the move (`game_files.move_text`, what every table writes) is the
line its model writes and reads back as that very move (every game, steps and decisions, with and without the
computer players' generator state)."""

from __future__ import annotations

import pytest

from parlour.app.saving import game_files as files
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import default_setup
from parlour.rules.games import game_ids
from parlour.rules.history import Move


@pytest.mark.parametrize("game", game_ids())
def test_a_move_line_written_straight_is_the_models_own(game):
    session = TableSession(default_setup(game, 4 if game != "put" else 2), 11)
    moves: list[Move] = []
    for _ in range(300):
        if session.is_over():
            break
        person = session.person_to_act()
        change = session.step() if person is None else session.act(person, session.view(person).legal[0].action())
        assert change is not None
        moves.append(change.move)
    assert game == "put_and_take" or any(not isinstance(move, int) for move in moves)  # (no decisions there)
    for move in moves:
        for rng in (None, 0, 2**64 - 1):
            if rng is not None and isinstance(move, int):
                continue
            text = files.move_text(move, rng)
            assert text == files.line_text(files.move_line(move, rng))
            assert files.parse_line(text.rstrip("\n"), 2) == files.move_line(move, rng)
