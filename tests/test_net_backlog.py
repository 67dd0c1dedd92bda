"""A client that stops reading can neither grow the server's memory nor stop its table (app/net/server.py
`BACKLOG`): nothing the server sends waits for a client to read, and a connection whose unread backlog passes the
bound is cut, whether what fills it is updates, refusals or websockets' own pongs. And the deadline for `hello`
counts from the connection's opening, whatever was sent and refused meanwhile.

The hostile clients here are plain TCP streams speaking the websocket protocol by hand, so that they read nothing
at all (a websockets client reads on its own)."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import struct

import pytest
from websockets.exceptions import ConnectionClosed

from parlour.app.net import server as server_module
from parlour.app.net.limits import Limits
from parlour.app.net.protocol import VERSION
from tests.net_helpers import host_and_friend, message, serving, until

CUT = (ConnectionResetError, BrokenPipeError, ConnectionAbortedError)


def frame(payload: bytes, opcode: int = 0x1) -> bytes:
    """One masked client frame (RFC 6455), payload under 126 bytes or under 64 KiB."""
    size = len(payload)
    head = (
        struct.pack("!BB", 0x80 | opcode, 0x80 | size) if size < 126 else struct.pack("!BBH", 0x80 | opcode, 0xFE, size)
    )
    key = os.urandom(4)
    return head + key + bytes(byte ^ key[i % 4] for i, byte in enumerate(payload))


async def deaf_client(address: str, number: int = 2) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A websocket opened by hand from 127.0.0.NUMBER with the smallest receive buffer, its reader never read
    after the handshake (so it soon stops reading the socket at all)."""
    host, port = address.removeprefix("ws://").split(":")
    raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    raw.bind((f"127.0.0.{number}", 0))
    raw.setblocking(False)
    await asyncio.get_running_loop().sock_connect(raw, (host, int(port)))
    reader, writer = await asyncio.open_connection(sock=raw, limit=1024)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write(
        f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    response = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
    assert b" 101 " in response.split(b"\r\n")[0], response
    return reader, writer


async def stream_until_cut(writer: asyncio.StreamWriter, chunk: bytes, most: int, pause: float = 0.0) -> int:
    """Write `chunk` again and again until the server cuts the connection: the bytes written by then (`most` if it
    never does)."""
    written = 0
    try:
        while written < most:
            writer.write(chunk)
            await asyncio.wait_for(writer.drain(), 5)
            written += len(chunk)
            await asyncio.sleep(pause)
    except CUT:
        return written
    except TimeoutError:  # the server stopped reading us: cut from its side, or stuck
        return written if writer.transport.is_closing() else most
    return most


async def test_a_client_streaming_pings_and_reading_nothing_is_cut_before_its_pongs_fill_the_memory():
    """Seen before the bound: one such connection grew the server by 1.3 GB in 30 s (websockets answers every
    ping at once). Now it is cut once its pongs unread pass BACKLOG (plus what the system's socket buffers hold:
    at most 4 MiB here), long before 64 MiB of pings."""
    async with serving(pace=0.01) as (server, address):
        _reader, writer = await deaf_client(address)
        pings = frame(b"p" * 125, opcode=0x9) * 256
        written = await stream_until_cut(writer, pings, most=64 * 1024 * 1024)
        assert written < 16 * 1024 * 1024, f"still open after {written:,} bytes of pings"
        writer.close()


async def test_a_seated_client_that_stops_reading_stops_neither_its_table_nor_its_host():
    """Seen before: a friend who stopped reading and filled its buffer (pings, or refused decisions whose refusals
    repeat a 4,000-digit seat) got the table's next update through a send that waited for ever, the table's turn
    held: the host got nothing more, and not even `end` was answered. Now nothing waits: the deaf friend is cut
    once its backlog passes the bound, and the host plays on and ends the game."""
    async with serving(pace=0.01) as (server, address):
        host, welcome, friend, joined = await host_and_friend(address)
        table = server.tables[welcome["table"]]
        await friend.close()  # its seat is taken back by the deaf client below, with its token
        await until(None, lambda: joined["seat"] in table.away())
        _reader, writer = await deaf_client(address, 3)
        hello = {
            "version": VERSION,
            "type": "hello",
            "table": welcome["table"],
            "name": "Boris",
            "token": joined["token"],
        }
        writer.write(frame(json.dumps(hello).encode()))
        await writer.drain()
        await until(None, lambda: joined["seat"] not in table.away())  # the deaf client sits in the seat
        await host.send(json.dumps({"version": VERSION, "type": "start"}))
        written = await stream_until_cut(writer, frame(b"p" * 125, opcode=0x9) * 256, most=64 * 1024 * 1024)
        assert written < 16 * 1024 * 1024, f"the deaf client still in after {written:,} bytes"
        await host.send(json.dumps({"version": VERSION, "type": "end"}))
        ended = await message(host, "update", 5)
        while ended["outcome"] is None:
            ended = await message(host, "update", 5)
        assert ended["outcome"]["termination"], "the host's end was answered"
        await host.close()


async def test_the_hello_deadline_counts_from_the_opening_not_from_the_last_refused_message():
    """Seen before: a connection sending a refused `start` every 8 s kept its seatless place for ever (each
    message waited for anew)."""
    async with serving(pace=0.01, limits=Limits(hello_within=0.6)) as (server, address):
        from websockets.asyncio.client import connect

        socket_ = await connect(address)
        start = json.dumps({"version": VERSION, "type": "start"})
        with pytest.raises(ConnectionClosed):
            for _ in range(20):  # 4 s of refused messages, every 0.2 s: closed at 0.6 s all the same
                await socket_.send(start)
                await asyncio.sleep(0.2)
                while True:  # the refusals, then the deadline's notice and the close
                    try:
                        await asyncio.wait_for(socket_.recv(), 0.01)
                    except TimeoutError:
                        break
        assert socket_.close_code == 1008 and socket_.close_reason == "no hello"


async def test_an_update_is_written_at_once_and_a_client_past_its_backlog_is_cut_not_waited_for(monkeypatch):
    """`Connection.send` never waits for the client: written at once (websockets' `broadcast`) while its backlog
    stays under BACKLOG, the connection cut when the message would take it past, nothing once it is closing."""
    written, cut = [], []

    class Transport:
        backlog = 0
        closing = False

        def get_write_buffer_size(self) -> int:
            return self.backlog

        def is_closing(self) -> bool:
            return self.closing

        def abort(self) -> None:
            cut.append(True)

    class Socket:
        transport = Transport()
        remote_address = ("127.0.0.1", 50000)

        async def send(self, text: str) -> None:
            raise AssertionError("the waiting send was used")

    monkeypatch.setattr(server_module, "broadcast", lambda sockets, text: written.append((sockets, text)))
    socket_ = Socket()
    client = server_module.Connection(socket_)  # pyright: ignore[reportArgumentType]  (a stand-in socket)
    await client.send("now")
    socket_.transport.backlog = server_module.BACKLOG - 3
    await client.send("later")
    assert written == [((socket_,), "now")] and cut == [True]
    socket_.transport.closing = True
    await client.send("gone")
    assert len(written) == 1 and cut == [True]
