"""The ``openai`` provider: any OpenAI-compatible Chat Completions endpoint through the openai SDK.

The contract's JSON schema (bounded by the settings, small enough for grammar engines) in the
strictest ``response_format`` the endpoint takes: ``json_schema``, else ``json_object`` with the
schema (llama.cpp's grammar), else plain JSON mode — learned from refusals once per base URL for
the process (:mod:`core.endpoint.formats`). Failures are classified by
:func:`core.endpoint.errors.translated`: timeouts → :class:`ModelTimeout`; connection errors, 429,
5xx and other refusals → :class:`ModelUnavailable`.
A reply that arrives is returned as text; the gates decide whether it is malformed. The SDK's own
retries are off: the sweeper retries on its next pass.
"""

from __future__ import annotations

from typing import Any

from core.config.settings import LLMSettings, MemorySettings
from core.endpoint.client import DEFAULT_MODEL, openai_client
from core.endpoint.errors import translated
from core.endpoint.structured import structured_reply
from core.extraction.contract import contract_json_schema
from core.extraction.transcript import Transcript
from core.observability.tracing import NullTracer, Tracer
from core.prompts.loader import Prompt


class OpenAIProvider:
    """Extraction through an OpenAI-compatible endpoint."""

    def __init__(
        self,
        settings: LLMSettings,
        model: str,
        tracer: Tracer | None = None,
        limits: MemorySettings | None = None,
    ) -> None:
        self._settings = settings
        self._tracer = tracer or NullTracer()
        self._model = model or DEFAULT_MODEL
        self._client = openai_client(settings)
        bounds = limits or MemorySettings()
        self._schema = contract_json_schema(
            bounds.max_chars_per_memory, bounds.max_new_per_conversation
        )

    @property
    def name(self) -> str:
        """Provider name."""
        return "openai"

    def version(self, prompt: Prompt) -> str:
        """Prompt version and model, e.g. ``extraction-v1@gpt-4o-mini``."""
        return f"{prompt.version}@{self._model}"

    def extract(self, transcript: Transcript, prompt: Prompt, timeout: float) -> str:
        """One structured call (see :mod:`core.endpoint.structured`); the reply text."""
        messages: list[Any] = [
            {"role": "system", "content": prompt.text},
            {"role": "user", "content": transcript.render()},
        ]
        with (
            self._tracer.generation(
                "memory extraction",
                model=self._model,
                prompt_name=prompt.name,
                prompt_version=prompt.version,
            ) as generation,
            translated("the model", timeout),
        ):
            return structured_reply(
                self._client,
                model=self._model,
                messages=messages,
                name="memory_operations",
                schema=self._schema,
                generation=generation,
                timeout=timeout,
            )
