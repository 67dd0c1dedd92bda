"""Put and Take's own round-log events (PT-*): payments, the banker's cover, the pool, the bank passing.

A payment's variant extras come as data (`Event.details`: PT-V2's "same_colour", PT-V3's "suit", each with its
chips, rules/put_and_take/engine.py `payment_for`) and are said here in the language in force; the engine's
English note is never read.
"""

from __future__ import annotations

from typing import cast

from ....rules.events import Detail, Event
from ...words.chip_words import taken
from ...words.i18n import N_, _
from ...words.seat_words import said, to_whom
from ..words import CardLabel, ChipText, Names, cards_text, describe_common, short_text, who_of

ROWS = {"put": N_("put card {k}: {card}"), "take": N_("take card {k}: {card}")}
"""The turned card's row, as the log names it."""
EXTRAS = {"same_colour": N_("+{n} same colour, PT-V2"), "suit": N_("+{n} suit, PT-V3")}
"""Each kind of a payment's extra, as the log says it."""
SUIT_ONLY = "suit"
"""The one extra of a payment for the suit alone (no card of the rank): "for the suit (PT-V3)" says it all."""


def extra_text(extra: Detail, chips: ChipText = str) -> str:
    """One of a payment's extras ("+1 same colour, PT-V2") in the language in force (a kind this Parlour does not
    know, from a server of another, as its chips alone)."""
    words = EXTRAS.get(extra.kind)
    return _(words).format(n=chips(extra.n)) if words else f"+{chips(extra.n)}"


def notes_text(event: Event, chips: ChipText = str) -> str:
    """ " (+1 same colour, PT-V2; +3 suit, PT-V3)" when the payment carries extras; " (PT-V3)" for the suit
    alone, whose whole amount the extra would only repeat."""
    extras = event.details or ()
    if not extras:
        return ""
    if not event.cards and len(extras) == 1 and extras[0].kind == SUIT_ONLY:
        return " (PT-V3)"
    return f" ({'; '.join(extra_text(extra, chips) for extra in extras)})"


def payment_text(event: Event, who: str, label: CardLabel, chips: ChipText = str) -> str:
    """A put card's payment or a take card's collection, with what it is for."""
    fields = dict(
        k=event.k,
        card=label(cast(str, event.card)),  # a payment names the turned card
        amount=taken(cast(int, event.amount), chips),  # a payment is of chips
        cards=cards_text(event.cards, label) or _("the suit"),
    )
    if event.type == "pay" and event.amount == 0 and event.short:  # (seen: "you pay 0 chips …, short by 5")
        # "short by N" as every short payment says it (CH-2), the payer named first (seen: «фишек не осталось,
        # Дмитрий не может…», whose chips?)
        line = said(
            who,
            N_("put card {k} ({card}): you have nothing left to pay for {cards}"),
            N_("put card {k} ({card}): {who} has nothing left to pay for {cards}"),
            **fields,
        )
        return line + notes_text(event, chips) + short_text(event, chips)
    if event.type == "pay":
        line = said(
            who,
            N_("put card {k} ({card}): you pay {amount} for {cards}"),
            N_("put card {k} ({card}): {who} pays {amount} for {cards}"),
            **fields,
        )
    elif event.amount == 0:  # the pool and its banker had nothing left for it (seen: "you take 0 chips for 6♠")
        line = said(
            who,
            N_("take card {k} ({card}): nothing left for you for {cards}"),
            N_("take card {k} ({card}): nothing left for {who} for {cards}"),
            **fields,
        )
    else:
        line = said(
            who,
            N_("take card {k} ({card}): you take {amount} for {cards}"),
            N_("take card {k} ({card}): {who} takes {amount} for {cards}"),
            **fields,
        )
    # A take card's shortfall is the banker's (PT-8): the cover's line just before says it (seen said twice in a row)
    short = short_text(event, chips) if event.type == "pay" else ""
    return line + notes_text(event, chips) + short


def cover_text(event: Event, who: str, names: Names, chips: ChipText = str) -> str:
    """The banker adding what the pool lacks for a take (PT-8). Its line comes before the take's (the engine's
    order: the pool is made up, then paid out), so it names whose take it is for (seen: "the pool is short: you
    pay 12 to Bob as banker", read as Bob the banker, before "take card 5: Bob takes 16")."""
    target = names[event.to] if event.to is not None else "?"
    if event.amount == 0 and event.short:  # (seen: "banker Cleo pays 0 chips to you, short by 6 chips")
        line = to_whom(
            who,
            target,
            N_("the pool is short for {to}: as banker you have nothing left to add"),
            N_("the pool is short for you: banker {who} has nothing left to add"),
            N_("the pool is short for {to}: banker {who} has nothing left to add"),
        )
        return line + short_text(event, chips)
    line = to_whom(
        who,
        target,
        N_("the pool is short for {to}: you add {amount} as banker"),
        N_("the pool is short for you: banker {who} adds {amount}"),
        N_("the pool is short for {to}: banker {who} adds {amount}"),
        amount=taken(cast(int, event.amount), chips),  # a cover is of chips
    )
    return line + short_text(event, chips)


def describe(event: Event, names: Names, label: CardLabel, chips: ChipText = str) -> str:
    """One line of the round log, its amounts as the table shows them now (`chips`: chips or money)."""
    who = who_of(event, names)
    kind = event.type
    if kind == "turn":
        row = ROWS.get(event.reason or "", N_("turned card {k}: {card}"))
        turned = _(row).format(k=event.k, card=label(cast(str, event.card)))  # a turn names its card
        return f"── {turned} ──"
    if kind == "pay" and event.reason != "ante" or kind == "receive":
        return payment_text(event, who, label, chips)
    if kind == "cover":
        return cover_text(event, who, names, chips)
    if kind == "pool":
        return said(
            who,
            N_("You collect the pool: {amount}"),
            N_("{who} collects the pool: {amount}"),
            amount=taken(cast(int, event.amount), chips),
        )
    if kind == "bottom":
        return _("the put cards go face up to the bottom of the deck")
    if kind == "first_banker":
        return said(who, N_("You draw highest and take the bank"), N_("{who} draws highest and takes the bank"))
    if kind == "bank":
        return said(who, N_("the bank passes to you"), N_("the bank passes to {who}"))
    return describe_common(event, names, label, chips)
