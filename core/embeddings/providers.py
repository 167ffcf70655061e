"""The embedding providers (SPEC §8): their names and, per name, the builder of the embedder.

Settings (``ACEH_RAG_EMBEDDING__PROVIDER``) take the names from :data:`EMBEDDERS`.
``core.config.settings`` imports this module for :data:`EmbedderName`, so the builders import the
embedder code when they run, not at import time (that code imports settings).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from core.registry import Registry

if TYPE_CHECKING:
    from core.config.settings import EmbeddingSettings, LLMSettings
    from core.embeddings.base import Embedder

EmbedderName = Literal["hashing", "openai", "sentence-transformers"]


@dataclass(frozen=True)
class EmbedderProvider:
    """One registered embedding provider; ``build`` gets the LLM settings (endpoint, key) too."""

    name: EmbedderName
    note: str
    build: Callable[[EmbeddingSettings, LLMSettings | None], Embedder]


def _hashing(settings: EmbeddingSettings, llm: LLMSettings | None) -> Embedder:
    from core.embeddings.hashing import HashingEmbedder

    return HashingEmbedder(settings.dimensions)


def _openai(settings: EmbeddingSettings, llm: LLMSettings | None) -> Embedder:
    from core.config.settings import LLMSettings
    from core.embeddings.remote import OpenAIEmbedder

    return OpenAIEmbedder(settings, llm or LLMSettings())


def _sentence_transformers(settings: EmbeddingSettings, llm: LLMSettings | None) -> Embedder:
    from core.embeddings.remote import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(settings)


EMBEDDERS: Registry[EmbedderName, EmbedderProvider] = Registry(
    "embedding provider",
    EmbedderName,
    (
        EmbedderProvider("hashing", "offline, default", _hashing),
        EmbedderProvider("openai", "", _openai),
        EmbedderProvider("sentence-transformers", "", _sentence_transformers),
    ),
)


def build_embedder(settings: EmbeddingSettings, llm: LLMSettings | None = None) -> Embedder:
    """The embedder the settings name (``openai`` uses the LLM endpoint and key)."""
    return EMBEDDERS.get(settings.provider).build(settings, llm)
