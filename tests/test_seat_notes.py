"""A seat's notes name the parts of its figure ("lost 1 · ante 3" beside -4): those that do not fit the seat
are not left out without a word, the line ends with "· …" (seen in Russian at 80x24: «сдающий · проигрыш 1»
beside -4, «взнос 3» gone)."""

from __future__ import annotations

from parlour.app.saving.preferences import Preferences
from parlour.app.widgets.seat import SeatInfo, SeatPanel

NOTES = SeatInfo(name="Клео", stack="96", delta=-4, notes=("проигрыш 1", "взнос 3"))


def test_notes_that_fit_are_all_shown():
    panel = SeatPanel(prefs=Preferences())
    assert panel.notes_text(NOTES, 30) == "проигрыш 1 · взнос 3"


def test_a_note_left_out_is_marked():
    panel = SeatPanel(prefs=Preferences())
    assert panel.notes_text(NOTES, 16) == "проигрыш 1 · …"


def test_the_mark_is_ascii_in_the_ascii_style():
    panel = SeatPanel(prefs=Preferences(card_style="ascii"))
    assert panel.notes_text(NOTES, 16) == "проигрыш 1 | ."  # the ASCII separator, as between notes
