"""The server behind `parlour web`: textual-serve's, opened only to the person holding the link it printed.

Every request, the page, its files and above all the websocket that starts an app, is refused (403)
unless its Host header names an address this server serves (no DNS rebinding), its Origin header,
when there is one, does too (no other web page), and it carries the secret: `?token=` in the URL, or
the cookie the page sets when it is opened with it (the page's scripts and websocket send the cookie;
a program without a browser passes `?token=`).

Each page gets a tab id in its URL (`&tab=`, added by a redirect), and its websocket is `/ws/<tab>`:
a reloaded page is the same tab. Tabs are capped per client address and in all; a tab over a cap is
refused (429 or 503, a short page saying so) before any process starts. A reloaded page waits for
its previous page's app to quit, and so takes its slot.

With `tab_data` (the tabs join a network table) each tab's app gets its own data folder there, so its
own seat token: a reloaded tab sits in its seat again; two tabs are two seats. The folder of a closed
tab is kept for a reload (the KEEP_CLOSED latest); a second page with a live tab's id gets a folder
of its own, removed when it closes. Without `tab_data` every tab uses the user's own data (saved
games, statistics), as the app in a terminal would.

textual-serve runs each tab's command with the shell; here that command is `exec`'d (one process
per tab, not a shell and its child) with the tab's PARLOUR_HOME before it.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import re
import secrets
import shutil
from contextvars import ContextVar
from dataclasses import dataclass, field
from ipaddress import ip_address
from pathlib import Path
from typing import Any, cast
from urllib.parse import urlsplit

import aiohttp_jinja2
from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from ..words.i18n import _
from . import WILDCARD_HOSTS
from .tabs import private_folder, tab_command

TAB_ID = re.compile(r"[A-Za-z0-9_-]{22}")
"""A tab id: `secrets.token_urlsafe(16)`."""
REPLACE_WITHIN = 5.0
"""Seconds a reloaded page's websocket waits for its previous page's app to quit."""
QUIT_WITHIN = 3.0
"""Seconds a closed tab's app has to quit before it is killed."""
KEEP_CLOSED = 32
"""Data folders of closed tabs kept for a reload, at the most (the oldest go first)."""

_this_tab: ContextVar[Tab | None] = ContextVar("this_tab", default=None)
"""The tab a websocket's task serves (see `ParlourServer.command`)."""


def refusal(status: int, text: str) -> web.Response:
    """A short plain page saying why nothing is served."""
    return web.Response(
        status=status,
        text=text + "\n",
        content_type="text/plain",
        charset="utf-8",
        headers={"Cache-Control": "no-store"},
    )


def forbidden() -> web.Response:
    return refusal(403, _("Parlour: refused. Open the link that `parlour web` printed, with its token."))


@dataclass(eq=False)
class Tab:
    """An open tab: its app runs until `ended` is set."""

    address: str
    id: str | None
    command: str
    """The shell command of its app (`tab_command`)."""
    app: AppService | None = None
    """textual-serve's handle on its app, once started."""
    ended: asyncio.Event = field(default_factory=asyncio.Event)


class ParlourServer(Server):
    """textual-serve's server, guarded (see the module's docstring), saying one line at start (not its logo),
    logging only trouble, and on ctrl+c closing the open tabs first: each one's app quits and its websocket
    closes while the connection is still up (aiohttp closes connections before its shutdown hooks, and a
    websocket closed after that waits 10 s for an answer that cannot come)."""

    def __init__(
        self,
        command: str,
        *,
        host: str,
        port: int,
        public_url: str,
        secret: str,
        netlocs: frozenset[str],
        max_tabs: int,
        max_per_address: int,
        tab_data: Path | None = None,
    ) -> None:
        super().__init__(command, host=host, port=port, title="Parlour", public_url=public_url)
        self.secret = secret.encode()
        self.netlocs = netlocs
        """The Host (and Origin) addresses of this server, lower case: `web.served_netlocs`."""
        self.cookie = f"parlour-web-{port}"
        """A cookie per port: a browser sends 127.0.0.1's cookies to every port of it."""
        self.max_tabs, self.max_per_address = max_tabs, max_per_address
        self.tab_data = tab_data
        self.open_tabs: list[Tab] = []
        self.closed_homes: dict[str, Path] = {}
        """Closed tabs' data folders by tab id, oldest first."""
        self.tabs: set[asyncio.Task] = set()
        self.stopping: asyncio.Task | None = None

    @property
    def command(self) -> str:
        """What textual-serve runs for a tab: the command made for the tab being opened (`run_tab`)."""
        tab = _this_tab.get()
        return tab.command if tab is not None else self.base_command

    @command.setter
    def command(self, value: str) -> None:
        self.base_command = value

    def initialize_logging(self) -> None:
        super().initialize_logging()
        logging.getLogger().setLevel(logging.WARNING)  # no line per request for the page's files

    async def on_startup(self, app) -> None:
        url = f"{self.public_url}/?token={self.secret.decode()}"
        print(_("parlour: open {url} in a browser (ctrl+c stops)").format(url=url), flush=True)

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.append(self.guard)
        app.router.add_get(f"/ws/{{tab:{TAB_ID.pattern}}}", self.handle_websocket, name="tab-websocket")
        return app

    @web.middleware
    async def guard(self, request: web.Request, handler) -> web.StreamResponse:
        """Only requests to this server's address, from its own page (when they say), with the secret."""
        if request.headers.get("Host", "").lower() not in self.netlocs:
            return forbidden()
        origin = request.headers.get("Origin")
        if origin is not None and origin.lower().partition("://")[2] not in self.netlocs:
            return forbidden()
        given = (request.query.get("token", ""), request.cookies.get(self.cookie, ""))
        if not any(hmac.compare_digest(value.encode(), self.secret) for value in given):
            return forbidden()
        return await handler(request)

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """textual-serve's page, for one tab: its id in the URL (a redirect adds one), its websocket `/ws/<tab>`,
        and the cookie that lets its files and websocket in. Refused when no tab could open."""
        tab_id = request.query.get("tab", "")
        if not TAB_ID.fullmatch(tab_id):
            location = "?" + request.rel_url.update_query(tab=secrets.token_urlsafe(16)).raw_query_string
            return self.with_cookie(web.Response(status=302, headers={"Location": location}))
        if self.open_tab(tab_id) is None and (full := self.full(request.remote or "")):
            return full  # a reloaded page is let in: its previous page's slot is its own
        context = await Server.handle_index.__wrapped__(self, request)
        path = request.app.router["tab-websocket"].url_for(tab=tab_id)
        context["app_websocket_url"] = f"ws{self.public_url.removeprefix('http')}{path}"
        return self.with_cookie(aiohttp_jinja2.render_template("app_index.html", request, context))

    def with_cookie(self, response: web.Response) -> web.Response:
        response.set_cookie(
            self.cookie,
            self.secret.decode(),
            path="/",
            httponly=True,
            samesite="Strict",
            secure=self.public_url.startswith("https:"),
        )
        return response

    def open_tab(self, tab_id: str | None) -> Tab | None:
        return next((tab for tab in self.open_tabs if tab_id and tab.id == tab_id), None)

    def full(self, address: str) -> web.Response | None:
        """The page refusing one more tab from this address, or None when it may open."""
        from_there = sum(tab.address == address for tab in self.open_tabs)
        if from_there >= self.max_per_address:
            return refusal(
                429,
                _(
                    "Parlour: as many tabs are open from your address as allowed ({count}). "
                    "Close one, then reload this page."
                ).format(count=from_there),
            )
        if len(self.open_tabs) >= self.max_tabs:
            return refusal(
                503,
                _(
                    "Parlour: as many tabs are open as this server allows ({count}). Close one, then reload this page."
                ).format(count=len(self.open_tabs)),
            )
        return None

    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        task = cast("asyncio.Task[Any]", asyncio.current_task())  # a request is handled in a task
        self.tabs.add(task)  # from the start: ctrl+c cancels a tab still waiting for its slot too
        try:
            return await self.run_tab(request)
        finally:
            self.tabs.discard(task)

    async def run_tab(self, request: web.Request) -> web.StreamResponse:
        """A tab's app, relayed to its websocket by textual-serve until either side closes; or the page refusing it."""
        tab_id = request.match_info.get("tab")
        if (previous := self.open_tab(tab_id)) is not None:  # a reloaded page: its previous page's app quits first
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(REPLACE_WITHIN):  # not wait_for, which may swallow a cancellation (3.11)
                    await previous.ended.wait()
            if self.open_tab(tab_id) is not None:
                tab_id = None  # the same page open twice: this one is a tab of its own
        if full := self.full(request.remote or ""):
            return full
        home = self.tab_home(tab_id)
        tab = Tab(request.remote or "", tab_id, tab_command(self.base_command, home))
        self.open_tabs.append(tab)  # no await since `full`: no other tab can slip in between
        reset = _this_tab.set(tab)
        try:
            return await super().handle_websocket(request)
        finally:
            _this_tab.reset(reset)
            try:
                await quit_app(tab.app)
            finally:  # the slot is free once the app is gone
                self.open_tabs.remove(tab)
                tab.ended.set()
                self.close_home(tab_id, home)

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        if (tab := _this_tab.get()) is not None:
            tab.app = app_service  # (textual-serve hands it over here only)
        await super()._process_messages(websocket, app_service)

    def tab_home(self, tab_id: str | None) -> Path | None:
        """The data folder of a tab (with `tab_data`): the tab id's, or a new one for a tab without an id."""
        if self.tab_data is None:
            return None
        if tab_id is not None and tab_id in self.closed_homes:
            return self.closed_homes.pop(tab_id)
        return private_folder(self.tab_data / (tab_id or f"once-{secrets.token_urlsafe(16)}"))

    def close_home(self, tab_id: str | None, home: Path | None) -> None:
        """A closed tab's folder: kept for a reload (the KEEP_CLOSED latest), or gone when the tab had no id."""
        if home is None:
            return
        if tab_id is None:
            shutil.rmtree(home, ignore_errors=True)
            return
        self.closed_homes[tab_id] = home
        while len(self.closed_homes) > KEEP_CLOSED:
            shutil.rmtree(self.closed_homes.pop(next(iter(self.closed_homes))), ignore_errors=True)

    def request_exit(self) -> None:
        if self.stopping or not self.tabs:
            super().request_exit()  # raises aiohttp's GracefulExit: the server stops
        self.stopping = asyncio.get_running_loop().create_task(self.close_tabs())

    async def close_tabs(self) -> None:
        # A cancelled tab tells its app to quit and closes its websocket (textual-serve's own code).
        tabs = list(self.tabs)
        for task in tabs:
            task.cancel()
        await asyncio.wait(tabs, timeout=5)
        asyncio.get_running_loop().call_soon(self.request_exit)


def served_netlocs(host: str, port: int, public_url: str) -> frozenset[str]:
    """The addresses a browser may name in Host and Origin (lower case): the public URL's, the listening address's,
    and for a loopback or wildcard listener this machine's own names (localhost, 127.0.0.1, [::1]). Only these:
    a page from elsewhere, or a name of an attacker's made to point here (DNS rebinding), is refused."""
    url = urlsplit(public_url)
    scheme_port = 443 if url.scheme == "https" else 80
    places = [(url.hostname or "", url.port or scheme_port, scheme_port)]
    own = [] if host in WILDCARD_HOSTS else [host]
    if host in WILDCARD_HOSTS or loopback(host):
        own += ["localhost", "127.0.0.1", "::1"]
    places += [(name, port, 80) for name in own]
    netlocs = set()
    for name, at, plain in places:
        name = f"[{name}]" if ":" in name else name
        netlocs |= {f"{name}:{at}".lower()} | ({name.lower()} if at == plain else set())
    return frozenset(netlocs)


def loopback(host: str) -> bool:
    try:
        return host == "localhost" or ip_address(host).is_loopback
    except ValueError:
        return False


async def quit_app(app: AppService | None) -> None:
    """Wait for the app of a closed tab to end, told to quit by textual-serve; kill it after QUIT_WITHIN seconds.
    (textual-serve stops waiting for it when its tab is cancelled, as on ctrl+c, and it may still write.)"""
    process = app and app._process
    if process is None or process.returncode is not None:
        return
    try:
        async with asyncio.timeout(QUIT_WITHIN):  # not wait_for, which may swallow a cancellation (Python 3.11)
            await process.wait()
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        await process.wait()
