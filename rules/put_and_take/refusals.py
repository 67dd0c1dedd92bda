"""Put and Take's refusal codes and their English (rules/refusals.py): what its engine refuses with."""

from __future__ import annotations

from ..refusals import register

ENGLISH = register(
    {
        "put_and_take.no_decisions": "Put and Take has no decisions: the banker turns the cards",
        "put_and_take.whole_deck_only": "Put and Take rounds take a whole deck, not hands",
        "put_and_take.players": "Put and Take needs {low} to {high} players, not {players}",
    }
)
"""Put and Take's own codes; the round and end codes are the shared ones."""
