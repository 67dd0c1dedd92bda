"""Fast playouts of a free-for-all round (PU-V2) on ranks, for the sharp player's Monte-Carlo.

Every player follows one sensible rule with all cards known: lead a card nobody can
beat if you have one, else your lowest; follow with the lowest card that wins the trick
for sure, else throw your lowest. The round result is the seat with strictly the most
won tricks among those still in, or None for a draw (PU-V2).
"""

from __future__ import annotations


def choose_rank(hand: list[int], leading: bool, best: int, later: int) -> int:
    """The playout rule: `hand` low to high, `best` the top rank on the table, `later` the top still to come."""
    if leading:
        return hand[-1] if hand[-1] > later else hand[0]
    for rank in hand:
        if rank > best and rank > later:
            return rank
    return hand[0]


def tops_after(hands: dict[int, list[int]], order: list[int]) -> list[int]:
    """For each position in `order`, the highest card held by the players after it."""
    after = [0] * (len(order) + 1)
    for i in range(len(order) - 1, -1, -1):
        hand = hands[order[i]]
        top = hand[-1] if hand else 0
        after[i] = top if top > after[i + 1] else after[i + 1]
    return after


def finish(
    hands: dict[int, list[int]],
    won: dict[int, int],
    trick: list[tuple[int, int]],
    turn: int,
    seats: list[int],
    forced: int | None = None,
) -> int | None:
    """Play the round out from `turn`, who plays `forced` if given (mutates its arguments); the winner or None."""
    while True:
        start = seats.index(turn)
        played = {s for s, _ in trick}
        order = [s for s in seats[start:] + seats[:start] if s not in played]
        after = tops_after(hands, order)
        best = max((rank for _, rank in trick), default=0)
        leading = not trick
        for i, seat in enumerate(order):
            if forced is None:
                rank = choose_rank(hands[seat], leading and i == 0, best, after[i + 1])
            else:
                rank, forced = forced, None
            hands[seat].remove(rank)
            trick.append((seat, rank))
            if rank > best:
                best = rank
        turn = settle(trick, won)
        trick.clear()
        if not hands[turn]:
            return leader_of(won, seats)


def settle(trick: list[tuple[int, int]], won: dict[int, int]) -> int:
    """Count the trick for its single top card; the first to play the top rank leads next."""
    best = max(rank for _, rank in trick)
    top = [seat for seat, rank in trick if rank == best]
    if len(top) == 1:
        won[top[0]] += 1
    return top[0]


def leader_of(won: dict[int, int], seats: list[int]) -> int | None:
    """The seat with strictly the most won tricks, or None."""
    best = max(won[s] for s in seats)
    leaders = [s for s in seats if won[s] == best]
    return leaders[0] if len(leaders) == 1 else None
