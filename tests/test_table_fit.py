"""Red Dog (2 to 10 players) and Put (every mode) at 80x24 and 160x50, with the longest names allowed:
nothing is cut or squeezed to nothing (and at 80x24 in Russian too, whose words are longer). The log
keeps several lines, every seat keeps its lines, and every name is whole or shortened the one way
(`fit_name`: its first letters and an ellipsis)."""

from __future__ import annotations

from typing import Any, cast

import pytest
from rich.cells import cell_len
from textual.geometry import Region
from textual.widget import Widget

from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Language, Preferences
from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import NAME_LIMIT, SeatSetup, TableSetup
from parlour.app.widgets.names import fit_name
from parlour.app.widgets.seat import SeatInfo, SeatPanel
from tests.moved_tables import at_once, can_play, moved_on, sit_down

NAMES = (
    "Maximilian-Peter",
    "Bartholomew Jone",
    "Alexandrina Vost",
    "Konstantin Ivano",
    "Christopher Well",
    "Wilhelmina Stone",
    "Evangeline Marsh",
    "Fitzgerald Olive",
    "Guinevere Castle",
    "Montgomery Brown",
)
"""Ten names of the longest length allowed."""
SIZES = [(80, 24), (160, 50)]
LOG_LINES = 4
"""Lines of the log that stay readable on every table."""
CARD_MARKS = set("▮░♠♥♦♣")
"""A face-down card (compact or boxed) or a suit: a drawn card."""
PUT_MODES = [("two_player", 2), ("partners", 4), *[("free_for_all", n) for n in range(3, 7)]]


def lines_of(widget: Widget) -> list[str]:
    """The widget's lines as drawn (borders and padding included)."""
    width, height = widget.outer_size
    return [strip.text.rstrip() for strip in widget.render_lines(Region(0, 0, width, height))]


def shown_as(name: str, text: str) -> str | None:
    """How `name` appears in `text`: whole, or shortened by `fit_name`; None when it does not."""
    return next(
        (fit_name(name, cells) for cells in range(cell_len(name), 3, -1) if fit_name(name, cells) in text), None
    )


def table_setup(game: str, players: int, **settings) -> TableSetup:
    seats = tuple(SeatSetup(name=NAMES[seat], human=seat == 0) for seat in range(players))
    assert all(len(name) == NAME_LIMIT for name in NAMES)
    return TableSetup(game=game, seats=seats, settings=settings)


def table_app(game: str, players: int, language: str = "en", **settings) -> ParlourApp:
    return ParlourApp(
        start=table_setup(game, players, **settings),
        seed=7,
        autoplay=False,
        prefs=Preferences(animation_seconds=0, language=cast(Language, language)),
    )


def at_a_decision(game: str, players: int, **settings) -> TableSession:
    """The table moved on without its screen until the person decides (tests/moved_tables.py): at Red Dog, a
    bet; at Put, a card to play with a trick begun. The layout depends on the position on the table, not on the
    keys that led there."""
    ready = at_once if game != "put" else lambda session, seat: can_play(session, seat) and session.view(seat).trick
    return moved_on(table_setup(game, players, **settings), 7, ready)


def fit_app(language: str = "en") -> ParlourApp:
    return ParlourApp(autoplay=False, prefs=Preferences(animation_seconds=0, language=cast(Language, language)))


def check_table(table: TableScreen, size: tuple[int, int]) -> None:
    """The log, the seats, the middle and the prompt line all keep their room at this size."""
    log = table.query_one("#log")
    assert log.content_region.height >= LOG_LINES, f"the log has {log.content_region.height} lines at {size}"
    assert table.query_one("#center").region.height >= 4
    for panel in table.query(SeatPanel):
        assert panel.id is not None
        check_seat(panel, table.setup.names[int(panel.id.split("-")[1])])
    prompt = lines_of(table.prompt)[0]
    assert cell_len(prompt) <= table.prompt.outer_size.width


def check_seat(panel: SeatPanel, name: str) -> None:
    lines = lines_of(panel)
    assert len(lines) >= 2 and all(cell_len(line) <= panel.outer_size.width for line in lines)
    shown = shown_as(name, lines[0])
    assert shown is not None, f"{name!r} is not on its seat's first line: {lines[0]!r}"
    assert shown == name or len(shown) >= 4, f"{name!r} shortened to nothing: {shown!r}"
    assert panel.info is not None
    if panel.info.cards:
        assert CARD_MARKS & set(lines[1] + "".join(lines[2:])), f"{name}'s cards are not drawn: {lines}"


async def at_each_size(pilot, check) -> None:
    """`check(size)` at every size of SIZES in turn (the terminal resized to each: one table played on once)."""
    for size in SIZES:
        if pilot.app.size != size:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        check(size)


@pytest.mark.parametrize("players", [2, 5, 8, 9, 10])  # the layouts change at 9 seats; 2..10 were all tried
async def test_red_dog_fits(players):
    async with fit_app().run_test(size=SIZES[0]) as pilot:
        table = await sit_down(pilot, at_a_decision("red_dog", players))

        def check(size):
            check_table(table, size)
            center = "\n".join(lines_of(table.query_one("#center")))
            assert "POT" in center and "TURNED" in center, size
            assert "range" in lines_of(table.prompt)[0], size  # the bet box keeps its range in sight

        await at_each_size(pilot, check)


async def test_rd_7_the_turned_cards_title_counts_the_cards_the_row_leaves_out():
    """A play-test at ten players saw 7♦ turned in the log and not in the middle's row, which keeps the latest that
    fit, and nothing said so: the title counts every card turned when the row leaves some out."""
    session = moved_on(table_setup("red_dog", 10), 0)  # seed 0: eight cards turned before the person's first bet
    turned = len(session.state.turned)
    assert turned == 8
    async with fit_app().run_test(size=SIZES[0]) as pilot:
        table = await sit_down(pilot, session)
        for size in SIZES:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            lines = lines_of(table.query_one("#center"))
            title = next(line for line in lines if "TURNED" in line)
            kept = sum("\n".join(lines).count(suit) for suit in "♠♥♦♣")  # a card's suit once in its box
            if kept < turned:
                assert f"TURNED {turned}" in title, (size, title)
            else:
                assert "TURNED" in title and f"TURNED {turned}" not in title, (size, title)


def trick_of(table: TableScreen) -> tuple:
    """The plays the Put table's middle shows."""
    return cast(Any, table.query_one("#center")).info.trick  # the game's centre widget


@pytest.mark.parametrize("mode, players", PUT_MODES)
async def test_put_fits(mode, players):
    async with fit_app().run_test(size=SIZES[0]) as pilot:
        table = await sit_down(pilot, at_a_decision("put", players, mode=mode))
        assert trick_of(table), "no trick on the table"

        def check(size):
            check_table(table, size)
            center: Any = table.query_one("#center")  # the game's centre widget, with its `info`
            text = "\n".join(lines_of(center))
            assert all(cell_len(line) <= center.outer_size.width for line in text.splitlines()), size
            for player, _ in center.info.trick:  # under or beside its card: whole or shortened, never cut
                assert shown_as(player, text) is not None, f"{player!r} missing from the trick at {size}:\n{text}"
            for entry, _ in center.info.scores:
                for player in entry.split(" & "):
                    assert shown_as(player, text) is not None, f"{player!r} missing from the score at {size}:\n{text}"

        await at_each_size(pilot, check)


@pytest.mark.parametrize("players", [5, 10])
async def test_red_dog_fits_in_russian(players):
    async with fit_app("ru").run_test(size=(80, 24)) as pilot:
        table = await sit_down(pilot, at_a_decision("red_dog", players))
        check_table(table, (80, 24))
        center = "\n".join(lines_of(table.query_one("#center")))
        assert "БАНК" in center and "ОТКРЫТЫ" in center
        assert "в пределах" in lines_of(table.prompt)[0]  # the bet box keeps its range in sight


@pytest.mark.parametrize("mode, players", [("partners", 4), ("free_for_all", 6)])
async def test_put_fits_in_russian(mode, players):
    async with fit_app("ru").run_test(size=(80, 24)) as pilot:
        table = await sit_down(pilot, at_a_decision("put", players, mode=mode))
        assert trick_of(table), "no trick on the table"
        check_table(table, (80, 24))
        center = table.query_one("#center")
        assert all(cell_len(line) <= center.outer_size.width for line in lines_of(center))


async def test_a_crowded_red_dog_seat_keeps_its_status_in_sight_in_russian():
    """Ten seats at 80x24: the status after a seat's cards («выигрыш 1 · взнос 1») is shown, cut with an ellipsis
    where it is too long, never left out while five cells or more are free (its figure counts the ante too)."""
    async with fit_app("ru").run_test(size=(80, 24)) as pilot:
        table = await sit_down(pilot, at_a_decision("red_dog", 10))
        crowded = [
            panel for panel in table.query(SeatPanel) if panel.size.height == 2 and cast(SeatInfo, panel.info).notes
        ]
        assert crowded
        for panel in crowded:
            cards_line = lines_of(panel)[1]
            assert (
                panel.status_text(cast(SeatInfo, panel.info))[:3] in cards_line
                or cards_line.endswith("…")
                or panel.size.width - len(cards_line) < 5 + 2
            ), cards_line


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_a_put_and_take_hand_with_its_matches_keeps_to_its_line_with_six_players(language):
    """Six players at 80x24 (PT-6: a match is picked out in brackets): a hand whose matches are bracketed
    stays on the seat's card line, so its status line ("last card -2") stays below it, not written over."""
    from parlour.app.widgets.seat import SeatInfo

    app = table_app("put_and_take", 6, language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        seats = [panel for panel in app.screen.query(SeatPanel) if "opponent" in panel.classes]
        assert len(seats) == 5 and all(panel.size.height == 3 for panel in seats)
        hands = [("4H", "TD", "9H", "5H", "AC"), ("TD", "TH", "TS", "TC", "QC")]
        for panel, cards in zip(seats, hands):
            panel.info = SeatInfo(
                name="Bob", stack="97", cards=cards, highlights=frozenset(cards[1:3]), status="last card -2"
            )
        await pilot.pause()
        for panel, cards in zip(seats, hands):
            head, row, status = lines_of(panel)
            assert status.strip() == "last card -2", (row, status)
            assert cell_len(row) <= panel.outer_size.width
            assert row.count("[") == 2 or row.endswith("…"), row
        first_row = lines_of(seats[0])[1]
        assert all(card in first_row for card in ("4♥", "[10♦]", "9♥", "5♥")), first_row


def test_a_name_ending_in_a_number_keeps_the_number_when_it_is_cut():
    """Seen under a trick of Put for two against two with two people at the keyboard: "Игрок…" and "Игрок…", the
    default names ("Игрок 1", "Игрок 3") cut to six cells. The number, all that tells them apart, stays."""
    assert fit_name("Игрок 1", 6) == "Игро…1" and fit_name("Player 12", 6) == "Pla…12"
    assert fit_name("Игрок 1", 7) == "Игрок 1", "a name that fits is whole"
    assert fit_name("Konstantin Ivanov", 10) == "Konstanti…" and fit_name("Room 101", 4) == "Roo…"
