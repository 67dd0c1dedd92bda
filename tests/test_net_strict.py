"""The table server reads a client's messages strictly, over real websockets on 127.0.0.1: `true` is no 1-chip
bet, "1" and "2" are no numbers, 1.0 is no whole number, a message says its version, and a binary frame is no
message whatever it holds. Each is refused with an `error` and the table stays as it was; the same decision
written correctly is taken."""

from __future__ import annotations

import asyncio
import json
from typing import Any, Callable, cast

import pytest
from pydantic import ValidationError
from websockets.asyncio.client import connect

from parlour.app.net.protocol import CLIENT_MESSAGE, VERSION, Act, Create, read_client_message
from parlour.app.net.server import TableServer, malformed
from parlour.app.net.server_refusals import MALFORMED, MESSAGE_LIMIT, malformed_params
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.rules.actions import Action
from parlour.rules.games import all_games
from parlour.rules.settings import setting_fields
from tests.net_helpers import until


@pytest.fixture
async def server(parlour_home):
    tables = TableServer(pace=0.01, wait=30.0)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(tables.serve(port=0, ready=ready))
    yield tables, f"ws://127.0.0.1:{await ready}"
    task.cancel()
    for running in list(tables.tasks):
        running.cancel()


async def receive(socket, kind: str, where=lambda data: True) -> dict:
    async def wanted():
        while True:
            data = json.loads(await socket.recv())
            if data["type"] == kind and where(data):
                return data

    return await asyncio.wait_for(wanted(), 5.0)


def bet(seat, amount, version=VERSION) -> str:
    """Seat `seat` bets `amount`, in a message of this `version` (None: none said)."""
    message = {"type": "act", "action": {"seat": seat, "do": "bet", "amount": amount}}
    return json.dumps(message if version is None else {"version": version, **message})


def bet_with(seat, **extra) -> str:
    """Seat `seat` bets 1, its action naming `extra` too (what a bet does not name)."""
    return json.dumps({"version": VERSION, "type": "act", "action": {"seat": seat, "do": "bet", "amount": 1, **extra}})


BAD: dict[str, Callable[[int], str | bytes]] = {
    "true for 1 chip": lambda seat: bet(seat, True),
    "a string amount": lambda seat: bet(seat, "1"),
    "a string seat": lambda seat: bet(str(seat), 1),
    "a float amount": lambda seat: bet(seat, 1.0),
    "no version": lambda seat: bet(seat, 1, version=None),  # pyright: ignore[reportArgumentType]  (on purpose)
    "true for version 1": lambda seat: bet(seat, 1, version=True),
    "another Parlour's version": lambda seat: bet(seat, 1, version=VERSION - 1),
    "a binary frame": lambda seat: bet(seat, 1).encode(),
    "a card beside the amount": lambda seat: bet_with(seat, card="AS"),
    "4 KB of text as a card": lambda seat: bet_with(seat, card="\x1b]0;pwned\x07" + "Z" * 3800),
}
"""Each way of writing "seat S bets 1" that the server refuses (a lax reading would take it)."""


async def a_persons_bet(address: str, tables: TableServer):
    """A Red Dog table of 3 (2 people) started, waiting for a person's bet of 1 up: (table, seat, their socket)."""
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    host, friend = await connect(address), await connect(address)
    await host.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
    welcome = await receive(host, "welcome")
    await friend.send(json.dumps({"version": VERSION, "type": "hello", "table": welcome["table"], "name": "Boris"}))
    await receive(friend, "welcome")
    await host.send(json.dumps({"version": VERSION, "type": "start"}))
    table = tables.tables[welcome["table"]]
    # the table waits for a connected person: nothing moves until they decide
    await until(None, lambda: table.session.person_to_act() is not None)
    seat = table.session.person_to_act()
    assert any(choice.do == "bet" and choice.low == 1 for choice in table.session.engine.choices(table.session.state))
    return table, seat, host if seat == welcome["seat"] else friend


@pytest.mark.parametrize("written", BAD.values(), ids=BAD.keys())
async def test_a_loosely_written_decision_is_refused_and_the_same_written_right_is_taken(server, written):
    tables, address = server
    table, seat, socket = await a_persons_bet(address, tables)
    state, scores, moves = table.session.state, table.session.scores(), len(table.session.moves)

    await socket.send(written(seat))
    error = await receive(socket, "error")
    assert error["message"].startswith("not a Parlour message")
    await asyncio.sleep(0.05)
    assert table.session.state is state and table.session.scores() == scores and len(table.session.moves) == moves

    await socket.send(bet(seat, 1))
    assert await receive(socket, "update", where=lambda data: data["change"] is not None)
    assert seat is not None
    assert table.session.moves[moves] == Action(seat=seat, do="bet", amount=1)


async def test_a_binary_frame_counts_as_a_malformed_message(server):
    from parlour.app.net.server import MAX_STRIKES

    tables, address = server
    table, seat, socket = await a_persons_bet(address, tables)
    for _ in range(MAX_STRIKES):
        await socket.send(bet(seat, 1).encode())
    await asyncio.wait_for(socket.wait_closed(), 5.0)
    assert socket.close_code == 1008


def test_the_apps_own_messages_read_strictly_for_every_game_and_variant():
    """What the app sends (app/net/client.py and remote_session.py build the messages from the protocol models)
    passes the strict reading: every game, every setting at each of its choices, a chip's value in money."""
    for game in all_games():
        engine = game.engine()
        for field in setting_fields(game.settings_model()):
            values = [choice[0] for choice in field.choices] or {
                "bool": [False, True],
                "int": [field.default, field.default + 1],
                "float": [field.default, 0.5],
            }[field.kind]
            for value in values:
                sent = 0
                for players in range(engine.min_players, engine.max_players + 1):
                    try:
                        setup = TableSetup(
                            game=game.id,
                            seats=default_seats(players, 2),
                            settings={field.key: value},
                            chip_value={"amount": "0.10", "currency": "EUR"},  # pyright: ignore[reportArgumentType]  (validated)
                        )
                    except ValueError:
                        continue  # a table the setup screen refuses: the app never sends it
                    text = Create(setup=setup, name="Ann").model_dump_json()
                    assert cast(Create, read_client_message(text)).setup == setup
                    sent += 1
                assert sent, (game.id, field.key, value)
    action = Act(action=Action(seat=1, do="bet", amount=5))
    assert read_client_message(action.model_dump_json()) == action
    assert CLIENT_MESSAGE.validate_json(action.model_dump_json()) == action


@pytest.mark.parametrize("seat", [1, 0], ids=["a computer player's", "the host's own"])
async def test_a_computer_strength_the_game_does_not_have_is_refused_and_the_server_goes_on(server, seat):
    """Red Dog has no "expert" (only two-handed Put has one): a `create` asking for it is refused with an error
    that does not repeat it (it crashed the table's creation), and the next `create` is served. A person's seat
    too: a friend's app plays it like a computer player's (a host's seat of a strength nobody has crashed every
    friend's app as he joined)."""
    _tables, address = server
    setup = TableSetup(game="red_dog", seats=default_seats(3, 1)).model_dump(mode="json")
    setup["seats"][seat]["strength"] = "expert"
    async with connect(address) as socket:
        await socket.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
        refused = await receive(socket, "error")
        assert "no such computer player" in refused["message"] and "expert" not in json.dumps(refused), refused
        setup["seats"][seat]["strength"] = "casual"
        await socket.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
        await receive(socket, "welcome")


async def test_a_message_of_another_protocol_version_is_refused_naming_both(server):
    """A Parlour of version 1 (no refusal codes, no endings as data) cannot play with this one: its message is
    refused with both versions named, not merely "should be 2"."""
    _tables, address = server
    async with connect(address) as socket:
        await socket.send(json.dumps({"version": VERSION - 1, "type": "hello", "table": "0" * 16, "name": "Ann"}))
        message = (await receive(socket, "error"))["message"]
    assert f"version {VERSION}" in message and f"is {VERSION - 1}" in message and "same Parlour" in message


@pytest.mark.parametrize(
    "raw, params, where",
    [
        ("not json", {"type": "json_invalid", "loc": ""}, "message"),
        (
            json.dumps({"version": VERSION, "type": "hello", "table": "0" * 16, "name": "A" * 41}),
            {"type": "string_too_long", "loc": "hello.name", "max_length": 40},
            "hello.name",
        ),
    ],
)
def test_a_malformed_messages_refusal_is_pydantics_type_place_and_figures(raw, params, where):
    """What a malformed message's refusal carries, without sockets: Pydantic's error type, where (the whole message
    when nowhere in it), and the figures of its context (JSON's own complaint, `error`, left out: a library's
    English); the server's English says where too, for clients that do not word the code."""
    with pytest.raises(ValidationError) as error:
        read_client_message(raw)
    refusal = malformed(error.value)
    assert refusal.code == MALFORMED and refusal.params == params
    assert str(refusal).startswith(f"not a Parlour message: {where}: ")


@pytest.mark.parametrize(
    "action, problem",
    [
        ({"seat": 1, "do": "forfeit", "amount": 10**30}, "not_named"),
        ({"seat": 1, "do": "put", "amount": 5}, "not_named"),
        ({"seat": 1, "do": "fold", "card": "AS"}, "not_named"),
        ({"seat": 1, "do": "bet", "amount": 2, "card": "AS"}, "not_named"),
        ({"seat": 1, "do": "play", "card": "Z" * 3800}, "not_a_card"),
        ({"seat": 1, "do": "play", "card": "10H"}, "not_a_card"),
    ],
)
def test_a_decision_names_only_what_its_kind_names_and_a_card_as_the_deck_writes_it(action, problem):
    """The engines read what a kind of decision names and pass over the rest: a bet's 4 KB "card" was taken, and kept
    in the table's record and moves with every such bet for the whole game. The server now refuses such a decision
    as malformed (a strike), worded by its client; the same decision without it is read."""
    from parlour.app.net.server_words import server_words

    raw = json.dumps({"version": VERSION, "type": "act", "action": action})
    with pytest.raises(ValidationError) as error:
        read_client_message(raw)
    refusal = malformed(error.value)
    assert refusal.params is not None and refusal.params["type"] == problem
    assert refusal.code is not None and "Z" * 10 not in json.dumps(refusal.params)
    words = server_words(refusal.code, refusal.params, str(refusal))
    assert "card of the deck" in words if problem == "not_a_card" else "does not name" in words
    named = {"bet": "amount", "play": "card"}.get(action["do"])
    kept = {key: value for key, value in action.items() if key in ("seat", "do", named)}
    if named == "card":
        kept["card"] = "TH"
    assert cast(Act, read_client_message(json.dumps({"version": VERSION, "type": "act", "action": kept}))).action


def test_a_malformed_messages_figures_are_numbers_and_short_text_never_an_exception_or_a_flag():
    problem = {
        "type": "value_error",
        "loc": ("act", "action", 0),
        "msg": "Value error, the input was 'secret'",
        "input": "secret",
        "ctx": {"error": ValueError("the input was 'secret'"), "flag": True, "limit": 3, "pattern": "p" * 999},
    }
    assert malformed_params(cast(Any, problem)) == {
        "limit": 3,
        "pattern": "p" * MESSAGE_LIMIT,
        "type": "value_error",
        "loc": "act.action.0",
    }
