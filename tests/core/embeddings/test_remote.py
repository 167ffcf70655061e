"""The openai embedder through the real SDK against a local server, and the local-model extra."""

from __future__ import annotations

import math

import pytest

from core.config.settings import EmbeddingSettings, LLMSettings
from core.embeddings import build_embedder
from core.embeddings.remote import OpenAIEmbedder
from core.errors import ConfigError, ModelUnavailable
from tests.fake_openai import Behaviour, serve


def test_openai_embeddings_are_normalized_and_ordered() -> None:
    with serve(Behaviour()) as fake:
        embedder = build_embedder(
            EmbeddingSettings(provider="openai", model="emb-1", dimensions=16),
            LLMSettings(base_url=fake.base_url),
        )
        assert isinstance(embedder, OpenAIEmbedder)
        vectors = embedder.embed(["a", "b", "c"])
    assert len(vectors) == 3 and all(len(v) == 16 for v in vectors)
    assert all(math.isclose(sum(x * x for x in v), 1.0, rel_tol=1e-9) for v in vectors)
    body = fake.requests[0]["body"]
    assert (
        body["model"] == "emb-1" and body["input"] == ["a", "b", "c"] and body["dimensions"] == 16
    )


def test_wrong_dimension_and_outage_are_clear_errors() -> None:
    with serve(Behaviour(extra_dims=3)) as fake:
        embedder = OpenAIEmbedder(
            EmbeddingSettings(provider="openai", dimensions=8), LLMSettings(base_url=fake.base_url)
        )
        with pytest.raises(ModelUnavailable, match="ACEH_RAG_EMBEDDING__DIMENSIONS"):
            embedder.embed(["x"])
    with serve(Behaviour(status=503)) as fake:
        embedder = OpenAIEmbedder(
            EmbeddingSettings(provider="openai", dimensions=8), LLMSettings(base_url=fake.base_url)
        )
        with pytest.raises(ModelUnavailable):
            embedder.embed(["x"])


def test_sentence_transformers_without_the_extra_names_the_fix() -> None:
    with pytest.raises(ConfigError, match=r"\.\[embeddings\]"):
        build_embedder(EmbeddingSettings(provider="sentence-transformers", model="/models/minilm"))
