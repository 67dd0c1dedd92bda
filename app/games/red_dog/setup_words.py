"""Red Dog's refusals of a table (rules/red_dog/engine.py `check_setup`), read back to be said in any language."""

from __future__ import annotations

import re

from ...i18n import N_

SETUP_REFUSALS = (
    (re.compile(r"burning needs \(hand size \+ 2\) x players <= 52: with (?P<players>\d+) players and "
                r"(?P<size>\d+)-card hands that is (?P<total>\d+)"),
     N_("burning needs (hand size + 2) x players <= 52: with {players} players and {size}-card hands that is "
        "{total}")),
)
"""(the engine's sentence, the app's message)."""
NAMES: dict = {}
