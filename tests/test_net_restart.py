"""A server killed with kill -9 and started again loses nothing: the table is replayed from its record,
its seats from the file beside it, and a client takes its seat back with its token and finds the table
exactly as it was. TLS (wss://) with a certificate."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys

import pytest
from websockets.asyncio.client import connect

from parlour.app.table_setup import TableSetup, default_seats


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(port: int, *extra: str) -> subprocess.Popen:
    command = [sys.executable, "-c", "from parlour.app.cli import main; main()", "serve", "--port", str(port),
               "--pace", "0.01", "--wait", "1000", *extra]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=os.environ.copy())


async def connected(address: str, **options):
    for _ in range(100):
        try:
            return await connect(address, **options)
        except OSError:
            await asyncio.sleep(0.1)
    raise AssertionError("the server never listened")


async def latest_when(socket, check, seconds: float = 10.0) -> dict:
    """Read updates until one passes `check`; returns it."""
    async def reading():
        while True:
            data = json.loads(await socket.recv())
            if data["type"] == "update" and check(data):
                return data
    return await asyncio.wait_for(reading(), seconds)


async def test_kill_9_and_a_restart_lose_nothing(parlour_home):
    port = free_port()
    address = f"ws://127.0.0.1:{port}"
    server = start_server(port)
    try:
        host = await connected(address)
        setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
        await host.send(json.dumps({"version": 1, "type": "create", "setup": setup, "name": "Ann"}))
        welcome = json.loads(await host.recv())
        assert welcome["type"] == "welcome"
        await host.send(json.dumps({"version": 1, "type": "start"}))
        # Ann forfeits at each of her turns until the table waits for the seat nobody took (it waits 1000 s).
        absent = 1
        while True:
            update = await latest_when(host, lambda data: data["started"] and data["view"]["to_act"] is not None)
            if update["view"]["to_act"] == absent:
                break
            if update["view"]["legal"]:
                await host.send(json.dumps({"version": 1, "type": "act",
                                            "action": {"seat": welcome["seat"], "do": "forfeit"}}))
        before = update
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        await host.close()
        server = start_server(port)
        back = await connected(address)
        await back.send(json.dumps({"version": 1, "type": "hello", "table": welcome["table"], "name": "Ann",
                                    "token": welcome["token"]}))
        again = json.loads(await back.recv())
        assert again["type"] == "welcome" and again["seat"] == welcome["seat"]
        after = await latest_when(back, lambda data: True)
        assert after["view"] == before["view"] and after["scores"] == before["scores"]
        assert after["started"]
        await back.close()
    finally:
        server.kill()
        server.wait(10)


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
async def test_the_server_serves_tls_with_a_certificate(parlour_home, tmp_path):
    import ssl

    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    port = free_port()
    server = start_server(port, "--certfile", str(cert), "--keyfile", str(key))
    try:
        context = ssl.create_default_context(cafile=str(cert))
        client = await connected(f"wss://127.0.0.1:{port}", ssl=context)
        setup = TableSetup(game="put", seats=default_seats(2, 1), settings={}).model_dump(mode="json")
        await client.send(json.dumps({"version": 1, "type": "create", "setup": setup, "name": "Ann"}))
        assert json.loads(await client.recv())["type"] == "welcome"
        await client.close()
    finally:
        server.kill()
        server.wait(10)
