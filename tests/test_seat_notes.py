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


def test_ch6_money_notes_short_of_room_drop_their_currency_before_a_note_is_left_out():
    """Red Dog at 120 columns, money on: "lost 0.40 · ante 0.20" (the status line names the currency), not
    "lost 0.40 EUR · …", whose figure then would not add up."""
    panel = SeatPanel(prefs=Preferences())
    money = SeatInfo(
        name="Bob",
        stack="9.40 EUR",
        stack_bare="9.40",
        delta=-6,
        notes=("lost 0.40 EUR", "ante 0.20 EUR"),
        notes_bare=("lost 0.40", "ante 0.20"),
    )
    assert panel.notes_text(money, 40) == "lost 0.40 EUR · ante 0.20 EUR", "with room, the currency stays"
    assert panel.notes_text(money, 22) == "lost 0.40 · ante 0.20"
    assert panel.notes_text(money, 16) == "lost 0.40 · …"


async def test_at_160x50_notes_that_do_not_fit_one_line_take_a_second_one():
    """Seen at 160x50, Put and Take of six with the ante: "last card +2 · earlier -16 · …" beside blank cells, the
    seat's -15 not checkable. A seat on a wide, tall terminal has a second line for its notes: none is left out."""
    from parlour.app.screens.table import TableScreen
    from tests.app_helpers import app_at_table

    app = app_at_table("put_and_take", 6, seed=11, ante=True, easy_come_easy_go=True, red_and_black=True)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        two_lines = 0
        for _card in range(10):
            await pilot.press("space")
            await pilot.pause()
            for panel in table.query(".opponent").results(SeatPanel):
                lines = str(panel.render()).splitlines()
                assert not any("…" in line for line in lines), lines
                two_lines += len(lines) == 6 and bool(lines[5].strip())
        assert two_lines, "some seat's notes took the second line"
