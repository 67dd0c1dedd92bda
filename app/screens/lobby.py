"""The lobby of a network table: connecting, the game and its settings, the join line for friends, who has sat
down; the host starts.

It takes the seat first (`parlour host` also opens a server in this process for the table),
then lists the seats as the server tells them: each person's name and whether they are
here, the computer players. The host presses enter to start the game; a friend waits for
the host. Once the game has started the usual table screen takes over, playing the seat
through its `RemoteSession`. Escape leaves (the seat waits for its token). A friend's token is
kept on this machine (app/net/seat_tokens.py): joining the same table again, even from a new
terminal, takes that seat back.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Static

from ..net.client import JoinRefused, SeatRequest, Sleep, listen, take_seat
from ..net.remote_session import RemoteSession
from ..net.seat_tokens import forget_token, held_look, held_tables, held_token, keep_token
from ..net.server import TableServer
from ..net.server_refusals import NAME_TAKEN
from ..saving.saved import remember_join
from ..widgets.footer import ParlourFooter
from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourScreen
from ..words.clean_names import NAME_LIMIT, name_key
from ..words.i18n import N_, _
from ..words.seat_words import YOU, shown_name
from ..words.table_words import settings_words
from .table import NOT_SENT, RECONNECTING, TableScreen

if TYPE_CHECKING:
    from websockets.asyncio.client import ClientConnection

    from ..net.protocol import Update, Welcome

    Seat = tuple[ClientConnection, Welcome, Update]
    """A seat taken: the connection, the server's welcome and the table as it stands."""


SERVED_HERE = "(served by this app)"
"""The mark of a seat token kept for a table this app served (`LobbyScreen.kept_at`)."""


@dataclass(frozen=True)
class RemoteTable:
    """What `parlour host` or `parlour join` asked for."""

    request: SeatRequest
    serve_port: int | None = None
    """`parlour host`: serve the table from this process on this port (0: any free one)."""
    serve_host: str = "127.0.0.1"
    certfile: str | None = None
    keyfile: str | None = None
    wait: float = 60.0
    """Seconds an away person's turn waits before a computer player stands in (the host's setting)."""
    game: str = ""
    """`parlour host GAME` with no setup options: the game to set up in the setup screen first."""
    limits: Any = None
    """`parlour host`: the served table's limits (app/net/limits.py; None: the defaults)."""
    sleep: Sleep = asyncio.sleep
    """How the tries to take the seat back after a drop wait (app/net/client.py `rejoin`; a test's takes no real
    time)."""


NUMBERED = 9
"""Names tried with a number ("Guest 2" .. "Guest 9") when the name is taken and the request allows it."""
HELD_TRIED = 3
"""Seats kept at a server that hosting there again asks for back, the latest first (`held_seat_again`): as many as
one address may open tables there (app/net/limits.py), each ask a seating of its few a minute."""
BACK_AT_TABLE = N_(
    "You are back at your earlier table, where the game is still going (for a new game: escape, then End the game here)"
)
"""What hosting again says where it takes a kept seat back (`own_table_again`, `held_seat_again`)."""
SEAT_GONE = frozenset({"server.token_no_seat", "server.no_table", "server.game_over"})
"""A server's refusals that say a kept seat is no more: its token is forgotten."""


async def free_seat(request: SeatRequest) -> Seat:  # pyright: ignore[reportReturnType]  (the loop returns or raises)
    """A free seat under the request's name, or (`number_if_taken`) under the first of "NAME 2", "NAME 3"...
    that no seat at the table has."""
    for number in range(1, NUMBERED + 1 if request.number_if_taken else 2):
        suffix = f" {number}" if number > 1 else ""
        try:
            return await take_seat(replace(request, name=request.name[: NAME_LIMIT - len(suffix)].rstrip() + suffix))
        except JoinRefused as refusal:
            if refusal.code != NAME_TAKEN or number == NUMBERED or not request.number_if_taken:
                raise


class LobbyScreen(ParlourScreen):
    """Seats filling up, then the table."""

    BINDINGS = [
        Binding("enter", "start", N_("Start")),
        Binding("escape", "leave", N_("Leave")),
        Binding("escape", "back", N_("Back")),
    ]
    """Start for the host; escape leaves a seat taken, or goes back while there is none (connecting, failed)."""

    def __init__(self, table: RemoteTable) -> None:
        super().__init__()
        self.table = table
        self.session: RemoteSession | None = None
        self.address = table.request.address
        self.server = None
        self._host_shown: bool | None = None
        """Whether the footer was last drawn for the table's host (Start offered)."""

    def compose_body(self) -> ComposeResult:
        yield SafeStatic("[b]" + _("Network table") + "[/b]", id="lobby-title")
        yield SafeStatic("", id="lobby-settings")
        yield SafeStatic(_("Connecting…"), id="lobby-join")
        yield SafeStatic("", id="lobby-seats")
        yield SafeStatic("", id="lobby-hint")
        yield ParlourFooter()

    def on_mount(self) -> None:
        self.run_worker(self.connect(), exclusive=True)

    async def connect(self) -> None:
        request = self.table.request
        if self.table.serve_port is not None:
            request = self.own_table_again(await self.open_server(request))
        kept_at = self.kept_at(request.address)
        try:
            socket, welcome, first = await (take_seat(request) if request.token else self.sit_down(request))
        except JoinRefused as refusal:
            self.query_one("#lobby-join", Static).update(f"[b $error]✗[/] {literal(str(refusal))}")
            self.query_one("#lobby-hint", Static).update("[dim]" + _("escape: back") + "[/]")
            self.refresh_bindings()
            return
        self.session = RemoteSession(socket.send, welcome, first)
        # A seat outlives this terminal: its token, switches and what it saw are kept, to take it back. (Seen: a
        # host on a server whose terminal closed found her own seat "taken" when she joined the table again; a host
        # whose own app served the table, her terminal closed, found it played on by her friends, her seat by a
        # computer player, once she served again: `own_table_again`.)
        self.tell_if(keep_token(kept_at, welcome.table, welcome.token))
        if self.table.serve_port is None:  # the join dialog opens with this table next time (however it was joined)
            seated_as = welcome.setup.names[welcome.seat]  # "Ann 2" where "Ann" was taken (--number-if-taken)
            self.tell_if(remember_join(request.address, welcome.table, request.name, seated_as))
        # the seat taken back with its kept token opens as its person left it (the coach on, say)
        self.session.kept_at, self.session.look = kept_at, held_look(kept_at, welcome.table)
        # Whether it serves the table, and how it hangs up, before the wait below: the lobby shows its session from
        # its first line on (seen under load: a test read a session still saying it served nothing).
        self.session.serving = self.serves(request.address)
        self.session.address, self.session.hang_up = request.address, socket.close
        await self.session.keep_moments()  # (a seat taken back: what it saw before, whole)
        self.session.when_moved(lambda: self.post_message(self.Moved()))
        self.session.receive(first.model_dump_json())
        # The app runs the connection (and the server): they outlive this screen, on to the table.
        self.app.run_worker(listen(socket, self.session, request, self.tell, self.table.sleep), group="listen")

    async def sit_down(self, request: SeatRequest) -> Seat:
        """Take the seat: joining a table this machine holds a seat at, that seat (its kept token), else a free
        one (a kept token the server no longer knows is forgotten)."""
        if request.table is None:
            back = await self.held_seat_again(request) if not self.serves(request.address) else None
            return back or await take_seat(request)
        kept_at = self.kept_at(request.address)
        token, notice = held_token(kept_at, request.table)
        self.tell_if(notice)
        if token is not None:
            try:
                seat = await take_seat(replace(request, token=token))
            except JoinRefused:
                self.tell_if(forget_token(kept_at, request.table))
            else:
                welcome = seat[1]
                kept_name = welcome.setup.names[welcome.seat]
                if request.name and name_key(request.name) != name_key(kept_name):  # (seen: a new name kept silently)
                    self.tell(_("You are back in your seat as {name}: a seat keeps its name").format(name=kept_name))
                return seat
        return await free_seat(request)

    async def held_seat_again(self, request: SeatRequest) -> Seat | None:
        """`parlour host GAME --server ADDRESS` again where this machine holds a seat at a game of GAME still going on
        that server (its terminal closed): that seat is taken back, not a new table opened, as `own_table_again`
        does for a table this app serves (seen: the same command run again opened an empty table, the friends left
        at the old one). A kept seat the server no longer holds is forgotten; the latest HELD_TRIED are asked."""
        assert request.setup is not None  # a new table's request
        kept_at = self.kept_at(request.address)
        held, notice = held_tables(kept_at)
        self.tell_if(notice)
        for code, token in held[:HELD_TRIED]:
            try:
                seat = await take_seat(replace(request, table=code, setup=None, token=token))
            except JoinRefused as refusal:
                if refusal.code in SEAT_GONE:
                    self.tell_if(forget_token(kept_at, code))
                    continue
                return None  # the server not reached, say: asking for the new table says so
            socket, welcome, first = seat
            if first.outcome is not None:  # a game over, kept a while for its result: a new table is wanted
                await socket.close()
                self.tell_if(forget_token(kept_at, code))
                continue
            if welcome.setup.game != request.setup.game:
                await socket.close()  # a seat at another game: it waits as it did
                continue
            self.tell(_(BACK_AT_TABLE))
            return seat
        return None

    def own_table_again(self, request: SeatRequest) -> SeatRequest:
        """`parlour host` serving again where an earlier run of this app served: a table it brought back from its
        folder that is still going and holds a seat of this machine's (its kept token) is taken back, not a new
        one opened (its friends played on meanwhile, a computer player in the host's seat). Only a table of the game
        asked for (seen: hosting one game brought back the lobby of another, its terminal closed on it)."""
        if request.setup is None:
            return request  # a table joined by its code
        server = cast(TableServer, self.server)
        for code, table in server.tables.items():
            if table.session.setup.game != request.setup.game or table.session.is_over():
                continue
            token, _notice = held_token(self.kept_at(request.address), code)
            if token is not None and table.token_seat(token) is not None:
                self.tell(_(BACK_AT_TABLE))
                return replace(request, table=code, setup=None, token=token)
        return request

    def kept_at(self, address: str) -> str:
        """Where this seat's token is kept: under the server's address, or, for a table this app serves, apart
        from it (a friend joining from the same account would otherwise take the host's seat with her token)."""
        return f"{address} {SERVED_HERE}" if self.serves(address) else address

    def serves(self, address: str) -> bool:
        """Whether this app serves the tables at `address`: hosting them now, or joining one it serves (seen: a host
        who left her lobby with escape, her friends still in it, found "every person's seat at this table is
        taken" at every join: her token was kept apart, under SERVED_HERE)."""
        return self.table.serve_port is not None or address in self.app.served_here

    def tell_if(self, notice: str | None) -> None:
        if notice:
            self.tell(notice)

    async def open_server(self, request: SeatRequest) -> SeatRequest:
        """`parlour host`: serve tables from this process, and sit at one."""
        self.server = TableServer(wait=self.table.wait, **({"limits": self.table.limits} if self.table.limits else {}))
        ready = asyncio.get_running_loop().create_future()
        self.app.run_worker(
            self.server.serve(
                # open_server is called only for a table with a port to serve on
                self.table.serve_host,
                cast(int, self.table.serve_port),
                self.table.certfile,
                self.table.keyfile,
                ready,
            ),
            group="server",
        )
        port = await ready
        scheme = "wss" if self.table.certfile else "ws"
        self.address = f"{scheme}://{self.table.serve_host}:{port}"
        here = f"{scheme}://127.0.0.1:{port}"
        self.app.served_here = {**self.app.served_here, here: self.server, self.address: self.server}
        return SeatRequest(address=here, name=request.name, setup=request.setup)

    def tell(self, text: str) -> None:
        app = self.app
        app.notify(text, severity="warning", timeout=6, markup=False)

    class Moved(Message):
        """An update came from the server (a friend joined or left, the host started the game)."""

    def on_lobby_screen_moved(self, message: Moved) -> None:
        message.stop()
        self.look()

    def on_screen_resume(self) -> None:  # Textual calls the bases' handlers too
        self.look()  # what came while another screen was on top (the keys panel, the rules)

    def look(self) -> None:
        """Show the seats from the latest update; once the game has started, go to the table."""
        session = self.session
        if session is None or not self.is_current:
            return
        while session.step() is not None:
            pass
        if session.started:
            self.app.switch_screen(TableScreen(session))
            return
        if self._host_shown is not session.host:  # the footer offers Start to the host alone
            if self._host_shown is False:  # the host left the lobby (seen: a friend became the host without a word)
                self.tell(_("The host left before the start: you are the host now, enter starts the game"))
            self._host_shown = session.host
            self.refresh_bindings()
        self.show_game(session)
        self.query_one("#lobby-seats", Static).update(seat_lines(session))
        # TRANSLATORS: the placeholder in a command line that a friend replaces with their own name.
        join = f"parlour join {self.address} {session.table_id} --name {_('NAME')}"
        invitation = _("Friends join with:") + f"\n  [b]{literal(join)}[/b]"
        if len(session.people) < 2:  # (seen: a join line offered, and its friend refused: every seat taken)
            invitation = _("No seat here is for a friend: every other seat is a computer player's")
        self.query_one("#lobby-join", Static).update(invitation)
        host = literal(shown_name(session.names[session.host_seat]))
        if session.host:
            missing = any(seat in session.away for seat in session.people)
            if not missing:
                hint = _("enter: start the game")
            elif session.game.decisions:
                hint = _("enter: start the game (it waits for anyone not here yet)")
            else:  # nobody decides anything (seen: "it waits", and round 1 was played for two empty seats)
                hint = _("enter: start the game (the cards are turned for anyone not here yet)")
        elif session.host_seat in session.away:  # the server waits for the host, then hands the table on
            # TRANSLATORS: a lobby whose host's connection went: the server waits limits.host_hands_on_after seconds.
            hint = _("{host}, the host, is away: the table waits a little, then the next person here hosts it")
            hint = hint.format(host=host)
        else:
            hint = _("waiting for {host}, the host, to start the game").format(host=host)
        leave = _("escape: leave")
        if session.reconnecting or session.cut_off():  # (seen: "here" and "enter: start" with the server gone)
            lost = _(RECONNECTING) if session.reconnecting else _("This window gets no more updates from the table")
            self.query_one("#lobby-hint", Static).update(f"[b $warning]{lost}[/] [dim]· {leave}[/]")
            return
        self.query_one("#lobby-hint", Static).update(f"[dim]{hint} · {leave}[/]")

    def show_game(self, session: RemoteSession) -> None:
        """Which game the table plays, and its settings (a friend did not set them: seen, a lobby that never said
        which game it was)."""
        game = literal(_(session.game.title))
        self.query_one("#lobby-title", Static).update("[b]" + _("Network table: {game}").format(game=game) + "[/b]")
        settings = settings_words(session.setup.game, session.setup.rules_settings())
        if session.setup.chip_value.priced:  # what a chip is worth here (CH-6; seen: the friends were never told)
            settings += " · " + session.setup.chip_value.describe()
        self.query_one("#lobby-settings", Static).update(f"[dim]{literal(settings)}[/]")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Start is offered to the host of a table sat at, only (not while connecting, nor after a failure,
        nor to a friend, who waits for the host); escape is Leave at a seat, else Back."""
        allowed = super().check_action(action, parameters)
        if allowed is True and action == "start":
            return self.session is not None and self.session.host
        if allowed is True and action in ("leave", "back"):
            return (self.session is not None) == (action == "leave")
        return allowed

    def action_start(self) -> None:
        if self.session is not None and self.session.host:
            if self.session.reconnecting or self.session.cut_off():  # said, not sent into a lost connection
                self.app.bell()
                self.tell(_(NOT_SENT))
                return
            self.session.start_game()

    async def action_leave(self) -> None:
        """Leave the seat: the connection is closed (the server counts the seat away at once: a host's table passes
        to the next person here, a table this app serves is ended), then back to the menu. Seen: after escape the
        connection stayed open, the friends' lobby still read "Ann (the host): here" and nobody could start."""
        if self.session is not None:
            given_up = not self.session.started
            await self.session.leave()
            if given_up:  # (seen: the leaver was back at the menu without a word, his seat free for another)
                self.app.notify(_("You left the table before its start: your seat is free for another"), timeout=6)
        self.dismiss(None)

    def action_back(self) -> None:
        self.dismiss(None)


def seat_lines(session: RemoteSession) -> str:
    """Who sits where, one seat a line (markup, the names as text, in bold): here, away (was here and left: the seat
    waits) or not yet (a lobby is before the start), which seat is yours and whose table it is (the host's: a
    friend who joined saw the names and not who would start the game)."""
    lines = []
    for seat, raw in enumerate(session.names):
        # a name in bold, the app's own words beside it not: a play-test named itself "Alice (the host)"
        name = f"[b]{literal(shown_name(raw))}[/b]"
        if seat in session.people:
            away, you = seat in session.away, seat == session.seat
            if you and raw == YOU:  # "You (the host)", not "You (you, the host)" (seen at a host named by default)
                you = False
            if seat == session.host_seat:
                name = (_("{name} (you, the host)") if you else _("{name} (the host)")).format(name=name)
                you = False  # said with the name
            if away and seat in session.been_here:
                line = _("{name}: away (the seat waits)")
            elif away:
                line = _("{name} (you): not here yet") if you else _("{name}: not here yet")
            else:
                line = _("{name} (you): here") if you else _("{name}: here")
        else:
            line = _("{name}: computer player")
        lines.append("  " + line.format(name=name))
    return "\n".join(lines)
