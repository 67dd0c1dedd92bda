"""`?`/`f1` (rules) and `f2` (the keys panel) on every screen and in every dialog; `q` on the hand-over."""

from __future__ import annotations

from typing import cast

import pytest
from textual.content import Content
from textual.widgets import OptionList

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.saved_games import has_saved_games
from parlour.app.screens.game_over import GameOverScreen
from parlour.app.screens.hand_over import HandOver
from parlour.app.screens.keys_panel import KeysPanel, key_table
from parlour.app.screens.menu import MenuScreen
from parlour.app.screens.pause import PauseMenu
from parlour.app.screens.round_summary import RoundSummary
from parlour.app.screens.rules import RulesScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import TableSetup, default_seats, default_setup
from parlour.app.widgets.confirm import ConfirmQuit
from parlour.app.widgets.footer import ParlourFooter
from parlour.rules.games import game_ids
from tests.app_helpers import MAX_PRESSES, QUICK, SMALL, held, press_until, screen_text, until_my_turn
from tests.net_helpers import until


def two_people(game: str, players: int = 3) -> TableSetup:
    """A table where two people share the keyboard, the rest computer players."""
    return TableSetup(game=game, seats=default_seats(players, people=2), settings={})


def keys_listed(panel: KeysPanel) -> set[str]:
    """Every single key the panel lists ("space or enter" -> space, enter)."""
    return {key for keys, _ in panel.rows for part in keys.split(", ") for key in part.split(" or ")}


async def open_keys_panel(pilot) -> KeysPanel:
    """f2 on the screen on top: the panel, checked to fit the terminal without wrapping a row."""
    await pilot.press("f2")
    await pilot.pause()
    panel = pilot.app.screen
    assert isinstance(panel, KeysPanel)
    box = panel.query_one(".body.dialog").region
    assert box.x >= 0 and box.y >= 0 and box.right <= SMALL[0] and box.bottom <= SMALL[1]
    lines = key_table(panel.rows).splitlines()
    table = panel.query_one("#keys-table")
    assert table.size.height == len(lines)  # no row wrapped
    assert table.size.width >= max(Content.from_markup(line).cell_length for line in lines)  # nor cut
    assert table.region.right <= box.right
    hint = panel.query_one(".dialog-hint")
    assert hint.region.height == 1 and hint.region.bottom < box.bottom, "the closing line inside the border"
    return panel


async def check_keys_here(pilot, expected: set[str]) -> KeysPanel:
    """The keys panel lists `expected` (and the app's keys on their own line); f2 closes it, as escape does."""
    screen = pilot.app.screen
    panel = await open_keys_panel(pilot)
    assert expected <= keys_listed(panel), keys_listed(panel)
    assert {"f1 or ?", "f2", "ctrl+q"} <= {keys for keys, _ in panel.everywhere}
    await pilot.press("f2")
    await pilot.pause()
    assert pilot.app.screen is screen
    await open_keys_panel(pilot)
    await pilot.press("escape")
    await pilot.pause()
    assert pilot.app.screen is screen
    return panel


async def footer_laid_out(pilot, screen) -> None:
    """Let the footer finish recomposing (it does so whenever the keys that work change): its keys placed."""
    for _ in range(20):
        keys = list(screen.query_one(ParlourFooter).query("FooterKey"))
        if keys and all(key.region.width for key in keys):
            return
        await pilot.pause()


def footer_actions(screen) -> set[str]:
    """The actions of the keys the screen's footer shows."""
    return {getattr(key, "action") for key in screen.query_one(ParlourFooter).query("FooterKey")}


def footer_announces_keys(screen) -> bool:
    """The screen's footer shows f2 Keys, inside the terminal's width."""
    keys = [key for key in screen.query_one(ParlourFooter).query("FooterKey") if key.action == "keys"]
    return len(keys) == 1 and keys[0].region.right <= SMALL[0] and keys[0].region.width > 0


async def choose_at_menu(pilot, entry: str) -> None:
    """Choose an entry of the main menu by its id, with the arrows and enter."""
    menu = pilot.app.screen.query_one("#menu")
    index = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == entry)
    await pilot.press("home", *["down"] * index, "enter")
    await pilot.pause()


# -- the hand-over between two people ---------------------------------------------------------


async def test_rules_keys_and_q_over_the_hand_over_close_back_to_it_and_q_quits_asking_first_and_saves():
    """Between two people (the hand-over): `?`/`f1` open the rules and f2 the keys, each closing back to it, and
    the dialog still works; `q` quits as at the table, asking first (no: the hand-over again), and the game is
    saved."""
    app = ParlourApp(start=two_people("red_dog"), seed=3, autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        hand_over = await press_until(pilot, HandOver)
        table = cast(TableScreen, app.screen_stack[-2])
        for key in ("question_mark", "f1"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen) and app.screen.game == "red_dog"
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is hand_over and hand_over.is_active
        panel = await check_keys_here(pilot, {"space", "enter", "q"})
        assert ("space or enter", "I'm ready") in panel.rows
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuit)
        await pilot.press("n")  # stay
        await pilot.pause()
        assert app.screen is hand_over and app.return_code is None
        await pilot.press("space")  # the dialog still works: the next person's cards are shown
        await pilot.pause()
        assert app.screen is table and table.revealed == table.session.person_to_act()
        for _ in range(MAX_PRESSES):  # this person bets (the smallest bet): the other person's turn next
            if isinstance(app.screen, HandOver):
                break
            await pilot.press(*("1", "enter") if table.viewer_decides() else ("space",))
        assert isinstance(app.screen, HandOver) and app.screen is not hand_over
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.return_code == 0
    assert has_saved_games()


# -- other dialogs --------------------------------------------------------------------------


async def test_rules_and_keys_over_the_pause_menu_quit_question_and_round_summary_whose_table_footer_offers_only_f2():
    """`?`/`f1` and f2 over each dialog of the table, closing back to it; under the round summary the table's footer
    offers only the keys that work there."""
    app = ParlourApp(start=default_setup("put_and_take", 3), seed=1, autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await pilot.press("escape", "down")  # the pause menu, its second entry highlighted
        await pilot.pause()
        pause = app.screen
        assert isinstance(pause, PauseMenu)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen.game == "put_and_take"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is pause and pause.query_one("#pause-menu", OptionList).highlighted == 1
        await check_keys_here(pilot, {"↑", "↓", "enter", "esc"})
        await pilot.press("escape")  # resume
        await pilot.pause()
        assert app.screen is table
        await pilot.press("q")
        await pilot.pause()
        confirm = app.screen
        assert isinstance(confirm, ConfirmQuit)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is confirm
        await check_keys_here(pilot, {"y", "n", "enter", "esc"})
        await pilot.press("n")
        await pilot.pause()
        summary = await press_until(pilot, RoundSummary)
        # Under the dialog the table's footer offered "l Log", "esc Pause", "q Quit", keys the dialog takes and
        # drops; only f2 (which lists the dialog's keys) is left, and the table's keys come back with the table.
        await footer_laid_out(pilot, table)
        assert footer_actions(table) == {"keys"}, footer_actions(table)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is summary
        await check_keys_here(pilot, {"space", "enter", "esc"})
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is table and app.return_code is None
        await footer_laid_out(pilot, table)
        assert {"toggle_log", "pause", "keys"} <= footer_actions(table), footer_actions(table)


async def test_escape_at_a_round_summary_pauses_the_table_and_a_resume_shows_the_summary_again():
    """A play-test pressed escape at a round summary (escape pauses at any table) and the next round was dealt and
    played: escape opens the pause menu over the table, nothing moves meanwhile, and a resume shows the summary
    again; enter then plays on."""
    app = ParlourApp(start=default_setup("red_dog", 3), seed=4, autoplay=True, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await press_until(pilot, RoundSummary, key="f")
        played = held(table).view(None).rounds_played
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PauseMenu)
        await pilot.pause(0.2)  # a table playing itself (auto-play) would deal and play the next round by now
        assert held(table).view(None).rounds_played == played and held(table).view(None).phase == "deal"
        await pilot.press("escape")  # resume
        await pilot.pause()
        assert isinstance(app.screen, RoundSummary)
        await pilot.press("enter")
        await until(pilot, lambda: held(table).view(None).phase != "deal")  # the next round, dealt


@pytest.mark.parametrize("people", [1, 2])
async def test_the_rules_from_the_pause_menu_close_back_to_it(people):
    """Seen: Pause, Rules, escape went back to the table, not to the pause menu the rules were opened from. With two
    people at the keyboard the pause over the hand-over comes back to the hand-over (the cards still hidden)."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, people), settings={})
    app = ParlourApp(start=setup, seed=4, autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        below = type(app.screen)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, PauseMenu))
        await pilot.press("home", "down", "enter")  # Rules
        await until(pilot, lambda: isinstance(app.screen, RulesScreen))
        assert isinstance(app.screen_stack[-2], PauseMenu)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, PauseMenu))
        await pilot.press("escape")  # resume
        await until(pilot, lambda: type(app.screen) is below)


async def test_the_table_waits_in_the_moment_a_round_summary_closes_for_the_pause_menu():
    """Seen under load: escape at a round summary, and the table's timer dealt the next round in the moment between
    the summary closing and the pause menu coming up (behind it, the next round's bets). Until what follows the
    summary has run, a tick moves nothing."""
    app = ParlourApp(start=default_setup("red_dog", 3), seed=4, autoplay=True, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await press_until(pilot, RoundSummary, key="f")
        before = held(table).state
        await app.pop_screen()  # the summary gone, what follows it (its callback) not run yet
        assert app.screen is table
        assert table.on_tick() is False and held(table).state is before


async def test_ch5_leaving_from_the_pause_over_the_last_rounds_summary_shows_the_final_standings_first():
    """Noticed in a play-test: escape at the summary of the game's last round, then Leave the table, went straight
    to the main menu, the game's result never shown. The final standings come first; escape there leaves."""
    app = ParlourApp(start=default_setup("put_and_take", 3).model_copy(update={"settings": {"rounds": 1}}), seed=1)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await press_until(pilot, RoundSummary)
        assert table.session.is_over()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PauseMenu)
        await pilot.press("home", "down", "down", "enter")  # Leave the table
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen), type(app.screen).__name__
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_dialog_over_a_dialog_is_the_one_box_drawn_and_the_one_below_comes_back():
    """The quit question over a round summary: the summary's box is not drawn under it (two boxes of different
    sizes drew two borders, one inside the other), and it is back, as it was, once the question is answered no."""
    app = ParlourApp(start=default_setup("put_and_take", 3), seed=1, autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        summary = await press_until(pilot, RoundSummary)
        shown = screen_text(app)
        assert "Round 1" in shown and "continue" in shown
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuit)
        asked = screen_text(app)
        assert "Quit Parlour?" in asked and "Round 1" not in asked and "continue" not in asked, asked
        for edge in ("▀▀▀▀", "▄▄▄▄"):  # one top border, one bottom border
            assert sum(edge in line for line in asked.splitlines()) == 1, asked
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is summary and screen_text(app) == shown


# -- the keys panel on every screen -----------------------------------------------------------


async def test_the_keys_panel_at_the_menu_setup_continue_statistics_preferences_and_rules():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        menu = app.screen
        await footer_laid_out(pilot, menu)
        assert footer_announces_keys(menu)
        panel = await check_keys_here(pilot, {"↑", "↓", "enter", "q"})
        assert ("q", "quit") in panel.rows
        for entry, expected in (
            (f"new:{game_ids()[1]}", {"esc", "tab"}),
            ("statistics", {"esc"}),
            ("preferences", {"esc", "tab"}),
            ("rules", {"esc", "/", "ctrl+f", "←", "→"}),
        ):
            await choose_at_menu(pilot, entry)
            screen = app.screen
            await footer_laid_out(pilot, screen)
            assert screen is not menu and footer_announces_keys(screen)
            await check_keys_here(pilot, expected)
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is menu
        app.resume_game()  # Continue, even with nothing saved
        await pilot.pause()
        await footer_laid_out(pilot, app.screen)
        assert footer_announces_keys(app.screen)
        await check_keys_here(pilot, {"esc"})


async def test_the_keys_panel_in_the_rules_search_box_lists_the_ways_through_the_matches():
    app = ParlourApp(autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("f1", "slash", *"banker", "enter")
        await pilot.pause()
        panel = await check_keys_here(pilot, {"enter", "↑", "↓", "esc"})
        assert any(keys == "typing" for keys, _ in panel.rows)  # the search box
        assert not any("→" in keys and "switch tab" in meaning for keys, meaning in panel.rows)


@pytest.mark.parametrize("game", game_ids())
async def test_the_keys_panel_at_each_game_s_table_on_the_person_s_turn(game):
    app = ParlourApp(start=default_setup(game, 2 if game == "put" else 3), seed=2, autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await footer_laid_out(pilot, table)
        assert isinstance(table, TableScreen) and footer_announces_keys(table)
        if game != "put_and_take":  # the only game without decisions
            await until_my_turn(pilot, table)
        panel = await check_keys_here(pilot, {"esc", "q", "a"})
        assert ("esc", "pause") in panel.rows
        assert ("[ or ]", "the log back / the log forward") in panel.rows  # each key's meaning once
        assert app.screen is table


async def test_the_command_palette_opens_the_keys_panel():
    app = ParlourApp(start=default_setup("red_dog", 3), seed=2, autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        titles = [command.title for command in app.get_system_commands(table)]
        assert "Keys" not in titles and "Quit" not in titles, titles  # Textual's own panel and quit: Parlour's instead
        assert titles == ["Theme"], "no Maximize (it hid the table, its keys playing unseen), no Screenshot"
        await pilot.press("ctrl+p", *"keys here", "enter")
        await pilot.pause()
        assert isinstance(app.screen, KeysPanel) and app.screen_stack[-2] is table
        await pilot.press("ctrl+p", *"keys", "enter")  # the palette's command closes it again
        await pilot.pause()
        assert app.screen is table


async def test_the_keys_panel_keeps_its_closing_line_in_russian_at_80x24():
    """Russian meanings wrap onto more lines: on a short screen the panel gives up its blank lines first."""
    from parlour.app.saving.preferences import Preferences

    app = ParlourApp(start=default_setup("red_dog", 3), seed=3, autoplay=False, prefs=Preferences(language="ru"))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await until_my_turn(pilot, app.screen)  # the bet's keys listed too
        panel = await open_keys_panel(pilot)
        assert "f2 или esc: закрыть" in screen_text(app)
        half = (len(panel.rows) + 1) // 2
        assert panel.query_one("#keys-table").size.height > half, "the meanings wrapped, as they do in Russian"


async def test_the_keys_panel_at_put_says_what_the_arrows_do_not_the_arrows_again():
    """Seen at a Put table (f2): «← или →   ← / →», the arrows' meaning being the arrows themselves. Each key's
    meaning is in words; the arrows choose the card to the left or to the right (PU-V1: a card is chosen at once)."""
    setup = TableSetup(game="put", seats=default_seats(2), settings={"put_any_turn": True})
    app = ParlourApp(start=setup, seed=2, autoplay=False)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await until_my_turn(pilot, table)
        panel = await check_keys_here(pilot, {"esc"})
        meanings = dict(panel.rows)
        assert meanings.get("← or →") == "card to the left / card to the right", panel.rows
        assert all(any(letter.isalpha() for letter in meaning) for meaning in meanings.values()), panel.rows


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game, players", [("put", 2), ("put", 3), ("red_dog", 3), ("put_and_take", 3)])
async def test_every_tables_keys_panel_writes_its_meanings_alike(game, players, language):
    """Seen: "Card to the left" and "Pause" (the footer's labels) beside "bet" and "coach on / off" (tooltips) in one
    panel. Every meaning starts with a small letter, as the line of the keys that work everywhere does; a first word
    of one letter or in capitals stays ("I put", «Я ставлю»)."""
    from parlour.app.saving.preferences import Preferences
    from parlour.app.screens.keys_panel import keys_here

    settings = {"mode": "free_for_all"} if game == "put" and players > 2 else {}
    setup = TableSetup(game=game, seats=default_seats(players, 1), settings=settings)
    app = ParlourApp(start=setup, seed=3, autoplay=False, prefs=Preferences(language=language))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        if game != "put_and_take":
            await until_my_turn(pilot, table)
        for _ in range(3):  # the decision, then the play of a card (Put's arrows)
            for _keys, meaning in keys_here(table):
                for part in meaning.split(" / "):
                    first = part.split(" ", 1)[0]
                    assert len(first) < 2 or first.isupper() or first.startswith("I'") or not first[0].isupper(), part
            await pilot.press("d" if game == "put" else "space")
            await pilot.pause()


async def test_the_keys_panel_over_a_put_tells_the_coach_and_quit_apart():
    """Seen over the dialog answering a put (f2): "c or q   coach on / off / quit", the two keys the dialog hands back
    to the table listed as one thing (one action, its argument telling them apart). Each is its own line."""
    from parlour.app.games.put.answer import PutAnswer
    from parlour.app.screens.keys_panel import keys_here

    app = ParlourApp()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        app.push_screen(PutAnswer(0, "Bob", "Bob scores 1", "this round decides the game", ("AS", "KD", "3C")))
        await pilot.pause()
        rows = keys_here(app.screen)
        assert ("c", "coach on / off") in rows and ("q", "quit") in rows, rows
        assert ("f or s", "fold / see") in rows, rows
        await pilot.press("c")
        await pilot.pause()
        assert not isinstance(app.screen, PutAnswer), "c still closes it for the table's coach"


async def test_quit_parlour_in_the_pause_menu_asks_first_as_q_does_and_no_goes_back_to_the_menu():
    """Seen: escape, up (which goes round from "Resume" to "Quit Parlour"), enter: Parlour closed at once, where q at
    the table asks first. The pause menu's quit asks too (as Preferences say: "Confirm before quitting"); no goes
    back to the pause menu, yes quits."""
    from tests.app_helpers import app_at_table

    app = app_at_table("red_dog")
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("escape", "up", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuit) and app.return_code is None
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, PauseMenu), "no: back to the pause menu"
        await pilot.press("up", "enter")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.return_code is not None, "yes: Parlour quits"


def test_the_keys_table_shares_its_width_so_it_is_as_short_as_it_can_be():
    """Seen at a Put table with the coach on (f2 at 80x24): the coach's long "g" line set the left column's width,
    the right column had ten cells left, its meanings went a word a line and the panel's last lines ("Everywhere",
    "f2 or escape: close") fell off the screen. The columns share the width out to make the table short."""
    from rich.text import Text

    rows = [
        ("← or →", "card to the left / card to the right"),
        ("enter", "play"),
        ("1-9", "choose a card by its place"),
        ("a", "auto-play on / off"),
        ("c", "coach on / off"),
        ("g", "how the game is best played at this score"),
        ("l", "log on / off"),
        ("[ or ]", "the log back / the log forward"),
        ("{ or }", "the log's first line / the log's newest line"),
        ("esc", "pause"),
        ("q", "quit"),
        ("-, + or =", "slower / faster"),
    ]
    lines = [Text.from_markup(line).plain for line in key_table(rows).splitlines()]
    assert len(lines) <= 9, "\n".join(lines)  # (16 before)
    assert all(len(line) <= 70 for line in lines), "\n".join(lines)
    words = " ".join(lines).split()
    for _keys, meaning in rows:
        assert " ".join(meaning.split()) in " ".join(words) or all(word in words for word in meaning.split())


async def test_the_keys_panel_over_a_setups_list_says_space_opens_it():
    """A newcomer: f2 over the setup's Players list did not say how to open it (space; enter starts the game)."""
    from tests.app_helpers import setup_focused_on

    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await setup_focused_on(pilot, "red_dog", "players")
        panel = await check_keys_here(pilot, {"space"})
        opening = [keys for keys, meaning in panel.rows if meaning.startswith("open the choices")]
        assert opening == ["space"], panel.rows


async def test_the_keys_panel_over_a_setups_tick_box_gives_enter_to_the_start():
    """A play-test: f2 over one of the setup's boxes read "space or enter: tick or untick", and "enter or ctrl+s:
    start" below it; enter starts the game (the screen's key first). A key the screen takes first is not listed as the
    box's."""
    from tests.app_helpers import setup_focused_on

    app = ParlourApp(autoplay=False, prefs=QUICK)
    async with app.run_test(size=SMALL) as pilot:
        await setup_focused_on(pilot, "red_dog", "set-rebuy")
        panel = await check_keys_here(pilot, {"space"})
        ticking = [keys for keys, meaning in panel.rows if meaning == "tick or untick"]
        assert ticking == ["space"], panel.rows
        # tab on a form goes field by field (a play-test found a seat's strength only by chance: "part of the screen")
        assert ("tab or shift+tab", "next / previous field") in panel.rows, panel.rows
        # ←/→ too, which the fields and the buttons take themselves (seen missing)
        assert any(keys == "← or →" and "(on its field); Start / Back" in meaning for keys, meaning in panel.rows), (
            panel.rows
        )
