"""`parlour web` without a browser, through real HTTP and websocket requests: the page and its websocket are
let in only with the printed link's secret, from this server's own address and page; tabs are capped; tabs
joining a table each have a seat of their own; ctrl+c or SIGTERM stops the server and the tabs' apps.

Each server runs as a subprocess (`parlour web` on 127.0.0.1 and a free port) in its own process group (the
app processes it starts are in it too), killed whole at the end whatever happened; it inherits the test's
PARLOUR_HOME (conftest). The guard and the caps share one server per module.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import os
import re
import selectors
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, cast

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.typing import Origin

from parlour.app.net.protocol import VERSION
from parlour.app.net.server import TableServer
from parlour.app.seating.table_setup import TableSetup, default_seats
from parlour.app.web import default_public_url, parlour_command, run_web
from parlour.app.web.server import served_netlocs

ROOT = Path(__file__).resolve().parent.parent
UP_WITHIN = 15.0
"""Seconds a server has to say its link, and an app to send its screen."""
TAB_A, TAB_B = "A" * 22, "B" * 22
"""Tab ids, as a page's redirect gives them."""

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process groups, /proc")


@dataclass
class Served:
    process: subprocess.Popen
    port: int
    token: str
    line: str
    """The first line it printed."""

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def cookie(self) -> str:
        return f"parlour-web-{self.port}={self.token}"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def web_server(*options: str) -> Iterator[Served]:
    """`parlour web OPTIONS` on 127.0.0.1 and a free port, once it answers; its whole process group killed after."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "parlour.app", "web", "--port", str(port), *options],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        with selectors.DefaultSelector() as waiting:
            waiting.register(cast(IO[bytes], process.stdout), selectors.EVENT_READ)
            assert waiting.select(UP_WITHIN), f"no line within {UP_WITHIN} s"
        assert process.stdout is not None
        line = process.stdout.readline().rstrip("\n")
        said = rf"parlour: open http://127\.0\.0\.1:{port}/\?token=([\w-]+) in a browser \(ctrl\+c stops\)"
        token = re.fullmatch(said, line)
        assert token, line
        served = Served(process, port, token[1], line)
        until(lambda: get(served, f"/?token={served.token}")[0] == 302, "the server never answered")
        yield served
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.communicate(timeout=10)


def until(check, what: str, within: float = UP_WITHIN) -> None:
    deadline = time.monotonic() + within
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def get(served: Served, path: str, **headers: str) -> tuple[int, dict[str, str], str]:
    """GET path as it is (no redirect followed): status, headers, body. Host is 127.0.0.1:PORT unless given;
    a websocket handshake's headers can be given too (`websocket_headers`)."""
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    try:
        connection.putrequest("GET", path, skip_host=True)
        for name, value in {"Host": f"127.0.0.1:{served.port}", **headers}.items():
            connection.putheader(name.replace("_", "-"), value)
        connection.endheaders()
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode() if response.status != 101 else ""
    except OSError:
        return 0, {}, ""
    finally:
        connection.close()


def websocket_headers() -> dict[str, str]:
    return {
        "Upgrade": "websocket",
        "Connection": "Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version": "13",
    }


def group(pgid: int) -> list[int]:
    """The processes of a process group (Linux's /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            if int(stat.read_text().rpartition(")")[2].split()[2]) == pgid:
                found.append(int(stat.parent.name))
    return found


def group_gone(pgid: int, within: float = 5.0) -> bool:
    """True once no process of the group is left (the app processes the server started)."""
    with contextlib.suppress(AssertionError):
        until(lambda: not group(pgid), "", within)
        return True
    return False


@contextlib.asynccontextmanager
async def tab(served: Served, tab_id: str | None = None, *, source: str = "127.0.0.1", program: bool = False):
    """A browser tab's websocket (its Origin and the page's cookie) once its app's screen came; closed after.
    `program`: a program's websocket instead, let in by the printed link's secret alone (no Origin, ?token=)."""
    path = f"/ws/{tab_id}" if tab_id else "/ws"
    if program:
        query, page = f"?token={served.token}&width=100&height=30", {}
    else:
        query = "?width=100&height=30"
        page = {"origin": cast(Origin, served.origin), "additional_headers": {"Cookie": served.cookie}}
    async with connect(
        f"ws://127.0.0.1:{served.port}{path}{query}", local_addr=(source, 0), open_timeout=UP_WITHIN, **page
    ) as ws:
        first = await asyncio.wait_for(ws.recv(), UP_WITHIN)
        assert isinstance(first, bytes) and first, "the app's screen comes as bytes"
        drain = asyncio.create_task(drained(ws))
        try:
            yield ws
        finally:
            drain.cancel()


async def drained(ws: ClientConnection) -> None:
    with contextlib.suppress(ConnectionClosed):
        async for _ in ws:
            pass


async def refused(served: Served, *, source: str = "127.0.0.1", **options) -> tuple[int, str]:
    """The status and text of a tab's websocket the server refuses."""
    path = "/ws"
    options = {"origin": served.origin, "additional_headers": {"Cookie": served.cookie}, **options}
    with pytest.raises(InvalidStatus) as refusal:
        async with connect(f"ws://127.0.0.1:{served.port}{path}", local_addr=(source, 0), open_timeout=10, **options):
            pass
    response = refusal.value.response
    return response.status_code, response.body.decode()


def test_the_command_runs_this_python_with_quoted_arguments() -> None:
    command = parlour_command("join", "ws://example.invalid:8765", "0123456789abcdef", "--name", "Ann Lee")
    assert command.endswith("-m parlour.app join ws://example.invalid:8765 0123456789abcdef --name 'Ann Lee'")
    assert sys.executable in command


def test_the_public_url() -> None:
    assert default_public_url("127.0.0.1", 8000) == "http://127.0.0.1:8000"
    assert default_public_url("::1", 8000) == "http://[::1]:8000"
    wildcard = default_public_url("0.0.0.0", 8000)
    assert wildcard.startswith("http://") and wildcard.endswith(":8000") and "0.0.0.0" not in wildcard


def test_the_addresses_served() -> None:
    assert served_netlocs("127.0.0.1", 8000, "http://127.0.0.1:8000") == {
        "127.0.0.1:8000",
        "localhost:8000",
        "[::1]:8000",
    }
    assert served_netlocs("0.0.0.0", 80, "http://192.168.1.5") >= {"192.168.1.5", "192.168.1.5:80", "localhost"}
    assert served_netlocs("192.168.1.5", 8000, "https://Parlour.Example") == {
        "192.168.1.5:8000",
        "parlour.example",
        "parlour.example:443",
    }


def test_a_taken_port_is_said_and_nothing_is_served(capsys) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert run_web(port=taken.getsockname()[1]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("parlour: cannot serve on 127.0.0.1:")


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[Served]:
    """One server for the module's guard and caps tests: at most 3 tabs, 2 from one address."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PARLOUR_HOME", str(tmp_path_factory.mktemp("web-home")))
        with web_server("--max-tabs", "3", "--max-tabs-per-address", "2") as server:
            yield server


def test_the_link_gives_the_page_a_tab_and_a_cookie_for_its_files_and_websocket(served: Served) -> None:
    status, headers, _ = get(served, f"/?token={served.token}&fontsize=18")
    assert status == 302
    assert re.fullmatch(rf"\?token={served.token}&fontsize=18&tab=[\w-]{{22}}", headers["Location"])
    status, headers, page = get(served, f"/?token={served.token}&tab={TAB_A}")
    assert status == 200
    assert "<div>Parlour</div>" in page  # the title on textual-serve's start dialog
    assert f'data-session-websocket-url="ws://127.0.0.1:{served.port}/ws/{TAB_A}"' in page
    assert served.token not in page
    assert headers["Set-Cookie"] == f"{served.cookie}; HttpOnly; Path=/; SameSite=Strict"
    assert get(served, f"/?tab={TAB_A}", Cookie=served.cookie)[0] == 200  # reloaded without the token
    assert get(served, "/static/js/textual.js", Cookie=served.cookie)[0] == 200


def wrong(secret: str) -> str:
    """The secret with its last letter changed."""
    return secret[:-1] + ("y" if secret.endswith("x") else "x")


@pytest.mark.parametrize("path", ["/", f"/?tab={TAB_A}", "/static/js/textual.js", "/ws", f"/ws/{TAB_A}", "/nothing"])
@pytest.mark.parametrize("secret", ["none", "wrong token", "wrong cookie"])
def test_without_the_secret_nothing_is_served(served: Served, path: str, secret: str) -> None:
    headers = websocket_headers() if path.startswith("/ws") else {}
    if secret == "wrong token":
        path += ("&" if "?" in path else "?") + "token=" + wrong(served.token)
    elif secret == "wrong cookie":
        headers["Cookie"] = wrong(served.cookie)
    status, _, text = get(served, path, **headers)
    assert (status, text) == (403, "Parlour: refused. Open the link that `parlour web` printed, with its token.\n")


@pytest.mark.parametrize("origin", ["http://evil.example", "http://127.0.0.1:1", "null"])
def test_a_page_elsewhere_cannot_open_a_tab_even_with_the_secret(served: Served, origin: str) -> None:
    """A web page's websocket carries the browser's cookie for 127.0.0.1 whatever port the page came from:
    its Origin is what tells it apart."""
    before = len(group(served.process.pid))
    assert asyncio.run(refused(served, origin=origin))[0] == 403
    assert get(served, f"/ws?token={served.token}", Origin=origin, **websocket_headers())[0] == 403
    assert get(served, f"/?token={served.token}&tab={TAB_A}", Origin=origin)[0] == 403
    assert len(group(served.process.pid)) <= before, "an app was started"


def test_another_host_name_is_refused(served: Served) -> None:
    """DNS rebinding: a page of evil.example whose name now points here is same-origin with itself, not with us."""
    for host in (f"evil.example:{served.port}", "evil.example", f"127.0.0.1.evil.example:{served.port}"):
        assert get(served, f"/?token={served.token}&tab={TAB_A}", Host=host)[0] == 403
        websocket = get(served, f"/ws?token={served.token}", Host=host, Origin=f"http://{host}", **websocket_headers())
        assert websocket[0] == 403
    assert get(served, f"/?token={served.token}&tab={TAB_A}", Host=f"localhost:{served.port}")[0] == 200


def test_tabs_are_capped_per_address_and_in_all(served: Served) -> None:
    """At most 2 tabs from one address and 3 in all: one more is refused before its app starts, with a page
    saying so; a reloaded page takes its own slot back; a closed tab frees its slot. Each tab that opens gets its
    app's screen, as the page opens it (its Origin, its cookie) and as a program does (no Origin, ?token=: the
    one from 127.0.0.2, which counts like any other)."""
    per_address = "Parlour: as many tabs are open from your address as allowed (2). Close one, then reload this page.\n"
    in_all = "Parlour: as many tabs are open as this server allows (3). Close one, then reload this page.\n"

    async def tabs() -> None:
        # The tabs of the tests before (one server for the module) free their slots once their apps have quit.
        await asyncio.to_thread(until, lambda: len(group(served.process.pid)) == 1, "an earlier tab's app never quit")
        async with tab(served, TAB_A) as first, tab(served, TAB_B):
            assert len(group(served.process.pid)) == 3  # the server and one process per tab
            assert await refused(served) == (429, per_address)
            status, _, page = get(served, f"/?token={served.token}&tab={'C' * 22}")
            assert (status, page) == (429, per_address)
            assert get(served, f"/?token={served.token}&tab={TAB_A}")[0] == 200  # A reloaded
            await first.close()  # ... and its new websocket, at once: it waits for the old one's app to quit
            async with tab(served, TAB_A):
                assert len(group(served.process.pid)) == 3
                async with tab(served, source="127.0.0.2", program=True):
                    assert await refused(served, source="127.0.0.2") == (503, in_all)
                    assert len(group(served.process.pid)) == 4
                await asyncio.to_thread(until, lambda: len(group(served.process.pid)) == 3, "the app never quit")
                async with tab(served, source="127.0.0.2"):  # the closed tab's slot is free again
                    pass

    asyncio.run(tabs())


def test_tabs_joining_a_table_sit_in_seats_of_their_own(parlour_home: Path) -> None:
    """With --join each tab's app has a data folder of its own, so a seat token of its own: two tabs are two
    seats (with one shared token the second tab took the first one's seat); a reloaded tab sits in its seat
    again; the folders go when the server stops."""

    async def scenario(stack: contextlib.ExitStack) -> None:
        tables = TableServer(keep_records=False)
        ready = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(tables.serve(port=0, ready=ready))
        address = f"ws://127.0.0.1:{await ready}"
        async with connect(address) as host:
            setup = TableSetup(game="red_dog", seats=default_seats(3, 3), settings={}).model_dump(mode="json")
            await host.send(json.dumps({"version": VERSION, "type": "create", "setup": setup, "name": "Ann"}))
            code = json.loads(await host.recv())["table"]
            seated = lambda: sum(place.client is not None for place in tables.tables[cast(str, code)].seats.values())  # noqa: E731
            served = await asyncio.to_thread(stack.enter_context, web_server("--join", address, code))
            async with tab(served, TAB_A) as first, tab(served, TAB_B):
                await asyncio.to_thread(until, lambda: seated() == 3, "two tabs did not get two seats")
                homes = sorted((parlour_home / "web-tabs").glob("*/*"))
                assert [home.name for home in homes] == [TAB_A, TAB_B]
                assert {oct(folder.stat().st_mode & 0o777) for folder in (*homes, homes[0].parent)} == {"0o700"}
                kept = lambda: all((home / "seat-tokens.json").exists() for home in homes)  # noqa: E731
                await asyncio.to_thread(until, kept, "a tab's seat token was not kept")
                tokens = {json.loads((home / "seat-tokens.json").read_text())["seats"][0]["token"] for home in homes}
                assert len(tokens) == 2
                await first.close()
                await asyncio.to_thread(until, lambda: seated() == 2, "the closed tab's app never left")
                async with tab(served, TAB_A):  # reloaded
                    await asyncio.to_thread(until, lambda: seated() == 3, "the reloaded tab did not sit down again")
            code, output = stop(served.process, signal.SIGINT)
            assert code == 0, output
            assert list((parlour_home / "web-tabs").iterdir()) == []
        serving.cancel()

    with contextlib.ExitStack() as stack:
        asyncio.run(scenario(stack))


def test_the_page_is_served_and_ctrl_c_stops_the_server() -> None:
    with web_server() as served:
        code, output = stop(served.process, signal.SIGINT)
        assert code == 0, output
        assert (
            served.line == f"parlour: open http://127.0.0.1:{served.port}/?token={served.token} in a browser "
            "(ctrl+c stops)"
        )


def stop(process: subprocess.Popen, signal_number: int) -> tuple[int, str]:
    """Send the signal; the server's exit code and what it printed."""
    process.send_signal(signal_number)
    output, _ = process.communicate(timeout=10)
    return process.returncode, output


def test_a_tab_starts_the_app_and_stopping_the_server_stops_it() -> None:
    """A websocket as a browser tab opens it: the app's screen comes as bytes, a ping is answered;
    SIGTERM with the tab open closes the tab at once, ends the server with 0 and the tab's app."""

    async def tabs(served: Served) -> None:
        async with connect(
            f"ws://127.0.0.1:{served.port}/ws?token={served.token}&width=100&height=30", open_timeout=10
        ) as ws:
            first = await asyncio.wait_for(ws.recv(), UP_WITHIN)
            assert isinstance(first, bytes) and first, "the app's screen comes as bytes"
            await ws.send(json.dumps(["ping", "parlour"]))
            message = first
            while not isinstance(message, str):  # more of the screen may come before the pong
                message = await asyncio.wait_for(ws.recv(), 10)
            assert json.loads(message) == ["pong", "parlour"]
            started = time.monotonic()
            served.process.send_signal(signal.SIGTERM)
            with pytest.raises(ConnectionClosed):  # the server closes the tab
                while True:
                    await asyncio.wait_for(ws.recv(), 5)
            assert time.monotonic() - started < 5

    with web_server() as served:
        asyncio.run(tabs(served))
        output, _ = served.process.communicate(timeout=10)
        assert served.process.returncode == 0, output
        assert group_gone(served.process.pid), "the tab's app process outlived the server"
