"""A newcomer reads the table right: who banked the round on the table, the river's values, the chip's
value (CH-6, PT-10), pace keys, what quitting keeps, the log of a continued game, the menu's Continue and
its centring, a narrow seat's role in words. (The log wrapped again after a resize, beside the felt and under
it: test_round_log, in its resizes.)"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, cast

import pytest
from rich.text import Text
from textual.coordinate import Coordinate
from textual.widgets import DataTable, OptionList

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.saved import load_preferences
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.saved_games import SavedGamesScreen
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.chip_value import ChipValue
from parlour.app.seating.table_setup import TableSetup, default_setup
from parlour.app.widgets.confirm import ConfirmQuit
from parlour.app.widgets.seat import SeatInfo, SeatPanel
from parlour.app.widgets.status_line import StatusLine
from tests.app_helpers import QUICK, SIZE, app_at_table, held, screen_text, seat_status
from tests.net_helpers import until


def rendered(widget) -> str:
    """What a widget shows now, as plain text."""
    shown = widget.render()
    return shown.plain if isinstance(shown, Text) else str(shown)


def status(table: TableScreen) -> str:
    return table.query_one("#table-status", StatusLine).text


async def to_round_end(pilot, table: TableScreen, rounds: int = 1) -> None:
    """Space until `rounds` rounds are over, leaving the round summary open on the last one."""
    for _ in range(200):
        if held(table).state.rounds_played >= rounds:
            return
        if isinstance(pilot.app.screen, RoundSummary):
            await pilot.press("enter")
        await pilot.press("space")
    raise AssertionError("the rounds did not end")


async def test_between_rounds_the_finished_rounds_banker_keeps_the_bank_and_the_next_is_named():
    """PT-9: the bank passes when the round ends, but its cards stay on the table until the next deal."""
    setup = default_setup("put_and_take", 4).model_copy(update={"settings": {"rounds": 3}})
    app = ParlourApp(start=setup, seed=5, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("space")  # the first deal
        banker = held(table).state.banker
        assert f"banker {setup.names[banker]}" in status(table).replace("[b]", "").replace("[/b]", "")
        await to_round_end(pilot, table)
        await pilot.pause()
        following = held(table).state.banker
        assert following != banker and held(table).state.phase == "deal"
        assert cast(SeatInfo, table.query_one(f"#seat-{banker}", SeatPanel).info).role == "BANK"
        assert cast(SeatInfo, table.query_one(f"#seat-{following}", SeatPanel).info).role == ""
        plain = status(table).replace("[b]", "").replace("[/b]", "")
        assert f"next banker: {setup.names[following]}" in plain and "round 1" in plain
        if isinstance(app.screen, RoundSummary):
            await pilot.press("enter")
        await pilot.press("space")  # the next deal: the bank has passed
        assert cast(SeatInfo, table.query_one(f"#seat-{following}", SeatPanel).info).role == "BANK"
        assert f"banker {setup.names[following]}" in status(table).replace("[b]", "").replace("[/b]", "")


async def test_up_and_down_the_river_shows_each_turned_cards_value_under_it():
    """PT-V4: a card pays its own value (ace 1 ... king 13), so the places show it, not a word."""
    setup = default_setup("put_and_take", 3).model_copy(update={"settings": {"up_and_down_the_river": True}})
    app = ParlourApp(start=setup, seed=8, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("space", "space", "space")  # deal, put card 1, put card 2
        center = cast(Any, table.query_one("#center")).info  # the game's centre widget
        values = {"A": "1", "T": "10", "J": "11", "Q": "12", "K": "13"}
        expected = tuple(values.get(card[0], card[0]) for card in center.put_row)
        assert len(expected) == 2 and center.put_rates[:2] == expected
        assert center.put_rates[2:] == ("1–13",) * 3 and center.take_rates == ("1–13",) * 5
        assert "face" not in rendered(table.query_one("#center"))


def test_a_chip_value_formats_money_and_refuses_nonsense():
    value = ChipValue(amount=Decimal("0.1"), currency="EUR")
    assert value.describe() == "1 chip = 0.10\xa0EUR"
    assert value.money(1234) == "123.40\xa0EUR" and value.money(-16, signed=True) == "-1.60\xa0EUR"
    assert value.money(91, currency=False) == "9.10"
    assert ChipValue().describe() == "1 chip = 1" and ChipValue().money(5) == "5"
    assert ChipValue(amount=Decimal("0.005"), currency="EUR").money(3, currency=False) == "0.015"
    assert ChipValue(currency="\x1b[31mRUB\x1b[0m\x07").currency == "RUB"
    for bad in ("0", "-1", "abc", "0.00001", "1e9"):
        try:
            ChipValue(amount=bad)  # pyright: ignore[reportArgumentType]  (typed text, refused)
        except ValueError:
            continue
        raise AssertionError(f"{bad} was taken as a chip's value")


async def test_the_value_key_shows_stacks_pot_and_results_in_money_and_back():
    """CH-6: the table counts chips; `v` shows the same figures in money, at the setup's value."""
    setup = default_setup("red_dog", 3).model_copy(
        update={"settings": {"rounds": 2}, "chip_value": ChipValue(amount=Decimal("0.25"), currency="EUR")}
    )
    app = ParlourApp(start=setup, seed=4, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        stacks = held(table).state.stacks
        seat = table.query_one("#seat-0", SeatPanel)
        assert seat.info is not None
        assert seat.info.stack == str(stacks[0])
        await pilot.press("v")
        assert seat.info is not None
        assert table.money and seat.info.stack == f"{stacks[0] * 0.25:.2f}\xa0EUR"  # the currency said with the sum
        assert cast(Any, table.query_one("#center")).info.pot == f"{held(table).state.pot * 0.25:.2f}\xa0EUR"
        assert "1 chip = 0.25\xa0EUR" in status(table)
        for _ in range(40):  # to the round's summary, whose figures are money too
            if isinstance(app.screen, RoundSummary):
                break
            await pilot.press("1", "enter") if table.viewer_decides() else await pilot.press("space")
        assert isinstance(app.screen, RoundSummary)
        now = table.session.scores()
        shown = [row[2] for row in app.screen.rows]
        assert shown == [f"{chips * 0.25:.2f}\xa0EUR" for chips in now]
        await pilot.press("v")  # the table's key works over its summary too: chips, then money again
        assert not table.money and [row[2] for row in app.screen.rows] == [str(chips) for chips in now]
        assert str(app.screen.query_one("#summary-table", DataTable).get_cell_at(Coordinate(0, 2))) == str(now[0])
        await pilot.press("v")
        assert table.money and [row[2] for row in app.screen.rows] == shown
        await pilot.press("enter")
        await pilot.press("v")
        assert seat.info is not None
        assert not table.money and seat.info.stack == str(held(table).state.stacks[0])
        assert "chip =" not in status(table)


async def test_ch_6_in_money_the_log_and_the_bet_typed_say_money_and_chips_again():
    """Seen: with money shown the log went on in chips ("Dmitri bets 2" under "Dmitri bets 0.50 $…") and the bet
    line said "range 1–9" of nothing named. `v` says the log's kept lines again in money (and in chips at the next
    `v`); the bet typed stays chips (the keys type chips), its worth beside it, and in the question before a bet of
    the whole pot."""
    from parlour.app.widgets.confirm import Confirm
    from tests.app_helpers import red_dog_in_money_at_my_turn

    prefs = Preferences(animation_seconds=0)
    async with red_dog_in_money_at_my_turn(4, prefs) as (pilot, _app, table):
        amounts = re.compile(r"(bets|antes|wins|loses|forfeits) ([\d.]+)")
        in_money = [line for line in table.log_widget.written if amounts.search(line)]
        assert in_money and all("\xa0EUR" in line for line in in_money), in_money
        assert "= 0.10\xa0EUR" in rendered(table.prompt), rendered(table.prompt)
        await pilot.press("3")
        assert "3▌  = 0.30\xa0EUR" in rendered(table.prompt), rendered(table.prompt)
        await pilot.press("m", "enter")  # the whole pot asked about in money too (seen: "(42 chips)?" alone)
        question = pilot.app.screen.question if isinstance(pilot.app.screen, Confirm) else ""
        assert "chips\u00a0=\u00a0" in question, pilot.app.screen  # the two figures on one line
        assert "\xa0EUR)?" in question, question
        await pilot.press("n")
        await pilot.press("v")
        in_chips = [line for line in table.log_widget.written if amounts.search(line)]
        assert len(in_chips) == len(in_money) and not any("EUR" in line for line in in_chips), in_chips
        for money, chips in zip(in_money, in_chips):
            figure = amounts.search(chips)
            assert figure and f"{int(figure[2]) * 0.10:.2f}\xa0EUR" in money, (money, chips)
        assert "EUR" not in rendered(table.prompt)


async def test_in_money_a_crowded_seat_drops_the_currency_before_its_name_and_every_seat_then_does():
    """CH-6 at 80x24 with eight seats and a long currency: the stacks read "10.00" beside whole names (the status
    line names the currency), and so does your own seat, with room (it read "9.90 rubles" beside the others'
    "10.00": one table, one way of showing money); nothing of a stack is cut."""
    setup = default_setup("put_and_take", 8).model_copy(
        update={"chip_value": ChipValue(amount=Decimal("0.10"), currency="rubles")}
    )
    app = ParlourApp(start=setup, seed=3, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space", "v")
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        stacks = held(table).state.stacks
        for seat, panel in table.seat_panels().items():
            info = cast(SeatInfo, panel.info)
            line = panel.headline(info).plain
            figure = f"{stacks[seat] * 0.10:.2f}"
            assert info.stack == f"{figure}\xa0rubles" and info.stack_bare == figure
            assert f"● {figure}" in line and "…" not in line, line
            assert line.startswith(setup.names[seat]) or setup.names[seat] in line, line
            assert "rubles" not in line + seat_status(table, seat), line
        assert "1 chip = 0.10\xa0rubles" in status(table)


async def test_put_has_no_value_key_it_is_played_for_points():
    app = ParlourApp(start=default_setup("put", 2), seed=3, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert table.check_action("toggle_money", ()) is False
        await pilot.press("v")
        assert not table.money


def test_the_chip_value_is_part_of_the_setup_and_old_setups_still_load():
    old = {"game": "red_dog", "seats": [{"name": "You", "human": True}, {"name": "Ann"}], "settings": {}}
    assert TableSetup.model_validate(old).chip_value == ChipValue()
    setup = TableSetup.model_validate({**old, "chip_value": {"amount": "0.5", "currency": "p"}})
    assert TableSetup.model_validate_json(setup.model_dump_json()).chip_value.describe() == "1 chip = 0.50\xa0p"


async def test_pace_keys_at_the_table_change_and_keep_the_preference():
    app = ParlourApp(
        start=default_setup("put_and_take", 3), seed=1, autoplay=False, prefs=Preferences(animation_seconds=0.5)
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("plus")
        assert app.prefs.animation_seconds == 0.3
        assert load_preferences()[0].animation_seconds == 0.3
        await pilot.press("minus", "minus", "minus", "minus", "minus")
        assert app.prefs.animation_seconds == 1.2  # the slowest on the list, and no further
        assert "Pace: 1.2 s between steps" in rendered(app.screen.query_one("#table-message"))
        for _ in range(8):
            await pilot.press("equals_sign")
        assert app.prefs.animation_seconds == 0.0


async def test_the_quit_question_says_whether_the_game_is_kept():
    app = ParlourApp(start=default_setup("red_dog", 3), seed=1, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("space", "q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuit) and "The game is saved" in app.screen.detail
        await pilot.press("n")
    demo = ParlourApp(start=default_setup("red_dog", 3), seed=1, autoplay=False)
    demo.table_records = lambda: None  # a table that keeps nothing, like the demo's
    async with demo.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("space", "q")
        await pilot.pause()
        assert isinstance(demo.screen, ConfirmQuit) and "not being saved" in demo.screen.detail


async def test_leaving_the_table_for_the_menu_asks_only_where_the_game_would_be_lost():
    from parlour.app.screens.menu import MenuScreen
    from parlour.app.screens.pause import PauseMenu
    from parlour.app.widgets.confirm import ConfirmLeave

    for keeps in (True, False):
        app = ParlourApp(start=default_setup("red_dog", 3), seed=1, autoplay=False)
        if not keeps:
            app.table_records = lambda: None  # a table that keeps nothing
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("space", "escape")
            await pilot.pause()
            assert isinstance(app.screen, PauseMenu)
            await pilot.press("down", "down", "enter")  # Leave the table
            await pilot.pause()
            if keeps:
                assert isinstance(app.screen, MenuScreen), "kept for Continue: nothing to ask"
                continue
            assert isinstance(app.screen, ConfirmLeave) and "leaving ends it" in app.screen.detail
            await pilot.press("n")
            assert isinstance(app.screen, TableScreen), "stay"
            await pilot.press("escape", "down", "down", "enter", "y")
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)


async def test_the_menu_names_the_saved_games_and_a_continued_game_shows_its_earlier_rounds():
    setup = default_setup("put_and_take", 3).model_copy(update={"settings": {"rounds": 6}})
    app = ParlourApp(start=setup, seed=9, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_round_end(pilot, table, rounds=2)
        if isinstance(app.screen, RoundSummary):
            await pilot.press("enter")
        await pilot.press("space", "space")  # into round 3
        first_lines = [table.presenter.log_line(event) for event in table.session.past_logs()[0][1]]
        await pilot.press("q", "y")
    again = ParlourApp(autoplay=False)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        menu = again.screen.query_one("#menu", OptionList)
        assert str(menu.get_option_at_index(0).prompt) == "[b]Continue[/b] your Put and Take game"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(again.screen, SavedGamesScreen)
        await pilot.press("enter")
        await pilot.pause()
        table = again.screen
        assert isinstance(table, TableScreen)
        written = table.log_widget.written
        assert first_lines[0] in written and first_lines[-1] in written  # round 1, before the game was left
        assert sum(1 for line in written if line.startswith("┄┄┄┄┄ round ")) >= 2


def test_the_menu_counts_several_saved_games():
    from parlour.app.screens.menu import continue_label

    assert continue_label(["red_dog"]) == "[b]Continue[/b] your Red Dog game"
    assert continue_label(["put", "red_dog", "put"]) == "[b]Continue[/b] one of 3 saved games (Put, Red Dog)"
    assert continue_label(["?"]) == "[b]Continue[/b] a saved game"


async def test_the_main_menu_is_centred_under_its_title_on_a_wide_terminal():
    app = ParlourApp(prefs=Preferences())
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        menu, banner = app.screen.query_one("#menu").region, app.screen.query_one("#banner").region
        assert abs((menu.x + menu.width / 2) - 80) <= 1 and abs((banner.x + banner.width / 2) - 80) <= 1


async def test_a_narrow_seat_says_its_role_in_words_not_with_a_symbol():
    app = ParlourApp(start=default_setup("red_dog", 10), seed=3, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        table = cast(TableScreen, app.screen)
        dealer = held(table).state.dealer
        panel = table.query_one(f"#seat-{dealer}", SeatPanel)
        assert panel.narrow
        assert panel.status_text(cast(SeatInfo, panel.info)).startswith("dealer")
        assert "★" not in rendered(panel)


async def test_the_chip_value_is_set_in_the_setup_refused_when_nonsense_and_kept_for_next_time():
    from parlour.app.saving.saved import load_last_setup
    from tests.app_helpers import type_over

    app = ParlourApp(autoplay=False, prefs=Preferences())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # New game: Put and Take
        await pilot.pause()
        setup = cast(SetupScreen, app.screen)
        assert isinstance(setup, SetupScreen)
        await type_over(pilot, "chip-amount", "0")  # the box takes only numbers; a chip must be worth more
        assert "Chip value" in str(setup.query_one("#setup-error").render())
        assert setup.query_one("#start").disabled
        await type_over(pilot, "chip-amount", "0.1")
        await type_over(pilot, "chip-currency", "EUR")
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        assert table.setup.chip_value == ChipValue(amount=Decimal("0.1"), currency="EUR")
    assert cast(TableSetup, load_last_setup("put_and_take")[0]).chip_value.describe() == "1 chip = 0.10\xa0EUR"


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_ch6_the_setup_refuses_a_number_for_a_currency_and_a_value_without_one(language):
    """Seen: the currency field took "5", and a chip's value of 0.10 with no currency showed "1 chip = 0.10": money
    with no unit. Each is refused in one line naming what is wanted, as every refused field is; Start waits."""
    from tests.app_helpers import type_over

    app = ParlourApp(autoplay=False, prefs=Preferences(language=language))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # New game: Put and Take
        await pilot.pause()
        setup = cast(SetupScreen, app.screen)
        error = setup.query_one("#setup-error")
        await type_over(pilot, "chip-amount", "0.10")
        await type_over(pilot, "chip-currency", "5")
        refused = str(error.render())
        await pilot.pause()
        assert setup.query_one("#start").disabled and error.size.height == 1, refused  # one line at 80 columns
        assert ("EUR" in refused and "€" in refused) and ("Currency" in refused or "Валюта" in refused), refused
        await type_over(pilot, "chip-currency", "")
        refused = str(error.render())
        assert setup.query_one("#start").disabled and "EUR" in refused and "0.1" in refused.replace(",", "."), refused
        await type_over(pilot, "chip-currency", "EUR")
        assert not setup.query_one("#start").disabled


async def test_ch6_a_table_whose_chip_has_no_value_in_money_offers_no_money():
    """Seen: `v` at a table set up with no chip value showed "1 chip = 1" and every figure as before, no unit."""
    app = ParlourApp(start=default_setup("red_dog", 3), seed=4, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("v")
        await pilot.pause()
        assert not table.money and "1 chip" not in status(table)
        assert table.check_action("toggle_money", ()) is False


async def test_q_at_a_round_summary_asks_to_quit_as_at_the_table():
    """Seen before: q at the summary did nothing, and nothing said how to leave from there."""
    app = ParlourApp(start=default_setup("put_and_take", 3), seed=4, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(12):
            if isinstance(app.screen, RoundSummary):
                break
            await pilot.press("space")
        summary = app.screen
        assert isinstance(summary, RoundSummary)
        assert "q: quit" in str(summary.query_one(".dialog-hint").render())
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuit)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is summary and app.return_code is None
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


async def test_pu_v1_at_80_columns_in_russian_the_status_line_keeps_the_round_and_the_dealer_whole():
    """Seen: «Я ставлю · двое, «ставлю» в любой ход · до 5 · конец партии 1 · дальше сдаёте…»: the variant's words
    were in the game's part of the line and cut the round's off. The variant is a part of its own now, which
    gives way first."""
    from parlour.app.saving.preferences import Preferences
    from parlour.app.seating.table_setup import SeatSetup
    from tests.app_helpers import SMALL, app_at_table, screen_text

    seats = (SeatSetup(name="Александра", human=False), SeatSetup(name="Константин", human=False))
    app = app_at_table("put", seats=seats, prefs=Preferences(language="ru", animation_seconds=0), put_any_turn=True)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_round_end(pilot, table)
        if isinstance(app.screen, RoundSummary):
            await pilot.press("enter")
        await pilot.pause()
        status = screen_text(app).splitlines()[0]
        assert "конец партии 1" in status and "сдаё" in status and "…" not in status, status


async def test_ch5_a_game_is_ended_at_the_table_from_the_pause_menu_asked_first_and_counted(parlour_home):
    """Rebuy with no round limit ends no other way (CH-4: nobody is ever out): the pause menu's "End the game here"
    asks, then shows the final standings, ranked as the stacks stand; the game counts in the statistics and its
    record goes (it cannot be continued)."""
    from parlour.app.saving.statistics import Statistics
    from parlour.app.saving.writer import settle_app_writes
    from parlour.app.screens.game_over import GameOverScreen
    from parlour.app.screens.pause import PauseMenu
    from parlour.app.widgets.confirm import ConfirmEnd

    setup = default_setup("red_dog", 3).model_copy(update={"settings": {"rebuy": True, "starting_chips": 5}})
    assert not setup.rules_settings().ends_by_itself
    app = ParlourApp(start=setup, seed=2, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        for _ in range(200):  # to the end of a round after which one stack is the highest
            if isinstance(app.screen, RoundSummary):
                await pilot.press("enter")
                stacks = held(table).state.stacks
                if stacks.count(max(stacks)) == 1:
                    break
            await pilot.press("1", "enter") if table.viewer_decides() else await pilot.press("space")
        stacks = held(table).state.stacks
        await pilot.press("escape", "down", "down", "down")
        assert isinstance(app.screen, PauseMenu)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmEnd)
        await pilot.press("n")
        assert app.screen is table and not table.session.is_over(), "play on"
        await pilot.press("escape", "down", "down", "down", "enter", "y")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen) and table.session.is_over()
        assert table.session.scores() == stacks
        outcome = table.session.outcome()
        assert "ended at the table" in table.presenter.outcome_line(table.session.view(0), outcome)
        assert outcome.winner is not None and stacks[outcome.winner] == max(stacks)
        winner = setup.names[outcome.winner]
    settle_app_writes()
    players = Statistics().players("red_dog")
    assert [(name, record.games, record.wins) for name, record in sorted(players.items())] == [
        (name, 1, int(name == winner)) for name in sorted(setup.names)
    ], "one game each, a win for the highest stack"
    assert not list((parlour_home / "games").glob("*")), "an ended game is not offered to Continue"


async def test_ch5_a_game_ended_in_its_first_round_offers_no_review(parlour_home):
    """Seen: Put and Take ended at the table in round 1, `r` at the final standings opened an empty review (no
    round finished: nothing whose cards may be shown). The standings offer it once a round has been played."""
    from parlour.app.screens.game_over import GameOverScreen

    app = ParlourApp(start=default_setup("put_and_take", 3), seed=12, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("space", "space", "space", "escape", "down", "down", "down", "enter", "y")
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        keys = str(app.screen.query_one("#game-over-keys").render())
        assert "review" not in keys and "play again" in keys, keys


async def test_a_question_keeps_each_key_with_its_answer_at_80_columns():
    """Seen at 80x24: "End the game here?" read "y / enter: end it · n / escape: play" and "on" alone below it."""
    from parlour.app.widgets.confirm import ConfirmEnd

    app = app_at_table("red_dog")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(ConfirmEnd())
        await pilot.pause()
        lines = [line.strip(" █") for line in screen_text(app).splitlines()]
        assert any(line.endswith("n / escape: play on") for line in lines), lines
