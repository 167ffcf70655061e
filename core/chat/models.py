"""Answer models: any OpenAI-compatible endpoint, or a scripted one (tests, playground demos)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from core.config.settings import LLMSettings
from core.endpoint.client import DEFAULT_MODEL, openai_client
from core.endpoint.errors import translated
from core.observability.tracing import NullTracer, Tracer

ChatMessage = dict[str, str]


class AnswerModel(Protocol):
    """Writes the assistant's reply to a list of chat messages."""

    def respond(self, messages: list[ChatMessage]) -> str:
        """The reply text; raises :class:`ModelUnavailable` when the model cannot answer."""
        ...


class OpenAIAnswerModel:
    """Answers through any OpenAI-compatible Chat Completions endpoint."""

    def __init__(self, settings: LLMSettings, tracer: Tracer | None = None) -> None:
        self._tracer = tracer or NullTracer()
        self._client = openai_client(settings)
        self._model = settings.model or DEFAULT_MODEL

    def respond(self, messages: list[ChatMessage]) -> str:
        """One completion."""
        with self._tracer.generation(
            "answer", model=self._model, prompt_name="answer", prompt_version="memory-block-v1"
        ) as generation:
            with translated("the answer model"):
                response = self._client.chat.completions.create(
                    model=self._model,
                    messages=messages,  # type: ignore[arg-type]
                    temperature=0.2,
                )
            generation.usage_from(response)
        return (response.choices[0].message.content or "") if response.choices else ""


@dataclass
class ScriptedAnswerModel:
    """Replies from a script (the last repeats), recording every message list it was given."""

    replies: list[str | Callable[[list[ChatMessage]], str]]
    calls: list[list[ChatMessage]] = field(default_factory=list)

    def respond(self, messages: list[ChatMessage]) -> str:
        """The next scripted reply."""
        self.calls.append([dict(m) for m in messages])
        step = self.replies[min(len(self.calls) - 1, len(self.replies) - 1)]
        return step(messages) if callable(step) else step
