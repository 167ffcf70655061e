"""The ``openai`` provider: any OpenAI-compatible Chat Completions endpoint through the openai SDK.

JSON-schema response format first; when the server refuses it (400 naming response_format or
json_schema), JSON mode for the rest of the process. Failures are classified by
:func:`core.endpoint.errors.translated`: timeouts → :class:`ModelTimeout`; connection errors, 429,
5xx and other refusals → :class:`ModelUnavailable`.
A reply that arrives is returned as text; the gates decide whether it is malformed. The SDK's own
retries are off: the sweeper retries on its next pass.
"""

from __future__ import annotations

import threading
from typing import Any

import openai

from core.config.settings import LLMSettings
from core.endpoint.client import DEFAULT_MODEL, openai_client
from core.endpoint.errors import translated
from core.extraction.contract import contract_json_schema
from core.extraction.transcript import Transcript
from core.observability.tracing import Generation, NullTracer, Tracer
from core.prompts.loader import Prompt


class OpenAIProvider:
    """Extraction through an OpenAI-compatible endpoint."""

    def __init__(self, settings: LLMSettings, model: str, tracer: Tracer | None = None) -> None:
        self._settings = settings
        self._tracer = tracer or NullTracer()
        self._model = model or DEFAULT_MODEL
        self._client = openai_client(settings)
        self._json_mode_only = False
        self._mode_lock = threading.Lock()

    @property
    def name(self) -> str:
        """Provider name."""
        return "openai"

    def version(self, prompt: Prompt) -> str:
        """Prompt version and model, e.g. ``extraction-v1@gpt-4o-mini``."""
        return f"{prompt.version}@{self._model}"

    def _format(self) -> dict[str, Any]:
        if self._json_mode_only:
            return {"type": "json_object"}
        return {
            "type": "json_schema",
            "json_schema": {"name": "memory_operations", "schema": contract_json_schema()},
        }

    def extract(self, transcript: Transcript, prompt: Prompt, timeout: float) -> str:
        """Call the model once; return its raw reply text."""
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
            try:
                return self._call(messages, timeout, generation)
            except openai.BadRequestError as exc:
                text = str(exc).lower()
                if not self._json_mode_only and (
                    "response_format" in text or "json_schema" in text
                ):
                    with self._mode_lock:
                        self._json_mode_only = True
                    generation.extra["response_format"] = "json_object"
                    return self._call(messages, timeout, generation)
                raise  # any other refusal: translated like every other failure

    def _call(self, messages: list[Any], timeout: float, generation: Generation) -> str:
        response = self._client.chat.completions.create(  # type: ignore[call-overload]
            model=self._model,
            messages=messages,
            response_format=self._format(),
            temperature=0,
            timeout=timeout,
        )
        generation.usage_from(response)
        if not response.choices:
            return ""
        return response.choices[0].message.content or ""
