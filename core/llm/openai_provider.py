"""The ``openai`` provider: any OpenAI-compatible Chat Completions endpoint through the openai SDK.

JSON-schema response format first (bounded by the settings, small enough for grammar engines);
when the server refuses it — any 4xx/5xx naming the response format, or a bare 5xx after which
JSON mode works — JSON mode for that base URL for the rest of the process
(:mod:`core.endpoint.formats`). Failures are classified by
:func:`core.endpoint.errors.translated`: timeouts → :class:`ModelTimeout`; connection errors, 429,
5xx and other refusals → :class:`ModelUnavailable`.
A reply that arrives is returned as text; the gates decide whether it is malformed. The SDK's own
retries are off: the sweeper retries on its next pass.
"""

from __future__ import annotations

from typing import Any

import openai

from core.config.settings import LLMSettings, MemorySettings
from core.endpoint.client import DEFAULT_MODEL, openai_client
from core.endpoint.errors import translated
from core.endpoint.formats import json_mode_only, remember_json_mode, schema_refused
from core.extraction.contract import contract_json_schema
from core.extraction.transcript import Transcript
from core.observability.tracing import Generation, NullTracer, Tracer
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
        self._base_url = str(self._client.base_url)
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
        """Call the model once (twice when its server refuses the JSON schema); the reply text."""
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
            if json_mode_only(self._base_url):
                return self._call(messages, timeout, generation, {"type": "json_object"})
            try:
                return self._call(messages, timeout, generation, self._schema_format())
            except openai.APIStatusError as exc:
                refused = schema_refused(exc)
                if refused is False:
                    raise  # translated like every other failure
                if refused:
                    remember_json_mode(self._base_url)
                generation.extra["response_format"] = "json_object"
                reply = self._call(messages, timeout, generation, {"type": "json_object"})
                remember_json_mode(self._base_url)  # a bare 5xx, and JSON mode answered
                return reply

    def _schema_format(self) -> dict[str, Any]:
        return {
            "type": "json_schema",
            "json_schema": {"name": "memory_operations", "schema": self._schema},
        }

    def _call(
        self,
        messages: list[Any],
        timeout: float,
        generation: Generation,
        response_format: dict[str, Any],
    ) -> str:
        response = self._client.chat.completions.create(  # type: ignore[call-overload]
            model=self._model,
            messages=messages,
            response_format=response_format,
            temperature=0,
            timeout=timeout,
        )
        generation.usage_from(response)
        if not response.choices:
            return ""
        return response.choices[0].message.content or ""
