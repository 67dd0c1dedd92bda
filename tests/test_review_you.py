"""The review of a Put game: it speaks to the one person at the table, as the table did (the felt's sentences about
their seat in the second person, "Your put seen", «Вы сдаёте по 3 карты», never their name in a sentence built for
another player, "You's put seen", «Вы сдаёт», «игрока Вы»); its summary's marks are a line of their own."""

from __future__ import annotations

import re

import pytest
from textual.widgets import DataTable

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.saving.table_records import SavedTable
from parlour.app.screens.review import ReviewScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.words.numbers import percent
from tests.app_helpers import SMALL, screen_text
from tests.session_helpers import play_on

NAME_SENTENCES_ABOUT_YOU = {
    "en": re.compile(r"\bYou(?:'s| deals| puts| says)\b"),
    "ru": re.compile(r"\bВы (?:сдаёт|кладёт|говорит|берёт)\b|игрока Вы\b"),
}
""""You" (as shown) in a sentence made for a name: what a review that speaks to nobody said of the person."""


SAID_TO_YOU = {
    "en": ("You dealt 3 cards each", "Your put seen"),
    "ru": ("Вы сдаёте по 3 карты", "Ваше «ставлю» принято"),
}
"""The same moments said to the person."""


def put_whenever_allowed(legal):
    """The person says "I put" whenever the rules let them (so a put is seen or folded to in the game)."""
    return next((choice for choice in legal if choice.do == "put"), legal[0])


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_review_of_a_one_person_game_speaks_to_that_person(lang):
    setup = TableSetup(game="put", seats=default_seats(2), settings={"target": 2})
    session = TableSession(setup, 6, records=SavedTable())  # the person deals round 2 and puts in round 3
    session.start()
    play_on(session, 400, put_whenever_allowed)
    assert session.is_over()
    app = ParlourApp(autoplay=False, prefs=Preferences(language=lang, animation_seconds=0))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        review = ReviewScreen(session.review(), session.setup, session.seed)
        await app.push_screen(review)
        await pilot.pause()
        said_to_you: set[str] = set()
        for _ in review.review.frames:
            text = screen_text(app)
            wrong = NAME_SENTENCES_ABOUT_YOU[lang].findall(text)
            assert not wrong, f"moment {review.index + 1}: {wrong} in {text!r}"
            said_to_you |= {phrase for phrase in SAID_TO_YOU[lang] if phrase in text}
            await pilot.press("right")
        assert said_to_you == set(SAID_TO_YOU[lang]), "the round the person dealt and their put are theirs"


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_put_summarys_marks_are_a_line_of_their_own(lang):
    """The thresholds of the marks by chance to win wrapped mid-list at 80x24, "· ?? 20.0%+" alone on a line."""
    from textual.geometry import Region

    from parlour.app.screens.review_summary import ReviewSummary

    setup = TableSetup(game="put", seats=default_seats(2), settings={"target": 2})
    session = TableSession(setup, 6, records=SavedTable())
    session.start()
    play_on(session, 400, put_whenever_allowed)
    app = ParlourApp(autoplay=False, prefs=Preferences(language=lang, animation_seconds=0))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await app.push_screen(ReviewScreen(session.review(), session.setup, session.seed))
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ReviewSummary)
        legend = app.screen.query_one("#review-thresholds")
        width, height = legend.size
        lines = [strip.text.strip() for strip in legend.render_lines(Region(0, 0, width, height))]
        marks = [line for line in lines if line.startswith("✓")]
        assert marks and "??" in marks[0] and not any(line.startswith("·") for line in lines), lines
        said = " ".join(lines)  # every column's sign is explained (seen: ✓ was the one that was not)
        assert all(f"{sign} " in said for sign in ("✓", "?!", "?", "??", "=")), lines
        # what was given away: the chance to win per judged choice (a sum of chances lost read "215.5%")
        you = app.screen.review.players[0]
        row = [str(cell) for cell in app.screen.query_one("#review-summary", DataTable).get_row_at(0)]
        assert you.judged > 1 and row[3] == percent(you.cost / you.judged, 1), (row, you)
        # every column shows at 80x24, its heading and its figure (seen: the marks' last columns cut off, so the
        # marks seemed not to add up to the decisions)
        heading = next(line for line in screen_text(app).splitlines() if "✓" in line and "?!" in line)
        assert re.search(r"✓\s+\?!\s+\?\s+\?\?\s+=", heading), heading
