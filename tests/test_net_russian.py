"""A network table's own refusals and notices as codes (issue 22): the server sends each with its code and figures
(app/net/server_refusals.py) beside its English, and the client words the code in the language in force
(app/net/server_words.py), never reading the English. Each code is met here through real websockets, by the
real client where a client can meet it (`take_seat`, a seat's `RemoteSession`), in English and in Russian; a
message the server cannot read is worded by Pydantic's error type, never its English."""

from __future__ import annotations

import ast
import asyncio
import errno
import gettext
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Awaitable, Callable

import pytest
from websockets.asyncio.client import connect

from parlour.app.net.client import JoinRefused, SeatRequest, take_seat
from parlour.app.net.limits import Limits
from parlour.app.net.protocol import VERSION, Error
from parlour.app.net.remote_session import RemoteSession
from parlour.app.net.server_refusals import TEMPLATES
from parlour.app.net.server_words import WORDS, server_words
from parlour.app.saving import game_files as files
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.words.i18n import DOMAIN, LOCALE_DIR, set_language
from parlour.rules.refusals import CODE
from tests.net_helpers import FakeClock, FakeSleep, serving, until, waiting_for_a_person

NET = Path(__file__).resolve().parent.parent / "app" / "net"
RUSSIAN = gettext.translation(DOMAIN, LOCALE_DIR, languages=["ru"])
Said = tuple[str | None, str | None]
"""(the code the server sent, what the client showed)."""


def setup(game: str = "red_dog", players: int = 3, people: int = 2, **settings) -> TableSetup:
    return TableSetup(game=game, seats=default_seats(players, people), settings=settings)


async def join_refused(request: SeatRequest) -> Said:
    """The real client asks for a seat and is refused: the code and the words it shows."""
    with pytest.raises(JoinRefused) as refused:
        socket, _welcome, _update = await take_seat(request)
        await socket.close()
    return refused.value.code, str(refused.value)


async def seated(address: str, name: str = "Ann", table: str | None = None):
    """The real client takes a seat (a new Red Dog table of three, two people's seats, unless `table` is given):
    its socket and its seat's session."""
    request = SeatRequest(address=address, name=name, table=table, setup=None if table else setup())
    socket, welcome, first = await take_seat(request)
    return socket, RemoteSession(socket.send, welcome, first)


async def answered(socket, session: RemoteSession | None, *messages: dict, kind: str = "error", code: str = "") -> Said:
    """Send `messages`, then the first `kind` message (of `code`, when given) as the seat's session shows it (with
    no session, as the client's words show it)."""
    for fields in messages:
        await socket.send(json.dumps({"version": VERSION, **fields}))
    while True:
        text = await asyncio.wait_for(socket.recv(), 10)
        data = json.loads(text)
        if data["type"] == kind and data.get("code", "").startswith(code):
            words = session.receive(text) if session else server_words(data["code"], data["params"], data["message"])
            return data["code"], words


async def tables_full(address: str) -> Said:
    socket, _session = await seated(address)
    return await join_refused(SeatRequest(address=address, name="Boris", setup=setup()))


async def needs_host_seat(address: str) -> Said:
    return await join_refused(SeatRequest(address=address, name="Ann", setup=setup(people=0)))


async def max_rounds(address: str) -> Said:
    return await join_refused(SeatRequest(address=address, name="Ann", setup=setup(rounds=6)))


async def max_target(address: str) -> Said:
    return await join_refused(SeatRequest(address=address, name="Ann", setup=setup("put", 2, 1, target=21)))


async def no_table(address: str) -> Said:
    return await join_refused(SeatRequest(address=address, name="Ann", table="0123456789abcdef"))


async def friend_refused(address: str, name: str = "Boris", token: str | None = None, joined: int = 0) -> Said:
    """Ann opens a table (two people's seats), `joined` friends sit down, then `name` asks for a seat."""
    _socket, session = await seated(address)
    for number in range(joined):
        await seated(address, f"Friend {number}", session.table_id)
    return await join_refused(SeatRequest(address=address, name=name, table=session.table_id, token=token))


async def seating_too_often(address: str) -> Said:
    """Ann opens a table and Boris joins it from the same address, which may take a seat twice a minute."""
    _socket, session = await seated(address)
    await seated(address, "Boris", session.table_id)
    return await join_refused(SeatRequest(address=address, name="Cleo", table=session.table_id))


async def seated_already(address: str) -> Said:
    socket, session = await seated(address)
    return await answered(socket, session, {"type": "hello", "table": session.table_id, "name": "Ann"})


async def hello_first(address: str) -> Said:
    async with connect(address) as socket:
        return await answered(socket, None, {"type": "start"})


async def no_hello(address: str) -> Said:
    async with connect(address) as socket:
        return await answered(socket, None)


async def flooding(address: str) -> Said:
    """Ann, seated, says she has read no round 60 times at once (before a seat, each would be refused as a mistake,
    and the fifth close the connection first)."""
    socket, _session = await seated(address)
    return await answered(socket, None, *[{"type": "seen", "rounds": 0}] * 60, code="server.flooding")


async def malformed(address: str) -> Said:
    socket, session = await seated(address)
    return await answered(socket, session, {"type": "act", "action": {"seat": 0, "do": "steal"}})


async def host_only(address: str, kind: str) -> Said:
    """A friend asks to start or end the game, or for the next: only the host may."""
    _host, session = await seated(address)
    socket, friend = await seated(address, "Boris", session.table_id)
    return await answered(socket, friend, {"type": kind})


async def not_started(address: str) -> Said:
    socket, session = await seated(address)
    return await answered(socket, session, {"type": "end"})


async def not_over(address: str) -> Said:
    """The host asks for the next game while this one goes on."""
    socket, session = await seated(address)
    return await answered(socket, session, {"type": "start"}, {"type": "again"})


async def wrong_seat(address: str) -> Said:
    socket, session = await seated(address)
    return await answered(socket, session, {"type": "start"}, {"type": "act", "action": {"seat": 2, "do": "forfeit"}})


async def saving(address: str, monkeypatch, code: str, server) -> Said:
    """The disk fails as the host starts the game (the table waits: a notice), then works again (another): the table
    tries again in no real time."""
    failing = {"on": False}
    real = files.write_waiting

    def write(*args):
        if failing["on"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(*args)

    monkeypatch.setattr(files, "write_waiting", write)
    socket, session = await seated(address)
    server.tables[session.table_id].sleep = FakeSleep()
    failing["on"] = True
    paused = await answered(socket, session, {"type": "start"}, kind="notice")
    failing["on"] = False
    going_on = await answered(socket, session, kind="notice")
    return paused if code == "server.paused" else going_on


async def silent_at_her_decision(address: str, server, code: str) -> Said:
    """Ann, alone at a table of two with a computer player, starts it and keeps silent at her decision past the
    table's `decide_within` (its clock a fake one: no real time): the first notice of `code` she is then told."""
    request = SeatRequest(address=address, name="Ann", table=None, setup=setup(players=2, people=1))
    socket, welcome, first = await take_seat(request)
    table, clock = server.tables[welcome.table], FakeClock()
    table.clock = clock
    await socket.send(json.dumps({"version": VERSION, "type": "start"}))
    await until(None, lambda: table.decision_since is not None and table.decision_since[0] is table.session.state)
    clock.advance(table.limits.decide_within + 1, table)
    return await answered(socket, RemoteSession(socket.send, welcome, first), kind="notice", code=code)


async def decided_for(address: str, server) -> Said:
    """Ann keeps silent at her decision: a computer player makes it."""
    return await silent_at_her_decision(address, server, "server.decided_for")


async def silent(address: str, server) -> Said:
    """Ann keeps silent as often in a row as the table's `silent_after` (1 here): decided for, then told the table
    no longer waits for her."""
    return await silent_at_her_decision(address, server, "server.silent")


async def game_over(address: str) -> Said:
    """Ann opens a table of three (two people's seats), starts it and ends it; Boris comes after its end."""
    socket, session = await seated(address)
    for kind in ("start", "end"):
        await socket.send(json.dumps({"version": VERSION, "type": kind}))
    while not session.result_received():
        session.receive(str(await asyncio.wait_for(socket.recv(), 5)))
    said = await join_refused(SeatRequest(address=address, name="Boris", table=session.table_id))
    await socket.close()
    return said


async def seat_elsewhere(address: str) -> Said:
    """Ann opens a table; the same Ann takes her seat with its token on another connection: the first is told."""
    request = SeatRequest(address=address, name="Ann", table=None, setup=setup())
    socket, welcome, first = await take_seat(request)
    again, _welcome, _first = await take_seat(
        SeatRequest(address=address, name="Ann", table=welcome.table, token=welcome.token)
    )
    said = await answered(socket, RemoteSession(socket.send, welcome, first), kind="notice")
    await again.close()
    return said


async def stood_in(address: str, server) -> Said:
    """Ann opens a Red Dog table of three (two people's seats) and starts it before Boris comes; past the table's
    wait (its clock a fake one) a computer player makes one bet for his empty seat, Ann's own made for her, and the
    table then waits for Ann again (a decision past `decide_within` is made once). Boris sits down."""
    request = SeatRequest(address=address, name="Ann", table=None, setup=setup())
    socket, welcome, _first = await take_seat(request)
    table, clock = server.tables[welcome.table], FakeClock()
    table.clock = clock
    await socket.send(json.dumps({"version": VERSION, "type": "start"}))
    await waiting_for_a_person(table)
    clock.advance(max(table.wait, table.limits.decide_within) + 1, table)
    boris = next(seat for seat in table.seats if seat != welcome.seat)
    await until(None, lambda: table.seats[boris].stood_in == 1)
    friend, session = await seated(address, "Boris", welcome.table)
    return await answered(friend, session, kind="notice")


@dataclass(frozen=True)
class Case:
    """How a client meets a code, and what it shows in English and in Russian."""

    meet: Callable[..., Awaitable[Said]]
    english: str
    russian: str
    limits: dict = field(default_factory=dict)
    keep_records: bool = False


CASES = {
    "server.needs_host_seat": Case(
        needs_host_seat,
        "a network table needs a person's seat for its host",
        "сетевому столу нужно место человека для хозяина",
    ),
    "server.tables_full": Case(
        tables_full, "this server runs 1 tables already", "на сервере уже предельное число столов: 1", {"max_tables": 1}
    ),
    "server.address_tables": Case(
        tables_full,
        "one address may open 1 tables at once",
        "предел столов, открытых с одного адреса одновременно, — 1",
        {"tables_per_address": 1},
    ),
    "server.network_tables": Case(
        tables_full,
        "the addresses of one network may open 1 tables at once",
        "предел столов, открытых с адресов одной сети одновременно, — 1",
        {"tables_per_network": 1},
    ),
    "server.tables_reserved": Case(
        tables_full,
        "the last tables are kept for people who have none: try again later",
        "последние свободные столы оставлены для тех, у кого стола ещё нет: попробуйте позже",
        {"max_tables": 3, "reserve": 2},
    ),
    "server.max_rounds": Case(
        max_rounds,
        "a network table plays 5 rounds at the most",
        "предел партий за сетевым столом — 5",
        {"max_rounds": 5},
    ),
    "server.max_target": Case(
        max_target,
        "a network table's target is 20 at the most",
        "цель игры за сетевым столом — не больше 20",
        {"max_target": 20},
    ),
    "server.seating_too_often": Case(
        seating_too_often,
        "one address may take a seat 2 times a minute: try again in a minute",
        "с одного адреса садятся за стол не чаще 2 раз в минуту: попробуйте через минуту",
        {"seatings_per_minute": 2},
    ),
    "server.seated_already": Case(
        seated_already, "this connection has a seat already", "у этого соединения уже есть место"
    ),
    "server.no_table": Case(no_table, "no table with that code here", "стола с таким кодом здесь нет"),
    "server.hello_first": Case(hello_first, "take a seat first (hello)", "сначала займите место (hello)"),
    "server.no_hello": Case(
        no_hello,
        "no hello in time: disconnected",
        "приветствие не пришло вовремя: соединение закрыто",
        {"hello_within": 0.2},
    ),
    "server.flooding": Case(
        flooding, "too many messages: disconnected", "слишком много сообщений: соединение разорвано"
    ),
    "server.malformed": Case(
        malformed,
        "not a Parlour message: act.action.do: is not one of the values this field takes",
        "это не сообщение Parlour: act.action.do: такого значения у этого поля не бывает",
    ),
    "server.token_no_seat": Case(
        lambda address: friend_refused(address, token="x" * 43),
        "that token holds no seat at this table",
        "за этим столом нет места с таким ключом",
    ),
    "server.seats_taken": Case(
        lambda address: friend_refused(address, "Vera", joined=1),
        "every person's seat at this table is taken (a seat of yours comes back from the terminal you sat down at)",
        "все места для людей за этим столом заняты (своё место можно вернуть только с того терминала, "
        "где вы за него сели)",
    ),
    "server.game_over": Case(game_over, "the game at this table is over", "игра за этим столом окончена"),
    "server.name_taken": Case(
        lambda address: friend_refused(address, "ANN"),
        "another player at this table has that name, or one that looks the same: choose another",
        "за этим столом уже есть игрок с таким же или похожим именем: выберите другое",
    ),
    "server.name_too_long": Case(
        lambda address: friend_refused(address, "Boris Borisovich1"),
        "a name is at most 16 characters: choose a shorter one",
        "имя — не длиннее 16 знаков: выберите покороче",
    ),
    "server.name_unseen": Case(
        lambda address: friend_refused(address, "\u0336\u0336"),
        "a name needs a letter, a digit or a sign that shows: choose another",
        "в имени нужна буква, цифра или другой видимый знак: выберите другое",
    ),
    "server.host_starts": Case(
        lambda address: host_only(address, "start"),
        "only the host starts the game",
        "начать игру может только хозяин стола",
    ),
    "server.host_ends": Case(
        lambda address: host_only(address, "end"), "only the host ends the game", "закончить игру может только хозяин"
    ),
    "server.not_started": Case(not_started, "the game has not started yet", "игра ещё не началась"),
    "server.host_again": Case(
        lambda address: host_only(address, "again"),
        "only the host deals the next game",
        "следующую игру сдаёт только хозяин стола",
    ),
    "server.not_over": Case(not_over, "the game at this table is not over yet", "игра за этим столом ещё не окончена"),
    "server.wrong_seat": Case(wrong_seat, "you are in seat 1, not seat 3", "ваше место — 1, а не 3"),
    "server.paused": Case(
        saving,
        "the table waits: its last move could not be saved yet",
        "стол ждёт: последний ход пока не удалось сохранить",
        keep_records=True,
    ),
    "server.going_on": Case(
        saving,
        "saving works again: the table goes on",
        "сохранение снова работает: игра продолжается",
        keep_records=True,
    ),
    "server.decided_for": Case(
        decided_for,
        "you kept the table waiting too long: a computer player made this decision for you",
        "вы слишком долго думали: это решение за вас принял компьютерный игрок",
    ),
    "server.silent": Case(
        silent,
        "the table no longer waits for you: a computer player decides for you at once until you decide or close a "
        "round's summary",
        "стол вас больше не ждёт: за вас сразу решает компьютерный игрок, пока вы сами не примете решение или не "
        "закроете итоги партии",
        limits={"silent_after": 1},
    ),
    "server.seat_elsewhere": Case(
        seat_elsewhere,
        "your seat was taken from another window: this window has left the table",
        "ваше место занято в другом окне: здесь вы вышли из-за стола",
    ),
    "server.stood_in": Case(
        stood_in,
        "while you were not at the table, a computer player made 1 decision for your seat",
        "пока вас не было за столом, компьютерный игрок принял за вас 1 решение",
    ),
}
"""Every code of the server's, how a client meets it and what it shows (the figures are the limits set)."""


@pytest.mark.parametrize("code", sorted(CASES))
@pytest.mark.parametrize("language", ["en", "ru"])
async def test_each_of_the_servers_codes_reaches_the_client_and_is_shown_in_its_language(code, language, monkeypatch):
    case = CASES[code]
    options = {"pace": 0.01, "wait": 1000, "keep_records": case.keep_records, "limits": Limits(**case.limits)}
    set_language(language)
    async with serving(**options) as (server, address):
        meet = case.meet
        if meet is saving:
            sent, shown = await saving(address, monkeypatch, code, server)
        elif meet in (decided_for, stood_in, silent):
            sent, shown = await meet(address, server)
        else:
            sent, shown = await meet(address)
    assert sent == code
    assert shown == (case.russian if language == "ru" else case.english)


def test_every_code_the_server_sends_has_words_and_a_russian_translation_and_is_met_here():
    sent = set()
    for path in NET.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if node.value.startswith("server.") and CODE.fullmatch(node.value):
                    sent.add(node.value)
    assert sent <= set(TEMPLATES), f"codes sent without an English template: {sorted(sent - set(TEMPLATES))}"
    assert set(WORDS) == set(TEMPLATES) == set(CASES)
    for code, message in WORDS.items():
        if isinstance(message, tuple):  # a counted message: its forms for one and for many
            assert RUSSIAN.ngettext(*message, 1) != message[0], f"{code}: {message!r} has no Russian"
            assert RUSSIAN.ngettext(*message, 5) != message[1], f"{code}: {message!r} has no Russian"
        else:
            assert RUSSIAN.gettext(message) != message, f"{code}: {message!r} has no Russian"


def endless_setup() -> dict:
    """A Red Dog setup as JSON with a number of rounds below 0."""
    data = setup().model_dump(mode="json")
    data["settings"]["rounds"] = -1
    return data


async def malformed_refusal(raw: str | bytes) -> dict:
    async with serving(pace=0.01, keep_records=False) as (_server, address):
        async with connect(address) as socket:
            await socket.send(raw)
            return json.loads(await asyncio.wait_for(socket.recv(), 5))


@pytest.mark.parametrize(
    "raw, english_words, russian_words",
    [
        ("not json", "the whole message: is not JSON text", "сообщение целиком: не текст JSON"),
        (b"\x00", "the whole message: is a binary frame, not JSON text", "двоичный кадр, а не текст JSON"),
        ('{"version": 6}', "the whole message: has no message type", "не указан тип сообщения"),
        ('{"version": 6, "type": "steal"}', "has a message type this server does not know", "этот сервер не знает"),
        ('{"version": 6, "type": "start", "x": 1}', "start.x: is not a field of this message", "такого поля в этом"),
        ('{"type": "start"}', "start: has no protocol version", "start: нет версии протокола"),
        ('{"version": true, "type": "start"}', "should be the protocol version, 6", "нужна версия протокола 6"),
        (
            '{"version": 1, "type": "start"}',
            "start.version: is version 1 of the table protocol, this server's is 6: both need the same Parlour",
            "версия протокола стола — 1, а у этого сервера — 6",
        ),
        (
            '{"version": 6, "type": "hello", "table": "zz", "name": "A"}',
            "hello.table: is not in this field's format",
            "записано не",
        ),
        (
            json.dumps({"version": 6, "type": "hello", "table": "0" * 16, "name": "A" * 41}),
            "hello.name: should have at most 40 characters",
            "hello.name: не длиннее 40 символов",
        ),
        (
            '{"version": 6, "type": "act", "action": {"seat": "0", "do": "bet"}}',
            "act.action.seat: should be a whole number",
            "act.action.seat: нужно целое число",
        ),
        (
            json.dumps({"version": 6, "type": "create", "name": "A", "setup": endless_setup()}),
            "create.setup.rounds: should be 0 or more",
            "create.setup.rounds: не меньше 0",
        ),
    ],
)
async def test_a_message_the_server_cannot_read_is_said_by_pydantics_error_type_never_its_english(
    raw, english_words, russian_words
):
    """(`english_words`, not `english`: a parameter of that name would stand in for conftest's `english` fixture.)"""
    sent = await malformed_refusal(raw)
    refusal = Error.model_validate(sent)
    assert refusal.code == "server.malformed" and refusal.message.startswith("not a Parlour message: ")
    pydantic_said = refusal.message.rsplit(": ", 1)[-1]
    shown = server_words(refusal.code, refusal.params, refusal.message)
    assert shown.startswith("not a Parlour message: ") and english_words in shown and pydantic_said not in shown
    set_language("ru")
    shown = server_words(refusal.code, refusal.params, refusal.message)
    assert shown.startswith("это не сообщение Parlour: ") and russian_words in shown, shown


def test_an_error_without_a_code_is_shown_as_it_came_and_a_code_this_client_does_not_know_too():
    assert server_words(None, None, "some server's own words") == "some server's own words"
    assert server_words("server.from_the_future", {"n": 1}, "words of the future") == "words of the future"
    set_language("ru")
    assert server_words("server.tables_full", {}, "this server runs 9 tables already") == (
        "на сервере уже предельное число столов: ?"
    ), "a figure that did not come reads '?'"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_text_too_short_or_too_long_says_its_limit_and_a_figure_missing_says_no_more_than_it_knows(language):
    """What mutants of the server's words showed unchecked: a name too short or too long comes with its limit (a
    plural of it in Russian); where a server of another Parlour sends no figure, the words say no more than they
    know."""
    from parlour.app.net.server_words import malformed

    set_language(language)
    short = malformed({"type": "string_too_short", "loc": "hello.name", "min_length": 1})
    long = malformed({"type": "string_too_long", "loc": "hello.name", "max_length": 40})
    bare = malformed({"type": "string_too_short", "loc": "hello.name"})
    other = malformed({"type": "greater_than", "loc": "x"})
    said = {
        "en": (
            "hello.name: should have at least 1 character",
            "hello.name: should have at most 40 characters",
            "hello.name: should have at least 0 characters",
            "x: this value is not accepted here",
        ),
        "ru": (
            "hello.name: не короче 1 символа",
            "hello.name: не длиннее 40 символов",
            "hello.name: не короче 0 символов",
            "x: такое значение здесь не подходит",
        ),
    }
    assert (short, long, bare, other) == said[language]
