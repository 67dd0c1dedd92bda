"""Put's refusals of a table (rules/put/engine.py `check_setup`), read back to be said in any language."""

from __future__ import annotations

import re

from ...i18n import N_

MODES = "Put for two|Put free for all|Put with partners"
MODE_NAMES = {"Put for two": N_("Put for two"), "Put free for all": N_("Put free for all"),
              "Put with partners": N_("Put with partners")}
"""Put's tables as the engine names them in its refusals (rules/put/engine.py MODE_NAMES)."""
SETUP_REFUSALS = (
    (re.compile(rf"(?P<mode>{MODES}) needs exactly (?P<low>\d+) players, not (?P<players>\d+)"),
     N_("{mode} needs exactly {low} players, not {players}")),
    (re.compile(rf"(?P<mode>{MODES}) needs (?P<low>\d+) to (?P<high>\d+) players, not (?P<players>\d+)"),
     N_("{mode} needs {low} to {high} players, not {players}")),
)
"""(the engine's sentence, the app's message); a `mode` field is one of MODE_NAMES."""
NAMES = {"mode": MODE_NAMES}
"""The fields of a refusal that name something the catalog translates."""
