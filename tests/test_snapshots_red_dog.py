"""SVG snapshots of the Red Dog setup and table (fixed size and seed, auto-play off)."""

from __future__ import annotations

from decimal import Decimal

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.seating.chip_value import ChipValue
from parlour.app.seating.table_setup import SeatSetup, default_setup


class TestRedDogSetup:
    def test_setup_80x24(self, snap_compare):
        assert snap_compare(ParlourApp(autoplay=False), press=["down", "enter"], terminal_size=(80, 24))


class TestRedDogTable:
    def test_mid_round_80x24(self, snap_compare):
        app = ParlourApp(start=default_setup("red_dog", 5), seed=7, autoplay=False)
        assert snap_compare(app, press=["space"] * 5, terminal_size=(80, 24))  # to the bet, no further

    def test_ten_players_80x24(self, snap_compare):
        app = ParlourApp(start=default_setup("red_dog", 10), seed=5, autoplay=False)
        assert snap_compare(app, press=["space"] * 3, terminal_size=(80, 24))  # to the bet, no further

    def test_coach_at_the_bet_80x24(self, snap_compare):
        app = ParlourApp(start=default_setup("red_dog", 4), seed=5, autoplay=False, prefs=Preferences(coach=True))
        assert snap_compare(app, press=["space"] * 6, terminal_size=(80, 24))

    def test_coach_and_money_160x50(self, snap_compare):
        setup = default_setup("red_dog", 4).model_copy(
            update={"chip_value": ChipValue(amount=Decimal("0.25"), currency="EUR")}
        )
        app = ParlourApp(start=setup, seed=5, autoplay=False, prefs=Preferences(coach=True))
        assert snap_compare(app, press=[*["space"] * 6, "v"], terminal_size=(160, 50))

    def test_hand_over_between_two_people_80x24(self, snap_compare):
        seats = (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob", human=True), SeatSetup(name="Cleo"))
        app = ParlourApp(start=default_setup("red_dog", 3).model_copy(update={"seats": seats}), seed=4, autoplay=False)
        assert snap_compare(app, press=["space"] * 3, terminal_size=(80, 24))

    def test_mid_round_160x50_burn(self, snap_compare):
        setup = default_setup("red_dog", 7).model_copy(update={"settings": {"burn": True}})
        app = ParlourApp(start=setup, seed=3, autoplay=False)
        assert snap_compare(app, press=["space"] * 8, terminal_size=(160, 50))
