"""The embedding providers (SPEC §8): their names and, per name, the space and the embedder.

Settings (``ACEH_RAG_EMBEDDING__PROVIDER``) take the names from :data:`EMBEDDERS`.
``core.config.settings`` imports this module for :data:`EmbedderName`, so the builders import the
embedder code when they run, not at import time (that code imports settings). A provider's space
(:func:`space_of`) is known without loading its model, so the start-up check loads nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from core.registry import Registry

if TYPE_CHECKING:
    from core.config.settings import EmbeddingSettings, LLMSettings
    from core.embeddings.base import Embedder, EmbeddingSpace

EmbedderName = Literal["e5-small", "hashing", "openai", "sentence-transformers"]


@dataclass(frozen=True)
class JudgeFit:
    """The rules judge's thresholds for one embedding model: the cosine at which a sentence and a
    note can say the same thing, per language of the sentence (a model's cosines sit in another
    band for each script and language), and how far the closest note must lead the next one."""

    similarity: float
    """For a language without its own value: the strictest fitted one."""
    margin: float = 0.0
    by_language: Mapping[str, float] = field(default_factory=dict)

    def similarity_for(self, language: str) -> float:
        """The similarity threshold for a sentence in ``language``."""
        return self.by_language.get(language, self.similarity)


@dataclass(frozen=True)
class EmbedderProvider:
    """One registered embedding provider.

    ``model`` is the model a space records when ``ACEH_RAG_EMBEDDING__MODEL`` is empty ("" means the
    setting is required). ``relevance_band`` is the recall calibration fitted for that default
    model (:class:`core.embeddings.base.EmbeddingSpace`); 1.0 keeps the cosines' own spread.
    ``judge`` is the rules judge's fit for it (:class:`JudgeFit`,
    :class:`core.judge.judges.RulesJudge`).
    ``build`` gets the space and the LLM settings (endpoint, key).
    """

    name: EmbedderName
    note: str
    model: str
    relevance_band: float
    judge: JudgeFit
    build: Callable[[EmbeddingSettings, EmbeddingSpace, LLMSettings | None], Embedder]


def _e5(settings: EmbeddingSettings, space: EmbeddingSpace, llm: LLMSettings | None) -> Embedder:
    from core.embeddings.e5 import E5SmallEmbedder

    return E5SmallEmbedder(space)


def _hashing(
    settings: EmbeddingSettings, space: EmbeddingSpace, llm: LLMSettings | None
) -> Embedder:
    from core.embeddings.hashing import HashingEmbedder

    return HashingEmbedder(settings.dimensions)


def _openai(
    settings: EmbeddingSettings, space: EmbeddingSpace, llm: LLMSettings | None
) -> Embedder:
    from core.config.settings import LLMSettings
    from core.embeddings.remote import OpenAIEmbedder

    return OpenAIEmbedder(space, llm or LLMSettings())


def _sentence_transformers(
    settings: EmbeddingSettings, space: EmbeddingSpace, llm: LLMSettings | None
) -> Embedder:
    from core.embeddings.remote import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(settings, space)


# e5-small's calibration: fitted on datasets/recall-xl/dev.jsonl by bench/relevance_calibration.py
# (its table: bench/results/relevance_calibration.md).
E5_RELEVANCE_BAND = 0.015
# Its rules-judge calibration (hashing's below too): fitted on datasets/judge-paraphrase/dev.jsonl
# by bench/judge_calibration.py (bench/results/judge_calibration_<embedder>.md).
E5_JUDGE = JudgeFit(0.915, 0.0, by_language={"en": 0.885, "id": 0.915, "zh": 0.915})

EMBEDDERS: Registry[EmbedderName, EmbedderProvider] = Registry(
    "embedding provider",
    EmbedderName,
    (
        EmbedderProvider(
            "e5-small",
            "multilingual-e5-small, in process, default",
            "multilingual-e5-small-q4",
            E5_RELEVANCE_BAND,
            E5_JUDGE,
            _e5,
        ),
        # The model name of the hashing recipe; rename it when the feature recipe changes.
        EmbedderProvider(
            "hashing",
            "character n-grams, no model: tests",
            "char-ngrams-v1",
            1.0,
            JudgeFit(0.315, 0.0, by_language={"en": 0.305, "id": 0.315, "zh": 0.26}),
            _hashing,
        ),
        EmbedderProvider("openai", "", "text-embedding-3-small", 1.0, JudgeFit(0.5), _openai),
        EmbedderProvider(
            "sentence-transformers", "", "", 1.0, JudgeFit(0.5), _sentence_transformers
        ),
    ),
)


def space_of(settings: EmbeddingSettings) -> EmbeddingSpace:
    """The space the settings name, without loading any model."""
    from core.embeddings.base import EmbeddingSpace

    provider = EMBEDDERS.get(settings.provider)
    band = provider.relevance_band
    if settings.model and settings.model != provider.model:
        band = 1.0  # another model: the default model's calibration does not hold
    if settings.relevance_band is not None:
        band = settings.relevance_band
    return EmbeddingSpace(
        provider=settings.provider,
        model=settings.model or provider.model,
        dimensions=settings.dimensions,
        relevance_band=band,
    )


def build_embedder(settings: EmbeddingSettings, llm: LLMSettings | None = None) -> Embedder:
    """The embedder the settings name (``openai`` uses the LLM endpoint and key)."""
    return EMBEDDERS.get(settings.provider).build(settings, space_of(settings), llm)
