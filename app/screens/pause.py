"""The pause menu at a table (escape)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..widgets.screen_base import ParlourModal
from ..words.i18n import N_, _


class PauseMenu(ParlourModal[str]):
    """Resume, read the rules, end the game here (where the table allows it), leave the table or quit."""

    BINDINGS = [Binding("escape", "resume", N_("Resume"))]
    """Escape goes back to the table."""

    def __init__(self, can_end: bool = False, plays_on: bool = False) -> None:
        super().__init__()
        self.can_end = can_end
        """Whether "End the game here" is offered (`SeatCapabilities.end_here`)."""
        self.plays_on = plays_on
        """The table goes on meanwhile (a server's: the others play on), so the menu does not say "Paused"."""

    def compose_body(self) -> ComposeResult:
        title = _("Menu: the table plays on meanwhile") if self.plays_on else _("Paused")
        yield Static("[b]" + title + "[/b]", classes="dialog-title")
        ending = [Option(_("End the game here: final standings"), id="end")] if self.can_end else []
        yield OptionList(
            Option(_("Resume"), id="resume"),
            Option(_("Rules"), id="rules"),
            Option(_("Leave the table"), id="menu"),
            *ending,
            Option(_("Quit Parlour"), id="quit"),
            id="pause-menu",
        )

    @on(OptionList.OptionSelected, "#pause-menu")
    def on_choice(self, message: OptionList.OptionSelected) -> None:
        if message.option.id == "rules":  # over the menu: escape from the rules comes back here (it went to the table)
            self.app.action_rules()
            return
        self.dismiss(message.option.id)

    def action_resume(self) -> None:
        self.dismiss("resume")
