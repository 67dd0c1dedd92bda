"""What a Put and Take hand is worth this round, exactly, from what its seat has seen.

Nobody decides anything in Put and Take, so the coach can only say what the round is
likely to bring: the chips the seat has already paid or received this round, plus the
expected value of the cards still to be turned, and their spread (standard deviation).

From the seat's knowledge the cards still to come are a uniformly random ordered draw,
without replacement, from the cards it has not seen (`view.unseen`; the order of the
stock is never known). Each remaining place k pays f_k(card) to the seat (negative in
the put row, positive in the take row; for the banker, minus what every player gets),
so the net is a sum of one function per place, and its mean and variance follow exactly
from sums over the unseen cards (see `moments`). Short payments (CH-2: a stack or the
bank running dry) are not modelled; `exact` says whether one is possible at all (`paid_in_full`).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import sqrt

from .engine import ROW_SIZE, payment_for
from .view import PutAndTakeView


@dataclass(frozen=True)
class HandForecast:
    """A seat's round in chips: so far, and what the cards to come should bring."""

    seat: int
    so_far: int
    """Chips the seat has paid (negative) or received this round, antes included."""
    expected: float
    """`so_far` plus the expected chips of the cards still to be turned."""
    spread: float
    """The standard deviation of the round's net (from the cards still to come)."""
    places_left: int
    """Cards still to be turned this round."""
    exact: bool
    """False when a stack could run short (CH-2), which the figures leave out."""


def place_values(view: PutAndTakeView, seat: int) -> list[dict[str, int]]:
    """For every place still to be turned, what each unseen card there would bring `seat`."""
    settings, hands = view.settings, view.hands
    players = round_players(view)
    places = [("put", k) for k in range(len(view.put_row) + 1, ROW_SIZE + 1)]
    places += [("take", k) for k in range(len(view.take_row) + 1, ROW_SIZE + 1)]
    values: list[dict[str, int]] = []
    for row, k in places:
        sign = -1 if row == "put" else 1
        table: dict[str, int] = {}
        for card in view.unseen:
            if seat == view.dealer:
                table[card] = -sign * sum(payment_for(hands[other], card, k, settings)[0] for other in players)
            else:
                table[card] = sign * payment_for(hands[seat], card, k, settings)[0]
        values.append(table)
    return values


def moments(values: list[dict[str, int]], cards: tuple[str, ...]) -> tuple[float, float]:
    """Mean and variance of sum_k f_k(C_k), the C_k an ordered draw without replacement from `cards`.

    Each C_k alone is uniform on the N cards; for two places i != j, every ordered pair of distinct
    cards is equally likely, so E[f_i(C_i) f_j(C_j)] = (S_i S_j - sum_c f_i(c) f_j(c)) / (N (N - 1)).
    """
    n = len(cards)
    if not values or n == 0:
        return 0.0, 0.0
    columns = [[table[card] for card in cards] for table in values]
    sums = [sum(column) for column in columns]
    means = [total / n for total in sums]
    variance = 0.0
    for i, first in enumerate(columns):
        variance += sum(value * value for value in first) / n - means[i] ** 2
        for j in range(i + 1, len(columns)):
            second = columns[j]
            if n > 1:
                cross = sum(a * b for a, b in zip(first, second))
                joint = (sums[i] * sums[j] - cross) / (n * (n - 1))
                variance += 2 * (joint - means[i] * means[j])
    return sum(means), max(variance, 0.0)


def forecast(view: PutAndTakeView, seat: int | None = None) -> HandForecast | None:
    """The round's net chips for `seat` (the view's own by default), or None between rounds or for a seat
    that plays no part in this round."""
    seat = view.seat if seat is None else seat
    if seat is None or view.phase not in ("put", "take") or view.out[seat]:
        return None
    if seat != view.dealer and not view.hands[seat]:
        return None
    values = place_values(view, seat)
    mean, variance = moments(values, view.unseen)
    so_far = round_so_far(view, seat)
    return HandForecast(
        seat=seat,
        so_far=so_far,
        expected=so_far + mean,
        spread=sqrt(variance),
        places_left=len(values),
        exact=paid_in_full(view, seat, values),
    )


def paid_in_full(view: PutAndTakeView, seat: int, values: list[dict[str, int]]) -> bool:
    """Whether no payment still to come this round that `seat`'s figures count on can fall short (CH-2): the bank
    (the pool, then the banker's stack, PT-8) covers the dearest takes, and the seat's stack its dearest puts; the
    banker's figures also count on every player's puts (they are his at the round's end). `values`: the seat's
    own (`place_values`)."""
    banker = view.dealer

    def covers(who: int) -> bool:
        owed = most_owed(values if who == seat else place_values(view, who))
        return view.stacks[who] + (view.pool if who == banker else 0) >= owed

    if not covers(banker):
        return False
    if seat != banker:
        return covers(seat)
    return all(covers(other) for other in round_players(view) if other != banker)


def most_owed(values: list[dict[str, int]]) -> int:
    """The most the places still to come could cost a seat, in all: the dearest way to turn a different card at each
    place (no card is turned twice in a round: the put cards go under the stock, PT-6, and the takes come from its
    top). Each place's dearest card alone could count one card at two places (a 9 dearest for the third put and the
    fourth): the figures were called inexact where no draw could make a payment fall short.

    Some dearest way turns, at each of the n places a card makes dear, one of that place's n dearest cards or one
    that costs nothing there: were it another, one of those n is turned at no other place and costs at least as much.
    Those cards are taken one at a time, keeping for each set of places the dearest way to fill them so far."""
    dear = [sorted(((-value, card) for card, value in table.items() if value < 0), reverse=True) for table in values]
    dear = [place for place in dear if place]  # a place no card makes dear costs nothing
    firsts = [place[0] for place in dear]
    if len({card for _, card in firsts}) == len(firsts):  # each place's dearest card is its own: none better
        return sum(cost for cost, _ in firsts)
    costs = [dict((card, cost) for cost, card in place) for place in dear]
    cards = {card for place in dear for _, card in place[: len(dear)]}
    best = {0: 0}  # places filled (a bit each) -> the most they cost, each card at one place at most
    for card in sorted(cards):
        for filled, total in list(best.items()):
            for k, cost in enumerate(costs):
                if not filled >> k & 1 and card in cost:
                    more = filled | 1 << k
                    best[more] = max(best.get(more, 0), total + cost[card])
    return max(best.values())


def round_players(view: PutAndTakeView) -> list[int]:
    """The seats dealt into this round (PT-4): every player with cards who is not out."""
    return [other for other in range(view.players) if view.hands[other] and not view.out[other]]


def advise(view: PutAndTakeView) -> HandForecast | None:
    """The coach's figures: the view's own seat's round (see `forecast`)."""
    return forecast(view)


def round_so_far(view: PutAndTakeView, seat: int) -> int:
    """Chips `seat` has paid or received since the round began, from the round's log. The banker's are
    minus every player's: what they paid is in the pool, which is his at the round's end (PT-8)."""
    if seat == view.dealer:
        return -sum(round_so_far(view, other) for other in range(view.players) if other != seat)
    total = 0
    for item in view.log:
        if item.seat != seat or not item.amount:
            continue
        if item.type == "pay":
            total -= item.amount
        elif item.type == "receive":
            total += item.amount
    return total
