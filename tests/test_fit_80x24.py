"""What must fit at 80x24, in English and in Russian: the line above the felt (parts left out, then an
ellipsis: never wrapped, never cut silently), the seats' names and notes, the menu, the empty statistics,
the game-over hint."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

import pytest
from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from parlour.app.games.presenter import StandingRow
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from parlour.app.widgets.coach_panel import CoachPanel
from parlour.app.widgets.literal import content
from parlour.app.widgets.round_log import RoundLog
from parlour.app.widgets.status_line import StatusLine, StatusPart, fitted
from tests.app_helpers import screen_text, until_my_turn


def test_the_status_line_leaves_out_the_least_important_parts_first_then_ends_with_an_ellipsis():
    parts = [
        StatusPart("Red Dog · round 1", 3),
        StatusPart("auto-play [b]on[/b]", 1),
        StatusPart("1 chip = 1", 2),
        StatusPart("[dim]seed 7[/]", 0),
    ]
    assert fitted(parts, 80).plain == "Red Dog · round 1 · auto-play on · 1 chip = 1 · seed 7"
    assert fitted(parts, 45).plain == "Red Dog · round 1 · auto-play on · 1 chip = 1"
    assert fitted(parts, 33).plain == "Red Dog · round 1 · 1 chip = 1"
    assert fitted(parts, 20).plain == "Red Dog · round 1"
    assert fitted(parts, 10).plain == "Red Dog ·…"


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize(
    "game,players,settings",
    [
        ("red_dog", 5, {"burn": True, "rounds": 10}),
        ("put_and_take", 6, {"up_and_down_the_river": True, "rounds": 10}),
        ("put", 2, {}),
    ],
)
async def test_the_line_above_the_felt_keeps_to_one_line_at_80_columns(language, game, players, settings):
    app = ParlourApp(
        start=default_setup(game, players).model_copy(update={"settings": settings}),
        seed=12345678,
        autoplay=False,
        prefs=Preferences(language=language),
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        line = table.query_one("#table-status", StatusLine)
        shown = cast(Text, line.render()).plain
        assert line.size.height == 1 and len(shown) <= line.size.width == 78
        game_part = content(line.parts[0].markup).plain
        assert shown.startswith(game_part) or shown.endswith("…")  # the game's part stays, or says it is cut


async def test_with_every_variant_on_the_line_above_the_felt_keeps_the_chip_s_value_in_money():
    """Seen before: Put and Take with all four variants filled the 80-column line with its variants, and the chip's
    value (`v`: the money's currency), auto-play and the seed were cut. The variants now give way before the
    chip's value; the game, the round and the banker stay."""
    from decimal import Decimal

    from parlour.app.seating.chip_value import ChipValue

    every = {"ante": True, "easy_come_easy_go": True, "red_and_black": True, "up_and_down_the_river": True}
    setup = default_setup("put_and_take", 6).model_copy(
        update={"settings": {**every, "rounds": 10}, "chip_value": ChipValue(amount=Decimal("0.10"), currency="EUR")}
    )
    app = ParlourApp(start=setup, seed=12345678, autoplay=False, prefs=Preferences(language="ru"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space", "v")
        await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        line = table.query_one("#table-status", StatusLine)
        shown = cast(Text, line.render()).plain
        assert shown.startswith(content(line.parts[0].markup).plain) and "1 фишка = 0,10\xa0EUR" in shown, shown
        assert len(shown) <= 78


def test_the_continue_entry_keeps_to_one_line_of_the_menu_in_russian():
    from parlour.app.screens.menu import MENU_ROOM, continue_label
    from parlour.app.widgets.literal import cell_width
    from parlour.app.words.i18n import set_language

    set_language("ru")
    full = continue_label(["put", "red_dog", "put_and_take"], room=200)
    assert cell_width(full) > MENU_ROOM  # the games named do not fit...
    fitted_label = continue_label(["put", "red_dog", "put_and_take"])
    assert cell_width(fitted_label) <= MENU_ROOM and "3" in fitted_label  # ...so the count stands alone


async def test_back_from_a_screen_the_menu_keeps_the_cursor_on_the_entry_left_from():
    from parlour.app.screens.menu import MenuScreen

    app = ParlourApp(prefs=Preferences())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        while cast(Option, menu.highlighted_option).id != "statistics":
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, MenuScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and cast(Option, menu.highlighted_option).id == "statistics"


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_the_empty_statistics_and_the_game_over_keys_fit_80x24(language):
    from parlour.app.screens.game_over import GameOverScreen

    app = ParlourApp(prefs=Preferences(language=language))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_statistics()
        await pilot.pause()
        empty = app.screen.query_one("#stats-empty")
        lines = cast(Text, empty.render()).plain.split("\n")  # as written: the screen wraps the paragraphs at its width
        assert len(lines) == 3 and len(lines[2]) > empty.size.width
        assert empty.size.height >= 6
        await pilot.press("escape")
        await pilot.pause()
        app.push_screen(
            GameOverScreen([StandingRow("1", "You", "120"), StandingRow("2", "Bob", "80")], "You win", review=True)
        )
        await pilot.pause()
        keys = app.screen.query_one("#game-over-keys")
        assert keys.size.height == 1 and keys.size.width >= len(cast(Text, keys.render()).plain)


async def test_a_name_is_cut_only_when_the_gaps_the_badge_and_the_currency_have_given_their_room():
    """Short of room a seat's headline keeps its change (the seat's figure for the round): the dealer's badge goes to
    the status line in words, money its currency, then the chip mark; a name is cut to keep it (seen: the dealer at
    the top right at 80 columns, and every seat's change in money, left out)."""
    from parlour.app.widgets.seat import NAME_KEPT, SeatInfo, SeatPanel

    app = ParlourApp(start=default_setup("red_dog", 3), seed=7, autoplay=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        seat = app.screen.query_one("#seat-1", SeatPanel)
        width = seat.size.width
        assert not seat.narrow
        name = "D" * (width - len(" DEALER  ") - len(" ● 95 -5"))  # fits with single gaps only
        seat.info = SeatInfo(name=name, stack="95", delta=-5, role="DEALER")
        assert seat.headline(seat.info).plain == f" DEALER  {name} ● 95 -5"
        longer = name + "xy"  # the badge would cost the change: the role opens the status line instead
        seat.info = SeatInfo(name=longer, stack="95", delta=-5, role="DEALER", status="to bet")
        assert seat.headline(seat.info).plain == f"{longer}  ● 95  -5"  # its wide gaps back, even
        assert seat.status_text(seat.info) == "dealer · to bet"
        seat.info = SeatInfo(name=longer, stack="95", role="DEALER", status="to bet")  # no change: the badge stays
        assert seat.headline(seat.info).plain.startswith(" DEALER  ") and seat.status_text(seat.info) == "to bet"
        money = "M" * (width - len(" 9.50 -0.50"))  # money: the currency and the chip mark go before the change
        seat.info = SeatInfo(name=money, stack="9.50 EUR", stack_bare="9.50", delta=-5, delta_text="-0.50")
        assert seat.headline(seat.info).plain == f"{money} 9.50 -0.50"
        seat.info = SeatInfo(name=money + "xyz", stack="9.50 EUR", stack_bare="9.50", delta=-5, delta_text="-0.50")
        head = seat.headline(seat.info).plain
        assert head.endswith("… ● 9.50 -0.50") and len(head) == width  # the name cut, the mark kept
        short = "Konstantin"  # a seat so narrow the name would keep fewer than NAME_KEPT cells: the change goes
        seat.styles.width = len(" 9.50 -0.50") + NAME_KEPT - 1 + 2  # and the padding
        await pilot.pause()
        seat.info = SeatInfo(
            name=short, stack="9.50 EUR", stack_bare="9.50", delta=-5, delta_text="-0.50", notes=("lost 0.50",)
        )
        assert "-0.50" not in seat.headline(seat.info).plain
        # it opens the status line instead (seen: money at 80 columns, eight seats: "Борис ● 44,50", -5,50 nowhere)
        assert seat.status_text(seat.info).startswith("-0.50 · "), seat.status_text(seat.info)
        seat.info = SeatInfo(
            name="Konstantin Konstantinopolsky", stack="1234.50", delta=-50, delta_text="-12.50", role="DEALER"
        )
        head = seat.headline(seat.info).plain
        assert "1234.50" in head and "…" in head and len(head) <= seat.size.width  # the stack is never cut


@pytest.mark.parametrize("language, tag, all_fit", [("ru", "партнёр", True), ("en", "partner", False)])
async def test_pu_v3_the_partners_name_is_read_whole_and_his_tag_opens_the_status_line_when_both_do_not_fit(
    language, tag, all_fit
):
    """Seen at 80x24: the partner dealing read "СДАЮЩИЙ Dmi… (партнёр)", his name cut for the word's room. (The
    Russian badge is a verb now, «СДАЁТ», and badge, name and tag fit in one line.)"""
    from parlour.app.seating.table_setup import SeatSetup, TableSetup
    from parlour.app.widgets.seat import SeatPanel

    names = ("Ann", "Bob", "Dmitri", "Cleo")
    seats = tuple(SeatSetup(name=name, human=seat == 0) for seat, name in enumerate(names))
    setup = TableSetup(game="put", seats=seats, settings={"mode": "partners"})
    app = ParlourApp(start=setup, seed=4, autoplay=False, prefs=Preferences(language=language, animation_seconds=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one("#seat-2", SeatPanel)
        info = cast(Any, panel.info)
        assert info.role and info.tag == tag  # the partner deals: in English badge, name and tag do not fit one line
        head = panel.headline(info).plain
        assert "Dmitri" in head and "…" not in head
        if all_fit:
            assert f"Dmitri ({tag})" in head
        else:
            assert tag not in head and panel.status_text(info).startswith(tag)
        cleo = app.screen.query_one("#seat-3", SeatPanel)  # a seat whose name fits keeps the tag beside it
        cleo.info = replace(cast(Any, cleo.info), tag=tag)
        assert cleo.headline(cleo.info).plain.startswith(f"Cleo ({tag})")


async def test_a_narrow_seats_status_stops_at_its_edge():
    from parlour.app.widgets.seat import SeatInfo, SeatPanel

    app = ParlourApp(start=default_setup("red_dog", 10), seed=7, autoplay=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        seat = app.screen.query_one("#seat-1", SeatPanel)
        assert seat.narrow
        seat.info = SeatInfo(name="Bob", stack="9", role="DEALER", notes=("won 0", "tied 1", "saw", "passed 2 to Eva"))
        status = seat.status_text(seat.info)
        assert status.startswith("won 0 · ") and status.endswith("…") and len(status) <= seat.size.width
        seat.info = SeatInfo(name="Bob", stack="9", role="DEALER", notes=("won 0",))  # with the room: role first
        assert seat.status_text(seat.info) == "dealer · won 0"


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_rd_a_seat_short_of_room_keeps_its_turn_and_its_chips_before_its_role(language):
    """Seen at 80x24 in Russian, five seats, money shown: "очередь ставить · …" and "сдающий · взнос …": the
    words about the turn and the role took the room of the chips that make the seat's figure."""
    from parlour.app.widgets.seat import SeatPanel
    from tests.app_helpers import red_dog_in_money_at_my_turn

    prefs = Preferences(language=language, animation_seconds=0)
    async with red_dog_in_money_at_my_turn(5, prefs) as (_pilot, _app, table):
        for panel in table.query(SeatPanel):
            info = cast(Any, panel.info)
            status = panel.status_line(panel.status_text(info)).plain  # as drawn: cut at the seat's edge
            figures = [i for i, note in enumerate(info.notes) if any(c.isdigit() for c in note)]
            if figures:  # the first figure's note is read whole (its money bare or not), not cut to "…"
                forms = {info.notes[figures[0]], *(info.notes_bare[figures[0] :][:1])}
                assert any(form in status for form in forms), (info.name, status)


@pytest.mark.parametrize("game,players,log_line", [("put_and_take", 8, True), ("red_dog", 10, False), ("put", 2, True)])
async def test_the_coachs_box_keeps_its_bottom_border_at_80x24_and_the_log_its_newest_line(game, players, log_line):
    """A play-test: Put's coach (eight lines at a decision) left the log no row at all at 80x24, so what the others
    had just done was nowhere; its notes give way now, and the log keeps its rule and newest line. The coach's
    figures come first: at Red Dog of ten they take the column (four lines), as before."""
    app = ParlourApp(start=default_setup(game, players), seed=7, autoplay=False, prefs=Preferences(coach=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if game == "put_and_take":
            await pilot.press("space", "space", "space")
        else:
            await until_my_turn(pilot, app.screen)  # the coach's figures for a decision: its most lines
        await pilot.pause()
        coach, side = app.screen.query_one("#coach", CoachPanel), app.screen.query_one("#side")
        assert coach.display and coach.region.height >= 3, (coach.region, side.region, coach.lines)
        assert coach.region.bottom <= side.region.bottom
        if not log_line:
            return
        log = app.screen.query_one(RoundLog)
        for refused in ("", "9") if game == "put" else ("",):  # a refusal's line under the felt: the column
            if refused:  # shorter, the coach fitted to it again (its notes give way)
                await pilot.press(refused)
                await pilot.pause()
                assert app.screen.query_one("#table-message").region.height == 1, screen_text(app)
            assert log.region.y >= coach.region.bottom and log.region.bottom <= side.region.bottom, refused
            assert log.region.height >= 2 and log.written[-1][:20] in screen_text(app), (refused, log.written[-1:])


@pytest.mark.parametrize("game,title", [("red_dog", "POT"), ("put_and_take", "POOL")])
async def test_the_pots_title_stays_in_its_column_when_the_pot_reaches_ten(game, title):
    from dataclasses import replace

    from textual.geometry import Region

    app = ParlourApp(start=default_setup(game, 4), seed=7, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        center: Any = app.screen.query_one("#center")  # each game's centre widget has its own `info`
        columns = []
        for pot in ("9", "10", "100"):
            field = "pot" if game == "red_dog" else "pool"
            center.info = replace(center.info, **{field: pot})
            await pilot.pause()
            lines = [strip.text for strip in center.render_lines(Region(0, 0, center.size.width, center.size.height))]
            row = next(line for line in lines if title in line)
            columns.append(row.index(title))
        assert len(set(columns)) == 1, columns


async def test_a_coach_short_of_room_ends_its_last_line_with_an_ellipsis_rather_than_lose_it_unmarked():
    """Red Dog of ten in Russian at 80x24, money and the coach on, then `a`: the message line under the felt takes
    a line of the side column, and the coach's reason, cut there mid-sentence, now says it goes on ("…")."""
    from decimal import Decimal

    from textual.geometry import Region

    from parlour.app.seating.chip_value import ChipValue

    setup = default_setup("red_dog", 10).model_copy(
        update={"chip_value": ChipValue(amount=Decimal("0.25"), currency="EUR")}
    )
    app = ParlourApp(start=setup, seed=3, autoplay=False, prefs=Preferences(language="ru", coach=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        await until_my_turn(pilot, table)
        await pilot.press("v")
        await pilot.pause()
        coach = table.query_one("#coach", CoachPanel)
        full = "\n".join(coach.lines)
        assert "Сильный игрок" in full and full.endswith("фишку"), full
        await pilot.press("a")  # auto-play on: a message line under the felt
        await pilot.pause()
        assert coach.region.bottom <= table.query_one("#side").region.bottom
        drawn = [strip.text for strip in coach.render_lines(Region(0, 0, *coach.outer_size))]
        inside = [line.strip("│ ") for line in drawn[1:-1]]
        assert inside[-1].endswith("…") and any("Сильный игрок" in line for line in inside), drawn
        assert "\n".join(coach.lines) == full, "the lines themselves are kept whole"


@pytest.mark.parametrize("width", [80, 100, 160])
async def test_rd7_the_card_just_turned_is_drawn_however_wide_the_pot_and_the_headline(width):
    """Ten cards turned, the pot in money ("● 16.00 rubles") and a long result: as many of the latest cards as fit
    beside them, on one row, the card just turned last (a row wrapped onto a second line hid it)."""
    from dataclasses import replace

    from textual.geometry import Region

    app = ParlourApp(start=default_setup("red_dog", 10), seed=7, autoplay=False)
    async with app.run_test(size=(width, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        center: Any = app.screen.query_one("#center")
        turned = ("3H", "8C", "JS", "AD", "5S", "QC", "QD", "2D", "TS", "5D")
        center.info = replace(
            center.info, pot="16.00 rubles", turned=turned, headline="Fyodor LOSES 2.00 rubles", result="lose"
        )
        await pilot.pause()
        lines = [strip.text for strip in center.render_lines(Region(0, 0, center.size.width, center.size.height))]
        faces = next(line for line in lines if "5♦" in line)
        labels = ("3♥", "8♣", "J♠", "A♦", "5♠", "Q♣", "Q♦", "2♦", "10♠", "5♦")
        shown = [card for card in labels if card in faces]
        least = {80: 4, 100: 6, 160: 10}[width]  # a round's ten where the room allows (seen: six at 160 columns)
        assert shown and shown[-1] == "5♦" and len(shown) >= least, (len(shown), lines)
        assert all(len(line.rstrip()) <= center.size.width for line in lines)


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_statistics_table_shows_every_column_at_80x24_with_rebuys_and_judged_choices(parlour_home, lang):
    """Red Dog's table is the widest (ten columns: the choices judged, rebuys counted, CH-4): at 80 columns every
    heading is on the screen in both languages (in Russian «Цена» was cut off)."""
    from parlour.app.saving.statistics import Statistics
    from parlour.app.screens.statistics import StatisticsScreen
    from parlour.app.words.i18n import _ as words
    from parlour.app.words.i18n import pgettext
    from tests.app_helpers import SMALL, screen_text

    names = ("You", "Екатерина", "Борис")
    stats = Statistics()
    stats.record_round("red_dog", "t1", names, (100, 100, 100), (90, 130, 80))
    stats.record_round("red_dog", "t1", names, (90, 130, 80), (100, 120, 100), rebought=(0, 0, 20))
    stats.record_game_end("red_dog", "t1", names, winner=1)
    app = ParlourApp(autoplay=False, prefs=Preferences(language=lang, animation_seconds=0), language=lang)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await app.push_screen(StatisticsScreen("red_dog"))
        await pilot.pause()
        shown = screen_text(app)
        headings = [pgettext("statistics column", word) for word in ("Rebuys", "Best", "Worst", "Agreed")]
        for heading in [*headings, words("Cost"), words("Player")]:
            assert heading in shown, heading
        # the chart's title whole, the count of rounds included (seen: "…; 6" cut at the title's one line)
        rounds = {"en": "2 rounds; 0 = before the first)", "ru": "2 партии; 0 — начало игры)"}[lang]
        assert rounds in " ".join(shown.split()), shown


@pytest.mark.parametrize("size", [(80, 24), (100, 32), (160, 50)])
@pytest.mark.parametrize("game", ["red_dog", "put_and_take"])
async def test_ch6_in_money_every_seat_shows_the_currency_or_none_does(game, size):
    """Seen with `v` at five seats: at 80 columns "9.90" on the seats across and "9.90 EUR" on the bottom one; at 100
    three seats across with "EUR", Dmitri's (the longest name) without. Each seat fitted its own room; the table now
    takes the currency off every seat once one must give it up (the status line names it), and keeps it on all
    where every seat has the room."""
    from decimal import Decimal

    from parlour.app.seating.chip_value import ChipValue
    from tests.app_helpers import seat_status

    setup = default_setup(game, 5).model_copy(update={"chip_value": ChipValue(amount=Decimal("0.10"), currency="EUR")})
    app = ParlourApp(start=setup, seed=3, autoplay=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("space", "v")
        await pilot.pause()
        await pilot.pause()
        panels = table.seat_panels()
        heads = {seat: panel.headline(cast(Any, panel.info)).plain for seat, panel in panels.items()}
        seats = {seat: heads[seat] + " | " + seat_status(table, seat) for seat in panels}
        shown = ["EUR" in text for text in seats.values()]
        assert all(shown) or not any(shown), seats
        if size != (100, 32):  # (at 100 columns as the names and figures have it)
            assert any(shown) == (size == (160, 50)), seats


async def test_pt5_a_long_currency_leaves_the_rows_of_cards_whole_the_pool_giving_it_up():
    """Seen at 80x24, a chip of 0.001 Bitcoin shown in money: the pool's "● 0.025 Bitcoin" squeezed the put row,
    its fifth card broke onto the rows below and its rates (1 2 4 8 16) were gone. The rows never wrap: the pool
    gives up its currency (the status line names it)."""
    import re
    from decimal import Decimal

    from parlour.app.seating.chip_value import ChipValue

    setup = default_setup("put_and_take", 4).model_copy(
        update={"chip_value": ChipValue(amount=Decimal("0.001"), currency="Bitcoin")}
    )
    app = ParlourApp(start=setup, seed=7, autoplay=False, prefs=Preferences(animation_seconds=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("v", *["space"] * 6)  # money shown; the deal and the five put cards
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert len(table.session.view(table.bottom_seat).put_row) == 5
        rows = screen_text(app).splitlines()
        assert any(re.search(r"1\s+2\s+4\s+8\s+16\s+1\s+2\s+4\s+8\s+16", row) for row in rows), rows
        pool = next(row for row in rows if "POOL" in row)
        figure = rows[rows.index(pool) + 1].rsplit("●", 1)[1].strip()
        assert re.fullmatch(r"\d+\.\d{3}", figure), figure


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_the_round_summarys_keys_stay_on_one_line_at_80x24(language):
    """Seen: "space / enter: continue · v: chips or" then "money · q: quit" on the next line (the dialog kept the
    table's width): the dialog widens to its keys."""
    from parlour.app.screens.round_summary import RoundSummary
    from parlour.app.words.i18n import _
    from tests.app_helpers import red_dog_in_money_at_my_turn, screen_text
    from tests.net_helpers import until

    prefs = Preferences(language=language, animation_seconds=0)
    async with red_dog_in_money_at_my_turn(3, prefs) as (pilot, app, _table):
        await pilot.press("f")
        for _turn in range(20):
            if isinstance(app.screen, RoundSummary):
                break
            await pilot.press("space")
            await pilot.pause()
        await until(pilot, lambda: isinstance(app.screen, RoundSummary))
        hint = _("space / enter: continue · v: chips or money · q: quit")
        assert any(hint in line for line in screen_text(app).splitlines()), screen_text(app)


async def test_a_round_summarys_wait_at_a_servers_table_wraps_whole_in_russian_at_80x24():
    """A play-test: «… или как только все это прочтут» was cut to «прочту» (a wrong word) at the dialog's edge."""
    from parlour.app.games.presenter import SummaryRow
    from parlour.app.screens.round_summary import RoundSummary
    from tests.app_helpers import screen_text

    app = ParlourApp(autoplay=False, prefs=Preferences(language="ru", animation_seconds=0), language="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = [SummaryRow(name, "+1", "101") for name in ("Вы", "Борис", "Клео", "Дмитрий")]
        app.push_screen(RoundSummary("Партия 1", rows, plays_on=True, waits=lambda: 116.0))
        await pilot.pause()
        inside = [line.split("█")[1] for line in screen_text(app).splitlines() if line.count("█") >= 2]  # the dialog's
        assert "через 1:56 или как только все это прочтут" in " ".join(" ".join(inside).split()), screen_text(app)


async def test_a_log_left_one_row_under_the_coach_shows_its_newest_line_not_its_rule():
    """A play-test (Russian, the coach's five lines at a Red Dog bet): the log under the coach kept one row, its
    rule alone, where its newest line would have said what had just happened."""
    from tests.app_helpers import screen_text

    prefs = Preferences(language="ru", coach=True, animation_seconds=0)
    setup = default_setup("red_dog", 3).model_copy(update={"settings": {"starting_chips": 5}})
    app = ParlourApp(start=setup, seed=11, autoplay=False, prefs=prefs, language="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await until_my_turn(pilot, app.screen)
        await pilot.press("9")  # refused (the most is 3): its line under the felt takes a row of the column
        await pilot.pause()
        log = app.screen.query_one(RoundLog)
        assert log.outer_size.height == 1, log.outer_size  # the case seen
        assert log.written[-1][:20] in screen_text(app) and "─Журнал─" not in screen_text(app), screen_text(app)
