"""SVG snapshots of the Put table (fixed sizes and seeds, auto-play off), one class per situation."""

from __future__ import annotations

from parlour.app.parlour_app import ParlourApp
from parlour.app.seating.table_setup import TableSetup, default_seats


def put_app(players: int, seed: int, **settings) -> ParlourApp:
    setup = TableSetup(game="put", seats=default_seats(players), settings=settings)
    return ParlourApp(start=setup, seed=seed, autoplay=False)


TWO_PLAYER_TRICK = ["space", "enter", "space", "s", "1", "enter", "space", "space", "right"]
"""Seed 7: deal, You do not put, Bob puts, You see; trick 1 to Bob; Bob leads 7♣; You choose your second card."""
FREE_FOR_ALL_TRICK = ["space"] * 4 + ["enter"] + ["space"] * 4 + ["s"] + ["space"] * 3 + ["right"]
"""Seed 3, five players: nobody puts until Bob; all see; Cleo, Dmitri and Eva play; You choose."""


class TestPutTrick:
    def test_trick_in_progress_two_players_80x24(self, snap_compare):
        assert snap_compare(put_app(2, 7), press=TWO_PLAYER_TRICK, terminal_size=(80, 24))

    def test_trick_in_progress_free_for_all_160x50(self, snap_compare):
        app = put_app(5, 3, mode="free_for_all")
        assert snap_compare(app, press=FREE_FOR_ALL_TRICK, terminal_size=(160, 50))


class TestPutAnswer:
    def test_computer_put_opens_the_answer_80x24(self, snap_compare):
        assert snap_compare(put_app(2, 7), press=["space", "enter", "space"], terminal_size=(80, 24))


class TestPutPartners:
    def test_after_the_pass_and_discard_80x24(self, snap_compare):
        assert snap_compare(put_app(4, 7, mode="partners"), press=["space"] * 5, terminal_size=(80, 24))
