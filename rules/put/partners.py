"""PU-V3 two against two: the automatic passes and discards, one `advance` step each.

Event types emitted here: pass (the two best cards given; the passer drops out, his last
card face down), discard (the receiver's two worst cards, face down).
"""

from __future__ import annotations

from typing import Any

from ..events import event
from .deal import best_two, passers, receivers, without, worst_two
from .puts import open_window
from .state import PutState


def begin_passes(state: PutState) -> PutState:
    """Only the dealer and the non-dealer play; their partners are due to pass."""
    in_round = tuple(seat in receivers(state.dealer) for seat in range(4))
    return state.model_copy(update={"phase": "pass", "queue": passers(state.dealer), "in_round": in_round})


def pass_step(state: PutState) -> PutState:
    """The next partner gives his two best cards (better first) and drops out of the round."""
    giver = state.queue[0]
    receiver = (giver + 2) % 4
    given = best_two(state.hands[giver])
    leftover = without(state.hands[giver], given)
    events = list(state.events)
    events.append(
        event(
            "pass",
            seat=giver,
            to=receiver,
            cards=given,
            note="the two best cards; the passer drops out of the round (PU-V3)",
        )
    )
    hands = list(state.hands)
    hands[receiver] = hands[receiver] + given
    hands[giver] = ()
    discards = tuple(leftover if s == giver else pile for s, pile in enumerate(state.discards))
    queue = state.queue[1:]
    update: dict[str, Any] = {"hands": tuple(hands), "discards": discards, "events": tuple(events), "queue": queue}
    if not queue:
        update.update(phase="discard", queue=receivers(state.dealer))
    return state.model_copy(update=update)


def discard_step(state: PutState) -> PutState:
    """The next receiver discards his two worst cards face down, keeping three (PU-V3 tie rule)."""
    seat = state.queue[0]
    dropped = worst_two(state.hands[seat])
    events = list(state.events)
    events.append(event("discard", seat=seat, cards=dropped, note="the two worst cards, face down (PU-V3)"))
    hands = tuple(without(hand, dropped) if s == seat else hand for s, hand in enumerate(state.hands))
    discards = tuple(pile + dropped if s == seat else pile for s, pile in enumerate(state.discards))
    queue = state.queue[1:]
    after = state.model_copy(update={"hands": hands, "discards": discards, "queue": queue})
    if queue:
        return after.model_copy(update={"events": tuple(events)})
    return open_window(after, events)
