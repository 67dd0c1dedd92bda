"""A client's connection: take a seat (create a table, or join one by its code), then read the server's
messages into the seat's session, and take the seat back with its token when the connection drops."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Awaitable, Callable, cast

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ...rules.games import by_id
from ...rules.view import SeatView
from ..seating.table_setup import STORED, TableSetup
from ..words.i18n import _
from .connection_words import closed_early, connection_problem, unreadable
from .protocol import Create, Error, Hello, Update, Welcome
from .rate_limits import RateLimit
from .remote_session import RemoteSession, table_view
from .seat_tokens import forget_token
from .server_messages import read_server_message
from .server_words import server_words

REJOIN_TRIES = 20
"""Tries to take the seat back after a drop, a second or more apart."""
Sleep = Callable[[float], Awaitable[None]]
"""How a wait of so many seconds is waited (`asyncio.sleep`; a test's own takes no real time)."""


class JoinRefused(Exception):
    """The server refused the seat (the text says why, in the language in force; `code` is the server's refusal
    code, app/net/server_refusals.py), or could not be reached."""

    def __init__(self, text: str, code: str | None = None) -> None:
        super().__init__(text)
        self.code = code


@dataclass(frozen=True)
class SeatRequest:
    """What to ask the server for: a new table (`setup`) or a seat at `table`."""

    address: str
    name: str
    setup: TableSetup | None = None
    table: str | None = None
    token: str | None = None
    number_if_taken: bool = False
    """When another seat at the table has the name, sit down as "NAME 2", "NAME 3"... (`parlour web --join`: every
    tab joins with the same name)."""

    def message(self) -> str:
        # Parlour's table screen shows every round's summary, and says when its person has read it (`seen`).
        if self.setup is not None:
            return Create(setup=self.setup, name=self.name, summaries=True).model_dump_json()
        return Hello(table=cast(str, self.table), name=self.name, token=self.token, summaries=True).model_dump_json()


async def take_seat(request: SeatRequest) -> tuple[ClientConnection, Welcome, Update]:
    """Connect and take the seat; JoinRefused with the server's reason (or the connection's)."""
    try:
        socket = await connect(request.address, open_timeout=10, max_size=2**22, compression=None)
    except (OSError, InvalidURI, InvalidHandshake, asyncio.TimeoutError) as error:
        raise JoinRefused(connection_problem(request.address, error)) from None
    try:
        await socket.send(request.message())
        welcome = None
        # The whole of it, not each message: a server sending notices and never a seat held "Connecting…" for good.
        async with asyncio.timeout(SEATED_WITHIN):  # not wait_for, which may swallow a cancellation on Python 3.11
            while True:
                text = await socket.recv()
                try:
                    message = read_server_message(text, context=STORED)
                except ValueError:
                    raise JoinRefused(unreadable(request.address, text)) from None
                if isinstance(message, Error):
                    raise JoinRefused(server_words(message.code, message.params, message.message), message.code)
                if isinstance(message, Welcome):
                    welcome = message
                elif isinstance(message, Update) and welcome is not None:
                    if not seated_here(welcome, message):
                        raise JoinRefused(unreadable(request.address, text))
                    return socket, welcome, message
    except (ConnectionClosed, asyncio.TimeoutError):
        await socket.close()
        raise JoinRefused(closed_early(request.address)) from None
    except JoinRefused:
        await socket.close()
        raise


NOTICES_PER_SECOND = 2.0
NOTICES_AT_ONCE = 10
"""What the server's messages say (a refusal, a notice, a message set aside) is shown NOTICES_PER_SECOND a second,
NOTICES_AT_ONCE at once, at most."""
SEATED_WITHIN = 10.0
"""Seconds a server has, from the request, to give the seat (its welcome and the table's first update)."""


def seated_here(welcome: Welcome, first: Update) -> bool:
    """The seat a server gave is one of its table's, and the table's first update one of that table's."""
    players = welcome.setup.players
    if not (0 <= welcome.seat < players and first.view.get("seat") == welcome.seat):
        return False
    return table_view(first, players, view_model(welcome)) is not None


def view_model(welcome: Welcome) -> type[SeatView]:
    return by_id(welcome.setup.game).view_model()


async def listen(
    socket: ClientConnection,
    session: RemoteSession,
    request: SeatRequest,
    tell: Callable[[str], None],
    sleep: Sleep = asyncio.sleep,
) -> None:
    """Read the server's messages into the session; after a drop, take the seat back with its token (`sleep`: how
    the tries wait, see `rejoin`)."""
    kept = session.kept_at  # where this seat's token is kept here, if it is (app/net/seat_tokens.py)
    # What the server's messages have to say is shown a few a second at most (seen: a hostile server's 24,000
    # notices held this app's screen, and every key, for over a minute and a half).
    shown = RateLimit(NOTICES_PER_SECOND, NOTICES_AT_ONCE)
    while True:
        try:
            async for text in socket:
                problem = session.receive(cast(str, text))  # the server sends text frames
                if problem and shown.take():
                    tell(problem)
                if kept is not None and session.result_received():
                    problem = forget_token(kept, session.table_id)
                    kept = None
                    if problem:
                        tell(problem)
            if session.result_received() or session.gone or session.taken_elsewhere:
                return  # the game is over, its person left the table or sits at it elsewhere: nothing to come back to
            # A server closing cleanly before the end is going away (stopped, to be started again): its
            # tables are on its disk, so the seat is taken back as after a drop.
            tell(_("the server closed the connection: reconnecting to your seat…"))
        except ConnectionClosed:
            if session.gone or session.taken_elsewhere:
                return
            tell(_("connection lost: reconnecting to your seat…"))
        session.reconnecting = True  # said on the table until the seat is back (a passing notice alone was gone
        session.tell_screen()  # long before the last try, the table looking as if it waited for a player)
        again = await rejoin(session, request, tell, sleep)
        session.reconnecting = False
        if again is None:
            if not session.gone:
                session.unreachable = True
                session.tell_screen()
            return
        session.tell_screen()  # the seat's update came while it was still being taken back: the screen looks again
        socket = again


async def rejoin(
    session: RemoteSession, request: SeatRequest, tell: Callable[[str], None], sleep: Sleep = asyncio.sleep
):
    """Take the seat back with its token; None after REJOIN_TRIES failures. Each try waits first, a second more
    than the last and five at the most, through `sleep` (tests give one that takes no real time)."""
    again = SeatRequest(address=request.address, name=request.name, table=session.table_id, token=session.token)
    for attempt in range(REJOIN_TRIES):
        await sleep(min(1.0 + attempt, 5.0))
        if session.gone:
            return None
        try:
            socket, _welcome, update = await take_seat(again)
        except JoinRefused:
            continue
        session.taken_back(socket.send, socket.close)
        session.receive(update.model_dump_json())
        tell(_("back at the table"))
        return socket
    tell(_("the table could not be reached again"))
    return None
