"""A websocket client with little of its own work, for a bench that runs hundreds of them in one process.

`LightSocket` is an asyncio protocol over websockets' Sans-I/O layer (`ClientProtocol`: the
same handshake, framing and closing as `websockets.asyncio.client.connect`, without a
reader task, queue and future per message). Each text message received goes to `on_text`
as it arrives. The bench's clients stand for terminals on other machines: the less their one
process spends on each message, the less of the time measured is theirs.
"""

from __future__ import annotations

import asyncio
from typing import Callable, cast

from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.http11 import Response
from websockets.uri import parse_uri


class LightSocket(asyncio.Protocol):
    """One websocket connection; `on_text` gets every text message (before it is set, they are queued)."""

    def __init__(self, uri: str) -> None:
        self.protocol = ClientProtocol(parse_uri(uri), max_size=None)
        self.transport: asyncio.Transport | None = None
        loop = asyncio.get_running_loop()
        self.opened: asyncio.Future[None] = loop.create_future()
        self.closed: asyncio.Future[None] = loop.create_future()
        self.queue: asyncio.Queue[str] = asyncio.Queue()
        self.on_text: Callable[[str], None] = self.queue.put_nowait

    @classmethod
    async def connect(cls, uri: str) -> "LightSocket":
        host, port = uri.removeprefix("ws://").rsplit(":", 1)
        _, socket = await asyncio.get_running_loop().create_connection(lambda: cls(uri), host, int(port))
        await socket.opened
        return socket

    async def recv(self) -> str:
        """The next message not handled by `on_text` (during the seating, before play starts)."""
        return await self.queue.get()

    def send(self, text: str) -> None:
        self.protocol.send_text(text.encode())
        self.flush()

    def close(self) -> None:
        if not self.closed.done():
            self.protocol.send_close()
            self.flush()

    def flush(self) -> None:
        for data in self.protocol.data_to_send():
            assert self.transport is not None  # connected: data to send comes after connection_made
            if data:
                self.transport.write(data)
            elif self.transport.can_write_eof():
                self.transport.write_eof()

    # -- asyncio.Protocol -----------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self.protocol.send_request(self.protocol.connect())
        self.flush()

    def data_received(self, data: bytes) -> None:
        self.protocol.receive_data(data)
        for event in self.protocol.events_received():
            if isinstance(event, Response):
                error = self.protocol.handshake_exc
                if error is None:
                    self.opened.set_result(None)
                else:
                    self.opened.set_exception(error)
            elif cast(Frame, event).opcode is Opcode.TEXT:  # a client receives responses and frames
                self.on_text(cast(bytes, cast(Frame, event).data).decode())
        self.flush()
        if self.protocol.close_expected():
            assert self.transport is not None
            self.transport.close()

    def eof_received(self) -> None:
        self.protocol.receive_eof()
        self.flush()

    def connection_lost(self, error: Exception | None) -> None:
        if not self.opened.done():
            self.opened.set_exception(error or ConnectionError("closed during the handshake"))
        if not self.closed.done():
            self.closed.set_result(None)
