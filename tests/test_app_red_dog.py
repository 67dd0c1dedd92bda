"""Red Dog through the real app, keys only: betting, refusals, whole games, the hand-over screen."""

from __future__ import annotations

from typing import cast

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.hand_over import HandOver
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.setup import SetupScreen, StrengthToggle
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_setup
from parlour.app.widgets.confirm import Confirm
from parlour.app.widgets.seat import SeatInfo, SeatPanel
from parlour.rules.red_dog.engine import RedDogEngine
from tests.app_helpers import SIZE, focus_on, held, type_over, until_my_turn
from tests.net_helpers import until


async def play_to_the_end(pilot, table: TableScreen, bets: list[list[str]], limit: int = 400) -> list[int]:
    """Answer every screen with keys until the game is over; returns the seats that bet by hand."""
    app = pilot.app
    human_turns = []
    for turn in range(limit):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            return human_turns
        if isinstance(screen, HandOver):
            await pilot.press("space")
        elif isinstance(screen, Confirm):  # a bet of the whole pot or stack is asked about first
            await pilot.press("y")
        elif isinstance(screen, RoundSummary):
            await pilot.press("enter")
        elif table.viewer_decides():
            human_turns.append(held(table).state.bettor)
            await pilot.press(*bets[turn % len(bets)])
        else:
            await pilot.press("space")  # (a key is pressed once the app is idle again: no pause after it)
    raise AssertionError("the game did not end")


@pytest.mark.slow
async def test_whole_game_from_the_menu_with_a_person_among_computers():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("down", "enter")  # New game: Red Dog
        await pilot.pause()
        # each field focused at once, its text typed key by key (tab reaches every field of the form:
        # test_setup_screen's test_tab_reaches_every_field_of_each_game_s_setup_in_turn)
        await type_over(pilot, "set-rounds", "3")
        await type_over(pilot, "seed", "3")
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        total = sum(held(table).state.stacks) + held(table).state.pot
        turns = await play_to_the_end(pilot, table, [["2", "enter"], ["m", "enter"], ["f"], ["up", "up", "enter"]])
        state = held(table).state
        assert turns and set(turns) == {0}
        assert state.phase == "over" and state.rounds_played == 3
        assert sum(state.stacks) + state.pot == total  # CH-3: no chips made or lost
        assert all(chips >= 0 for chips in state.stacks)


async def test_two_people_share_the_keyboard_and_hands_stay_hidden():
    seats = (SeatSetup(name="Ann", human=True), SeatSetup(name="Bob", human=True), SeatSetup(name="Cleo"))
    setup = TableSetup(game="red_dog", seats=seats, settings={"rounds": 2})
    app = ParlourApp(start=setup, seed=9, autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        handovers = summaries = 0
        for _ in range(200):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            if isinstance(screen, HandOver):
                handovers += 1
                assert table.revealed is None  # nobody's cards show behind the hand-over screen
                await pilot.press("enter")
                assert table.revealed == held(table).state.bettor
            elif isinstance(screen, RoundSummary):
                # the pot under the rows: with the stacks it makes every chip (seen: not to be checked without it)
                pot = held(table).state.pot
                note = str(screen.query_one("#summary-note").render())
                assert note == (f"in the pot: {pot} chip{'s' if pot != 1 else ''}" if pot else ""), (note, pot)
                summaries += 1
                await pilot.press("enter")
            elif table.viewer_decides():
                other = 1 - held(table).state.bettor
                assert table.viewer != other
                shown = held(table).state.shown[other]  # RD-7: a settled bet shows cards to everybody
                panel = table.query_one(f"#seat-{other}", SeatPanel)
                assert all(card is None or card in shown for card in cast(SeatInfo, panel.info).cards)
                await pilot.press("1", "enter")
            else:
                await pilot.press("space")
        assert isinstance(app.screen, GameOverScreen)
        assert handovers >= 3 and summaries  # Ann, Bob, then (the one who did not bet last) in round 2
        assert held(table).state.rounds_played == 2
        # Seen: "You win" at the end, said to whoever had the keyboard last: the end is said to both
        headline = str(app.screen.query_one("#game-over-headline").render())
        winner = ("Ann", "Bob", "Cleo")[cast(int, table.session.outcome().winner)]
        assert headline.startswith(f"{winner} wins"), headline


async def test_computer_strength_is_chosen_with_keys_and_reaches_the_table():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")  # New game: Red Dog
        await pilot.pause()
        setup = cast(SetupScreen, app.screen)
        assert not setup.query_one("#strength-0").display  # the person's seat has no strength: none is shown
        await focus_on(pilot, "strength-2")  # tab reaches it: test_setup_screen
        strength = setup.query_one("#strength-2", StrengthToggle)
        await pilot.press("space")
        await until(pilot, lambda: strength.value == "casual")  # the Pressed message follows the key
        await pilot.press("space", "space")  # typed ahead, both count: on round, sharp, then casual again
        await pilot.pause()
        assert strength.value == "casual"  # one lost would have left it at sharp
        await focus_on(pilot, "person-1")
        await pilot.press("space")  # seat 2 becomes a person: its strength is not asked
        await pilot.pause()
        assert not setup.query_one("#strength-1").display and setup.query_one("#strength-2").display
        await pilot.press("ctrl+s")
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen)
        assert [seat.strength for seat in table.setup.seats][2:] == ["casual", "sharp"]
        assert table.setup.people == (0, 1)


@pytest.mark.parametrize(
    ("lang", "only", "refusal"),
    [
        ("en", "only 1", "the only bet now is 1 (RD-6)"),
        ("ru", "только 1", "сейчас возможна только ставка 1 (RD-6)"),
    ],
)
async def test_a_single_possible_bet_is_said_as_one_not_as_a_range(lang, only, refusal):
    """RD-6 with a stack of 1 after the ante: the line said "range 1–1" and the refusal "1 to 1 chips"."""
    from parlour.app.saving.preferences import Preferences

    setup = default_setup("red_dog", 2).model_copy(update={"settings": {"starting_chips": 2}})
    app = ParlourApp(start=setup, seed=4, autoplay=False, prefs=Preferences(language=lang, animation_seconds=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await until_my_turn(pilot, table)
        assert cast(RedDogEngine, held(table).engine).bet_range(held(table).state) == (1, 1)
        line = str(table.prompt.render())
        assert only in line and "1–1" not in line, line
        await pilot.press("backspace", "enter")
        assert refusal in str(table.query_one("#table-message").render())
