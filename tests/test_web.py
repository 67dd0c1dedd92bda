"""`parlour web` without a browser: `run_web` serves textual-serve's page, a websocket (a browser tab)
starts the app and gets its screen, and ctrl+c or SIGTERM stops the server and the tab's app.

The server runs as a subprocess on 127.0.0.1 and a free port, in its own process group (the app
processes it starts are in it too), killed whole at the end of each test whatever happened; it
inherits the test's PARLOUR_HOME (conftest).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from parlour.app.web import default_public_url, parlour_command, run_web

ROOT = Path(__file__).resolve().parent.parent
UP_WITHIN = 15.0
"""Seconds the server has to answer its first page."""

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups and signals of POSIX")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def web_server() -> Iterator[tuple[subprocess.Popen, int]]:
    """`run_web` on 127.0.0.1 and a free port in a subprocess; its whole process group killed after."""
    port = free_port()
    code = f"from parlour.app.web import run_web; raise SystemExit(run_web(port={port}))"
    process = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        yield process, port
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.communicate(timeout=10)


def fetch_page(process: subprocess.Popen, port: int) -> tuple[int, str]:
    """The page at / once the server answers (retried for up to UP_WITHIN seconds)."""
    deadline = time.monotonic() + UP_WITHIN
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as response:
                return response.status, response.read().decode("utf-8")
        except OSError:
            assert process.poll() is None, f"the server stopped: {process.communicate(timeout=5)[0]}"
            assert time.monotonic() < deadline, f"no page within {UP_WITHIN} s"
            time.sleep(0.1)


def stop(process: subprocess.Popen, signal_number: int) -> tuple[int, str]:
    """Send the signal; the server's exit code and what it printed."""
    process.send_signal(signal_number)
    output, _ = process.communicate(timeout=10)
    return process.returncode, output


def group_gone(pgid: int, within: float = 5.0) -> bool:
    """True once no process of the group is left (the app processes the server started)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def test_the_command_runs_this_python_with_quoted_arguments() -> None:
    command = parlour_command("join", "ws://example.invalid:8765", "0123456789abcdef", "--name", "Ann Lee")
    assert command.endswith("-m parlour.app join ws://example.invalid:8765 0123456789abcdef --name 'Ann Lee'")
    assert sys.executable in command


def test_the_public_url() -> None:
    assert default_public_url("127.0.0.1", 8000) == "http://127.0.0.1:8000"
    assert default_public_url("::1", 8000) == "http://[::1]:8000"
    wildcard = default_public_url("0.0.0.0", 8000)
    assert wildcard.startswith("http://") and wildcard.endswith(":8000") and "0.0.0.0" not in wildcard


def test_a_taken_port_is_said_and_nothing_is_served(capsys) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert run_web(port=taken.getsockname()[1]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("parlour: cannot serve on 127.0.0.1:")


def test_the_page_is_served_and_ctrl_c_stops_the_server() -> None:
    with web_server() as (process, port):
        status, page = fetch_page(process, port)
        assert status == 200
        assert "<div>Parlour</div>" in page  # the title on textual-serve's start dialog
        assert f'data-session-websocket-url="ws://127.0.0.1:{port}/ws"' in page
        assert f"http://127.0.0.1:{port}/static/js/textual.js" in page
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/static/js/textual.js", timeout=5) as script:
            assert script.status == 200
        code, output = stop(process, signal.SIGINT)
        assert code == 0, output
        assert output.splitlines()[0] == f"parlour: open http://127.0.0.1:{port} in a browser (ctrl+c stops)"


def test_a_tab_starts_the_app_and_stopping_the_server_stops_it() -> None:
    """A websocket as a browser tab opens it: the app's screen comes as bytes, a ping is answered;
    SIGTERM with the tab open closes the tab at once, ends the server with 0 and the tab's app."""

    async def tab(process: subprocess.Popen, port: int) -> None:
        async with connect(f"ws://127.0.0.1:{port}/ws?width=100&height=30", open_timeout=10) as ws:
            first = await asyncio.wait_for(ws.recv(), UP_WITHIN)
            assert isinstance(first, bytes) and first, "the app's screen comes as bytes"
            await ws.send(json.dumps(["ping", "parlour"]))
            message = first
            while not isinstance(message, str):  # more of the screen may come before the pong
                message = await asyncio.wait_for(ws.recv(), 10)
            assert json.loads(message) == ["pong", "parlour"]
            started = time.monotonic()
            process.send_signal(signal.SIGTERM)
            with pytest.raises(ConnectionClosed):  # the server closes the tab
                while True:
                    await asyncio.wait_for(ws.recv(), 5)
            assert time.monotonic() - started < 5

    with web_server() as (process, port):
        fetch_page(process, port)
        asyncio.run(tab(process, port))
        output, _ = process.communicate(timeout=10)
        assert process.returncode == 0, output
        assert group_gone(process.pid), "the tab's app process outlived the server"
