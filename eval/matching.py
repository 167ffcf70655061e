"""A deterministic matcher of written memories to expected ones (SPEC §10.2).

Greedy one-to-one matching by the cosine of hashing embeddings (character n-grams, so it works
for English, Indonesian and Chinese): the most similar pair first, then the next, as long as the
similarity reaches the threshold.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.embeddings.hashing import HashingEmbedder

THRESHOLD = 0.45
_EMBEDDER = HashingEmbedder(384)


def similarity(a: str, b: str) -> float:
    """Cosine of the two texts' hashing embeddings."""
    va, vb = _EMBEDDER.embed([a, b])
    return sum(x * y for x, y in zip(va, vb, strict=True))


def match(
    written: Sequence[str], expected: Sequence[str], threshold: float = THRESHOLD
) -> list[tuple[int, int]]:
    """Pairs (written index, expected index), each index used at most once."""
    if not written or not expected:
        return []
    vectors = _EMBEDDER.embed([*written, *expected])
    w_vecs, e_vecs = vectors[: len(written)], vectors[len(written) :]
    scored = sorted(
        (
            (sum(x * y for x, y in zip(w, e, strict=True)), i, j)
            for i, w in enumerate(w_vecs)
            for j, e in enumerate(e_vecs)
        ),
        key=lambda t: (-t[0], t[1], t[2]),
    )
    used_w: set[int] = set()
    used_e: set[int] = set()
    pairs: list[tuple[int, int]] = []
    for score, i, j in scored:
        if score < threshold:
            break
        if i in used_w or j in used_e:
            continue
        used_w.add(i)
        used_e.add(j)
        pairs.append((i, j))
    return sorted(pairs)
