"""Embedders backed by a service or a local model: ``openai`` (/embeddings on any compatible
endpoint) and ``sentence-transformers`` (optional extra, a local model path, no download)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from core.config.settings import EmbeddingSettings, LLMSettings
from core.embeddings.base import EmbeddingSpace
from core.endpoint.client import openai_client
from core.endpoint.errors import translated
from core.errors import ConfigError, ModelUnavailable


def _normalized(vector: Sequence[float]) -> list[float]:
    norm = math.sqrt(sum(v * v for v in vector))
    return [v / norm for v in vector] if norm else list(vector)


class OpenAIEmbedder:
    """``POST /embeddings`` through the openai SDK; vectors are checked and L2-normalized."""

    def __init__(self, space: EmbeddingSpace, llm: LLMSettings) -> None:
        self._space = space
        self._dimensions = space.dimensions
        self._model = space.model
        self._client = openai_client(llm)

    @property
    def dimensions(self) -> int:
        """Length of every vector."""
        return self._dimensions

    @property
    def space(self) -> EmbeddingSpace:
        """The configured model's space."""
        return self._space

    def embed_query(self, texts: Sequence[str]) -> list[list[float]]:
        """Questions are embedded like any text (the endpoint takes no prefix)."""
        return self.embed(texts)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order."""
        if not texts:
            return []
        with translated("the embedding endpoint"):
            response = self._client.embeddings.create(
                model=self._model, input=list(texts), dimensions=self._dimensions
            )
        vectors = [d.embedding for d in sorted(response.data, key=lambda d: d.index)]
        if len(vectors) != len(texts) or any(len(v) != self._dimensions for v in vectors):
            raise ModelUnavailable(
                f"the embedding endpoint returned vectors that are not {self._dimensions}-dimensional; "
                "set ACEH_RAG_EMBEDDING__DIMENSIONS to the model's dimension"
            )
        return [_normalized(v) for v in vectors]


class SentenceTransformerEmbedder:
    """A local sentence-transformers model (install the ``embeddings`` extra; never downloads)."""

    def __init__(self, settings: EmbeddingSettings, space: EmbeddingSpace) -> None:
        self._space = space
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError:
            raise ConfigError(
                "ACEH_RAG_EMBEDDING__PROVIDER=sentence-transformers needs the optional extra: "
                "pip install -e '.[embeddings]' — or use the hashing embedder"
            ) from None
        if not settings.model:
            raise ConfigError(
                "ACEH_RAG_EMBEDDING__MODEL must be a local model directory for sentence-transformers"
            )
        self._model: Any = SentenceTransformer(settings.model, local_files_only=True)
        self._dimensions = settings.dimensions
        actual = self._model.get_sentence_embedding_dimension()
        if actual != settings.dimensions:
            raise ConfigError(
                f"the model at {settings.model} makes {actual}-dimensional vectors but "
                f"ACEH_RAG_EMBEDDING__DIMENSIONS={settings.dimensions} — make them equal"
            )

    @property
    def dimensions(self) -> int:
        """Length of every vector."""
        return self._dimensions

    @property
    def space(self) -> EmbeddingSpace:
        """The local model's space."""
        return self._space

    def embed_query(self, texts: Sequence[str]) -> list[list[float]]:
        """Questions are embedded like any text."""
        return self.embed(texts)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One normalized vector per text."""
        vectors = self._model.encode(list(texts), normalize_embeddings=True)
        return [list(map(float, v)) for v in vectors]
