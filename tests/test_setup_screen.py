"""The setup screen for a newcomer, through the real app with keys: a field has the focus on opening and
shows it in every theme, enter starts the game, space changes a field, the computer strengths are
explained, and on and off (a checkbox, the card chosen) differ by shape, not only by colour."""

from __future__ import annotations

from typing import cast

import pytest
from textual import events
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Select

from parlour.app.games.put.card_line import CardLine
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats
from parlour.app.widgets.cards import CardLook, boxed_row, compact_row
from parlour.app.widgets.choice_toggle import ChoiceToggle
from parlour.app.widgets.field_pointer import FieldPointer
from parlour.app.widgets.seat import SeatPanel
from parlour.app.widgets.tick_box import TickBox
from parlour.rules.games import by_id
from parlour.rules.put.settings import PutSettings
from tests.app_helpers import SIZE, focus_on, screen_text
from tests.moved_tables import can_play, moved_on, sit_down
from tests.net_helpers import until

UNICODE, ASCII = Preferences(card_style="unicode"), Preferences(card_style="ascii")


async def open_setup(pilot, game: str) -> SetupScreen:
    await pilot.pause()
    pilot.app.screen.new_game(game)
    await pilot.pause()
    setup = cast(SetupScreen, pilot.app.screen)
    assert isinstance(setup, SetupScreen)
    return setup


def pointed_rows(setup: SetupScreen) -> list[str]:
    """The rows whose pointer shows (the row of the focused field), by their first field's id."""
    return [
        cast(str, cast(Widget, pointer.parent).query("Input, Select, TickBox, ChoiceToggle").first().id)
        for pointer in setup.query(FieldPointer)
        if pointer.visible
    ]


def plain(widget) -> str:
    """What a widget draws, without colour."""
    rendered = widget.render()
    return getattr(rendered, "plain", None) or str(rendered)


async def test_tab_reaches_every_field_of_each_game_s_setup_in_turn():
    """Tab goes through every field, the Start and Back buttons once each, then round again: the other setup
    tests give a field the focus at once (`focus_on`). Red Dog's and Put and Take's forms, between them the
    fields those tests reach (Put's target is reached by tab in test_bad_input). Put and Take, a game without
    computer decisions, offers no strengths."""
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        for game in ("put_and_take", "red_dog"):
            setup = await open_setup(pilot, game)
            assert bool(setup.query("#strengths")) == (game == "red_dog")
            fields = [
                cast(str, widget.id)  # every field has an id
                for widget in setup.query("Input, Select, TickBox, ChoiceToggle, Button")
                if widget.focusable and widget.display
            ]
            assert app.focused is not None
            reached = [cast(str, app.focused.id)]
            for _ in fields:
                await pilot.press("tab")
                assert app.focused is not None
                reached.append(cast(str, app.focused.id))
            assert sorted(reached[:-1]) == sorted(fields) and reached[-1] == reached[0], (game, reached, fields)
            await focus_on(pilot, "back")
            await pilot.press("enter")


async def test_up_and_down_go_from_row_to_row_and_move_through_an_open_list():
    """Down goes to the next row's first field (a seat's name, past its person box and strength), from the
    Players list too (it used to open), to Start at the end and no further (the pointer before it, then before
    Back after tab; left and right go along Start and Back); up goes back to Players and stays;
    space opens the list, where down and up move through it and enter chooses."""
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "red_dog")
        rows = setup.rows()
        firsts = [cast(str, row[0].id) for row in rows]
        assert firsts[:4] == ["players", "name-0", "name-1", "name-2"] and firsts[-1] == "start", firsts
        assert len(rows[1]) == 3  # a seat's row: name, person box, strength
        reached = [cast(str, cast(Widget, app.focused).id)]
        for _ in range(len(rows)):
            await pilot.press("down")
            reached.append(cast(str, cast(Widget, app.focused).id))
        assert reached == firsts + ["start"], reached
        # Seen: down went on from Seed to Start, nothing on screen moved, and the digits typed next went nowhere.
        assert "▶ Start" in screen_text(app) and not pointed_rows(setup), "the focused button shows the pointer"
        await pilot.press("tab")
        assert "▶ Back" in screen_text(app) and "▶ Start" not in screen_text(app)
        # Left and right go along the buttons' row, and no further than its ends.
        for key, focused in (("right", "back"), ("left", "start"), ("left", "start"), ("right", "back")):
            await pilot.press(key)
            assert cast(Widget, app.focused).id == focused, (key, app.focused)
        assert "▶ Back" in screen_text(app) and "▶ Start" not in screen_text(app)
        await focus_on(pilot, "person-1")  # the middle of a seat's row
        await pilot.press("up")
        assert cast(Widget, app.focused).id == "name-0"
        await pilot.press("up", "up")
        assert cast(Widget, app.focused).id == "players" and not setup.query_one("#players", Select).expanded
        await pilot.press("space")
        assert setup.query_one("#players", Select).expanded
        await pilot.press("down", "down", "up", "enter")
        players = setup.query_one("#players", Select)
        assert not players.expanded and players.value == setup.initial.players + 1
        assert cast(Widget, app.focused).id == "players"
        await pilot.press("down")
        assert cast(Widget, app.focused).id == "name-0"
        for key in ("down", "down", "down", "up"):  # typed faster than the screen draws: each one counts
            app.post_message(events.Key(key, None))
        await pilot.pause()
        assert cast(Widget, app.focused).id == "name-2"


async def test_a_start_right_after_more_players_waits_for_their_seats():
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "red_dog")
        setup.query_one("#players", Select).value = 6
        setup.action_start()  # as a key does, before the two new seat rows are in
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.setup.players == 6


def assert_strengths_explained_under_the_seats(app, setup: SetupScreen) -> None:
    shown = screen_text(app)
    flowing = " ".join(shown.split())  # a long description goes on over the next line
    for strength in by_id(setup.game).strengths:
        assert strength.name in shown and strength.description in flowing, (strength, flowing)
    assert setup.query_one("#strengths").region.y == setup.query_one("#seats").region.bottom  # under the seats


async def test_puts_setup_shows_the_focus_in_every_theme_explains_each_strength_and_the_arrows_step_along_it():
    """The focused field (Players, on opening) stands out in every theme: its row's pointer shows and its colour
    differs from an unfocused field's (the smallest setup screen: each theme restyles every widget; the fields
    and their styles are every game's). (Red Dog's explanations: the test of its setup below.) The choice drawn
    «‹ sharp ›» moves the way its marks point: right to the next strength, left back, round the ends; space and
    enter still move on."""
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "put")
        assert app.focused is setup.query_one("#players", Select)
        focused = setup.query_one("#players", Select).query_one("SelectCurrent")
        unfocused = setup.query_one("#seed")
        for theme in sorted(app.available_themes):
            app.theme = theme
            await pilot.pause()
            assert pointed_rows(setup) == ["players"], theme
            lit, plain_field = focused.background_colors[1], unfocused.background_colors[1]
            if not theme.startswith("ansi"):  # the terminal's own colours: brightness is unknown
                assert abs(lit.brightness - plain_field.brightness) >= 0.2, theme
        assert_strengths_explained_under_the_seats(app, setup)
        names = [strength.name for strength in by_id("put").strengths]
        toggle = setup.query_one("#strength-1", ChoiceToggle)
        await focus_on(pilot, "strength-1")
        first = names.index(toggle.value)
        seen = []
        for key in ("right", "right", "left", "left", "left", "space"):
            await pilot.press(key)
            seen.append(toggle.value)
        steps = (1, 2, 1, 0, -1, 0)
        assert seen == [names[(first + step) % len(names)] for step in steps]
        # → steps to the stronger player, ← to the easier (seen: sharp → casual → expert, the registration's order)
        assert toggle.value == "sharp" and seen[:2] == ["expert", "casual"], seen
        assert plain(toggle) == f"‹ {toggle.value} ›"


async def test_red_dogs_setup_focus_strengths_ticks_by_shape_space_changes_a_field_and_enter_starts():
    """One Red Dog setup in turn: the first field (Players) has the focus on opening and its row's pointer shows
    (it stands out in every theme: the test of Put's setup above), each computer strength is explained beside the
    choice, checkboxes on and off differ in shape (a tick changes the box, nothing else), space changes a field
    (in the list of player counts enter chooses), Back goes back to the menu; a second setup: tab moves the
    pointer on, enter starts the game."""
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "red_dog")
        assert app.focused is setup.query_one("#players", Select)
        assert pointed_rows(setup) == ["players"]
        assert_strengths_explained_under_the_seats(app, setup)
        assert plain(setup.query_one("#person-0", TickBox)).startswith("[x] person")
        assert plain(setup.query_one("#person-1", TickBox)).startswith("[ ] person")
        burn = setup.query_one("#set-burn", TickBox)
        off = plain(burn)
        await focus_on(pilot, "set-burn")
        await pilot.press("space")
        assert burn.value and plain(burn) != off and plain(burn).replace("[x]", "[ ]") == off
        await focus_on(pilot, "players")
        await pilot.press("space", "down", "enter")  # the list of player counts: one more
        await pilot.pause()
        assert app.screen is setup and setup.player_count == 5
        await focus_on(pilot, "person-1")
        await pilot.press("space")
        assert setup.query_one("#person-1", TickBox).value
        await focus_on(pilot, "back")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        setup = await open_setup(pilot, "red_dog")
        assert app.focused is setup.query_one("#players", Select)
        await pilot.press("tab")
        assert pointed_rows(setup) == ["name-0"]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.setup.game == "red_dog"


@pytest.mark.parametrize("prefs, picked", [(UNICODE, "┏━━━┓"), (ASCII, "#===#")])
def test_a_card_picked_out_differs_in_shape(prefs, picked):
    look = CardLook(prefs)
    cards = ("4S", "AC", "6C")
    none, second = boxed_row(cards, look).plain, boxed_row(cards, look, frozenset({"AC"})).plain
    assert picked not in none
    assert second.splitlines()[0] == none.splitlines()[0][:6] + picked + none.splitlines()[0][11:]
    assert compact_row(cards, look, frozenset({"AC"})).plain.split() == [
        compact_row(("4S",), look).plain,
        f"[{compact_row(('AC',), look).plain}]",
        compact_row(("6C",), look).plain,
    ]


@pytest.mark.parametrize("prefs, picked", [(UNICODE, "┏━━━┓"), (ASCII, "#===#")])
async def test_the_card_chosen_in_put_moves_its_heavy_box_with_the_arrows(prefs, picked):
    """The person's first card to play (the window declined, a put seen: tests/moved_tables.py, without the
    screen; the keys that lead there: Put's table tests)."""
    app = ParlourApp(autoplay=False, prefs=prefs)
    async with app.run_test(size=SIZE) as pilot:
        table = await sit_down(pilot, moved_on(TableSetup(game="put", seats=default_seats(2, people=1)), 5, can_play))
        assert "play" in table.prompt.legal_kinds()
        panel = table.query_one(f"#seat-{table.viewer}", SeatPanel)
        before = plain(panel).splitlines()[1]
        await pilot.press("right")
        await pilot.pause()
        after = plain(panel).splitlines()[1]
        chosen = cast(CardLine, table.prompt).selected
        assert before.find(picked) != after.find(picked) and after.find(picked) == 6 * chosen


async def test_a_setup_remembered_in_english_seats_the_computers_by_their_russian_names_in_russian():
    """Seen before: a Put setup of two remembered from an English session, opened in Russian and made three,
    seated «Bob» beside «Клео». The computers' default names follow the language in force; a name of the
    player's own stays as typed, and a default one stays where its translation is another seat's already."""
    from textual.widgets import Input

    from parlour.app.words.i18n import set_language

    seats = (SeatSetup(name="You", human=True), SeatSetup(name="Bob"), SeatSetup(name="Zoe"), SeatSetup(name="Eva"))
    remembered = TableSetup(game="red_dog", seats=seats, settings={})
    app = ParlourApp(autoplay=False, prefs=Preferences(language="ru", animation_seconds=0))
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await app.push_screen(SetupScreen("red_dog", remembered))
            await pilot.pause()
            names = [app.screen.query_one(f"#name-{index}", Input).value for index in range(4)]
            assert names == ["Вы", "Борис", "Zoe", "Ева"], names
            offered = [seat.name for seat in cast(SetupScreen, app.screen).seat_defaults()]
            assert len(offered) == 10 and len(set(offered)) == 10, "the spare rows are named apart from them"
    finally:
        set_language("en")


async def test_a_seat_ticked_person_with_the_computers_default_name_takes_a_persons():
    """A play-test: a computer player's name field left empty became "Computer 2" (kept in the next setup), and
    ticking that seat "person" later sat a person called "Computer 2" at the table. The default names follow the
    tick both ways; a name typed is kept."""
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "red_dog")
        names = [setup.query_one(f"#name-{index}", Input) for index in (1, 2)]
        names[0].value, names[1].value = "Computer 2", "Zoe"
        for index in (1, 2):
            await focus_on(pilot, f"person-{index}")
            await pilot.press("space")
        assert [field.value for field in names] == ["Player 2", "Zoe"]
        await focus_on(pilot, "person-1")
        await pilot.press("space")
        assert names[0].value == "Computer 2"
        assert [seat.name for seat in setup.current_seats()[1:3]] == ["Computer 2", "Zoe"]
        # A computer player's own name is a computer's too (seen: "Player 1" beside "Bob" for two people), and
        # comes back when the seat is a computer's again, unless a name was typed meanwhile.
        third = setup.query_one("#name-3", Input)
        assert third.value == "Dmitri"
        await focus_on(pilot, "person-3")
        await pilot.press("space")
        assert third.value == "Player 4" and setup.query_one("#name-0", Input).value == "Player 1"
        await pilot.press("space")
        assert third.value == "Dmitri"
        await pilot.press("space")
        third.value = "Dima"
        await pilot.press("space")
        assert third.value == "Dima"
        # The strengths' legend goes while every seat in play is a person's (seen: shown under four people).
        legend = setup.query_one("#strengths")
        assert legend.display
        for index in range(setup.player_count):
            box = setup.query_one(f"#person-{index}", Checkbox)
            if not box.value:
                await focus_on(pilot, f"person-{index}")
                await pilot.press("space")
        assert not legend.display
        await pilot.press("space")
        assert legend.display


async def test_the_start_button_pressed_starts_the_game():
    """The Start button itself (a click, as a mouse gives it) starts the game, as enter does."""
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "red_dog")
        await until(pilot, lambda: setup.built() and setup.seats_ready())
        setup.query_one("#start", Button).press()
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted)
        await pilot.pause()


async def test_a_remembered_setup_of_two_people_unticked_to_one_names_the_seats_as_a_new_setup_does():
    """A play-test: the last setup had two people ("Player 1", "Player 2"); unticking the second left "Computer 2"
    beside "Player 1". The computer's seat takes the name a new setup gives it, the one person "You"."""
    seats = (SeatSetup(name="Player 1", human=True), SeatSetup(name="Player 2", human=True), SeatSetup(name="Cleo"))
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        setup = SetupScreen("red_dog", initial=TableSetup(game="red_dog", seats=seats, settings={}))
        await app.push_screen(setup)
        await until(pilot, lambda: setup.is_mounted and setup.seats_ready())
        await focus_on(pilot, "person-1")
        await pilot.press("space")
        assert [setup.query_one(f"#name-{index}", Input).value for index in range(3)] == ["You", "Bob", "Cleo"]


@pytest.mark.parametrize(
    "held, players, moved, fitted",
    [
        ({"mode": "two_player"}, 4, "players", ({"mode": "free_for_all"}, 4)),
        ({"mode": "partners"}, 3, "players", ({"mode": "free_for_all"}, 3)),
        ({"mode": "free_for_all"}, 2, "players", ({"mode": "two_player"}, 2)),
        ({"mode": "partners"}, 4, "players", ({"mode": "partners"}, 4)),
        ({"mode": "free_for_all"}, 5, "players", ({"mode": "free_for_all"}, 5)),
        ({"mode": "partners"}, 6, "mode", ({"mode": "partners"}, 4)),
        ({"mode": "two_player"}, 5, "mode", ({"mode": "two_player"}, 2)),
        ({"mode": "free_for_all"}, 2, "mode", ({"mode": "free_for_all"}, 3)),
        ({"mode": "free_for_all"}, 6, "target", ({"mode": "free_for_all"}, 6)),
    ],
)
def test_pu3_pu_v2_pu_v3_puts_table_and_players_follow_each_other(held, players, moved, fitted):
    assert PutSettings.fitted(held, players, moved) == fitted


async def test_two_against_two_chosen_first_at_puts_setup_adds_the_seats_it_needs():
    """Seen in Russian at 80x24: Put's setup as it opens (two players), "two against two" chosen in the table's
    list: Parlour stopped (NoMatches: '#person-2'): the count rose to four and the form was read before the two new
    seats' rows were there. They come, and the form reads four seats."""
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "put")
        players, mode = setup.query_one("#players", Select), setup.query_one("#set-mode", Select)
        assert players.value == 2 and not setup.query("#person-2")
        mode.value = "partners"
        await until(pilot, lambda: players.value == 4 and setup.seats_ready())
        await pilot.pause()
        assert not setup.query_one("#start").disabled and len(setup.build_setup().seats) == 4


async def test_puts_setup_keeps_the_table_and_the_players_agreeing_as_either_changes():
    """A play-test: four players with the table left at "Two players" refused to start ("Put for two needs exactly 2
    players, not 4 (PU-3)") until the table was changed by hand, and "Two against two" kept the count it had."""
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "put")
        players, mode = setup.query_one("#players", Select), setup.query_one("#set-mode", Select)
        for changed, value, expected in (
            (players, 4, (4, "free_for_all")),
            (mode, "partners", (4, "partners")),
            (players, 3, (3, "free_for_all")),
            (mode, "two_player", (2, "two_player")),
            (mode, "partners", (4, "partners")),
            (players, 2, (2, "two_player")),
        ):
            changed.value = value
            await until(pilot, lambda: (players.value, mode.value) == expected and setup.seats_ready())
            await pilot.pause()
            assert not setup.query_one("#start").disabled, (value, setup.build_setup())


async def test_rd_v1_a_refusal_of_two_lines_keeps_the_field_just_changed_in_view_at_80x24():
    """Seen: Burn ticked at eight players at 80x24; its refusal took two lines under the form and hid the Burn row,
    and with it whether it was ticked. The form keeps the focused field in view as it shrinks."""
    app = ParlourApp(autoplay=False, prefs=Preferences(animation_seconds=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        cast(MenuScreen, app.screen).new_game("red_dog")
        await pilot.pause()
        setup = cast(SetupScreen, app.screen)
        setup.query_one("#players", Select).value = 8
        await pilot.pause()
        await focus_on(pilot, "set-burn")
        await pilot.press("space")
        burn, form = setup.query_one("#set-burn", TickBox), setup.query_one("#setup-form")
        await until(pilot, lambda: form.region.height < 20)  # the refusal's second line
        await until(pilot, lambda: form.region.contains_region(burn.region))
        assert burn.value and "RD-V1" in screen_text(app) and "[x] Burn" in screen_text(app)


async def test_a_name_of_wide_characters_past_sixteen_cells_is_refused_in_the_setup_as_it_is_at_a_network_table():
    """Seen: nine Chinese characters taken by the setup ("ready") and cut to eight at the table without a word, where
    the command line and the join dialog refused them. A wide character counts as two; the refusal says so."""
    from parlour.app.parlour_app import ParlourApp
    from tests.app_helpers import QUICK, setup_focused_on, type_over

    app = ParlourApp(prefs=QUICK, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        setup = await setup_focused_on(pilot, "red_dog", "name-0")
        await type_over(pilot, "name-0", "中" * 9)
        await pilot.pause()
        said = str(setup.query_one("#setup-error").render())
        assert "at most 16 characters long, a wide one (as in Chinese) counting as two" in said, said
        assert setup.query_one("#start").disabled
        await pilot.press("backspace")
        await pilot.pause()
        assert not setup.query_one("#start").disabled, "eight of them fit"
