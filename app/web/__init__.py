"""`parlour web`: the app in a browser, served with textual-serve, for a friend without a terminal.

textual-serve (an aiohttp server) hands out one page; the page opens a websocket to `/ws`, and
for each such websocket, that is each browser tab, the server starts the app as a new process
(`command`, run by the shell) with Textual's web driver, and relays its screen and keys. A closed
tab stops its process; ctrl+c (or SIGTERM) stops the server and the processes it started.

It listens on 127.0.0.1 (this machine only) unless told otherwise. The page tells the browser
where the websocket is from the public URL: http://HOST:PORT by default; when listening on every
address (0.0.0.0 or ::) that would be no address a browser can reach, so the default becomes this
machine's address on the local network; give `public_url` when the browser reaches the server
another way (a proxy, a tunnel, a name).

It is for the person it prints its link to, not for every web page their browser opens: the link
carries a secret, requests must name this server's own address, and tabs are capped
(app/web/server.py says how).

textual-serve (and `secrets`, whose hashing takes a few milliseconds to load) is imported inside `run_web` only:
starting the terminal app does not pay for it.
"""

from __future__ import annotations

import asyncio
import shlex
import socket
import sys

from ..saving.paths import data_dir
from ..words.i18n import _
from ..words.system_errors import system_problem

WILDCARD_HOSTS = ("0.0.0.0", "::", "")
"""Listening addresses that mean "every address": no browser can open them."""
MAX_TABS = 8
"""Tabs open at once by default (each one an app process of some 50 MB)."""
MAX_TABS_PER_ADDRESS = 4
"""Tabs open at once from one client address by default."""


def parlour_command(*args: str) -> str:
    """The shell command that starts the Parlour app with this Python, e.g. `parlour_command("join", ...)`.

    Every part is quoted for the shell (textual-serve runs the command with the shell).
    """
    return shlex.join([sys.executable, "-m", "parlour.app", *args])


def lan_address() -> str:
    """This machine's address on the local network (the one its outgoing traffic leaves from);
    127.0.0.1 when there is none. A UDP "connect" sends nothing: it only picks the route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1 (RFC 5737): never reached, only routed
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def default_public_url(host: str, port: int) -> str:
    """The address a browser opens: http://HOST:PORT, with the LAN address for a wildcard host."""
    if host in WILDCARD_HOSTS:
        host = lan_address()
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"  # an IPv6 address in a URL
    return f"http://{host}:{port}"


def cannot_listen(host: str, port: int) -> str | None:
    """Why host:port cannot be listened on (taken, not this machine's, unknown), or None when it can.
    Tried before serving, so that the line saying where to open is only printed for a server that runs."""
    try:
        addresses = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as error:
        return system_problem(error)
    for family, kind, proto, _name, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as aiohttp does
            if family == socket.AF_INET6:
                probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            try:
                probe.bind(address)
            except OSError as error:
                return system_problem(error)
    return None


def run_web(
    host: str = "127.0.0.1",
    port: int = 8000,
    command: str | None = None,
    public_url: str | None = None,
    *,
    max_tabs: int = MAX_TABS,
    max_tabs_per_address: int = MAX_TABS_PER_ADDRESS,
    data_per_tab: bool = False,
) -> int:
    """Serve the app to browsers on host:port until ctrl+c; 0 then, 1 when the port cannot be had.

    `command` is the shell command each browser tab runs (default: the Parlour menu with this
    Python; build others with `parlour_command`, e.g. to join a table). `public_url` is where a
    browser reaches this server (default: see `default_public_url`); the page's websocket address
    is made from it. At most `max_tabs` tabs are open at once, `max_tabs_per_address` from one
    client address. With `data_per_tab` each tab's app has its own data folder (for tabs joining a
    table: a seat token each), else every tab has the user's (app/web/server.py).
    """
    if problem := cannot_listen(host, port):
        print(
            _("parlour: cannot serve on {address}: {problem}").format(address=f"{host}:{port}", problem=problem),
            file=sys.stderr,
        )
        return 1

    # lazy: start-up (aiohttp and textual-serve, and `secrets` with its hashing, load for `parlour web` alone)
    import secrets
    import shutil

    from .server import ParlourServer, served_netlocs
    from .tabs import tab_folders

    url = (public_url or default_public_url(host, port)).rstrip("/")
    tabs = tab_folders(data_dir()) if data_per_tab else None
    server = ParlourServer(
        command or parlour_command(),
        host=host,
        port=port,
        public_url=url,
        secret=secrets.token_urlsafe(24),
        netlocs=served_netlocs(host, port, url),
        max_tabs=max(1, max_tabs),
        max_per_address=max(1, max_tabs_per_address),
        tab_data=tabs,
    )
    asyncio.set_event_loop(asyncio.new_event_loop())  # Server.serve runs on the current loop; a fresh one
    try:
        server.serve()
    except KeyboardInterrupt:
        return 0
    except OSError as error:
        print(
            _("parlour: cannot serve on {address}: {problem}").format(
                address=f"{host}:{port}", problem=system_problem(error)
            ),
            file=sys.stderr,
        )
        return 1
    finally:
        if tabs is not None:
            shutil.rmtree(tabs, ignore_errors=True)
    return 0
