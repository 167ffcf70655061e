"""The embedder interface and the factory that picks one from settings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from core.config.settings import EmbeddingSettings
from core.errors import ConfigError


class Embedder(Protocol):
    """Maps texts to L2-normalized vectors of a fixed dimension."""

    @property
    def dimensions(self) -> int:
        """Length of every vector this embedder returns."""
        ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order."""
        ...


def build_embedder(settings: EmbeddingSettings) -> Embedder:
    """The embedder the settings name."""
    from core.embeddings.hashing import HashingEmbedder

    if settings.provider == "hashing":
        return HashingEmbedder(settings.dimensions)
    raise ConfigError(
        f"ACEH_RAG_EMBEDDING__PROVIDER={settings.provider} is not available in this version yet; "
        "use hashing (the default)"
    )
