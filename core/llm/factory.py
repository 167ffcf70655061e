"""Pick the extraction provider the settings name."""

from __future__ import annotations

from core.config.settings import Settings
from core.errors import ConfigError
from core.llm.base import ExtractionProvider
from core.llm.rules import RulesProvider


def build_provider(settings: Settings) -> ExtractionProvider:
    """The provider of ``ACEH_RAG_LLM__PROVIDER``."""
    if settings.llm.provider == "rules":
        return RulesProvider()
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
    )
