"""Put's own endings (registered in rules/put/__init__.py with their rules and English): the target reached
(PU-7) and a round won after a seen put (PU-4)."""

from ..outcome import Termination

TARGET_REACHED = Termination("target_reached")
"""PU-7: a player (or team) reached the target."""
PUT_SEEN = Termination("put_seen")
"""PU-4: a put was seen and its round won, which wins the whole game."""
