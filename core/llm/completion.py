"""A plain completion call (system + user → text) for evaluation judges built on core's LLM settings.

The extraction provider and the claim judge have their own contracts; this is the small generic
interface the evaluation adapters (deepeval, ragas) call, so their model calls go through the same
endpoint, timeouts, error split and Langfuse tracing as everything else.
"""

from __future__ import annotations

from typing import Any, Protocol

from core.config.settings import LLMSettings
from core.endpoint.client import DEFAULT_MODEL, openai_client
from core.endpoint.errors import translated
from core.endpoint.structured import structured_reply
from core.observability.tracing import NullTracer, Tracer


class Completion(Protocol):
    """One model call."""

    @property
    def model(self) -> str:
        """The model name."""
        ...

    def complete(
        self,
        system: str,
        user: str,
        *,
        json_mode: bool = False,
        schema: dict[str, Any] | None = None,
    ) -> str:
        """The reply text; raises :class:`ModelUnavailable` or :class:`ModelTimeout`.

        ``json_mode`` asks for one JSON object; ``schema`` (implies JSON) asks for that shape in
        the strictest form the endpoint takes, so a grammar-constrained local model can only
        answer it.
        """
        ...


class OpenAICompletion:
    """Completions through any OpenAI-compatible endpoint."""

    def __init__(
        self, settings: LLMSettings, *, purpose: str = "eval judge", tracer: Tracer | None = None
    ) -> None:
        self._client = openai_client(settings)
        self._model = settings.model or DEFAULT_MODEL
        self._purpose = purpose
        self._tracer = tracer or NullTracer()

    @property
    def model(self) -> str:
        """The model name."""
        return self._model

    def complete(
        self,
        system: str,
        user: str,
        *,
        json_mode: bool = False,
        schema: dict[str, Any] | None = None,
    ) -> str:
        """One completion at temperature 0 (structured when ``schema`` is given)."""
        messages: list[Any] = [
            {"role": "system", "content": system},
            {"role": "user", "content": user},
        ]
        with self._tracer.generation(
            self._purpose, model=self._model, prompt_name=self._purpose, prompt_version="inline"
        ) as generation:
            with translated("the judge model"):
                if schema is not None:
                    return structured_reply(
                        self._client,
                        model=self._model,
                        messages=messages,
                        name=str(schema.get("title") or "reply"),
                        schema=schema,
                        generation=generation,
                    )
                response = self._client.chat.completions.create(  # type: ignore[call-overload]
                    model=self._model,
                    messages=messages,
                    temperature=0,
                    response_format={"type": "json_object" if json_mode else "text"},
                )
            generation.usage_from(response)
        return (response.choices[0].message.content or "") if response.choices else ""
