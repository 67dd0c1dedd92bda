"""SVG snapshots of Parlour in Russian at 80x24 (fixed seed, auto-play off): the menu, a setup, each
table, a round summary and the preferences. Russian words are longer: these guard that nothing is cut."""

from __future__ import annotations

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.seating.table_setup import default_setup
from parlour.app.words.i18n import set_language
from tests.app_helpers import SMALL

RUSSIAN = Preferences(language="ru")


@pytest.fixture
def russian():
    """The table's default names are given in the language in force when it is set up (Борис, Клео)."""
    set_language("ru")
    yield
    set_language("en")


def test_menu(snap_compare):
    assert snap_compare(ParlourApp(autoplay=False, prefs=RUSSIAN), terminal_size=SMALL)


def test_red_dog_setup(snap_compare):
    assert snap_compare(ParlourApp(autoplay=False, prefs=RUSSIAN), press=["down", "enter"], terminal_size=SMALL)


def test_put_and_take_table(snap_compare, russian):
    app = ParlourApp(start=default_setup("put_and_take", 5), seed=3, autoplay=False, prefs=RUSSIAN)
    assert snap_compare(app, press=["space"] * 7, terminal_size=SMALL)


def test_red_dog_table_with_the_coach(snap_compare, russian):
    app = ParlourApp(
        start=default_setup("red_dog", 4), seed=5, autoplay=False, prefs=Preferences(language="ru", coach=True)
    )
    assert snap_compare(app, press=["space"] * 6, terminal_size=SMALL)


def test_put_table_at_the_put(snap_compare, russian):
    app = ParlourApp(start=default_setup("put", 2), seed=3, autoplay=False, prefs=RUSSIAN)
    assert snap_compare(app, press=["space"], terminal_size=SMALL)


def test_red_dog_round_summary(snap_compare, russian):
    app = ParlourApp(start=default_setup("red_dog", 3), seed=4, autoplay=False, prefs=RUSSIAN)
    assert snap_compare(app, press=["space", "space", "space", "enter", "space", "space", "space"], terminal_size=SMALL)


def test_preferences(snap_compare):
    app = ParlourApp(autoplay=False, prefs=RUSSIAN)
    assert snap_compare(app, press=[*["down"] * 7, "enter"], terminal_size=SMALL)
