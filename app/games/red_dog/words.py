"""Red Dog's own round-log events (RD-*): bets, forfeits, the turned card's result, the deal passing."""

from __future__ import annotations

from typing import cast

from ....rules.events import Event
from ...words.chip_words import taken
from ...words.i18n import N_, _
from ...words.seat_words import said
from ..words import CardLabel, ChipText, Names, cards_text, describe_common, short_text, who_of

SIT_OUT = {"no_cards": N_("no cards, RD-V3"), "too_many_cards": N_("too many cards, RD-V3")}
"""Why a seat sits out (RD-V3), as the event's details say it (rules/red_dog/deal.py `sit_out_reason`)."""


def describe(event: Event, names: Names, label: CardLabel, chips: ChipText = str, hand_size: int = 0) -> str:
    """One line of the round log, its amounts as the table shows them now (`chips`: chips or money); `hand_size`:
    the cards a hand should have (RD-5, RD-V2), which a misdeal's line measures its hand by (0: not known)."""
    who = who_of(event, names)
    amount = taken(event.amount, chips) if event.amount is not None else ""
    lines = {
        "bet": lambda: said(who, N_("You bet {amount}"), N_("{who} bets {amount}"), amount=amount),
        "forfeit": lambda: (
            said(
                who,
                N_("You forfeit {amount} to the pot"),
                N_("{who} forfeits {amount} to the pot"),
                amount=amount,
            )
            + short_text(event, chips)
        ),
        "pass": lambda: said(who, N_("You pass (short hand)"), N_("{who} passes (short hand)")),
        "burn": lambda: _("the dealer burns the top card"),
        "win": lambda: said(
            who,
            N_("You win {amount} with {card}"),
            N_("{who} wins {amount} with {card}"),
            amount=amount,
            card=label(cast(str, event.card)),  # a win names the turned card
        ),
        "lose": lambda: said(
            who,
            N_("You lose {amount}, showing {cards}"),
            N_("{who} loses {amount}, showing {cards}"),
            amount=amount,
            cards=cards_text(event.cards, label),
        ),
        "deal_passes": lambda: said(who, N_("the deal passes to you"), N_("the deal passes to {who}")),
        "first_dealer": lambda: said(
            who, N_("You receive the first jack and deal"), N_("{who} receives the first jack and deals")
        ),
        "misdeal": lambda: misdeal_text(event, who, hand_size),
        "sit_out": lambda: sit_out_text(event, who),
    }
    if event.type == "pay" and event.reason == "ante" and event.note == "RD-8":  # mid-game: the log says why
        return said(
            who,
            N_("You ante {amount}: the pot is empty (RD-8)"),
            N_("{who} antes {amount}: the pot is empty (RD-8)"),
            amount=amount,
        ) + short_text(event, chips)
    line = lines.get(event.type)
    return line() if line is not None else describe_common(event, names, label, chips)


def misdeal_text(event: Event, who: str, hand_size: int) -> str:
    """Which of RD-V3's misdeals it is (seen: "the wrong number of cards", none of the three named): no cards, one
    too few (the hand may bet or pass) or one too many (its seat sits out, as the next line says)."""
    if event.k == 0:
        return said(who, N_("misdeal: you get no cards (RD-V3)"), N_("misdeal: {who} gets no cards (RD-V3)"))
    if hand_size and event.k == hand_size - 1:
        return said(
            who,
            N_("misdeal: you get one card too few, a short hand: bet or pass (RD-V3)"),
            N_("misdeal: {who} gets one card too few, a short hand: bet or pass (RD-V3)"),
        )
    if hand_size and event.k == hand_size + 1:
        return said(
            who, N_("misdeal: you get one card too many (RD-V3)"), N_("misdeal: {who} gets one card too many (RD-V3)")
        )
    return said(
        who,
        N_("misdeal: you get the wrong number of cards (RD-V3)"),
        N_("misdeal: {who} gets the wrong number of cards (RD-V3)"),
    )


def sit_out_text(event: Event, who: str) -> str:
    """A seat sitting out the round (RD-V3), with its reason when the event gives one (a misdeal's otherwise)."""
    kind = event.details[0].kind if event.details else None
    if kind not in SIT_OUT:
        return said(who, N_("You sit out this round (misdeal)"), N_("{who} sits out this round (misdeal)"))
    return said(
        who,
        N_("You sit out this round ({reason})"),
        N_("{who} sits out this round ({reason})"),
        reason=_(SIT_OUT[kind]),
    )
