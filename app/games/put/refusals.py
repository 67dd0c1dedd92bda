"""Why a Put key does nothing on the person's turn, in one line naming the rule (the card line shows it)."""

from __future__ import annotations

from ....rules.put.view import PutView
from ...i18n import N_, _
from ...seat_words import said
from ...widgets.literal import literal

KIND_OF = {"play": "play", "decline": "decline", "put": "put", "answer": "fold"}
"""The legal choice each group of keys needs (f and s answer a put: fold or see)."""
ALREADY_PUT = (N_("You have already put this round: one put a round (PU-4)"),
               N_("{who} has already put this round: one put a round (PU-4)"))
"""One put a round (PU-4): said to the person who put, or naming the one who did."""


def refusal(view: PutView, kind: str, legal: set[str], names: tuple[str, ...]) -> str | None:
    """Why the keys of `kind` ("play", "decline", "put", "answer") cannot act now, or None when they can."""
    if KIND_OF[kind] in legal:
        return None
    if kind == "put":
        return put_refusal(view, names)
    if "fold" in legal:
        return _("Answer the put first (PU-4): f fold or s see")
    if kind == "answer":
        return _("There is no put to answer: f folds and s sees only after an \"I put\" (PU-4)")
    if "decline" in legal:
        return _("First say whether you put (PU-4): p \"I put\", enter or d no put")
    return _("The put window is over: play a card (PU-4)")


def put_refusal(view: PutView, names: tuple[str, ...]) -> str:
    """Why "I put" is not allowed now: one put a round, and only right after the deal without PU-V1."""
    if view.putter == view.seat:
        return _(ALREADY_PUT[0])
    if view.putter is not None:
        return said(literal(names[view.putter]), *ALREADY_PUT)
    if not view.put_any_turn:
        return _("\"I put\" is said only right after the deal, before the first lead (PU-4; PU-V1 is off)")
    return _("No put now: you may put on your turn to lead or play, before your card (PU-V1)")
