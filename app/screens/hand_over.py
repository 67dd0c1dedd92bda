"""Between two people's turns on one keyboard: hide the hands until the next player is ready."""

from __future__ import annotations

from typing import Callable

from textual.app import ComposeResult
from textual.binding import Binding

from ..widgets.literal import SafeStatic, literal
from ..widgets.screen_base import ParlourModal
from ..words.i18n import N_, _


class HandOver(ParlourModal[bool]):
    """ "Pass the keyboard" ("<name> plays next"): any of space or enter shows that player's cards; escape pauses
    and q quits as at the table (dismissed with False: the table's pause menu follows, the cards still hidden)."""

    BINDINGS = [
        Binding("space,enter", "ready", N_("I'm ready")),
        Binding("escape", "pause", N_("Pause")),
        Binding("q", "quit_table", N_("Quit")),
    ]
    """The next player confirms they are at the keyboard; or the table's pause menu; or quit Parlour (asking first,
    as the table does)."""

    def __init__(self, name: str, quit_table: Callable[[], object]) -> None:
        super().__init__()
        self.player = name
        self.quit_table = quit_table
        """What q does at the table under this screen (quit, asking first while the game goes on)."""

    def compose_body(self) -> ComposeResult:
        yield SafeStatic("[b]" + _("Pass the keyboard") + "[/b]", classes="dialog-title")
        yield SafeStatic(
            _("[b]{name}[/b] plays next.\nEveryone else: look away now.").format(name=literal(self.player))
        )
        hint = "\n".join((_("space / enter: show my cards"), _("esc: pause · q: quit"), _("?: rules · f2: keys")))
        yield SafeStatic(f"[dim]{hint}[/]", classes="dialog-hint")

    def action_ready(self) -> None:
        self.dismiss(True)

    def action_pause(self) -> None:
        self.dismiss(False)

    def action_quit_table(self) -> None:
        self.quit_table()
