"""Round-log events: every card turned and every chip moved is one `Event`.

One flat model serves all games so the log, the scenario runner and the table can
treat events alike; unused fields stay at their defaults and are left out of JSON.
`type` names what happened; the fields used per type are documented where each
engine emits them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict

from .fast import construct
from .outcome import Ending


class Detail(BaseModel):
    """One thing an event's note says, as data: its `kind`, named by the game (Put and Take's payment extras,
    "same_colour" PT-V2 and "suit" PT-V3; Red Dog's reasons to sit out, "no_cards" and "too_many_cards" RD-V3), and
    its figure `n` (chips, cards). The app words it; the note is its English."""

    model_config = ConfigDict(frozen=True)

    kind: str
    n: int


class Event(BaseModel):
    """One thing that happened at the table."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    type: str
    """What happened: "pay", "receive", "turn", "deal", "bet", "win", ..."""
    seat: int | None = None
    """The seat it happened to (payer, receiver, bettor, player)."""
    amount: int | None = None
    """Chips moved (what was actually paid, after table stakes)."""
    short: int | None = None
    """Chips owed but not paid because the payer ran out (CH-2)."""
    card: str | None = None
    """The card turned, played or shown."""
    cards: tuple[str, ...] | None = None
    """Several cards: a hand, the matching cards behind a payment."""
    k: int | None = None
    """Position of the turned card in its row (1..5), or a trick number."""
    to: int | None = None
    """The receiving seat where chips move between seats."""
    reason: str | None = None
    """Why chips moved: "put", "take", "ante", "cover", "pool", "forfeit", ..."""
    note: str | None = None
    """Anything else worth a line in the log."""
    ending: Ending | None = None
    """game_over: how the game ended, as data (the app words it; the `note` says it in English)."""
    details: tuple[Detail, ...] | None = None
    """What the `note` says, as data (the app words it; the note is its English, for the scenario runner)."""

    def public(self) -> dict[str, Any]:
        """The event as the scenario runner writes it: JSON-ready data without the unused fields (in field
        order, as `model_dump(exclude_none=True)` gives it; the runner writes some 200,000 a second), and
        without `ending` and `details`, which its `note` says (SCENARIOS.md fixes the output)."""
        data = {name: value for name, value in self.__dict__.items() if value is not None}
        if self.ending is not None:
            del data["ending"]
        if self.details is not None:
            del data["details"]
        return data


_UNSET: dict[str, Any] = {name: None for name in Event.model_fields}
"""Every field at its default (all are None but `type`, which `event` always sets)."""
_FIELDS = len(_UNSET)


def event(type: str, **fields: Any) -> Event:
    """Build an event without re-validating (the engines pass well-typed values), through
    `rules.fast.construct`: the engines build thousands of events a second, and every default
    is None. Unknown field names are a TypeError."""
    values = _UNSET.copy()
    values["type"] = type
    values.update(fields)
    if len(values) != _FIELDS:
        unknown = sorted(set(values) - set(_UNSET))
        raise TypeError(f"Event has no field {', '.join(unknown)}")
    return construct(Event, values, {"type", *fields})


shared_event = lru_cache(maxsize=4096)(event)
"""`event` for the events that come back again and again (seat 2 dealt 5 cards, the 7 of hearts turned
third by seat 1): each is made once and then shared, as events are frozen. Only for events of few
distinct values (not a whole hand, not a stake of any size)."""
