"""A game declares its own words in its registration (issue 22, item 5): its kinds of decision, its endings (code
and rule) and its events' own fields; the shared code reads them from the registry. The app registers each
game's presentation once, and a missing or broken one fails loudly at the start, never silently."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import ValidationError

from parlour.app import games as app_games
from parlour.app.games import MissingPresentation, check_registered, presentation_of
from parlour.app.games.presentation import Presentation
from parlour.app.games.presenter import Presenter
from parlour.app.games.words import ENDINGS, ending_words
from parlour.rules import actions, declarations, games
from parlour.rules.actions import Action, Choice
from parlour.rules.declarations import (
    SHARED_TERMINATIONS,
    ActionKindInfo,
    EventField,
    TerminationInfo,
    action_kinds,
    event_fields,
    terminations,
)
from parlour.rules.drive import by_players, play_out
from parlour.rules.errors import InvalidSetup
from parlour.rules.events import Event, event
from parlour.rules.games import GameInfo, all_games
from parlour.rules.outcome import Ending, Termination
from parlour.rules.rng import Rng
from parlour.rules.scenario.parse import parse_action

CACHED = (
    declarations.action_kinds,
    declarations.terminations,
    declarations.event_fields,
    actions.takes,
    actions.expected_kinds,
)
"""The registry's answers kept once computed: cleared when a test registers a game of its own."""


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Registers a game of the test's own besides the real ones: `registered(GameInfo(...))`."""

    def register(extra: GameInfo) -> None:
        monkeypatch.setattr(games, "all_games", lambda: (*real, extra))
        monkeypatch.setattr(declarations, "registrations", lambda: (*real, extra))
        for cached in CACHED:
            cached.cache_clear()

    real = all_games()
    yield register
    monkeypatch.undo()
    for cached in CACHED:
        cached.cache_clear()


def made_up_game(**declared: Any) -> GameInfo:
    return GameInfo(
        id="made_up", title="Made Up", blurb="-", rule_prefix="MU", min_players=2, max_players=2, chip_game=False,
        **declared,
    )  # fmt: skip


def test_every_game_declares_the_kinds_its_engine_offers_and_the_endings_it_reaches() -> None:
    """Played out by its computer players, a game offers only the kinds its registration declares and ends only
    in an ending it declares or shares (CH-5, PU-4, PU-7)."""
    shared = {info.code for info in SHARED_TERMINATIONS}
    for game in all_games():
        declared = {info.name for info in game.action_kinds}
        own = {info.code for info in game.terminations}
        engine, players = game.engine(), game.computer_players()
        assert bool(declared) == game.decisions, game.id
        for seed in range(3):
            state = engine.new_game(game.settings_model()(), 2, seed)
            strength = next(iter(players), None)
            decide = by_players(engine, dict.fromkeys(range(2), players[strength]), Rng(seed)) if strength else None
            for stepped in play_out(engine, state, decide or (lambda _state, _seat: pytest.fail("no decisions"))):
                assert {choice.do for choice in engine.choices(stepped.before)} <= declared, game.id
                state = stepped.after
            assert engine.termination(state) in shared | own, game.id


def test_the_shared_code_reads_the_kinds_and_endings_from_the_registry() -> None:
    declared = [info.name for game in all_games() for info in game.action_kinds]
    assert list(action_kinds()) == list(dict.fromkeys(declared))
    assert list(action_kinds())[:8] == ["bet", "forfeit", "pass", "put", "decline", "fold", "see", "play"]
    assert action_kinds()["bet"].takes == "amount" and action_kinds()["play"].takes == "card"
    assert Termination("put_seen").rule == "PU-4" and Termination("target_reached").rule == "PU-7"
    assert Termination.ROUNDS_PLAYED.rule == "CH-5" and Termination("rounds_played") is Termination.ROUNDS_PLAYED
    own = {info.code for game in all_games() for info in game.terminations}
    assert set(terminations()) == {info.code for info in SHARED_TERMINATIONS} | own >= {"put_seen", "target_reached"}
    with pytest.raises(ValueError, match="not a registered termination"):
        Termination("made_up_won")
    with pytest.raises(ValidationError, match="'bet', 'forfeit'"):
        Action(seat=0, do="raise")


def test_a_new_game_registers_its_kinds_and_the_parser_action_and_choice_take_them(registered: Any) -> None:
    registered(
        made_up_game(action_kinds=(ActionKindInfo("raise", takes="amount"), ActionKindInfo("show", takes="card")))
    )
    assert Action(seat=1, do="raise", amount=4).code == "raise 4"
    choice = Choice(seat=1, do="raise", low=2, high=4)
    assert choice.code == "raise 2..4" and choice.action(9) == Action(seat=1, do="raise", amount=4)
    assert [action.amount for action in choice.actions()] == [2, 3, 4] and choice.allows(choice.action(3))
    assert parse_action({"seat": 0, "do": "show", "card": "AS"}, 0).code == "show AS"
    with pytest.raises(InvalidSetup, match="a raise needs a whole-number 'amount'"):
        parse_action({"seat": 0, "do": "raise"}, 0)
    with pytest.raises(InvalidSetup, match="'amount' goes only with a bet or a raise"):
        parse_action({"seat": 0, "do": "show", "card": "AS", "amount": 1}, 0)
    assert "raise" in Action.model_json_schema()["properties"]["do"]["enum"]


def test_a_new_game_registers_its_endings_with_their_rules(registered: Any) -> None:
    registered(made_up_game(terminations=(TerminationInfo("made_up_won", "MU-3", "{figure} points won", "target"),)))
    won = Termination("made_up_won")
    assert won.rule == "MU-3" and won.describe(type("Settings", (), {"target": 1})) == "1 points won"
    assert Ending.model_validate({"termination": "made_up_won", "figure": 1}).termination is won


def test_a_kind_or_an_ending_declared_twice_differently_is_refused(registered: Any) -> None:
    registered(
        made_up_game(action_kinds=(ActionKindInfo("bet"),), terminations=(TerminationInfo("ended", "MU-1", "x"),))
    )
    with pytest.raises(ValueError, match="'bet' is registered twice"):
        action_kinds()
    with pytest.raises(ValueError, match="'ended' is registered twice"):
        terminations()


def test_a_new_game_adds_an_event_field_and_no_other_is_taken(registered: Any) -> None:
    registered(made_up_game(event_fields=(EventField("pips", int, "The card's pips."),)))
    shown = event("show", seat=1, card="AS", pips=14)
    assert shown.public() == {"type": "show", "seat": 1, "card": "AS", "pips": 14}
    assert Event.model_validate_json(shown.model_dump_json()) == shown
    assert event("show", seat=1) == Event.model_validate({"type": "show", "seat": 1}), "no extra, made or read"
    assert Event.model_json_schema()["properties"]["pips"]["type"] == "integer"
    with pytest.raises(TypeError, match="Event has no field suit"):
        event("show", suit="S")
    with pytest.raises(ValidationError, match="no registered game gives events a field 'suit'"):
        Event.model_validate({"type": "show", "suit": "S"})
    with pytest.raises(ValidationError, match="an event's 'pips' must be of type int"):
        Event.model_validate({"type": "show", "pips": True})
    assert event_fields()["pips"].type is int


def test_every_game_has_its_presentation_and_every_ending_its_words() -> None:
    check_registered()
    for game in all_games():
        shown = presentation_of(game.id)
        assert isinstance(shown, Presentation) and issubclass(shown.load_presenter(), Presenter)
        assert set(shown.endings) == {info.code for info in game.terminations}, game.id
    assert set(ENDINGS) == {info.code for info in SHARED_TERMINATIONS}
    for code in terminations():
        assert not ending_words(Ending(termination=Termination(code), figure=3)).startswith("game over"), code


def test_a_missing_presentation_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    without_put = {game: module for game, module in app_games.REGISTERED.items() if game != "put"}
    monkeypatch.setattr(app_games, "REGISTERED", without_put)
    presentation_of.cache_clear()
    with pytest.raises(MissingPresentation, match="no presentation for \\['put'\\]"):
        check_registered()
    with pytest.raises(MissingPresentation, match="no presentation is registered for the game 'put'"):
        presentation_of("put")
    monkeypatch.setattr(app_games, "REGISTERED", {**without_put, "put": "parlour.app.games.no_such_game"})
    with pytest.raises(MissingPresentation, match="modules not found \\['parlour.app.games.no_such_game'\\]"):
        check_registered()
    monkeypatch.setattr(app_games, "REGISTERED", {**without_put, "put": "parlour.app.games.words"})
    with pytest.raises(MissingPresentation, match="defines no PRESENTATION of the game 'put'"):
        presentation_of("put")
    presentation_of.cache_clear()


async def test_the_app_does_not_start_without_a_games_presentation(monkeypatch: pytest.MonkeyPatch) -> None:
    from parlour.app.parlour_app import ParlourApp

    monkeypatch.setattr(app_games, "REGISTERED", {"put": app_games.REGISTERED["put"]})
    with pytest.raises(MissingPresentation):
        async with ParlourApp().run_test():
            pass


def test_the_protocol_schema_lists_the_registered_kinds_and_endings() -> None:
    from parlour.app.net.schema import protocol_schema

    text = json.dumps(protocol_schema())
    assert f'"enum": {json.dumps(list(action_kinds()))}' in text
    assert f'"enum": {json.dumps(list(terminations()))}' in text
