"""A seat's view read from outside (a server's update, a seat's moments on disk) holds only what a table can show
(rules/view.py `SeatView.impossible`, each game's own fields beside): every view the engines make passes, a view
with a seat beyond its table, a card not of the deck or a figure missing for a seat does not."""

from __future__ import annotations

import random
from typing import Any

import pytest
from pydantic import ValidationError

from parlour.rules.games import by_id
from parlour.rules.put.settings import PutSettings


def tables() -> list[tuple[str, Any, int]]:
    """(game, settings, players): every game at each of its sizes, Put in each of its modes and with PU-V1."""
    found = []
    for game in ("red_dog", "put_and_take", "put"):
        info = by_id(game)
        engine = info.engine()
        kinds = [info.settings_model()()]
        if game == "put":
            kinds = [PutSettings(), PutSettings(mode="partners"), PutSettings(mode="free_for_all", put_any_turn=True)]
        for players in range(engine.min_players, engine.max_players + 1):
            for settings in kinds:
                try:
                    engine.check_setup(settings, players)
                except ValueError:
                    continue
                found.append((game, settings, players))
    return found


def test_every_view_of_every_seat_the_engines_make_reads_back_as_itself():
    """Random legal play at every table, each seat's view and the public one at every step, dumped and read back."""
    read = 0
    for game, settings, players in tables():
        info = by_id(game)
        engine, model = info.engine(), info.view_model()
        state, choose = engine.new_game(settings, players, players), random.Random(players)
        for _step in range(80):
            if engine.is_over(state):
                break
            for seat in (None, *range(players)):
                view = engine.view(state, seat)
                assert model.model_validate(view.model_dump()) == view, (game, players, seat)
                read += 1
            if engine.needs_round(state):
                state = engine.start_round(state)
            elif engine.to_act(state) is None:
                state = engine.advance(state)
            else:
                state = engine.apply(state, choose.choice(engine.legal_actions(state)))
    assert read > 9_000


def a_view(game: str, players: int, settings: Any = None) -> dict[str, Any]:
    """Seat 0's view after a few steps of a game, as JSON data."""
    info = by_id(game)
    engine = info.engine()
    state = engine.new_game(settings or info.settings_model()(), players, 3)
    state = engine.start_round(state)
    for _step in range(3):
        if engine.to_act(state) is None and not engine.needs_round(state) and not engine.is_over(state):
            state = engine.advance(state)
    return engine.view(state, 0).model_dump(mode="json")


@pytest.mark.parametrize(
    ("game", "players", "changes"),
    [
        ("red_dog", 4, {"seat": 4}),
        ("red_dog", 4, {"to_act": -1}),
        ("red_dog", 4, {"bettor": 9}),
        ("red_dog", 4, {"hand": ["ZZ"]}),
        ("red_dog", 4, {"turned": ["AS", "1H"]}),
        ("red_dog", 4, {"hand_counts": [5, 5, 5]}),
        ("red_dog", 4, {"players": 0}),
        ("put_and_take", 3, {"hands": [["AS"], ["KD"]]}),
        ("put_and_take", 3, {"put_row": ["XX"]}),
        ("put_and_take", 3, {"stacks": [1, 2, 3, 4]}),
        ("put_and_take", 3, {"round_dealer": 3}),
        ("put", 2, {"putter": 2}),
        ("put", 2, {"trick": [[0, "ZZ"]]}),
        ("put", 2, {"calls": [[5, "put"]]}),
        ("put", 2, {"scores": [0]}),
        ("put", 2, {"unseen": ["??"]}),
    ],
)
def test_a_view_no_table_can_show_is_refused(game, players, changes):
    view = a_view(game, players)
    by_id(game).view_model().model_validate(view)  # as it was made
    with pytest.raises(ValidationError, match="not a view of a table"):
        by_id(game).view_model().model_validate({**view, **changes})
