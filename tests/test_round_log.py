"""The round log at the table: scrolled from the keyboard (`[` back, `]` on, `{` and `}` to its first and newest
line), following its end unless the player scrolled back (its title then counting the lines below), wrapped at
its current width after the coach took its place or the terminal was resized, and at 80x24 showing a useful
number of lines."""

from __future__ import annotations

import pytest

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import default_setup
from parlour.app.widgets.round_log import RoundLog


def at_end(log: RoundLog) -> bool:
    return log.scroll_y == log.max_scroll_y


async def table_with_lines(pilot, presses: int = 12) -> RoundLog:
    """Put and Take moved on `presses` steps (a round's summary closed with enter)."""
    await pilot.pause()
    for _ in range(presses):
        await pilot.press("space" if isinstance(pilot.app.screen, TableScreen) else "enter")
    await pilot.pause()
    log = pilot.app.screen.query_one(RoundLog)
    assert log.max_scroll_y > 0, "not enough lines to scroll"
    return log


async def test_the_log_scrolls_back_from_the_keyboard_and_stays_there_until_scrolled_to_its_end():
    """And Put and Take for four at 80x24 shows six lines of log or more after its first step (as below)."""
    app = ParlourApp(start=default_setup("put_and_take", 4), seed=7, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        assert app.screen.query_one(RoundLog).scrollable_content_region.height >= 6
        log = await table_with_lines(pilot, presses=11)  # twelve steps in all
        assert at_end(log) and log.following
        await pilot.press("left_square_bracket")
        await pilot.pause()
        back = log.scroll_y
        assert back < log.max_scroll_y and not log.following
        await pilot.press("space", "space")  # new lines come: the view stays where the player put it
        await pilot.pause()
        assert log.scroll_y == back and log.max_scroll_y > back
        below = round(log.max_scroll_y - back)
        assert str(log.border_title) == f"Log · {below} lines below · }} newest"  # what waits is said
        for _ in range(20):
            await pilot.press("right_square_bracket")
        await pilot.pause()
        assert at_end(log) and log.following and str(log.border_title) == "Log"
        await pilot.press("space", "space")
        await pilot.pause()
        assert at_end(log)
        await pilot.press("left_curly_bracket")  # the first line kept, then the newest in one key
        await pilot.pause()
        assert log.scroll_y == 0 and not log.following and "lines below" in str(log.border_title)
        await pilot.press("right_curly_bracket")
        await pilot.pause()
        assert at_end(log) and log.following and str(log.border_title) == "Log"


@pytest.mark.parametrize("hide,show", [("l", "l"), ("c", "c")])
async def test_lines_written_while_the_log_was_hidden_or_squeezed_are_wrapped_at_its_width(hide, show):
    """`l` hides the log; at 80x24 the coach (`c`) takes the rows it needs first."""
    app = ParlourApp(start=default_setup("red_dog", 10), seed=7, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        log = app.screen.query_one(RoundLog)
        await pilot.press(hide)
        for _ in range(10):
            await pilot.press("space")
        await pilot.press(show)
        await pilot.pause()
        await pilot.pause()
        width = log.scrollable_content_region.width
        longest = max(map(len, log.written))
        assert longest > 20 and max(len(line.text.rstrip()) for line in log.lines) == min(longest, width)
        assert len(log.lines) == len(log.written)  # no line broken narrower than it needs
        assert at_end(log)


async def test_at_80x24_the_log_keeps_the_rows_the_coach_leaves():
    app = ParlourApp(start=default_setup("red_dog", 4), seed=5, autoplay=False, prefs=Preferences(coach=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space")
        await pilot.pause()
        coach, log, side = (app.screen.query_one(selector) for selector in ("#coach", "#log", "#side"))
        assert log.display and coach.region.bottom <= log.region.y and log.region.bottom == side.region.bottom


async def test_after_a_resize_the_log_is_at_its_end_and_wrapped_at_its_width():
    """Wider and narrower, from each size to the next (one table played on once, then resized in turn). On a
    wide terminal the log stands beside the felt, narrower than its longest lines; at 100 columns it goes under
    the felt, wider, and its lines are wrapped again at the new width with nothing lost; back on the wide
    terminal they are the lines it had there."""
    app = ParlourApp(start=default_setup("put_and_take", 6), seed=7, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        log = await table_with_lines(pilot, presses=40)
        wide: tuple[int, list[str]] | None = None  # the column and the lines beside the felt at 160x50
        for size in [(100, 30), (80, 24), (160, 50), (100, 32), (160, 50)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            width = log.scrollable_content_region.width
            assert max(line.cell_length for line in log.lines) <= width, size
            assert at_end(log), size
            shown = [line.text for line in log.lines]
            if size == (160, 50) and wide is None:
                wide = (width, shown)
                assert max(map(len, shown)) <= width < max(map(len, log.written))  # beside the felt: wrapped
            elif size == (100, 32):
                assert wide is not None
                column, beside = wide
                assert width > column and column < max(map(len, shown)) <= width  # wrapped again, wider
                assert "".join(shown).replace(" ", "") == "".join(beside).replace(" ", "")  # nothing lost
            elif size == (160, 50):
                assert wide is not None and shown == wide[1]


async def test_the_scroll_keys_are_listed_in_the_keys_panel():
    """And Put for two at 80x24 shows six lines of log or more after its first step (as below)."""
    from parlour.app.screens.keys_panel import KeysPanel

    app = ParlourApp(start=default_setup("put", 2), seed=7, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        assert app.screen.query_one(RoundLog).scrollable_content_region.height >= 6
        await pilot.press("f2")
        await pilot.pause()
        panel = app.screen
        assert isinstance(panel, KeysPanel)
        rows = dict(panel.rows)
        assert any("[" in keys and "]" in keys for keys in rows), rows
        assert any("the log back" in meaning for meaning in rows.values()), rows


@pytest.mark.parametrize("game,players", [("red_dog", 5), ("red_dog", 10)])
async def test_at_80x24_the_log_shows_six_lines_or_more(game, players):
    """Put and Take for four and Put for two: the first tests above, at the same first step."""
    app = ParlourApp(start=default_setup(game, players), seed=7, autoplay=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        assert app.screen.query_one(RoundLog).scrollable_content_region.height >= 6


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_with_the_log_hidden_the_felt_takes_its_room(size):
    """Seen before: at 80x24 `l` left the log's rows blank under the felt. With the coach off the side column
    goes and the felt fills the screen's height (its seats in the middle); `l` again brings the log back."""
    app = ParlourApp(start=default_setup("red_dog", 4), seed=3, autoplay=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        felt, side = app.screen.query_one("#felt"), app.screen.query_one("#side")
        main = app.screen.query_one("#table-main")
        await pilot.press("l")
        await pilot.pause()
        assert not side.display and felt.region.height == main.region.height and felt.region.width == main.region.width
        await pilot.press("l")
        await pilot.pause()
        assert side.display and app.screen.query_one(RoundLog).region.height >= 3


async def test_a_line_that_comes_after_the_logs_text_width_changed_without_a_resize_is_written():
    """Seen once after Continue: the log stayed blank until `l` twice. Its lines' room narrowed without a resize of
    the log itself (its scroll bar widened here: a scroll bar that appears does the same) and the lines that came
    then were kept unwritten, waiting for a resize that never came."""
    from rich.text import Text
    from textual.app import App, ComposeResult

    class OneLog(App):
        def compose(self) -> ComposeResult:
            yield RoundLog()

    app = OneLog()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        log = app.query_one(RoundLog)
        log.add(Text("first"))
        await pilot.pause()
        assert any("first" in line.text for line in log.lines)
        log.styles.scrollbar_size_vertical = 6  # the room for text narrows; the log's own size does not change
        await pilot.pause()
        log.add(Text("second"))
        await pilot.pause()
        await pilot.pause()
        assert any("second" in line.text for line in log.lines), [line.text for line in log.lines]


@pytest.mark.parametrize("over", ["summary", "final standings"])
async def test_the_log_behind_a_round_summary_or_the_final_standings_scrolls_from_them(over):
    """Seen at 80x24: who paid what at the round's end could not be read from its summary ([ did nothing) and space
    dealt the next round; nor from the final standings, unless by the review. The log keys act on the table's log
    behind the summary or the standings, which stay open."""
    from parlour.app.screens.game_over import GameOverScreen
    from parlour.app.screens.round_summary import RoundSummary
    from tests.app_helpers import app_at_table, press_until

    app = app_at_table("put_and_take", 5, rounds=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        summary = await press_until(pilot, RoundSummary if over == "summary" else GameOverScreen)
        log = table.query_one(RoundLog)
        assert log.following
        await pilot.press("left_square_bracket")
        assert not log.following and app.screen is summary
        await pilot.press("right_curly_bracket")
        assert log.following and app.screen is summary
