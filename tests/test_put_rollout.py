"""The free-for-all play-out (rules/put/rollout.py, PU-V2), written for speed, against the rule as plainly written:
lead a card nobody can beat if you have one, else your lowest; follow with the lowest card that wins the trick for
sure, else your lowest; a trick counts for its single top card, whose first player leads the next (PU-5); the seat
with strictly the most tricks wins the round, else it is drawn."""

from __future__ import annotations

import copy
import random

from parlour.rules.put.rollout import Start, finish


def reference(
    hands: dict[int, list[int]],
    won: dict[int, int],
    trick: list[tuple[int, int]],
    turn: int,
    seats: list[int],
    forced: int | None = None,
) -> int | None:
    while True:
        start = seats.index(turn)
        played = {seat for seat, _ in trick}
        order = [seat for seat in seats[start:] + seats[:start] if seat not in played]
        best = max((rank for _, rank in trick), default=0)
        leading = not trick
        for i, seat in enumerate(order):
            later = max((hands[other][-1] for other in order[i + 1 :] if hands[other]), default=0)
            hand = hands[seat]
            if forced is not None:
                rank, forced = forced, None
            elif leading and i == 0:
                rank = hand[-1] if hand[-1] > later else hand[0]
            else:
                rank = next((rank for rank in hand if rank > best and rank > later), hand[0])
            hand.remove(rank)
            trick.append((seat, rank))
            best = max(best, rank)
        top = [seat for seat, rank in trick if rank == best]
        if len(top) == 1:
            won[top[0]] += 1
        turn = top[0]
        trick.clear()
        if not hands[turn]:
            most = max(won[seat] for seat in seats)
            leaders = [seat for seat in seats if won[seat] == most]
            return leaders[0] if len(leaders) == 1 else None


def test_the_play_out_agrees_with_the_rule_as_written_on_random_rounds():
    """3 to 6 players, hands of 1 to 5 cards, a trick under way or not, the first card forced or not, tricks
    already won: the same winner, tricks and hands left."""
    rng = random.Random(24)
    for case in range(4000):
        players, size = rng.randint(2, 6), rng.randint(1, 5)
        deck = [rank for rank in range(1, 14) for _ in range(4)]
        rng.shuffle(deck)
        seats = sorted(rng.sample(range(6), players))
        hands = {seat: sorted(deck[i * size : (i + 1) * size]) for i, seat in enumerate(seats)}
        won = {seat: rng.randint(0, 1) for seat in seats}
        leader = rng.choice(seats)
        turn_order = seats[seats.index(leader) :] + seats[: seats.index(leader)]
        on_table = rng.randint(0, players - 1)
        trick = [(seat, hands[seat].pop(rng.randrange(size))) for seat in turn_order[:on_table]]
        turn = turn_order[on_table]
        forced = rng.choice(hands[turn]) if rng.random() < 0.5 else None
        fast_hands, fast_won = copy.deepcopy(hands), dict(won)
        fast = finish(Start(list(trick), list(seats)), fast_hands, fast_won, turn, forced)
        expected = reference(hands, won, list(trick), turn, list(seats), forced)
        assert (fast, fast_won, fast_hands) == (expected, won, hands), case
