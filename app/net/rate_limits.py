"""How often a client, or an address, may do something: token buckets.

`RateLimit` bounds one connection's messages (app/net/server.py); `AddressRates` keeps one bucket an address
for what a client can repeat across connections (taking a seat: each seating sends an update to every other
player at the table and may write its seats file; its messages, all its connections together), its buckets
dropped once they have filled up again, so that what it holds is bounded by the addresses that were busy in the
last minute or so.
"""

from __future__ import annotations

import time
from typing import Callable

ADDRESSES_KEPT = 1024
"""Addresses' buckets held before the full ones (nothing taken from them lately) are dropped."""


class RateLimit:
    """A token bucket: `rate` a second, `burst` at most. `clock`: seconds, as `time.monotonic` (a test's own)."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.last = float(burst), clock()

    def take(self, count: int = 1) -> bool:
        """Whether one more may be done now, costing `count` tokens (it uses them; none when it has fewer)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < count:
            return False
        self.tokens -= count
        return True

    def full(self) -> bool:
        """Whether the bucket has filled up again (forgetting it would change nothing)."""
        return self.tokens + (self.clock() - self.last) * self.rate >= self.burst


class AddressRates:
    """A `RateLimit` of `per_minute` an address (that many at once at most, or `burst`); 0 or less: no limit."""

    def __init__(
        self, per_minute: float, clock: Callable[[], float] = time.monotonic, burst: int | None = None
    ) -> None:
        self.per_minute, self.clock = per_minute, clock
        self.burst = burst if burst is not None else max(1, int(per_minute))
        self.buckets: dict[str, RateLimit] = {}

    def take(self, address: str, count: int = 1) -> bool:
        """Whether `address` may do it once more now (it uses its token; `count` tokens, a penalty, when it did
        something worse: those it has, and False when it had fewer)."""
        if self.per_minute <= 0:
            return True
        bucket = self.buckets.get(address)
        if bucket is None:
            if len(self.buckets) >= ADDRESSES_KEPT:
                self.buckets = {key: kept for key, kept in self.buckets.items() if not kept.full()}
            bucket = self.buckets[address] = RateLimit(self.per_minute / 60, self.burst, self.clock)
        return all([bucket.take() for _ in range(count)])
