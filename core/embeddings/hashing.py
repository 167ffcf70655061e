"""Deterministic character n-gram feature hashing (no model, no dependency: tests and benchmarks).

Latin-script text contributes whole words and character trigrams of each word (so inflections and
typos stay close); CJK text contributes single characters and character bigrams (Chinese has no
spaces). Each feature is hashed to a signed bucket; the vector is L2-normalized, so the cosine of
two vectors is their dot product.
"""

from __future__ import annotations

import functools
import hashlib
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterator, Sequence

from core.embeddings.base import EmbeddingSpace
from core.embeddings.providers import EMBEDDERS
from core.language import CJK, CJK_CHAR

_TOKEN = re.compile(rf"[{CJK}]+|[^\W_]+", re.UNICODE)


def features(text: str) -> Iterator[tuple[str, float]]:
    """The weighted features of ``text`` (exposed for tests and for explaining a score)."""
    norm = unicodedata.normalize("NFKC", text).lower()
    for token in _TOKEN.findall(norm):
        if CJK_CHAR.match(token):
            for ch in token:
                yield "c1:" + ch, 1.0
            for i in range(len(token) - 1):
                yield "c2:" + token[i : i + 2], 1.5
        else:
            yield "w:" + token, 2.0
            padded = f"#{token}#"
            for i in range(len(padded) - 2):
                yield "t:" + padded[i : i + 3], 0.5


class HashingEmbedder:
    """Feature-hashing embedder of a fixed dimension."""

    def __init__(self, dimensions: int = 384) -> None:
        self._dimensions = dimensions
        self._space = EmbeddingSpace("hashing", EMBEDDERS.get("hashing").model, dimensions)

    @property
    def dimensions(self) -> int:
        """Length of every vector."""
        return self._dimensions

    @property
    def space(self) -> EmbeddingSpace:
        """The hashing space (cosines used as they are)."""
        return self._space

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One L2-normalized vector per text (all zeros for text with no features)."""
        return [self._one(t) for t in texts]

    def embed_query(self, texts: Sequence[str]) -> list[list[float]]:
        """Questions are hashed like any text."""
        return self.embed(texts)

    def _one(self, text: str) -> list[float]:
        counts: Counter[str] = Counter()
        weights: dict[str, float] = {}
        for feat, weight in features(text):
            counts[feat] += 1
            weights[feat] = weight
        # Accumulate sparsely (a question touches a few dozen of the buckets), then spread out.
        sparse: dict[int, float] = {}
        for feat, n in counts.items():
            bucket, sign = _bucket(feat, self._dimensions)
            sparse[bucket] = sparse.get(bucket, 0.0) + sign * weights[feat] * (1.0 + math.log(n))
        vec = [0.0] * self._dimensions
        norm = math.sqrt(sum(v * v for v in sparse.values()))
        if norm:
            for bucket, value in sparse.items():
                vec[bucket] = value / norm
        return vec


@functools.lru_cache(maxsize=1 << 16)
def _bucket(feature: str, dimensions: int) -> tuple[int, float]:
    """The bucket and sign of a feature; cached, since questions reuse the same n-grams."""
    h = int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(), "little")
    return (h >> 1) % dimensions, 1.0 if h & 1 else -1.0
