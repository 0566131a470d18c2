"""The host's limits against a hostile network: failed tries per address, connections, message rates."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field


@dataclass
class Limits:
    """What the host allows; every figure is per table."""

    max_failures: int = 10  # wrong table codes from one address within ``failure_window``
    failure_window: float = 600.0  # seconds an address is remembered (and then refused)
    max_connections_per_address: int = 16
    max_connections: int = 64
    hello_timeout: float = 10.0  # seconds a new connection has to say hello
    rate: float = 20.0  # messages per second a client may send on average
    burst: float = 60.0  # ... and at once
    max_errors: int = 50  # refused actions before the client is disconnected
    max_buffer: int = 4 << 20  # bytes waiting for a client that does not read


class Failures:
    """Wrong codes per address; an address with too many recent ones is refused without trying."""

    def __init__(self, limits: Limits, clock: type[time.monotonic] | None = None) -> None:
        self.limits = limits
        self._tries: dict[str, deque[float]] = {}

    def _recent(self, address: str) -> deque[float]:
        tries = self._tries.setdefault(address, deque())
        horizon = time.monotonic() - self.limits.failure_window
        while tries and tries[0] < horizon:
            tries.popleft()
        if not tries:
            del self._tries[address]
            return deque()
        return tries

    def blocked(self, address: str) -> bool:
        return len(self._recent(address)) >= self.limits.max_failures

    def failed(self, address: str) -> None:
        self._recent(address)
        self._tries.setdefault(address, deque()).append(time.monotonic())


@dataclass
class Bucket:
    """A token bucket: ``take()`` is False once a client sends faster than ``rate`` beyond ``burst``."""

    rate: float
    burst: float
    level: float = field(default=0.0)
    stamp: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.level = self.burst

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True

    def refund(self) -> None:
        self.level = min(self.burst, self.level + 1)
