"""SVG snapshots of the preferences and statistics screens (80×24 and 160×50, fixed data), the menu at
160×50 and the keys panel."""

from __future__ import annotations

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.statistics import Statistics
from parlour.app.screens.preferences import PreferencesScreen
from parlour.app.screens.statistics import StatisticsScreen
from tests.app_helpers import SMALL

WIDE = (160, 50)
STACKS = {
    "You": (100, 112, 104, 96, 118, 131, 125, 140, 133, 150, 162, 158),
    "Bob": (100, 94, 101, 112, 95, 88, 97, 84, 90, 78, 70, 76),
    "Cleo": (100, 94, 95, 92, 87, 81, 78, 76, 77, 72, 68, 66),
}
"""Three players' Red Dog stacks over a twelve-round game (each round's chips balance)."""


def write_stats() -> None:
    names = tuple(STACKS)
    stats = Statistics()
    for before, after in zip(zip(*STACKS.values()), list(zip(*STACKS.values()))[1:]):
        assert stats.record_round("red_dog", "t1", names, before, after) is None
    assert stats.record_game_end("red_dog", "t1", names, winner=0) is None
    assert stats.record_round("put", "t2", ("You", "Ann"), (0, 0), (1, 0)) is None


def push(screen_factory):
    async def run_before(pilot) -> None:
        await pilot.app.push_screen(screen_factory())
        await pilot.pause()

    return run_before


def test_preferences_screen(snap_compare):
    prefs = Preferences(animation_seconds=0.3, four_colour=True)
    assert snap_compare(
        ParlourApp(autoplay=False, prefs=prefs), terminal_size=SMALL, run_before=push(PreferencesScreen)
    )


def test_statistics_screen_with_a_game(snap_compare):
    write_stats()
    assert snap_compare(
        ParlourApp(autoplay=False), terminal_size=SMALL, run_before=push(lambda: StatisticsScreen("red_dog"))
    )


def test_statistics_screen_flat_put_score(snap_compare):
    write_stats()
    assert snap_compare(
        ParlourApp(autoplay=False), terminal_size=SMALL, run_before=push(lambda: StatisticsScreen("put"))
    )


def test_preferences_screen_160x50(snap_compare):
    assert snap_compare(
        ParlourApp(autoplay=False, prefs=Preferences(coach=True)),
        terminal_size=WIDE,
        run_before=push(PreferencesScreen),
    )


def test_statistics_screen_160x50(snap_compare):
    write_stats()
    assert snap_compare(
        ParlourApp(autoplay=False), terminal_size=WIDE, run_before=push(lambda: StatisticsScreen("red_dog"))
    )


def test_menu_160x50_centred(snap_compare):
    assert snap_compare(ParlourApp(autoplay=False, prefs=Preferences()), terminal_size=WIDE)


def test_keys_panel_at_the_menu(snap_compare):
    assert snap_compare(ParlourApp(autoplay=False, prefs=Preferences()), press=["f2"], terminal_size=SMALL)


def test_statistics_screen_empty(snap_compare):
    assert snap_compare(ParlourApp(autoplay=False), terminal_size=SMALL, run_before=push(StatisticsScreen))
