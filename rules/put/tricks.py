"""Tricks (PU-5, PU-V2): who plays next, who wins or collects a trick, when the round's play ends.

Event types emitted here: play, trick, tied_trick (then scoring's when the round ends).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress

from ..events import Event, event, event_of, given
from .deal import strength
from .scoring import finish_after_tricks
from .state import Play, PutState


def first_leader(state: PutState) -> int:
    """PU-5: the non-dealer leads; PU-V2: the first player still in the round from the dealer's left."""
    for i in range(1, state.players + 1):
        seat = (state.dealer + i) % state.players
        if state.in_round[seat]:
            return seat
    raise AssertionError("nobody is left in the round")


def next_to_play(in_round: tuple[bool, ...], after: int, trick: tuple[Play, ...]) -> int | None:
    """The next seat clockwise from `after` still in the round that has not played to `trick`."""
    players = len(in_round)
    played = [seat for seat, _ in trick]
    for i in range(1, players + 1):
        seat = (after + i) % players
        if in_round[seat] and seat not in played:
            return seat
    return None


def trick_result(trick: tuple[Play, ...]) -> tuple[int | None, int]:
    """(winner or None when tied, the seat that collects and leads): the first to play the top rank."""
    ranks = [strength(card) for _, card in trick]
    best = max(ranks)
    first = trick[ranks.index(best)][0]
    return (first if ranks.count(best) == 1 else None), first


def play_over(state: PutState) -> bool:
    """PU-6: a two-handed round stops at two won tricks; otherwise every trick is played."""
    if state.settings.two_handed and max(state.won) >= 2:
        return True
    return not any(compress(state.hands, state.in_round))  # a hand left to anyone still in


TRICK = given("seat", "k", "cards")
"""The fields of a won trick's event (PU-5): its winner, its number, its cards."""
TIED = given("seat", "k", "cards", "note")
TIED_NOTE = "tied: nobody wins it; the first to play the top rank collects and leads (PU-5)"


@lru_cache(maxsize=4096)
def play_event(seat: int, card: str, trick: int) -> Event:
    """PU-5: `seat` plays `card` to the trick-th trick (few distinct ones: made once each and shared, looked up by
    position, as Red Dog's `turn_event`)."""
    return event("play", seat=seat, card=card, k=trick)


def play_card(state: PutState, seat: int, card: str) -> PutState:
    """`seat` plays `card`; a full trick is settled, and the round ends when play is over."""
    played = play_event(seat, card, len(state.tricks) + 1)
    hand = state.hands[seat]
    at = hand.index(card)
    hands = state.hands[:seat] + (hand[:at] + hand[at + 1 :],) + state.hands[seat + 1 :]
    trick = state.trick + ((seat, card),)
    following = next_to_play(state.in_round, seat, trick)
    if following is not None:
        return state.model_copy(
            update={
                "hands": hands,
                "trick": trick,
                "turn": following,
                "leader": trick[0][0],
                "events": state.events + (played,),
            }
        )
    return settle_trick(state, hands, trick, [*state.events, played])


def settle_trick(
    state: PutState, hands: tuple[tuple[str, ...], ...], trick: tuple[Play, ...], events: list[Event]
) -> PutState:
    """Give a full trick to its winner, or to nobody when tied (the first to play the top rank leads)."""
    winner, collector = trick_result(trick)
    number = len(state.tricks) + 1
    cards = tuple(card for _, card in trick)
    won = state.won
    if winner is None:
        events.append(event_of(TIED, "tied_trick", seat=collector, k=number, cards=cards, note=TIED_NOTE))
    else:
        won = won[:winner] + (won[winner] + 1,) + won[winner + 1 :]
        events.append(event_of(TRICK, "trick", seat=winner, k=number, cards=cards))
    after = state.model_copy(
        update={
            "hands": hands,
            "trick": (),
            "tricks": state.tricks + (trick,),
            "trick_winners": state.trick_winners + (winner,),
            "won": won,
            "leader": collector,
            "turn": collector,
            "events": tuple(events),
        }
    )
    if play_over(after):
        return finish_after_tricks(after, events)
    return after
