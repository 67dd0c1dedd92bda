"""Round-log events: every card turned and every chip moved is one `Event`.

One flat model serves all games so the log, the scenario runner and the table can
treat events alike; unused fields stay at their defaults and are left out of JSON.
`type` names what happened; the fields used per type are documented where each
engine emits them. A game whose events need a field the shared ones do not give declares it in
its registration (rules/declarations.py `EventField`); an event carries it as an extra field, and no
other is allowed.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict, model_validator

from .declarations import event_fields
from .fast import construct
from .outcome import Ending


def _game_fields_schema(schema: dict[str, Any]) -> None:
    """The registered games' own event fields in the JSON Schema, and no other extra field."""
    json_types = {int: "integer", str: "string", bool: "boolean"}
    for name, info in event_fields().items():
        schema["properties"][name] = {"description": info.doc, "title": name, "type": json_types[info.type]}
    schema["additionalProperties"] = False


class Detail(BaseModel):
    """One thing an event's note says, as data: its `kind`, named by the game (Put and Take's payment extras,
    "same_colour" PT-V2 and "suit" PT-V3; Red Dog's reasons to sit out, "no_cards" and "too_many_cards" RD-V3), and
    its figure `n` (chips, cards). The app words it; the note is its English."""

    model_config = ConfigDict(frozen=True)

    kind: str
    n: int


class Event(BaseModel):
    """One thing that happened at the table."""

    model_config = ConfigDict(frozen=True, extra="allow", json_schema_extra=_game_fields_schema)

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
        if self.__pydantic_extra__:
            data.update(self.__pydantic_extra__)
        return data

    @model_validator(mode="after")
    def _only_registered_extras(self) -> "Event":
        """An extra field must be one a registered game declares, of its type (a bool is no number here)."""
        declared = event_fields()
        for name, value in (self.__pydantic_extra__ or {}).items():
            info = declared.get(name)
            if info is None:
                raise ValueError(f"no registered game gives events a field {name!r}")
            if type(value) is not info.type:
                raise ValueError(f"an event's {name!r} must be of type {info.type.__name__}, not {value!r}")
        return self


_UNSET: dict[str, Any] = {name: None for name in Event.model_fields}
"""Every field at its default (all are None but `type`, which `event` always sets)."""
_FIELDS = len(_UNSET)
_NO_EXTRA: dict[str, Any] = {}
"""The extra fields of an event without any, shared (events are frozen): a validated event has an empty dict
there, and one made here must equal it."""


def event(type: str, **fields: Any) -> Event:
    """Build an event without re-validating (the engines pass well-typed values), through
    `rules.fast.construct`: the engines build thousands of events a second, and every default
    is None. A field neither shared nor declared by a registered game (`EventField`) is a TypeError."""
    values = _UNSET.copy()
    values["type"] = type
    values.update(fields)
    if len(values) != _FIELDS:
        return _with_game_fields(values, fields)
    return construct(Event, values, {"type", *fields}, _NO_EXTRA)


def _with_game_fields(values: dict[str, Any], fields: dict[str, Any]) -> Event:
    """An event with fields a game declares besides the shared ones (kept as its extra fields)."""
    extra = {name: values.pop(name) for name in list(values) if name not in _UNSET}
    unknown = sorted(set(extra) - set(event_fields()))
    if unknown:
        raise TypeError(f"Event has no field {', '.join(unknown)}")
    return construct(Event, values, {"type", *fields}, extra)


def given(*names: str) -> set[str]:
    """The fields an `event_of` call site gives (with `type`): its events' field set, shared by all of them."""
    unknown = set(names) - _UNSET.keys()
    if unknown:
        raise TypeError(f"Event has no field {', '.join(sorted(unknown))}")
    return {"type", *names}


def event_of(
    fields: set[str],
    type: str,
    seat: int | None = None,
    amount: int | None = None,
    short: int | None = None,
    card: str | None = None,
    cards: tuple[str, ...] | None = None,
    k: int | None = None,
    to: int | None = None,
    reason: str | None = None,
    note: str | None = None,
    details: tuple[Detail, ...] | None = None,
) -> Event:
    """`event` for the events a round makes at every turned card (a payment, a bet won or lost): the same event,
    its shared fields as parameters and `fields` (`given(...)`, made once a call site: exactly the names it
    passes) as its field set. A dict written out in field order with no keyword dict nor set made per event:
    a payment's event 16.8k -> 10.6k instructions (callgrind)."""
    values = {
        "type": type,
        "seat": seat,
        "amount": amount,
        "short": short,
        "card": card,
        "cards": cards,
        "k": k,
        "to": to,
        "reason": reason,
        "note": note,
        "ending": None,
        "details": details,
    }
    return construct(Event, values, fields, _NO_EXTRA)


shared_event = lru_cache(maxsize=4096)(event)
"""`event` for the events that come back again and again (seat 2 dealt 5 cards, the 7 of hearts turned
third by seat 1): each is made once and then shared, as events are frozen. Only for events of few
distinct values (not a whole hand, not a stake of any size)."""
