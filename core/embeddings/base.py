"""The embedder interface and the factory that picks one from settings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from core.config.settings import EmbeddingSettings, LLMSettings


class Embedder(Protocol):
    """Maps texts to L2-normalized vectors of a fixed dimension."""

    @property
    def dimensions(self) -> int:
        """Length of every vector this embedder returns."""
        ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order."""
        ...


def build_embedder(settings: EmbeddingSettings, llm: LLMSettings | None = None) -> Embedder:
    """The embedder the settings name (``openai`` uses the LLM endpoint and key)."""
    from core.embeddings.hashing import HashingEmbedder
    from core.embeddings.remote import OpenAIEmbedder, SentenceTransformerEmbedder

    if settings.provider == "hashing":
        return HashingEmbedder(settings.dimensions)
    if settings.provider == "openai":
        return OpenAIEmbedder(settings, llm or LLMSettings())
    return SentenceTransformerEmbedder(settings)
