"""The embedder registry is the one list: settings accept exactly its names, each one builds."""

from __future__ import annotations

import pytest

from core.config.settings import EmbeddingSettings, LLMSettings
from core.embeddings import build_embedder
from core.embeddings.hashing import HashingEmbedder
from core.embeddings.providers import EMBEDDERS
from core.embeddings.remote import OpenAIEmbedder
from core.errors import ConfigError
from tests.choices import assert_setting_takes_exactly


def test_the_registered_names_with_the_default_first() -> None:
    assert EMBEDDERS.names == ("hashing", "openai", "sentence-transformers")
    assert EmbeddingSettings().provider == EMBEDDERS.names[0]


def test_settings_take_exactly_the_registered_embedders(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_setting_takes_exactly(
        monkeypatch,
        "ACEH_RAG_EMBEDDING__PROVIDER",
        EMBEDDERS,
        lambda s: s.embedding.provider,
        unknown="word2vec",
    )


def test_each_entry_builds_its_embedder() -> None:
    hashing = build_embedder(EmbeddingSettings(provider="hashing", dimensions=32))
    assert isinstance(hashing, HashingEmbedder) and hashing.dimensions == 32
    remote = build_embedder(
        EmbeddingSettings(provider="openai", dimensions=16),
        LLMSettings(base_url="http://127.0.0.1:9"),
    )
    assert isinstance(remote, OpenAIEmbedder) and remote.dimensions == 16
    # sentence-transformers needs a local model directory (or the optional extra): a clear error
    with pytest.raises(ConfigError, match=r"sentence-transformers|ACEH_RAG_EMBEDDING__MODEL"):
        build_embedder(EmbeddingSettings(provider="sentence-transformers"))
