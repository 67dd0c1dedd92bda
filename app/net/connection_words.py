"""Why a connection to a server failed, in the app's words and the language in force.

The connection's own error (an OS error, a resolver's, the websocket library's) is told apart by its
kind, its errno or its HTTP status, never by its text, and said as a person would: nobody hosting a table
there, no answer in time, no such computer, a server too busy for another connection, not a Parlour server.
Only an error of no known kind keeps the system's short description.
"""

from __future__ import annotations

import asyncio
import errno
import json
import socket
from http import HTTPStatus
from urllib.parse import urlsplit

from websockets.exceptions import InvalidHandshake, InvalidStatus, InvalidURI

from ..words.i18n import _
from ..words.system_errors import system_problem
from .protocol import VERSION

UNREACHABLE = {errno.EHOSTUNREACH, errno.ENETUNREACH, errno.EHOSTDOWN, errno.ENETDOWN}
"""Errnos of a network that has no way to the address."""
EXAMPLE = "ws://192.168.1.5:8765"
BUSY = HTTPStatus.SERVICE_UNAVAILABLE
"""The status a Parlour server refuses a connection with when it, or the address, has too many (app/net/server.py)."""


def address_problem(address: str) -> str | None:
    """Why `address` is no server's address to ask (a websocket's: ws:// or wss://), in one line; None when it is
    one (whether a server answers there is for the connection to say: `connection_problem`)."""
    if address.startswith(("ws://", "wss://")):
        return None
    return _("give the server's address, e.g. ws://192.168.1.5:8765")


def place(address: str) -> str:
    """ "host:port" of a server address (its default port when none is given), or the address as typed."""
    try:
        parts = urlsplit(address)
        port = parts.port or {"ws": 80, "wss": 443}.get(parts.scheme)
    except ValueError:
        return address
    if not parts.hostname:
        return address
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{host}:{port}" if port else host


def host_name(address: str) -> str:
    try:
        return urlsplit(address).hostname or address
    except ValueError:
        return address


def connection_problem(address: str, error: BaseException) -> str:
    """What went wrong connecting to `address`, one sentence for the person who asked."""
    where = place(address)
    if isinstance(error, InvalidURI):
        return _("{address} is not a server address; one looks like {example}").format(address=address, example=EXAMPLE)
    if isinstance(error, InvalidStatus) and error.response is not None and error.response.status_code == BUSY:
        return _("The server at {place} is busy: it takes no more connections now; try again later").format(place=where)
    if isinstance(error, InvalidHandshake):
        return _("Something answers at {place}, but it is not a Parlour server").format(place=where)
    if isinstance(error, (asyncio.TimeoutError, TimeoutError)):
        return _("{place} did not answer in time").format(place=where)
    if isinstance(error, ConnectionRefusedError):
        return _("Nobody is hosting a table at {place}").format(place=where)
    if isinstance(error, socket.gaierror):
        return _("No computer called {host} was found").format(host=host_name(address))
    if isinstance(error, OSError) and error.errno in UNREACHABLE:
        return _("{place} cannot be reached from this computer").format(place=where)
    detail = system_problem(error) if isinstance(error, OSError) and error.strerror else type(error).__name__
    return _("Cannot reach {place} ({problem})").format(place=where, problem=detail)


def closed_early(address: str) -> str:
    """The server closed the connection (or went quiet) before the seat was given."""
    return _("The server at {place} closed the connection before giving you a seat").format(place=place(address))


def unreadable(address: str, text: str | bytes) -> str:
    """The server sent a message this Parlour cannot read: another protocol version (said with both numbers,
    read from the message's `version`), or something else."""
    try:
        theirs = json.loads(text).get("version")
    except (ValueError, AttributeError):
        theirs = None
    if type(theirs) is int and theirs != VERSION:
        return _(
            "The server at {place} runs another Parlour (its table protocol is version {theirs}, this one's "
            "{ours}): both need the same Parlour"
        ).format(place=place(address), theirs=theirs, ours=VERSION)
    return _("The server at {place} sent a message this Parlour cannot read").format(place=place(address))
