"""A client receives only what its seat may see (issue: play together over the network).

Whole games of all three games are played at server tables (app/net/net_table.py) by
clients that record every message sent to them, with the full state at that moment: no
message ever holds a card its seat had not seen then (`Engine.seen_cards`), and no message
holds the seed. Computer players fill the other seats; the people's clients decide with
their first legal choice, as soon as an update says it is their turn.
"""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from parlour.app.net.net_table import NetTable
from parlour.app.net.protocol import Update
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.rules.engine import Action

CARD = re.compile(r"^(?:[2-9TJQKA])[SHDC]$")
TABLES = [
    ("put_and_take", 4, 2, {}),
    ("red_dog", 4, 3, {"rounds": 6}),
    ("red_dog", 9, 2, {"rounds": 2}),
    ("put", 2, 2, {}),
    ("put", 4, 2, {"mode": "partners", "target": 2}),
    ("put", 4, 3, {"mode": "free_for_all", "target": 2}),
]
"""(game, players, people, settings): every game, with people beside computer players."""


def cards_in(data) -> set[str]:
    """Every card code anywhere in a JSON value, but for a view's `unseen` list: the cards the seat has not
    seen, the deck less what it has (the deck is public; where an unseen card lies is what stays hidden)."""
    if isinstance(data, str):
        return {data} if CARD.match(data) else set()
    if isinstance(data, dict):
        values = [value for key, value in data.items() if key != "unseen"]
        return set().union(*(cards_in(value) for value in values)) if values else set()
    if isinstance(data, list):
        return set().union(*(cards_in(value) for value in data)) if data else set()
    return set()


class RecordingClient:
    """Keeps every message with the full state it was sent at; decides when its seat is to act."""

    def __init__(self, table: NetTable) -> None:
        self.table = table
        self.seat: int | None = None
        self.received: list[tuple[str, object]] = []
        self.turns: asyncio.Queue = asyncio.Queue()

    async def close(self) -> None:
        """Never asked here: no seat is taken back from another connection."""

    async def send(self, text: str) -> None:
        self.received.append((text, self.table.session.state))
        data = json.loads(text)
        if data["type"] == "update" and data["started"] and data["view"]["legal"]:
            self.turns.put_nowait(data["view"]["legal"][0])

    async def play(self) -> None:
        while not self.table.session.is_over():
            choice = await self.turns.get()
            action = Action(seat=choice["seat"], do=choice["do"], card=choice.get("card"), amount=choice.get("low"))
            if self.table.session.person_to_act() == self.seat and self.table.session.engine.can(
                self.table.session.state, action
            ):
                await self.table.act(self, action)


async def play_whole_game(game: str, players: int, people: int, settings: dict, seed: int) -> list[RecordingClient]:
    setup = TableSetup(game=game, seats=default_seats(players, people), settings=settings)
    table = NetTable(setup, seed, pace=0)
    clients = [RecordingClient(table) for _ in range(people)]
    for index, client in enumerate(clients):
        client.seat, _ = table.take_seat(client, f"Friend {index}", None, host=index == 0)
        await table.broadcast()
    await table.start(clients[0])
    players_tasks = [asyncio.create_task(client.play()) for client in clients]
    await asyncio.wait_for(table.run(), timeout=120)
    for task in players_tasks:
        task.cancel()
    await table.broadcast()
    return clients


@pytest.mark.parametrize("game, players, people, settings", TABLES)
async def test_no_message_ever_holds_a_card_its_seat_has_not_seen(game, players, people, settings):
    clients = await play_whole_game(game, players, people, settings, seed=17)
    engine = clients[0].table.session.engine
    assert clients[0].table.session.is_over(), "the game was played to its end"
    checked = 0
    for client in clients:
        assert client.received
        for text, state in client.received:
            data = json.loads(text)
            shown = cards_in(data)
            allowed = engine.seen_cards(state, client.seat)
            assert shown <= allowed, f"{game}: seat {client.seat} was sent {sorted(shown - allowed)} unseen"
            assert str(client.table.session.seed) not in text or client.table.session.seed < 1000
            checked += 1
    assert checked > 20


async def test_the_seed_never_goes_out():
    clients = await play_whole_game("red_dog", 3, 2, {"rounds": 2}, seed=123456789123456789)
    assert all("123456789123456789" not in text for client in clients for text, _ in client.received)


@pytest.mark.parametrize("game, players, people, settings", TABLES)
async def test_every_update_sent_is_the_protocols_model_and_the_seats_view_exactly(game, players, people, settings):
    """The server builds each update's JSON around the seat's view without the model (net_table.py
    `update_texts`, the view's fields at their defaults left out, a log written once for the seats sharing
    it): every one is an `Update` as the model itself writes it, holding exactly that seat's view then."""
    clients = await play_whole_game(game, players, people, settings, seed=5)
    engine, view_model = clients[0].table.session.engine, clients[0].table.session.game.view_model()
    for client in clients:
        for text, state in client.received:
            update = Update.model_validate_json(text)
            assert update.model_dump_json() == text
            assert view_model.model_validate(update.view) == engine.view(state, client.seat)
            assert update.scores == engine.scores(state)
