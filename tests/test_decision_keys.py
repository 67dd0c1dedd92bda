"""The decision keys of Red Dog and Put through the real app: keys typed in one burst act in order,
a key that cannot act says why, a bet of the whole pot or stack is asked about first, and every
table's status line shows auto-play the same way."""

from __future__ import annotations

import json
from typing import cast

import pytest
from textual import events
from textual.widgets import Static

from parlour.app.games.put.answer import PutAnswer
from parlour.app.games.put.card_line import CardLine
from parlour.app.games.red_dog.bet_line import BetLine
from parlour.app.games.red_dog.refusals import refusal
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.saved import load_preferences
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.preferences import PreferencesScreen
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats, default_setup
from parlour.app.widgets.confirm import Confirm
from parlour.rules.red_dog.engine import RedDogEngine
from tests.app_helpers import QUICK, SIZE, app_at_table, held, tab_to


async def burst(pilot, *keys: str) -> None:
    """Keys as a terminal delivers them when typed fast: all queued before the app handles the first
    (`pilot.press` waits for the app to settle after each key)."""
    for key in keys:
        pilot.app.post_message(events.Key(key, key if len(key) == 1 else None))
    await pilot.pause()


def message(table: TableScreen) -> str:
    return str(table.query_one("#table-message", Static).render())


async def until_put_decision(pilot, table: TableScreen, kind: str, window: str = "d") -> None:
    """Move a Put table on until the person may `kind` ("play", "decline"): `window` answers the put
    window, s sees a computer's put, space moves the rest on."""
    for _ in range(30):
        if kind in table.prompt.legal_kinds():
            return
        if isinstance(pilot.app.screen, PutAnswer):
            await pilot.press("s")
        else:
            await pilot.press(window if "decline" in table.prompt.legal_kinds() else "space")
    raise AssertionError(f"no {kind} for the person")


async def to_my_turn(pilot, table: TableScreen) -> None:
    """The table moved on to the person's decision as space would move it, without a key and a wait for each
    step: the steps on the way are not what a test of the decision keys is about."""
    for _ in range(60):
        if table.viewer_decides() and pilot.app.screen is table:
            await pilot.pause()
            return
        if pilot.app.screen is not table:
            await pilot.press("enter")  # a round's summary
        else:
            table.advance()
    raise AssertionError("no turn for the person")


def red_dog_app(players: int = 3, seed: int = 4, prefs: Preferences = QUICK, **settings) -> ParlourApp:
    return app_at_table("red_dog", players, seed=seed, prefs=prefs, **settings)


# -- keys typed in one burst ---------------------------------------------------------------------


BURSTS = [
    (("2", "backspace", "3"), 3),
    (("1", "9", "backspace", "backspace", "3"), 3),
    (("4", "backspace", "backspace", "1"), 1),
    (("down", "2", "up"), 3),
]
"""Bet keys typed in one burst before enter, and the bet each makes."""


async def test_a_burst_of_bet_keys_bets_exactly_what_was_typed_and_pressed_one_by_one_the_same():
    """Each burst at one of the person's turns in turn (a game's later turns are turns like the first: seed 3 gives
    a bet of 1 up to at least 4 each time, 3 neither the whole pot nor the stack), then the first burst's keys
    pressed one by one."""
    app = red_dog_app(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        for typed, bet in [*BURSTS, (None, 3)]:
            await to_my_turn(pilot, table)
            low, high = table.session.view(0).bet_range
            assert low == 1 and high >= 4 and held(table).state.stacks[0] > 4, typed  # 3 is neither pot nor stack
            if typed is None:
                await pilot.press("2", "backspace", "3", "enter")
            else:
                await burst(pilot, *typed, "enter")
            assert held(table).state.stake == bet and held(table).state.phase == "turn", typed


# -- keys that cannot act say why ------------------------------------------------------------------


async def test_forfeit_on_a_short_hand_says_why_and_pass_works():
    app = red_dog_app(seed=7, irregular_deals=1.0)  # seed 7: the person's first hand is one card short
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_my_turn(pilot, table)
        assert table.session.view(0).may_pass
        before = held(table).state
        await pilot.press("f")
        assert held(table).state is before
        assert "short hand may bet or pass, not forfeit: p passes at no cost (RD-V3)" in message(table)
        shown = {active.binding.action for active in table.active_bindings.values() if active.binding.show}
        assert "forfeit" not in shown and "pass_turn" in shown  # the footer offers p, not f
        await pilot.press("p")
        assert [event.type for event in held(table).state.events][-1:] == ["pass"]


async def test_refused_bet_keys_say_why_change_nothing_and_go_once_corrected_and_the_whole_pot_is_asked():
    """One walk through the person's first bet (seed 4: 1 to 4, the whole pot 4):

    - keys at their limits say why: p (RD-V3), down below 1 and up above the most (RD-6), enter with no bet;
    - a bet out of range changes nothing: one more than the most (RD-6), and 0;
    - "✗ 9 is too much" no longer stands once 9 is erased, or another bet typed or moved to (issue 21); a key
      refused at the limit keeps its refusal;
    - space at the person's own decision says the decision comes first (it did nothing, without a word), and the
      words go with the bet;
    - a bet of the whole pot is asked about first: n keeps the bet typed and changes nothing, y bets it."""
    app = red_dog_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_my_turn(pilot, table)
        before, pot = held(table).state, table.session.view(0).pot
        await pilot.press("p")
        assert "Only a short hand may pass: bet, or f forfeits (RD-V3)" in message(table)
        await pilot.press("down")
        assert "at least 1 chip (RD-6)" in message(table) and cast(BetLine, table.prompt).bet_amount == 1
        await pilot.press("m", "up")
        assert (
            "may not exceed" in message(table)
            and "RD-6" in message(table)
            and cast(BetLine, table.prompt).bet_amount == 4
        )
        await pilot.press("backspace", "enter")
        assert "Type a bet first" in message(table) and held(table).state.phase == "bet"
        assert cast(RedDogEngine, held(table).engine).bet_range(before) == (1, 4)
        await pilot.press("5", "enter")  # one more than the most
        assert held(table).state is before and "RD-6" in message(table)
        await pilot.press("backspace", "0", "enter")
        assert held(table).state is before
        await pilot.press("backspace")

        await pilot.press("9", "enter")
        assert "✗" in message(table)
        await pilot.press("backspace")
        assert message(table) == ""
        await pilot.press("8", "enter", "down")
        assert message(table) == ""
        await pilot.press("m", "up")
        assert "✗" in message(table), "up at the most is refused, and says so"
        await pilot.press("down")
        assert message(table) == "" and cast(BetLine, table.prompt).bet_amount == 3

        await pilot.press("space")
        assert "decision comes first" in message(table) and table.viewer_decides()
        assert held(table).state is before

        await pilot.press("m", "enter")
        assert isinstance(app.screen, Confirm) and app.screen.question == f"Bet the whole pot ({pot} chips)?"
        await pilot.press("n")
        assert app.screen is table and held(table).state is before and cast(BetLine, table.prompt).bet_amount == pot
        await pilot.press("enter", "y")
        assert app.screen is table and held(table).state.stake == pot and held(table).state.phase == "turn"
        assert message(table) == ""


async def test_a_bet_typed_stops_at_the_most_erases_from_its_end_and_f_forfeits():
    """What mutants of the bet line showed unchecked, and a play-test: a digit that takes the bet past the most is
    refused as it is typed (RD-6; "57" typed where 4 was the most said nothing until enter), the digits before it
    kept; erasing takes the last digit; up from an erased bet goes to the least; f forfeits at the next turn."""
    app = red_dog_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_my_turn(pilot, table)
        line = cast(BetLine, table.prompt)
        low, high = cast("tuple[int, int]", line.bet_range())
        await burst(pilot, *str(high), "0")
        assert line.bet_text == str(high) and f"0 not added: a bet is {low} to {high} chips (RD-6)" in message(table)
        await burst(pilot, *["backspace"] * len(str(high)), "up")
        assert line.bet_amount == 1 and line.bet_text is None
        pace = app.prefs.animation_seconds
        for sign in ("minus", "plus"):  # seen: "-3" slowed the table's pace, then bet 3
            await burst(pilot, sign)
            assert f"A bet has no sign: {low} to {high} chips (RD-6)" in message(table)
            assert app.prefs.animation_seconds == pace and line.bet_amount == 1
        await pilot.press("full_stop")  # seen: "." said nothing, the last refusal left as if its answer
        assert f"A bet is a whole number of chips: {low} to {high} (RD-6)" in message(table)
        await burst(pilot, "2", "backspace", "1", "enter")
        assert held(table).state.stake == 1 and held(table).state.phase == "turn"
        await to_my_turn(pilot, table)
        await pilot.press("f")
        assert [event.type for event in held(table).state.events if event.seat == 0][-1] == "forfeit"


async def test_rd6_where_one_bet_is_all_there_is_a_refused_key_says_so_not_1_to_1_chips():
    """A play-test: with 1 chip left a digit typed said "2 not added: a bet is 1 to 1 chips (RD-6)"."""
    app = red_dog_app(starting_chips=2)  # the ante leaves 1 chip
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_my_turn(pilot, table)
        assert cast(BetLine, table.prompt).bet_range() == (1, 1)
        for key, said in (
            ("2", "2 not added: the only bet now is 1 (RD-6)"),
            ("minus", "A bet has no sign: the only bet now is 1 (RD-6)"),
            ("comma", "A bet is a whole number of chips: the only bet now is 1 (RD-6)"),
        ):
            await burst(pilot, key)
            assert said in message(table), (key, message(table))


async def test_rd6_a_bet_being_typed_outlives_an_update_that_changes_nothing_at_the_table():
    """A play-test at a network table: a friend going away (or coming back) sent an update that left the game as it
    was, and the bet being typed went back to 1, enter then betting 1. Only a new position begins a new decision."""
    app = red_dog_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_my_turn(pilot, table)
        line = cast(BetLine, table.prompt)
        await burst(pilot, "2")
        assert line.bet_text == "2"
        table.after(None)  # an update with nothing new for the game (a seat away or back)
        await pilot.pause()
        assert line.bet_text == "2" and line.bet_amount == 2
        await pilot.press("enter")
        assert held(table).state.stake == 2


def test_with_no_chips_the_bet_keys_say_forfeit_is_the_only_move():
    setup = TableSetup(game="red_dog", seats=default_seats(3), settings={})
    session = TableSession(setup, 4)
    session.start()
    while session.person_to_act() is None:
        session.step()
    broke = session.state.model_copy(update={"stacks": (0, *session.state.stacks[1:])})
    view = session.engine.view(broke, 0)
    assert [choice.do for choice in view.legal] == ["forfeit"]
    assert "You have no chips, so you cannot bet: f forfeits, at no cost (CH-4)" in cast(
        str, refusal(view, "bet", {"forfeit"})
    )
    assert refusal(view, "forfeit", {"forfeit"}) is None


def test_the_bet_line_says_when_only_a_forfeit_is_left_and_when_only_one_bet_is():
    """What mutants of the bet line showed unchecked: with no chips the line offers the forfeit alone (CH-4); with
    one chip in the pot the one bet there is, not a range (RD-6)."""
    setup = TableSetup(game="red_dog", seats=default_seats(3), settings={})
    session = TableSession(setup, 4)
    session.start()
    while session.person_to_act() is None:
        session.step()
    line = BetLine(names=setup.names)
    line.view = session.engine.view(session.state.model_copy(update={"stacks": (0, *session.state.stacks[1:])}), 0)
    assert line.decision_text() == "You cannot bet now: [b]f[/b] forfeit"
    line.view = session.engine.view(session.state.model_copy(update={"pot": 1}), 0)
    assert line.view.bet_range == (1, 1) and "[dim]only[/] 1" in line.decision_text()


@pytest.mark.parametrize(
    "seed, no_put",
    [
        (7, "Bob has already put this round: one put a round (PU-4)"),
        (9, "only before the first lead; PU-V1 is off (PU-4)"),
    ],
)
async def test_put_keys_out_of_turn_in_the_round_say_why_and_a_burst_of_card_keys_plays_the_card_chosen_last(
    seed, no_put
):
    """At the put window card keys and f say why; at the play, d, p and s say why and change nothing. Then → and
    1 typed in one burst choose card 1: the digit used to act before the arrow that came first."""
    setup = TableSetup(game="put", seats=default_seats(2), settings={})
    app = ParlourApp(start=setup, seed=seed, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await until_put_decision(pilot, table, "decline")
        for key, words in (
            ("right", 'First say whether you put: p "I put", enter or d no put (PU-4)'),
            ("2", "First say whether you put"),
            ("f", "There is no put to answer"),
        ):
            await pilot.press(key)
            assert words in message(table), key
        await until_put_decision(pilot, table, "play")
        before = held(table).state
        for key, words in (("d", "The put window is over"), ("p", no_put), ("s", "There is no put to answer")):
            await pilot.press(key)
            assert words in message(table) and held(table).state is before, key
        hand = cast(CardLine, table.prompt).hand()
        await burst(pilot, "right", "1", "enter")
        plays = [event.card for event in held(table).state.events if event.type == "play" and event.seat == 0]
        assert plays == [hand[0]]


async def test_put_s_prompt_says_the_decision_and_its_keys_and_the_arrows_go_round_the_hand():
    """What mutants of the card line showed unchecked: the window's and the play's prompts, the arrows going round
    a hand of three, a digit choosing its card, and the choice starting at the first card at the next trick."""
    setup = TableSetup(game="put", seats=default_seats(2), settings={})
    app = ParlourApp(start=setup, seed=4, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        line = cast(CardLine, table.prompt)
        await until_put_decision(pilot, table, "decline")
        assert line.decision_text() == '[b]You[/b]: say "I put"?  [dim]p: I put · enter or d: no put[/]'
        assert line.chosen_card() is None, "no card is chosen at the window"
        await until_put_decision(pilot, table, "play")
        hand = line.hand()
        assert len(hand) == 3
        assert line.decision_text() == "[b]You[/b]: play a card  [dim]←→ or 1–3 choose · enter play[/]"
        chosen = []
        for key in ("right", "right", "right", "left", "3"):
            await pilot.press(key)
            chosen.append(line.chosen_card())
        assert chosen == [hand[1], hand[2], hand[0], hand[2], hand[2]]
        await pilot.press("enter")
        await until_put_decision(pilot, table, "play")
        rest = line.hand()
        assert len(rest) == 2 and line.chosen_card() == rest[0], "a new decision starts at the first card"
        assert line.decision_text().endswith("[dim]←→ or 1–2 choose · enter play[/]")


# -- a bet of the whole pot or the whole stack -----------------------------------------------------


async def test_a_bet_of_the_whole_stack_is_asked_about_first():
    app = red_dog_app(players=8, starting_chips=5)  # 4 chips left after the ante, 8 in the pot
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_my_turn(pilot, table)
        await pilot.press("4", "enter")
        assert isinstance(app.screen, Confirm) and app.screen.question == "Bet your whole stack (4 chips)?"
        await pilot.press("escape")
        assert held(table).state.phase == "bet" and cast(BetLine, table.prompt).bet_amount == 4
        await pilot.press("3", "enter")  # a digit starts a new bet; any other bet goes at once
        assert held(table).state.stake == 3


async def test_with_the_preference_off_the_whole_pot_is_bet_at_once():
    app = red_dog_app(prefs=Preferences(animation_seconds=0, confirm_all_in=False))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await to_my_turn(pilot, table)
        pot = table.session.view(0).pot
        await pilot.press("m", "enter")
        assert app.screen is table and held(table).state.stake == pot


async def test_computer_players_never_ask():
    """A table of computers played to its end (3 rounds), the confirmation preference on: no question is ever
    asked, and they bet."""
    seats = tuple(SeatSetup(name=name) for name in ("Ann", "Bob", "Cleo"))
    app = ParlourApp(
        start=TableSetup(game="red_dog", seats=seats, settings={"rounds": 3}), seed=5, autoplay=False, prefs=QUICK
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert app.prefs.confirm_all_in
        bets = 0
        for _ in range(200):
            if isinstance(app.screen, GameOverScreen):
                break
            assert not isinstance(app.screen, Confirm)
            if isinstance(app.screen, RoundSummary):
                await pilot.press("enter")
            else:
                table.advance()
                await pilot.pause()
                bets += any(event.type == "bet" for event in held(table).state.events[-1:])
        assert table.session.is_over() and bets > 0


async def test_the_preference_is_a_toggle_and_old_files_have_it_on(parlour_home):
    parlour_home.mkdir(parents=True, exist_ok=True)
    old = {
        "format_version": 1,
        "preferences": {
            "theme": "textual-dark",
            "animation_seconds": 0.5,
            "card_style": "unicode",
            "four_colour": False,
            "confirm_quit": True,
        },
    }
    (parlour_home / "preferences.json").write_text(json.dumps(old), encoding="utf-8")
    prefs, notice = load_preferences()
    assert prefs.confirm_all_in is True and notice is None
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(PreferencesScreen())
        await pilot.pause()
        await tab_to(pilot, "pref-all-in")
        await pilot.press("space")
        await pilot.pause()
        assert app.prefs.confirm_all_in is False
    assert load_preferences()[0].confirm_all_in is False


# -- auto-play in the status line ------------------------------------------------------------------


async def test_every_status_line_shows_auto_play_the_same_way():
    """Each game's table in turn, opened from the menu of one app (each opens with auto-play off: the app was
    told so), and `a` turns it on."""
    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for game in ("put_and_take", "put", "red_dog"):
            app.open_table(default_setup(game), 3)
            await pilot.pause()
            table = cast(TableScreen, app.screen)
            assert isinstance(table, TableScreen) and table.setup.game == game
            status = table.query_one("#table-status", Static)
            assert "· auto-play off · seed 3" in str(status.render()), game
            await pilot.press("a")
            assert "· auto-play on · seed 3" in str(status.render()), game
            app.pop_screen()  # back to the menu, as the pause menu's "menu" does
            await pilot.pause()
