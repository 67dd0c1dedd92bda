"""Bad input everywhere a person can type, through the real app (keys and pastes) and the command line.

- Setup names: empty, 200 characters, control characters, emoji, markup ("[/]" is a Rich
  markup error wherever a name is read as markup): cleaned on the setup screen and shown
  as typed at every table, in the summaries, the standings and the statistics.
- Numbers in the setup (starting chips, rounds, the clumsy dealer's chance, Put's
  target): 0, negative, huge, not a number: refused on the spot with the reason, Start
  disabled; a huge seed is a fine seed.
- Bets at the Red Dog table: above the pot and the stack, 0, a dozen digits: refused
  with RD-6, nothing changes.
- The command line (`app.cli.main`): unknown or ill-typed `--set` values, impossible
  combinations, wrong arguments and player counts: argparse's exit 2 with one clear
  line, never a traceback (and `--players 1000000000` answers at once).
- PARLOUR_HOME under a regular file (cannot be created): one clear notice, the game
  plays without saving; a missing folder is created and the game is saved.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

import pytest
from rich.text import Text
from textual import events
from textual.widgets import Button, DataTable, Input, OptionList, Static

from parlour.app.cli import main as cli_main
from parlour.app.games.red_dog.bet_line import BetLine
from parlour.app.games.table_refusals import refusal
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.writer import settle_app_writes
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.hand_over import HandOver
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.setup import SetupScreen
from parlour.app.screens.statistics import StatisticsScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.chip_value import CURRENCY_LIMIT
from parlour.app.seating.setup_form import form_setup
from parlour.app.seating.table_setup import NAME_LIMIT, SeatSetup, TableSetup, default_seats, parse_seed
from parlour.rules.games import by_id
from parlour.rules.red_dog.engine import RedDogEngine
from tests.app_helpers import QUICK, SIZE, NoticedApp, focus_on, held, screen_text, setup_focused_on, until_my_turn
from tests.net_helpers import until

ROOT = Path(__file__).resolve().parent.parent
MARKUP_NAMES = ("[/]", "[b]bold", "[red]x[/red]", "😀🃏 ♠♥")
"""Names that break or bend Rich markup, and wide characters."""


def new_app(**kwargs) -> ParlourApp:
    return ParlourApp(autoplay=False, prefs=QUICK, **kwargs)


CHARACTERS = {"\t": "tab", "\x7f": "backspace", " ": "space"}


async def keys(pilot, *names: str) -> None:
    """Post keys as the terminal driver posts them, then let the screen settle once.

    (`pilot.press` waits for the CPU to go idle after every key, ~0.1 s each.)
    """
    for name in names:
        character = name if len(name) == 1 else {v: k for k, v in CHARACTERS.items()}.get(name)
        pilot.app.post_message(events.Key(CHARACTERS.get(name, name), character))
    await pilot.pause()


async def tab_to(pilot, widget_id: str) -> None:
    """Press tab until the widget with `widget_id` has focus (the app's own binding moves it as the key comes)."""
    for _ in range(60):
        if pilot.app.focused is not None and pilot.app.focused.id == widget_id:
            return
        await keys(pilot, "tab")
    raise AssertionError(f"tab never reached #{widget_id}")


async def fill(pilot, widget_id: str, text: str, *, typed: bool = False, tab: bool = False) -> None:
    """Focus an Input (at once, or by tabbing when `tab`: test_setup_screen tabs through every field), select all
    it holds, and paste `text` over it, or type it key by key, or delete it when `text` is empty."""
    if tab:
        await tab_to(pilot, widget_id)
    else:
        await focus_on(pilot, widget_id)
    await pilot.press("ctrl+shift+a")
    if not text:
        await pilot.press("backspace")
    elif typed:
        await pilot.press("backspace")
        await keys(pilot, *text)
    else:
        pilot.app.post_message(events.Paste(text))
    await pilot.pause()


async def open_setup(pilot, game: str) -> SetupScreen:
    """The menu's own entry for a new game of `game` (its position varies): its setup screen."""
    await pilot.pause()
    cast(MenuScreen, pilot.app.screen).new_game(game)
    await pilot.pause()
    setup = pilot.app.screen
    assert isinstance(setup, SetupScreen) and setup.game == game
    return setup


def shown_refusal(setup: SetupScreen) -> str:
    """The setup's line saying why it cannot start, or that it is ready."""
    return str(setup.query_one("#setup-error", Static).render())


def on_screen(app: ParlourApp) -> str:
    """Every bit of text the screens on the stack show now (seat panels, lines, dialogs)."""
    parts = []
    for screen in app.screen_stack:
        for widget in screen.query("*"):
            if widget.display and widget.size.area:
                parts.append(str(widget.render()) if not hasattr(widget, "info") else repr(cast(Any, widget).info))
    return "\n".join(parts)


async def play_to_the_end(pilot, table: TableScreen, limit: int = 300) -> set[type]:
    """Keys only, the plainest answer at every turn, until the final standings; returns the screens met."""
    app = pilot.app
    met = set()
    for _ in range(limit):
        screen = app.screen
        met.add(type(screen))
        if isinstance(screen, GameOverScreen):
            return met
        if isinstance(screen, (RoundSummary, HandOver)):
            await pilot.press("enter")
        elif type(screen).__name__ == "PutAnswer":
            await pilot.press("s")
        elif isinstance(table, TableScreen) and table.viewer_decides():
            await pilot.press("1", "enter")
        elif getattr(table, "legal_kinds", None) and table.prompt.legal_kinds():
            await pilot.press("d" if "decline" in table.prompt.legal_kinds() else "enter")
        else:
            await pilot.press("space")
    raise AssertionError("the game did not end")


async def open_statistics(pilot) -> StatisticsScreen:
    """From the standings back to the menu and into the statistics, with keys."""
    app = pilot.app
    await pilot.press("escape")  # Game over: main menu
    await pilot.pause()
    assert isinstance(app.screen, MenuScreen)
    menu = app.screen.query_one("#menu", OptionList)
    ids = [menu.get_option_at_index(index).id for index in range(menu.option_count)]
    await pilot.press("home", *["down"] * ids.index("statistics"), "enter")
    await pilot.pause()
    assert isinstance(app.screen, StatisticsScreen)
    return app.screen


# -- names --------------------------------------------------------------------------------------


async def test_a_names_limit_is_said_only_while_its_full_field_has_the_focus():
    """Seen: "a name can be at most 16 characters long" stayed under the form after tab had moved on to Rebuy."""
    app = new_app()
    async with app.run_test(size=SIZE) as pilot:
        setup = await setup_focused_on(pilot, "red_dog", "name-1")

        def said() -> str:
            return str(setup.query_one("#setup-error", Static).render())

        await pilot.press(*"x" * NAME_LIMIT)
        assert f"at most {NAME_LIMIT} characters long" in said(), said()
        await pilot.press("tab")
        assert "characters long" not in said() and "ready" in said(), said()
        await pilot.press("shift+tab")
        assert "characters long" in said(), said()


async def test_ch6_a_currencys_limit_is_said_while_its_full_field_has_the_focus():
    """Seen: letters typed past a currency's eight were dropped without a word (a name's limit is said)."""
    app = new_app()
    async with app.run_test(size=SIZE) as pilot:
        setup = await setup_focused_on(pilot, "red_dog", "chip-currency")
        await pilot.press(*"rubles and kopecks")
        said = str(setup.query_one("#setup-error", Static).render())
        assert setup.query_one("#chip-currency", Input).value == "rubles a", said
        assert f"a currency can be at most {CURRENCY_LIMIT} characters long" in said, said


@pytest.mark.slow
async def test_names_typed_in_the_setup_are_cleaned_and_shown_as_typed():
    app = new_app()
    typed = ["", "x" * 200, "a\x07\x1b[31mb\tc\x00", "[/] 😀🃏 [b]"]
    expected = ("Player 1", "x" * NAME_LIMIT, "abc", "[/] 😀🃏 [b]")  # the colour code goes whole
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")  # New game: Red Dog
        await pilot.pause()
        setup = cast(SetupScreen, app.screen)
        assert isinstance(setup, SetupScreen) and setup.game == "red_dog"
        for seat, name in enumerate(typed):
            await fill(pilot, f"name-{seat}", name, typed=seat == 1)
            said = str(setup.query_one("#setup-error", Static).render())
            # the field says why letters typed past its limit vanish, while it holds that many
            assert (f"a name can be at most {NAME_LIMIT} characters long" in said) == (len(name) >= NAME_LIMIT), said
        assert setup.query_one("#name-1", Input).value == "x" * NAME_LIMIT  # typing stops at the limit
        await fill(pilot, "set-rounds", "1")
        await fill(pilot, "seed", "18446744073709551615")  # the largest seed: 2^64 - 1
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        assert table.setup.names == expected and table.session.seed == 2**64 - 1
        shown = on_screen(app)
        assert all(name in shown for name in expected[1:])
        met = await play_to_the_end(pilot, table)
        assert RoundSummary in met
        standings = app.screen.query_one("#standings", DataTable)
        assert {str(standings.get_row_at(row)[1]) for row in range(standings.row_count)} == set(expected)
        stats = await open_statistics(pilot)
        rows = stats.query_one("#stats-table", DataTable)
        assert {str(rows.get_row_at(row)[0]) for row in range(rows.row_count)} == set(expected)


async def test_space_on_a_name_just_reached_keeps_it_and_a_space_within_a_name_is_typed():
    """The setup's hint says "space changes a field": on a name, reached by the arrows with the name selected, a
    space went over it (Bob became an empty name, "Player 2" at the table). It now starts editing at the end."""
    app = new_app()
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "red_dog")
        name = setup.query_one("#name-1", Input)
        await pilot.press("down", "down")  # the arrows go from row to row: Bob's name, selected
        await pilot.pause()
        assert setup.focused is name and name.value == "Bob"
        await pilot.press("space")
        assert name.value == "Bob", "kept"
        await pilot.press("space", "J", "r")
        assert name.value == "Bob Jr", "a space within a name is a space"
        assert "ready" in shown_refusal(setup)


async def test_keys_typed_faster_than_the_screen_draws_edit_a_field_in_their_order():
    """Seen in tmux (and so over ssh, where typed keys come in one read): "3", backspace, "5" in the target left
    "3", "3", backspace, "4", "2" left "34": Textual ran the backspace after the digits (textual#6605). Keys are
    posted as the terminal's driver posts them, none waited for, into a seat's name and a number field. And a tab
    among them: "0.5", tab, "EUR" in the chip's value made a value of "0.5E" and left the currency empty (the tab
    moved the focus only after travelling up from the field, the keys after it gone to the field it left)."""
    app = new_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")  # New game: Red Dog
        await pilot.pause()
        setup = cast(SetupScreen, app.screen)
        for field_id, typed, expected in (
            ("name-1", ["home", "ctrl+k", "a", "b", "c", "left", "backspace", "y", "home", "delete", "Z"], "Zyc"),
            ("set-rounds", ["end", "backspace", "backspace", "4", "backspace", "4", "2"], "42"),
        ):
            field = setup.query_one(f"#{field_id}", Input)
            field.focus()
            await pilot.pause()
            await keys(pilot, *typed)
            assert field.value == expected, field_id
        amount, currency = setup.query_one("#chip-amount", Input), setup.query_one("#chip-currency", Input)
        amount.focus()
        await pilot.pause()
        await keys(pilot, "backspace", "0", ".", "5", "tab", "E", "U", "R")
        assert (amount.value, currency.value) == ("0.5", "EUR")
        await keys(pilot, "shift+tab", "end", "0")
        assert (amount.value, currency.value) == ("0.50", "EUR")


@pytest.mark.slow
@pytest.mark.parametrize("game", ["put_and_take", "put"])
async def test_markup_and_emoji_names_at_the_other_tables(game):
    players = 2 if game == "put" else 4
    names = MARKUP_NAMES[:players]
    seats = tuple(SeatSetup(name=name, human=seat == 0) for seat, name in enumerate(names))
    settings = {"rounds": 1} if game == "put_and_take" else {"target": 2, "put_any_turn": True}
    app = new_app(start=TableSetup(game=game, seats=seats, settings=settings), seed=12)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert all(name in on_screen(app) for name in names)
        await play_to_the_end(pilot, table)
        headline = str(app.screen.query_one("#game-over-headline", Static).render())
        assert "wins" in headline or "No single winner" in headline
        stats = await open_statistics(pilot)
        rows = stats.query_one("#stats-table", DataTable)
        assert {str(rows.get_row_at(row)[0]) for row in range(rows.row_count)} == set(names)
        assert all(isinstance(rows.get_row_at(row)[0], Text) for row in range(rows.row_count))


# -- numbers in the setup -----------------------------------------------------------------------

BAD_NUMBERS = [
    ("put_and_take", "set-starting_chips", "0", "Starting chips: should be 1 or more"),
    ("put_and_take", "set-starting_chips", "-5", "Starting chips: should be 1 or more"),
    ("put_and_take", "set-starting_chips", "99999999999", "Starting chips: should be 1,000,000,000 or less"),
    ("put_and_take", "set-starting_chips", "", "empty, type a number"),
    ("put_and_take", "set-rounds", "-1", "Rounds: should be 0 or more"),
    ("put_and_take", "set-rounds", "9" * 40, "Rounds: should be 1,000,000 or less"),
    ("red_dog", "set-irregular_deals", "2", "Clumsy dealer: should be 1 or less"),
    ("red_dog", "set-irregular_deals", "-0.5", "Clumsy dealer: should be 0 or more"),
    ("red_dog", "set-irregular_deals", "-0,5", "Clumsy dealer: should be 0 or more"),
    ("red_dog", "set-irregular_deals", "1e999", "Clumsy dealer: should be 1 or less"),
    ("put", "set-target", "0", "Target: should be 1 or more"),
]


GOOD_NUMBERS = {"set-starting_chips": "100", "set-rounds": "0", "set-irregular_deals": "0", "set-target": "5"}
NOT_NUMBERS = [
    ("put_and_take", "set-starting_chips", "abc", "Starting chips: abc is not a number"),
    ("red_dog", "set-rounds", "", "Rounds: empty, type a number"),
    ("red_dog", "set-irregular_deals", "0.5.5", "Clumsy dealer: 0.5.5 is not a number"),
    ("put", "set-target", " ", "Target: empty, type a number"),
]
"""Text in a number field that is no number (the screen's integer fields take no letters: the Pilot test below)."""


def form_holding(game: str, **typed: Any) -> dict[str, Any]:
    """What each setting's field of `game`'s setup holds on opening (a number as its text), with `typed` over it."""
    held = {field.key: field.default for field in by_id(game).setting_fields()}
    held.update({key: str(value) for key, value in held.items() if not isinstance(value, bool | str)})
    return held | typed


@pytest.mark.parametrize("game, field_id, text, reason", BAD_NUMBERS + NOT_NUMBERS)
def test_every_bad_number_is_refused_with_its_reason(game, field_id, text, reason):
    """The setup's own reading of its form, without the screen (`form_setup`, which the setup screen calls with
    what its fields hold): the field's text read, the table built, its refusal worded as shown (`refusal`)."""
    held = form_holding(game, **{field_id.removeprefix("set-"): text})
    with pytest.raises(ValueError) as refused:  # pydantic's ValidationError is a ValueError too
        form_setup(game, default_seats(by_id(game).min_players), held)
    assert reason in refusal(refused.value)


@pytest.mark.parametrize("game", ["put_and_take", "red_dog", "put"])
def test_good_numbers_in_the_setup_make_a_table(game):
    """The fields' values on opening and the good numbers the screen test types back make a playable table."""
    seats = default_seats(by_id(game).min_players)
    assert form_setup(game, seats, form_holding(game))[0].game == game
    good = {key.removeprefix("set-"): text for key, text in GOOD_NUMBERS.items()}
    held = form_holding(game) | {key: text for key, text in good.items() if key in form_holding(game)}
    setup, seed = form_setup(game, seats, held, seed="18446744073709551615")
    assert seed == 2**64 - 1 and all(setup.settings[key] == float(held[key]) for key in good if key in held)


def test_burn_with_too_many_players_is_refused_by_the_setup():
    """RD-V1: the engine's own refusal of the table, read from the form as the setup screen reads it."""
    with pytest.raises(ValueError) as refused:
        form_setup("red_dog", default_seats(10), form_holding("red_dog", burn=True))
    assert "RD-V1" in refusal(refused.value)
    assert form_setup("red_dog", default_seats(4), form_holding("red_dog", burn=True))[0].players == 4


async def test_a_refused_setup_says_why_keeps_start_off_and_never_starts():
    """Each kind of refusal through the screen once (every bad value: the pure tests above), on one setup screen
    in turn: a setting out of its range (RD-V3's chance, the settings model), a number field emptied (letters
    never reach it), a table the engine refuses (RD-V1: burn with ten players), a seed out of range (2^64 and
    more); each says why, turns Start off and ctrl+s starts nothing, and a good value makes it ready again.
    Then Put's target, reached by tab (test_setup_screen tabs through the other two games' forms)."""
    app = new_app()
    async with app.run_test(size=SIZE) as pilot:
        setup = await open_setup(pilot, "red_dog")
        start = setup.query_one("#start", Button)

        async def refused(reason: str) -> None:
            assert reason in shown_refusal(setup) and start.disabled, shown_refusal(setup)
            assert setup.validate_form() is None
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert app.screen is setup, "an impossible setup never starts"

        def ready() -> None:
            assert "ready" in shown_refusal(setup) and not start.disabled, shown_refusal(setup)

        ready()
        await fill(pilot, "set-irregular_deals", "2")
        await refused("Clumsy dealer: should be 1 or less")
        await fill(pilot, "set-irregular_deals", GOOD_NUMBERS["set-irregular_deals"])
        ready()
        await fill(pilot, "set-rounds", "abc", typed=True)  # letters never reach a number field
        assert setup.query_one("#set-rounds", Input).value == ""
        await refused("Rounds: empty, type a number")
        await fill(pilot, "set-rounds", GOOD_NUMBERS["set-rounds"])
        ready()
        await focus_on(pilot, "set-burn")
        await pilot.press("space")  # burn on
        await focus_on(pilot, "players")
        await pilot.press("space", "end", "enter")  # 10 players: space opens the list, enter chooses
        await pilot.pause()
        assert setup.player_count == 10
        await refused("RD-V1")
        await focus_on(pilot, "set-burn")
        await pilot.press("space")  # burn off
        ready()
        await fill(pilot, "seed", BAD_SEEDS[-1])
        await refused("Seed: a whole number from 0 to 18,446,744,073,709,551,615")
        await fill(pilot, "seed", "")
        ready()
        await fill(pilot, "set-rounds", "0")
        await focus_on(pilot, "set-rebuy")
        await pilot.press("space")  # rebuy on, no round limit: playable, and said to go on until stopped (CH-5)
        ready()
        assert "goes on until you stop it" in shown_refusal(setup)
        await fill(pilot, "set-rounds", "5")
        assert "goes on until you stop it" not in shown_refusal(setup)
        await pilot.press("escape")
        setup = await open_setup(pilot, "put")
        start = setup.query_one("#start", Button)
        await fill(pilot, "set-target", "0", tab=True)
        await refused("Target: should be 1 or more")
        await fill(pilot, "set-target", GOOD_NUMBERS["set-target"])
        ready()


# -- bets ---------------------------------------------------------------------------------------


async def test_bets_out_of_range_are_refused_and_change_nothing():
    setup = TableSetup(
        game="red_dog", seats=(SeatSetup(name="You", human=True), SeatSetup(name="Bob")), settings={"starting_chips": 5}
    )
    app = new_app(start=setup, seed=6)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await until_my_turn(pilot, table)
        before = held(table).state
        bets = cast(RedDogEngine, held(table).engine).bet_range(before)
        assert bets is not None  # the person's turn to bet
        low, high = bets
        message = table.query_one("#table-message", Static)
        for typed in ("9" * 12, str(high + 1), "0", "000"):
            await keys(pilot, *["backspace"] * 10, *typed, "enter")
            assert held(table).state is before, typed
            assert "RD-6" in str(message.render())
        assert len(cast(BetLine, table.prompt).bet_text or "") <= 9
        await keys(pilot, *["backspace"] * 10, "enter")  # nothing typed: 0
        assert held(table).state is before
        await pilot.press("m", "up", "pageup", "enter")  # up from the maximum stays at it
        await pilot.press("y")  # yes to the question before a bet of the whole pot (low < high here)
        assert held(table).state.stake == high and held(table).state.phase == "turn"


# -- the command line ---------------------------------------------------------------------------

BAD_COMMAND_LINES = [
    (
        ["play", "red_dog", "--set", "foo=1"],
        "unknown setting 'foo' (the settings of Red Dog: starting_chips, rounds, rebuy, burn, four_card_hands, "
        "irregular_deals)",
    ),
    (["play", "put", "--set", "table=partners"], "(the settings of Put: mode, put_any_turn, target)"),
    (["play", "red_dog", "--set", "burn=3"], "Burn (burn): should be true or false"),
    (["play", "red_dog", "--set", "burn=maybe"], "Burn (burn): should be true or false"),
    (["play", "red_dog", "--set", "starting_chips=abc"], "Starting chips (starting_chips): should be a whole number"),
    (["play", "red_dog", "--set", "rounds=1.5"], "Rounds (rounds): should be a whole number"),
    (["play", "red_dog", "--set", "starting_chips=99999999999999999999"], "should be 1,000,000,000 or less"),
    (["play", "red_dog", "--set", "irregular_deals=2"], "Clumsy dealer (irregular_deals): should be 1 or less"),
    (
        ["play", "put", "--set", "mode=pairs"],
        "Table (mode): should be one of: Two players (two_player), "
        "Free for all (free_for_all), Two against two (partners)",
    ),
    (["play", "red_dog", "--players", "9", "--set", "burn=true"], "RD-V1"),
    (["play", "put", "--set", "mode=partners", "--players", "3"], "PU-V3"),
    (["play", "put", "--set", "target=0"], "target"),
    (["play", "put_and_take", "--set", "ante"], "expected KEY=VALUE"),
    (["play", "red_dog", "--players", "0"], "not 0"),
    (["play", "red_dog", "--players", "-3"], "not -3"),
    (["play", "red_dog", "--players", "1000000000"], "not 1000000000"),
    (["play", "red_dog", "--players", "abc"], "argument --players: give a whole number, not 'abc'"),
    (["play", "red_dog", "--seed", "abc"], "argument --seed: give a whole number from 0 to "),
    (
        ["play", "red_dog", "--seed", "18446744073709551616"],
        "argument --seed: give a whole number from 0 to 18,446,744,073,709,551,615, not '18446744073709551616'",
    ),
    (["play", "poker"], "invalid choice"),
    (["play"], "required"),
    (["--demo", "poker"], "invalid choice"),
    (["--frobnicate"], "unrecognized arguments"),
]


@pytest.mark.parametrize("argv, reason", BAD_COMMAND_LINES, ids=[" ".join(a) for a, _ in BAD_COMMAND_LINES])
def test_bad_command_lines_exit_2_with_one_clear_line(argv, reason, capsys):
    with pytest.raises(SystemExit) as stop:
        cli_main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    last = err.strip().splitlines()[-1]
    assert last.startswith("parlour") and "error:" in last and reason in last, err
    assert "Traceback" not in err


def test_a_huge_player_count_is_refused_at_once_by_the_real_command():
    run = subprocess.run(
        [sys.executable, "-m", "app", "play", "red_dog", "--players", "1000000000"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "TERM": "dumb"},
    )
    assert run.returncode == 2
    assert "Traceback" not in run.stderr
    last = run.stderr.strip().splitlines()[-1]
    assert last == "parlour play: error: Red Dog needs 2 to 10 players, not 1000000000 (RD-1)"


# -- the data folder ----------------------------------------------------------------------------


async def play_a_round_from_the_menu(home: Path) -> tuple[NoticedApp, str]:
    """The app after a round of Red Dog set up from the menu, and its table's screen at the round's end."""
    app = NoticedApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter", "ctrl+s")  # Red Dog, as set up
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        for _ in range(60):
            if held(table).state.rounds_played >= 1:
                break
            await pilot.press(*("1", "enter") if table.viewer_decides() else ("space",))
            if isinstance(app.screen, RoundSummary):
                await pilot.press("enter")
        assert held(table).state.rounds_played >= 1
        await until(pilot, lambda: app.screen is table)
        seen = screen_text(app)
    return app, seen


async def test_a_data_folder_that_cannot_be_made_gives_one_clear_notice_and_the_game_plays(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    home = blocker / "parlour"
    monkeypatch.setenv("PARLOUR_HOME", str(home))
    app, seen = await play_a_round_from_the_menu(home)
    assert app.notices, "the person is told that nothing is saved"
    # and the table says so for as long as it plays (seen: a toast, then nothing to tell an unsaved game by)
    assert "not saved" in seen.splitlines()[0], seen
    for notice in app.notices:
        assert "\n" not in notice and notice.startswith("saving is off: cannot create the data folder")
        assert str(home) in notice
    assert len(set(app.notices)) == 1
    assert blocker.read_text() == "not a folder" and list(tmp_path.iterdir()) == [blocker]


async def test_a_missing_data_folder_is_made_and_the_game_is_saved(tmp_path, monkeypatch):
    home = tmp_path / "not" / "yet" / "there"
    monkeypatch.setenv("PARLOUR_HOME", str(home))
    app, seen = await play_a_round_from_the_menu(home)
    assert app.notices == [] and "not saved" not in seen
    settle_app_writes()
    (record,) = (home / "games").iterdir()
    header = json.loads(record.read_text().splitlines()[0])
    assert header["setup"]["game"] == "red_dog" and len(record.read_text().splitlines()) > 3
    assert (home / "statistics.sqlite3").exists() and (home / "last_setups.json").exists()


# -- seeds --------------------------------------------------------------------------------------


BAD_SEEDS = ["18446744073709551616", "-1", "9" * 4300]


@pytest.mark.parametrize("seed", BAD_SEEDS)
def test_a_seed_out_of_range_is_refused(seed):
    """The setup screen reads its seed field with `parse_seed`, first of all its form (`form_setup`; the screen
    itself: `test_a_refused_setup_says_why_keeps_start_off_and_never_starts`)."""
    reason = "Seed: a whole number from 0 to 18,446,744,073,709,551,615"
    with pytest.raises(ValueError, match=reason):
        parse_seed(seed)
    with pytest.raises(ValueError, match=reason):
        form_setup("put_and_take", default_seats(3), form_holding("put_and_take", rounds="-1"), seed=seed)


def test_play_again_after_the_largest_seed_wraps_to_0():
    from parlour.app.seating.table_setup import next_seed

    assert next_seed(2**64 - 1) == 0 and next_seed(41) == 42


@pytest.mark.parametrize(
    "name, clean",
    [("\x1b[31mRed\x1b[0m", "Red"), ("\x1b]0;pwned\x07Ann", "Ann"), ("x" * 10_000, "x" * 16), ("\x00\x07", "Player")],
)
def test_names_are_cleaned_wherever_they_enter(name, clean):
    from parlour.app.seating.table_setup import SeatSetup, TableSetup

    setup = TableSetup.model_validate({"game": "put", "seats": [{"name": name, "human": True}, {"name": "Bob"}]})
    assert setup.names[0] == clean and SeatSetup(name=name).name == clean
