"""Join a network table from the main menu: the server's address, the table code the host gave, a name.

Enter joins (the lobby takes over: app/screens/lobby.py), escape goes back. The host's whole join
line may be pasted as the code (its address and code are taken from it); pasted or typed as the name, it goes
to the fields above, said in one line, and the name stays as it was. A code that is not one, or a name longer
than a name keeps, is refused on the spot, in one line; whatever the server says (no such table,
every seat taken) the lobby shows. Opened again, it holds what was last asked for, so a join
that failed (a wrong port, a host not started yet) is tried again without typing the code anew.
"""

from __future__ import annotations

import re

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Input, Static

from ..net import DEFAULT_PORT
from ..net.client import SeatRequest
from ..net.connection_words import address_problem
from ..widgets.form_rows import ROW_KEYS, FormRows
from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourModal
from ..words.clean_names import too_long
from ..words.i18n import N_, _
from ..words.name_words import too_long_words
from .lobby import RemoteTable

CODE_CHARACTERS = set("0123456789abcdef")
ADDRESS = re.compile(r"wss?://\S+")
"""A server's address in a join line."""
PASTE_LIMIT = 200
"""Characters the code and name fields take: the host's whole join line may be pasted into either (in the name's,
it is moved to the fields above: `JoinScreen.name_changed`)."""


def table_code(text: str) -> str | None:
    """The code typed, cleaned, or None when it is not 16 characters 0-9 and a-f."""
    code = text.strip().lower()
    return code if len(code) == 16 and set(code) <= CODE_CHARACTERS else None


def from_join_line(text: str) -> tuple[str | None, str | None]:
    """(the server's address, the table code) a pasted join line gives ("parlour join ws://10.0.0.5:8765
    0123456789abcdef --name NAME"), each None where it gives none; a code alone gives just the code."""
    address = ADDRESS.search(text)  # anywhere: pasted after a name, it follows the name's letters
    code = next((found for word in text.split() if (found := table_code(word)) is not None), None)
    return (address.group() if address else None), code


class JoinScreen(FormRows, ParlourModal[RemoteTable | None]):
    """Three fields; enter joins; up and down go from one to the next (app/widgets/form_rows.py)."""

    BINDINGS = [Binding("enter", "join", N_("Join")), Binding("escape", "back", N_("Back")), *ROW_KEYS]
    """Enter in a field joins too (`on_input_submitted`): a field's enter comes after the keys typed before it,
    where a priority binding acted before a fast typist's last characters had reached the field."""
    ROWS = "Input"

    def __init__(self, last: SeatRequest | None = None) -> None:
        super().__init__()
        self.last = last
        """What was last asked for in this run (None: the defaults)."""
        self.name_before = last.name if last else _("Guest")
        """The name field's value before a join line landed in it (it is put back)."""

    def compose_body(self) -> ComposeResult:
        last = self.last
        yield SafeStatic("[b]" + _("Join a network table") + "[/b]", classes="dialog-title")
        yield SafeStatic(_("Server address"))
        yield Input(last.address if last else f"ws://127.0.0.1:{DEFAULT_PORT}", id="join-address")
        yield SafeStatic(_("Table code (or paste the host's whole join line)"))
        yield Input(
            last.table or "" if last else "",
            placeholder=_("16 characters, 0-9 and a-f"),
            id="join-code",
            max_length=PASTE_LIMIT,
        )
        yield SafeStatic(_("Your name"))
        yield Input(self.name_before, id="join-name", max_length=PASTE_LIMIT)
        yield SafeStatic("", id="join-error")
        yield SafeStatic("[dim]" + _("tab next field · enter join · escape back") + "[/]", classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one("#join-code", Input).focus()

    @on(Input.Changed, "#join-name")
    def name_changed(self, event: Input.Changed) -> None:
        """A join line, an address or a code in the name field (pasted where the name goes) is never a name: it
        goes to the fields above, the name back to what it was, and the line under the fields says so."""
        address, code = from_join_line(event.value)
        if address is None and code is None:
            self.name_before = event.value
            return
        if address is not None:
            self.query_one("#join-address", Input).value = address
        if code is not None:
            self.query_one("#join-code", Input).value = code
        event.input.value = self.name_before
        moved = _("the join line, not a name: moved to the fields above")
        self.query_one("#join-error", Static).update(f"[b $warning]![/] {literal(moved)}")

    @on(Input.Changed, "#join-code")
    def code_changed(self, event: Input.Changed) -> None:
        """The host's join line pasted as the code (after the code remembered from the last table too: seen,
        "…f05dparlour join ws://…"): the code field keeps its code, the address field takes its address."""
        address, code = from_join_line(event.value)
        if address is None or code is None:
            return  # a code typed, or a line still coming in
        self.query_one("#join-address", Input).value = address
        if event.value.strip() != code:
            event.input.value = code

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_join()

    def action_join(self) -> None:
        address = self.query_one("#join-address", Input).value.strip()
        pasted_address, code = from_join_line(self.query_one("#join-code", Input).value)
        if pasted_address is not None:  # the host's whole join line: its address is the one to use
            address = pasted_address
            self.query_one("#join-address", Input).value = address
        name = self.query_one("#join-name", Input).value.strip() or _("Guest")
        problem = address_problem(address) or (
            _("a table code is 16 characters, 0-9 and a-f")
            if code is None
            else too_long_words(name)
            if too_long(name)
            else None
        )
        if problem:
            self.query_one("#join-error", Static).update(f"[b $error]✗[/] {literal(problem)}")
            self.app.bell()
            return
        self.dismiss(RemoteTable(SeatRequest(address=address, name=name, table=code)))

    def action_back(self) -> None:
        self.dismiss(None)
