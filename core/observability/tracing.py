"""Trace every LLM call to Langfuse when it is configured (SPEC §8).

A generation carries the prompt name and version, the model, its latency (start and end) and the
token usage — never the prompt's input or the reply: those hold conversation and memory text.
Tracing never blocks or fails the caller: spans are exported in the background by the SDK, and any
error of the tracing itself is swallowed.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from core.config.settings import LangfuseSettings
from core.observability.langfuse_client import langfuse_client

log = logging.getLogger(__name__)


@dataclass
class Generation:
    """What the caller reports about one model call."""

    input_tokens: int | None = None
    output_tokens: int | None = None
    outcome: str = "ok"
    extra: dict[str, str] = field(default_factory=dict)

    def usage_from(self, response: Any) -> None:
        """Take token usage from an OpenAI-style response, if it has any."""
        usage = getattr(response, "usage", None)
        if usage is not None:
            self.input_tokens = getattr(usage, "prompt_tokens", None)
            self.output_tokens = getattr(usage, "completion_tokens", None)


class Tracer(Protocol):
    """Records one generation per model call."""

    def generation(
        self, name: str, *, model: str, prompt_name: str, prompt_version: str
    ) -> Any:  # a context manager yielding Generation
        """Trace the call made inside the block."""
        ...


class NullTracer:
    """Tracing off (no Langfuse keys): the block runs, nothing is recorded."""

    @contextmanager
    def generation(
        self, name: str, *, model: str, prompt_name: str, prompt_version: str
    ) -> Iterator[Generation]:
        """Run the block untraced."""
        yield Generation()


class LangfuseTracer:
    """Generations sent to Langfuse through the SDK's OpenTelemetry exporter."""

    def __init__(self, settings: LangfuseSettings) -> None:
        self._settings = settings

    @contextmanager
    def generation(
        self, name: str, *, model: str, prompt_name: str, prompt_version: str
    ) -> Iterator[Generation]:
        """Trace the block as one generation; an error in the block is marked, then re-raised."""
        record = Generation()
        observation = self._start(name, model, prompt_name, prompt_version)
        try:
            yield record
        except BaseException as exc:
            record.outcome = type(exc).__name__
            raise
        finally:
            self._end(observation, record)

    def _start(self, name: str, model: str, prompt_name: str, prompt_version: str) -> Any:
        try:
            client = langfuse_client(self._settings)
            if client is None:
                return None
            return client.start_observation(
                name=name,
                as_type="generation",
                model=model,
                metadata={"prompt_name": prompt_name, "prompt_version": prompt_version},
                version=prompt_version,
            )
        except Exception as exc:  # tracing must never fail the caller
            log.warning(
                "langfuse tracing unavailable", extra={"ingat": {"error": type(exc).__name__}}
            )
            return None

    @staticmethod
    def _end(observation: Any, record: Generation) -> None:
        if observation is None:
            return
        try:
            usage = {
                k: v
                for k, v in (("input", record.input_tokens), ("output", record.output_tokens))
                if isinstance(v, int)
            }
            failed = record.outcome != "ok"
            observation.update(
                usage_details=usage or None,
                level="ERROR" if failed else None,
                status_message=record.outcome if failed else None,
                metadata={"outcome": record.outcome, **record.extra},
            )
            observation.end()
        except Exception as exc:  # tracing must never fail the caller
            log.warning(
                "langfuse tracing unavailable", extra={"ingat": {"error": type(exc).__name__}}
            )


def build_tracer(settings: LangfuseSettings) -> Tracer:
    """The Langfuse tracer when keys are configured, else the null tracer."""
    return LangfuseTracer(settings) if settings.configured else NullTracer()


def flush(settings: LangfuseSettings) -> None:
    """Export pending spans now (end of a command); never raises."""
    try:
        client = langfuse_client(settings)
        if client is not None:
            client.flush()
    except Exception as exc:
        log.warning("langfuse flush failed", extra={"ingat": {"error": type(exc).__name__}})
