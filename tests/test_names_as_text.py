"""Player names (and any outside text) are drawn as text, never read as markup: properties over thousands of
generated names, markup fragments and all (`[x=`, `[@click=app.quit]`, `[$accent]`, `\\[`, unclosed tags,
`$variables`), combining marks, right-to-left text, look-alikes, emoji and wide characters.

- `literal` (app/widgets/literal.py) puts any text into any line of markup and it is drawn exactly.
- Every game's words about the seats (the log, the status and prompt lines, the middle, the seats' notes,
  the put and its answers, the round summary, the standings, the game-over headline), in English and in
  Russian, read the same with any names as with plain ones, each name standing where the plain one stood:
  no name adds, hides or styles anything. Markup lines are read as Textual reads them, strictly (a line
  that does not parse fails the test rather than falling back to plain text).
- On screen (in one running app): a seat's panel and the lobby's list of seats show any name as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.text import Text
from textual._context import active_app
from textual.content import Content
from textual.style import Style

from parlour.app.games import presenter_for
from parlour.app.games.presenter import TableContext
from parlour.app.games.put import phrases as put_words
from parlour.app.games.put.refusals import refusal as put_refusal
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_seat import Change
from parlour.app.seating.table_setup import SeatSetup, TableSetup
from parlour.app.widgets.literal import WORD_JOINER, content, literal, rich_text
from parlour.app.words.clean_names import clean_name, name_key
from parlour.app.words.i18n import _, set_language
from tests.app_helpers import QUICK

FRAGMENTS = (
    "[",
    "]",
    "[/",
    "[/]",
    "[x=",
    "[a=b",
    "[@click=app.quit]",
    "[@click=app.quit]X",
    "[$accent]",
    "$accent",
    "[red]x[/red",
    "[b]",
    "[/b]",
    "\\",
    "\\[",
    "\\\\[",
    "[dim",
    "[link=x]",
    "{who}",
    "{0}",
    "%s",
    "$who",
    "e\u0301",
    "\u0308",
    "\u202e",
    "\u200f",
    "שלום",
    "مرحبا",
    "А",
    "A",
    "Ａｎｎ",
    "😀",
    "👨\u200d👩\u200d👧",
    "漢字",
    "ｗｉｄｅ",
    " ",
    "·",
)
"""Pieces of names: markup and template fragments, combining marks, right-to-left text and marks,
look-alikes (Cyrillic А, Latin A), full-width letters, emoji, wide CJK."""
RAW = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=3)), min_size=1, max_size=6).map("".join)
"""Any text a friend might join with, up to the protocol's 40 characters."""
PLACEHOLDERS = tuple(f"Zq{seat}Zq" for seat in range(10))
"""Plain names: what the same lines read like with names that cannot be markup."""
RESERVED = {"you", "вы"}
"""Names the sentences treat as the person called You (another verb form): left out of the comparison."""

NOT_YET = "{name}: not here yet"


def table_name(raw: str) -> str:
    return clean_name(raw, "")


NAME = RAW.map(table_name).filter(lambda name: name and name_key(name) not in RESERVED and "zq" not in name_key(name))
"""A name as a seat keeps it (cleaned: app/words/clean_names.py)."""
TEXT = st.text(st.characters(exclude_categories=("Cc", "Cs")), max_size=12)
"""Outside text of any kind, not cleaned (control characters aside: Textual drops them from any line)."""


_normalize_tag = Style._normalize_markup_tag
_normalized_tags = cache(_normalize_tag)


def _normalize_tag_once(text_style: str) -> str:
    """Textual's normalised form of a markup tag, computed once per tag while no app runs: without an app it is a
    pure function of the tag (`Style._normalize_markup_tag`: the tag's style parsed without CSS variables, or
    the tag itself if it does not parse), and parsing the same few tags again took four fifths of these
    properties' time. With an app running, its variables count: Textual's own, each time."""
    try:
        active_app.get()
    except LookupError:
        return _normalized_tags(text_style)
    return _normalize_tag(text_style)


@pytest.fixture(autouse=True)
def tags_normalized_once(monkeypatch):
    """Every markup line below is still read by Textual's own parser, strictly; only the tags' normal forms are
    remembered (`_normalize_tag_once`)."""
    monkeypatch.setattr(Style, "_normalize_markup_tag", staticmethod(_normalize_tag_once))


# -- the helper --------------------------------------------------------------------------------------------------


AROUND_A_NAME = (("", ""), ("[b]", "[/b]"), ("[b $accent]x ", "[/] y"), ("[dim]", "[/]"), ("[headline]", ""))
"""Markup a name is put into: none, a style, a style with a variable and text either side, closed by [/], unclosed."""


@cache
def plain_around_a_name(before: str, after: str) -> str:
    """The line's text with the plain name NAME (the same for every example: computed once)."""
    return Content.from_markup(f"{before}NAME{after}").plain


@settings(max_examples=600, deadline=None)
@given(text=st.one_of(TEXT, RAW.filter(lambda raw: not any(ord(ch) < 32 for ch in raw))))
def test_literal_text_is_drawn_as_it_is_in_any_line_of_markup(text: str) -> None:
    shown = text + (WORD_JOINER if text.endswith("\\") else "")
    for before, after in AROUND_A_NAME:
        line = Content.from_markup(f"{before}{literal(text)}{after}")  # strict: raises on bad markup
        expected = plain_around_a_name(before, after).replace("NAME", shown)
        assert line.plain == expected
        assert rich_text(f"{before}{literal(text)}{after}").plain == expected


def test_markup_that_does_not_parse_is_shown_as_plain_text() -> None:
    assert content("[b][x=[/b]").plain == "[b][x=[/b]"
    assert content("[b]Ann[/b]").plain == "Ann"


# -- every game's words -------------------------------------------------------------------------------------------


@dataclass
class Moment:
    """One moment of a game as a seat sees it, and what the last move did."""

    view: Any
    change: Change | None
    outcome: Any = None


TABLES = {
    "put (two)": ("put", 2, {}),
    "put (partners)": ("put", 4, {"mode": "partners"}),
    "red dog": ("red_dog", 4, {"rounds": 2}),
    "put and take": ("put_and_take", 4, {"rounds": 2}),
}
MOMENTS = 60
"""Moments kept of each game (spread over the whole game)."""


def play(game: str, players: int, settings_: dict) -> list[Moment]:
    """A whole game with one person (seat 0, always the first choice) and computer players, seen from seat 0."""
    seats = [SeatSetup(name="You", human=True), *(SeatSetup(name=f"C{seat}") for seat in range(1, players))]
    session = TableSession(TableSetup(game=game, seats=tuple(seats), settings=settings_), seed=11)
    moments = []
    while not session.is_over() and len(moments) < 5000:
        person = session.person_to_act()
        change = session.step() if person is None else session.act(person, session.view(0).legal[0].action())
        moments.append(Moment(session.view(0), change))
    moments[-1].outcome = session.outcome() if session.is_over() else None
    step = max(1, len(moments) // MOMENTS)
    kept = [moment for index, moment in enumerate(moments) if index % step == 0 or moment.change.round_ended]
    return kept + [moments[-1]]


@pytest.fixture(scope="module")
def games() -> dict[str, tuple[str, list[Moment]]]:
    return {key: (game, play(game, players, settings_)) for key, (game, players, settings_) in TABLES.items()}


def lines(game: str, names: tuple[str, ...], moment: Moment) -> list[tuple[str, str]]:
    """Everything a table says of `moment` that may name a seat, as (how it is read, text): "markup" or "text"."""
    presenter = presenter_for(game)(TableContext(names=names, people=(0,), bottom=0, seed=3, label=str))
    view = moment.view
    said: list[tuple[str, Any]] = [
        ("markup", presenter.status(view, True)),
        ("markup", presenter.next_step(view, True)),
    ]
    if view.to_act is not None:
        said += [("markup", presenter.thinking(view, True)), ("markup", presenter.thinking(view, False))]
    said += [("text", presenter.log_line(event)) for event in view.log]
    for seat in range(len(names)):
        info = presenter.seat_info(view, seat)
        said += [("text", info.name), ("text", info.status), ("text", " · ".join(info.notes)), ("text", info.tag)]
    said += center_lines(presenter.center_info(view))
    if moment.change is not None and moment.change.round_ended:
        said += [("markup", presenter.summary_title(view))]
        said += [
            ("text", " ".join(row)) for row in presenter.summary_rows(view, moment.change.before, moment.change.after)
        ]
    if moment.outcome is not None:
        assert moment.change is not None  # the game's end comes with its change
        said += [("markup", presenter.outcome_line(view, moment.outcome))]
        said += [("text", " ".join(row)) for row in presenter.standings_rows(view, moment.outcome, moment.change.after)]
    if game == "put":
        said += put_lines(view, names)
    return [(kind, text) for kind, text in said if text]


def center_lines(info: Any) -> list[tuple[str, str]]:
    """The middle of the table: a Put trick's title and players, the banner, the tricks, the score; a Red Dog
    headline."""
    said = []
    for field, value in vars(info).items():
        if field == "banner":
            said += [("rich", line) for line in value]
        elif field == "headline":
            said.append(("rich", value))
        elif field in ("title", "history"):
            said += [("text", "".join(value) if field == "title" else " / ".join(value))]
        elif field in ("trick", "scores"):
            said += [("text", " ".join(f"{name} {other}" for name, other in value))]
    return said


def put_lines(view: Any, names: tuple[str, ...]) -> list[tuple[str, str]]:
    """Put's own sentences: the put, the round's result, what an answer means, the answers, the next step."""
    said = [
        ("markup", put_words.put_headline(view, names) or ""),
        ("markup", put_words.next_step(view, names)),
        ("markup", put_refusal(view, "put", set(), names) or ""),
    ]
    if view.round_result is not None:
        said.append(("markup", put_words.round_result(view, names)))
    if view.putter is not None and view.seat != view.putter:
        said += [
            ("markup", line) for line in (*put_words.answer_meanings(view, names), *put_words.answer_facts(view, names))
        ]
    return said


def drawn(kind: str, text: str) -> str:
    """What a line shows: text as it is; markup read strictly, as Textual (or the table's Rich middle) draws it."""
    if kind == "text":
        return text
    if kind == "rich":
        return rich_text(text).plain
    return Content.from_markup(text).plain


TABLE = st.lists(NAME, min_size=4, max_size=4, unique_by=name_key)
baselines: dict[tuple, list[str]] = {}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(names=TABLE, language=st.sampled_from(["en", "ru"]), data=st.data())
def test_every_game_says_any_name_as_it_is(games, names: list[str], language: str, data) -> None:
    set_language(language)
    for key, (game, moments) in games.items():
        players = TABLES[key][1]
        table = ("You", *names[: players - 1])
        plain = ("You", *PLACEHOLDERS[: players - 1])
        for index in data.draw(st.lists(st.integers(0, len(moments) - 1), min_size=3, max_size=3), label=key):
            moment = moments[index]
            baseline = baselines.get((key, index, language))
            if baseline is None:
                baseline = baselines[(key, index, language)] = [drawn(*said) for said in lines(game, plain, moment)]
            shown = [drawn(*said).replace(WORD_JOINER, "") for said in lines(game, table, moment)]
            assert shown == [with_names(line, table) for line in baseline], (key, index)


def with_names(line: str, names: tuple[str, ...]) -> str:
    for placeholder, name in zip(PLACEHOLDERS, names[1:]):
        line = line.replace(placeholder, name)
    return line


def test_the_names_reach_the_lines_compared(games) -> None:
    """The comparison above is not empty: every placeholder name is said somewhere in each game."""
    for key, (game, moments) in games.items():
        players = TABLES[key][1]
        plain = ("You", *PLACEHOLDERS[: players - 1])
        everything = " ".join(drawn(*said) for moment in moments for said in lines(game, plain, moment))
        assert all(name in everything for name in plain[1:]), key
        assert plain[1] in " ".join(
            drawn(kind, text) for moment in moments for kind, text in lines(game, plain, moment) if kind != "text"
        ), key


# -- on screen -------------------------------------------------------------------------------------------------------


def bold_runs(rendered) -> list[str]:
    """The runs in bold of a rendered Text or Content, in order (the word joiners a long name's wrapping adds left
    out)."""
    return [
        rendered.plain[span.start : span.end].replace(WORD_JOINER, "")
        for span in rendered.spans
        if {"b", "bold"} & set(str(span.style).split())
    ]


def test_the_lobby_shows_a_name_in_bold_beside_its_own_words() -> None:
    """A play-test joined a lobby as "Alice (the host)" beside the real host Alice, and as "Bob (you)" beside Bob:
    the lines read alike. A name is in bold, the lobby's own words are not."""
    from types import SimpleNamespace

    from rich.text import Text as RichText

    from parlour.app.screens.lobby import seat_lines

    session = SimpleNamespace(
        names=("Bob", "Alice", "Alice (the host)", "Bob (you)"),
        people=(0, 1, 2, 3),
        away=set(),
        seat=0,
        been_here={0, 1, 2, 3},
        host_seat=1,
    )
    text = RichText.from_markup(seat_lines(session))  # pyright: ignore[reportArgumentType]  (what seat_lines reads)
    assert text.plain.splitlines() == [
        "  Bob (you): here",
        "  Alice (the host): here",
        "  Alice (the host): here",
        "  Bob (you): here",
    ]
    assert bold_runs(text) == ["Bob", "Alice", "Alice (the host)", "Bob (you)"]


async def test_a_seat_and_the_lobby_show_any_name_as_it_is() -> None:
    """Hundreds of names through a seat's panel (its headline, notes and status) and the lobby's list of seats,
    in one running app."""
    from types import SimpleNamespace

    from parlour.app.parlour_app import ParlourApp
    from parlour.app.screens.lobby import seat_lines
    from parlour.app.screens.table import TableScreen
    from parlour.app.widgets.literal import SafeStatic
    from parlour.app.widgets.seat import SeatInfo, SeatPanel

    setup = TableSetup(game="red_dog", seats=(SeatSetup(name="You", human=True), SeatSetup(name="Bob")))
    app = ParlourApp(start=setup, seed=1, prefs=QUICK, autoplay=False)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        panel = app.screen.query_one("#seat-1", SeatPanel)
        line = app.screen.query_one("#table-message", SafeStatic)

        @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))  # pyright: ignore[reportArgumentType]  (every check: the enum's members)
        @given(names=st.lists(NAME, min_size=3, max_size=3, unique_by=name_key), away=st.booleans())
        def show(names: list[str], away: bool) -> None:
            name, other, third = names
            panel.info = SeatInfo(name=name, stack="12", status=other, delta=3, role="DEALER")
            text = panel.render()
            assert isinstance(text, Text) and name in text.plain and other in text.plain
            session = SimpleNamespace(
                names=("You", *names),
                people=(0, 1, 2),
                away={2} if away else set(),
                seat=0,
                been_here={0, 1},
                host_seat=1,
            )
            line.update(seat_lines(session))  # pyright: ignore[reportArgumentType]  (what seat_lines reads of a session)
            shown = str(line.render()).replace(WORD_JOINER, "")
            assert bold_runs(line.render()) == ["You", name, other, third]
            assert shown.splitlines() == [
                f"  {_('{name}: here').format(name='You')}",  # "You" said once, not "You (you)"
                f"  {_('{name}: here').format(name=_('{name} (the host)').format(name=name))}",
                f"  {_(NOT_YET if away else '{name}: here').format(name=other)}",
                f"  {_('{name}: computer player').format(name=third)}",
            ]

        show()
        assert app.return_code is None
