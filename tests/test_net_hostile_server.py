"""A server is outside text too: what a hostile or broken one sends can at most show wrong figures. Nothing it sends
reaches the player's terminal but printable text, and an update no table can have (seats beyond the table, cards
not of the deck, figures no game holds) is set aside as unreadable, never drawn or counted in the statistics."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

import pytest

from parlour.app.net.client import SeatRequest, take_seat
from parlour.app.net.protocol import ChangeNote, Error, Notice, Update, Welcome
from parlour.app.net.remote_session import MOST_CHIPS, RemoteSession
from parlour.app.net.server_messages import read_server_message
from parlour.app.seating.table_setup import STORED, TableSetup, default_seats
from parlour.rules.outcome import Outcome
from tests.net_helpers import serving

ESCAPES = "\x1b]0;PWNED\x1b\\\x1b]52;c;cm0gLXJmIH4K\x1b\\\x1b[31;5mRED\x1b[0m\x1b[2J\u202eevil\u200b\x07"
"""A window title, the clipboard (OSC 52), a colour, the screen cleared, a bidi override, a zero-width space, a
bell: what a hostile server put in every text it sent (seen: the title changed, the clipboard written)."""
UNREADABLE = "the server sent a message this Parlour cannot read: ignored"


def texts(data: Any) -> list[str]:
    """Every text in `data` (a model's dump), keys included."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [text for key, value in data.items() for text in (key, *texts(value))]
    if isinstance(data, (list, tuple)):
        return [text for item in data for text in texts(item)]
    return []


def unprintable(text: str) -> list[str]:
    return [char for char in text if unicodedata.category(char)[0] == "C"]


@pytest.fixture
async def ann():
    """Ann's seat at a served Red Dog table of two (a computer player beside her), its connection closed: her
    session then reads only what the test hands it, as from a server."""
    async with serving(pace=0.01) as (_server, address):
        setup = TableSetup(game="red_dog", seats=default_seats(2, 1))
        socket, welcome, first = await take_seat(SeatRequest(address=address, name="Ann", setup=setup))
        await socket.close()
    return RemoteSession(socket.send, welcome, first), first


def test_no_control_or_format_character_of_a_servers_message_survives_its_reading():
    error = Error(message=f"refused{ESCAPES}", rule=f"RD-6{ESCAPES}", code=f"server.x{ESCAPES}", params={"a": ESCAPES})
    notice = Notice(message=ESCAPES, code=None)
    for sent in (error, notice):
        read = read_server_message(sent.model_dump_json())
        assert all(not unprintable(text) for text in texts(read.model_dump())), read
    read = read_server_message(error.model_dump_json())
    assert isinstance(read, Error) and read.message.startswith("refused]0;PWNED") and "RED" in read.message
    assert notice_read("tab\there\nline") == "tab here line"
    assert notice_read("Борис ♠ 1\u00a0234") == "Борис ♠ 1\u00a0234", "letters, signs and spaces stay"


def notice_read(words: str) -> str:
    """A notice's words as this client reads them."""
    read = read_server_message(Notice(message=words).model_dump_json())
    assert isinstance(read, Notice)
    return read.message


@pytest.mark.parametrize(
    "text",
    [
        '{"type": "notice", "version": 6, "message": NaN}',
        '{"type": "update", "version": 6, "started": true, "host": 0, "names": [], "view": {"x": Infinity}}',
        '{"type": "notice", "version": 6, "message": "x", "params": {"n": 1' + "0" * 5000 + "}}",
        "[" * 100_000 + "]" * 100_000,
    ],
    ids=["nan", "infinity", "a 5,000-digit number", "nested 100,000 deep"],
)
def test_what_is_not_json_of_a_message_is_not_read(text):
    with pytest.raises(ValueError):
        read_server_message(text)


async def test_a_servers_words_reach_the_player_without_its_escape_codes(ann):
    session, first = ann
    said = session.receive(Error(message=f"no{ESCAPES}").model_dump_json())
    assert said is not None and not unprintable(said) and said.startswith("no]0;PWNED")
    named = first.model_copy(update={"names": (f"Ann{ESCAPES}", f"Bob{ESCAPES}")})
    assert session.receive(named.model_dump_json()) is None
    assert session.step() is not None
    assert all(not unprintable(name) for name in session.names)


def view_with(first: Update, **fields: Any) -> Update:
    return first.model_copy(update={"view": {**first.view, **fields}})


def hostile_updates(first: Update) -> dict[str, Update]:
    """Updates no table of two can send, each one thing wrong (each crashed the app, or spoiled its statistics)."""
    log = first.view.get("log", [])
    huge = ChangeNote(round_ended=True, game_over=False, before=(100, 100), after=(100, 2**63 - 1))
    lost = ChangeNote(round_ended=True, game_over=False, before=(100, 100), after=(100, -5))
    return {
        "one name for two seats": first.model_copy(update={"names": ("Solo",)}),
        "a name of 600,000 characters": first.model_copy(update={"names": ("Ann", "B" * 600_000)}),
        "a host beyond the table": first.model_copy(update={"host": 7}),
        "an away seat beyond the table": first.model_copy(update={"away": (5,)}),
        "a score per seat missing": first.model_copy(update={"scores": (100,)}),
        "a figure no game holds": first.model_copy(update={"change": huge}),
        "a stack below nothing": first.model_copy(update={"change": lost}),
        "a winner beyond the table": first.model_copy(
            update={"outcome": Outcome(finished=True, winner=9, standings=(0, 1))}
        ),
        "a view of a million players": view_with(first, players=1_000_000),
        "a view of another size of table": view_with(first, players=3, stacks=[1, 1, 1]),
        "a decision due at seat 99": view_with(first, to_act=99),
        "a dealer beyond the table": view_with(first, dealer=2),
        "a card not of the deck": view_with(first, hand=["ZZ", "3H", "KC"]),
        "an unseen card not of the deck": view_with(first, unseen=["1X"]),
        "a stack per seat missing": view_with(first, stacks=[100]),
        "a view not of the game": view_with(first, players="lots", log=log),
    }


async def test_an_update_no_table_can_have_is_set_aside_and_nothing_of_it_is_shown_or_counted(ann):
    session, first = ann
    for what, update in hostile_updates(first).items():
        assert session.receive(update.model_dump_json()) == UNREADABLE, what
        assert session.step() is None, f"{what}: nothing to show"
    good = first.model_copy(
        update={"change": ChangeNote(round_ended=False, game_over=False, before=(100, 100), after=(99, 100))}
    )
    assert session.receive(good.model_dump_json()) is None and session.step() is not None, "a table's own update"
    assert MOST_CHIPS < 2**63 // 10**6, "a million rounds' figures add up within SQLite's sums"


async def test_updates_a_server_sends_past_what_a_table_keeps_to_show_are_set_aside(ann):
    """Seen: while a round's summary held the table, a hostile server's updates piled up unshown (39,000 in 40 s:
    +250 MB; sixty of 4 MB: a gigabyte in 20 s). A table shows at most MOST_PENDING updates behind."""
    from parlour.app.net.remote_session import MOST_PENDING

    session, first = ann
    text = first.model_dump_json()
    said = [session.receive(text) for _ in range(MOST_PENDING + 5)]
    assert said[:MOST_PENDING] == [None] * MOST_PENDING
    assert said[MOST_PENDING:] == ["the server sent more updates than this table can hold: ignored"] * 5
    shown = 0
    while session.step() is not None:
        shown += 1
    assert shown == MOST_PENDING
    assert session.receive(text) is None, "room again once shown"


async def test_rounds_missed_count_once_a_table_whatever_a_server_takes_the_seat_back_for(ann):
    """Seen: a server that took the seat back over and over, each time telling 500 rounds missed: 12,000 rounds in
    this machine's statistics in 30 s. A table's seat is told of KEPT missed rounds at most, all connections."""
    from parlour.app.net.missed_rounds import KEPT
    from parlour.app.net.protocol import Missed, RoundResult

    session, _first = ann
    rounds = tuple(RoundResult(before=(100, 100), after=(99, 101), rebought=(0, 0)) for _ in range(KEPT // 2))
    told = Missed(rounds=rounds, game_over=False).model_dump_json()
    assert session.receive(told) is None
    session.taken_back(session.send_text, session.hang_up)
    assert session.receive(told) is None, "KEPT in all"
    session.taken_back(session.send_text, session.hang_up)
    assert session.receive(told) == UNREADABLE


async def test_what_a_servers_messages_say_is_shown_a_few_a_second_at_most(ann):
    """Seen: 24,000 notices in 25 s from a hostile server held the screen, and every key, for over 100 s."""
    from parlour.app.net.client import NOTICES_AT_ONCE, listen

    session, _first = ann
    notices = [Notice(message=f"notice {number}").model_dump_json() for number in range(200)]

    class Flood:
        def __aiter__(self):
            return self.flood()

        async def flood(self):
            for text in notices:
                yield text

    told: list[str] = []
    session.gone = True  # nothing to take back once the flood ends
    await listen(Flood(), session, SeatRequest(address="ws://x", name="Ann", table="0" * 16), told.append)  # type: ignore[arg-type]
    assert told[:2] == ["notice 0", "notice 1"] and len(told) <= NOTICES_AT_ONCE + 1, len(told)


@pytest.mark.parametrize(
    "welcome_changes, update_changes, what",
    [
        ({"table": "../../../../tmp/PWNED"}, {}, "a table code with a path in it"),
        ({"token": "../x"}, {}, "a token not of the protocol"),
        ({"seat": 1}, {}, "a seat the first update is not of"),
        ({}, {"names": ["Solo"]}, "a first update of another table"),
        ({}, {"host": 7}, "a host beyond the table"),
    ],
)
async def test_a_seat_a_server_gives_is_one_of_its_table_or_the_join_is_refused(welcome_changes, update_changes, what):
    """Seen: a welcome whose table code or token was not of the protocol stopped the app as it kept the token;
    a first update naming too few seats, or a host beyond the table, stopped it as the lobby drew it."""
    from websockets.asyncio.server import serve

    from parlour.app.net.client import JoinRefused

    async with serving(pace=0.01) as (_server, address):
        setup = TableSetup(game="red_dog", seats=default_seats(2, 1))
        socket, welcome, first = await take_seat(SeatRequest(address=address, name="Ann", setup=setup))
        await socket.close()
    sent_welcome = {**json.loads(welcome.model_dump_json()), **welcome_changes}
    sent_first = {**json.loads(first.model_dump_json()), **update_changes}

    async def hostile(connection):
        await connection.recv()
        await connection.send(json.dumps(sent_welcome))
        await connection.send(json.dumps(sent_first))
        await connection.wait_closed()

    async with serve(hostile, "127.0.0.1", 0) as server:
        port = server.sockets[0].getsockname()[1]
        with pytest.raises(JoinRefused):
            await take_seat(SeatRequest(address=f"ws://127.0.0.1:{port}", name="Ann", setup=setup))


async def test_a_server_that_never_gives_the_seat_is_given_up_however_much_it_says(monkeypatch):
    """Seen: a server sending a notice every 5 s and never a welcome held "Connecting…" for good (the deadline
    counted from each message). The seat is to come within SEATED_WITHIN of the request, whatever comes before."""
    import asyncio

    from websockets.asyncio.server import serve

    from parlour.app.net import client
    from parlour.app.net.client import JoinRefused

    monkeypatch.setattr(client, "SEATED_WITHIN", 0.5)

    async def chatty(connection):
        await connection.recv()
        for _ in range(100):
            await connection.send(Notice(message="wait").model_dump_json())
            await asyncio.sleep(0.1)

    async with serve(chatty, "127.0.0.1", 0) as server:
        port = server.sockets[0].getsockname()[1]
        setup = TableSetup(game="red_dog", seats=default_seats(2, 1))
        started = asyncio.get_running_loop().time()
        with pytest.raises(JoinRefused):
            await take_seat(SeatRequest(address=f"ws://127.0.0.1:{port}", name="Ann", setup=setup))
        assert asyncio.get_running_loop().time() - started < 3


async def test_a_refusal_with_figures_no_refusal_has_or_of_no_decision_sent_is_no_trouble(ann):
    """Seen: an engine's refusal whose figures held a "rule" stopped the app (a second value for the refusal's
    rule); in Russian, a malformed message's refusal whose decimal places were "x" did too; and 300 refusals of
    decisions never sent rang the bell 300 times. A decision is refused once; a refusal with figures
    its words cannot take is worded as best it can."""
    from parlour.app.words.i18n import set_language

    session, _first = ann
    none_due = Error(message="no decision is due", rule="RD-6", code="turn.none_due").model_dump_json()
    assert session.receive(none_due) is None and session.refused() is not None, "the first: shown"
    for _ in range(300):
        assert session.receive(none_due) is None and session.refused() is None, "no decision sent since: not again"
    odd = Error(message="wait", rule="RD-6", code="turn.none_due", params={"seat": 1, "rule": "x"}).model_dump_json()
    assert session.receive(odd) == "wait", "figures no refusal of the rules has: worded as the server's own"
    places: dict[str, int | str | None] = {"type": "decimal_max_places", "decimal_places": "x"}
    malformed = Error(message="x", code="server.malformed", params=places)
    for language in ("en", "ru"):
        set_language(language)
        assert isinstance(session.receive(malformed.model_dump_json()), str)
    set_language("en")


async def test_a_persons_seat_a_server_sends_with_a_strength_its_game_has_not_is_seated_here_all_the_same():
    """Seen: a host whose own seat named a strength no computer player has (a server let it through: a person's
    seat's was never checked) crashed the app of every friend who joined, which plays the other people's seats like
    computer players'. Whatever strength a person's seat carries, it is nothing here: the table is seated."""
    async with serving(pace=0.01) as (_server, address):
        setup = TableSetup(game="red_dog", seats=default_seats(3, 2))
        socket, welcome, first = await take_seat(SeatRequest(address=address, name="Ann", setup=setup))
        await socket.close()
    sent = welcome.model_dump(mode="json")
    for seat in (0, 1):
        sent["setup"]["seats"][seat]["strength"] = "nonesuch"
    hostile = read_server_message(json.dumps(sent), context=STORED)  # as the client reads a welcome
    assert isinstance(hostile, Welcome) and hostile.setup.seats[1].strength == "nonesuch"
    session = RemoteSession(socket.send, hostile, first)
    assert [(seat.human, seat.strength) for seat in session.setup.seats] == [
        (True, "sharp"),
        (False, "sharp"),
        (False, setup.seats[2].strength),
    ]


async def test_a_next_game_is_taken_only_once_this_one_is_over_and_its_seat_is_kept_at_once(ann, parlour_home):
    """`next` before the game's end is no server that follows the protocol: set aside. After it, the next game is
    kept (its seat's token among the seats kept here at once: seen, a friend who went to the menu found the seat
    held for a token he no longer had)."""
    from parlour.app.net.protocol import Next
    from parlour.app.net.seat_tokens import held_tables

    session, first = ann
    session.kept_at = "ws://example.test:8765"
    following = Next(table="0123456789abcdef", token="t" * 43).model_dump_json()
    assert "cannot read" in str(session.receive(following)) and session.next_game is None
    over = first.model_copy(update={"outcome": Outcome(finished=True, winner=0, standings=(0, 1))})
    session.receive(over.model_dump_json())
    session.receive(following)
    assert session.next_game is not None and session.next_game.table == "0123456789abcdef"
    assert held_tables("ws://example.test:8765")[0] == [("0123456789abcdef", "t" * 43)]
