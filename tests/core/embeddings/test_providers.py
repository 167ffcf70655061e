"""The embedder registry is the one list: settings accept exactly its names, each one builds."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from core.config.settings import EmbeddingSettings, LLMSettings, load_settings
from core.embeddings import build_embedder
from core.embeddings.hashing import HashingEmbedder
from core.embeddings.providers import EMBEDDERS, space_of
from core.embeddings.remote import OpenAIEmbedder
from core.errors import ConfigError
from tests.choices import assert_setting_takes_exactly


def test_the_registered_names_with_the_default_first(monkeypatch: pytest.MonkeyPatch) -> None:
    assert EMBEDDERS.names == ("e5-small", "hashing", "openai", "sentence-transformers")
    monkeypatch.delenv("ACEH_RAG_EMBEDDING__PROVIDER")  # the test session's own choice
    assert EmbeddingSettings().provider == EMBEDDERS.names[0] == "e5-small"
    assert load_settings().embedding.provider == "e5-small"


def test_a_space_is_known_without_loading_its_model() -> None:
    e5 = space_of(EmbeddingSettings(provider="e5-small"))
    assert (e5.provider, e5.model, e5.dimensions) == ("e5-small", "multilingual-e5-small-q4", 384)
    assert e5.relevance_band == EMBEDDERS.get("e5-small").relevance_band < 0.1
    # Another model of the provider does not inherit the default model's calibration.
    other = space_of(EmbeddingSettings(provider="openai", model="text-embedding-3-large"))
    assert other.relevance_band == 1.0
    # Settings override the fitted calibration; a band that is not positive is refused.
    tuned = space_of(EmbeddingSettings(provider="e5-small", relevance_band=0.05))
    assert tuned.relevance_band == 0.05
    with pytest.raises(ValidationError, match="relevance_band"):
        EmbeddingSettings(provider="e5-small", relevance_band=0)
    # The calibration: the best match counts 1, a cosine a band below it 0, linear between.
    assert [e5.relevance(c, 0.9) for c in (0.9, 0.9 - e5.relevance_band / 2, 0.5)] == [
        1.0,
        pytest.approx(0.5),
        0.0,
    ]
    # Each provider's embedder reports the space the settings name.
    built = build_embedder(EmbeddingSettings(provider="hashing", dimensions=32))
    assert built.space == space_of(EmbeddingSettings(provider="hashing", dimensions=32))


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
