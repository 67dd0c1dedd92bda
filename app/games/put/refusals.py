"""Put's refusals in the language in force: each code of rules/put/refusals.py worded once, and why a Put
key does nothing on the person's turn, in one line naming the rule (the card line shows it), as the
engine answers it from the seat's view (`why_not`)."""

from __future__ import annotations

from ....rules.actions import ActionKind
from ....rules.engine import Action
from ....rules.put import GAME
from ....rules.put.view import PutView
from ...words.i18n import N_
from ..refusal_words import Words, worded

NO_PUT_TO_ANSWER = N_('There is no put to answer: f folds and s sees only after an "I put" ({rule})')

WORDS = {
    "put.no_put_to_answer": Words(NO_PUT_TO_ANSWER),
    "put.nothing_to_answer": Words(NO_PUT_TO_ANSWER),
    "put.window_first": Words(N_('First say whether you put: p "I put", enter or d no put ({rule})')),
    "put.window_choices": Words(N_('Now say whether you put: p "I put", enter or d no put ({rule})')),
    "put.already_put": Words(
        N_("{who} has already put this round: one put a round ({rule})"),
        N_("You have already put this round: one put a round ({rule})"),
        "putter",
        ("putter",),
    ),
    "put.answer_first": Words(N_("Answer the put first: f fold or s see ({rule})")),
    "put.after_deal_only": Words(N_('You can say "I put" only before the first lead; PU-V1 is off ({rule})')),
    "put.window_over": Words(N_("The put window is over: play a card ({rule})")),
    "put.play_choices": Words(N_("Play a card now ({rule})")),
    "put.card_not_held": Words(
        N_("{card} is not in {who}'s hand ({rule})"),
        N_("{card} is not in your hand ({rule})"),
        "seat",
        ("seat",),
        ("card",),
    ),
}
"""Every code of rules/put/refusals.py; the turn and round codes are worded with every game's."""

ASKED: dict[str, ActionKind] = {"play": "play", "decline": "decline", "put": "put", "answer": "fold"}
"""The decision each group of keys asks for (f and s answer a put: fold or see)."""


def refusal(view: PutView, kind: str, legal: set[str], names: tuple[str, ...]) -> str | None:
    """Why the keys of `kind` ("play", "decline", "put", "answer") cannot act now (markup), or None when they
    can; `names` are the seats' names as shown."""
    if ASKED[kind] in legal or view.seat is None:
        return None
    refused = GAME.engine().why_not(view, Action(seat=view.seat, do=ASKED[kind]))
    return worded(refused, WORDS, names) if refused is not None else None
