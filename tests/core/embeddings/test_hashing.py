"""The hashing embedder: deterministic, normalized, closer for related text in every script."""

from __future__ import annotations

import math

import pytest

from core.config.settings import EmbeddingSettings
from core.embeddings import HashingEmbedder, build_embedder


def cos(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize(
    ("anchor", "near", "far"),
    [
        (
            "Prefers short answers in Indonesian.",
            "short answers please",
            "The weather in Oslo is cold.",
        ),
        (
            "Lebih suka jawaban singkat dalam bahasa Indonesia.",
            "jawaban singkat",
            "Kucing tidur di atas meja.",
        ),
        ("技术解释先用大白话，再补充专业说法。", "用大白话解释技术", "明天去北京出差。"),
    ],
)
def test_related_text_is_closer(anchor: str, near: str, far: str) -> None:
    e = HashingEmbedder(384)
    a, n, f = e.embed([anchor, near, far])
    assert cos(a, n) > cos(a, f)


def test_deterministic_and_unit_length() -> None:
    e = HashingEmbedder(64)
    [v1] = e.embed(["Ｆｕｌｌ width text"])
    [v2] = HashingEmbedder(64).embed(["full WIDTH text"])
    assert v1 == v2
    assert len(v1) == 64
    assert math.isclose(math.sqrt(sum(x * x for x in v1)), 1.0, rel_tol=1e-9)
    assert e.embed(["!!!"]) == [[0.0] * 64]


def test_factory_builds_hashing_and_questions_hash_like_any_text() -> None:
    embedder = build_embedder(EmbeddingSettings(provider="hashing"))
    assert isinstance(embedder, HashingEmbedder) and embedder.dimensions == 384
    assert embedder.embed_query(["Prefers tables."]) == embedder.embed(["Prefers tables."])
    assert embedder.space.same_vectors(HashingEmbedder(384).space)
    assert not embedder.space.same_vectors(HashingEmbedder(256).space)
