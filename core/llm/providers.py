"""The LLM providers (SPEC §8): their names and, per name, what they build.

``rules`` is the offline deterministic baseline (it extracts and judges, it is not a model);
``openai`` is any OpenAI-compatible endpoint. Settings (``ACEH_RAG_LLM__PROVIDER``), shadow
variants, the CLI, the console and the eval harness take the names from :data:`PROVIDERS`, and
everything that depends on the provider asks its entry instead of comparing names.
``core.config.settings`` imports this module for :data:`ProviderName`, so the builders import the
provider code when they run, not at import time (that code imports settings).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from core.errors import ConfigError
from core.registry import Registry

if TYPE_CHECKING:
    from core.chat.models import AnswerModel
    from core.config.settings import Settings
    from core.judge.judges import Judge
    from core.llm.base import ExtractionProvider
    from core.llm.completion import Completion
    from core.observability.tracing import Tracer
    from core.prompts.loader import Prompt

ProviderName = Literal["rules", "openai"]


@dataclass(frozen=True)
class LLMProvider:
    """One registered provider.

    ``completion`` and ``answers`` are None for a provider that is not a general model (the rules
    baseline writes no answers and gives no LLM second opinion). ``parallel_calls`` is how many
    calls are worth running at once (a network-bound model: several; in-process rules: one).
    """

    name: ProviderName
    note: str
    parallel_calls: int
    extractor: Callable[[Settings], ExtractionProvider]
    judge: Callable[[Settings, Prompt, Tracer], Judge]
    completion: Callable[[Settings, str, Tracer], Completion] | None = None
    answers: Callable[[Settings, Tracer], AnswerModel] | None = None


def _rules_extractor(settings: Settings) -> ExtractionProvider:
    from core.llm.rules import RulesProvider

    return RulesProvider()


def _rules_judge(settings: Settings, prompt: Prompt, tracer: Tracer) -> Judge:
    from core.embeddings.providers import build_embedder
    from core.judge.judges import RulesJudge

    return RulesJudge(build_embedder(settings.embedding, settings.llm))


def _openai_extractor(settings: Settings) -> ExtractionProvider:
    from core.llm.openai_provider import OpenAIProvider

    if not settings.llm.base_url and not settings.llm.api_key.get_secret_value():
        raise ConfigError(
            "ACEH_RAG_LLM__PROVIDER=openai needs ACEH_RAG_LLM__BASE_URL or ACEH_RAG_LLM__API_KEY "
            "(alias OPENAI_API_KEY); or use the offline rules baseline"
        )
    from core.observability.tracing import build_tracer

    return OpenAIProvider(
        settings.llm,
        model=settings.memory.extract_model or settings.llm.model,
        tracer=build_tracer(settings.langfuse),
        limits=settings.memory,
    )


def _openai_judge(settings: Settings, prompt: Prompt, tracer: Tracer) -> Judge:
    from core.judge.judges import OpenAIJudge

    return OpenAIJudge(settings.llm, prompt, settings.llm.model, tracer)


def _openai_completion(settings: Settings, purpose: str, tracer: Tracer) -> Completion:
    from core.llm.completion import OpenAICompletion

    return OpenAICompletion(settings.llm, purpose=purpose, tracer=tracer)


def _openai_answers(settings: Settings, tracer: Tracer) -> AnswerModel:
    from core.chat.models import OpenAIAnswerModel

    return OpenAIAnswerModel(settings.llm, tracer)


PROVIDERS: Registry[ProviderName, LLMProvider] = Registry(
    "provider",
    ProviderName,
    (
        LLMProvider(
            "rules",
            "offline deterministic baseline, not an LLM",
            parallel_calls=1,
            extractor=_rules_extractor,
            judge=_rules_judge,
        ),
        LLMProvider(
            "openai",
            "any compatible endpoint",
            parallel_calls=8,
            extractor=_openai_extractor,
            judge=_openai_judge,
            completion=_openai_completion,
            answers=_openai_answers,
        ),
    ),
)


def provider_of(settings: Settings) -> LLMProvider:
    """The entry of ``ACEH_RAG_LLM__PROVIDER``."""
    return PROVIDERS.get(settings.llm.provider)


def build_provider(settings: Settings) -> ExtractionProvider:
    """The extraction provider of ``ACEH_RAG_LLM__PROVIDER`` (ConfigError when it cannot be built)."""
    return provider_of(settings).extractor(settings)
