"""The provider interface.

A provider turns a transcript into a raw reply text (the §5.2 contract). Failures are split
(the classes live in :mod:`core.errors`): *unavailable* (connection errors, 429, 5xx — try again
next sweep), *timeout* (a timed-out extraction writes nothing) — while a reply that arrives but is
not the contract is *malformed*, which the gates decide from the text itself.
"""

from __future__ import annotations

from typing import Protocol

from core.extraction.transcript import Transcript
from core.prompts.loader import Prompt


class ExtractionProvider(Protocol):
    """Something that proposes memory operations for one transcript."""

    @property
    def name(self) -> str:
        """Provider name (rules, openai …)."""
        ...

    def version(self, prompt: Prompt) -> str:
        """The extractorVersion recorded on memories this provider produced with ``prompt``."""
        ...

    def extract(self, transcript: Transcript, prompt: Prompt, timeout: float) -> str:
        """The raw reply text; raises :class:`ModelUnavailable` / :class:`ModelTimeout`."""
        ...
