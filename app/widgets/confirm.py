"""Asking before something that cannot be undone: quitting a running game, deleting a saved game."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding

from ..words.i18n import N_, _
from .literal import SafeStatic, literal
from .screen_base import ParlourModal


class Confirm(ParlourModal[bool]):
    """y or enter says yes, n or escape says no."""

    BINDINGS = [
        Binding("y,enter", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
    ]
    """The two answers."""

    def __init__(self, question: str, detail: str, yes: str = N_("yes"), no: str = N_("no")) -> None:
        super().__init__()
        self.question = question
        """The question, plain text (a message, or words already in the language in force)."""
        self.detail = detail
        """One line on what is at stake, plain text."""
        self.yes, self.no = yes, no

    def compose_body(self) -> ComposeResult:
        yield SafeStatic(f"[b]{literal(_(self.question))}[/b]", classes="dialog-title")
        yield SafeStatic(literal(_(self.detail)))
        yield SafeStatic(f"[dim]{self.answers(None)}[/]", classes="dialog-hint")

    def answers(self, width: int | None) -> str:
        """The keys and their answers (markup): on one line, or one a line where `width` cells do not hold both
        (seen at 80 columns: "y / enter: end it ·" with the other answer below it); each key kept with its answer
        (seen: "n / escape: play" with "on" below it)."""
        hint = _("y / enter: {yes} · n / escape: {no}").format(yes=literal(_(self.yes)), no=literal(_(self.no)))
        parts = [part.replace(" ", "\u00a0") for part in hint.split(" · ")]
        one_line = " · ".join(parts)
        return "\n".join(parts) if width and cell_len(one_line) > width else one_line

    def on_mount(self) -> None:
        self.call_after_refresh(self.fit_answers)

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_answers)

    def fit_answers(self) -> None:
        line = next(self.query(".dialog-hint").results(SafeStatic), None)
        if line is not None and line.size.width:
            line.update(f"[dim]{self.answers(line.size.width)}[/]")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ConfirmLeave(Confirm):
    """Leave the table for the menu where that loses the game or touches the others (`LEAVE_DETAILS`)."""

    def __init__(self, kind: str) -> None:
        super().__init__(N_("Leave the table?"), LEAVE_DETAILS[kind], yes=N_("leave"), no=N_("stay"))


QUIT_DETAILS = {
    "saved": N_("The game is saved: Continue, in the main menu, picks up where you left off."),
    "unsaved": N_("This game is not being saved: quitting ends it."),
    # (seen: "not being saved: quitting ends it", and Continue then offered it where saving had stopped)
    "stopped": N_(
        "Saving stopped during this game: Continue picks it up where it stopped; what was played since is lost."
    ),
    "seat_waits": N_(
        "Your seat waits for you: join this table again (the same code) to take it back; "
        "meanwhile a computer player may play for you."
    ),
    "serving": N_(
        "This table is served from here: quitting ends the game for everybody, ranked as it stands now (CH-5)."
    ),
    # a game going on, or one still to start (a lobby, the next game after "play again": seen, "a game is going on")
    "served_here": N_(
        "This app serves a network table whose game is going on or still to start: quitting stops it for everybody."
    ),
}
"""What quitting does to the game: kept for Continue, lost, a network seat kept, a hosted table ended, or (from
the menu) the tables this app serves stopped."""


class ConfirmEnd(Confirm):
    """Before a game is ended at the table (CH-5): it cannot be continued afterwards; at a network table (`everybody`)
    it ends for everybody there (the host's, whose Leave said so and whose End did not)."""

    def __init__(self, everybody: bool = False) -> None:
        super().__init__(
            N_("End the game here?"),
            N_(
                "It ends for everybody at the table, ranked as it stands now, and the final standings are shown: it "
                "cannot be continued."
            )
            if everybody
            else N_("It is ranked as it stands now, and the final standings are shown: it cannot be continued."),
            yes=N_("end it"),
            no=N_("play on"),
        )


class ConfirmQuit(Confirm):
    """Quit while a game is in progress? Says what becomes of the game (`QUIT_DETAILS`)."""

    def __init__(self, saved: bool = True, kind: str | None = None) -> None:
        detail = QUIT_DETAILS[kind or ("saved" if saved else "unsaved")]
        super().__init__(N_("Quit Parlour?"), detail, yes=N_("quit"), no=N_("stay"))


LEAVE_DETAILS = {
    "unsaved": N_("This game is not being saved: leaving ends it."),
    "stopped": QUIT_DETAILS["stopped"],
    "seat_waits": QUIT_DETAILS["seat_waits"],
    "serving": N_(
        "This table is served from here: leaving ends the game for everybody, ranked as it stands now (CH-5)."
    ),
}
"""What leaving the table for the menu does to a game that is not simply kept for Continue."""
