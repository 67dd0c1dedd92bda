"""Several people at one keyboard: whose hidden cards a table shows, and the hand-over between turns.

A mixin of `TableScreen` (app/screens/table_base.py): it reads the table's setup,
engine and state and draws through `render_table` / `refresh_view`.
"""

from __future__ import annotations

from typing import Any


class HandOverTurns:
    """Hide the cards and ask for the keyboard to be passed before each person's turn."""

    setup: Any
    engine: Any
    state: Any
    revealed: int | None
    _handing_over: bool

    hidden_hands = False
    """Whether this game has cards a seat must not see (Red Dog, Put)."""

    def maybe_hand_over(self) -> None:
        """Before a person's turn, when another person sat here last, hide the cards and ask."""
        if not self.hidden_hands or len(self.setup.humans) < 2 or self._handing_over:
            return
        seat = self.engine.to_act(self.state)
        if seat is None or not self.waiting_for_human() or seat == self.revealed:
            return
        from parlour.app.screens.hand_over import HandOver

        self.revealed = None
        self._handing_over = True
        self.render_table(self.state)
        self.app.push_screen(HandOver(self.setup.names[seat]), lambda _: self.after_hand_over(seat))

    def after_hand_over(self, seat: int) -> None:
        self._handing_over = False
        self.revealed = seat
        self.refresh_view()

    def may_see(self, seat: int) -> bool:
        """Whether the person at the keyboard may see this seat's hidden cards now."""
        return not self.hidden_hands or seat == self.revealed or self.engine.is_over(self.state)

    def log_reveals(self, seat: int) -> bool:
        """Whether the log may list this seat's dealt cards (it stays on screen for everyone)."""
        return not self.hidden_hands or (len(self.setup.humans) == 1 and seat == self.setup.humans[0])
