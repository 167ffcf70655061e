"""The embedder interface (the providers that build one: :mod:`core.embeddings.providers`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Embedder(Protocol):
    """Maps texts to L2-normalized vectors of a fixed dimension."""

    @property
    def dimensions(self) -> int:
        """Length of every vector this embedder returns."""
        ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order."""
        ...
