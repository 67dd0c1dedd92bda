"""SVG snapshots of the look: fixed terminal size, fixed seed, auto-play off.

Regenerate after an intended change of the look with `pytest --snapshot-update`
and review the SVGs in tests/__snapshots__/.
"""

from __future__ import annotations

from parlour.app.parlour_app import ParlourApp
from parlour.app.seating.table_setup import default_setup


class TestMenu:
    def test_menu_80x24(self, snap_compare):
        assert snap_compare(ParlourApp(autoplay=False), terminal_size=(80, 24))


class TestSetup:
    def test_put_and_take_setup_80x24(self, snap_compare):
        assert snap_compare(ParlourApp(autoplay=False), press=["enter"], terminal_size=(80, 24))


class TestPutAndTakeTable:
    @staticmethod
    def table_app(players: int, **settings) -> ParlourApp:
        setup = default_setup("put_and_take", players).model_copy(update={"settings": settings})
        return ParlourApp(start=setup, seed=7, autoplay=False)

    def test_mid_round_80x24(self, snap_compare):
        app = self.table_app(5)
        assert snap_compare(app, press=["space"] * 8, terminal_size=(80, 24))

    def test_mid_round_160x50_all_variants(self, snap_compare):
        app = self.table_app(8, ante=True, easy_come_easy_go=True, red_and_black=True)
        assert snap_compare(app, press=["space"] * 9, terminal_size=(160, 50))

    def test_too_small_notice(self, snap_compare):
        assert snap_compare(self.table_app(4), terminal_size=(60, 20))


class TestAsciiCards:
    def test_mid_round_ascii_four_colour_80x24(self, snap_compare):
        from parlour.app.saving.preferences import Preferences

        setup = default_setup("put_and_take", 4)
        app = ParlourApp(start=setup, seed=7, autoplay=False, prefs=Preferences(card_style="ascii", four_colour=True))
        assert snap_compare(app, press=["space"] * 4, terminal_size=(80, 24))


class TestLightAndRiver:
    def test_river_values_light_theme_80x24(self, snap_compare):
        from parlour.app.saving.preferences import Preferences

        setup = default_setup("put_and_take", 4).model_copy(update={"settings": {"up_and_down_the_river": True}})
        app = ParlourApp(start=setup, seed=7, autoplay=False, prefs=Preferences(theme="textual-light"))
        assert snap_compare(app, press=["space"] * 4, terminal_size=(80, 24))

    def test_round_over_summary_and_next_banker_160x50(self, snap_compare):
        app = ParlourApp(start=default_setup("put_and_take", 4), seed=7, autoplay=False)
        assert snap_compare(app, press=["space"] * 11, terminal_size=(160, 50))
