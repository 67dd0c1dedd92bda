"""Round-log events as sentences for people ("put card 3 (8♦): Ann pays 4 for 8♣").

Unknown event types still get a readable line, so a new engine event never
breaks the log.
"""

from __future__ import annotations

from typing import Callable

from parlour.rules.events import Event

Names = tuple[str, ...]
CardLabel = Callable[[str], str]


def _cards(cards: tuple[str, ...] | None, label: CardLabel) -> str:
    return " ".join(label(card) for card in cards or ())


def _short(event: Event) -> str:
    return f", short by {event.short}" if event.short else ""


def _extra(event: Event) -> str:
    return f" ({event.note})" if event.note else ""


def _verb(who: str, third_person: str) -> str:
    """"Ann pays" but "You pay": the bottom seat's default name reads as a person."""
    if who != "You":
        return third_person
    return {"is": "are", "has": "have", "does": "do"}.get(third_person, third_person.removesuffix("es")
                                            if third_person.endswith(("shes", "ches", "sses", "xes")) else
                                            third_person.removesuffix("s"))


def _who(event: Event, names: Names) -> str:
    return names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else "?"


def describe(event: Event, names: Names, label: CardLabel, reveal: Callable[[int], bool] = lambda seat: True,
             game: str = "put_and_take") -> str:
    """One line of the round log; private cards show only where `reveal(seat)` allows."""
    who = _who(event, names)
    kind = event.type
    if game == "put":
        line = put_line(event, who, names, label, reveal)
        if line:
            return line
    elif game == "red_dog" and kind in RED_DOG:
        return RED_DOG[kind](event, who, label)
    if kind == "turn":
        row = {"put": "put", "take": "take"}.get(event.reason or "", "turned")
        turned = f"{row} card {event.k}: {label(event.card)}" if event.k else f"turned: {label(event.card)}"
        return f"── {turned} ──"
    if kind == "pay" and event.reason == "ante":
        return f"{who} {_verb(who, 'antes')} {event.amount}{_short(event)}"
    if kind == "pay":
        return (f"put card {event.k} ({label(event.card)}): {who} {_verb(who, 'pays')} {event.amount} for "
                f"{_cards(event.cards, label) or 'the suit'}{_extra(event)}{_short(event)}")
    if kind == "receive":
        return (f"take card {event.k} ({label(event.card)}): {who} {_verb(who, 'takes')} {event.amount} for "
                f"{_cards(event.cards, label) or 'the suit'}{_extra(event)}{_short(event)}")
    if kind == "cover":
        target = names[event.to] if event.to is not None else "?"
        return f"the pool is short: banker {who} pays {event.amount} to {target}{_short(event)}"
    if kind == "pool":
        return f"{who} {_verb(who, 'collects')} the pool: {event.amount}"
    if kind == "cut":
        return f"{who} {_verb(who, 'cuts')} the deck"
    if kind == "deal":
        if event.cards is None or (event.seat is not None and not reveal(event.seat)):
            count = len(event.cards) if event.cards is not None else event.k
            return f"{who} {_verb(who, 'is')} dealt {count} cards"
        return f"{who} {_verb(who, 'is')} dealt {_cards(event.cards, label)}"
    if kind == "bottom":
        return "the put cards go face up to the bottom of the deck"
    if kind == "draw":
        return f"{who} {_verb(who, 'draws')} {label(event.card)}"
    if kind == "first_banker":
        return f"{who} {_verb(who, 'draws')} highest and {_verb(who, 'takes')} the bank"
    if kind == "bank":
        return f"the bank passes to {who}"
    if kind == "bust":
        return f"{who} {_verb(who, 'is')} out of chips"
    if kind == "rebuy":
        return f"{who} {_verb(who, 'buys')} in again for {event.amount}"
    if kind == "game_over":
        return f"game over: {event.note}"
    fields = event.public()
    fields.pop("type")
    if "seat" in fields:
        fields["seat"] = who
    return f"{kind}: " + ", ".join(f"{key} {value}" for key, value in fields.items())


def net_by_seat(events: tuple[Event, ...] | list[Event], players: int) -> list[int]:
    """Chips won (+) or lost (-) per seat over a round's events (ante, put, take, cover, pool)."""
    net = [0] * players
    for event in events:
        if event.seat is None or not event.amount:
            continue
        if event.type == "pay":
            net[event.seat] -= event.amount
        elif event.type in ("receive", "pool"):
            net[event.seat] += event.amount
        elif event.type == "cover":
            net[event.seat] -= event.amount
    return net


RED_DOG: dict[str, Callable[[Event, str, CardLabel], str]] = {
    "bet": lambda e, who, label: f"{who} {_verb(who, 'bets')} {e.amount}",
    "forfeit": lambda e, who, label: f"{who} {_verb(who, 'forfeits')} {e.amount} to the pot{_short(e)}",
    "pass": lambda e, who, label: f"{who} {_verb(who, 'passes')} (short hand)",
    "burn": lambda e, who, label: "the dealer burns the top card",
    "win": lambda e, who, label: f"{who} {_verb(who, 'wins')} {e.amount} with {label(e.card)}",
    "lose": lambda e, who, label: f"{who} {_verb(who, 'loses')} {e.amount}, showing {_cards(e.cards, label)}",
    "deal_passes": lambda e, who, label: f"the deal passes to {who}",
    "first_dealer": lambda e, who, label: f"{who} {_verb(who, 'receives')} the first jack and deals",
    "misdeal": lambda e, who, label: f"misdeal: {who} {_verb(who, 'is')} dealt {e.k} cards (RD-V3)",
    "sit_out": lambda e, who, label: f"{who} {_verb(who, 'sits')} out this round ({e.note or 'misdeal'})",
}
"""Red Dog's own events (RD-*)."""


def put_line(event: Event, who: str, names: Names, label: CardLabel, reveal: Callable[[int], bool]) -> str | None:
    """Put's own events (PU-*); None for the events shared with the other games."""
    kind = event.type
    simple = {
        "put": f"{who} {_verb(who, 'says')} \"I put!\"",
        "decline": f"{who} {_verb(who, 'does')} not put",
        "fold": f"{who} {_verb(who, 'folds')}",
        "see": f"{who} {_verb(who, 'sees')} the put: this round decides the game",
        "put_lapses": "the round is drawn: the put lapses (PU-4)",
        "round_drawn": "the round is drawn: nobody scores",
        "dealer": f"the deal passes to {who}",
        "first_dealer": f"{who} {_verb(who, 'draws')} highest and deals",
        "set_aside": "the rest of the deck is set aside",
        "throw_in": f"{who} {_verb(who, 'throws')} in the hand",
    }
    if kind in simple:
        return simple[kind]
    if kind == "play":
        return f"{who} {_verb(who, 'plays')} {label(event.card)}"
    if kind == "trick":
        return f"trick {event.k} to {who}"
    if kind == "tied_trick":
        return f"trick {event.k} is tied: {who} {_verb(who, 'collects')} it and leads"
    if kind == "take_back":
        return f"{who} {_verb(who, 'takes')} back {label(event.card)}"
    if kind == "score":
        why = {"fold": "the put was folded", "tricks": "most tricks"}.get(event.reason or "", event.reason or "")
        return f"{who} {_verb(who, 'scores')} 1 ({why})"
    if kind == "pass":
        target = names[event.to] if event.to is not None else "?"
        private = event.seat is not None and (reveal(event.seat) or (event.to is not None and reveal(event.to)))
        cards = _cards(event.cards, label) if private else "two cards"
        return f"{who} {_verb(who, 'passes')} {cards} to {target}"
    if kind == "discard":
        cards = _cards(event.cards, label) if event.seat is not None and reveal(event.seat) else "two cards"
        return f"{who} {_verb(who, 'discards')} {cards} face down"
    return None
