"""Put's own round-log events (PU-*): puts and answers, plays and tricks, passes and discards, points."""

from __future__ import annotations

from ....rules.events import Event
from ..words import CardLabel, Names, cards_text, describe_common, verb, who_of

WHY_SCORED = {"fold": "the put was folded", "tricks": "most tricks"}


def describe(event: Event, names: Names, label: CardLabel) -> str:
    """One line of the round log; passed and discarded cards show only when the log's seat may see them
    (the view leaves them out otherwise)."""
    who = who_of(event, names)
    simple = {
        "put": lambda: f"{who} {verb(who, 'says')} \"I put!\"",
        "decline": lambda: f"{who} {verb(who, 'does')} not put",
        "fold": lambda: f"{who} {verb(who, 'folds')}",
        "see": lambda: f"{who} {verb(who, 'sees')} the put: this round decides the game",
        "put_lapses": lambda: "the round is drawn: the put lapses (PU-4)",
        "round_drawn": lambda: "the round is drawn: nobody scores",
        "dealer": lambda: f"the deal passes to {who}",
        "first_dealer": lambda: f"{who} {verb(who, 'draws')} highest and {verb(who, 'deals')}",
        "set_aside": lambda: "the rest of the deck is set aside",
        "throw_in": lambda: f"{who} {verb(who, 'throws')} in the hand",
        "play": lambda: f"{who} {verb(who, 'plays')} {label(event.card)}",
        "trick": lambda: f"trick {event.k} to {who}",
        "tied_trick": lambda: f"trick {event.k} is tied: {who} {verb(who, 'collects')} it and {verb(who, 'leads')}",
        "take_back": lambda: f"{who} {verb(who, 'takes')} back {label(event.card)}",
        "score": lambda: f"{who} {verb(who, 'scores')} 1 ({WHY_SCORED.get(event.reason or '', event.reason or '')})",
        "pass": lambda: (f"{who} {verb(who, 'passes')} {cards_text(event.cards, label) if event.cards else 'two cards'}"
                         f" to {names[event.to] if event.to is not None else '?'}"),
        "discard": lambda: (f"{who} {verb(who, 'discards')} "
                            f"{cards_text(event.cards, label) if event.cards else 'two cards'} face down"),
    }
    line = simple.get(event.type)
    return line() if line is not None else describe_common(event, names, label)
