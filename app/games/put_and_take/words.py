"""Put and Take's own round-log events (PT-*): payments, the banker's cover, the pool, the bank passing."""

from __future__ import annotations

from ....rules.events import Event
from ..words import CardLabel, Names, cards_text, describe_common, note_text, short_text, verb, who_of

ROWS = {"put": "put", "take": "take"}
"""The turned card's row, as the log names it."""


def describe(event: Event, names: Names, label: CardLabel) -> str:
    """One line of the round log."""
    who = who_of(event, names)
    kind = event.type
    if kind == "turn":
        row = ROWS.get(event.reason or "", "turned")
        return f"── {row} card {event.k}: {label(event.card)} ──"
    if kind == "pay" and event.reason != "ante":
        return (f"put card {event.k} ({label(event.card)}): {who} {verb(who, 'pays')} {event.amount} for "
                f"{cards_text(event.cards, label) or 'the suit'}{note_text(event)}{short_text(event)}")
    if kind == "receive":
        return (f"take card {event.k} ({label(event.card)}): {who} {verb(who, 'takes')} {event.amount} for "
                f"{cards_text(event.cards, label) or 'the suit'}{note_text(event)}{short_text(event)}")
    if kind == "cover":
        target = names[event.to] if event.to is not None else "?"
        return f"the pool is short: banker {who} {verb(who, 'pays')} {event.amount} to {target}{short_text(event)}"
    if kind == "pool":
        return f"{who} {verb(who, 'collects')} the pool: {event.amount}"
    if kind == "bottom":
        return "the put cards go face up to the bottom of the deck"
    if kind == "first_banker":
        return f"{who} {verb(who, 'draws')} highest and {verb(who, 'takes')} the bank"
    if kind == "bank":
        return f"the bank passes to {who}"
    return describe_common(event, names, label)
