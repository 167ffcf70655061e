"""The one way core builds an OpenAI SDK client for any OpenAI-compatible endpoint."""

from __future__ import annotations

import openai

from core.config.settings import LLMSettings

DEFAULT_MODEL = "gpt-4o-mini"


def openai_client(settings: LLMSettings) -> openai.OpenAI:
    """A client for the configured endpoint; the SDK's retries are off (callers decide)."""
    return openai.OpenAI(
        base_url=settings.base_url or None,
        api_key=settings.api_key.get_secret_value() or "not-needed",
        max_retries=0,
        timeout=settings.timeout_seconds,
    )
