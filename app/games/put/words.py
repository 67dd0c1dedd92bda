"""Put's own round-log events (PU-*): puts and answers, plays and tricks, passes and discards, points.

Each line is written from the event's fields, in the language in force; the engine's own notes
(rules/put) are never shown as they are (the game's end is `describe_common`'s, app/games/words.py).
"""

from __future__ import annotations

from typing import Callable, cast

from ....rules.events import Event
from ...words.i18n import N_, _
from ...words.seat_words import said, to_whom
from ..words import CardLabel, Names, cards_text, describe_common, who_of
from .phrases import side_said

WHY_SCORED = {
    "fold": (N_("You score 1 (folded to your put)"), N_("{who} scores 1 (folded to the put)")),
    "tricks": (N_("You score 1 (most tricks)"), N_("{who} scores 1 (most tricks)")),
}
"""A point's reason (rules/put/scoring.py), as the log says it."""
TEAM_SCORED = {
    "fold": N_("{team} score 1 (folded to the put)"),
    "tricks": N_("{team} score 1 (most tricks)"),
}
"""The same for partners who score together (PU-V3), the scorer named with his partner."""
PARTNER_SCORED = {"fold": N_("You score 1 (folded to your partner's put)")}
"""The same said to the person whose partner scored the point for them both (PU-V3), where it differs."""
TEAM_SCORED_ELSE = N_("{team} score 1 ({reason})")
"""Partners' point for a reason the app does not know, as the engine gives it."""
Teams = Callable[[int], tuple[int, ...]]
"""The seats that score with a seat (itself alone but for PU-V3's partners)."""


def alone(seat: int) -> tuple[int, ...]:
    return (seat,)


def describe(event: Event, names: Names, label: CardLabel, teams: Teams = alone) -> str:
    """One line of the round log; passed and discarded cards show only when the log's seat may see them
    (the view leaves them out otherwise). `teams`: who scores with whom (a point goes to a team in PU-V3)."""
    who = who_of(event, names)
    simple = {
        "put": lambda: said(who, N_('You say "I put!"'), N_('{who} says "I put!"')),
        "decline": lambda: said(who, N_("You do not put"), N_("{who} does not put")),
        "fold": lambda: said(who, N_("You fold"), N_("{who} folds")),
        "see": lambda: said(
            who,
            N_("You see the put: this round decides the game"),
            N_("{who} sees the put: this round decides the game"),
        ),
        "put_lapses": lambda: _("the round is drawn: the put lapses (PU-4)"),
        "round_drawn": lambda: _("the round is drawn: nobody scores"),
        "dealer": lambda: said(who, N_("the deal passes to you"), N_("the deal passes to {who}")),
        "first_dealer": lambda: said(who, N_("You draw highest and deal"), N_("{who} draws highest and deals")),
        "set_aside": lambda: _("the rest of the deck is set aside"),
        "throw_in": lambda: said(who, N_("You throw in your cards"), N_("{who} throws in their cards")),
        "play": lambda: said(who, N_("You play {card}"), N_("{who} plays {card}"), card=label(cast(str, event.card))),
        "trick": lambda: said(who, N_("trick {k} to you"), N_("trick {k} to {who}"), k=event.k),
        "tied_trick": lambda: said(
            who,
            # not "and leads": the round may be over (its last trick); the next line says who leads when it is not
            N_("trick {k} is tied: you collect it"),
            N_("trick {k} is tied: {who} collects it"),
            k=event.k,
        ),
        "take_back": lambda: said(
            who, N_("You take back {card}"), N_("{who} takes back {card}"), card=label(cast(str, event.card))
        ),
        "score": lambda: score_line(event, who, names, teams),
        "pass": lambda: pass_line(event, who, names, label),
        "discard": lambda: (
            said(
                who,
                N_("You discard {cards} face down"),
                N_("{who} discards {cards} face down"),
                cards=cards_text(event.cards, label),
            )
            if event.cards
            else said(who, N_("You discard two cards face down"), N_("{who} discards two cards face down"))
        ),
    }
    line = simple.get(event.type)
    return line() if line is not None else describe_common(event, names, label)


def score_line(event: Event, who: str, names: Names, teams: Teams = alone) -> str:
    """ "Ann scores 1 (most tricks)"; for partners (PU-V3) the team, as the headline says it ("Bob & Dmitri score 1
    (the put was folded)", "You score 1" for the person's own); a reason the app does not know is shown as the
    engine gives it."""
    reason = event.reason or ""
    you, other = WHY_SCORED.get(reason, (N_("You score 1 ({reason})"), N_("{who} scores 1 ({reason})")))
    seat = event.seat
    if seat is None or not 0 <= seat < len(names) or any(not 0 <= s < len(names) for s in teams(seat)):
        return said(who, you, other, reason=reason)
    team = TEAM_SCORED.get(reason, TEAM_SCORED_ELSE)
    return side_said(teams(seat), seat, names, you, other, team, str, PARTNER_SCORED.get(reason), reason=reason)


def pass_line(event: Event, who: str, names: Names, label: CardLabel) -> str:
    """PU-V3: "Ann passes 3♣ 7♣ to Cleo" (or "two cards" when the log's seat may not see them)."""
    to = names[event.to] if event.to is not None else "?"
    if event.cards:
        return to_whom(
            who,
            to,
            N_("You pass {cards} to {to}"),
            N_("{who} passes {cards} to you"),
            N_("{who} passes {cards} to {to}"),
            cards=cards_text(event.cards, label),
        )
    return to_whom(
        who,
        to,
        N_("You pass two cards to {to}"),
        N_("{who} passes two cards to you"),
        N_("{who} passes two cards to {to}"),
    )
