"""What the network tests that drive the app share: waiting on the pilot, and a server in this process with a
table opened by a host over a raw websocket."""

from __future__ import annotations

import asyncio
import json
from contextlib import asynccontextmanager

from websockets.asyncio.client import connect

from parlour.app.net.server import TableServer
from parlour.app.table_setup import TableSetup, default_seats


async def until(pilot, check, seconds: float = 10.0):
    for _ in range(int(seconds / 0.05)):
        if check():
            return
        await pilot.pause(0.05)
    raise AssertionError("it never happened")


@asynccontextmanager
async def hosted_red_dog(pace: float):
    """A server on 127.0.0.1 with a Red Dog table of 3 (2 people's seats) that Ann opened: (address, code, host
    socket); the socket closed and the server stopped afterwards."""
    server = TableServer(pace=pace)
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.serve(port=0, ready=ready))
    address = f"ws://127.0.0.1:{await ready}"
    host = await connect(address)
    setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
    await host.send(json.dumps({"version": 1, "type": "create", "setup": setup, "name": "Ann"}))
    code = json.loads(await host.recv())["table"]
    try:
        yield address, code, host
    finally:
        await host.close()
        task.cancel()
