"""A database records the embedding space of its vectors; another space refuses to start."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import Engine, text

from core import bootstrap
from core.config.settings import Settings
from core.db import embedding_record
from core.embeddings.base import EmbeddingSpace
from core.embeddings.hashing import HashingEmbedder
from core.errors import StartupRefused
from tests.builders import remember

HASHING = HashingEmbedder(384).space
E5 = EmbeddingSpace("e5-small", "multilingual-e5-small-q4", 384, 0.02)


def forget_record(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM embedding_space"))


def test_the_first_open_records_the_configured_space_and_later_opens_accept_it(
    engine: Engine,
) -> None:
    forget_record(engine)
    assert embedding_record.read(engine) is None
    recorded = embedding_record.ensure(engine, E5)
    assert recorded.space == E5 and recorded.target is None
    # Another process with the same model but another calibration still starts (the vectors
    # are the same); the record keeps the first.
    again = embedding_record.ensure(engine, EmbeddingSpace(E5.provider, E5.model, 384, 0.5))
    assert again.space == E5


@pytest.mark.parametrize(
    "other",
    [
        HASHING,  # another provider of the same dimension: the silent mismatch of before
        EmbeddingSpace("e5-small", "another-e5", 384),  # another model of the same provider
    ],
)
def test_another_space_refuses_with_the_fix(engine: Engine, other: EmbeddingSpace) -> None:
    forget_record(engine)
    embedding_record.ensure(engine, E5)
    with pytest.raises(StartupRefused) as err:
        embedding_record.ensure(engine, other)
    message = str(err.value)
    assert "embedded with e5-small (multilingual-e5-small-q4, 384-d)" in message
    assert "ACEH_RAG_EMBEDDING__PROVIDER=e5-small" in message and "ingat db reembed" in message
    assert "\n" not in message


def test_vectors_made_before_the_record_refuse_until_reembedded(engine: Engine) -> None:
    forget_record(engine)
    remember(engine, uuid.uuid4(), "Prefers short answers.")
    with pytest.raises(StartupRefused, match="made before their embedding model was recorded"):
        embedding_record.ensure(engine, E5)
    assert embedding_record.read(engine) is None  # nothing guessed


def test_open_database_checks_the_space_of_the_settings(
    engine: Engine, env: dict[str, str]
) -> None:
    # The test template records hashing; the default settings name e5-small.
    settings = Settings(embedding={"provider": "e5-small"})  # type: ignore[arg-type]
    with pytest.raises(StartupRefused, match="configured embedder is e5-small"):
        bootstrap.open_database(settings)
    bootstrap.open_database(settings, check_embedding=False)  # the commands that move vectors
    hashing = Settings(embedding={"provider": "hashing"})  # type: ignore[arg-type]
    assert bootstrap.open_database(hashing) is not None
