"""Capped exponential back-off for a loop that waits for a service to come back."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Backoff:
    """Delays of ``first``, 2×, 4× … seconds, never more than ``cap``; :meth:`reset` starts over."""

    first: float = 1.0
    cap: float = 60.0
    attempts: int = 0

    def next_delay(self) -> float:
        """The wait before the next attempt (and count this one)."""
        delay = min(self.cap, self.first * float(2 ** min(self.attempts, 32)))
        self.attempts += 1
        return delay

    def reset(self) -> None:
        """The service is back: the next outage starts from ``first`` again."""
        self.attempts = 0
