"""A small deterministic random number generator whose whole state is one integer.

Game states are frozen models, so they hold the generator as an int (`rng`). A
transition builds an `Rng` from it, draws, and stores `rng.state` in the new state:
the same seed and the same actions always give the same game, on every platform
and Python version (unlike `random.Random`, whose algorithms may change).
The generator is SplitMix64.
"""

from __future__ import annotations

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
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
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

        The draws are `next_u64` and `below` written out in one loop (every round shuffles a
        deck, and the calls were most of its cost); the numbers are the same."""
        out = list(items)
        state, golden, mask, limits = self.state, _GOLDEN, _MASK, _LIMITS
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = limits[n] if n < _CACHED_LIMITS else _SPAN - _SPAN % n
            while True:
                state = (state + golden) & mask
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
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
