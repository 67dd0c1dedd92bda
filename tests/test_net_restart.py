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
from websockets.exceptions import InvalidMessage, InvalidStatus

from parlour.app.net.limits import FD_RESERVE
from parlour.app.net.protocol import VERSION
from parlour.app.seating.table_setup import TableSetup, default_seats


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(port: int, *extra: str, descriptors: int | None = None) -> subprocess.Popen:
    """`parlour serve` on 127.0.0.1:PORT (with at most `descriptors` open files, when given)."""
    command = [
        sys.executable,
        "-c",
        "from parlour.app.cli import main; main()",
        "serve",
        "--port",
        str(port),
        "--pace",
        "0.01",
        "--wait",
        "1000",
        *extra,
    ]

    def limited() -> None:
        import resource

        assert descriptors is not None  # used only when given
        resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

    return subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=os.environ.copy(),
        preexec_fn=limited if descriptors else None,
    )


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
    await play_kill_and_restart()


async def test_idle_connections_cannot_crowd_out_saving(parlour_home):
    """Under `ulimit -n 200`, idle connections from many addresses (that answer pings and never say hello) are
    refused once the descriptors left would fall under the reserve: the table goes on saving every move, and
    after kill -9 comes back exactly where it was."""
    await play_kill_and_restart(idle=True)


async def play_kill_and_restart(idle: bool = False) -> None:
    port = free_port()
    address = f"ws://127.0.0.1:{port}"
    server = start_server(port, descriptors=200 if idle else None)
    crowd = []
    try:
        host = await connected(address)
        setup = TableSetup(game="red_dog", seats=default_seats(3, 2), settings={}).model_dump(mode="json")
        await host.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
        welcome = json.loads(await host.recv())
        assert welcome["type"] == "welcome"
        if idle:
            refused = 0
            for number in range(2, 16):
                for _ in range(16):
                    try:
                        crowd.append(await connect(address, local_addr=(f"127.0.0.{number}", 0)))
                    except (InvalidStatus, InvalidMessage, OSError):  # 503, or cut at once far over the limits
                        refused += 1
            assert refused and len(crowd) <= 200 - FD_RESERVE, (len(crowd), refused)
        await host.send(json.dumps({"version": VERSION, "type": "start"}))
        # Ann forfeits at each of her turns until the table waits for the seat nobody took (it waits 1000 s).
        absent = 1
        while True:
            update = await latest_when(host, lambda data: data["started"] and data["view"]["to_act"] is not None)
            if update["view"]["to_act"] == absent:
                break
            if update["view"]["legal"]:
                await host.send(
                    json.dumps(
                        {"version": VERSION, "type": "act", "action": {"seat": welcome["seat"], "do": "forfeit"}}
                    )
                )
        before = update
        assert before["view"]["round"] >= 1
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        await host.close()
        server = start_server(port)
        back = await connected(address)
        await back.send(
            json.dumps(
                {
                    "version": VERSION,
                    "type": "hello",
                    "table": welcome["table"],
                    "name": "Ann",
                    "token": welcome["token"],
                }
            )
        )
        again = json.loads(await back.recv())
        assert again["type"] == "welcome" and again["seat"] == welcome["seat"]
        after = await latest_when(back, lambda data: True)
        assert after["view"] == before["view"] and after["scores"] == before["scores"]
        assert after["started"] and after["names"] == before["names"] and after["names"][welcome["seat"]] == "Ann"
        await back.close()
    finally:
        for socket in crowd:
            socket.transport.abort()
        server.kill()
        server.wait(10)


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
async def test_the_server_serves_tls_with_a_certificate(parlour_home, tmp_path):
    import ssl

    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-days",
            "1",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
        ],
        check=True,
        capture_output=True,
    )
    port = free_port()
    server = start_server(port, "--certfile", str(cert), "--keyfile", str(key))
    try:
        context = ssl.create_default_context(cafile=str(cert))
        client = await connected(f"wss://127.0.0.1:{port}", ssl=context)
        setup = TableSetup(game="put", seats=default_seats(2, 1), settings={}).model_dump(mode="json")
        await client.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
        assert json.loads(await client.recv())["type"] == "welcome"
        await client.close()
    finally:
        server.kill()
        server.wait(10)


async def test_ch_5_a_put_and_take_table_killed_and_restored_goes_on_from_the_round_its_people_saw(parlour_home):
    """Seen: a Put and Take table restored after its server's restart played the rest of its game at once, with
    nobody at it (every move of a round of Put and Take is automatic, and the catch-up made them all), and it kept
    no round's end on disk while nobody read the summaries: its people came back to a game over. Every round's end is
    now kept before it is told, and the restored table goes on from the last round its people saw, at its pace
    (app/net/net_table.py `run`, `catch_up`); the round its catch-up ends, which nobody was told, is told to each seat
    as it is taken back, for its statistics (protocol `missed`)."""
    port = free_port()
    address = f"ws://127.0.0.1:{port}"
    server = start_server(port)
    try:
        host = await connected(address)
        setup = TableSetup(game="put_and_take", seats=default_seats(3, 1), settings={"rounds": 50})
        message = {"version": VERSION, "type": "create", "setup": setup.model_dump(mode="json"), "name": "Ann"}
        await host.send(json.dumps(message))
        welcome = json.loads(await host.recv())
        await host.send(json.dumps({"version": VERSION, "type": "start"}))
        seen = await latest_when(host, lambda data: data["view"]["rounds_played"] >= 3)
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        await host.close()
        server = start_server(port)
        back = await connected(address)
        hello = {"type": "hello", "table": welcome["table"], "name": "Ann", "token": welcome["token"]}
        await back.send(json.dumps({"version": VERSION, **hello}))
        assert json.loads(await back.recv())["type"] == "welcome"
        after = await latest_when(back, lambda data: True)
        assert after["outcome"] is None, "the game goes on"
        assert after["view"]["rounds_played"] >= seen["view"]["rounds_played"], "no round its people saw is lost"
        missed = json.loads(await asyncio.wait_for(back.recv(), 10))  # right after the seat's first update
        assert missed["type"] == "missed" and len(missed["rounds"]) == 1, "the round the catch-up ended: told to nobody"
        await latest_when(back, lambda data: data["view"]["rounds_played"] > after["view"]["rounds_played"])
        await back.close()
    finally:
        server.kill()
