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

import openai

from core.config.settings import LLMSettings, MemorySettings
from core.endpoint.client import DEFAULT_MODEL, openai_client
from core.endpoint.errors import translated
from core.endpoint.formats import FORMS, Form, forms_for, refused, remember, response_format
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
        """Call the model once per response form tried (see :mod:`core.endpoint.formats`); the
        reply text."""
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
            forms = forms_for(self._base_url)
            for form in forms[:-1]:
                try:
                    reply = self._call(messages, timeout, generation, self._format(form))
                except openai.APIStatusError as exc:
                    verdict = refused(exc)
                    if verdict is False:
                        raise  # translated like every other failure
                    if verdict:  # the body names the format: never ask this form again
                        remember(self._base_url, FORMS[FORMS.index(form) + 1])
                    continue
                return self._answered(form, forms[0], generation, reply)
            last = forms[-1]
            reply = self._call(messages, timeout, generation, self._format(last))
            return self._answered(last, forms[0], generation, reply)

    def _answered(self, form: Form, first: Form, generation: Generation, reply: str) -> str:
        if form != first:  # an earlier form was refused: start here from now on
            remember(self._base_url, form)
        if form != FORMS[0]:
            generation.extra["response_format"] = form
        return reply

    def _format(self, form: Form) -> dict[str, Any]:
        return response_format(form, "memory_operations", self._schema)

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
