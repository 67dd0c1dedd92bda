"""The settings files: preferences and last setups, their round trips and damaged copies.
(Saved games are records: tests/test_saved_games.py.)"""

from __future__ import annotations

import json
from typing import cast

from parlour.app.saving.preferences import Preferences
from parlour.app.saving.saved import load_last_setup, load_preferences, remember_setup, save_preferences
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_setup

# -- preferences and last setups ------------------------------------------------------------


def test_preferences_default_without_a_file():
    assert load_preferences() == (Preferences(), None)


def test_preferences_round_trip():
    prefs = Preferences(theme="nord", animation_seconds=0.15, card_style="ascii", four_colour=True, confirm_quit=False)
    assert save_preferences(prefs) is None
    assert load_preferences() == (prefs, None)


def test_a_preference_saved_here_keeps_what_another_window_saved_meanwhile(parlour_home):
    """Seen: two windows; the second turned four-colour suits off, then a pace changed at the first one's table put
    them back on (each wrote its whole preferences). A save writes what this window changed over the file as it
    stands: a setting kept per game, only the games it changed."""
    from parlour.app.saving.paths import PREFERENCES_FILE, saved_path
    from parlour.app.saving.saved import PreferencesFile
    from parlour.app.saving.storage import load_model, save_model

    save_preferences(Preferences(auto_play={"red_dog": True}))
    mine, _notice = load_preferences()  # this window starts
    theirs = mine.model_copy(update={"four_colour": not mine.four_colour, "auto_play": {"red_dog": True, "put": False}})
    assert save_model(saved_path(PREFERENCES_FILE), PreferencesFile(preferences=theirs)) is None  # the other window

    def on_disk() -> Preferences:
        saved, _notice = load_model(saved_path(PREFERENCES_FILE), PreferencesFile)
        assert saved is not None
        return saved.preferences

    mine = mine.model_copy(update={"animation_seconds": 0.7, "auto_play": {"red_dog": False}})
    assert save_preferences(mine) is None
    saved = on_disk()
    assert saved.four_colour == theirs.four_colour and saved.animation_seconds == 0.7
    assert saved.auto_play == {"red_dog": False, "put": False}
    mine = mine.model_copy(update={"theme": "nord"})  # a later change here: the other window's still kept
    assert save_preferences(mine) is None
    assert on_disk() == saved.model_copy(update={"theme": "nord"})


def test_damaged_preferences_give_defaults_and_a_notice(parlour_home):
    parlour_home.mkdir()
    (parlour_home / "preferences.json").write_text('{"format_version": 1, "preferences": {"card_style": "emoji"}}')
    prefs, notice = load_preferences()
    assert prefs == Preferences()
    assert notice is not None
    assert "card_style" in notice and "corrupt-" in notice


def test_a_damaged_files_reason_is_said_by_pydantics_error_type_in_the_language_in_force(parlour_home):
    """ "animation_seconds: не меньше 0", never Pydantic's "Input should be greater than or equal"."""
    from parlour.app.words.i18n import set_language

    parlour_home.mkdir()
    damaged = '{"format_version": 1, "preferences": {"animation_seconds": -1}}'
    (parlour_home / "preferences.json").write_text(damaged)
    _prefs, notice = load_preferences()
    assert notice is not None
    assert "animation_seconds: should be 0 or more" in notice and "Input should" not in notice, notice
    (parlour_home / "preferences.json").write_text(damaged)
    try:
        set_language("ru")
        _prefs, notice = load_preferences()
    finally:
        set_language("en")
    assert notice is not None
    assert "animation_seconds: не меньше 0" in notice, notice


def test_last_setup_per_game_round_trip():
    red_dog = default_setup("red_dog", 5).model_copy(update={"settings": {"burn": True}})
    put_and_take = TableSetup(
        game="put_and_take", seats=(SeatSetup(name="Vera", human=True), SeatSetup(name="Bob", strength="casual"))
    )
    assert remember_setup(red_dog) is None
    assert remember_setup(put_and_take) is None
    assert load_last_setup("red_dog") == (red_dog, None)
    assert load_last_setup("put_and_take") == (put_and_take, None)
    assert load_last_setup("put") == (None, None)


def test_remembering_a_setup_replaces_that_game_only():
    remember_setup(default_setup("red_dog", 5))
    remember_setup(default_setup("put_and_take", 3))
    remember_setup(default_setup("red_dog", 7))
    assert cast(TableSetup, load_last_setup("red_dog")[0]).players == 7
    assert cast(TableSetup, load_last_setup("put_and_take")[0]).players == 3


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


def test_a_damaged_last_join_is_set_aside_with_a_notice_and_the_dialog_opens_empty(parlour_home):
    from parlour.app.saving.saved import load_last_join, remember_join

    assert load_last_join() == (None, None)
    assert remember_join("ws://10.0.0.5:8765", "0123456789abcdef", "Ann") is None
    saved, notice = load_last_join()
    assert (
        notice is None
        and saved is not None
        and (saved.address, saved.table, saved.name)
        == (
            "ws://10.0.0.5:8765",
            "0123456789abcdef",
            "Ann",
        )
    )
    (parlour_home / "last_join.json").write_text(json.dumps({"format_version": 1, "address": "x", "name": "A" * 99}))
    saved, notice = load_last_join()
    assert saved is None and notice and "last_join.json" in notice
    assert len(list(parlour_home.glob("last_join.json.corrupt-*"))) == 1
