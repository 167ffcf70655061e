"""The embedder interface and the vector space an embedder writes into.

The providers that build an embedder: :mod:`core.embeddings.providers`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class EmbeddingSpace:
    """Which model made a database's vectors, and how its cosines become relevance.

    Two embedders are interchangeable only when provider, model and dimensions are equal: two
    384-dimensional models give vectors of the same shape that mean nothing to each other. A
    database records its space (``core.db.embedding_record``); a process configured for another
    refuses to start.

    ``relevance_band`` calibrates the ranking's relevance term (seed 000 assumes relevance spread
    over [0, 1]): among one user's memories, the one closest to the question counts 1, and a
    memory counts less the further its cosine lies below that best one, 0 at ``relevance_band``
    below it. A model whose cosines sit in a narrow band that moves with the question
    (multilingual-e5-small: 0.7–0.95) would otherwise add almost the same relevance to every
    memory, and importance and recency would decide; a fixed floor and ceiling do not work either,
    since the band of one question is not the band of the next (measured in
    ``bench/results/relevance_calibration.md``). A band of 1 or more keeps the cosine's own spread
    (the ranking of raw cosines). The value is fitted per model on the dev split of the recall set
    (``bench/relevance_calibration.py``).
    """

    provider: str
    model: str
    dimensions: int
    relevance_band: float = 1.0

    def __post_init__(self) -> None:
        if not self.relevance_band > 0:
            raise ValueError("relevance_band must be positive")

    def same_vectors(self, other: EmbeddingSpace) -> bool:
        """True when vectors of ``other`` can be compared with vectors of this space."""
        return (self.provider, self.model, self.dimensions) == (
            other.provider,
            other.model,
            other.dimensions,
        )

    def relevance(self, cosine: float, best: float) -> float:
        """The calibrated relevance of a cosine, given the best cosine among the candidates."""
        return min(max(1.0 - (best - cosine) / self.relevance_band, 0.0), 1.0)

    def describe(self) -> str:
        """One short human name, e.g. ``e5-small (multilingual-e5-small-q4, 384-d)``."""
        return f"{self.provider} ({self.model}, {self.dimensions}-d)"


class Embedder(Protocol):
    """Maps texts to L2-normalized vectors of a fixed dimension.

    Memory text is embedded with :meth:`embed` and questions with :meth:`embed_query`: some models
    (e5) are trained with a different prefix for each side; for the others both are the same.
    """

    @property
    def dimensions(self) -> int:
        """Length of every vector this embedder returns."""
        ...

    @property
    def space(self) -> EmbeddingSpace:
        """The vector space this embedder writes into."""
        ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per stored text (a memory, a note), in order."""
        ...

    def embed_query(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per question, in order."""
        ...
