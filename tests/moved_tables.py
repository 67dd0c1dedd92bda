"""A table moved on without its screen, then sat down at: for Pilot tests about what a table screen shows at a
position (its layout, a card picked out), not about the keys that lead there (those keys: the tables' own tests).

`moved_on` plays a table through the session's own seat protocol (`TableSession.step` for the automatic steps
and the computer players, `act` for the person's decisions, as the screen's keys make them) until the person is
to decide and `ready` says so; `sit_down` opens its table screen in a running app, as a continued game is.
"""

from __future__ import annotations

from collections.abc import Callable

from parlour.app.screens.table import TableScreen
from parlour.app.seating.session import TableSession
from parlour.app.seating.table_setup import TableSetup

STEPS = 400
"""Moves at the most before the person must have decided."""


def at_once(session: TableSession, seat: int) -> bool:
    """Ready at the person's first decision."""
    return True


def moved_on(setup: TableSetup, seed: int, ready: Callable[[TableSession, int], bool] = at_once) -> TableSession:
    """The table of `setup` dealt from `seed`, moved on until the person to decide is `ready`. Until then the
    person answers as the plainest keys do: a Put window declined (d), a put seen (s), else the first card
    played (enter)."""
    session = TableSession(setup, seed)
    for _ in range(STEPS):
        seat = session.person_to_act()
        if seat is None:
            session.step()
            continue
        if ready(session, seat):
            return session
        legal = session.engine.legal_actions(session.state)
        answer = next((action for action in legal if action.do in ("decline", "see")), None)
        session.act(seat, answer or next(action for action in legal if action.do == "play"))
    raise AssertionError(f"the person was never ready in {STEPS} moves")


def can_play(session: TableSession, seat: int) -> bool:
    """Put: the person may play a card."""
    return any(action.do == "play" for action in session.engine.legal_actions(session.state))


async def sit_down(pilot, session: TableSession) -> TableScreen:
    """The app sits down at `session` (as at a continued game): its table screen, the person to decide."""
    await pilot.pause()
    pilot.app.sit_down(session)
    await pilot.pause()
    table = pilot.app.screen
    assert isinstance(table, TableScreen) and table.viewer_decides()
    return table
