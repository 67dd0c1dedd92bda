"""Joining a network table that is not there (issue 21): the failure in the app's words, in both languages,
the footer fitting the state (no Start without a table), and the join dialog's fields drawn as boxes."""

from __future__ import annotations

import asyncio
import errno
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import cast

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.exceptions import InvalidStatus, InvalidURI

from parlour.app.net.client import JoinRefused, SeatRequest, take_seat
from parlour.app.net.connection_words import connection_problem, place, unreadable
from parlour.app.net.limits import Limits
from parlour.app.net.protocol import VERSION
from parlour.app.net.remote_session import RemoteSession
from parlour.app.parlour_app import ParlourApp
from parlour.app.screens.join import JoinScreen
from parlour.app.screens.lobby import LobbyScreen, RemoteTable
from parlour.app.words.i18n import set_language
from tests.app_helpers import QUICK, screen_text
from tests.net_helpers import serving, until

ADDRESS = "ws://127.0.0.1:8765"
FAILURES = [
    (
        ConnectionRefusedError(errno.ECONNREFUSED, "Connect call failed ('127.0.0.1', 8765)"),
        "Nobody is hosting a table at 127.0.0.1:8765",
        "По адресу 127.0.0.1:8765 никто не открыл стол",
    ),
    (
        asyncio.TimeoutError(),
        "127.0.0.1:8765 did not answer in time",
        "127.0.0.1:8765 не отвечает: время ожидания истекло",
    ),
    (
        socket.gaierror(socket.EAI_NONAME, "Name or service not known"),
        "No computer called 127.0.0.1 was found",
        "Компьютер с именем 127.0.0.1 не найден",
    ),
    (
        OSError(errno.EHOSTUNREACH, "No route to host"),
        "127.0.0.1:8765 cannot be reached from this computer",
        "Адрес 127.0.0.1:8765 недоступен с этого компьютера",
    ),
    (
        InvalidStatus(None),  # pyright: ignore[reportArgumentType]  (only its type is worded)
        "Something answers at 127.0.0.1:8765, but it is not a Parlour server",
        "По адресу 127.0.0.1:8765 кто-то отвечает, но это не сервер Parlour",
    ),
]


async def test_a_server_too_busy_for_another_connection_says_so_in_both_languages():
    """The server answers HTTP 503 past its connections (app/net/server.py `counted`): said as busy, not as
    "not a Parlour server"."""
    async with serving(pace=0.01, keep_records=False, limits=Limits(connections_per_address=1)) as (_, address):
        async with connect(address):
            for language, words in (("en", "is busy: it takes no more connections now"), ("ru", "занят")):
                set_language(language)
                with pytest.raises(JoinRefused) as refused:
                    await take_seat(SeatRequest(address=address, name="Ann", table="0123456789abcdef"))
                assert words in str(refused.value) and place(address) in str(refused.value), str(refused.value)


@pytest.mark.parametrize(("error", "in_english", "in_russian"), FAILURES)
def test_a_failed_connection_is_said_in_the_apps_words_in_both_languages(error, in_english, in_russian):
    assert connection_problem(ADDRESS, error) == in_english
    set_language("ru")
    assert connection_problem(ADDRESS, error) == in_russian


def test_an_address_that_is_not_one_says_what_one_looks_like():
    text = connection_problem("http://x", InvalidURI("http://x", "scheme isn't ws or wss"))
    assert "http://x" in text and "ws://192.168.1.5:8765" in text


def test_the_place_is_host_and_port():
    assert place("ws://example.org") == "example.org:80"
    assert place("wss://[::1]:9000") == "[::1]:9000"


async def test_joining_where_nobody_hosts_says_so_and_offers_no_start():
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    remote = RemoteTable(SeatRequest(address=f"ws://127.0.0.1:{port}", name="Boris", table="0123456789abcdef"))
    app = ParlourApp(prefs=QUICK, remote=remote)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: "✗" in str(app.screen.query_one("#lobby-join").render()))
        lobby = cast(LobbyScreen, app.screen)
        assert isinstance(lobby, LobbyScreen)
        assert f"Nobody is hosting a table at 127.0.0.1:{port}" in str(lobby.query_one("#lobby-join").render())
        await until(pilot, lambda: "Back" in screen_text(app))  # the lobby's buttons follow the refusal
        assert "start" not in {
            active.binding.action
            for active in lobby.active_bindings.values()
            if active.enabled and lobby.check_action(active.binding.action, ()) is True
        }
        text = screen_text(app)
        assert "Errno" not in text and "Start" not in text
        assert "Back" in text and "Leave" not in text, "no seat was taken: escape goes back"
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, LobbyScreen)


async def test_the_join_dialogs_fields_are_boxes_up_and_down_go_between_them_and_typing_lands_where_typed():
    app = ParlourApp(prefs=QUICK)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen())
        await pilot.pause()
        dialog = app.screen
        fields = list(dialog.query(Input))
        assert len(fields) == 3 and all(field.styles.border_top[0] not in ("", "none") for field in fields)

        def field() -> str | None:
            return app.focused.id if app.focused else None

        assert field() == "join-code"
        await pilot.press("down")
        assert field() == "join-name"
        await pilot.press("down")
        assert field() == "join-name"
        await pilot.press("up", "up", "up")
        assert field() == "join-address"
        await pilot.press("down", *"0123456789abcdef", "down", "backspace", "x")
        assert dialog.query_one("#join-code", Input).value == "0123456789abcdef"
        assert field() == "join-name" and dialog.query_one("#join-name", Input).value == "x"


@asynccontextmanager
async def at_the_join_dialog() -> AsyncIterator[tuple[ParlourApp, Pilot, list[RemoteTable | None]]]:
    """The app at 80x24 with the join dialog open over the menu; what the dialog gives back lands in the list."""
    app = ParlourApp(prefs=QUICK)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        chosen: list[RemoteTable | None] = []
        app.push_screen(JoinScreen(), chosen.append)
        await pilot.pause()
        yield app, pilot, chosen


async def test_the_hosts_whole_join_line_pasted_as_the_code_joins_with_its_address_and_code():
    """Seen before: the field asks for the code "from the host's join line"; the line pasted whole was cut at 40
    characters and refused as no code. Pasted after the code remembered from the last table, the fields show the
    line's address and code."""
    async with at_the_join_dialog() as (app, pilot, chosen):
        line = "parlour join ws://192.168.1.5:9000 0123456789abcdef --name NAME"
        code = app.screen.query_one("#join-code", Input)
        code.value = "fedcba9876543210" + line  # after the code remembered from the last table (seen)
        await pilot.pause()
        # the fields show what the line gives (seen: the code field kept the old code and the line after it)
        assert code.value == "0123456789abcdef"
        assert app.screen.query_one("#join-address", Input).value == "ws://192.168.1.5:9000"
        await pilot.press("enter")
        await pilot.pause()
        assert len(chosen) == 1 and chosen[0] is not None, screen_text(app)
        assert (chosen[0].request.address, chosen[0].request.table) == ("ws://192.168.1.5:9000", "0123456789abcdef")


@pytest.mark.parametrize(
    "pasted",
    ["parlour join ws://192.168.1.5:9000 0123456789abcdef --name NAME", "ws://192.168.1.5:9000 0123456789abcdef"],
)
async def test_a_join_line_pasted_in_the_name_field_goes_to_the_address_and_code_and_never_names_anybody(pasted):
    """Seen: the host's join line pasted where the name goes was taken whole as the name (cut by the server to
    "ws://192.168.1.5"), or, longer than the field, vanished without a word. It goes to the fields above, said in one
    line; the name stays as typed."""
    from textual import events

    async with at_the_join_dialog() as (app, pilot, chosen):
        dialog = app.screen
        await pilot.press("down", "end", "ctrl+u", *"Vera")
        assert app.focused is dialog.query_one("#join-name", Input)
        app.post_message(events.Paste(pasted))  # as the terminal sends a paste: to the field with the focus
        await pilot.pause()
        assert dialog.query_one("#join-name", Input).value == "Vera"
        assert dialog.query_one("#join-code", Input).value == "0123456789abcdef"
        assert dialog.query_one("#join-address", Input).value == "ws://192.168.1.5:9000"
        assert "the join line, not a name: moved to the fields above" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert len(chosen) == 1 and chosen[0] is not None
        request = chosen[0].request
        assert (request.address, request.table, request.name) == ("ws://192.168.1.5:9000", "0123456789abcdef", "Vera")


async def test_a_name_longer_than_a_name_keeps_is_refused_in_the_join_dialog_in_one_line():
    """As `parlour join --name` refuses it and the setup's name fields take no more: the server cut it without a
    word ("Alexandrina Petrovna" sat down as "Alexandrina Petr")."""
    async with at_the_join_dialog() as (app, pilot, chosen):
        await pilot.press(*"0123456789abcdef", "down", "end", "ctrl+u", *"Alexandrina Petrovna", "enter")
        await pilot.pause()
        assert not chosen and "a name can be at most 16 characters long" in screen_text(app)
        await pilot.press("backspace", "backspace", "backspace", "backspace", "enter")
        await pilot.pause()
        assert len(chosen) == 1 and chosen[0] is not None and chosen[0].request.name == "Alexandrina Petr"


async def test_an_address_that_is_no_websockets_is_refused_in_the_join_dialog_though_the_code_is_good():
    async with at_the_join_dialog() as (app, pilot, chosen):
        app.screen.query_one("#join-address", Input).value = "192.168.1.5:8765"
        await pilot.press(*"0123456789abcdef", "enter")
        await pilot.pause()
        assert not chosen and "✗ give the server's address, e.g. ws://192.168.1.5:8765" in screen_text(app)


@pytest.mark.parametrize(
    ("sent", "in_english"),
    [
        (
            '{"type": "welcome", "version": 1, "seat": 0}',
            "The server at 127.0.0.1:{port} runs another Parlour (its table protocol is version 1, this one's 6): "
            "both need the same Parlour",
        ),
        (
            '{"type": "welcome", "version": 6, "whatever": 3}',
            "The server at 127.0.0.1:{port} sent a message this Parlour cannot read",
        ),
        ("not json", "The server at 127.0.0.1:{port} sent a message this Parlour cannot read"),
    ],
)
async def test_a_server_whose_messages_this_parlour_cannot_read_is_a_refusal_in_words_never_a_crash(sent, in_english):
    """A server of another Parlour (or a hostile one) answers with what this one cannot read: joining it is
    refused with words that say so (it crashed the app: a ValidationError out of the join), and a message it
    cannot read in the middle of a game is set aside with a word."""

    async def answer(socket):
        await socket.recv()
        await socket.send(sent)
        await socket.wait_closed()  # the connection stays open until the client gives up on it

    async with serve(answer, "127.0.0.1", 0) as server:
        port = server.sockets[0].getsockname()[1]
        with pytest.raises(JoinRefused) as refused:
            await take_seat(SeatRequest(address=f"ws://127.0.0.1:{port}", name="Zed", table="0123456789abcdef"))
    assert str(refused.value) == in_english.format(port=port)
    assert version_words_in_russian_name_both_numbers()


def version_words_in_russian_name_both_numbers() -> bool:
    set_language("ru")
    try:
        words = unreadable("ws://127.0.0.1:1", '{"version": 1}')
    finally:
        set_language("en")
    return "1" in words and str(VERSION) in words and "Parlour" in words


def test_a_message_a_seat_cannot_read_is_set_aside_with_a_word():
    session = RemoteSession.__new__(RemoteSession)  # nothing of a seat is needed to set a message aside
    for text in ("not json", '{"type": "update", "version": 1}', '{"type": "notice", "version": 6, "extra": 1}'):
        assert session.receive(text) == "the server sent a message this Parlour cannot read: ignored"


async def test_a_failed_join_is_tried_again_without_typing_the_code_anew():
    """The join dialog opened again holds what was last asked for: after "Nobody is hosting a table" (a wrong
    port), escape went back to the menu and the dialog had forgotten the 16-character code and the name."""
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address, code = f"ws://127.0.0.1:{port}", "0123456789abcdef"
    app = ParlourApp(prefs=QUICK)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen
        for _ in range(5):  # the menu's entry for joining
            option = menu.query_one("#menu", OptionList).highlighted_option
            if option is not None and option.id == "join":
                break
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, JoinScreen)
        fields = {field.id: field for field in app.screen.query(Input)}
        fields["join-address"].value, fields["join-code"].value, fields["join-name"].value = address, code, "Boris"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await until(pilot, lambda: "Nobody is hosting" in screen_text(app))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is menu)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, JoinScreen)
        typed = {field.id: field.value for field in app.screen.query(Input)}
        assert typed == {"join-address": address, "join-code": code, "join-name": "Boris"}
