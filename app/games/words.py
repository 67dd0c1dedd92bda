"""Round-log events as sentences for people, in the language in force: the events every game shares,
the helpers each game's own wording uses, and how a game ended (`ending_words`, in the app's own
words for the engine's `Ending`: its termination and figure, never its English note).

A sentence about a seat comes from `said` (app/words/seat_words.py): "Ann pays" but "You pay".
Unknown event types still get a readable line, so a new engine event never breaks the log.
"""

from __future__ import annotations

from typing import Any, Callable, cast

from ...rules.events import Event
from ...rules.outcome import Ending, Termination
from ..words.chip_words import lacking, taken
from ..words.i18n import N_, Marked, N_plural, _, ngettext
from ..words.seat_words import counted, said
from . import game_ending_words

Names = tuple[str, ...]
CardLabel = Callable[[str], str]
ChipText = Callable[[int], str]
"""A number of chips as the table shows it now: "9", or "2.25 €" while it shows money (CH-6)."""

ENDINGS: dict[str, Marked] = {
    "rounds_played": N_plural("{n} round played", "{n} rounds played"),
    "one_holder": N_("nobody else has chips left"),
    "all_out": N_("every player is out"),
    "people_out": N_("no human player is left in the game"),  # one person or several (seen: "all out" of one)
    "ended": N_("the game was ended at the table"),
}
"""The endings every game shares (rules/declarations.py `SHARED_TERMINATIONS`), in the app's words (a Red Dog pot may
still hold chips: RD-10); `{n}` is the figure. A game's own endings are its presentation's."""


def cards_text(cards: tuple[str, ...] | None, label: CardLabel) -> str:
    """Cards as "10♥ A♠"."""
    return " ".join(label(card) for card in cards or ())


def short_text(event: Event, chips: ChipText = str) -> str:
    """ ", short by 3 chips" when a payment came out short (CH-2): a count with its noun (a play-test read «не хватило
    14» as of what?), money as it is."""
    return _(", short by {amount}").format(amount=lacking(event.short, chips)) if event.short else ""


def ending_text(termination: Termination | None, settings: Any) -> str:
    """How the game ended, as a phrase in the language in force ("3 rounds played"), the same for the
    game-over headline and the log's last line (`ending_words`)."""
    return ending_words(termination.ending(settings) if termination is not None else None)


def ending_words(ending: Ending | None) -> str:
    """An `Ending` (a `game_over` event's, or the outcome's with its settings) in the app's words, in the
    language in force: the shared endings' words here, a game's own its presentation's; "game over" when it is
    not known."""
    if ending is None:
        return _("game over")
    words = ENDINGS.get(ending.termination) or game_ending_words(ending.termination)
    if words is None:
        return _(UNWORDED_ENDING).format(code=ending.termination)
    if isinstance(words, tuple):
        figure = cast(int, ending.figure)  # an ending worded with a count has its figure
        return ngettext(*words, figure).format(n=figure)
    return _(words)


UNWORDED_ENDING = N_("game over ({code})")
"""An ending nobody has worded yet (a test keeps this from happening): its code is still shown."""


def who_of(event: Event, names: Names) -> str:
    """The name of the event's seat ("?" when it names none)."""
    return names[event.seat] if event.seat is not None and 0 <= event.seat < len(names) else "?"


def describe_common(event: Event, names: Names, label: CardLabel, chips: ChipText = str) -> str:
    """The events every game may log: antes, the cut, the deal, draws, busts, rebuys, a turned card, the end.
    `chips`: an amount as the table shows it now (chips or money)."""
    who = who_of(event, names)
    kind = event.type
    if kind == "turn":
        card = label(cast(str, event.card))  # a turn names its card
        turned = (
            _("turned card {k}: {card}").format(k=event.k, card=card)
            if event.k
            else _("turned: {card}").format(card=card)
        )
        return f"── {turned} ──"
    if kind == "pay" and event.reason == "ante":
        ante = said(
            who, N_("You ante {amount}"), N_("{who} antes {amount}"), amount=taken(cast(int, event.amount), chips)
        )
        return ante + short_text(event, chips)
    if kind == "cut":
        return said(who, N_("You cut the deck"), N_("{who} cuts the deck"))
    if kind == "deal":
        if event.cards is None:
            if event.k is None:
                return said(who, N_("You are dealt some cards"), N_("{who} is dealt some cards"))
            if event.k == 0:  # (RD-V3's misdeal; seen: «Дмитрий получает 0 карт»)
                return said(who, N_("You are dealt no cards"), N_("{who} is dealt no cards"))
            return counted(
                who,
                N_plural("You are dealt {n} card", "You are dealt {n} cards"),
                N_plural("{who} is dealt {n} card", "{who} is dealt {n} cards"),
                event.k,
            )
        return said(
            who, N_("You are dealt {cards}"), N_("{who} is dealt {cards}"), cards=cards_text(event.cards, label)
        )
    if kind == "draw":
        return said(who, N_("You draw {card}"), N_("{who} draws {card}"), card=label(cast(str, event.card)))
    if kind == "bust":
        return said(who, N_("You are out of chips"), N_("{who} is out of chips"))
    if kind == "rebuy":
        return said(
            who,
            N_("You rebuy for {amount}"),
            N_("{who} rebuys for {amount}"),
            amount=taken(cast(int, event.amount), chips),
        )
    if kind == "game_over":
        return _("game over: {reason}").format(reason=ending_words(event.ending)) if event.ending else _("game over")
    fields = event.public()
    fields.pop("type")
    if "seat" in fields:
        fields["seat"] = who
    return f"{kind}: " + ", ".join(f"{key} {value}" for key, value in fields.items())
