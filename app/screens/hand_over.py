"""Between two people's turns on one keyboard: hide the hands until the next player is ready."""

from __future__ import annotations

from typing import Callable

from textual.app import ComposeResult
from textual.binding import Binding

from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourModal
from ..words.i18n import N_, _


class HandOver(ParlourModal[bool]):
    """ "Pass the keyboard to <name>": any of space or enter shows that player's cards; q quits as at the table."""

    BINDINGS = [Binding("space,enter", "ready", N_("I'm ready")), Binding("q", "quit_table", N_("Quit"))]
    """The next player confirms they are at the keyboard; or quit Parlour (asking first, as the table does)."""

    def __init__(self, name: str, quit_table: Callable[[], object]) -> None:
        super().__init__()
        self.player = name
        self.quit_table = quit_table
        """What q does at the table under this screen (quit, asking first while the game goes on)."""

    def compose_body(self) -> ComposeResult:
        yield SafeStatic("[b]" + _("Pass the keyboard") + "[/b]", classes="dialog-title")
        yield SafeStatic(_("to [b]{name}[/b].\nEveryone else: look away now.").format(name=literal(self.player)))
        hint = _("space / enter: show my cards") + "\n" + _("q: quit · ?: rules · f2: keys")
        yield SafeStatic(f"[dim]{hint}[/]", classes="dialog-hint")

    def action_ready(self) -> None:
        self.dismiss(True)

    def action_quit_table(self) -> None:
        self.quit_table()
