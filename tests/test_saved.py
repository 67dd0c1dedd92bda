"""The saved files: round trips, and autosaves refused when their state is not a real game's."""

from __future__ import annotations

import json
from typing import Any, Callable

import pytest

from parlour.app.preferences import Preferences
from parlour.app.saved import (
    AUTOSAVE_FILE,
    AutosaveFile,
    clear_autosave,
    load_autosave,
    load_last_setup,
    load_preferences,
    remember_setup,
    restore_state,
    save_preferences,
    saved_path,
    write_autosave,
)
from parlour.app.table_setup import SeatSetup, TableSetup, default_setup
from parlour.rules.games import by_id


def played_state(setup: TableSetup, seed: int, steps: int) -> Any:
    """A real game `steps` moves in: automatic steps and each seat's first legal action."""
    engine = by_id(setup.game).engine()
    state = engine.new_game(setup.rules_settings(), setup.players, seed, humans=setup.humans)
    for _ in range(steps):
        if engine.is_over(state):
            break
        if engine.to_act(state) is None:
            state = engine.step(state)
        else:
            state = engine.apply(state, engine.legal_actions(state)[0])
    return state


def saved_json() -> dict:
    return json.loads(saved_path(AUTOSAVE_FILE).read_text())


def rewrite(change: Callable[[dict], None]) -> None:
    """Edit the autosave file's JSON in place, the way a damaged disk or a hand edit would."""
    data = saved_json()
    change(data)
    saved_path(AUTOSAVE_FILE).write_text(json.dumps(data))


def corrupt_copies(parlour_home) -> list:
    return list(parlour_home.glob(f"{AUTOSAVE_FILE}.corrupt-*"))


# -- preferences and last setups ------------------------------------------------------------


def test_preferences_default_without_a_file():
    assert load_preferences() == (Preferences(), None)


def test_preferences_round_trip():
    prefs = Preferences(theme="nord", animation_seconds=0.15, card_style="ascii", four_colour=True,
                        confirm_quit=False)
    assert save_preferences(prefs) is None
    assert load_preferences() == (prefs, None)


def test_damaged_preferences_give_defaults_and_a_notice(parlour_home):
    parlour_home.mkdir()
    (parlour_home / "preferences.json").write_text('{"format_version": 1, "preferences": {"card_style": "emoji"}}')
    prefs, notice = load_preferences()
    assert prefs == Preferences()
    assert "card_style" in notice and "corrupt-" in notice


def test_last_setup_per_game_round_trip():
    red_dog = default_setup("red_dog", 5).model_copy(update={"settings": {"burn": True}})
    put_and_take = TableSetup(game="put_and_take", seats=(SeatSetup(name="Vera", human=True),
                                                            SeatSetup(name="Bob", strength="casual")))
    assert remember_setup(red_dog) is None
    assert remember_setup(put_and_take) is None
    assert load_last_setup("red_dog") == (red_dog, None)
    assert load_last_setup("put_and_take") == (put_and_take, None)
    assert load_last_setup("put") == (None, None)


def test_remembering_a_setup_replaces_that_game_only():
    remember_setup(default_setup("red_dog", 5))
    remember_setup(default_setup("put_and_take", 3))
    remember_setup(default_setup("red_dog", 7))
    assert load_last_setup("red_dog")[0].players == 7
    assert load_last_setup("put_and_take")[0].players == 3


def test_last_setup_under_the_wrong_game_is_refused(parlour_home):
    parlour_home.mkdir()
    setup = default_setup("red_dog", 4).model_dump(mode="json")
    (parlour_home / "last_setups.json").write_text(json.dumps({"format_version": 1, "setups": {"put": setup}}))
    assert load_last_setup("put")[0] is None
    assert load_last_setup("red_dog") == (None, None)
    assert len(list(parlour_home.glob("last_setups.json.corrupt-*"))) == 1


def test_unplayable_last_setup_is_refused(parlour_home):
    parlour_home.mkdir()
    setup = default_setup("red_dog", 4).model_dump(mode="json")
    setup["seats"] = setup["seats"][:1]
    (parlour_home / "last_setups.json").write_text(json.dumps({"format_version": 1, "setups": {"red_dog": setup}}))
    setup_back, notice = load_last_setup("red_dog")
    assert setup_back is None and notice is not None


# -- autosave ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game, players, steps", [
    ("put_and_take", 4, 0), ("put_and_take", 4, 23), ("put_and_take", 6, 140),
    ("red_dog", 5, 0), ("red_dog", 5, 17), ("red_dog", 3, 90),
    ("put", 2, 0), ("put", 2, 9), ("put", 2, 40),
])
def test_autosave_restores_the_same_state(game, players, steps):
    setup = default_setup(game, players)
    state = played_state(setup, seed=11, steps=steps)
    assert write_autosave(setup, 11, 987654321, state) is None
    autosave, notice = load_autosave()
    assert notice is None
    assert (autosave.game, autosave.setup, autosave.seed, autosave.bot_rng) == (game, setup, 11, 987654321)
    assert autosave.round_start is None
    assert restore_state(autosave) == state


def test_autosave_keeps_the_stacks_at_the_round_start():
    setup = default_setup("red_dog", 4)
    state = played_state(setup, seed=8, steps=6)
    assert write_autosave(setup, 8, 1, state, round_start=(50, 49, 51, 50)) is None
    assert load_autosave()[0].round_start == (50, 49, 51, 50)


def test_no_autosave_loads_as_nothing():
    assert load_autosave() == (None, None)


def test_clear_autosave_removes_it_and_is_idempotent():
    setup = default_setup("put_and_take", 3)
    write_autosave(setup, 1, 2, played_state(setup, 1, 5))
    assert clear_autosave() is None
    assert load_autosave() == (None, None)
    assert clear_autosave() is None


def extra_card(data: dict) -> None:
    """53 cards: a copy of a card already at the table goes on the stock."""
    data["state"]["deck"].append(data["state"]["deck"][0])


def missing_card(data: dict) -> None:
    data["state"]["deck"].pop()


def bogus_card(data: dict) -> None:
    data["state"]["deck"][0] = "1X"


def negative_stack(data: dict) -> None:
    data["state"]["stacks"][1] = -5


def negative_pool(data: dict) -> None:
    data["state"]["pool"] = -1


def seat_count(data: dict) -> None:
    data["setup"]["seats"].append({"name": "Extra", "human": False, "strength": "sharp"})


def other_settings(data: dict) -> None:
    data["setup"]["settings"] = {"rebuy": True}


def other_game(data: dict) -> None:
    data["game"] = "red_dog"


def newer_format(data: dict) -> None:
    data["format_version"] = 2


def state_wrong_type(data: dict) -> None:
    data["state"]["stacks"] = "lots"


def state_unknown_field(data: dict) -> None:
    data["state"]["cheat"] = True


def short_round_start(data: dict) -> None:
    data["round_start"] = [1, 2]


@pytest.mark.parametrize("damage, reason", [
    (extra_card, "twice"), (missing_card, "51 cards"), (bogus_card, "not a card"),
    (negative_stack, "stacks may not be negative"), (negative_pool, "pool may not be negative"),
    (seat_count, "4 seats, the setup 5"), (other_settings, "settings differ"), (other_game, "setup is for"),
    (newer_format, "newer Parlour"), (state_wrong_type, "stacks"), (state_unknown_field, "cheat"),
    (short_round_start, "round_start"),
])
def test_autosave_that_no_real_game_could_reach_is_set_aside(parlour_home, damage, reason):
    setup = default_setup("put_and_take", 4)
    write_autosave(setup, 5, 6, played_state(setup, 5, 30))
    rewrite(damage)
    damaged = saved_path(AUTOSAVE_FILE).read_bytes()
    autosave, notice = load_autosave()
    assert autosave is None and reason in notice and "\n" not in notice
    assert not saved_path(AUTOSAVE_FILE).exists()
    (aside,) = corrupt_copies(parlour_home)
    assert aside.read_bytes() == damaged


def test_duplicate_card_in_a_hand_is_refused(parlour_home):
    setup = default_setup("red_dog", 4)
    write_autosave(setup, 3, 4, played_state(setup, 3, 3))

    def duplicate(data: dict) -> None:
        hand = next(h for h in data["state"]["hands"] if h)
        data["state"]["stock"][0] = hand[0]

    rewrite(duplicate)
    autosave, notice = load_autosave()
    assert autosave is None and "twice" in notice


def test_restore_state_itself_refuses_a_53_card_state():
    setup = default_setup("put_and_take", 3)
    state = played_state(setup, 2, 10)
    data = state.model_dump(mode="json")
    data["deck"].append(data["take_row"][0] if data["take_row"] else data["deck"][0])
    autosave = AutosaveFile.model_construct(game="put_and_take", setup=setup, seed=2, bot_rng=0, state=data)
    with pytest.raises(ValueError, match="twice"):
        restore_state(autosave)


def test_autosave_notice_when_saving_is_off(tmp_path, monkeypatch):
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    monkeypatch.setenv("PARLOUR_HOME", str(blocker / "sub"))
    setup = default_setup("red_dog", 3)
    assert write_autosave(setup, 1, 1, played_state(setup, 1, 2)).startswith("saving is off:")
