"""Red Dog's own round-log events (RD-*): bets, forfeits, the turned card's result, the deal passing."""

from __future__ import annotations

from ....rules.events import Event
from ..words import CardLabel, Names, cards_text, describe_common, short_text, verb, who_of


def describe(event: Event, names: Names, label: CardLabel) -> str:
    """One line of the round log."""
    who = who_of(event, names)
    lines = {
        "bet": lambda: f"{who} {verb(who, 'bets')} {event.amount}",
        "forfeit": lambda: f"{who} {verb(who, 'forfeits')} {event.amount} to the pot{short_text(event)}",
        "pass": lambda: f"{who} {verb(who, 'passes')} (short hand)",
        "burn": lambda: "the dealer burns the top card",
        "win": lambda: f"{who} {verb(who, 'wins')} {event.amount} with {label(event.card)}",
        "lose": lambda: f"{who} {verb(who, 'loses')} {event.amount}, showing {cards_text(event.cards, label)}",
        "deal_passes": lambda: f"the deal passes to {who}",
        "first_dealer": lambda: f"{who} {verb(who, 'receives')} the first jack and {verb(who, 'deals')}",
        "misdeal": lambda: f"misdeal: {who} {verb(who, 'is')} dealt {event.k} cards (RD-V3)",
        "sit_out": lambda: f"{who} {verb(who, 'sits')} out this round ({event.note or 'misdeal'})",
    }
    line = lines.get(event.type)
    return line() if line is not None else describe_common(event, names, label)
