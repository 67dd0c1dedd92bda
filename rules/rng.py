"""A small deterministic random number generator whose whole state is one integer.

Game states are frozen models, so they hold the generator as an int (`rng`). A
transition builds an `Rng` from it, draws, and stores `rng.state` in the new state:
the same seed and the same actions always give the same game, on every platform
and Python version (unlike `random.Random`, whose algorithms may change).
The generator is SplitMix64.
"""

from __future__ import annotations

from functools import cache
from operator import mod
from struct import Struct
from typing import Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SPAN = 1 << 64
_CACHED_LIMITS = 128
_LIMITS = tuple(_SPAN - _SPAN % n if n else 0 for n in range(_CACHED_LIMITS))
"""`below(n)`'s rejection limit for the small n a shuffle needs (the largest multiple of n under 2**64)."""
SEED_LIMIT = 1 << 64
"""Seeds people give are 0 .. SEED_LIMIT - 1 (the generator's whole state)."""
_MIX_1 = 0xBF58476D1CE4E5B9
_MIX_2 = 0x94D049BB133111EB
_LANE = 128
"""Bits per draw when a shuffle's draws are computed side by side in one integer: a 64-bit value times a
64-bit constant needs 128 bits, so no lane's product reaches the next lane."""
_SURE = _SPAN - _CACHED_LIMITS
"""Every draw below this is accepted by `below(n)` for every n < _CACHED_LIMITS."""


@cache
def _lanes(count: int) -> tuple[int, int, int]:
    """For `count` draws side by side: 1 in every lane, 2**64 - 1 in every lane, k * golden in lane k - 1
    (the k-th draw's step)."""
    ones = sum(1 << (_LANE * k) for k in range(count))
    steps = sum(((k + 1) * _GOLDEN) << (_LANE * k) for k in range(count))
    return ones, _MASK * ones, steps


def _draws(state: int, count: int) -> tuple[list[int], bool]:
    """`next_u64` `count` times from `state`, computed at once: SplitMix64's k-th output depends only on
    state + k * golden, so every draw is one 128-bit lane of the same integer arithmetic; and whether every
    draw is surely below `_SURE` (else some may not be)."""
    ones, mask, steps = _lanes(count)
    z = (state * ones + steps) & mask
    z = ((z ^ (z >> 30)) & mask) * _MIX_1 & mask
    z = ((z ^ (z >> 27)) & mask) * _MIX_2 & mask
    z ^= z >> 31  # no mask: what the shift brings down from the next lane lands in the high word, never read
    lanes = z.to_bytes(count * _LANE // 8, "little")
    # each lane's low word, its high word skipped, in one unpack (an array of both words sliced took 40% longer);
    # a draw at or above `_SURE` has its seven high bytes 0xff: with seven such bytes nowhere in the lanes, none
    # is (one search of the bytes, where `max` of the draws took ~4% of the sharp partners' guessing)
    return list(_low_words(count).unpack(lanes)), _SEVEN_ONES not in lanes


@cache
def _low_words(count: int) -> Struct:
    """The layout of `count` 128-bit lanes, little-endian: a 64-bit word read, a 64-bit word skipped."""
    return Struct("<" + "Q8x" * count)


_SEVEN_ONES = b"\xff" * 7
assert _SURE >> 8 == (_SPAN - 1) >> 8, "a draw at or above _SURE has its seven high bytes 0xff"

_CHUNK = 512
"""The most draws computed side by side at once (a draw took 86 ns at 64 side by side, 65 ns at 512)."""


def _many_draws(state: int, count: int) -> tuple[list[int], bool]:
    """`next_u64` `count` times from `state`, any number of them: `_draws` a run at a time (the draws from
    state + k * golden are the draws from state after its k-th), each run the largest power of two left up to
    `_CHUNK`, so that the lanes kept (`_lanes`) are a few sizes whatever the computer players ask; and whether
    every draw is surely below `_SURE`."""
    out: list[int] = []
    sure = True
    done = 0
    while done < count:
        run = min(_CHUNK, 1 << ((count - done).bit_length() - 1))
        draws, sure_here = _draws((state + done * _GOLDEN) & _MASK, run)
        out += draws
        sure = sure and sure_here
        done += run
    return out, sure


def seed_state(seed: int) -> int:
    """The generator state for a user-facing seed (any int, even negative)."""
    return seed & _MASK


class Rng:
    """SplitMix64 over a 64-bit integer state."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next_u64(self) -> int:
        """The next 64 random bits."""
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX_1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def between(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both included."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        """A uniform float in [0, 1)."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A Fisher-Yates shuffled copy of `items`: every swap draws `below(i + 1)`.

        The draws are computed side by side (`_draws`); a draw `below` would reject (a chance of about
        one in 2**57 for a deck) sends the shuffle to the same draws one at a time."""
        out = list(items)
        count = len(out) - 1
        if count < 1 or count >= _CACHED_LIMITS:
            return self._shuffled_one_by_one(out)
        draws, sure = _draws(self.state, count)
        if not sure and max(draws) >= _SURE:
            return self._shuffled_one_by_one(out)
        for i, j in zip(range(count, 0, -1), map(mod, draws, range(count + 1, 1, -1))):  # below(i + 1)
            out[i], out[j] = out[j], out[i]
        self.state = (self.state + count * _GOLDEN) & _MASK
        return out

    def samples(self, items: Sequence[T], count: int, times: int) -> list[list[T]]:
        """`times` samples of `count` distinct items of `items` (0 <= count <= len(items)), one after the other:
        each a Fisher-Yates shuffle of the items from the front, stopped after `count` swaps, the i-th drawing
        `below(len(items) - i)`. The computer players guess hidden hands so, hundreds of times a decision: the
        draws of all of them are computed side by side, as `shuffled`'s are, and a draw `below` would reject
        sends them all to the same draws one at a time."""
        size = len(items)
        if count < 1 or count > size or size >= _CACHED_LIMITS or times < 1:
            return [self._sampled_one_by_one(list(items), count) for _ in range(times)]
        draws, sure = _many_draws(self.state, count * times)
        if not sure and max(draws) >= _SURE:
            return [self._sampled_one_by_one(list(items), count) for _ in range(times)]
        # below(size - i); operator.mod, not int.__mod__, whose slot wrapper took twice the instructions (callgrind)
        offsets = list(map(mod, draws, list(range(size, size - count, -1)) * times))
        out: list[list[T]] = []
        for at in range(0, count * times, count):
            picked = list(items)
            i = 0
            for j in offsets[at : at + count]:  # the i-th swap: with the item j places further on
                j += i
                picked[i], picked[j] = picked[j], picked[i]
                i += 1
            out.append(picked[:count])
        self.state = (self.state + count * times * _GOLDEN) & _MASK
        return out

    def _sampled_one_by_one(self, out: list[T], count: int) -> list[T]:
        for i in range(count):
            j = i + self.below(len(out) - i)
            out[i], out[j] = out[j], out[i]
        return out[:count]

    def _shuffled_one_by_one(self, out: list[T]) -> list[T]:
        """`shuffled`'s swaps with `next_u64` and `below` written out in one loop, rejections included."""
        state, golden, mask, limits = self.state, _GOLDEN, _MASK, _LIMITS
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = limits[n] if n < _CACHED_LIMITS else _SPAN - _SPAN % n
            while True:
                state = (state + golden) & mask
                z = ((state ^ (state >> 30)) * _MIX_1) & mask
                z = ((z ^ (z >> 27)) * _MIX_2) & mask
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            out[i], out[j] = out[j], out[i]
        self.state = state
        return out

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return items[self.below(len(items))]

    def fork(self, salt: int) -> "Rng":
        """An independent generator derived from this one's state and `salt`."""
        child = Rng(self.state ^ ((salt * _GOLDEN) & _MASK))
        child.next_u64()
        return child
