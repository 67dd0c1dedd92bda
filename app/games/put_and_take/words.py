"""Put and Take's own round-log events (PT-*): payments, the banker's cover, the pool, the bank passing.

The engine's notes on a payment's extras ("+1 same colour (PT-V2)", "+3 suit (PT-V3)",
rules/put_and_take/engine.py `payment_for`) are read back and said in the language in force.
"""

from __future__ import annotations

import re

from ....rules.events import Event
from ...i18n import N_, _
from ...seat_words import said, to_whom
from ..words import CardLabel, Names, cards_text, describe_common, short_text, who_of

ROWS = {"put": N_("put card {k}: {card}"), "take": N_("take card {k}: {card}")}
"""The turned card's row, as the log names it."""
EXTRAS = (
    (re.compile(r"\+(\d+) same colour \(PT-V2\)"), N_("+{n} same colour, PT-V2")),
    (re.compile(r"\+(\d+) suit \(PT-V3\)"), N_("+{n} suit, PT-V3")),
)
SUIT_ONLY = re.compile(r"\+\d+ suit \(PT-V3\)")
"""The note of a payment for the suit alone (no card of the rank): "for the suit (PT-V3)" says it all."""
"""The engine's notes on a payment's extras, and how the log says them."""


def extra_text(note: str) -> str:
    """One of the engine's notes on a payment ("+1 same colour (PT-V2)") in the language in force."""
    for pattern, message in EXTRAS:
        found = pattern.fullmatch(note)
        if found:
            return _(message).format(n=found.group(1))
    return _(note)


def notes_text(event: Event) -> str:
    """ " (+1 same colour, PT-V2; +3 suit, PT-V3)" when the payment carries extras; " (PT-V3)" for the suit
    alone, whose whole amount the note would only repeat."""
    if not event.note:
        return ""
    if not event.cards and SUIT_ONLY.fullmatch(event.note):
        return " (PT-V3)"
    return f" ({'; '.join(extra_text(note) for note in event.note.split(', '))})"


def payment_text(event: Event, who: str, label: CardLabel) -> str:
    """A put card's payment or a take card's collection, with what it is for."""
    fields = dict(
        k=event.k, card=label(event.card), amount=event.amount, cards=cards_text(event.cards, label) or _("the suit")
    )
    if event.type == "pay":
        line = said(
            who,
            N_("put card {k} ({card}): you pay {amount} for {cards}"),
            N_("put card {k} ({card}): {who} pays {amount} for {cards}"),
            **fields,
        )
    else:
        line = said(
            who,
            N_("take card {k} ({card}): you take {amount} for {cards}"),
            N_("take card {k} ({card}): {who} takes {amount} for {cards}"),
            **fields,
        )
    return line + notes_text(event) + short_text(event)


def cover_text(event: Event, who: str, names: Names) -> str:
    """The banker paying what the pool cannot (PT-8)."""
    target = names[event.to] if event.to is not None else "?"
    line = to_whom(
        who,
        target,
        N_("the pool is short: you pay {amount} to {to} as banker"),
        N_("the pool is short: banker {who} pays {amount} to you"),
        N_("the pool is short: banker {who} pays {amount} to {to}"),
        amount=event.amount,
    )
    return line + short_text(event)


def describe(event: Event, names: Names, label: CardLabel) -> str:
    """One line of the round log."""
    who = who_of(event, names)
    kind = event.type
    if kind == "turn":
        row = ROWS.get(event.reason or "", N_("turned card {k}: {card}"))
        turned = _(row).format(k=event.k, card=label(event.card))
        return f"── {turned} ──"
    if kind == "pay" and event.reason != "ante" or kind == "receive":
        return payment_text(event, who, label)
    if kind == "cover":
        return cover_text(event, who, names)
    if kind == "pool":
        return said(
            who, N_("You collect the pool: {amount}"), N_("{who} collects the pool: {amount}"), amount=event.amount
        )
    if kind == "bottom":
        return _("the put cards go face up to the bottom of the deck")
    if kind == "first_banker":
        return said(who, N_("You draw highest and take the bank"), N_("{who} draws highest and takes the bank"))
    if kind == "bank":
        return said(who, N_("the bank passes to you"), N_("the bank passes to {who}"))
    return describe_common(event, names, label)
