"""Round-log events as sentences for people: the events every game shares, and the helpers each
game's own wording uses ("Ann pays" but "You pay").

Unknown event types still get a readable line, so a new engine event never breaks the log.
"""

from __future__ import annotations

from typing import Callable

from ...rules.events import Event

Names = tuple[str, ...]
CardLabel = Callable[[str], str]


def cards_text(cards: tuple[str, ...] | None, label: CardLabel) -> str:
    """Cards as "10♥ A♠"."""
    return " ".join(label(card) for card in cards or ())


def short_text(event: Event) -> str:
    """", short by 3" when a payment came out short (CH-2)."""
    return f", short by {event.short}" if event.short else ""


def note_text(event: Event) -> str:
    """" (+1 same colour (PT-V2))" when the event carries a note."""
    return f" ({event.note})" if event.note else ""


def verb(who: str, third_person: str) -> str:
    """"Ann pays" but "You pay": the bottom seat's default name reads as a person."""
    if who != "You":
        return third_person
    return {"is": "are", "has": "have", "does": "do"}.get(third_person, third_person.removesuffix("es")
                                            if third_person.endswith(("shes", "ches", "sses", "xes")) else
                                            third_person.removesuffix("s"))


def who_of(event: Event, names: Names) -> str:
    """The name of the event's seat ("?" when it names none)."""
    return names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else "?"


def describe_common(event: Event, names: Names, label: CardLabel) -> str:
    """The events every game may log: antes, the cut, the deal, draws, busts, rebuys, a turned card, the end."""
    who = who_of(event, names)
    kind = event.type
    if kind == "turn":
        turned = f"turned card {event.k}: {label(event.card)}" if event.k else f"turned: {label(event.card)}"
        return f"── {turned} ──"
    if kind == "pay" and event.reason == "ante":
        return f"{who} {verb(who, 'antes')} {event.amount}{short_text(event)}"
    if kind == "cut":
        return f"{who} {verb(who, 'cuts')} the deck"
    if kind == "deal":
        if event.cards is None:
            return f"{who} {verb(who, 'is')} dealt {event.k if event.k is not None else 'some'} cards"
        return f"{who} {verb(who, 'is')} dealt {cards_text(event.cards, label)}"
    if kind == "draw":
        return f"{who} {verb(who, 'draws')} {label(event.card)}"
    if kind == "bust":
        return f"{who} {verb(who, 'is')} out of chips"
    if kind == "rebuy":
        return f"{who} {verb(who, 'buys')} in again for {event.amount}"
    if kind == "game_over":
        return f"game over: {event.note}"
    fields = event.public()
    fields.pop("type")
    if "seat" in fields:
        fields["seat"] = who
    return f"{kind}: " + ", ".join(f"{key} {value}" for key, value in fields.items())
