"""The embedder registry is the one list: settings accept exactly its names, each one builds."""

from __future__ import annotations

import pytest

from core.config.settings import EmbeddingSettings, LLMSettings, load_settings
from core.embeddings import build_embedder
from core.embeddings.hashing import HashingEmbedder
from core.embeddings.providers import EMBEDDERS
from core.embeddings.remote import OpenAIEmbedder
from core.errors import ConfigError


def test_the_registered_names_with_the_default_first() -> None:
    assert EMBEDDERS.names == ("hashing", "openai", "sentence-transformers")
    assert EmbeddingSettings().provider == EMBEDDERS.names[0]


@pytest.mark.parametrize("name", EMBEDDERS.names)
def test_settings_accept_every_registered_embedder(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ACEH_RAG_EMBEDDING__PROVIDER", name)
    assert load_settings().embedding.provider == name


def test_settings_refuse_an_unknown_embedder_naming_the_registered_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ACEH_RAG_EMBEDDING__PROVIDER", "word2vec")
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert all(f"'{name}'" in str(err.value) for name in EMBEDDERS.names), str(err.value)


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
