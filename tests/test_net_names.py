"""Names at a network table: a friend whose name reads like markup ("[x=", "[@click=app.quit]X") joins a
`parlour host` table from `parlour join` (both apps driven by Pilot, the host's server in the host's app on
127.0.0.1): both lobbies and then both tables show the name as it is, and nobody crashes or quits. And no
two seats of one table share a name ("ann " is Ann's name), at the server and in the setup."""

from __future__ import annotations

import asyncio
import json
from typing import cast

import pytest
from pydantic import ValidationError
from websockets.asyncio.client import connect

from parlour.app.games.table_refusals import refusal
from parlour.app.net.client import SeatRequest
from parlour.app.net.protocol import VERSION
from parlour.app.net.server_refusals import NAME_TAKEN
from parlour.app.parlour_app import ParlourApp
from parlour.app.saving.preferences import Preferences
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.screens.table import TableScreen
from parlour.app.seating.table_setup import STORED, SeatSetup, TableSetup, default_seats
from parlour.app.widgets.literal import WORD_JOINER
from parlour.app.words.clean_names import clean_name, name_key
from parlour.app.words.i18n import set_language
from tests.app_helpers import QUICK, SIZE, screen_text
from tests.net_helpers import ann_opens, serving, until

TAKEN = "another player at this table has that name, or one that looks the same: choose another"


def shown(app) -> str:
    return screen_text(app).replace(WORD_JOINER, "")


@pytest.mark.parametrize(
    "name, kept", [("[x=", "[x="), ("[@click=app.quit]X", "[@click=app.quit"), ("[red]x[/red", "[red]x[/red")]
)
async def test_a_friend_named_like_markup_joins_and_everybody_sees_the_name_as_it_is(name, kept):
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={"rounds": 1})
    host = ParlourApp(
        prefs=QUICK, autoplay=False, remote=RemoteTable(SeatRequest(address="", name="Ann", setup=setup), serve_port=0)
    )
    async with host.run_test(size=SIZE) as host_pilot:
        await until(host_pilot, lambda: isinstance(host.screen, LobbyScreen) and host.screen.session is not None)
        lobby = cast(LobbyScreen, host.screen)
        assert lobby.session is not None
        friend = ParlourApp(
            prefs=QUICK,
            autoplay=False,
            remote=RemoteTable(SeatRequest(address=lobby.address, name=name, table=lobby.session.table_id)),
        )
        async with friend.run_test(size=SIZE) as friend_pilot:
            await until(
                friend_pilot, lambda: isinstance(friend.screen, LobbyScreen) and friend.screen.session is not None
            )
            await until(host_pilot, lambda: f"{kept}: here" in shown(host))
            await until(friend_pilot, lambda: f"{kept} (you): here" in shown(friend))
            await host_pilot.press("enter")
            await until(host_pilot, lambda: isinstance(host.screen, TableScreen))
            await until(friend_pilot, lambda: isinstance(friend.screen, TableScreen))
            await until(host_pilot, lambda: kept in shown(host))
            await until(friend_pilot, lambda: kept in shown(friend))
            await friend_pilot.click("#seat-1")
            await host_pilot.click("#seat-1")
            await host_pilot.pause(0.2)
            assert friend.return_code is None and host.return_code is None, "nobody crashed or quit"
            assert lobby.server is not None
            assert lobby.server.tables[lobby.session.table_id].session.setup.names[1] == kept


# -- one name a seat ------------------------------------------------------------------------------------


@pytest.fixture
async def ann_table(parlour_home):
    """A server with a Red Dog table of 4 (3 people's seats) that Ann opened: (address, code, table)."""
    async with serving(pace=0.01) as (server, address):
        host, code = await ann_opens(address, players=4, people=3)
        yield address, code, server.tables[code]
        await host.close()


async def hello(address: str, code: str, name: str, token: str | None = None) -> dict:
    """A raw client's hello; the server's first answer (welcome or error)."""
    async with connect(address) as socket:
        await socket.send(
            json.dumps(
                {
                    "version": VERSION,
                    "type": "hello",
                    "table": code,
                    "name": name,
                    **({"token": token} if token else {}),
                }
            )
        )
        return json.loads(await asyncio.wait_for(socket.recv(), 5))


@pytest.mark.parametrize(
    "name",
    # the last three look like Ann or Dmitri: a Cyrillic А, a stroke over the A, a Ukrainian і (seen: a stranger
    # seated as "Dorа" beside Dora, "Waiting for Dorа…" on her screen)
    ["ann ", "ANN", "Ａｎｎ", "  a\u200bnn", "dmitri", "Аnn", "A\u0336nn", "Dmіtri"],
)
async def test_a_friend_joining_with_another_seats_name_is_refused_and_nothing_changes(ann_table, name):
    address, code, table = ann_table
    names, seat = table.session.setup.names, table.seats[1]
    assert names == ("Ann", "Player 2", "Player 3", "Dmitri")
    answer = await hello(address, code, name)
    assert answer == {
        "version": VERSION,
        "type": "error",
        "message": TAKEN,
        "rule": None,
        "code": "server.name_taken",
        "params": {},
    }
    assert table.session.setup.names == names and seat.token is None and seat.client is None


def test_a_name_with_a_letter_like_another_names_capital_looks_the_same():
    """Seen: "Bера" (a Latin B) seated beside the host "Вера": the key folded В to в, which looks like no Latin
    letter. A letter is taken as the Latin one it or its capital looks like; names that differ stay apart."""
    from parlour.app.words.clean_names import look_alike_key

    assert look_alike_key("Bера") == look_alike_key("Вера") == look_alike_key("вера") == look_alike_key("BEPA")
    assert look_alike_key("Вера") != look_alike_key("Вова") and look_alike_key("Дмитрий") != look_alike_key("Дима")


async def test_a_name_of_its_own_is_seated_and_a_token_takes_the_seat_back_with_its_name(ann_table):
    address, code, table = ann_table
    assert (await hello(address, code, "player 2"))["type"] == "welcome", "the seat's own name is no clash"
    welcome = await hello(address, code, "Аня")  # Cyrillic, and like no other name here
    assert welcome["type"] == "welcome" and table.session.setup.names == ("Ann", "player 2", "Аня", "Dmitri")
    back = await hello(address, code, "Ann", token=welcome["token"])  # back at its seat: its name is kept
    assert back["type"] == "welcome" and back["seat"] == 2 and table.session.setup.names[2] == "Аня"


@pytest.mark.parametrize("name", ["\u0336", " \u0336\u0336 ", "\u200b", "\u2800", "\u3164", "\uffa0\u115f"])
async def test_a_name_that_shows_nothing_is_refused(ann_table, name):
    """Seen: a name of combining strokes alone seated, and drawn as nothing in the lobby."""
    address, code, table = ann_table
    answer = await hello(address, code, name)
    assert answer["code"] == "server.name_unseen", answer
    assert table.session.setup.names[1:3] == ("Player 2", "Player 3")


async def test_a_name_too_long_for_a_seat_is_refused_not_cut(ann_table):
    """Seen: names cut to a seat's 16 characters unmarked ("[bold red]Boss[/"), and "Cara and friends2" refused as
    another seat's name, "Cara and friends1" (both cut to "Cara and friends")."""
    address, code, table = ann_table
    answer = await hello(address, code, "Cara and friends1")
    assert answer["code"] == "server.name_too_long" and answer["params"] == {"n": 16}, answer
    assert answer["message"] == "a name is at most 16 characters: choose a shorter one"
    assert table.session.setup.names[1:3] == ("Player 2", "Player 3")
    assert (await hello(address, code, "Cara and friends"))["type"] == "welcome"


async def test_a_name_is_as_wide_as_sixteen_letters_at_most_and_keeps_two_marks_over_a_letter(ann_table):
    """Seen: sixteen Chinese characters (32 cells) seated, the countdown pushed off the others' prompt line; a
    Z under fifteen combining accents seated, drawn over the letters beside it. A wide character counts as two
    letters (eight of them seat); marks over a letter beyond two are dropped (Vietnamese needs two)."""
    address, code, table = ann_table
    answer = await hello(address, code, "長" * 9)
    assert answer["code"] == "server.name_too_long", answer
    assert (await hello(address, code, "長" * 8))["type"] == "welcome"
    assert (await hello(address, code, "Z" + "\u0301" * 15))["type"] == "welcome"
    assert table.session.setup.names[1:3] == ("長" * 8, "Z\u0301\u0301")
    assert clean_name("Nguyễn Ệ", "") == "Nguyễn Ệ" and clean_name("ệ".join("ab"), "") == "aệb"


async def test_a_name_s_control_characters_never_reach_the_others(ann_table):
    """A play-test's attacker: names with an escape sequence, a bell, a new line, a tab were seated, kept and sent
    to every client raw ("Esc\x1b[31mX" in the seats file and in every update's names), where a computer player's
    name in a setup was cleaned. A person's name is kept and sent as the table draws it."""
    address, code, table = ann_table
    welcome = await hello(address, code, "Esc\x1b[31mX\x07")
    assert welcome["type"] == "welcome", welcome
    assert welcome["setup"]["seats"][1]["name"] == "EscX"
    assert (await hello(address, code, "Line\nTwo\tX"))["type"] == "welcome"
    assert table.session.setup.names[1:3] == ("EscX", "LineTwoX")
    assert [place.name for place in table.seats.values()][1:3] == ["EscX", "LineTwoX"]


async def test_the_refusal_is_shown_in_the_joining_friends_language(ann_table, parlour_home):
    address, code, _table = ann_table
    set_language("ru")
    app = ParlourApp(
        prefs=Preferences(animation_seconds=0, language="ru"),
        remote=RemoteTable(SeatRequest(address=address, name="ANN", table=code)),
    )
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "уже есть игрок с таким же или похожим именем" in shown(app))


def test_the_setup_refuses_two_seats_of_one_name_in_both_languages():
    def seats(*names):
        return [SeatSetup(name=names[0], human=True), *(SeatSetup(name=name) for name in names[1:])]

    for names in (("Ann", "ANN"), ("You", "you"), ("Ann", "Bob", "Ａｎｎ "), ("Player", "  ")):
        with pytest.raises(ValidationError) as refused:
            TableSetup(game="red_dog", seats=tuple(seats(*names)))
        second = len(names)
        assert refusal(refused.value).startswith(f"seats 1 and {second} have the same name")
        set_language("ru")
        assert refusal(refused.value).startswith(f"у мест 1 и {second} одно и то же имя")
        set_language("en")
    with pytest.raises(ValidationError) as refused:  # the person's own name as shown (seen: «одно и то же имя — You»)
        TableSetup(game="red_dog", seats=tuple(seats("Bob", "You", "You")))
    set_language("ru")
    assert refusal(refused.value) == "у мест 2 и 3 одно и то же имя — Вы: каждому игроку нужно своё имя"
    set_language("en")
    assert TableSetup(game="red_dog", seats=tuple(seats("Ann", "Аnn"))).names == ("Ann", "Аnn"), "Cyrillic А is not A"
    stored = TableSetup.model_validate(
        {"game": "red_dog", "seats": [{"name": "Ann", "human": True}, {"name": "ann"}]}, context=STORED
    )
    assert stored.names == ("Ann", "ann"), "a game set up before names had to differ still loads"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_default_seats_have_names_of_their_own(language):
    set_language(language)
    for players in range(1, 11):
        for people in range(players + 1):
            names = [seat.name for seat in default_seats(players, people)]
            assert len({name_key(name) for name in names}) == players, names
            if people:  # a host's table: the computer players' names are never the host's
                taken = default_seats(players, people, taken=("bob", "ЛЕВ"))
                assert {name_key(seat.name) for seat in taken[people:]}.isdisjoint({"bob", "лев"})
                assert len({name_key(seat.name) for seat in taken}) == players


async def test_tabs_joining_with_one_name_sit_down_numbered_when_asked_to(ann_table):
    """`parlour web --join` gives every tab one name: with `number_if_taken` the second sits down as "Ann 2" (and
    a name cut to fit its number); without it the name is refused."""
    from parlour.app.net.client import JoinRefused
    from parlour.app.screens.lobby import free_seat

    address, code, table = ann_table
    with pytest.raises(JoinRefused) as refused:
        await free_seat(SeatRequest(address=address, name="Ann", table=code))
    assert refused.value.code == NAME_TAKEN and str(refused.value) == TAKEN
    sockets = []
    for name in ("Ann", "Konstantin Ivanov"):
        socket, welcome, _update = await free_seat(
            SeatRequest(address=address, name=name, table=code, number_if_taken=True)
        )
        sockets.append(socket)
    assert table.session.setup.names[:3] == ("Ann", "Ann 2", "Konstantin Ivano"), "cut to a seat's 16 letters"
    late = SeatRequest(address=address, name="Konstantin Ivanov", table=code, number_if_taken=True)
    with pytest.raises(JoinRefused):  # every people's seat is taken now
        await free_seat(late)
    for socket in sockets:
        await socket.close()
