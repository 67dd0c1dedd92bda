"""Put's own endings (rules/put/endings.py) in the app's words: light, for the setup screen and the log alike."""

from __future__ import annotations

from ...words.i18n import N_, N_plural

ENDINGS = {
    "target_reached": N_plural("reached {n} point (PU-7)", "reached {n} points (PU-7)"),
    "put_seen": N_("a round won after the put was seen (PU-4)"),  # after "Game over:" too: no subject wanted
}
"""`{n}` is the target reached."""
