"""Refusals as data: every code an engine refuses with, and the one English template that words it.

An engine refuses with `IllegalAction(code, rule, **params)`: the code says what was refused, the
params carry the figures (seats, cards, kinds), and the English message (`str(error)`, the scenario
runner's "error") is rendered here from the code's template. The app words each code in its own
catalog (app/refusal_words.py, each game's `app/games/<game>/refusals.py`) and never reads the English.

The shared codes are listed here; each game registers its own (`register`, from its
`rules/<game>/refusals.py`) so a new game adds codes without touching this file. A template's
`{name!q}` field shows a bad input as `quoted` does (rules/errors.py).
"""

from __future__ import annotations

import re

CODE = re.compile(r"[a-z][a-z_]*(\.[a-z][a-z_]*)+")
"""What a code looks like ("put.already_put"): a dotted name, never a sentence."""

TEMPLATES: dict[str, str] = {}
"""Every registered code and its English template."""


def register(templates: dict[str, str]) -> dict[str, str]:
    """Add a game's codes (each a new code, each a dotted name); returns the table it was given."""
    for code, template in templates.items():
        if not CODE.fullmatch(code):
            raise ValueError(f"a refusal code is a dotted name, not {code!r}")
        if TEMPLATES.get(code, template) != template:
            raise ValueError(f"refusal code {code!r} is registered twice with different words")
        TEMPLATES[code] = template
    return templates


SHARED = register(
    {
        "game.over": "the game is over",
        "turn.none_due": "no decision is due now",
        "turn.none_due_over": "no decision is due now: the game is over",
        "turn.wait_for": "seat {seat} must decide first",
        "turn.not_yours": "it is seat {seat}'s turn, not seat {other!q}'s",
        "round.in_progress": "a round is already in progress",
        "round.deal_first": "nothing to do: deal a round first",
        "turn.no_card_over": "no card to turn: the game is over",
        "turn.no_card_deal": "no card to turn: deal a round first",
        "turn.no_card_wait": "no card to turn: seat {seat} must decide first",
    }
)
"""The codes every game may refuse with (rules/engine.py's turn checks and steps, a chip game's `advance`)."""

SETUP = register(
    {
        "setup.stacks": "stacks need one entry of at least 1 chip per player",
        "setup.first_dealer": "the first dealer must be a seat from 0 to {last}",
    }
)
"""The refusals of a table every chip game may give (rules/engine.py `ChipEngine.seat_players`)."""

RECORD = register({"record.not_a_move": "move {number}: {move!q} is neither a decision nor a number of steps"})
"""A record's move that is no move at all (rules/drive.py `walk`)."""
