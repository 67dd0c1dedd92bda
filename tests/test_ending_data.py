"""Game endings as data (issue 22): the `game_over` event carries the termination and its figure (CH-5, PU-4,
PU-7); the scenario runner's note is its English, unchanged; the log words it from the data, in English and
Russian, never from the note."""

from __future__ import annotations

import pytest

from parlour.app.games import presenter_for
from parlour.app.games.presenter import TableContext
from parlour.app.games.words import describe_common, ending_text, ending_words
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.words.i18n import _ as translated
from parlour.app.words.i18n import set_language
from parlour.rules.declarations import terminations
from parlour.rules.engine import Outcome
from parlour.rules.events import event
from parlour.rules.outcome import Ending, Termination
from parlour.rules.put.endings import PUT_SEEN, TARGET_REACHED
from tests.session_helpers import play_on

ENGLISH = {
    Termination.ROUNDS_PLAYED: "3 rounds played",
    TARGET_REACHED: "reached 3 points (PU-7)",
    Termination.ONE_HOLDER: "one player holds all the chips",
    Termination.ALL_OUT: "every player is out",
    Termination.PEOPLE_OUT: "the human players are all out",
    PUT_SEEN: "won the round after an accepted put (PU-4)",
    Termination.ENDED: "the game was ended at the table",
}
"""Each ending's note as the engines wrote it before it was data (SCENARIOS.md output: unchanged)."""


def test_ch5_pu7_every_endings_english_is_the_note_it_always_was():
    assert set(ENGLISH) == set(terminations())
    for termination, english in ENGLISH.items():
        assert Ending(termination=termination, figure=3 if "3" in english else None).english() == english


@pytest.mark.parametrize(
    "game, settings", [("put", {"target": 2}), ("red_dog", {"rounds": 2}), ("put_and_take", {"rounds": 2})]
)
def test_ch5_pu7_the_game_over_event_carries_the_ending_and_the_runner_leaves_it_out(game, settings):
    session = TableSession(
        TableSetup(game=game, seats=default_seats(3 if game != "put" else 2), settings=settings), seed=5
    )
    play_on(session, 5000)
    assert session.is_over()
    over = next(item for item in session.state.events if item.type == "game_over")
    termination = session.outcome().termination
    assert termination is not None
    assert over.ending == termination.ending(session.state.settings) == session.outcome().ending
    assert over.note == over.ending.english() and "ending" not in over.public()
    headline = presenter_for(game)(
        TableContext(names=session.setup.names, people=(0,), bottom=0, seed=5, label=str)
    ).outcome_line(session.view(0), session.outcome().model_copy(update={"reason": "not read"}))
    assert "not read" not in headline and "—" in headline


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_ending_is_worded_from_its_data(language):
    set_language(language)
    try:
        for termination in map(Termination, terminations()):
            ending = Ending(termination=termination, figure=3)
            words = ending_words(ending)
            assert words and "{" not in words
            if language == "ru":
                assert any("а" <= letter <= "я" for letter in words.lower()), words
        line = describe_common(
            event("game_over", seat=0, note="not read", ending=Ending(termination=Termination.ROUNDS_PLAYED, figure=4)),
            ("Ann",),
            str,
        )
        assert "not read" not in line and ending_words(Ending(termination=Termination.ROUNDS_PLAYED, figure=4)) in line
    finally:
        set_language("en")


def test_the_headline_and_the_log_say_the_same_ending():
    class Settings:
        rounds, target = 7, 11

    for termination in map(Termination, terminations()):
        assert ending_text(termination, Settings) == ending_words(termination.ending(Settings))
    assert ending_words(None) == ending_text(None, Settings) == "game over"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_pu4_a_seen_puts_ending_is_worded_alike_in_the_log_and_the_headline(language):
    """The log's last line said "an accepted put" where the game-over headline (the Put presenter's
    `outcome_line`), the put's dialog and the table say the put was seen."""
    set_language(language)
    try:
        assert ending_words(Ending(termination=PUT_SEEN)) == translated("a round won after the put was seen (PU-4)")
    finally:
        set_language("en")


def ended_put(steps: int) -> tuple[Outcome, str]:
    """A Put game to 3 played `steps` steps, then ended at the table (CH-5): its outcome and its headline."""
    session = TableSession(TableSetup(game="put", seats=default_seats(2), settings={"target": 3}), seed=5)
    play_on(session, steps)
    session.end()
    outcome = session.outcome()
    assert outcome.termination is Termination.ENDED
    context = TableContext(names=session.setup.names, people=(0,), bottom=0, seed=5, label=str)
    return outcome, presenter_for("put")(context).outcome_line(session.view(0), outcome)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_ch5_a_put_game_ended_at_the_table_is_never_said_to_have_reached_its_target(language):
    """Seen at a network table: the host ended a game to 3 at 1-0, and the friend read "You win the game — first
    to 3 points (PU-7)"."""
    set_language(language)
    try:
        outcome, headline = ended_put(3)
        assert ending_words(outcome.ending) in headline
        assert "PU-7" not in headline and "3" not in headline, headline
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_ch5_a_put_game_ended_level_says_why_nobody_won(language):
    """Ended at the table at 0-0 the headline read only "No winner" («Без победителя»), where the chip games say
    why: the game was ended at the table."""
    set_language(language)
    try:
        outcome, headline = ended_put(1)
        assert outcome.winner is None
        said = translated("No single winner (a tie for first place) — {reason}")
        assert headline == said.format(reason=ending_words(outcome.ending))
    finally:
        set_language("en")


@pytest.mark.parametrize("game", ["put", "red_dog"])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_ch5_a_game_the_host_ended_names_the_host_to_the_friends_and_speaks_to_the_host(game, language):
    """Seen at a network table: the host left and the friend's standings read "the game was ended at the table", as
    if somebody at his own table had. Who ended it is data (`Outcome.ended_by`); the headline names the host, and
    the host's own says "you"."""
    settings = {"target": 3} if game == "put" else {}
    session = TableSession(TableSetup(game=game, seats=default_seats(2, 2), settings=settings), seed=5)
    play_on(session, 3)
    session.end(by=0)
    outcome = session.outcome()
    assert outcome.termination is Termination.ENDED and outcome.ended_by == 0
    set_language(language)
    try:
        for viewer, words in ((1, "{who} (the host) ended the game"), (0, "you ended the game")):
            presenter = presenter_for(game)(
                TableContext(names=("Ann", "Boris"), people=(0, 1), bottom=viewer, seed=5, label=str)
            )
            presenter.speak_to(viewer)
            headline = presenter.outcome_line(session.view(viewer), outcome)
            assert translated(words).format(who="Ann") in headline, headline
            assert ending_words(outcome.ending) not in headline
    finally:
        set_language("en")
