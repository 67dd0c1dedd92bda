"""SVG snapshots of the Red Dog setup and table (fixed size and seed, auto-play off)."""

from __future__ import annotations

from parlour.app.parlour_app import ParlourApp
from parlour.app.table_setup import default_setup


class TestRedDogSetup:
    def test_setup_80x24(self, snap_compare):
        assert snap_compare(ParlourApp(autoplay=False), press=["down", "enter"], terminal_size=(80, 24))


class TestRedDogTable:
    def test_mid_round_80x24(self, snap_compare):
        app = ParlourApp(start=default_setup("red_dog", 5), seed=7, autoplay=False)
        assert snap_compare(app, press=["space"] * 6, terminal_size=(80, 24))

    def test_mid_round_160x50_burn(self, snap_compare):
        setup = default_setup("red_dog", 7).model_copy(update={"settings": {"burn": True}})
        app = ParlourApp(start=setup, seed=3, autoplay=False)
        assert snap_compare(app, press=["space"] * 8, terminal_size=(160, 50))
