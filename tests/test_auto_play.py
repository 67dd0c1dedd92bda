"""Auto-play (issue 21): a newcomer sees the first round of Put and Take happen, `a` says what it did and
is remembered for the game, and with auto-play off a computer player's turn says which key lets it play."""

from __future__ import annotations

from typing import cast

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.saved import load_preferences
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import TableSetup, default_seats, default_setup
from tests.app_helpers import QUICK, SMALL, NoticedApp, held, press_until


def prompt_text(table: TableScreen) -> str:
    return str(table.prompt.render())


async def test_a_newcomer_turns_the_cards_of_put_and_take_with_space():
    """Put and Take has no decisions (PRODUCT.md: space turns the next card): a first table waits for space
    and says so, instead of playing its first round before the newcomer has looked."""
    app = ParlourApp(start=default_setup("put_and_take", 4), seed=3, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert isinstance(table, TableScreen) and table.auto is False
        assert "auto-play off" in str(table.query_one("#table-status").render())
        assert "space moves on" in prompt_text(table)
        assert "round · space moves on" in prompt_text(table) and "  ·" not in prompt_text(table), "one space (was two)"
        before = held(table).state
        await pilot.pause(0.1)
        assert held(table).state == before, "nothing moves by itself"
        await pilot.press("space")
        assert held(table).state != before, "space moves the table on"


async def test_a_toggles_auto_play_says_so_and_is_kept_for_the_game(parlour_home):
    app = NoticedApp(start=default_setup("put_and_take", 4), seed=3, prefs=QUICK)
    async with app.run_test(size=SMALL, notifications=True) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("a")
        assert table.auto is True
        assert not app.notices, "said on the table's own lines (the prompt, the status), no notice over the prompt"
        assert "a stops it" in prompt_text(table)
        assert " · auto-play: a stops it" in prompt_text(table) and "  ·" not in prompt_text(table), (
            "one space (was two)"
        )
    prefs, _ = load_preferences()
    assert prefs.auto_play == {"put_and_take": True}
    again = ParlourApp(start=default_setup("put_and_take", 4), seed=4, prefs=prefs)
    async with again.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = next(screen for screen in again.screen_stack if isinstance(screen, TableScreen))
        assert table.auto is True, "the next Put and Take table starts as the player left it"
        # at the table, or at a round's summary it has played to by now: the same key (pressed again only where it
        # came as a screen was being built, which takes no key: app/widgets/screen_base.py `SteadyScreen`)
        for _ in range(3):
            if table.auto:
                await pilot.press("a")
                await pilot.pause()
        assert table.auto is False
        said = str(table.query_one("#table-message").render())
        assert said == "Auto-play off: space moves the table on, one step at a time", "until the next step"


async def test_games_with_decisions_start_with_computer_players_moving_by_themselves():
    app = ParlourApp(start=default_setup("red_dog", 4), seed=3, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert cast(TableScreen, app.screen).auto is True


async def test_a_computer_players_turn_with_auto_play_off_says_space_lets_it_play():
    """Put with auto-play off: the prompt no longer says "Bob is thinking…" for ever, it names the key."""
    setup = TableSetup(game="put", seats=default_seats(2, 1), settings={})
    app = ParlourApp(start=setup, seed=5, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        session = held(table)
        for _ in range(30):
            to_act = session.engine.to_act(session.state)
            if to_act is not None and not session.is_person(to_act):
                break
            if table.viewer_decides():
                await pilot.press("1", "enter")
            else:
                await pilot.press("space")
            await pilot.pause()
        bob = session.engine.to_act(session.state)
        assert bob is not None
        name = setup.names[bob]
        assert app.screen is table and bob is not None and not session.is_person(bob)
        text = prompt_text(table)
        assert f"{name}'s turn — space to let {name} play" in text and "thinking" not in text
        await pilot.press("space")
        assert session.engine.to_act(session.state) != bob or session.state.events[-1].seat == bob


async def test_the_idle_line_fits_at_80_columns_in_russian_dropping_the_auto_play_hint_first():
    """«Далее: «Положи», карта 3 из 5 — у кого совпало, платит в банк · автоигра: a —» ran off the 80-column line
    without an ellipsis: where the whole line does not fit, the hint is said in its fewest words (the status line
    may have no room for auto-play either), and what comes next alone where even those do not fit."""
    from rich.cells import cell_len

    from parlour.app.saving.preferences import Preferences

    prefs = Preferences(language="ru", animation_seconds=0)
    app = ParlourApp(start=default_setup("put_and_take", 8), seed=3, prefs=prefs)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        table.set_reactive(TableScreen.auto, True)  # said as under auto-play; the test moves the table on itself
        seen_short_hint = seen_with_hint = False
        for _ in range(14):  # the deal, the five put cards and the take cards
            table.advance()
            await pilot.pause()
            shown, width = prompt_text(table), table.prompt.size.width
            assert cell_len(shown) <= width, f"cut at {width}: {shown!r}"
            seen_with_hint |= "автоигра: a — остановить" in shown
            seen_short_hint |= shown.endswith("· a — стоп")
        assert seen_short_hint and seen_with_hint, "auto-play said, in fewer words if need be"


async def test_a_newcomers_first_look_at_a_game_of_set_rounds_says_round_1_not_0():
    """CH-5: before the first deal (the draw for the banker) the header said "round 0 of 3"; a game without a
    round limit said "round 1"."""
    setup = TableSetup(game="put_and_take", seats=default_seats(4), settings={"rounds": 3})
    app = ParlourApp(start=setup, seed=3, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        assert held(table).state.rounds_played == 0 and not table.auto
        status = str(table.query_one("#table-status").render())
        assert "round 1 of 3" in status and "round 0" not in status, status


async def test_a_at_a_rounds_summary_turns_the_tables_auto_play_as_at_the_table(parlour_home):
    """Seen (as a flaky test): a table playing itself comes to each round's summary, which waits for a key; its
    prompt said "a stops it", and `a` on the summary did nothing. It turns the table's auto-play, as at the table."""
    from parlour.app.screens.round_summary import RoundSummary

    app = ParlourApp(start=default_setup("put_and_take", 4), seed=3, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await press_until(pilot, RoundSummary)
        assert isinstance(app.screen, RoundSummary) and table.auto is False
        await pilot.press("a")
        assert isinstance(app.screen, RoundSummary) and table.auto is True, "the summary stays until space"
        await pilot.press("a")
        assert table.auto is False
