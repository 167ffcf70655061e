"""The ``scripted`` provider: replays given replies (or failures) with an optional latency.

A real provider, fed a script instead of a model: used by tests, benchmarks and shadow dry runs.
It records every transcript it was given so callers can check what a model would have seen.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from core.errors import ModelUnavailable
from core.extraction.transcript import Transcript
from core.prompts.loader import Prompt

Step = str | ModelUnavailable | Callable[[Transcript], str]


@dataclass
class ScriptedProvider:
    """Replies in order (the last one repeats); an exception in the script is raised."""

    script: list[Step] = field(default_factory=lambda: ['{"operations": []}'])
    latency: float = 0.0
    calls: list[Transcript] = field(default_factory=list)
    in_flight: int = 0
    max_in_flight: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @classmethod
    def of(cls, *steps: Step, latency: float = 0.0) -> ScriptedProvider:
        """A provider with these steps."""
        return cls(script=list(steps), latency=latency)

    @property
    def name(self) -> str:
        """Provider name."""
        return "scripted"

    def version(self, prompt: Prompt) -> str:
        """Prompt version, marked as scripted."""
        return f"{prompt.version}@scripted"

    def extract(self, transcript: Transcript, prompt: Prompt, timeout: float) -> str:
        """Return (or raise) the next step of the script."""
        with self._lock:
            index = min(len(self.calls), len(self.script) - 1)
            self.calls.append(transcript)
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            if self.latency:
                time.sleep(self.latency)
            step = self.script[index]
            if isinstance(step, ModelUnavailable):
                raise step
            return step(transcript) if callable(step) else step
        finally:
            with self._lock:
                self.in_flight -= 1
