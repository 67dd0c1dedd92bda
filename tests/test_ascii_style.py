"""The ASCII card style through the real app: every character on every screen is ASCII (the walk also checks
that "You" starts sentences only, tests/screen_checks.py), and the switch takes effect at once; the Unicode
style still draws suits. Plus the translation itself.

The walk opens the rules and the preferences screens from Put's table only: the preferences show nothing of
the game, and the rules screens of the games differ only by the book they open on, which is checked whole
without a screen (`test_every_rule_book_reads_in_ascii_...`; the filter that makes the screen ASCII is the
app's, whatever the screen shows, and Put's rules screen proves it is on there)."""

from __future__ import annotations

from typing import cast

import pytest
from rich.cells import cell_len

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.saved import save_preferences
from parlour.app.screens.hand_over import HandOver
from parlour.app.screens.preferences import PreferencesScreen
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import SeatSetup, TableSetup, default_seats
from parlour.app.widgets.ascii_style import to_ascii
from parlour.app.widgets.confirm import Confirm
from parlour.app.widgets.glyphs import ASCII_FOR, symbol
from parlour.rules.games import REGISTERED
from tests.app_helpers import SIZE, SMALL, focus_on, screen_text
from tests.book_variants import marked_book
from tests.net_helpers import until
from tests.screen_checks import MID_SENTENCE_YOU, assert_ascii, assert_you_starts_sentences
from tests.screen_walk import AROUND, TABLE_BOUND, open_and_check, walk_every_screen

ASCII = Preferences(card_style="ascii")
UNICODE = Preferences(card_style="unicode")
SUITS = set("♠♥♦♣")
ALL_AROUND = "put"
"""The game whose walk opens every screen around its table (AROUND); the others open the screens that show
something of their table or game (TABLE_BOUND)."""


@pytest.mark.slow
@pytest.mark.parametrize("game", REGISTERED)
async def test_every_screen_of_a_game_is_ascii_and_says_you_where_a_sentence_starts(game):
    """The ASCII style at 80x24: every character ASCII; and "You" capitalised only where a sentence starts
    ("the deal passes to You", issue 21: the style changes no letter)."""
    app = ParlourApp(autoplay=False, prefs=ASCII)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        check_log = True

        def check(app, where: str) -> None:
            nonlocal check_log
            if where == "table" and check_log:  # assets/ascii.tcss draws the border, not the filter
                assert app.screen.query_one("#log").styles.border_top[0] == "ascii"
                check_log = False
            text = screen_text(app)  # one screenshot for both checks
            assert_ascii(app, where, text)
            assert_you_starts_sentences(app, where, text)
            assert "^v" not in text, f"{where}: the up and down keys read as ctrl+v"  # (seen: "^v pgup pgdn scroll")

        await walk_every_screen(pilot, game, check, presses=40, around=AROUND if game == ALL_AROUND else TABLE_BOUND)


@pytest.mark.parametrize("game", REGISTERED)
def test_every_rule_book_reads_in_ascii_and_says_you_where_a_sentence_starts(game):
    """Each whole book in English as the rules screen shows it, every variant of the game marked: through the
    ASCII filter no character is left that it can only draw as "?" (the book has none of its own), and "You"
    is capitalised only where a sentence starts."""
    book = marked_book(game)
    plain = to_ascii(book)
    assert plain.isascii() and plain.count("?") == book.count("?")
    assert not MID_SENTENCE_YOU.findall(book)


async def test_names_notices_hand_overs_and_questions_are_ascii_too():
    seats = (SeatSetup(name="Zoë", human=True), SeatSetup(name="Åsa", human=True), *default_seats(3, people=0)[2:])
    app = ParlourApp(autoplay=False, prefs=ASCII)
    async with app.run_test(size=SIZE, notifications=True, tooltips=True) as pilot:
        await pilot.pause()
        app.open_table(TableSetup(game="red_dog", seats=seats), 3)
        await pilot.pause()
        app.notify("Saved “Zoë’s” game … ✓", severity="warning")
        await pilot.pause()
        text = screen_text(app)
        assert "Zoe" in text and '"Zoe\'s"' in text
        assert_ascii(app, "a table with a notice", text)
        seen = set()
        for index in range(24):
            await pilot.press(("space", "1", "enter")[index % 3])
            await pilot.pause()
            seen.add(type(app.screen))
            assert_ascii(app, type(app.screen).__name__)
        assert HandOver in seen
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        assert_ascii(app, "quit?")
        await pilot.press("escape")
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert_ascii(app, "command palette")


async def test_the_ascii_style_applies_at_once_and_unicode_still_shows_suits():
    setup = TableSetup(game="put", seats=default_seats(2, people=1), settings={})
    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_table(setup, 5)
        await pilot.pause()
        table = cast(TableScreen, app.screen)
        await until(pilot, lambda: SUITS & set(screen_text(app)))  # the Unicode style draws suits (once dealt)
        await pilot.press("space", "space", "f1")  # the rules screen is built, then kept for the session
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        unicode_log = table.log_widget.written
        assert SUITS & set("".join(unicode_log)), unicode_log
        app.action_preferences()
        await pilot.pause()
        preferences = app.screen
        assert isinstance(preferences, PreferencesScreen)
        await focus_on(pilot, "pref-cards")  # tab reaches it: test_screens_around
        await pilot.press("enter", "down", "enter")  # ASCII letters
        await pilot.pause()
        assert app.prefs.card_style == "ascii"
        assert_ascii(app, "preferences just switched")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table
        assert_ascii(app, "the table under the preferences")
        ascii_log = table.log_widget.written  # said again: "10S" beside "10♠" once back in Unicode, seen
        assert len(ascii_log) == len(unicode_log) and not SUITS & set("".join(ascii_log)), ascii_log
        await open_and_check(pilot, app.action_rules, "the rules screen kept from before", assert_ascii)
        app.action_preferences()
        await pilot.pause()
        await focus_on(pilot, "pref-cards")  # tab reaches it: test_screens_around
        await pilot.press("enter", "up", "enter")  # back to Unicode suits
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table
        await until(pilot, lambda: SUITS & set(screen_text(app)))  # the Unicode style draws suits (once repainted)
        assert table.log_widget.written[: len(unicode_log)] == unicode_log, "the log in suits again"


async def test_four_colour_suits_apply_at_once_to_the_table_under_the_preferences():
    """Seen: four-colour suits ticked in the preferences over a table, and the table back under them kept its two
    colours until its next step (the ASCII style applied at once). The table's cards are drawn anew in the new
    colours, and back again."""
    import re

    def colours() -> set[str]:
        return set(re.findall(r"fill: (#[0-9a-f]{6})", app.export_screenshot()))

    app = ParlourApp(autoplay=False, prefs=UNICODE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_table(TableSetup(game="put_and_take", seats=default_seats(3, people=1), settings={}), 11)
        await pilot.pause()
        table = app.screen
        await pilot.press("space", "space", "space")
        await until(pilot, lambda: SUITS & set(screen_text(app)))
        two = colours()
        for ticked in (True, False):
            app.action_preferences()
            await pilot.pause()
            await focus_on(pilot, "pref-four")
            await pilot.press("space")
            await pilot.pause()
            assert app.prefs.four_colour is ticked
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is table
            assert (colours() != two) is ticked, "four colours at once, and two again"


async def test_a_saved_ascii_style_draws_even_the_first_screen_in_ascii():
    assert save_preferences(ASCII) is None
    app = ParlourApp(autoplay=False)  # preferences read from the file, after the first paint
    async with app.run_test(size=SIZE) as pilot:
        assert app.has_class("-ascii")
        await pilot.pause()
        assert app.prefs.card_style == "ascii"
        assert_ascii(app, "menu")


def test_each_symbol_has_an_ascii_stand_in_of_its_width():
    for char, stand_in in ASCII_FOR.items():
        assert stand_in.isascii() and cell_len(stand_in) == cell_len(char), char
        assert symbol(char, ASCII).isascii() and symbol(char, UNICODE) == char


@pytest.mark.parametrize(
    "text", ["╭─ Log ──╮", "│ 10♥ · A♠ — Zoë … │", "▁▂█ ⠁⠀ ━╸╺ ▔▊", "9.10 €", "中文 🔎", "┏━━━┓ ┃ K♠┃ ┗━━━┛", "e\u0301"]
)
def test_the_filter_keeps_every_width(text):
    plain = to_ascii(text)
    assert plain.isascii() and cell_len(plain) == cell_len(text)


def test_the_filter_reads_sensibly():
    assert to_ascii("╭───╮│10♥│╰───╯") == "+---+|10H|+---+"
    assert to_ascii("Zoë · ● 10 — ★ ▮▮") == "Zoe | o 10 - * ##"


def test_a_currency_sign_reads_as_a_letter():
    """A play-test: the ASCII style showed a chip's value labelled ₽ as "Chip value 0.5 ?" (CH-6)."""
    assert to_ascii("0,50 ₽ · 1.00 £ · 2 ¥ · 9.10 €") == "0,50 P | 1.00 L | 2 Y | 9.10 E"


def test_russian_quotes_read_as_quotes_not_as_a_tag():
    """A play-test in Russian: «Продолжить» in the main menu's words read "<Продолжить>" in the ASCII style."""
    from parlour.app.words.i18n import set_language

    set_language("ru")
    try:
        assert to_ascii("Игра сохранена: «Продолжить» в главном меню") == 'Игра сохранена: "Продолжить" в главном меню'
    finally:
        set_language("en")
    assert to_ascii("«Я ставлю»") == '"A stavlu"'  # a letter each: the width kept


def test_a_separator_never_reads_as_a_minus_sign():
    """The coach's figures in the ASCII style said "forfeit -1.00 - bet 1 -0.36 - bet 4 (max) -1.45": the separator
    drawn as the minus of the figures beside it."""
    line = "forfeit -1.00 · bet 1 -0.36 · bet 4 (max) -1.45"
    assert symbol("·", ASCII) not in "-+" and to_ascii(line) == "forfeit -1.00 | bet 1 -0.36 | bet 4 (max) -1.45"


def test_plus_or_minus_never_reads_as_the_coachs_question_mark():
    """Found playing: the statistics' "Chips ±" and the coach's "spread ± 12.39" read "Chips ?" in the ASCII style,
    beside the choices the coach and the review mark "?" and "?!"."""
    assert to_ascii("Chips ± · spread ± 12.39") == "Chips ~ | spread ~ 12.39"


def test_the_rule_books_bullets_at_every_level_read_as_bullets():
    """Issue 21: a rule book's sub-items (RD-V3's remedies) showed "?" for Textual's second-level bullet."""
    from textual.widgets import Markdown

    for bullet in Markdown.BULLETS:
        plain = to_ascii(bullet)
        assert "?" not in plain and plain.strip(), bullet


def test_a_formulas_minus_sign_is_a_minus_in_ascii():
    """A play-test: the Russian coach's Kelly formula read "(2p ? 1)" in the ASCII style (its minus sign, U+2212)."""
    assert to_ascii("(2p − 1) × 96") == "(2p - 1) x 96"
